package diamondback

import (
	"errors"
	"strings"
	"testing"
)

// gameFrom starts a game from a FEN or setup name and plays moves in any
// notation, failing on an illegal one.
func gameFrom(t *testing.T, start string, moves string) *Game {
	t.Helper()
	g := NewGameFrom(position(t, start))
	for _, s := range strings.Fields(moves) {
		if err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v\n%s", s, err, g.Position().Diagram())
		}
	}
	return g
}

func TestOutcomes(t *testing.T) {
	tests := []struct {
		start, moves string
		want         Outcome
		text         string
	}{
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", "Rh8#", Outcome{Reason: Checkmate, Winner: White}, "White wins by checkmate"},
		{"k7/6P1/8/8/8/8/8/K7 w - - 0 1", "g7-h8#", Outcome{Reason: Corner, Winner: White, Piece: Pawn}, "White wins: a pawn reached h8"},
		{"4k2r/6K1/8/8/8/8/8/8 w - - 0 1", "Kxh8#", Outcome{Reason: Corner, Winner: White, Piece: King}, "White wins: a king reached h8"},
		{"7k/8/8/8/8/8/1p6/4K3 b - - 0 1", "b2-a1#", Outcome{Reason: Corner, Winner: Black, Piece: Pawn}, "Black wins: a pawn reached a1"},
		{"k7/8/1Q6/8/8/8/8/K7 b - - 0 1", "", Outcome{Reason: Stalemate}, "Draw by stalemate"},
		{"k7/8/8/1Q6/8/8/8/K7 w - - 0 1", "Qb6", Outcome{Reason: Stalemate}, "Draw by stalemate"},
		{"k7/8/8/8/8/8/8/K6R w - - 99 80", "Rh2", Outcome{Reason: FiftyMove}, "Draw by the fifty-move rule"},
		// Mate beats the fifty-move rule on the same move
		// (docs/games/diamondback.md, Draws).
		{"k7/8/1K6/8/8/8/8/7R w - - 99 80", "Rh8#", Outcome{Reason: Checkmate, Winner: White}, "White wins by checkmate"},
		{"k7/8/8/8/8/8/8/K6R w - - 98 80", "Rh2", Outcome{}, "not over"},
		// A pawn move resets the count.
		{"k7/8/8/8/8/8/4P3/K6R w - - 99 80", "e2-e3", Outcome{}, "not over"},
		{"7k/8/8/8/8/8/8/K7 w - - 0 1", "Kb1 Kg8 Ka1 Kh8 Kb1 Kg8 Ka1 Kh8", Outcome{Reason: Repetition}, "Draw by threefold repetition"},
		{"7k/8/8/8/8/8/8/K7 w - - 0 1", "Kb1 Kg8 Ka1 Kh8 Kb1 Kg8 Ka1", Outcome{}, "not over"},
	}
	for _, tc := range tests {
		g := gameFrom(t, tc.start, tc.moves)
		if got := g.Outcome(); got != tc.want || got.String() != tc.text {
			t.Errorf("%s %s: %+v %q, want %+v %q", tc.start, tc.moves, got, got, tc.want, tc.text)
		}
		if tc.want.Over() {
			if g.LegalMoves() != nil || g.PlayText("Ka2") != ErrGameOver {
				t.Errorf("%s %s: play goes on after the end", tc.start, tc.moves)
			}
		}
	}
}

// The same placement with the other side to move is not a repetition; a
// capture or pawn move cuts the history.
func TestRepetitionNeedsSameSide(t *testing.T) {
	g := gameFrom(t, "7k/8/8/8/8/8/8/K7 w - - 0 1", "Kb1 Kg8 Kb2 Kh8 Ka1 Kg8 Kb1 Kh8 Kb2 Kg8 Ka1")
	if o := g.Outcome(); o.Over() {
		t.Fatalf("outcome %v", o)
	}
	p := g.PositionAt(0)
	q := p
	q.toMove, q.hash = Black, q.hash^sideKey
	if p.SamePlacement(&q) || p.Hash() == q.Hash() {
		t.Error("the side to move is ignored")
	}
}

func TestResignAgreeUndo(t *testing.T) {
	g, _ := NewGame(0)
	for _, s := range strings.Fields("a5-b6 h4-g4") {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	want := g.PositionAt(1)
	if err := g.Resign(White); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Reason != Resignation || o.Winner != Black || o.String() != "Black wins by resignation" || !o.Declared() {
		t.Fatalf("outcome %v", o)
	}
	if err := g.PlayText("e1-f2"); !errors.Is(err, ErrGameOver) {
		t.Errorf("play after resignation: %v", err)
	}
	if err := g.AgreeDraw(); !errors.Is(err, ErrGameOver) {
		t.Errorf("draw after resignation: %v", err)
	}
	if !g.Undo() || g.Outcome().Over() || g.Len() != 2 {
		t.Fatal("undo does not take back the resignation")
	}
	if err := g.AgreeDraw(); err != nil || g.Outcome().String() != "Draw by agreement" {
		t.Fatalf("agree: %v, %v", err, g.Outcome())
	}
	g.Undo()
	g.Undo()
	if g.Position() != want || g.Len() != 1 || strings.Join(g.Text(), " ") != "a5-b6" {
		t.Fatalf("after undo: %v %v", g.Position().Diagram(), g.Text())
	}
	for g.Undo() {
	}
	if g.Len() != 0 || g.Setup() != 0 {
		t.Fatal("undo to the start")
	}
}

func TestPlayErrors(t *testing.T) {
	g, _ := NewGame(0)
	if err := g.Play(NewMove(sq(t, "d4"), sq(t, "e5"), NoKind)); err == nil {
		t.Error("d4e5 accepted from the start")
	}
	if err := g.PlayText("d4-e5"); err == nil || !strings.Contains(err.Error(), "cannot move") {
		t.Errorf("d4-e5: %v", err)
	}
	if g.Len() != 0 {
		t.Error("a refused move was played")
	}
}
