package ai

import (
	"math"
	"slices"
	"sync"
	"time"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

// The alpha-beta search: iterative-deepening negamax over whole turns (a
// drop with its chain is one move, each different end board of the chain
// a move of its own), a transposition table keyed by the positions'
// hashes (turn boundaries, where the loop rule's memory is empty), move
// ordering (the table's move, captures by their gain, blocks of the
// opponent's best threat, killers, history), and at the horizon a
// quiescence search of the drops that make a diamond.

const (
	abWin      = 1_000_000 // a won game; minus the plies it takes
	abInfinity = 1 << 30
	abMaxPly   = 64
)

type ttEntry struct {
	key   uint64
	move  uint64 // the best child's hash
	depth int8
	bound int8 // 0 exact, 1 lower, 2 upper
	score int32
}

// alphaBeta is one searcher; searchers keeps them between moves.
type alphaBeta struct {
	cfg       Search
	gen       *turnGen
	bufs      [abMaxPly + 1][]turn
	scores    [abMaxPly + 1][]int32
	tt        []ttEntry
	nodes     int
	nextCheck int
	maxNodes  int
	deadline  time.Time
	stopped   bool
	killers   [abMaxPly + 1][2]pivots.Action
	history   [pivots.NumCells]int32
	// pv[ply][ply:pvLen[ply]] is the best line found from ply on, as the
	// positions the turns leave.
	pv     [abMaxPly + 1][abMaxPly + 1]pivots.Position
	pvLen  [abMaxPly + 1]int
	rootPV []pivots.Position
}

var searchers = sync.Pool{New: func() any { return new(alphaBeta) }}

// ttSize is the table's size for a node budget (0: on the clock).
func ttSize(nodes int) int {
	n := 1 << 12
	for n < 1<<18 && (nodes == 0 || n < nodes) {
		n <<= 1
	}
	return n
}

func newAlphaBeta(cfg Search) *alphaBeta {
	ab := searchers.Get().(*alphaBeta)
	if ab.gen == nil {
		ab.gen = newTurnGen()
	}
	ab.cfg, ab.maxNodes, ab.nodes, ab.nextCheck, ab.stopped, ab.deadline = cfg, cfg.Iterations, 0, 0, false, time.Time{}
	if n := ttSize(cfg.Iterations); len(ab.tt) != n {
		ab.tt = make([]ttEntry, n)
	} else {
		clear(ab.tt)
	}
	ab.killers, ab.history = [abMaxPly + 1][2]pivots.Action{}, [pivots.NumCells]int32{}
	if ab.cfg.ChainNodes <= 0 || ab.cfg.ChainNodes > maxChainNodes {
		ab.cfg.ChainNodes = maxChainNodes
	}
	return ab
}

// abResult is what the alpha-beta search found at the root.
type abResult struct {
	turn  turn // the best turn, its actions in the generator's paths
	score float64
	value int
	line  []pivots.Position // the positions the expected turns leave, the best turn's first
	nodes int
	depth int
}

// searchAlphaBeta deepens until the budget runs out and returns the best
// turn of the last depth searched (in part, once its first move, the
// previous best, is done).
func searchAlphaBeta(st *pivots.State, cfg Search, r *rng.Rand, start time.Time) (abResult, *alphaBeta) {
	ab := newAlphaBeta(cfg)
	root := ab.gen.rootTurns(st)
	// Listing the root's turns is not part of the budget: a position
	// where every drop makes a long chain could spend it all.
	rootSteps := ab.gen.steps
	ab.gen.steps = 0
	defer func() { ab.nodes += rootSteps }()
	// The seed shuffles the root turns: equal turns are played in turn.
	for i := len(root) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		root[i], root[j] = root[j], root[i]
	}
	ab.orderRoot(root)
	if cfg.Time > 0 {
		ab.deadline = start.Add(cfg.Time)
	}
	if ab.maxNodes == 0 && cfg.Time == 0 {
		ab.maxNodes = 100_000
	}
	best := abResult{turn: root[0], score: 0.5, line: []pivots.Position{root[0].pos}}
	if len(root) == 1 {
		return best, ab
	}
	for depth := 1; depth < abMaxPly/2; depth++ {
		i, v, searched := ab.root(root, depth)
		if ab.stopped && searched == 0 {
			break
		}
		best = abResult{turn: root[i], score: abScore(v), value: v, depth: depth}
		best.line = append([]pivots.Position{root[i].pos}, ab.rootPV...)
		// The best turn first at the next depth.
		root[0], root[i] = root[i], root[0]
		if ab.stopped || v >= abWin-abMaxPly || v <= -abWin+abMaxPly {
			break
		}
	}
	best.nodes = ab.nodes
	return best, ab
}

// orderRoot sorts the root's turns by the evaluation of the positions
// they leave (stably: the shuffle decides among equals), so that a search
// stopped early still plays the best of them at a glance.
func (ab *alphaBeta) orderRoot(root []turn) {
	sc := make([]int, len(root))
	for i := range root {
		sc[i] = -ab.evaluate(&root[i].pos)
		if root[i].pos.Over() {
			sc[i] = -terminal(&root[i].pos, 1)
		}
	}
	idx := make([]int, len(root))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return sc[b] - sc[a] })
	sorted := make([]turn, len(root))
	for i, j := range idx {
		sorted[i] = root[j]
	}
	copy(root, sorted)
}

