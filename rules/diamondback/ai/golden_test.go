package ai

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	db "diamond/rules/diamondback"
	"diamond/rules/rng"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenPositions are games from seeded random play from the four
// setups, from the opening to the endgame, none over.
func goldenPositions() []*db.Game {
	var games []*db.Game
	r := rng.New(2026)
	for i, plies := range []int{0, 1, 2, 4, 7, 10, 14, 18, 23, 28, 34, 40, 48, 56, 66, 80} {
		games = append(games, randomGame(i%db.NumSetups, plies, r))
	}
	return games
}

// TestSearchGolden pins what levels 1 to 4 (which stop after a number of
// positions, so are deterministic) answer in fixed positions with fixed
// seeds: the move, the score, the positions counted and the expected
// line. A change meant only to make the search faster must leave every
// line as it is; go test -run SearchGolden -update rewrites the file when
// a change is meant to alter play.
func TestSearchGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("the golden search takes a second or two")
	}
	var b strings.Builder
	for i, g := range goldenPositions() {
		for level := Level(1); level < MaxLevel; level++ {
			seed := uint64(i*10) + uint64(level)
			an := Think(g, Options{Level: level, Seed: seed})
			line := make([]string, len(an.Line))
			for j, m := range an.Line {
				line[j] = m.String()
			}
			fmt.Fprintf(&b, "%s level %d seed %d: %s score %.6f count %d line %s\n",
				g.Link(), level, seed, db.FormatSAN(g.Position(), an.Move), an.Score, an.Count, strings.Join(line, " "))
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
