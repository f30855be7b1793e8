package ai

import (
	"slices"
	"strings"
	"testing"
	"time"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

// testOptions are the levels with small budgets, for quick tests: every
// level's own search, the strongest on a short clock.
func testOptions() []Options {
	var opts []Options
	for l := Level(1); l <= MaxLevel; l++ {
		opt := Options{Level: l, Seed: uint64(l)}
		if l == MaxLevel {
			opt.MoveTime = 50 * time.Millisecond
		}
		opts = append(opts, opt)
	}
	return opts
}

// TestPassWins: after the opponent's pass, a side ahead on the count, or
// level playing White, passes and wins at once.
func TestPassWins(t *testing.T) {
	for _, c := range []struct {
		name string
		g    *pivots.Game
	}{
		{"Black ahead", position(t, "a1 c3 e5", "i9 g7", "b", 1, 10)},
		{"White level", position(t, "a1 c3 e5", "i9 g7 e1", "w", 1, 11)},
		{"White ahead, full board", position(t, everyCellBut("a1 a2 a3 a4 a5 b6 c7 d8 e9 f9 g9 h9 i9 i8 i7 i6 i5 h4 g3 f2 e1 d1 c1 b1 e5 f5 g5"), "a1 a2 a3 a4 a5 b6 c7 d8 e9 f9 g9 h9 i9 i8 i7 i6 i5 h4 g3 f2 e1 d1 c1 b1 e5 f5 g5", "w", 1, 71)},
	} {
		for _, opt := range testOptions() {
			if a := Think(c.g, opt); a.Action != pivots.PassAction {
				t.Errorf("%s, level %d: %v, want pass\n%s", c.name, opt.Level, a.Action, c.g.Position())
			}
		}
	}
}

// TestNoPassAwayLostCount: a side behind (or level playing Black) does
// not pass when the opponent would end the game with a pass, nor after
// the opponent's pass.
func TestNoPassAwayLostCount(t *testing.T) {
	for _, c := range []struct {
		name string
		g    *pivots.Game
	}{
		{"White behind after Black's pass", position(t, "a1 c3 e5", "i9 g7", "w", 1, 11)},
		{"Black level after White's pass", position(t, "a1 c3 e5", "i9 g7 e1", "b", 1, 12)},
		{"Black level", position(t, "a1 c3 e5", "i9 g7 e1", "b", 0, 12)},
		{"White behind", position(t, "a1 c3 e5 h5", "i9 g7 e1", "w", 0, 13)},
	} {
		for _, opt := range testOptions() {
			if a := Think(c.g, opt); a.Action == pivots.PassAction {
				t.Errorf("%s, level %d passes\n%s", c.name, opt.Level, c.g.Position())
			}
		}
	}
}

// endgames returns positions near the end of a game where the side to
// move can win within turns turns, but not by passing and not by every
// action, as the solver shows, with the actions that win. They are made
// from the board coloured by the letter's parity (a, c, e, g, i Black;
// b, d, f, h White), which holds no diamond of either colour and lets
// none be made, with up to two stones of the other colour (where a drop
// may make a diamond) and one to five cells emptied; the side to move and
// the passes just made are drawn at random.
func endgames(t *testing.T, n, turns int) (games []*pivots.Game, wins [][]pivots.Action) {
	r := rng.New(11)
	for tries := 0; len(games) < n && tries < 10_000; tries++ {
		var color [pivots.NumCells]byte // 0 Black, 1 White, 2 empty
		for c := range color {
			color[c] = byte(pivots.Cell(c).Letter()+1) % 2
		}
		for range r.IntN(3) {
			color[r.IntN(pivots.NumCells)] ^= 1
		}
		for range 1 + r.IntN(5) {
			color[r.IntN(pivots.NumCells)] = 2
		}
		var black, white []string
		for c, k := range color {
			switch k {
			case 0:
				black = append(black, pivots.Cell(c).String())
			case 1:
				white = append(white, pivots.Cell(c).String())
			}
		}
		g := position(t, strings.Join(black, " "), strings.Join(white, " "), "bw"[r.IntN(2):][:1], r.IntN(2), 10+r.IntN(100))
		p := g.Position()
		if p.Stones(pivots.Black).HasDiamond() || p.Stones(pivots.White).HasDiamond() {
			continue
		}
		sv := &solver{budget: 50_000}
		w, ok := sv.winningActions(g.State(), turns)
		if !ok || len(w) == 0 || len(w) == len(g.LegalActions()) || slices.Contains(w, pivots.PassAction) {
			continue
		}
		games, wins = append(games, g), append(wins, w)
	}
	if len(games) < n {
		t.Fatalf("found %d endgames, want %d", len(games), n)
	}
	return games, wins
}

// TestEndgamesSolved: in endgames where the solver finds a win within
// five turns (ours, theirs, ours, ...) and not every action wins, every
// level from 2 up plays a whole turn after which the solver shows the
// opponent lost.
func TestEndgamesSolved(t *testing.T) {
	const turns = 5
	games, _ := endgames(t, 12, turns)
	for i, g := range games {
		for _, opt := range testOptions()[1:] {
			h := g.Clone()
			opt.Seed = uint64(i)
			acts := playTurn(t, h, opt)
			if h.Outcome().Over() {
				if h.Outcome().Winner != g.Position().ToMove() {
					t.Errorf("%s, level %d: %v ends the game lost", g.Compact(), opt.Level, acts)
				}
				continue
			}
			sv := &solver{budget: 1_000_000}
			if v, ok := sv.solve(h.State(), turns-1); ok && v != lost {
				t.Errorf("%s, level %d: %v does not win (%d)\n%s", g.Compact(), opt.Level, acts, v, g.Position())
			}
		}
	}
}

// TestChainContinued: in the middle of Neto's example chain (the rules
// page's D2: Black owns two diamonds, 48 steps to choose from, many of
// them taking Black's own stones, most taking nothing), every level from
// 2 up finishes the turn taking at least two of White's five stones and
// none of its own. A brute force over every way of finishing the turn
// finds at most three (a five-step chain) and at least two stones for
// Black's gain to count as sensible.
func TestChainContinued(t *testing.T) {
	g := mustCompact(t, netoBefore)
	for _, a := range []string{"c6", "c5/d7>f5"} {
		act, err := g.ParseAction(a)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(act)
	}
	if n := len(g.LegalActions()); n != 48 {
		t.Fatalf("D2 has %d steps, want 48", n)
	}
	ends, ok := endBoards(g.State(), 1_000_000, 64)
	if !ok {
		t.Fatal("the brute force gave up")
	}
	fewest, taking := 5, 0
	for _, boards := range ends {
		for b := range boards {
			fewest = min(fewest, b.Count(pivots.White))
			if b.Count(pivots.White) <= 3 && b.Count(pivots.Black) == 6 {
				taking++
			}
		}
	}
	if fewest != 2 || taking == 0 {
		t.Fatalf("the best end leaves White %d stones, and %d ends take two or more keeping Black's six; want 2 and some", fewest, taking)
	}
	for _, opt := range testOptions()[1:] {
		h := g.Clone()
		acts := playTurn(t, h, opt)
		if b, w := h.Position().Count(pivots.Black), h.Position().Count(pivots.White); w > 3 || b != 6 {
			t.Errorf("level %d: %v leaves Black %d, White %d; want Black 6, White 3 or fewer", opt.Level, acts, b, w)
		}
	}
}
