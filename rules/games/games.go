// Package games is the registry of the games the app and the tools play.
// Diamond is the default: a link, record or stored game that names no
// game is Diamond's, as every one written before there were other games.
package games

import (
	"fmt"
	"strings"

	"diamond/rules/diamond"
	"diamond/rules/diamondback"
	"diamond/rules/game"
	"diamond/rules/pivots"
)

// all lists the games, the default first.
var all = []game.Spec{diamond.Spec, pivots.Spec, diamondback.Spec}

// Default is the game of links, records and data that name none.
var Default = all[0]

// All returns the registered games, the default first.
func All() []game.Spec { return append([]game.Spec(nil), all...) }

// ByID returns the game with the given ID; "" is the default. An unknown
// name is an error, never the default.
func ByID(id string) (game.Spec, error) {
	if id == "" {
		return Default, nil
	}
	for _, s := range all {
		if s.ID() == id {
			return s, nil
		}
	}
	return nil, fmt.Errorf("this app does not know the game %q (known: %s); a newer version of the app may: reload the page", id, strings.Join(IDs(), ", "))
}

// IDs returns the registered games' IDs.
func IDs() []string {
	ids := make([]string, len(all))
	for i, s := range all {
		ids[i] = s.ID()
	}
	return ids
}

// gameTag returns the value of a record's [Game "..."] or [Variant "..."]
// tag, if it has one among the tags at its head. (No regexp: it would
// double the worker's share of the download.)
func gameTag(text string) (string, bool) {
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "[") {
			if line == "" {
				continue
			}
			return "", false // the moves: no more tags
		}
		name, rest, _ := strings.Cut(strings.TrimPrefix(line, "["), " ")
		if name != "Game" && name != "Variant" {
			continue
		}
		value, ok := strings.CutPrefix(strings.TrimSpace(rest), `"`)
		if value, _, found := strings.Cut(value, `"`); ok && found {
			return value, true
		}
	}
	return "", false
}

// Named returns the game a record's [Game] (or [Variant]) tag names, by
// ID or name in any case, or fallback when the record has no such tag.
func Named(text string, fallback game.Spec) (game.Spec, error) {
	tag, ok := gameTag(text)
	if !ok {
		return fallback, nil
	}
	for _, s := range all {
		if strings.EqualFold(tag, s.ID()) || strings.EqualFold(tag, s.Name()) {
			return s, nil
		}
	}
	return nil, fmt.Errorf("the record is of a game this app does not know: %q (known: %s)", tag, strings.Join(IDs(), ", "))
}

// ParseRecord reads a record of the game its tag names, or of fallback.
func ParseRecord(text string, fallback game.Spec) (game.Match, error) {
	s, err := Named(text, fallback)
	if err != nil {
		return nil, err
	}
	return s.ParseRecord(text)
}
