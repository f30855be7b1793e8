package ai

import (
	"math/bits"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

// The levels' playout policy, where MCTS uses one: pass only when it wins
// at once or nothing else is legal; drop where a drop makes a diamond for
// either side (a capture, or a block) when one of a few random tries finds
// such a cell, else at the first try; in a chain take the step that gains
// most (the opponent's stones on its line less our own), ties at random.

// playoutTries is how many random empty cells a drop looks at.
const playoutTries = 4

// smartPlayout plays the game to its end by the policy and returns its
// value for player 0, leaving the state as it was.
func (s *pivotsState) smartPlayout(r *rng.Rand) float64 {
	// Finish the chain under way (it needs the turn's boards, which only
	// s.st knows), and the pie rule's turn (the seats may change there),
	// in the search's state.
	n := 0
	for p := s.st.Current(); !p.Over() && (p.Phase() == pivots.Pivot || p.SwapAvailable()); p = s.st.Current() {
		s.Play(Move(s.policyAction(s.st, r)))
		n++
	}
	pl := &s.pl
	pl.Reset(*s.st.Current())
	for !pl.Current().Over() {
		pl.Play(s.policyAction(pl, r))
		if p := pl.Current(); p.Phase() == pivots.Choose {
			pl.Reset(*p) // keep only the turn's boards
		}
	}
	v := s.value(pl.Current().Outcome())
	for range n {
		s.Undo()
	}
	return v
}

// policyAction is the playout policy's action in st (not over).
func (s *pivotsState) policyAction(st *pivots.State, r *rng.Rand) pivots.Action {
	p := st.Current()
	if p.Phase() == pivots.Pivot {
		return s.bestStep(st, r)
	}
	empty := p.Empty()
	if empty == 0 || p.Passes() == 1 && wins(p) {
		return pivots.PassAction
	}
	mine, theirs := p.Sides()
	n := empty.Count()
	first := pivots.NoCell
	for range playoutTries {
		c := nth(empty, r.IntN(n))
		if first == pivots.NoCell {
			first = c
		}
		if (mine | c.Bit()).HasDiamond() || (theirs | c.Bit()).HasDiamond() {
			return pivots.DropAt(c)
		}
	}
	return pivots.DropAt(first)
}

// bestStep returns the legal pivot step that gains most, ties at random.
func (s *pivotsState) bestStep(st *pivots.State, r *rng.Rand) pivots.Action {
	s.actions = st.LegalActions(s.actions)
	mine, theirs := st.Current().Sides()
	best, bestGain, ties := pivots.NoAction, -4, 0
	for _, a := range s.actions {
		l := a.Line()
		g := bits.OnesCount64(uint64(theirs&l)) - bits.OnesCount64(uint64(mine&l&^a.Lifted()))
		switch {
		case g > bestGain:
			best, bestGain, ties = a, g, 1
		case g == bestGain:
			ties++
			if r.IntN(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// nth returns the k-th lowest cell of a set (k from 0, below its count).
func nth(b pivots.Bitboard, k int) pivots.Cell {
	if low := bits.OnesCount32(uint32(b)); k >= low {
		b >>= 32
		k -= low
		for ; k > 0; k-- {
			b &= b - 1
		}
		return 32 + b.First()
	}
	for ; k > 0; k-- {
		b &= b - 1
	}
	return b.First()
}
