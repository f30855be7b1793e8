package session

import (
	"testing"

	"diamond/app/games"
)

// A friend's Pivots turn, a drop and its chain, arrives whole and is
// shown again step by step (U6): from the position before it, one move a
// step, to the current position; Show at once ends it, and so does any
// other look at the game, or a click on the board.
func TestShowTurn(t *testing.T) {
	m, err := games.Pivots.ParseCompact("~-c5d6d7e6f6-d1e2f2f3g4-b03-") // Neto's example
	if err != nil {
		t.Fatal(err)
	}
	ann := m.ToMove(0)
	for _, action := range []string{"c6", "c5/d7>f5", "f5/e6>f2"} { // Ann's turn
		if err := m.Play(action); err != nil {
			t.Fatal(err)
		}
	}
	s, err := Resume(Options{Mode: Friend, Human: ann.Other(), FriendName: "Ann"}, m, nil, m.Len())
	if err != nil {
		t.Fatal(err)
	}
	s.ShowTurn()
	if !s.ShowingTurn() || s.View() != 0 || !s.Status().Showing || s.Status().Live {
		t.Fatalf("showing %v from %d", s.ShowingTurn(), s.View())
	}
	if b := s.Board(); b.Active || b.Motion != nil {
		t.Errorf("the board before the turn is active (%v) or animated", b.Active)
	}
	if !s.StepTurn() || s.View() != 1 || s.Board().Motion == nil {
		t.Fatalf("first step: board at %d, animated %v", s.View(), s.Board().Motion != nil)
	}
	if !s.StepTurn() || s.StepTurn() || s.View() != 3 || s.ShowingTurn() || s.Status().Showing {
		t.Fatalf("to the end: board at %d, showing %v", s.View(), s.ShowingTurn())
	}
	if !s.HumanToMove() || !s.Board().Active || !s.OpponentMoved() {
		t.Fatalf("after the turn is shown: to play %v, board active %v, the friend's move in words %v", s.HumanToMove(), s.Board().Active, s.OpponentMoved())
	}

	s.ShowTurn()
	s.StepTurn()
	s.TurnAtOnce()
	if s.View() != 3 || s.ShowingTurn() {
		t.Fatalf("Show at once: board at %d, showing %v", s.View(), s.ShowingTurn())
	}
	s.ShowTurn()
	s.GoTo(2) // a move chosen in the list
	if s.ShowingTurn() || s.StepTurn() || s.View() != 2 {
		t.Fatalf("a move chosen ends the showing: board at %d, showing %v", s.View(), s.ShowingTurn())
	}
	s.GoTo(3)
	s.ShowTurn()
	s.Click(0) // a player who acts sees the present, and the click acts there
	if s.ShowingTurn() || s.View() != s.Match().Len() || s.Match().Len() != 4 {
		t.Fatalf("a click while the turn is shown: board at %d, showing %v", s.View(), s.ShowingTurn())
	}
	s.GoTo(2)
	s.ShowTurn() // not on the current position: nothing to show
	if s.ShowingTurn() || s.View() != 2 {
		t.Fatalf("shown from an earlier position: board at %d", s.View())
	}
}
