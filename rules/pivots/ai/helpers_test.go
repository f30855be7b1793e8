package ai

import (
	"fmt"
	"strings"
	"testing"

	"diamond/rules/pivots"
)

// position returns a game from a position with the named stones ("a1
// b2"), side to move ("b" or "w"), passes just made and turn number, in
// the rules' position notation.
func position(t testing.TB, black, white, toMove string, passes, turn int) *pivots.Game {
	t.Helper()
	at := map[string]byte{}
	for _, c := range strings.Fields(black) {
		at[c] = 'b'
	}
	for _, c := range strings.Fields(white) {
		at[c] = 'w'
	}
	var rows []string
	for r := 1; r <= 9; r++ {
		var row strings.Builder
		empty := 0
		for c := 1; c <= 9; c++ {
			l, n := c, 5-r+c
			if r > 5 {
				l, n = r-5+c, c
			}
			cell, ok := pivots.CellAt(l, n)
			if !ok {
				continue
			}
			s, ok := at[cell.String()]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&row, empty)
				empty = 0
			}
			row.WriteByte(s)
		}
		if empty > 0 {
			fmt.Fprint(&row, empty)
		}
		rows = append(rows, row.String())
	}
	p, err := pivots.ParsePosition(fmt.Sprintf("%s %s %d %d", strings.Join(rows, "/"), toMove, passes, turn))
	if err != nil {
		t.Fatal(err)
	}
	g := pivots.NewGameFrom(p)
	if n := len(at); p.Count(pivots.Black)+p.Count(pivots.White) != n {
		t.Fatalf("position: %d stones placed, %d named", p.Count(pivots.Black)+p.Count(pivots.White), n)
	}
	return g
}

// everyCellBut lists every cell's name but the named ones.
func everyCellBut(names string) string {
	skip := map[string]bool{}
	for _, n := range strings.Fields(names) {
		skip[n] = true
	}
	var out []string
	for c := pivots.Cell(0); c < pivots.NumCells; c++ {
		if !skip[c.String()] {
			out = append(out, c.String())
		}
	}
	return strings.Join(out, " ")
}

// playTurn plays the computer's actions until the side to move changes or
// the game ends, and returns them.
func playTurn(t testing.TB, g *pivots.Game, opt Options) []pivots.Action {
	t.Helper()
	me := g.Position().ToMove()
	var acts []pivots.Action
	for len(acts) == 0 || g.Position().Phase() == pivots.Pivot && g.Position().ToMove() == me {
		a := Think(g, opt)
		if err := g.Play(a.Action); err != nil {
			t.Fatalf("%v: %v\n%s", a.Action, err, g.Position())
		}
		acts = append(acts, a.Action)
		opt.Seed++
		if g.Outcome().Over() {
			break
		}
	}
	return acts
}
