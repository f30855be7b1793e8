package session

import (
	"testing"

	"diamond/app/games"
	"diamond/rules/game"
)

// The computer's Pivots turn, a drop and its chain, is asked one action at
// a time: the steps after the first say they follow (the UI lets each stay
// in sight a moment), a take-back drops the question held back, and no
// other session's question shares its token.
func TestComputerChainFollows(t *testing.T) {
	m, err := games.Pivots.ParseCompact("~-c5d6d7e6f6-d1e2f2f3g4-b03-") // Neto's example, Black to move
	if err != nil {
		t.Fatal(err)
	}
	s, err := Resume(Options{Mode: Computer, Human: game.Second, Level: 1}, m, nil, m.Len())
	if err != nil {
		t.Fatal(err)
	}
	var tokens []int
	for i, action := range []string{"c6", "c5/d7>f5", "f5/e6>f2"} {
		r, ok := s.ComputerRequest()
		if !ok || r.Follows != (i > 0) || !s.Asked(r.Token) {
			t.Fatalf("before %s: request %+v %v, asked %v", action, r, ok, s.Asked(r.Token))
		}
		// Once the turn is begun, the computer plays it on rather than
		// thinks, and the step shown is its own.
		if s.PlayingOn() != (i > 0) || s.OpponentMoved() != (i > 0) {
			t.Errorf("before %s: playing on %v, the computer's move shown %v", action, s.PlayingOn(), s.OpponentMoved())
		}
		tokens = append(tokens, r.Token)
		if err := s.Reply(r.Token, Answer{Action: action, Score: 0.5}); err != nil {
			t.Fatal(err)
		}
	}
	if !s.HumanToMove() {
		t.Fatal("the turn did not end after the chain")
	}

	// A new game where the computer's drop f7 makes a diamond: its first
	// step is held back, and the person's take-back drops it.
	s = New(games.Pivots, Options{Mode: Computer, Human: game.Second, Level: 1})
	for i, action := range []string{"g8", "d4", "g7", "h4", "e6", "g3", "f8", "h8", "f7"} {
		if i%2 == 1 {
			s.Play(action, "not legal")
			if s.Note() != "" {
				t.Fatalf("the person's %s: %s", action, s.Note())
			}
			continue
		}
		r, ok := s.ComputerRequest()
		if !ok || r.Follows {
			t.Fatalf("before %s: request %+v %v", action, r, ok)
		}
		if err := s.Reply(r.Token, Answer{Action: action, Score: 0.5}); err != nil {
			t.Fatal(err)
		}
	}
	held, ok := s.ComputerRequest()
	if !ok || !held.Follows || !s.Asked(held.Token) {
		t.Fatalf("after the drop f7: request %+v %v", held, ok)
	}
	// Take back is offered mid-chain (E12), and brings the person's move
	// back: the computer's half-played turn and the person's h8 go, and
	// nothing is asked of the computer.
	if !s.CanUndo() {
		t.Error("Take back is not offered while the computer plays its chain")
	}
	s.Undo()
	if s.Asked(held.Token) || s.Thinking() || s.Match().Len() != 7 {
		t.Errorf("take-back left the held step asked, or %d actions", s.Match().Len())
	}
	if r, ok := s.ComputerRequest(); !s.HumanToMove() || ok {
		t.Errorf("after the take-back: the person to move %v, the computer asked %+v", s.HumanToMove(), r)
	}

	other := New(games.Pivots, Options{Mode: Computer, Human: game.Second, Level: 1})
	if r, _ := other.ComputerRequest(); r.Token == tokens[0] || r.Token == held.Token {
		t.Errorf("another session's question has token %d too", r.Token)
	}
}
