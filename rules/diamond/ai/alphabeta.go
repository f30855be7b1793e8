package ai

import (
	"math"
	"math/bits"
	"sync"
	"time"

	"diamond/rules/diamond"
	"diamond/rules/rng"
	"diamond/rules/search"
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

// leaf is what one pass over the squares tells about a position at the
// search's horizon.
type leaf struct {
	win     bool // the side to move can complete a square now
	threats int  // points where the opponent could complete a square next
	score   int  // the evaluation, for the side to move
}

// scan evaluates p for the side to move in one pass over the squares: it
// also finds what WinningAction and ThreatPoints of the opponent would,
// since at the horizon the search asks all three. With captures the
// evaluation also counts the captures each side could make next.
func scan(p *diamond.Position, captures bool) leaf {
	mine, theirs, neutral := p.Sides()
	myHand, theirHand := p.Hands()
	var l leaf
	// The squares each side may still complete: no piece of the other
	// side and no neutral piece on them.
	myFree, theirFree := ^diamond.SquaresTouched(theirs|neutral), ^diamond.SquaresTouched(mine|neutral)
	odd, twos := diamond.SquareCornerCounts(mine)
	m1, m2, m3 := odd&^twos&myFree, twos&^odd&myFree, odd&twos&myFree
	odd, twos = diamond.SquareCornerCounts(theirs)
	o1, o2, o3 := odd&^twos&theirFree, twos&^odd&theirFree, odd&twos&theirFree
	l.score = squareWeight[1]*(m1.Count()-o1.Count()) + squareWeight[2]*(m2.Count()-o2.Count()) + squareWeight[3]*(m3.Count()-o3.Count())
	// Three corners and the last one empty: a piece from hand or from
	// outside the square can fill it.
	l.win = m3 != 0 && completes(m3, mine, myHand > 0)
	if o3 != 0 {
		var threats diamond.Bitboard
		for s := o3; s != 0; s &= s - 1 {
			c := diamond.SquareCorners(s.First())
			if e := c &^ theirs; theirHand > 0 || e.First().Neighbors()&theirs&^c != 0 {
				threats |= e
			}
		}
		l.threats = threats.Count()
	}
	material := mine.Count() + myHand - theirs.Count() - theirHand
	l.score += 60 * material
	if l.threats >= 2 {
		l.score -= 400 // two squares to stop: usually one too many
	}
	if captures && myHand+theirHand == 0 { // the movement phase
		empty := diamond.AllPoints &^ (mine | theirs | neutral)
		l.score += 30*captureCount(mine, theirs, empty) - 20*captureCount(theirs, mine, empty)
	}
	return l
}

// completes reports whether a side holding mine, with or without pieces
// in hand, can fill the last corner of one of the squares three (given
// by their lowest corners, non-empty), whose fourth corner is empty: from
// hand, or by a step from outside the square.
func completes(three, mine diamond.Bitboard, hand bool) bool {
	if hand {
		return true
	}
	for s := three; s != 0; s &= s - 1 {
		c := diamond.SquareCorners(s.First())
		if (c&^mine).First().Neighbors()&mine&^c != 0 {
			return true
		}
	}
	return false
}

// canWin reports whether the side to move can complete a square at once:
// p.WinningAction() != NoAction for a position not won and not drawn by
// the fifty-action rule, as the search's are.
func canWin(p *diamond.Position) bool {
	mine, theirs, neutral := p.Sides()
	odd, twos := diamond.SquareCornerCounts(mine)
	m3 := odd & twos &^ diamond.SquaresTouched(theirs|neutral)
	if m3 == 0 {
		return false
	}
	hand, _ := p.Hands()
	return completes(m3, mine, hand > 0)
}

// captureCount counts the pieces of theirs a side holding mine could
// capture with one step if it were on move.
func captureCount(mine, theirs, empty diamond.Bitboard) int {
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
	move  diamond.Action
	depth int8
	bound int8 // 0 exact, 1 lower, 2 upper
	score int32
}

// alphaBeta works on Diamond positions directly, not through State: its
// hot path makes no interface calls and converts no moves.
type alphaBeta struct {
	cfg      Search
	stack    []diamond.Position // stack[ply] is the position at ply; stack[0] the root
	hashes   []uint64           // the game's hashes, then room for one per ply below the root
	rootHash int                // hashes[rootHash+ply] is the hash of stack[ply]
	deadline time.Time
	maxNodes int
	nodes    int
	stopped  bool
	// nextCheck is the next node count at which to look at the budget:
	// the next multiple of 1024 (for the clock) or maxNodes.
	nextCheck int
	tt        []ttEntry
	bufs      [abMaxPly + 1][]diamond.Action
	scores    [abMaxPly + 1][abMaxActions]int32
	killers   [abMaxPly + 1][2]diamond.Action
	history   [1 << 12]int32 // by the action's low 12 bits (from, to)
	// historyHigh: some history rating reached a killer's (1 << 28), so
	// that firstMove cannot tell the first move without rating them all.
	historyHigh bool
	// journal holds the history's changes while journaling (the number
	// of nodes searching a first move found by firstMove) is positive.
	journal    []historyChange
	journaling int
	// pv[ply][ply:pvLen[ply]] is the best line found from ply on.
	pv    [abMaxPly + 1][abMaxPly + 1]diamond.Action
	pvLen [abMaxPly + 1]int
}

// historyChange is a change of one history rating.
type historyChange struct {
	index uint16
	delta int32
}

// abStagedDepth is the greatest depth at which a node searches its first
// move before listing the others.
const abStagedDepth = 2

// abMaxPly bounds the search depth, extensions included.
const abMaxPly = 64

// ttSize is the transposition table's size for a node budget (0: on the
// clock): room for every node up to 2¹⁸ entries (6 MB), so that small
// searches do not clear a large table at every move.
func ttSize(nodes int) int {
	n := 1 << 12
	for n < 1<<18 && (nodes == 0 || n < nodes) {
		n <<= 1
	}
	return n
}

// searchers keeps alpha-beta searchers between moves: a fresh table and
// history at every move (so a search depends only on its game, seed and
// budget) without allocating them again, which matters most for the
// garbage collector under WebAssembly.
var searchers = sync.Pool{New: func() any { return &alphaBeta{stack: make([]diamond.Position, abMaxPly+1)} }}

// newAlphaBeta returns a cleared searcher from the pool.
func newAlphaBeta(cfg Search, hashes []uint64) *alphaBeta {
	ab := searchers.Get().(*alphaBeta)
	ab.cfg, ab.maxNodes, ab.nodes, ab.stopped, ab.deadline = cfg, cfg.Iterations, 0, false, time.Time{}
	ab.hashes = append(ab.hashes[:0], hashes...)
	ab.rootHash = len(hashes) - 1
	ab.hashes = append(ab.hashes, make([]uint64, abMaxPly+1)...)
	if n := ttSize(cfg.Iterations); len(ab.tt) != n {
		ab.tt = make([]ttEntry, n)
	} else {
		clear(ab.tt)
	}
	ab.killers, ab.history, ab.historyHigh = [abMaxPly + 1][2]diamond.Action{}, [1 << 12]int32{}, false
	ab.journal, ab.journaling = ab.journal[:0], 0
	return ab
}

// searchAlphaBeta deepens until the time or node budget runs out and
// returns the best move of the last finished depth.
func searchAlphaBeta(s *diamondState, moves []Move, cfg Search, r *rng.Rand, start time.Time) search.Result {
	ab := newAlphaBeta(cfg, s.hashes)
	defer searchers.Put(ab)
	ab.stack[0] = *s.pos()
	// The search below assumes no action of the position searched wins at
	// once: each node looks for one before its children.
	if a := ab.stack[0].WinningAction(); a != diamond.NoAction {
		return search.Result{Move: Move(a), Score: 1, Line: []Move{Move(a)}, Proven: true}
	}
	if cfg.Time > 0 {
		ab.deadline = start.Add(cfg.Time)
	}
	if ab.maxNodes == 0 && cfg.Time == 0 {
		ab.maxNodes = 100_000
	}
	ab.setNextCheck()
	// The seed shuffles the root moves: equal moves are played in turn.
	root := make([]diamond.Action, len(moves))
	for i, m := range moves {
		root[i] = diamond.Action(m)
	}
	for i := len(root) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		root[i], root[j] = root[j], root[i]
	}
	best := search.Result{Move: Move(root[0]), Score: 0.5, Line: []Move{Move(root[0])}}
	for depth := 1; depth < abMaxPly/2; depth++ {
		a, v, searched, line := ab.root(root, depth)
		if ab.stopped && searched == 0 {
			break
		}
		// A depth cut short still counts once the previous best move
		// (searched first) is done: any move found better is truly so.
		best = search.Result{Move: Move(a), Score: abScore(v), Line: search.FinishLine(s, line)}
		if ab.stopped || v >= abWin-abMaxPly || v <= -abWin+abMaxPly {
			break // out of time, or decided
		}
	}
	best.Iterations = ab.nodes
	return best
}

