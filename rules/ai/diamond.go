package ai

import (
	"diamond/rules/diamond"
	"diamond/rules/rng"
)

// diamondState is Diamond's State: a stack of positions from the game's
// current one, with the hashes the repetition rule needs.
type diamondState struct {
	stack   []diamond.Position
	hashes  []uint64 // the game's position hashes, then one per move played
	smart   bool     // tactical playouts instead of uniformly random ones
	actions []diamond.Action
	random  diamond.Playouts
	scratch []uint64
}

var _ State = (*diamondState)(nil)

func newDiamondState(g *diamond.Game, smart bool) *diamondState {
	return &diamondState{
		stack:   []diamond.Position{g.Position()},
		hashes:  g.Hashes(),
		smart:   smart,
		actions: make([]diamond.Action, 0, 128),
	}
}

func (s *diamondState) pos() *diamond.Position { return &s.stack[len(s.stack)-1] }

func (s *diamondState) Moves(buf []Move) []Move {
	buf = buf[:0]
	if over, _ := s.Over(); over {
		return buf
	}
	s.actions = s.pos().LegalActions(s.actions)
	for _, a := range s.actions {
		buf = append(buf, Move(a))
	}
	return buf
}

func (s *diamondState) Play(m Move) {
	p := s.pos().Apply(diamond.Action(m))
	s.stack = append(s.stack, p)
	s.hashes = append(s.hashes, p.Hash())
}

func (s *diamondState) Undo() {
	s.stack = s.stack[:len(s.stack)-1]
	s.hashes = s.hashes[:len(s.hashes)-1]
}

func (s *diamondState) Over() (bool, float64) {
	p := s.pos()
	if o := p.Outcome(); o.Over() {
		if o.Reason == diamond.SquareWin {
			return true, 1 // only the player who just moved can complete a square
		}
		return true, 0.5
	}
	if diamond.Repeated(s.hashes, p.QuietActions()) {
		return true, 0.5
	}
	return false, 0
}

func (s *diamondState) Win() (Move, bool) {
	a := s.pos().WinningAction()
	return Move(a), a != diamond.NoAction
}

func (s *diamondState) Playout(r *rng.Rand) float64 {
	p := *s.pos()
	earlier := s.hashes[:len(s.hashes)-1]
	me := p.ToMove()
	swapped := false
	if p.SwapAvailable() {
		// After a swap the player to move now plays the other colour.
		a := p.RandomAction(r)
		swapped = a == diamond.SwapAction
		p.Play(a)
		earlier = nil // a placement came before: nothing earlier can recur
	}
	var o diamond.Outcome
	if s.smart {
		o = s.tacticalPlayout(p, earlier, r)
	} else {
		o, _ = s.random.Play(p, earlier, r)
	}
	switch {
	case o.IsDraw():
		return 0.5
	case (o.Winner == me) != swapped:
		return 1
	}
	return 0
}

// tacticalPlayout plays a game to its end, each side completing a square
// when it can and otherwise, when the opponent threatens to complete one,
// playing a random action among those that stop every such threat;
// otherwise a uniformly random action.
func (s *diamondState) tacticalPlayout(p diamond.Position, earlier []uint64, r *rng.Rand) diamond.Outcome {
	// p is read through pointer accessors: the Position's own (value)
	// accessors copy it, a memory.copy call under WebAssembly.
	hash, quiet := p.RepetitionKey()
	if len(earlier) > quiet {
		earlier = earlier[len(earlier)-quiet:]
	}
	h := append(append(s.scratch[:0], earlier...), hash)
	defer func() { s.scratch = h }()
	for {
		if diamond.Repeated(h, quiet) {
			return diamond.Outcome{Reason: diamond.Repetition, Square: diamond.NoSquare}
		}
		if a := p.WinningAction(); a != diamond.NoAction {
			p.Play(a)
			return p.Outcome()
		}
		var a diamond.Action
		if p.OpponentThreatens() {
			a = s.defence(&p, r)
		} else {
			a = p.RandomAction(r)
		}
		if a == diamond.NoAction {
			return p.Outcome() // the fifty-action rule, or no legal action
		}
		p.Play(a) // not a win: WinningAction found none
		hash, quiet = p.RepetitionKey()
		if quiet == 0 {
			h = h[:0] // nothing before an irreversible action can recur
		}
		h = append(h, hash)
	}
}

// defence returns a random action among those after which the opponent
// has no square to complete, or a random action if there is none.
func (s *diamondState) defence(p *diamond.Position, r *rng.Rand) diamond.Action {
	s.actions = p.LegalActions(s.actions)
	if len(s.actions) == 0 {
		return diamond.NoAction
	}
	opp := p.ToMove().Other()
	pick, n := s.actions[r.IntN(len(s.actions))], 0
	var q diamond.Position
	for _, a := range s.actions {
		q.CopyFrom(p) // not p.Apply(a): two copies of the Position
		q.Play(a)
		if !q.Threatens(opp) {
			n++
			if r.IntN(n) == 0 {
				pick = a
			}
		}
	}
	return pick
}