// abScore maps an evaluation to an expected result in [0, 1].
func abScore(v int) float64 {
	switch {
	case v >= abWin-abMaxPly:
		return 1
	case v <= -abWin+abMaxPly:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(v)/150))
}

// root searches every root turn to depth and returns the best one's
// index and value, and how many turns were searched; rootPV holds the
// best turn's expected continuation.
func (ab *alphaBeta) root(root []turn, depth int) (best, alpha, searched int) {
	alpha = -abInfinity
	for i := range root {
		v := -ab.negamax(&root[i].pos, depth-1, -abInfinity, -alpha, 1)
		if ab.stopped {
			break
		}
		searched++
		if v > alpha {
			best, alpha = i, v
			ab.rootPV = append(ab.rootPV[:0], ab.pv[1][1:ab.pvLen[1]]...)
		}
	}
	return best, alpha, searched
}

func (ab *alphaBeta) probe(h uint64) *ttEntry {
	e := &ab.tt[h&uint64(len(ab.tt)-1)]
	if e.key != h {
		return nil
	}
	return e
}

func (ab *alphaBeta) store(h, move uint64, depth, bound, score int) {
	ab.tt[h&uint64(len(ab.tt)-1)] = ttEntry{key: h, move: move, depth: int8(depth), bound: int8(bound), score: int32(score)}
}

// tick counts a node (a position at a turn boundary; the generator
// counts the pivot steps in between) and stops the search once the budget
// is spent.
func (ab *alphaBeta) tick() bool {
	ab.nodes++
	if ab.nodes >= ab.nextCheck {
		ab.checkBudget()
	}
	return ab.stopped
}

// count adds the pivot steps the generator explored to the nodes.
func (ab *alphaBeta) count() {
	ab.nodes += ab.gen.steps
	ab.gen.steps = 0
	if ab.nodes >= ab.nextCheck {
		ab.checkBudget()
	}
}

// checkBudget stops the search once the node budget is spent or the
// clock has run out, and sets when to look again: every 256 nodes.
func (ab *alphaBeta) checkBudget() {
	if ab.maxNodes > 0 && ab.nodes >= ab.maxNodes || !ab.deadline.IsZero() && time.Now().After(ab.deadline) {
		ab.stopped = true
	}
	ab.nextCheck = ab.nodes + 256
	if ab.maxNodes > 0 {
		ab.nextCheck = min(ab.nextCheck, ab.maxNodes)
	}
}

// terminal is the value of a finished game for the side to move at ply.
func terminal(p *pivots.Position, ply int) int {
	if p.Outcome().Winner == p.ToMove() {
		return abWin - ply
	}
	return -abWin + ply
}

