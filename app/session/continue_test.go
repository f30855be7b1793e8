package session

import (
	"errors"
	"strings"
	"testing"

	"diamond/app/games"
	"diamond/rules/diamond"
	"diamond/rules/game"
)

// setUp is a game from a position set up by hand, White to move.
func setUp(t *testing.T) game.Match {
	t.Helper()
	m, err := diamond.Spec.ParsePosition("n6/8/2wb4/8/3b4/8/w7/7 w 0 0")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// From a set-up position the person may take the side that does not move
// first: the computer opens, there is no pie rule, and the person answers.
func TestComputerFromSetUpPosition(t *testing.T) {
	g := setUp(t)
	s, err := Continue(Options{Mode: Computer, Human: game.First, Level: 2}, g, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if s.HumanColor() != game.First || s.HumanToMove() || s.Player(game.Second) != "Computer" {
		t.Fatalf("human %v, to move %v", s.HumanColor(), s.HumanToMove())
	}
	r, ok := s.ComputerRequest()
	if !ok || r.Record != g.Compact() || r.Game != "diamond" || r.Level != 2 {
		t.Fatalf("the computer is not asked to open: %+v %v", r, ok)
	}
	if err := s.Reply(r.Token, Answer{Action: "g1-g2", Score: 0.5}); err != nil {
		t.Fatal(err)
	}
	if !s.HumanToMove() || s.Status().Swap {
		t.Fatalf("after the computer's move: to move %v, swap %v", s.HumanToMove(), s.Status().Swap)
	}
	clickMoves(t, s, "e4-d4*")
	if _, ok := s.ComputerRequest(); !ok {
		t.Error("the computer does not answer the person")
	}
	if g.Len() != 0 {
		t.Error("Continue changed the game it was given")
	}

	// Taking the side to move, the person opens.
	s, err = Continue(Options{Mode: Computer, Human: game.Second, Level: 2}, g, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.ComputerRequest(); ok || !s.HumanToMove() {
		t.Error("the computer moves on the person's turn")
	}
	if n := ColourNotes(g, 0); n[game.Second] != "moves next" || n[game.First] != "the computer moves first" {
		t.Errorf("colour notes %q", n)
	}
}

// A game goes on from an earlier move with new options; the moves after it
// become taken-back moves.
func TestPlayFromEarlierMove(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d4 e5 c3 f6")
	s.GoTo(2)
	c, err := s.PlayFrom(Options{Mode: Computer, Human: game.First, Level: 3})
	if err != nil {
		t.Fatal(err)
	}
	if c.Match().Len() != 2 || c.View() != 2 || !c.HumanToMove() {
		t.Fatalf("%d actions, view %d, person to move %v", c.Match().Len(), c.View(), c.HumanToMove())
	}
	if got := strings.Join(c.RedoMoves(), " "); got != "c3 f6" {
		t.Errorf("taken-back moves %q, want c3 f6", got)
	}
	c.Redo() // the person's c3, then the computer's f6 from the old line
	if c.Match().Len() != 4 || !c.HumanToMove() {
		t.Errorf("redo: %d actions", c.Match().Len())
	}
	if s.Match().Len() != 4 || s.Options().Mode != Hotseat {
		t.Error("PlayFrom changed the session it started from")
	}
}

// After a swap the person's colour is the colour chosen, not the one
// before the swap.
func TestPlayFromAfterSwap(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d4")
	s.Swap()
	clickMoves(t, s, "e5") // White, then Black to move
	for _, human := range []game.Side{game.First, game.Second} {
		c, err := s.PlayFrom(Options{Mode: Computer, Human: human, Level: 1})
		if err != nil {
			t.Fatal(err)
		}
		if c.HumanColor() != human || c.HumanToMove() != (human == game.First) {
			t.Errorf("chose %v: plays %v, to move %v", human, c.HumanColor(), c.HumanToMove())
		}
	}
}

// A finished game goes on only from a move before its end; a resignation
// or an agreed draw is taken back.
func TestPlayFromFinishedGame(t *testing.T) {
	won := New(games.Diamond, Options{})
	clickMoves(t, won, "d3 a1 d4 a2 e3 a4 e4")
	if won.CanPlayFrom() {
		t.Error("a won game may go on")
	}
	if _, err := won.PlayFrom(Options{}); !errors.Is(err, ErrOver) {
		t.Errorf("from the end of a won game: %v", err)
	}
	won.GoTo(6)
	c, err := won.PlayFrom(Options{Mode: Computer, Human: game.First, Level: 1})
	if !won.CanPlayFrom() || err != nil || c.Over() || len(c.RedoMoves()) != 1 {
		t.Fatalf("from the move before the win: %v", err)
	}

	resigned := New(games.Diamond, Options{})
	clickMoves(t, resigned, "d4 e5")
	resigned.Resign()
	c, err = resigned.PlayFrom(Options{})
	if !resigned.CanPlayFrom() || err != nil || c.Over() || c.Match().Len() != 2 {
		t.Fatalf("after a resignation: %v", err)
	}
	if _, err := Continue(Options{}, resigned.Match(), nil, 3); err == nil {
		t.Error("a move beyond the game was accepted")
	}
}

func TestColourNotesAtStart(t *testing.T) {
	n := ColourNotes(diamond.NewMatch(diamond.NewGame()), 0)
	if n[game.First] != "moves first" || n[game.Second] != "may swap after Black's first piece" {
		t.Errorf("at the start: %q", n)
	}
	g, err := diamond.Spec.ParseCompact("Z")
	if err != nil {
		t.Fatal(err)
	}
	if n := ColourNotes(g, 1); n[game.Second] != "moves next, and may swap" || n[game.First] != "the computer moves first" {
		t.Errorf("after Black's first piece: %q", n)
	}
}
