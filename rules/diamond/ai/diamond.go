package ai

import (
	"diamond/rules/diamond"
	"diamond/rules/rng"
)

// diamondState is Diamond's State: a stack of positions from the game's
// current one, with the hashes the repetition rule needs. Its players are
// seats: player 0 placed first, as Black, and plays White after a swap, so
// the players alternate even across the swap (which keeps White to move).
type diamondState struct {
	stack   []diamond.Position
	players []uint8  // players[i]: the player to move in stack[i]
	hashes  []uint64 // the game's position hashes, then one per move played
	smart   bool     // tactical playouts instead of uniformly random ones
	actions []diamond.Action
	random  diamond.Playouts
	scratch []uint64
}

var _ State = (*diamondState)(nil)

func newDiamondState(g *diamond.Game, smart bool) *diamondState {
	p := g.Position()
	player := uint8(p.ToMove())
	if acts := g.Actions(); len(acts) > 1 && acts[1] == diamond.SwapAction {
		player ^= 1
	}
	return &diamondState{
		stack:   []diamond.Position{p},
		players: []uint8{player},
		hashes:  g.Hashes(),
		smart:   smart,
		actions: make([]diamond.Action, 0, 128),
	}
}

func (s *diamondState) pos() *diamond.Position { return &s.stack[len(s.stack)-1] }

// Player: every action passes the turn to the other seat.
func (s *diamondState) Player() int { return int(s.players[len(s.players)-1]) }

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
	s.players = append(s.players, s.players[len(s.players)-1]^1)
	s.hashes = append(s.hashes, p.Hash())
}

func (s *diamondState) Undo() {
	s.stack = s.stack[:len(s.stack)-1]
	s.players = s.players[:len(s.players)-1]
	s.hashes = s.hashes[:len(s.hashes)-1]
}

func (s *diamondState) Over() (bool, float64) {
	p := s.pos()
	if o := p.Outcome(); o.Over() {
		if o.Reason == diamond.SquareWin {
			// Only the player who just moved can complete a square.
			return true, float64(s.Player()) // 1 when player 0 just moved
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
	v := s.playout(r)
	if s.Player() == 1 {
		return 1 - v
	}
	return v
}

// playout is Playout's value for the player to move.
func (s *diamondState) playout(r *rng.Rand) float64 {
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