// abScore maps an evaluation to an expected result in [0, 1].
func abScore(v int) float64 {
	switch {
	case v >= abWin-abMaxPly:
		return 1
	case v <= -abWin+abMaxPly:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(v)/200))
}

func (ab *alphaBeta) root(moves []diamond.Action, depth int) (best diamond.Action, alpha, searched int, line []Move) {
	// The previous depth's best move first.
	if e := ab.probe(ab.stack[0].Hash()); e != nil {
		for i, a := range moves {
			if a == e.move {
				moves[0], moves[i] = moves[i], moves[0]
			}
		}
	}
	best, alpha = moves[0], -abInfinity
	for _, a := range moves {
		ab.stack[1] = ab.stack[0]
		ab.stack[1].Play(a)
		ab.hashes[ab.rootHash+1] = ab.stack[1].Hash()
		v := -ab.negamax(depth-1, -abInfinity, -alpha, 1)
		if ab.stopped {
			break
		}
		searched++
		if v > alpha {
			best, alpha = a, v
			line = append(line[:0], Move(a))
			for _, b := range ab.pv[1][1:ab.pvLen[1]] {
				line = append(line, Move(b))
			}
		}
	}
	if !ab.stopped {
		ab.store(ab.stack[0].Hash(), best, depth, 0, alpha)
	}
	return best, alpha, searched, line
}