// negamax scores the position at ply (a turn boundary) for its side to
// move.
func (ab *alphaBeta) negamax(p *pivots.Position, depth, alpha, beta, ply int) int {
	if depth <= 0 || ply >= abMaxPly {
		return ab.quiesce(p, alpha, beta, ply, ab.cfg.Quiescence)
	}
	ab.pvLen[ply] = ply
	if ab.tick() {
		return 0
	}
	switch {
	case p.Over():
		return terminal(p, ply)
	case p.Passes() == 1 && wins(p):
		return abWin - ply - 1 // a pass ends the game, won
	}
	h := p.Hash()
	var ttMove uint64
	if e := ab.probe(h); e != nil {
		ttMove = e.move
		if int(e.depth) >= depth {
			v := int(e.score)
			switch {
			case e.bound == 0, e.bound == 1 && v >= beta, e.bound == 2 && v <= alpha:
				return v
			}
		}
	}
	ab.gen.width, ab.gen.limit, ab.gen.depth = ab.cfg.ChainWidth, ab.cfg.ChainNodes, innerChainDepth
	turns := ab.gen.turns(p, ab.bufs[ply][:0], false)
	ab.bufs[ply] = turns
	if ab.count(); ab.stopped {
		return 0
	}
	sc := ab.rate(turns, p, ply, ttMove)
	alpha0, best, bestMove := alpha, -abInfinity, uint64(0)
	for i := range turns {
		// Selection sort: most nodes are cut off after a few moves.
		b := i
		for j := i + 1; j < len(turns); j++ {
			if sc[j] > sc[b] {
				b = j
			}
		}
		turns[i], turns[b] = turns[b], turns[i]
		sc[i], sc[b] = sc[b], sc[i]
		t := &turns[i]
		v := -ab.negamax(&t.pos, depth-1, -beta, -alpha, ply+1)
		if ab.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, t.pos.Hash()
		}
		if v > alpha {
			alpha = v
			ab.pv[ply][ply] = t.pos
			n := max(ab.pvLen[ply+1], ply+1)
			copy(ab.pv[ply][ply+1:n], ab.pv[ply+1][ply+1:n])
			ab.pvLen[ply] = n
		}
		if alpha >= beta {
			if t.first.Kind() == pivots.Drop && t.gain == 1 {
				if t.first != ab.killers[ply][0] {
					ab.killers[ply][1], ab.killers[ply][0] = ab.killers[ply][0], t.first
				}
				ab.history[t.first.Cell()] += int32(depth * depth)
			}
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
	ab.store(h, bestMove, depth, bound, best)
	return best
}

// quiesce searches the drops that make a diamond, gaining more than a
// plain drop, below the horizon, standing pat on the evaluation.
func (ab *alphaBeta) quiesce(p *pivots.Position, alpha, beta, ply, qdepth int) int {
	ab.pvLen[ply] = ply
	if ab.tick() {
		return 0
	}
	if p.Over() {
		return terminal(p, ply)
	}
	if p.Passes() == 1 && wins(p) {
		return abWin - ply - 1
	}
	stand := ab.evaluate(p)
	if qdepth <= 0 || stand >= beta || ply >= abMaxPly {
		return stand
	}
	alpha = max(alpha, stand)
	ab.gen.width, ab.gen.limit, ab.gen.depth = 1, ab.cfg.ChainNodes, 0 // the greedy chain
	turns := ab.gen.turns(p, ab.bufs[ply][:0], true)
	ab.bufs[ply] = turns
	if ab.count(); ab.stopped {
		return 0
	}
	best := stand
	for i := range turns {
		b := i
		for j := i + 1; j < len(turns); j++ {
			if turns[j].gain > turns[b].gain {
				b = j
			}
		}
		turns[i], turns[b] = turns[b], turns[i]
		t := &turns[i]
		if t.gain <= 1 {
			break // no better than any drop
		}
		v := -ab.quiesce(&t.pos, -beta, -alpha, ply+1, qdepth-1)
		if ab.stopped {
			return 0
		}
		if v > best {
			best = v
		}
		if v > alpha {
			alpha = v
			ab.pv[ply][ply] = t.pos
			n := max(ab.pvLen[ply+1], ply+1)
			copy(ab.pv[ply][ply+1:n], ab.pv[ply+1][ply+1:n])
			ab.pvLen[ply] = n
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// rate scores turns for ordering.
func (ab *alphaBeta) rate(turns []turn, p *pivots.Position, ply int, ttMove uint64) []int32 {
	sc := ab.scores[ply][:0]
	mine, theirs := p.Sides()
	opp := scanThreats(theirs, mine, p.Empty())
	passWins := p.Passes() == 1 // passing ends the game: only useful when it wins
	for i := range turns {
		t := &turns[i]
		var v int32
		switch {
		case ttMove != 0 && t.pos.Hash() == ttMove:
			v = 1 << 30
		case t.first == pivots.PassAction:
			v = -1 << 20
			if passWins {
				v = -1 << 21
			}
		case t.first == pivots.SwapAction:
			v = 1 << 18
		case t.gain > 1 || t.gain < 1:
			v = 1<<20 + int32(t.gain)*1000
		case t.first.Kind() != pivots.Drop: // a pivot step, at the root
		case opp.cells.Has(t.first.Cell()):
			v = 1<<19 + int32(t.first.Cell())
		case t.first == ab.killers[ply][0]:
			v = 1<<17 + 1
		case t.first == ab.killers[ply][1]:
			v = 1 << 17
		default:
			v = ab.history[t.first.Cell()]
		}
		sc = append(sc, v)
	}
	ab.scores[ply] = sc
	return sc
}

// evaluate scores a position for its side to move: the count, and the
// threats: the side to move may take its best capture, after which the
// opponent takes theirs, or block the opponent's best one, after which
// the opponent takes their second.
func (ab *alphaBeta) evaluate(p *pivots.Position) int {
	if p.Passes() == 1 && wins(p) {
		return abWin - abMaxPly // a pass wins
	}
	mine, theirs := p.Sides()
	empty := p.Empty()
	v := material(p)
	my := scanThreats(mine, theirs, empty)
	opp := scanThreats(theirs, mine, empty)
	race := max(my.best-opp.best, -opp.second)
	return closing(v+stoneValue*race, empty.Count())
}

// The end of a won game: the game ends when both pass, and the side behind
// never passes while a drop is left, so the side ahead ends it by filling
// the board (or passing while the other fills it). Captures empty cells
// again: with a lead past decisiveLead the evaluation counts further
// stones less and each filled cell more, so that the side ahead closes
// the game instead of capturing for ever (until the turn cap).
const (
	decisiveLead = 6 * stoneValue
	fullLead     = 10 * stoneValue // where filling counts in full
	filledValue  = 25              // per filled cell, with the lead in full
)

// closing turns an evaluation v (for the side to move, with empty cells
// left) into one that, when one side is far ahead, values the end.
func closing(v, empty int) int {
	sign := 1
	if v < 0 {
		sign, v = -1, -v
	}
	if v <= decisiveLead {
		return sign * v
	}
	ramp := min(v-decisiveLead, fullLead-decisiveLead)
	filled := filledValue * (pivots.NumCells - empty) * ramp / (fullLead - decisiveLead)
	return sign * (decisiveLead + (v-decisiveLead)/5 + filled)
}
