package session

import (
	"testing"

	"diamond/app/games"
)

// Against a friend the person plays one side; a turn not yet finished (a
// Pivots drop and part of its chain) can be taken back and replayed, a
// finished one is final (the friend receives it), the friend's turn is
// not the person's to play, and there are no hints.
func TestFriendTurns(t *testing.T) {
	m, err := games.Pivots.ParseCompact("~-c5d6d7e6f6-d1e2f2f3g4-b03-") // Neto's example, Black to move
	if err != nil {
		t.Fatal(err)
	}
	me := m.ToMove(0)
	s, err := Resume(Options{Mode: Friend, Human: me, FriendName: "Ann"}, m, nil, m.Len())
	if err != nil {
		t.Fatal(err)
	}
	if s.HumanColor() != me || !s.HumanToMove() || s.CanUndo() || s.CanHint() {
		t.Fatalf("at the start: colour %v, to move %v, undo %v, hint %v", s.HumanColor(), s.HumanToMove(), s.CanUndo(), s.CanHint())
	}
	if st := s.Status(); st.Players[me] != "You" || st.Players[me.Other()] != "Ann" {
		t.Errorf("players %q", st.Players)
	}
	s.ToggleHint()
	if s.Note() != "No hints in a game with a friend: the game is yours to play." {
		t.Errorf("hint note %q", s.Note())
	}
	for _, action := range []string{"c6", "c5/d7>f5"} {
		s.Play(action, "refused")
		if s.Note() != "" {
			t.Fatalf("%s: %s", action, s.Note())
		}
	}
	if !s.CanUndo() {
		t.Fatal("a turn not finished cannot be taken back")
	}
	s.Undo()
	if s.Match().Len() != 1 || !s.CanRedo() {
		t.Fatalf("after a take-back: %d moves, redo %v", s.Match().Len(), s.CanRedo())
	}
	s.Redo()
	s.Play("f5/e6>f2", "refused")
	if s.Note() != "" || s.HumanToMove() {
		t.Fatalf("the chain did not end the turn: note %q", s.Note())
	}
	if s.CanUndo() || s.CanRedo() {
		t.Errorf("a finished turn can be taken back (%v) or redone (%v)", s.CanUndo(), s.CanRedo())
	}
	s.Click(0)
	if s.Note() != "It is Ann's turn: their move comes in a link." {
		t.Errorf("a click on the friend's turn: %q", s.Note())
	}
	if _, ok := s.ComputerRequest(); ok {
		t.Error("the computer is asked to play for the friend")
	}
	s.Resign()
	if st := s.Status(); !st.Over || st.Result != "Ann wins: you resigned." {
		t.Errorf("after resigning on the friend's turn: %+v", st)
	}
	if s.CanUndo() {
		t.Error("a resignation can be taken back")
	}

	s = New(games.Diamond, Options{Mode: Friend, Human: me})
	s.Resign()
	if st := s.Status(); st.Players[me.Other()] != "Your friend" || st.Result != "Your friend wins: you resigned." {
		t.Errorf("without a name: %+v", st)
	}
}

// Told how much of the game the friend has (SetFinal), a finished turn
// the person played since can be taken back, and redone, as can their
// resignation; nothing the friend has can.
func TestFriendFinal(t *testing.T) {
	m, _ := games.Diamond.New(0)
	m.Play("d4") // the friend's first move
	s, err := Resume(Options{Mode: Friend, Human: m.ToMove(1), FriendName: "Ann"}, m.Clone(), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.SetFinal(m)
	if s.CanUndo() {
		t.Fatal("the friend's move can be taken back")
	}
	s.Play("e5", "refused")
	if s.HumanToMove() || !s.CanUndo() {
		t.Fatalf("a finished turn not sent: to move %v, undo %v", s.HumanToMove(), s.CanUndo())
	}
	s.Undo()
	if s.Match().Len() != 1 || s.CanUndo() || !s.CanRedo() {
		t.Fatalf("taken back: %v, undo %v, redo %v", s.Moves(), s.CanUndo(), s.CanRedo())
	}
	s.Redo()
	s.Resign()
	if !s.CanUndo() {
		t.Fatal("a resignation not sent cannot be taken back")
	}
	s.Undo()
	if s.Over() || s.Match().Len() != 2 || !s.CanUndo() {
		t.Fatalf("the resignation taken back: over %v, %v", s.Over(), s.Moves())
	}
	s.SetFinal(s.Match()) // sent
	if s.CanUndo() {
		t.Error("a sent turn can be taken back")
	}
	s.Resign()
	s.SetFinal(s.Match())
	if s.CanUndo() {
		t.Error("a sent resignation can be taken back")
	}
}
