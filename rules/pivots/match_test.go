package pivots

import (
	"errors"
	"strings"
	"testing"

	"diamond/rules/game"
)

func TestMatchBoard(t *testing.T) {
	m := NewMatch(netoGame(t))
	b := m.Board(3) // after f5/e6>f2
	marks := map[string]game.Mark{}
	for c, mark := range b.Marks {
		if mark != 0 {
			marks[Cell(c).String()] = mark
		}
	}
	want := map[string]game.Mark{"f5": game.LastFrom, "f4": game.Last, "f3": game.Last | game.Captured, "f2": game.Last | game.Captured}
	if len(marks) != len(want) {
		t.Errorf("marks %v, want %v", marks, want)
	}
	for c, mark := range want {
		if marks[c] != mark {
			t.Errorf("mark on %s: %v, want %v", c, marks[c], mark)
		}
	}
	if b.Pieces[cell(t, "f2")] != PieceBlack || b.Pieces[cell(t, "d1")] != PieceWhite || b.Pieces[cell(t, "e5")] != 0 {
		t.Error("pieces wrong")
	}
	b = m.Board(4) // after White's d2
	if b.Marks[cell(t, "d2")] != game.Last || b.Pieces[cell(t, "d2")] != PieceWhite {
		t.Errorf("drop marks %v", b.Marks[cell(t, "d2")])
	}
	if b = m.Board(0); b.Marks[cell(t, "f2")] != 0 || b.Pieces[cell(t, "f2")] != PieceWhite {
		t.Error("board 0 has marks or lacks the white f2")
	}
	// A step capturing an own stone marks it too.
	g := NewGameFrom(setup(t, Black, "c4 d5 e5 c6", "c7").pos)
	playGame(t, g, "d4 c4/e5>c7")
	b = NewMatch(g).Board(2)
	if b.Marks[cell(t, "c6")] != game.Last|game.Captured || b.Marks[cell(t, "c5")] != game.Last || b.Marks[cell(t, "c4")] != game.LastFrom {
		t.Errorf("own capture marks: c4 %v c5 %v c6 %v", b.Marks[cell(t, "c4")], b.Marks[cell(t, "c5")], b.Marks[cell(t, "c6")])
	}
}

func TestMatchTurns(t *testing.T) {
	m := NewMatch(netoGame(t))
	for ply, want := range []bool{false, false, true, true} {
		if m.EndsTurn(ply) != want {
			t.Errorf("EndsTurn(%d) = %v", ply, !want)
		}
	}
	for ply, want := range []game.Side{0, 0, 0, 1, 0} {
		if m.ToMove(ply) != want {
			t.Errorf("ToMove(%d) = %v", ply, m.ToMove(ply))
		}
	}
	if m.Start() != -1 || !strings.HasSuffix(m.Position(), " b 0 7") {
		t.Errorf("Start %d, position %q", m.Start(), m.Position())
	}
	if m.SideOf(0, 4) != game.First || m.SideOf(1, 4) != game.Second {
		t.Error("seat 0 does not play Black, which moved first")
	}
	// From a set-up position with White to move, seat 0 is White, and a
	// swap in its first action exchanges the seats' colours.
	p, err := Spec.ParsePosition("5/6/7/8/4b4/8/7/6/5 w 0 2")
	if err != nil {
		t.Fatal(err)
	}
	if p.Start() != -1 || p.SideOf(0, 0) != game.Second {
		t.Errorf("set-up start %d, seat 0 plays %d", p.Start(), p.SideOf(0, 0))
	}
	if err := p.Play("swap"); err != nil {
		t.Fatal(err)
	}
	if p.SideOf(0, 1) != game.First || p.SideOf(0, 0) != game.Second || p.ToMove(1) != game.Second || !p.EndsTurn(0) {
		t.Errorf("after the swap: seat 0 plays %d, %d to move", p.SideOf(0, 1), p.ToMove(1))
	}
	std, _ := Spec.ParsePosition("5/6/7/8/9/8/7/6/5 b 0 1")
	if std.Start() != 0 || std.Compact() != "~" {
		t.Errorf("the start's position gives start %d, link %q", std.Start(), std.Compact())
	}
	// The contract's errors.
	if err := m.Play("z1"); err == nil {
		t.Error("a bad move was accepted")
	}
	over, _ := Spec.ParseCompact("~e5.a1.p.p")
	if err := over.Play("c3"); !errors.Is(err, game.ErrGameOver) {
		t.Errorf("a move after the end: %v", err)
	}
	if o := over.Outcome(); o.Reason != "passes" || o.Winner != game.Second || o.Declared || o.Result() != "0-1" || o.Text != "two passes: White 1, Black 1 — White wins the tie" {
		t.Errorf("outcome %+v", o)
	}
	if _, err := Spec.New(1); err == nil {
		t.Error("New(1) accepted")
	}
}

func TestMatchPerft(t *testing.T) {
	m, _ := Spec.New(0)
	for depth, want := range []int64{1, 61, 3782, 227042} {
		if got := m.Perft(depth); got != want {
			t.Errorf("Perft(%d) = %d, want %d", depth, got, want)
		}
	}
	n := NewMatch(netoGame(t))
	n.Undo()
	n.Undo() // D2: 48 steps
	if got := n.Perft(1); got != 48 {
		t.Errorf("Perft(1) from D2 = %d", got)
	}
	n.Resign(game.First)
	if got := n.Perft(1); got != 0 {
		t.Errorf("Perft(1) after resignation = %d", got)
	}
}

func TestDiagram(t *testing.T) {
	want := `    . . . . .
   . . b b . .
  . . b b . . .
 . . . . b . . .
. . . . . b . . .
 . . . . . . . .
  . . . . . . .
   w w w w . .
    . w . . .
turn 5, Black to move (pivot step 1 due); stones: Black 6, White 5`
	if got := netoD1(t).pos.String(); got != want {
		t.Errorf("diagram\n%s\nwant\n%s", got, want)
	}
}
