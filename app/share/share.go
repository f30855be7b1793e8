// Package share writes a game into a URL fragment and reads it back:
// "g=<compact record>&m=<ply shown>". The fragment, unlike a query string,
// never reaches a server, and the offline app loads with it.
package share

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"

	"diamond/rules/diamond"
)

// Fragment returns the fragment (without '#') for game g shown at ply.
func Fragment(g *diamond.Game, ply int) string {
	return "g=" + g.Compact() + "&m=" + strconv.Itoa(ply)
}

// IsLink reports whether a fragment holds a shared game.
func IsLink(fragment string) bool {
	v, err := url.ParseQuery(fragment)
	return err == nil && v.Has("g")
}

// Link is a shared game and the ply to show.
type Link struct {
	Game *diamond.Game
	Ply  int
}

// Parse reads a fragment written by Fragment. Its errors say what is wrong
// in words a user can act on.
func Parse(fragment string) (Link, error) {
	v, err := url.ParseQuery(fragment)
	if err != nil || !v.Has("g") {
		return Link{}, errors.New("this link holds no game: it should end with #g= and the moves")
	}
	g, err := diamond.ParseCompact(v.Get("g"))
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
