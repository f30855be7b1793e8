package ui

import (
	"strings"
	"testing"

	"diamond/app/friend"
	"diamond/app/games"
)

// TestCutFriendLinksAreOpened: a friend's link cut anywhere after its
// code by a messenger goes to the link's reader, which says what is wrong
// (it opened on the saved game without a word).
func TestCutFriendLinksAreOpened(t *testing.T) {
	for _, g := range []friend.Game{
		{ID: "AbCdEfGh", Kind: "diamond", Seat: 1, Me: "Ann", Friend: "Bob", Record: "ZA"},
		{ID: "AbCdEfGh", Kind: "pivots", Seat: 0, Me: "Ann", Friend: "Bob", Record: pivotsStart(t)},
	} {
		link, err := friend.Link(g)
		if err != nil {
			t.Fatal(err)
		}
		// From its first parameter's name on: "game=pivots&c=…" or "c=…".
		for i := strings.IndexByte(link, '=') + 1; i <= len(link); i++ {
			if !opensLink(link[:i]) {
				t.Errorf("%q is not opened as a link", link[:i])
			}
		}
	}
	for _, f := range []string{"", "rules", "top"} {
		if opensLink(f) {
			t.Errorf("%q is opened as a link", f)
		}
	}
}

// pivotsStart is a new game of Pivots, compact.
func pivotsStart(t *testing.T) string {
	g, err := games.ByID("pivots")
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.New(0)
	if err != nil {
		t.Fatal(err)
	}
	return m.Compact()
}
