package ai

import (
	"diamond/rules/pivots"
	"diamond/rules/rng"
	"diamond/rules/search"
)

// Move and State are the game-independent search's (rules/search).
type (
	Move  = search.Move
	State = search.State
)

// pivotsState is Diamonds & Pivots seen by rules/search: atomic actions,
// a drop and each pivot step a move of its own, so the player to move
// stays the same through a chain. Its players are seats: player 0 holds
// the colour to move at the search's root, and a swap (the players
// exchange colours, White moving again) passes the move to the other
// seat.
type pivotsState struct {
	st      *pivots.State
	swaps   []bool // swaps[i]: the players had exchanged colours since the root before move i
	swapped bool
	root    pivots.Color // player 0's colour before any swap
	actions []pivots.Action
	random  pivots.Playouts
	smart   bool // playouts by the policy of smartAction instead of uniformly random ones
	pl      pivots.State
}

var _ State = (*pivotsState)(nil)

// newPivotsState returns the search's view of st (which it plays in and
// restores), the player to move being player 0.
func newPivotsState(st *pivots.State, smart bool) *pivotsState {
	return &pivotsState{st: st, root: st.Current().ToMove(), smart: smart, actions: make([]pivots.Action, 0, pivots.MaxActions)}
}

// seat is the player holding colour c.
func (s *pivotsState) seat(c pivots.Color) int {
	v := int(c ^ s.root)
	if s.swapped {
		v ^= 1
	}
	return v
}

func (s *pivotsState) Player() int { return s.seat(s.st.Current().ToMove()) }

func (s *pivotsState) Moves(buf []Move) []Move {
	buf = buf[:0]
	s.actions = s.st.LegalActions(s.actions)
	for _, a := range s.actions {
		buf = append(buf, Move(a))
	}
	return buf
}

func (s *pivotsState) Play(m Move) {
	s.swaps = append(s.swaps, s.swapped)
	if pivots.Action(m) == pivots.SwapAction {
		s.swapped = !s.swapped
	}
	s.st.Play(pivots.Action(m))
}

func (s *pivotsState) Undo() {
	s.st.Undo()
	n := len(s.swaps) - 1
	s.swapped = s.swaps[n]
	s.swaps = s.swaps[:n]
}

func (s *pivotsState) Over() (bool, float64) {
	o := s.st.Current().Outcome()
	if !o.Over() {
		return false, 0
	}
	return true, s.value(o)
}

// value is an outcome's value for player 0.
func (s *pivotsState) value(o pivots.Outcome) float64 {
	if s.seat(o.Winner) == 0 {
		return 1
	}
	return 0
}

// Win: the only action that wins at once is a pass after the opponent's,
// by a side ahead on the count (or level, playing White).
func (s *pivotsState) Win() (Move, bool) {
	p := s.st.Current()
	if p.Phase() == pivots.Choose && p.Passes() == 1 && !p.Over() && wins(p) {
		return Move(pivots.PassAction), true
	}
	return 0, false
}

func (s *pivotsState) Playout(r *rng.Rand) float64 {
	p := s.st.Current()
	if p.Over() {
		_, v := s.Over()
		return v
	}
	if s.smart {
		return s.smartPlayout(r)
	}
	// A swap changes who holds which colour: play the first action here
	// when a swap is among the choices.
	if p.SwapAvailable() {
		a := s.st.RandomAction(r)
		s.Play(Move(a))
		v := s.Playout(r)
		s.Undo()
		return v
	}
	o, _ := s.random.Play(s.st, r)
	return s.value(o)
}
