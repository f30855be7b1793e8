package puzzles

import (
	"strings"
	"testing"

	"diamond/rules/games"
	"diamond/rules/puzzle"
)

// Every theme of the shipped puzzles has a name in words for the page's
// menu: none is shown as the tag the generator writes.
func TestEveryShippedThemeHasAName(t *testing.T) {
	for _, g := range games.All() {
		f, err := puzzle.ReadFile("../../web/puzzles/" + g.ID() + ".json")
		if err != nil {
			t.Fatal(err)
		}
		names, _ := Themes([]*puzzle.File{f}, g.ID())
		for _, tag := range names {
			n := ThemeName(tag)
			if n == tag || n == "" || strings.ContainsAny(n, "-_") || n[:1] != strings.ToUpper(n[:1]) {
				t.Errorf("%s: theme %q is shown as %q", g.ID(), tag, n)
			}
		}
	}
	for tag, want := range map[string]string{"winIn2": "Win in 2", "setup-a2h7": "Queens on a2 and h7", "newKind-x": "New kind x"} {
		if got := ThemeName(tag); got != want {
			t.Errorf("ThemeName(%q) = %q, want %q", tag, got, want)
		}
	}
}
