package ai

import "time"

// Forced wins: an exhaustive AND/OR search for a win within a few of the
// player's own moves. It is sound (a win it reports is forced against
// every defence, draws by any rule counting as escapes) and, within its
// node budget, complete. Refutations are cheap: a defence usually fails
// the attacker's last-move win check at once, so a search for wins in
// three moves costs thousands of nodes, not millions.

// prover searches for forced wins within a node budget.
type prover struct {
	s        State
	nodes    int
	budget   int
	deadline time.Time // zero: none
	bufs     [][]Move  // one move buffer per ply
}

func newProver(s State, budget int) *prover { return &prover{s: s, budget: budget} }

func (p *prover) buf(ply int) []Move {
	for len(p.bufs) <= ply {
		p.bufs = append(p.bufs, make([]Move, 0, 64))
	}
	return p.bufs[ply]
}

// exhausted reports whether the node budget or the time ran out: results
// found after that are "not proven", never wrong.
func (p *prover) exhausted() bool {
	if p.nodes >= p.budget {
		return true
	}
	if p.nodes%1024 == 1023 && !p.deadline.IsZero() && time.Now().After(p.deadline) {
		p.budget = p.nodes
		return true
	}
	return false
}

// winIn returns a move by which the player to move wins within n of its
// own moves whatever the opponent does, trying n = 1, 2, ... in turn so
// that the quickest win is found.
func (p *prover) winIn(n int) (Move, int, bool) {
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

// winningMove returns a move that wins within n moves for the player to
// move, searching only to that depth.
func (p *prover) winningMove(n, ply int) (Move, bool) {
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
		p.s.Play(m)
		won := false
		if over, _ := p.s.Over(); !over {
			won = p.defenceFails(n-1, ply+1)
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
func (p *prover) defenceFails(n, ply int) bool {
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
		p.s.Play(m)
		lost := false
		if over, _ := p.s.Over(); !over {
			_, lost = p.winningMove(n, ply+1)
		}
		p.s.Undo()
		if !lost {
			return false
		}
	}
	return true
}

// safeMoves returns the moves after which the opponent cannot win at
// once, or all moves when every move allows it.
func safeMoves(s State, moves []Move) []Move {
	var safe []Move
	for _, m := range moves {
		s.Play(m)
		_, loses := s.Win()
		if over, _ := s.Over(); over {
			loses = false
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