// abMaxActions bounds the legal actions of a position: at most 62
// placements and a swap, or 12 pieces with 5 lines each and 24 neutral
// pieces.
const abMaxActions = 128

// score rates moves for ordering: the table's move, captures, killers,
// then by history. It returns the ratings and the index of the first
// best-rated move; next then brings the best remaining one forward, so a
// node cut off after a few moves never sorts the rest.
func (ab *alphaBeta) score(p *diamond.Position, moves []diamond.Action, ttMove diamond.Action, ply int) (sc []int32, first int) {
	sc = ab.scores[ply][:len(moves)]
	history := &ab.history
	k0, k1 := ab.killers[ply][0], ab.killers[ply][1]
	// Only a step next to an enemy piece can capture it.
	mine, theirs, _ := p.Sides()
	var near diamond.Bitboard
	if hand, _ := p.Hands(); hand == 0 {
		for t := theirs; t != 0; t &= t - 1 {
			near |= t.First().Neighbors()
		}
	}
	// The first loop has no branches but its own: under WebAssembly every
	// branch taken is a jump through a table. Each later rule overrides
	// the earlier ones.
	best := int32(math.MinInt32)
	for j, a := range moves {
		v := history[a&0xfff]
		if min(a^k0, a^k1) == 0 { // a == k0 || a == k1, without a branch
			v = 1 << 28
		}
		if a == ttMove {
			v = 1 << 30
		}
		sc[j] = v
		if v > best {
			best, first = v, j
		}
	}
	// Captures rate above the killers, below the table's move. None
	// before the movement phase.
	if near != 0 {
		for j, a := range moves {
			if a != ttMove && near.Has(a.To()) && a.Kind() == diamond.Step && diamond.CapturedBy(mine&^a.From().Bit()|a.To().Bit(), theirs, a.To()) != 0 {
				sc[j] = 1 << 29
				if sc[j] > best { // the first capture, unless the table's move is here
					best, first = sc[j], j
				}
			}
		}
	}
	return sc, first
}

// firstMove returns the move score would rate first, when it can tell
// without listing the moves, or NoAction: the table's move if it is legal;
// else in the placement phase (no captures to rate above the killers) the
// killer that is legal, or of two the first in LegalActions' order, that
// of their points.
func (ab *alphaBeta) firstMove(p *diamond.Position, ttMove diamond.Action, ply int) diamond.Action {
	if ab.historyHigh {
		return diamond.NoAction
	}
	mine, theirs, neutral := p.Sides()
	empty := diamond.AllPoints &^ (mine | theirs | neutral)
	hand, _ := p.Hands()
	to := ttMove.To()
	switch ttMove.Kind() {
	case diamond.Place:
		if hand > 0 && empty.Has(to) {
			return ttMove
		}
	case diamond.Step:
		if hand == 0 && mine.Has(ttMove.From()) && (ttMove.From().Neighbors() & empty).Has(to) {
			return ttMove
		}
	case diamond.Remove:
		if hand == 0 && neutral.Has(to) && to.Neighbors()&(mine|theirs) == 0 {
			return ttMove
		}
	case diamond.Swap:
		return diamond.NoAction // legal or not: the position does not say cheaply
	}
	if hand == 0 {
		return diamond.NoAction
	}
	k0, k1 := ab.killers[ply][0], ab.killers[ply][1]
	ok0 := k0.Kind() == diamond.Place && empty.Has(k0.To())
	ok1 := k1.Kind() == diamond.Place && empty.Has(k1.To())
	switch {
	case ok0 && (!ok1 || k0.To() < k1.To()):
		return k0
	case ok1:
		return k1
	}
	return diamond.NoAction
}

