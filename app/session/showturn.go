package session

import "diamond/rules/game"

// A turn that arrived whole (a friend's, from a link) is shown again one
// step at a time, as the computer's turns are: the board goes back to
// the position before it, and each StepTurn plays one move of it on, its
// words under the board, until the position is the current one again.
// Any other look at the game (a move chosen in the list, an act) ends
// the showing.

// ShowTurn starts showing the last turn step by step, when the board
// shows the current position and there is a turn to show.
func (s *Session) ShowTurn() {
	n := s.game.Len()
	if n == 0 || !s.live() {
		return
	}
	from := game.LastTurnStart(s.game)
	s.view, s.shown = from, from // a jump back: nothing to animate
	s.showing = true
	s.partial, s.note = "", ""
}

// ShowingTurn reports whether a turn is being shown step by step.
func (s *Session) ShowingTurn() bool { return s.showing && !s.live() }

// StepTurn shows the next step of the turn being shown, and reports
// whether another follows.
func (s *Session) StepTurn() (more bool) {
	if !s.ShowingTurn() {
		s.showing = false
		return false
	}
	s.show(s.view + 1)
	s.showing = !s.live()
	return s.showing
}

// TurnAtOnce shows the rest of the turn being shown at once.
func (s *Session) TurnAtOnce() {
	if s.ShowingTurn() {
		s.show(s.game.Len())
	}
	s.showing = false
}
