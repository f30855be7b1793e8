// Package games is the registry of the games the app and the tools play.
// Diamond is the default: a link, record or stored game that names no
// game is Diamond's, as every one written before there were other games.
package games

import (
	"fmt"
	"regexp"
	"strings"

	"diamond/rules/diamond"
	"diamond/rules/game"
	"diamond/rules/pivots"
)

// all lists the games, the default first.
var all = []game.Spec{diamond.Spec, pivots.Spec}

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

// gameTag matches a record's [Game "..."] or [Variant "..."] tag.
var gameTag = regexp.MustCompile(`(?m)^\s*\[(?:Game|Variant)\s+"([^"]*)"\s*\]`)

// Named returns the game a record's [Game] (or [Variant]) tag names, by
// ID or name in any case, or fallback when the record has no such tag.
func Named(text string, fallback game.Spec) (game.Spec, error) {
	m := gameTag.FindStringSubmatch(text)
	if m == nil {
		return fallback, nil
	}
	for _, s := range all {
		if strings.EqualFold(m[1], s.ID()) || strings.EqualFold(m[1], s.Name()) {
			return s, nil
		}
	}
	return nil, fmt.Errorf("the record is of a game this app does not know: %q (known: %s)", m[1], strings.Join(IDs(), ", "))
}

// ParseRecord reads a record of the game its tag names, or of fallback.
func ParseRecord(text string, fallback game.Spec) (game.Match, error) {
	s, err := Named(text, fallback)
	if err != nil {
		return nil, err
	}
	return s.ParseRecord(text)
}
