package check

import (
	"strings"
	"testing"
	"time"

	"diamond/rules/game"
	"diamond/rules/protocol"
	"diamond/rules/puzzle/puzzletest"
)

// afterA1 is pivots-3-170 after the wrong drop a1 and its chain
// (puzzletest.AfterA1), with the puzzle's goal.
func afterA1(t *testing.T) (game.Match, game.Side, Goal) {
	t.Helper()
	m, me, p := puzzletest.AfterA1(t, "../../../web/puzzles/pivots.json")
	return m, me, Goal{Count: true, Margin: p.Goal.Margin}
}

// wholeTurn fails unless turn is one whole legal turn of the side to move
// in m; m is left as it was.
func wholeTurn(t *testing.T, m game.Match, turn []string) {
	t.Helper()
	if len(turn) == 0 {
		t.Fatal("no reply")
	}
	start, side := m.Len(), m.ToMove(m.Len())
	defer func() {
		for m.Len() > start {
			m.Undo()
		}
	}()
	for i, a := range turn {
		if m.ToMove(m.Len()) != side {
			t.Fatalf("%v: %s is not %v's", turn, a, side)
		}
		if err := m.Play(a); err != nil {
			t.Fatalf("%v: %s: %v", turn, a, err)
		}
		if end := m.Outcome().Over || m.EndsTurn(m.Len()-1); end != (i == len(turn)-1) {
			t.Fatalf("%v is not one whole turn", turn)
		}
	}
}

// A budget cuts the search of a reply, which still comes: a whole turn
// of the defender, the best found, and the match as it was.
func TestReplyWithinBudget(t *testing.T) {
	m, me, g := afterA1(t)
	before := m.Compact()
	for _, b := range []Budget{{Plays: 1}, {Plays: 20_000}, {Stop: func() bool { return true }}} {
		start := time.Now()
		reply, exact, plays := ReplyWithin(m, g, me, b)
		if exact {
			t.Errorf("budget %d: the whole search ran", b.Plays)
		}
		wholeTurn(t, m, reply)
		if m.Compact() != before {
			t.Fatalf("budget %d: the match changed", b.Plays)
		}
		t.Logf("budget %d plays: %v, %d plays, in %v", b.Plays, reply, plays, time.Since(start))
	}
	// A larger budget finds a reply at least as good.
	small, _, _ := ReplyWithin(m, g, me, Budget{Plays: 1})
	large, _, _ := ReplyWithin(m, g, me, Budget{Plays: 200_000})
	if after(t, m, large, me) > after(t, m, small, me) {
		t.Errorf("the reply within 200,000 plays %v leaves a lead of %d, the greedy one %v %d", large, after(t, m, large, me), small, after(t, m, small, me))
	}
}

// after is attacker's lead after turn.
func after(t *testing.T, m game.Match, turn []string, attacker game.Side) int {
	t.Helper()
	for _, a := range turn {
		if err := m.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	n := Margin(m, attacker)
	for range turn {
		m.Undo()
	}
	return n
}

// Within a budget that does not cut it, the search is Reply's and Forced's.
func TestWithinAsWhole(t *testing.T) {
	m := play(t, "c4", "a1", "c5", "a2", "d4")
	if r, exact, _ := ReplyWithin(m, Goal{Turns: 1}, game.First, Budget{Plays: 100_000}); !exact || len(r) != 1 || r[0] != "d5" {
		t.Errorf("the reply within a budget: %v, exact %v; want d5", r, exact)
	}
	if f, exact, _ := ForcedWithin(m, Goal{Turns: 1}, game.First, Budget{Plays: 100_000}); f || !exact {
		t.Errorf("forced %v, exact %v; want not forced, exactly", f, exact)
	}
	before := m.Compact()
	if f, exact, _ := ForcedWithin(m, Goal{Turns: 2}, game.First, Budget{Plays: 3}); f || exact {
		t.Errorf("cut at 3 plays: forced %v, exact %v; want neither", f, exact)
	}
	if m.Compact() != before {
		t.Error("a cut search changed the match")
	}
	// Cut, a win goal's reply is still one: here the first scored.
	if r, exact, _ := ReplyWithin(m, Goal{Turns: 2}, game.First, Budget{Plays: 3}); exact || len(r) != 1 {
		t.Errorf("cut at 3 plays: %v, exact %v", r, exact)
	}
}

// Respond answers the worker's question: a reply within its budget, or
// an error in words.
func TestRespond(t *testing.T) {
	m, me, g := afterA1(t)
	q := protocol.PuzzleQuestion{ID: 4, Game: "pivots", Record: m.Compact(), Side: int(me), Count: true, Margin: g.Margin}
	start := time.Now()
	a := Respond(q, nil)
	if d := time.Since(start); d > RespondTime+time.Second {
		t.Errorf("answered in %v, budget %v", d, RespondTime)
	}
	if a.ID != 4 || a.Err != "" || a.Exact || a.Plays == 0 {
		t.Errorf("the answer %+v", a)
	}
	wholeTurn(t, m, a.Reply)
	t.Logf("pivots-3-170 after a1: %v, %d plays, %.0f ms", a.Reply, a.Plays, a.ElapsedMs)

	stopped := 0
	a = Respond(q, func() bool { stopped++; return true })
	if stopped == 0 || a.Err != "" || a.Exact {
		t.Errorf("stopped at once: asked %d times, %+v", stopped, a)
	}
	wholeTurn(t, m, a.Reply)

	for _, c := range []struct {
		q    protocol.PuzzleQuestion
		want string
	}{
		{protocol.PuzzleQuestion{Game: "chess"}, `"chess"`},
		{protocol.PuzzleQuestion{Game: "pivots", Record: "!!"}, ""},
	} {
		if a := Respond(c.q, nil); a.Err == "" || !strings.Contains(a.Err, c.want) {
			t.Errorf("%+v: error %q, want one with %q", c.q, a.Err, c.want)
		}
	}
}
