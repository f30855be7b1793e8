package ai

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/rng"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenPositions are games from seeded random play, some in the placement
// phase and some in the movement phase, none over.
func goldenPositions() []*diamond.Game {
	var games []*diamond.Game
	r := rng.New(2026)
	for _, plies := range []int{0, 1, 2, 3, 5, 8, 11, 14, 17, 20, 23, 24, 25, 26, 28, 31, 35, 40, 46, 55} {
		for {
			g := diamond.NewGame()
			for g.Len() < plies && !g.Outcome().Over() {
				p := g.Position()
				g.Play(p.RandomAction(r))
			}
			if g.Len() == plies && !g.Outcome().Over() {
				games = append(games, g)
				break
			}
		}
	}
	return games
}

// TestSearchGolden pins what levels 1 to 4 (which stop after a number of
// playouts or nodes, so are deterministic) answer in fixed positions with
// fixed seeds: the move, the score, the nodes or playouts counted and the
// expected line. A change to the rules' speed-ups or the search's
// structure must leave every line as it is; go test -run SearchGolden
// -update rewrites the file when a change is meant to alter play.
func TestSearchGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("the golden search takes a few seconds")
	}
	var b strings.Builder
	for i, g := range goldenPositions() {
		for level := Level(1); level <= 4; level++ {
			seed := uint64(i*10) + uint64(level)
			an := Think(g, Options{Level: level, Seed: seed})
			p := g.Position()
			line := make([]string, len(an.Line))
			q := p
			for j, a := range an.Line {
				line[j] = diamond.FormatAction(q, a)
				q = q.Apply(a)
			}
			fmt.Fprintf(&b, "%s level %d seed %d: %s score %.6f count %d line %s\n",
				g.Compact(), level, seed, diamond.FormatAction(p, an.Action), an.Score, an.Iterations, strings.Join(line, " "))
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
