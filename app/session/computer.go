package session

import (
	"fmt"
	"math"
	"sync/atomic"
)

// DrawMargin is how close to level (a score of 0.5) the computer's
// evaluation must be for it to accept a draw.
const DrawMargin = 0.08

// In the opening a search's evaluation says little (it rates almost every
// early position as level), so a draw offered before OpeningTurns turns
// have been played is accepted only when the computer expects to lose
// clearly: the person's expected result is at least LosingScore.
const (
	OpeningTurns = 20
	LosingScore  = 0.75
)

// acceptsDraw tells whether the computer accepts a draw offered after
// turns turns, score being the person's expected result (the person
// offers on their own turn, and the search scores the side to move).
func acceptsDraw(score float64, turns int) bool {
	if turns < OpeningTurns {
		return score >= LosingScore
	}
	return math.Abs(score-0.5) <= DrawMargin
}

// turns counts the turns played: a turn may be several actions.
func (s *Session) turns() int {
	n := 0
	for i := 0; i < s.game.Len(); i++ {
		if s.game.EndsTurn(i) {
			n++
		}
	}
	return n
}

// Request is a question for the computer about the current game: choose an
// action to play, or a hint to show, or, for a draw offer, only evaluate
// the position.
type Request struct {
	Token  int
	Game   string // the game's ID (rules/games)
	Record string // the game in its compact (link) form
	Level  int
	Draw   bool
	Hint   bool
	// Follows says the question continues the computer's turn (the next
	// pivot step of its chain): the UI waits a moment before asking, so
	// that the person sees each step.
	Follows bool
}

// Answer is the computer's answer to a request.
type Answer struct {
	Action string   // the action chosen, in notation, as played from the current position
	Score  float64  // the side to move's expected result, from 0 to 1
	Line   []string // the expected line, Action first, in notation
}

// ComputerRequest returns the question the UI should send the computer
// now, once: a move when it is the computer's turn, a hint asked for, or
// the evaluation a draw offer waits for.
func (s *Session) ComputerRequest() (Request, bool) {
	if s.request == nil && s.opt.Mode == Computer && !s.Over() && !s.HumanToMove() {
		s.ask(false)
	}
	if s.request == nil || s.sent {
		return Request{}, false
	}
	s.sent = true // outstanding until answered or cancelled
	return *s.request, true
}

// ask prepares a question for the computer.
func (s *Session) ask(draw bool) {
	n := s.game.Len()
	s.newRequest(Request{Level: s.opt.Level, Draw: draw, Follows: !draw && n > 0 && !s.game.EndsTurn(n-1)})
}

// lastToken numbers the questions of every session on the page, so that
// the answer to a game left (for a new one, or a kept one) can never pass
// for the answer to another.
var lastToken atomic.Int64

// newRequest makes r, with a fresh token and the current game, the
// question outstanding.
func (s *Session) newRequest(r Request) {
	s.token = int(lastToken.Add(1))
	r.Token, r.Game, r.Record = s.token, s.adapter.ID(), s.game.Compact()
	s.request = &r
	s.sent = false
}

// Asked reports whether the question with this token is still
// outstanding: one held back for a moment is sent only if so.
func (s *Session) Asked(token int) bool { return s.request != nil && s.token == token }

// Thinking reports whether the computer is choosing a move.
func (s *Session) Thinking() bool { return s.request != nil && !s.request.Draw && !s.request.Hint }

// PlayingOn reports whether the computer is playing on a turn it has
// begun (the next step of a Pivots chain): it has chosen the turn, and
// shows it step by step.
func (s *Session) PlayingOn() bool { return s.Thinking() && s.request.Follows }

// OpponentMoved reports whether the move shown is the last one played,
// and the computer's or the friend's: its words go under the board.
func (s *Session) OpponentMoved() bool {
	n := s.game.Len()
	return s.opt.Mode != Hotseat && s.view == n && n > 0 && s.game.ToMove(n-1) != s.game.SideOf(s.HumanSeat(), n-1)
}

// cancelThinking forgets any question asked: its answer will be stale.
func (s *Session) cancelThinking() {
	s.token = int(lastToken.Add(1))
	s.request = nil
}

// Reply takes the computer's answer to the request with the given token.
// A stale answer is ignored. An action that is not legal is an error and
// leaves the game as it is.
func (s *Session) Reply(token int, ans Answer) error {
	if s.request == nil || token != s.token {
		return nil
	}
	r := *s.request
	s.request = nil
	switch {
	case r.Draw:
		s.answerDrawOffer(ans.Score)
		return nil
	case r.Hint:
		return s.takeHint(ans)
	}
	if err := s.play(ans.Action); err != nil {
		s.note = "The computer's move was not legal."
		return fmt.Errorf("the computer answered %q: %v", ans.Action, err)
	}
	if ans.Action == s.adapter.Swap().Move {
		s.note = s.swapNote()
		s.news = s.note
	}
	return nil
}

// swapNote says in plain words what the computer's pie-rule swap did:
// "The computer swapped: it now plays Black with your piece on g7; you
// play White."
func (s *Session) swapNote() string {
	_, _, piece := s.adapter.Words()
	names, you := s.adapter.SideNames(), s.HumanColor()
	return fmt.Sprintf("The computer swapped: it now plays %s with your %s on %s; you play %s.",
		names[you.Other()], piece, s.game.Moves()[0], names[you])
}

// answerDrawOffer accepts a draw when the computer's evaluation says the
// game is level, or, in the opening, that the computer is losing.
func (s *Session) answerDrawOffer(score float64) {
	if !s.offering {
		return
	}
	s.offering = false
	if turns := s.turns(); !acceptsDraw(score, turns) {
		s.note = "The computer declines the draw: it does not think the game is level."
		if turns < OpeningTurns {
			s.note = fmt.Sprintf("The computer declines the draw: in the opening (the first %d turns) it plays on unless it is clearly losing.", OpeningTurns)
		}
		s.news = s.note
		return
	}
	if err := s.game.AgreeDraw(); err == nil {
		s.view = s.game.Len()
		s.hint = nil
		s.note = "The computer accepts the draw."
		s.news = s.note
	}
}

// DrawPending reports whether a draw offer to the computer waits for its
// answer.
func (s *Session) DrawPending() bool { return s.request != nil && s.request.Draw }

// NoteIsNews reports whether the note tells what the computer did (its
// swap, its answer to a draw offer) rather than why an input failed.
func (s *Session) NoteIsNews() bool { return s.note != "" && s.note == s.news }
