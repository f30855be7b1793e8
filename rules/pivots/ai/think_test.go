package ai

import (
	"testing"
	"time"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

// randomGame returns a game of seeded random actions, ply actions long
// (or fewer if it ends), from the standard start.
func randomGame(seed uint64, plies int) *pivots.Game {
	r := rng.New(seed)
	g := pivots.NewGame()
	for g.Len() < plies && !g.Outcome().Over() {
		st := g.State()
		a := st.RandomAction(r)
		if a == pivots.PassAction && r.IntN(8) > 0 {
			continue // fewer passes: longer games
		}
		g.Play(a)
	}
	return g
}

// TestThinkPlaysLegalGames plays a game between the levels, on short
// clocks, checking that every answer is legal, that its line starts with
// it, and that Think leaves the game as it was.
func TestThinkPlaysLegalGames(t *testing.T) {
	g := pivots.NewGame()
	for ply := 0; ply < 150 && !g.Outcome().Over(); ply++ {
		before := g.Compact()
		lvl := Level(1 + ply/2%int(MaxLevel))
		a := Think(g, Options{Level: lvl, Seed: uint64(ply), MoveTime: 10 * time.Millisecond})
		if g.Compact() != before {
			t.Fatalf("Think changed the game")
		}
		if len(a.Line) == 0 || a.Line[0] != a.Action {
			t.Errorf("ply %d: line %v does not start with %v", ply, a.Line, a.Action)
		}
		if a.Score < 0 || a.Score > 1 {
			t.Errorf("ply %d: score %v out of [0, 1]", ply, a.Score)
		}
		if err := g.Play(a.Action); err != nil {
			t.Fatalf("ply %d, level %d: %v: %v\n%s", ply, lvl, a.Action, err, g.Position())
		}
	}
}

// TestThinkIsDeterministic: levels 1 to 4 count nodes or playouts, so the
// same game and seed give the same answer, at a turn's start, on the pie
// rule's turn and in the middle of a chain.
func TestThinkIsDeterministic(t *testing.T) {
	games := []*pivots.Game{randomGame(1, 30), mustCompact(t, "~e5"), mustCompact(t, netoBefore+"c6c5d7f5")}
	for _, g := range games {
		for l := Level(1); l < MaxLevel; l++ {
			plans.reset()
			a := Think(g, Options{Level: l, Seed: 42})
			plans.reset()
			b := Think(g, Options{Level: l, Seed: 42})
			if a.Action != b.Action || a.Score != b.Score || a.Count != b.Count || len(a.Line) != len(b.Line) {
				t.Errorf("%s, level %d: two searches with seed 42 differ: %+v and %+v", g.Compact(), l, a, b)
			}
		}
	}
}

// TestThinkStopsOnTime allows a generous margin: it checks that the clock
// is obeyed at all, not how precisely.
func TestThinkStopsOnTime(t *testing.T) {
	g := randomGame(5, 60)
	for _, opt := range []Options{{Level: MaxLevel, MoveTime: 50 * time.Millisecond}, {Level: 1, MoveTime: 50 * time.Millisecond}} {
		start := time.Now()
		an := Think(g, opt)
		if el := time.Since(start); el > 2*time.Second {
			t.Errorf("level %d with 50ms took %v", opt.Level, el)
		}
		if an.Count == 0 || an.Elapsed <= 0 {
			t.Errorf("level %d: counted %d in %v", opt.Level, an.Count, an.Elapsed)
		}
	}
}

// TestThinkAfterTheEnd: a finished game has no action to play.
func TestThinkAfterTheEnd(t *testing.T) {
	g := mustCompact(t, "~e5.s.c3.p.p")
	if a := Think(g, Options{Level: 2}); a.Action != pivots.NoAction {
		t.Errorf("%v after the end", a.Action)
	}
}

// TestPlanFinishesTheTurn: asked for a turn's first action, the strongest
// level chooses the whole turn; asked again for each step, it answers
// from that plan at once, and the turn ends as the first answer's line
// said.
func TestPlanFinishesTheTurn(t *testing.T) {
	plans.reset()
	g := mustCompact(t, netoBefore)
	opt := Options{Level: MaxLevel, Seed: 1}
	first := Think(g, opt)
	g.Play(first.Action)
	if g.Position().Phase() != pivots.Pivot {
		t.Skipf("%v ends the turn: no chain to follow", first.Action)
	}
	played := []pivots.Action{first.Action}
	for g.Position().Phase() == pivots.Pivot {
		a := Think(g, opt)
		if !a.Planned {
			t.Fatalf("step %d was searched, not planned", len(played))
		}
		if a.Elapsed > 50*time.Millisecond {
			t.Errorf("a planned step took %v", a.Elapsed)
		}
		g.Play(a.Action)
		played = append(played, a.Action)
	}
	for i, a := range played {
		if first.Line[i] != a {
			t.Fatalf("the turn %v is not the line %v", played, first.Line)
		}
	}
}
