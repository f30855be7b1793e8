package diamond

import (
	"errors"
	"strings"
	"testing"
)

// playGame plays actions in notation on g, failing on any error.
func playGame(t *testing.T, g *Game, actions string) {
	t.Helper()
	for _, s := range strings.Fields(actions) {
		a, err := ParseAction(g.Position(), s)
		if err == nil {
			err = g.Play(a)
		}
		if err != nil {
			t.Fatalf("%s: %v\n%v", s, err, g.Position())
		}
	}
}

// lone is a movement position with one black piece on a1 and one white
// piece on h8: room to walk about without captures or squares.
func lone(t *testing.T) Position {
	return diagram(t, Black, `
		- . . . . . . w
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		b . . . . . . -`)
}

func TestThreefoldRepetition(t *testing.T) {
	g := NewGameFrom(lone(t))
	playGame(t, g, "a1-a2 h8-h7 a2-a1 h7-h8") // the start, twice
	if g.Outcome().Over() {
		t.Fatalf("over after a second occurrence: %v", g.Outcome())
	}
	playGame(t, g, "a1-a2 h8-h7 a2-a1")
	if g.Outcome().Over() {
		t.Fatalf("over early: %v", g.Outcome())
	}
	playGame(t, g, "h7-h8")
	if o := g.Outcome(); o.Reason != Repetition || !o.IsDraw() {
		t.Fatalf("outcome %v, want repetition", o)
	}
	if g.LegalActions() != nil || g.Play(StepFrom(pt(t, "a1"), pt(t, "a2"))) == nil {
		t.Error("play goes on after the repetition draw")
	}
	if !g.Undo() || g.Outcome().Over() {
		t.Error("undo does not lift the draw")
	}
}

// The same points with a different side to move are not a repetition.
func TestRepetitionNeedsSameSideToMove(t *testing.T) {
	g := NewGameFrom(lone(t))
	// Black goes round the triangle a1 a2 b2 (3 steps) while White
	// shuffles h8-h7-h8 (2 steps); positions recur with the other side to
	// move first.
	playGame(t, g, "a1-a2 h8-h7 a2-b2 h7-h8 b2-a1 h8-h7 a1-a2 h7-h8 a2-b2")
	if o := g.Outcome(); o.Over() {
		t.Fatalf("outcome %v", o)
	}
	p, q := g.PositionAt(1), g.PositionAt(2)
	if p.Hash() == q.Hash() {
		t.Error("hash ignores something")
	}
	s := p.Setup()
	s.ToMove = s.ToMove.Other()
	other, err := s.Position()
	if err != nil {
		t.Fatal(err)
	}
	if other.Hash() == p.Hash() {
		t.Error("hash ignores the side to move")
	}
	s = p.Setup()
	s.Hand = [2]int{0, 1} // White to move holds one more
	if h, err := s.Position(); err != nil || h.Hash() == p.Hash() {
		t.Errorf("hash ignores the hands (%v)", err)
	}
}

func TestFiftyActionDraw(t *testing.T) {
	g := NewGameFrom(lone(t))
	black := strings.Fields("a1 a2 a3 a4 a5 a6 a7 b7 b6 b5 b4 b3 b2 b1 c1 c2 c3 c4 c5 c6 c7 c8 d8 d7 d6 d5")
	white := strings.Fields("h8 h7 h6 h5 h4 h3 h2 g2 g3 g4 g5 g6 g7 g8 f8 f7 f6 f5 f4 f3 f2 f1 e1 e2 e3 e4")
	for i := 0; i < 25; i++ {
		playGame(t, g, black[i]+"-"+black[i+1])
		if i == 24 {
			if g.Outcome().Over() {
				t.Fatalf("over after 49 actions: %v", g.Outcome())
			}
			if q := g.Position().QuietActions(); q != 49 {
				t.Fatalf("quiet count %d after 49 actions", q)
			}
		}
		playGame(t, g, white[i]+"-"+white[i+1])
	}
	if o := g.Outcome(); o.Reason != FiftyActions {
		t.Fatalf("outcome %v after 50 quiet actions, want the fifty-action draw", o)
	}
}

// A capture or a removal resets the fifty-action count; placements do
// not count.
func TestFiftyActionCountResets(t *testing.T) {
	p := diagram(t, Black, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . b . b . . .
		. . w . . . . .
		. . . . . . . .
		n . . . . . w -`)
	p = play(t, p, "c4-b4", "g1-g2", "b4-c4", "g2-g1")
	if p.QuietActions() != 4 {
		t.Fatalf("quiet %d, want 4", p.QuietActions())
	}
	p = play(t, p, "e4-d4*")
	if p.QuietActions() != 0 {
		t.Fatalf("quiet %d after a capture", p.QuietActions())
	}
	p = play(t, p, "g1-g2", "(a1)")
	if p.QuietActions() != 0 {
		t.Fatalf("quiet %d after a removal", p.QuietActions())
	}
	q := play(t, StartPosition(), "a1", "b2", "c3")
	if q.QuietActions() != 0 {
		t.Fatalf("placements counted: %d", q.QuietActions())
	}
}

func TestNoLegalActionDraw(t *testing.T) {
	p := diagram(t, Black, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		w w . . . . . .
		b w . . . . . -`)
	g := NewGameFrom(p)
	if o := g.Outcome(); o.Reason != NoLegalAction {
		t.Fatalf("outcome %v, want no legal action", o)
	}
	// A removable neutral piece is a legal action.
	p = diagram(t, Black, `
		- . . . . . . n
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		w w . . . . . .
		b w . . . . . -`)
	if o := p.Outcome(); o.Over() {
		t.Fatalf("outcome %v with a removal available", o)
	}
	if acts := p.LegalActions(nil); len(acts) != 1 || acts[0] != RemoveAt(pt(t, "h8")) {
		t.Fatalf("actions %v, want only (h8)", acts)
	}
}

func TestResignAndAgreement(t *testing.T) {
	g := NewGame()
	playGame(t, g, "d4 e5")
	if err := g.Resign(White); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Reason != Resignation || o.Winner != Black || o.String() != "black wins by resignation" {
		t.Fatalf("outcome %v", o)
	}
	if err := g.Play(PlaceAt(pt(t, "a1"))); !errors.Is(err, ErrGameOver) {
		t.Errorf("play after resignation: %v", err)
	}
	if err := g.AgreeDraw(); !errors.Is(err, ErrGameOver) {
		t.Errorf("draw after resignation: %v", err)
	}
	g.Undo()
	if err := g.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Reason != Agreement || !o.IsDraw() {
		t.Fatalf("outcome %v", o)
	}
}

func TestUndoRestoresPositions(t *testing.T) {
	g := NewGame()
	playGame(t, g, "d4 swap e5 c3")
	want := g.PositionAt(2)
	g.Undo()
	g.Undo()
	if g.Position() != want || g.Len() != 2 {
		t.Fatalf("after two undos:\n%v\nwant\n%v", g.Position(), want)
	}
	for g.Undo() {
	}
	if g.Position() != StartPosition() || g.Len() != 0 {
		t.Fatal("undo to the start does not give the start position")
	}
}
