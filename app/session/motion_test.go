package session

import (
	"testing"

	"diamond/app/games"
	"diamond/rules/game"
)

// The board carries the last move's motion only when that move was just
// played or shown one move forward: never after a jump, a take-back, a
// redo of several moves or a game opened.
func TestBoardMotion(t *testing.T) {
	moving := func(s *Session) bool { return s.Board().Motion != nil }
	s := New(games.Diamond, Options{})
	if moving(s) {
		t.Error("a new game moves")
	}
	clickMoves(t, s, placements+" e4-d4*")
	mo := s.Board().Motion
	if mo == nil || len(mo.Arrived) == 0 || mo.Arrived[len(mo.Arrived)-1] != (games.Arrival{To: pt(t, "d4"), From: pt(t, "e4")}) {
		t.Fatalf("the step e4-d4: %+v", mo)
	}
	s.Click(pt(t, "b1")) // choosing a piece keeps the motion shown
	if !moving(s) {
		t.Error("choosing a piece dropped the motion")
	}
	n := s.Match().Len()
	for _, c := range []struct {
		what string
		do   func()
		want bool
	}{
		{"back one", func() { s.GoTo(n - 1) }, false},
		{"forward one", func() { s.GoTo(n) }, true},
		{"back two", func() { s.GoTo(n - 2) }, false},
		{"forward two", func() { s.GoTo(n) }, false},
		{"take back", s.Undo, false},
		{"redo one", s.Redo, true},
	} {
		c.do()
		if moving(s) != c.want {
			t.Errorf("%s: motion %v, want %v", c.what, moving(s), c.want)
		}
	}
	r, err := Resume(Options{}, s.Match().Clone(), nil, n)
	if err != nil || r.Board().Motion != nil {
		t.Errorf("a game opened moves: %v", err)
	}

	// Against the computer: its answer moves; a redo of the person's move
	// and its answer does not.
	s = New(games.Diamond, Options{Mode: Computer, Human: game.First, Level: 1})
	clickMoves(t, s, "d4")
	q, _ := s.ComputerRequest()
	if err := s.Reply(q.Token, Answer{Action: "e5"}); err != nil || !moving(s) {
		t.Fatalf("the computer's answer: %v, motion %v", err, moving(s))
	}
	s.Undo()
	s.Redo()
	if s.Match().Len() != 2 || moving(s) {
		t.Errorf("redo of two moves: %d moves, motion %v", s.Match().Len(), moving(s))
	}
}