// picker brings the moves forward in the order of next: at each step i
// the best-rated of moves[i:], the first of them if several are rated
// best, swapped into place i. Picking the best of the rest at every step
// is quadratic, and nodes where no move cuts off take every move. So a
// scan of the rest finds the best rating and marks, in a bit set, the
// places of up to 64 moves rated so; the next steps take them in order
// without looking at the others until the set is empty. (The places
// between held lower ratings, and the move swapped into a picked one's
// place came from place i, before any of them, rated lower.)
type picker struct {
	ties uint64 // places, from base on, of moves still to pick at the last scan's rating
	base int
}

// next swaps the move to search at step i into place i. The caller calls
// scan first when no marks are left (ties == 0), so that next, what most
// steps take, stays small enough to be inlined.
func (pk *picker) next(moves []diamond.Action, sc []int32, i int) {
	b := pk.base + bits.TrailingZeros64(pk.ties)
	pk.ties &= pk.ties - 1
	moves[i], moves[b] = moves[b], moves[i]
	sc[i], sc[b] = sc[b], sc[i]
}

// scan marks the places of the best-rated moves of sc[i:]: up to 64, from
// place i or, if there are more moves, from the first best. It looks at
// four ratings per loop iteration, without branches: under WebAssembly
// every loop iteration is a jump through a table.
func (pk *picker) scan(sc []int32, i int) {
	rest := sc[i:]
	first := 0
	if len(rest) > 64 { // rare
		best := rest[0]
		for _, v := range rest {
			best = max(best, v)
		}
		for rest[first] != best {
			first++
		}
	}
	w := rest[first:]
	w = w[:min(len(w), 64)]
	best, ties := w[0], uint64(1)
	j := 1
	for ; j+4 <= len(w); j += 4 {
		best, ties = mark(w[j], j, best, ties)
		best, ties = mark(w[j+1], j+1, best, ties)
		best, ties = mark(w[j+2], j+2, best, ties)
		best, ties = mark(w[j+3], j+3, best, ties)
	}
	for ; j < len(w); j++ {
		best, ties = mark(w[j], j, best, ties)
	}
	pk.ties, pk.base = ties, i+first
}

// mark adds the rating v at place j to the best rating so far and the set
// of its places.
func mark(v int32, j int, best int32, ties uint64) (int32, uint64) {
	if v > best {
		ties = 0
	}
	best = max(best, v)
	return best, ties | equal(v, best)<<j
}

// equal is 1 if a == b, else 0.
func equal(a, b int32) uint64 {
	if a == b {
		return 1
	}
	return 0
}

func (ab *alphaBeta) probe(h uint64) *ttEntry {
	e := &ab.tt[h&uint64(len(ab.tt)-1)]
	if e.key != h {
		return nil
	}
	return e
}

func (ab *alphaBeta) store(h uint64, a diamond.Action, depth, bound, score int) {
	ab.tt[h&uint64(len(ab.tt)-1)] = ttEntry{key: h, move: a, depth: int8(depth), bound: int8(bound), score: int32(score)}
}

// checkBudget stops the search once the node budget is spent, or at
// every 1024th node if the clock has run out.
func (ab *alphaBeta) checkBudget() {
	if ab.nodes&1023 == 0 && !ab.deadline.IsZero() && time.Now().After(ab.deadline) || ab.maxNodes > 0 && ab.nodes >= ab.maxNodes {
		ab.stopped = true
	}
	ab.setNextCheck()
}

// setNextCheck sets nextCheck after the current node count.
func (ab *alphaBeta) setNextCheck() {
	ab.nextCheck = ab.nodes | 1023 + 1
	if ab.maxNodes > ab.nodes {
		ab.nextCheck = min(ab.nextCheck, ab.maxNodes)
	}
}

