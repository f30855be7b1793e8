package study

import (
	"reflect"
	"strings"
	"testing"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/review"
)

// played is a game of id whose moves are each the first legal move.
func played(t *testing.T, id string, n int) game.Match {
	t.Helper()
	spec, err := games.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := spec.New(0)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		if err := m.Play(m.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// reviewed is a review of m's first moves with these classes and scores
// for the mover (before, after); best is "x" unless the class is best.
func reviewed(m game.Match, rows ...row) []review.Move {
	moves := make([]review.Move, len(rows))
	for i, r := range rows {
		best, line := m.Moves()[i], []string{m.Moves()[i]}
		if r.class != review.Best && r.class != review.Only {
			best, line = "x1", []string{"x1", "x2", "x3", "x4", "x5"}
		}
		moves[i] = review.Move{N: i + 1, Side: m.ToMove(i), Move: m.Moves()[i], Class: r.class,
			Before: r.before, After: r.after, Best: best, Line: line}
	}
	return moves
}

type row struct {
	class         review.Class
	before, after float64
}

func TestOf(t *testing.T) {
	m := played(t, "diamond", 4)
	moves := reviewed(m, row{review.Best, 0.5, 0.5}, row{review.Best, 0.5, 0.5})
	r, ok := Of(m, moves)
	if !ok || r.Covers() != 2 || r.Complete() {
		t.Fatalf("a review of the first 2 of 4 moves: ok %v, covers %d, complete %v", ok, r.Covers(), r.Complete())
	}
	full := reviewed(m, row{review.Best, 0.5, 0.5}, row{review.Best, 0.5, 0.5}, row{review.Best, 0.5, 0.5}, row{review.Best, 0.5, 0.5})
	if r, ok := Of(m, full); !ok || !r.Complete() {
		t.Errorf("a review of every move: ok %v, complete %v", ok, r.Complete())
	}
	other := append([]review.Move(nil), moves...)
	other[1].Move = "a1"
	if _, ok := Of(m, other); ok {
		t.Error("a review of another second move applies")
	}
	side := append([]review.Move(nil), moves...)
	side[1].Side = side[1].Side.Other()
	if _, ok := Of(m, side); ok {
		t.Error("a review whose second move is the other side's applies")
	}
	if _, ok := Of(played(t, "diamond", 1), moves); ok {
		t.Error("a review of more moves than the game has applies (the game was taken back)")
	}
	if _, ok := Of(m, nil); ok {
		t.Error("an empty review applies")
	}
}

func TestMarksGraphAndFaults(t *testing.T) {
	m := played(t, "diamond", 6)
	r, ok := Of(m, reviewed(m,
		row{review.Best, 0.55, 0.55},       // 1 Black
		row{review.Inaccuracy, 0.50, 0.30}, // 2 White
		row{review.Good, 0.72, 0.65},       // 3 Black
		row{review.Mistake, 0.40, 0.20},    // 4 White
		row{review.Blunder, 0.80, 0.20},    // 5 Black
	))
	if !ok {
		t.Fatal("the review does not apply")
	}
	if got, want := r.Marks(), []string{"", "?!", "", "?", "??", ""}; !reflect.DeepEqual(got, want) {
		t.Errorf("marks %q, want %q", got, want)
	}
	// Black's (side 0's) chances: the start's with best play, then after
	// each move, White's turned round.
	want := []float64{0.55, 0.55, 0.70, 0.65, 0.80, 0.20}
	got := r.Graph()
	if len(got) != len(want) {
		t.Fatalf("graph %v, want %v", got, want)
	}
	for i := range want {
		if d := got[i] - want[i]; d > 1e-9 || d < -1e-9 {
			t.Fatalf("graph %v, want %v", got, want)
		}
	}
	for _, c := range []struct {
		from, next, prev int
		hasNext, hasPrev bool
	}{
		{0, 2, 0, true, false},
		{2, 4, 0, true, false},
		{3, 4, 2, true, true},
		{5, 0, 4, false, true},
		{6, 0, 5, false, true},
	} {
		if n, ok := r.NextFault(c.from); n != c.next || ok != c.hasNext {
			t.Errorf("NextFault(%d) = %d, %v; want %d, %v", c.from, n, ok, c.next, c.hasNext)
		}
		if p, ok := r.PrevFault(c.from); p != c.prev || ok != c.hasPrev {
			t.Errorf("PrevFault(%d) = %d, %v; want %d, %v", c.from, p, ok, c.prev, c.hasPrev)
		}
	}
	if s := r.Side(1); s.Inaccuracies != 1 || s.Mistakes != 1 || s.Blunders != 0 || !s.Moved {
		t.Errorf("White's counts: %+v", s)
	}
	if got := r.Summary(0); !strings.HasPrefix(got, "Black: accuracy ") || !strings.HasSuffix(got, "%, no inaccuracy, no mistake, 1 blunder.") {
		t.Errorf("Black's summary: %q", got)
	}
	if a, b := r.Side(0).Accuracy, r.Side(1).Accuracy; a <= 0 || a >= 100 || b <= 0 || b >= 100 {
		t.Errorf("accuracies %v and %v: each side lost something, and not everything", a, b)
	}
}

func TestWords(t *testing.T) {
	m := played(t, "diamond", 3)
	r, _ := Of(m, reviewed(m,
		row{review.Best, 0.55, 0.55},
		row{review.Mistake, 0.50, 0.38},
		row{review.Only, 0.62, 0.62},
	))
	mv := m.Moves()
	for ply, want := range map[int]string{
		0: "",
		1: "Move 1, Black's " + mv[0] + ": the best move. Black's chances: 55%.",
		2: "Move 2, White's " + mv[1] + ": a mistake (?). White's chances went from 50% to 38%. Better was x1, then x2 x3 x4.",
		3: "Move 3, Black's " + mv[2] + ": the only legal move.",
		4: "",
	} {
		if got := r.Words(ply); got != want {
			t.Errorf("Words(%d) = %q, want %q", ply, got, want)
		}
	}
	if got := r.Better(1); got != nil {
		t.Errorf("Better of the best move: %q", got)
	}
}

// A Pivots chain step is played by the drop's side: the review's sides
// follow the game's, not alternation.
func TestOfPivotsChain(t *testing.T) {
	m := played(t, "pivots", 0)
	spec := m.Spec()
	// Forty moves, each the middle one of the legal list: they hold a
	// drop and its pivot steps.
	for len(m.Moves()) < 40 && !m.Outcome().Over {
		if err := m.Play(m.Legal()[len(m.Legal())/2]); err != nil {
			t.Fatal(err)
		}
	}
	var rows []row
	for range m.Moves() {
		rows = append(rows, row{review.Best, 0.5, 0.5})
	}
	moves := reviewed(m, rows...)
	chain := false
	for i := 1; i < len(moves); i++ {
		chain = chain || moves[i].Side == moves[i-1].Side
	}
	if !chain {
		t.Fatalf("no two moves in a row by one side in %s's %d moves", spec.Name(), len(moves))
	}
	if _, ok := Of(m, moves); !ok {
		t.Error("a review of a Pivots game with a chain does not apply")
	}
}
