package search

import "time"

// Forced wins: an exhaustive AND/OR search for a win within a few of the
// player's own moves. It is sound (a win it reports is forced against
// every defence, draws by any rule counting as escapes) and, within its
// node budget, complete. Refutations are cheap: a defence usually fails
// the attacker's last-move win check at once, so a search for wins in
// three moves costs thousands of nodes, not millions.

// Prover searches for forced wins within a node budget. A move that
// leaves the same player to move (a pivot chain) does not count as one of
// its moves: the count is of turns.
type Prover struct {
	s        State
	nodes    int
	budget   int
	Deadline time.Time // zero: none
	bufs     [][]Move  // one move buffer per ply
}

// NewProver returns a prover on s that stops after budget nodes.
func NewProver(s State, budget int) *Prover { return &Prover{s: s, budget: budget} }

// Nodes returns the nodes searched so far.
func (p *Prover) Nodes() int { return p.nodes }

func (p *Prover) buf(ply int) []Move {
	for len(p.bufs) <= ply {
		p.bufs = append(p.bufs, make([]Move, 0, 64))
	}
	return p.bufs[ply]
}

// exhausted reports whether the node budget or the time ran out: results
// found after that are "not proven", never wrong.
func (p *Prover) exhausted() bool {
	if p.nodes >= p.budget {
		return true
	}
	if p.nodes%1024 == 1023 && !p.Deadline.IsZero() && time.Now().After(p.Deadline) {
		p.budget = p.nodes
		return true
	}
	return false
}

// WinIn returns a move by which the player to move wins within n of its
// own turns whatever the opponent does, trying n = 1, 2, ... in turn so
// that the quickest win is found.
func (p *Prover) WinIn(n int) (Move, int, bool) {
	for k := 1; k <= n; k++ {
		if m, ok := p.winningMove(k, 0); ok {
			return m, k, true
		}
		if p.exhausted() {
			break
		}
	}
	return 0, 0, false
}

// Loses reports whether the player to move loses within n of the
// opponent's turns whatever it does, and whether the answer is complete:
// false when the budget ran out, so that "no loss" is "not proven".
func (p *Prover) Loses(n int) (lost, complete bool) {
	lost = p.defenceFails(n, 0)
	return lost, !p.exhausted()
}

// winningMove returns a move that wins within n moves for the player to
// move, searching only to that depth.
func (p *Prover) winningMove(n, ply int) (Move, bool) {
	if m, ok := p.s.Win(); ok {
		return m, true
	}
	if n <= 1 {
		return 0, false
	}
	moves := p.s.Moves(p.buf(ply))
	p.bufs[ply] = moves
	for i := 0; i < len(moves) && !p.exhausted(); i++ {
		m := moves[i]
		p.nodes++
		attacker := p.s.Player()
		p.s.Play(m)
		won := false
		if over, _ := p.s.Over(); !over {
			if p.s.Player() == attacker { // the same turn goes on
				_, won = p.winningMove(n, ply+1)
			} else {
				won = p.defenceFails(n-1, ply+1)
			}
		}
		p.s.Undo()
		if won && !p.exhausted() {
			return m, true
		}
	}
	return 0, false
}

// defenceFails reports whether every move of the player to move (the
// defender) leaves the attacker a win within n moves.
func (p *Prover) defenceFails(n, ply int) bool {
	if _, ok := p.s.Win(); ok {
		return false // the defender wins first
	}
	moves := p.s.Moves(p.buf(ply))
	p.bufs[ply] = moves
	if len(moves) == 0 {
		return false // only a finished game has no moves, and it is not won by the attacker
	}
	for _, m := range moves {
		if p.exhausted() {
			return false
		}
		p.nodes++
		defender := p.s.Player()
		p.s.Play(m)
		lost := false
		if over, _ := p.s.Over(); !over {
			if p.s.Player() == defender { // the defender's turn goes on
				lost = p.defenceFails(n, ply+1)
			} else {
				_, lost = p.winningMove(n, ply+1)
			}
		}
		p.s.Undo()
		if !lost {
			return false
		}
	}
	return true
}

// SafeMoves returns the moves after which the opponent cannot win at
// once, or all moves when every move allows it. A move after which the
// same player moves again is safe here.
func SafeMoves(s State, moves []Move) []Move {
	var safe []Move
	for _, m := range moves {
		me := s.Player()
		s.Play(m)
		loses := false
		if over, _ := s.Over(); !over && s.Player() != me {
			_, loses = s.Win()
		}
		s.Undo()
		if !loses {
			safe = append(safe, m)
		}
	}
	if len(safe) == 0 {
		return moves
	}
	return safe
}
