package ai

import (
	"math"
	"time"

	"diamond/rules/diamond"
	"diamond/rules/rng"
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

// evaluate scores p for the side to move. With captures it also counts
// the captures each side could make with its next step.
func evaluate(p *diamond.Position, captures bool) int {
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
	if captures && p.Phase() == diamond.Movement {
		score += 30*captureCount(p, me) - 20*captureCount(p, me.Other())
	}
	return score
}

// captureCount counts the enemy pieces side c could capture with one step
// if it were on move.
func captureCount(p *diamond.Position, c diamond.Color) int {
	mine, theirs, empty := p.Pieces(c), p.Pieces(c.Other()), p.Empty()
	var victims diamond.Bitboard
	for m := mine; m != 0; m &= m - 1 {
		from := m.First()
		for t := from.Neighbors() & empty; t != 0; t &= t - 1 {
			victims |= diamond.CapturedBy(mine&^from.Bit()|t.First().Bit(), theirs, t.First())
		}
	}
	return victims.Count()
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
	cfg      Search
	deadline time.Time
	maxNodes int
	nodes    int
	stopped  bool
	tt       []ttEntry
	bufs     [][]Move
	scores   [][]int32
	killers  [abMaxPly][2]Move
	history  [1 << 12]int32 // by the move's low 12 bits (from, to)
}

// abMaxPly bounds the search depth, extensions included.
const abMaxPly = 64

// searchAlphaBeta deepens until the time or node budget runs out and
// returns the best move of the last finished depth.
func searchAlphaBeta(s *diamondState, moves []Move, cfg Search, r *rng.Rand, start time.Time) result {
	ab := &alphaBeta{s: s, cfg: cfg, maxNodes: cfg.Iterations, tt: make([]ttEntry, 1<<18)}
	if cfg.Time > 0 {
		ab.deadline = start.Add(cfg.Time)
	}
	if ab.maxNodes == 0 && cfg.Time == 0 {
		ab.maxNodes = 100_000
	}
	// The seed shuffles the root moves: equal moves are played in turn.
	moves = append([]Move(nil), moves...)
	for i := len(moves) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		moves[i], moves[j] = moves[j], moves[i]
	}
	best := result{move: moves[0], score: 0.5, line: []Move{moves[0]}}
	for depth := 1; depth < abMaxPly/2; depth++ {
		m, v, searched := ab.root(moves, depth)
		if ab.stopped && searched == 0 {
			break
		}
		// A depth cut short still counts once the previous best move
		// (searched first) is done: any move found better is truly so.
		best = result{move: m, score: abScore(v), line: ab.principalVariation(m, depth)}
		if ab.stopped || v >= abWin-abMaxPly || v <= -abWin+abMaxPly {
			break // out of time, or decided
		}
	}
	best.iterations = ab.nodes
	return best
}

// principalVariation follows the transposition table from the root move.
func (ab *alphaBeta) principalVariation(first Move, depth int) []Move {
	line := []Move{first}
	ab.s.Play(first)
	for len(line) < depth {
		e := ab.probe()
		if e == nil || e.move == 0 {
			break
		}
		if over, _ := ab.s.Over(); over {
			break
		}
		p := ab.s.pos()
		if p.Check(diamond.Action(e.move)) != nil {
			break // a hash collision
		}
		line = append(line, e.move)
		ab.s.Play(e.move)
	}
	for range line {
		ab.s.Undo()
	}
	return finishLine(ab.s, line)
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

func (ab *alphaBeta) root(moves []Move, depth int) (best Move, alpha, searched int) {
	// The previous depth's best move first.
	if e := ab.probe(); e != nil {
		for i, m := range moves {
			if m == e.move {
				moves[0], moves[i] = moves[i], moves[0]
			}
		}
	}
	best, alpha = moves[0], -abInfinity
	for _, m := range moves {
		ab.s.Play(m)
		v := -ab.negamax(depth-1, -abInfinity, -alpha, 1)
		ab.s.Undo()
		if ab.stopped {
			break
		}
		searched++
		if v > alpha {
			best, alpha = m, v
		}
	}
	if !ab.stopped {
		ab.store(best, depth, 0, alpha)
	}
	return best, alpha, searched
}

// order sorts moves best first: the table's move, captures, killers, then
// by history.
func (ab *alphaBeta) order(moves []Move, ttMove Move, ply int) {
	for len(ab.scores) <= ply {
		ab.scores = append(ab.scores, make([]int32, 0, 64))
	}
	sc := ab.scores[ply][:0]
	p := ab.s.pos()
	for _, m := range moves {
		a := diamond.Action(m)
		v := ab.history[m&0xfff]
		switch {
		case m == ttMove:
			v = 1 << 30
		case a.Kind() == diamond.Step && p.Captures(a) != 0:
			v = 1 << 29
		case m == ab.killers[ply][0] || m == ab.killers[ply][1]:
			v = 1 << 28
		}
		sc = append(sc, v)
	}
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && sc[j] > sc[j-1]; j-- {
			sc[j], sc[j-1] = sc[j-1], sc[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
	ab.scores[ply] = sc
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
		p := ab.s.pos()
		// A square the opponent threatens must be answered: look one
		// action further rather than trust the evaluation.
		if !ab.cfg.ThreatExtension || ply >= abMaxPly-1 || !p.Threatens(p.ToMove().Other()) {
			return evaluate(p, ab.cfg.CaptureEval)
		}
		depth = 1
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
	ab.order(moves, ttMove, ply)
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
			if m != ab.killers[ply][0] {
				ab.killers[ply][1], ab.killers[ply][0] = ab.killers[ply][0], m
			}
			ab.history[m&0xfff] += int32(depth * depth)
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