// negamax scores the position at ply for its side to move. The action
// that led here did not complete a square: the parent looked for one
// first.
func (ab *alphaBeta) negamax(depth, alpha, beta, ply int) int {
	ab.nodes++
	ab.pvLen[ply] = ply
	if ab.nodes >= ab.nextCheck {
		ab.checkBudget()
	}
	if ab.stopped {
		return 0
	}
	p := &ab.stack[ply]
	hash, quiet := p.RepetitionKey()
	if quiet >= diamond.FiftyActionLimit || diamond.Repeated(ab.hashes[:ab.rootHash+ply+1], quiet) {
		return 0
	}
	if depth <= 0 {
		l := scan(p, ab.cfg.CaptureEval)
		switch {
		case l.win:
			return abWin - ply - 1
		case l.threats == 0 || !ab.cfg.ThreatExtension || ply >= abMaxPly-1:
			return l.score
		}
		// A square the opponent threatens must be answered: look one
		// action further rather than trust the evaluation.
		depth = 1
	} else if canWin(p) {
		return abWin - ply - 1
	}
	var ttMove diamond.Action
	if e := ab.probe(hash); e != nil {
		ttMove = e.move
		if int(e.depth) >= depth {
			v := int(e.score)
			switch {
			case e.bound == 0, e.bound == 1 && v >= beta, e.bound == 2 && v <= alpha:
				return v
			}
		}
	}
	// Most nodes are cut off by their first move, which firstMove often
	// knows without listing the moves. The list is made and rated when
	// needed, with the history as it was before the first move's search
	// (the journal keeps the changes since); it puts the same move first.
	// Only near the horizon, where the first move's tree is small.
	var moves []diamond.Action
	var sc []int32
	var pk picker
	a, listed, since := diamond.NoAction, false, 0
	if depth <= abStagedDepth {
		a = ab.firstMove(p, ttMove, ply)
	}
	alpha0, best, bestMove := alpha, -abInfinity, diamond.NoAction
	for i := 0; ; i++ {
		if i > 0 || a == diamond.NoAction {
			if !listed {
				listed = true
				moves = p.LegalActions(ab.bufs[ply])
				ab.bufs[ply] = moves
				if len(moves) == 0 {
					return 0 // no legal action: a draw
				}
				var changes []historyChange // since the first move's search
				if i > 0 {
					changes = ab.journal[since:]
				}
				for _, c := range changes {
					ab.history[c.index] -= c.delta
				}
				var first int
				sc, first = ab.score(p, moves, ttMove, ply)
				for _, c := range changes {
					ab.history[c.index] += c.delta
				}
				moves[0], moves[first] = moves[first], moves[0]
				sc[0], sc[first] = sc[first], sc[0]
			}
			if i == len(moves) {
				break
			}
			if i > 0 {
				if pk.ties == 0 {
					pk.scan(sc, i)
				}
				pk.next(moves, sc, i)
			}
			a = moves[i]
		} else {
			// The first move is known: record the history's changes
			// during its search. (With no node recording, the journal's
			// changes are of no more use.)
			if ab.journaling == 0 {
				ab.journal = ab.journal[:0]
			}
			since = len(ab.journal)
			ab.journaling++
		}
		c := &ab.stack[ply+1]
		c.CopyFrom(p)
		c.Play(a)
		h, _ := c.RepetitionKey()
		ab.hashes[ab.rootHash+ply+1] = h
		v := -ab.negamax(depth-1, -beta, -alpha, ply+1)
		if i == 0 && !listed {
			ab.journaling--
		}
		if ab.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, a
		}
		if v > alpha {
			alpha = v
			ab.pv[ply][ply] = a
			ab.pvLen[ply] = ply + 1
			if n := ab.pvLen[ply+1]; n > ply+1 { // not at the horizon
				copy(ab.pv[ply][ply+1:n], ab.pv[ply+1][ply+1:n])
				ab.pvLen[ply] = n
			}
		}
		if alpha >= beta {
			if a != ab.killers[ply][0] {
				ab.killers[ply][1], ab.killers[ply][0] = ab.killers[ply][0], a
			}
			ab.history[a&0xfff] += int32(depth * depth)
			if ab.history[a&0xfff] >= 1<<28 {
				ab.historyHigh = true
			}
			if ab.journaling > 0 {
				ab.journal = append(ab.journal, historyChange{uint16(a & 0xfff), int32(depth * depth)})
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
	ab.store(hash, bestMove, depth, bound, best)
	return best
}
