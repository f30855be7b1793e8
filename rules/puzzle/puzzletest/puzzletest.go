// Package puzzletest holds the positions that the puzzles' tests in
// several packages share.
package puzzletest

import (
	"testing"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/puzzle"
)

// AfterA1 is pivots-3-170 after the wrong drop a1 and its chain, the
// first steps in the rules' order: a position whose defender has more
// whole turns than the page could ever search (docs/puzzles.md). file is
// the shipped web/puzzles/pivots.json, by a path from the test's folder.
// It returns the position, the side that solves the puzzle, and the
// puzzle.
func AfterA1(t testing.TB, file string) (game.Match, game.Side, *puzzle.Puzzle) {
	t.Helper()
	f, err := puzzle.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	spec, _ := games.ByID("pivots")
	for i := range f.Puzzles {
		p := &f.Puzzles[i]
		if p.ID != "pivots-3-170" {
			continue
		}
		m, err := p.Open(spec)
		if err != nil {
			t.Fatal(err)
		}
		me := m.ToMove(m.Len())
		for mv := "a1"; ; mv = m.Legal()[0] {
			if err := m.Play(mv); err != nil {
				t.Fatal(err)
			}
			if m.EndsTurn(m.Len() - 1) {
				break
			}
		}
		return m, me, p
	}
	t.Fatal("no puzzle pivots-3-170")
	return nil, 0, nil
}
