// Package share writes a game into a URL fragment and reads it back:
// "g=<compact record>&m=<ply shown>", with "game=<id>&" first for every
// game but Diamond, whose links stay as they were before there were other
// games. The fragment, unlike a query string, never reaches a server, and
// the offline app loads with it.
package share

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"diamond/rules/game"
	"diamond/rules/games"
)

// Fragment returns the fragment (without '#') for game m shown at ply.
func Fragment(m game.Match, ply int) string {
	return GameParam(m.Spec()) + "g=" + m.Compact() + "&m=" + strconv.Itoa(ply)
}

// GameParam is the fragment's game parameter with its "&": "" for
// Diamond, "game=pivots&" for Diamonds & Pivots.
func GameParam(g game.Spec) string {
	if g.ID() == games.Default.ID() {
		return ""
	}
	return "game=" + g.ID() + "&"
}

// IsLink reports whether a fragment holds a shared game.
func IsLink(fragment string) bool {
	v, err := url.ParseQuery(fragment)
	return err == nil && v.Has("g")
}

// Find returns the fragment of a game link within text (a whole address
// or just its fragment), or false.
func Find(text string) (string, bool) {
	if strings.ContainsAny(text, " \n\t") {
		return "", false
	}
	_, fragment, found := strings.Cut(text, "#")
	if !found {
		fragment = text
	}
	return fragment, IsLink(fragment)
}

// Link is a shared game and the ply to show.
type Link struct {
	Game game.Match
	Ply  int
}

// Spec returns the game a fragment names: Diamond when it names none. An
// unknown name is an error, never Diamond.
func Spec(v url.Values) (game.Spec, error) {
	return games.ByID(v.Get("game"))
}

// Parse reads a fragment written by Fragment. Its errors say what is wrong
// in words a user can act on.
func Parse(fragment string) (Link, error) {
	v, err := url.ParseQuery(fragment)
	if err != nil || !v.Has("g") {
		return Link{}, errors.New("this link holds no game: it should end with #g= and the moves")
	}
	spec, err := Spec(v)
	if err != nil {
		return Link{}, err
	}
	g, err := spec.ParseCompact(v.Get("g"))
	if err != nil {
		return Link{}, err
	}
	ply := g.Len()
	if m := v.Get("m"); m != "" {
		n, err := strconv.Atoi(m)
		if err != nil || n < 0 || n > g.Len() {
			return Link{}, fmt.Errorf("the link asks to show move %q, but the game has %d moves", m, g.Len())
		}
		ply = n
	}
	return Link{Game: g, Ply: ply}, nil
}
