package ai

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenGames are games from seeded random play: the start, the pie
// rule's turn, turn boundaries at several lengths and positions in the
// middle of a chain, none over.
func goldenGames() []*pivots.Game {
	games := []*pivots.Game{pivots.NewGame()}
	r := rng.New(2026)
	for i, plies := range []int{1, 2, 3, 6, 10, 15, 20, 30, 40, 50, 60, 80, 100, 120, 150, 180, 220, 260, 300} {
		midChain := i%3 == 2
		for {
			g := pivots.NewGame()
			for !g.Outcome().Over() && (g.Len() < plies || midChain && g.Position().Phase() != pivots.Pivot) {
				st := g.State()
				a := st.RandomAction(r)
				if a == pivots.PassAction && r.IntN(8) > 0 {
					continue
				}
				g.Play(a)
			}
			if !g.Outcome().Over() {
				games = append(games, g)
				break
			}
		}
	}
	return games
}

// TestSearchGolden pins what levels 1 to 4 (which stop after a number of
// playouts or positions, so are deterministic) answer in fixed positions
// with fixed seeds: the action, the score, the count and the expected
// line. A change to the rules' speed-ups or the search's structure must
// leave every line as it is; go test -run SearchGolden -update rewrites
// the file when a change is meant to alter play.
func TestSearchGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("the golden search takes a few seconds")
	}
	var b strings.Builder
	for i, g := range goldenGames() {
		for level := Level(1); level < MaxLevel; level++ {
			seed := uint64(i*10) + uint64(level)
			plans.reset()
			an := Think(g, Options{Level: level, Seed: seed})
			line := make([]string, len(an.Line))
			for j, a := range an.Line {
				line[j] = a.String()
			}
			fmt.Fprintf(&b, "%s level %d seed %d: %v score %.6f count %d line %s\n",
				g.Compact(), level, seed, an.Action, an.Score, an.Count, strings.Join(line, " "))
		}
	}
	const file = "testdata/search-golden.txt"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (go test -run SearchGolden -update writes it)", err)
	}
	got := strings.Split(b.String(), "\n")
	for i, w := range strings.Split(string(want), "\n") {
		if i >= len(got) || got[i] != w {
			g := ""
			if i < len(got) {
				g = got[i]
			}
			t.Errorf("line %d:\n got %s\nwant %s", i+1, g, w)
		}
	}
}
