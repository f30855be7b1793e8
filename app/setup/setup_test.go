package setup

import (
	"strings"
	"testing"

	"diamond/rules/diamond"
)

func pt(t *testing.T, name string) diamond.Point {
	t.Helper()
	q, err := diamond.ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// Building the README's example position by clicks gives its notation,
// and a game from it carries the position in its record and link.
func TestBuildReadmePosition(t *testing.T) {
	e := New(diamond.StartPosition())
	e.Clear()
	e.SetBrush(diamond.Neutral)
	e.Click(pt(t, "a1"))
	e.SetBrush(diamond.WhitePiece)
	e.Click(pt(t, "c3"))
	e.Click(pt(t, "g1"))
	e.SetBrush(diamond.BlackPiece)
	e.Click(pt(t, "c4"))
	e.Click(pt(t, "e4"))
	p, err := e.Position()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := diamond.FormatPosition(p), "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"; got != want {
		t.Errorf("built %q, want %q", got, want)
	}
	g, err := e.Game()
	if err != nil {
		t.Fatal(err)
	}
	if c := g.Compact(); c != ".Si.Rv.A.bAA." {
		t.Errorf("compact %q", c)
	}
	if r := g.Record().String(); !strings.HasPrefix(r, `[Position "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"]`) {
		t.Errorf("record %q", r)
	}
}

func TestClickReplacesAndToggles(t *testing.T) {
	e := New(diamond.StartPosition())
	d4 := pt(t, "d4")
	e.Click(d4)
	if e.At(d4) != diamond.BlackPiece {
		t.Fatalf("d4 %v after a black click", e.At(d4))
	}
	e.SetBrush(diamond.WhitePiece)
	e.Click(d4)
	if e.At(d4) != diamond.WhitePiece || e.Setup().Black.Has(d4) {
		t.Errorf("a white click on a black piece: %v, black %v", e.At(d4), e.Setup().Black.Has(d4))
	}
	e.Click(d4)
	if e.At(d4) != diamond.Empty {
		t.Errorf("a second white click: %v, want empty", e.At(d4))
	}
	e.Click(d4)
	e.SetBrush(diamond.Empty)
	e.Click(d4)
	if e.At(d4) != diamond.Empty {
		t.Errorf("the eraser left %v", e.At(d4))
	}
	e.SetBrush(diamond.Contents(9))
	if e.Brush() != diamond.Empty {
		t.Errorf("an unknown brush was taken: %v", e.Brush())
	}
}

// The rules' reasons come through unchanged, and the square a side holds
// is marked on the board.
func TestInvalidSetups(t *testing.T) {
	e := New(diamond.StartPosition())
	e.Clear()
	if _, err := e.Position(); err == nil || !strings.Contains(err.Error(), "no pieces") {
		t.Errorf("empty: %v", err)
	}
	for _, q := range []string{"d3", "d4", "e3", "e4"} {
		e.Click(pt(t, q))
	}
	_, err := e.Position()
	if err == nil || !strings.Contains(err.Error(), "black already holds the square d3 d4 e3 e4") {
		t.Errorf("a held square: %v", err)
	}
	if b := e.Board(); len(b.Win) != 4 || !b.Active {
		t.Errorf("board: win %v, active %v", b.Win, b.Active)
	}
	e.Click(pt(t, "e4"))
	e.SetHand(diamond.Black, 5)
	if _, err := e.Position(); err == nil || !strings.Contains(err.Error(), "Black moves when both hands are equal") {
		t.Errorf("unequal hands: %v", err)
	}
	e.SetHand(diamond.White, 99)
	if h := e.Setup().Hand[diamond.White]; h != 12 {
		t.Errorf("hand clamped to %d, want 12", h)
	}
}

func TestFillHands(t *testing.T) {
	e := New(diamond.StartPosition())
	e.Click(pt(t, "d4"))
	e.FillHands()
	s := e.Setup()
	if s.Hand != [2]int{11, 12} || s.ToMove != diamond.White {
		t.Errorf("after one black piece: hands %v, %v to move", s.Hand, s.ToMove)
	}
	if _, err := e.Position(); err != nil {
		t.Error(err)
	}
}

// The standard start set up by hand is the standard start: no prefix in
// links, and the pie rule applies.
func TestStartIsStandard(t *testing.T) {
	e := New(diamond.StartPosition())
	e.Clear()
	e.Start()
	g, err := e.Game()
	if err != nil {
		t.Fatal(err)
	}
	if c := g.Compact(); c != "" {
		t.Errorf("compact %q, want none", c)
	}
	if err := g.Play(diamond.PlaceAt(pt(t, "d4"))); err != nil {
		t.Fatal(err)
	}
	if !g.Position().SwapAvailable() {
		t.Error("the pie rule does not apply")
	}
}
