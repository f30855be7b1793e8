package ai

import (
	"math"
	"time"

	"diamond/rules/diamond"
)

// The alpha-beta experiment (EXPERIMENTS.md): iterative-deepening
// negamax with a transposition table and an evaluation of square threats
// and material, the alternative MCTS was measured against. Search.AlphaBeta
// selects it.

const (
	abWin      = 100_000 // a win now; minus the plies it takes
	abInfinity = 1 << 30
)

// squareWeight scores a square by how many corners one side holds while
// the other holds none.
var squareWeight = [5]int{0, 4, 20, 80, 0}

// evaluate scores p for the side to move.
func evaluate(p *diamond.Position) int {
	me := p.ToMove()
	mine, theirs, neutral := p.Pieces(me), p.Pieces(me.Other()), p.Neutrals()
	score := 0
	for s := diamond.Square(0); s < diamond.NumSquares; s++ {
		c := s.Corners()
		if c&neutral != 0 {
			continue
		}
		m, o := (c & mine).Count(), (c & theirs).Count()
		switch {
		case o == 0:
			score += squareWeight[m]
		case m == 0:
			score -= squareWeight[o]
		}
	}
	material := mine.Count() + p.Hand(me) - theirs.Count() - p.Hand(me.Other())
	score += 60 * material
	if p.ThreatPoints(me.Other()).Count() >= 2 {
		score -= 400 // two squares to stop: usually one too many
	}
	return score
}

type ttEntry struct {
	key   uint64
	move  Move
	depth int8
	bound int8 // 0 exact, 1 lower, 2 upper
	score int32
}

type alphaBeta struct {
	s        *diamondState
	deadline time.Time
	maxNodes int
	nodes    int
	stopped  bool
	tt       []ttEntry
	bufs     [][]Move
}

// searchAlphaBeta deepens until the time or node budget runs out and
// returns the best move of the last finished depth.
func searchAlphaBeta(s *diamondState, moves []Move, cfg searchConfig, start time.Time) result {
	ab := &alphaBeta{s: s, maxNodes: cfg.iterations, tt: make([]ttEntry, 1<<18)}
	if cfg.time > 0 {
		ab.deadline = start.Add(cfg.time)
	}
	if ab.maxNodes == 0 && cfg.time == 0 {
		ab.maxNodes = 100_000
	}
	best := result{move: moves[0], score: 0.5, line: []Move{moves[0]}}
	for depth := 1; depth <= 64; depth++ {
		m, v := ab.root(moves, depth)
		if ab.stopped {
			break
		}
		best = result{move: m, score: abScore(v), line: []Move{m}}
		if v >= abWin-64 || v <= -abWin+64 {
			break // decided
		}
	}
	best.iterations = ab.nodes
	return best
}

// abScore maps an evaluation to an expected result in [0, 1].
func abScore(v int) float64 {
	switch {
	case v >= abWin-64:
		return 1
	case v <= -abWin+64:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(v)/200))
}

func (ab *alphaBeta) root(moves []Move, depth int) (Move, int) {
	// The previous depth's best move first.
	if e := ab.probe(); e != nil {
		for i, m := range moves {
			if m == e.move {
				moves[0], moves[i] = moves[i], moves[0]
			}
		}
	}
	best, alpha := moves[0], -abInfinity
	for _, m := range moves {
		ab.s.Play(m)
		v := -ab.negamax(depth-1, -abInfinity, -alpha, 1)
		ab.s.Undo()
		if ab.stopped {
			break
		}
		if v > alpha {
			best, alpha = m, v
		}
	}
	if !ab.stopped {
		ab.store(best, depth, 0, alpha)
	}
	return best, alpha
}

func (ab *alphaBeta) probe() *ttEntry {
	h := ab.s.pos().Hash()
	e := &ab.tt[h&uint64(len(ab.tt)-1)]
	if e.key != h {
		return nil
	}
	return e
}

func (ab *alphaBeta) store(m Move, depth, bound, score int) {
	h := ab.s.pos().Hash()
	ab.tt[h&uint64(len(ab.tt)-1)] = ttEntry{key: h, move: m, depth: int8(depth), bound: int8(bound), score: int32(score)}
}

func (ab *alphaBeta) negamax(depth, alpha, beta, ply int) int {
	ab.nodes++
	if ab.nodes&1023 == 0 && !ab.deadline.IsZero() && time.Now().After(ab.deadline) || ab.maxNodes > 0 && ab.nodes >= ab.maxNodes {
		ab.stopped = true
	}
	if ab.stopped {
		return 0
	}
	if over, v := ab.s.Over(); over {
		if v == 1 {
			return -(abWin - ply) // the player who just moved won
		}
		return 0
	}
	if _, ok := ab.s.Win(); ok {
		return abWin - ply - 1
	}
	if depth <= 0 {
		return evaluate(ab.s.pos())
	}
	var ttMove Move
	if e := ab.probe(); e != nil {
		ttMove = e.move
		if int(e.depth) >= depth {
			v := int(e.score)
			switch {
			case e.bound == 0, e.bound == 1 && v >= beta, e.bound == 2 && v <= alpha:
				return v
			}
		}
	}
	for len(ab.bufs) <= ply {
		ab.bufs = append(ab.bufs, make([]Move, 0, 64))
	}
	moves := ab.s.Moves(ab.bufs[ply])
	ab.bufs[ply] = moves
	for i, m := range moves {
		if m == ttMove {
			moves[0], moves[i] = moves[i], moves[0]
		}
	}
	alpha0, best, bestMove := alpha, -abInfinity, Move(0)
	for _, m := range moves {
		ab.s.Play(m)
		v := -ab.negamax(depth-1, -beta, -alpha, ply+1)
		ab.s.Undo()
		if ab.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		alpha = max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	bound := 0
	switch {
	case best <= alpha0:
		bound = 2
	case best >= beta:
		bound = 1
	}
	ab.store(bestMove, depth, bound, best)
	return best
}
