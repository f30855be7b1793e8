package ai

import (
	"testing"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

// netoBefore is Neto's example before Black's drop c6
// (docs/games/pivots.md, Neto's worked example): Black to move.
const netoBefore = "~-c5d6d7e6f6-d1e2f2f3g4-b05-"

func mustCompact(t testing.TB, s string) *pivots.Game {
	t.Helper()
	g, err := pivots.ParseCompact(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// endBoards lists every turn from st's position by brute force over the
// atomic actions: each first action with the distinct positions its
// turns can leave. It gives up (ok false) after budget actions, or on a
// chain longer than maxLen steps.
func endBoards(st *pivots.State, budget, maxLen int) (ends map[pivots.Action]map[pivots.Position]bool, ok bool) {
	ends = map[pivots.Action]map[pivots.Position]bool{}
	n := 0
	var walk func(first pivots.Action, depth int) bool
	walk = func(first pivots.Action, depth int) bool {
		if depth > maxLen {
			return false
		}
		for _, a := range st.LegalActions(nil) {
			if n++; n > budget {
				return false
			}
			st.Play(a)
			done := true
			if st.Current().Phase() == pivots.Choose {
				ends[first][*st.Current()] = true
			} else {
				done = walk(first, depth+1)
			}
			st.Undo()
			if !done {
				return false
			}
		}
		return true
	}
	for _, a := range st.LegalActions(nil) {
		ends[a] = map[pivots.Position]bool{}
		st.Play(a)
		done := true
		if st.Current().Phase() == pivots.Choose {
			ends[a][*st.Current()] = true
		} else {
			done = walk(a, 1)
		}
		st.Undo()
		if !done {
			return nil, false
		}
	}
	return ends, true
}

// TestNetoDropC6 is the rules page's count: from Neto's position, the
// drop c6 can end the turn on 379 different boards, each reached by the
// actions the generator records.
func TestNetoDropC6(t *testing.T) {
	g := mustCompact(t, netoBefore)
	gen := newTurnGen()
	c6, _ := pivots.ParseCell("c6")
	n := 0
	for _, tr := range gen.rootTurns(g.State()) {
		if tr.first != pivots.DropAt(c6) {
			continue
		}
		n++
		h := g.Clone()
		for _, a := range gen.paths[tr.path:tr.end] {
			if err := h.Play(a); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
		}
		if h.Position() != tr.pos {
			t.Fatalf("the path does not lead to the turn's board")
		}
	}
	if n != 379 {
		t.Errorf("drop c6: %d end boards, want 379", n)
	}
}

// TestTurnsMatchBruteForce: at the root the generator finds every turn
// the atomic actions allow (chains here are short), each leading where it
// says, and below the root a subset of them with the gains right.
func TestTurnsMatchBruteForce(t *testing.T) {
	r := rng.New(7)
	checked, chains := 0, 0
	for checked < 60 {
		g := pivots.NewGame()
		plies := 10 + r.IntN(120)
		for g.Len() < plies && !g.Outcome().Over() {
			st := g.State()
			g.Play(st.RandomAction(r))
		}
		p := g.Position()
		if p.Over() || p.Phase() != pivots.Choose {
			continue
		}
		want, ok := endBoards(g.State(), 20_000, rootChainDepth)
		if !ok {
			continue
		}
		checked++
		gen := newTurnGen()
		got := map[pivots.Action]map[pivots.Position]bool{}
		for _, tr := range gen.rootTurns(g.State()) {
			if got[tr.first] == nil {
				got[tr.first] = map[pivots.Position]bool{}
			}
			got[tr.first][tr.pos] = true
			h := g.Clone()
			for _, a := range gen.paths[tr.path:tr.end] {
				if err := h.Play(a); err != nil {
					t.Fatalf("%s: %v: %v", g.Compact(), a, err)
				}
			}
			if h.Position() != tr.pos {
				t.Fatalf("%s: the path of a turn beginning %v does not lead to its board", g.Compact(), tr.first)
			}
			mine, theirs := p.Sides()
			t2, m2 := tr.pos.Sides()
			if tr.first != pivots.SwapAction && int(tr.gain) != m2.Count()-t2.Count()-mine.Count()+theirs.Count() {
				t.Fatalf("%s: turn %v gains %d", g.Compact(), tr.first, tr.gain)
			}
		}
		for a, boards := range want {
			if len(boards) > 1 {
				chains++
			}
			if len(got[a]) != len(boards) {
				t.Errorf("%s: %v: %d end boards, want %d", g.Compact(), a, len(got[a]), len(boards))
			}
			for b := range got[a] {
				if !boards[b] {
					t.Errorf("%s: %v: a board that is not an end", g.Compact(), a)
				}
			}
		}
		// Below the root: only ends that the brute force knows.
		gen.width, gen.limit, gen.depth = 2, 64, innerChainDepth
		for _, tr := range gen.turns(&p, nil, false) {
			if !want[tr.first][tr.pos] {
				t.Errorf("%s: %v: an inner turn that is not an end", g.Compact(), tr.first)
			}
		}
	}
	if chains == 0 {
		t.Errorf("no position with a chain of choices: the test sees nothing")
	}
}
