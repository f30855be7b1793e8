package ai

import (
	"math"
	"sync"
	"time"

	db "diamond/rules/diamondback"
	"diamond/rules/rng"
)

// The search: iterative-deepening negamax with principal variation
// search, a transposition table, null-move pruning, late-move reductions,
// a check extension and a quiescence search, over Diamondback positions
// directly (copy-make, no interface calls, no allocation per node).

const (
	maxPly   = 100
	win      = 30_000 // a win now; a win n plies away scores win - n
	infinity = 32_000
	// Scores beyond ±winBound are wins and losses at a distance.
	winBound = win - 2*maxPly
)

type bound uint8

const (
	boundNone bound = iota
	boundExact
	boundLower // the score is at least this
	boundUpper // the score is at most this
)

// ttEntry is one transposition table slot: 16 bytes.
type ttEntry struct {
	key   uint64
	move  db.Move
	score int16
	depth int8
	bound bound
}

// futilityMargin is what a quiet move is taken to be worth at most, per
// ply of depth left, for futility pruning.
const futilityMargin = 150

// searcher is one search; kept in a pool between moves.
type searcher struct {
	cfg      Search
	stack    [maxPly + 2]db.Position // stack[ply] is the position at ply
	hashes   []uint64                // the game's hashes, then one per ply below the root
	root     int                     // hashes[root+ply] is stack[ply]'s hash
	deadline time.Time
	maxNodes int
	nodes    int
	// nextCheck is the next node count at which to look at the budget.
	nextCheck int
	stopped   bool
	noiseSeed uint64
	tt        []ttEntry
	moves     [maxPly + 1][db.MaxMoves]db.Move
	scores    [maxPly + 1][db.MaxMoves]int32
	scratch   [db.MaxMoves]db.Move
	killers   [maxPly + 1][2]db.Move
	history   [2][64 * 64]int32 // by side, then from and to
	pv        [maxPly + 1][maxPly + 1]db.Move
	pvLen     [maxPly + 1]int
}

// ttSize is the transposition table's size for a node budget (0: on the
// clock): room for every node up to 2¹⁹ entries (8 MB), so that small
// searches do not clear a large table at every move.
func ttSize(nodes int) int {
	n := 1 << 12
	for n < 1<<19 && (nodes == 0 || n < nodes) {
		n <<= 1
	}
	return n
}

// searchers keeps searchers between moves: a fresh table and history at
// every move (so that a search depends only on its game, seed and budget)
// without allocating them again, which matters for the garbage collector
// under WebAssembly.
var searchers = sync.Pool{New: func() any { return new(searcher) }}

// newSearcher returns a cleared searcher from the pool.
func newSearcher(cfg Search, hashes []uint64, seed uint64) *searcher {
	s := searchers.Get().(*searcher)
	s.cfg, s.maxNodes, s.nodes, s.stopped, s.deadline = cfg, cfg.Nodes, 0, false, time.Time{}
	s.noiseSeed = seed*0x9e3779b97f4a7c15 + 1
	s.hashes = append(s.hashes[:0], hashes...)
	s.root = len(hashes) - 1
	s.hashes = append(s.hashes, make([]uint64, maxPly+2)...)
	if n := ttSize(cfg.Nodes); len(s.tt) != n {
		s.tt = make([]ttEntry, n)
	} else {
		clear(s.tt)
	}
	s.killers = [maxPly + 1][2]db.Move{}
	clear(s.history[0][:])
	clear(s.history[1][:])
	return s
}

// result is what a search found.
type result struct {
	move  db.Move
	score int32 // for the side to move
	line  []db.Move
	nodes int
	depth int // the last depth searched (perhaps in part)
}

// searchAlphaBeta deepens until the budget runs out and returns the best
// move of the last depth searched, or of the part of it searched once its
// first move (the previous best) was done.
func searchAlphaBeta(g *db.Game, cfg Search, seed uint64, start time.Time) result {
	s := newSearcher(cfg, g.Hashes(), seed)
	defer searchers.Put(s)
	s.stack[0] = g.Position()
	p := &s.stack[0]
	if m := s.cornerWin(p); m != db.NoMove {
		return result{move: m, score: win - 1, line: []db.Move{m}}
	}
	if cfg.Time > 0 {
		s.deadline = start.Add(cfg.Time)
	}
	if s.maxNodes == 0 && cfg.Time == 0 && cfg.Depth == 0 {
		s.maxNodes = 100_000
	}
	s.setNextCheck()
	moves := p.LegalMoves(nil)
	if len(moves) == 0 {
		return result{}
	}
	// The seed shuffles the root moves: moves rated equal are played in
	// turn.
	r := rng.New(seed)
	for i := len(moves) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		moves[i], moves[j] = moves[j], moves[i]
	}
	maxDepth := maxPly / 2
	if cfg.Depth > 0 {
		maxDepth = min(cfg.Depth, maxDepth)
	}
	inCheck := p.InCheck()
	best := result{move: moves[0], line: []db.Move{moves[0]}}
	for depth := 1; depth <= maxDepth; depth++ {
		m, v, searched := s.rootSearch(moves, depth, inCheck)
		if s.stopped && searched == 0 {
			break
		}
		best = result{move: m, score: v, depth: depth}
		best.line = append(best.line, s.pv[0][:s.pvLen[0]]...)
		if s.stopped || v > winBound || len(moves) == 1 {
			break // out of budget, a win found, or nothing to choose
		}
		if cfg.Time > 0 && time.Since(start) > cfg.Time/2 {
			break // the next depth would not get far
		}
	}
	best.nodes = s.nodes
	return best
}

// rootSearch searches the root moves to depth, the previous best first,
// and moves the best one found to the front.
func (s *searcher) rootSearch(moves []db.Move, depth int, inCheck bool) (best db.Move, alpha int32, searched int) {
	p := &s.stack[0]
	alpha, beta := int32(-infinity), int32(infinity)
	bestIndex := 0
	for i, m := range moves {
		c := &s.stack[1]
		*c = *p
		c.Play(m)
		s.hashes[s.root+1] = c.Key()
		check := c.InCheck()
		d := depth - 1
		if check && s.cfg.CheckExtend {
			d++
		}
		var v int32
		if i == 0 {
			v = -s.negamax(d, -beta, -alpha, 1, check, true)
		} else {
			v = -s.negamax(d, -alpha-1, -alpha, 1, check, true)
			if v > alpha && !s.stopped {
				v = -s.negamax(d, -beta, -alpha, 1, check, true)
			}
		}
		if s.stopped {
			break
		}
		searched++
		if v > alpha {
			alpha, bestIndex = v, i
			s.setPV(0, m)
		}
	}
	best = moves[bestIndex]
	copy(moves[1:bestIndex+1], moves[:bestIndex])
	moves[0] = best
	return best, alpha, searched
}

// setPV makes m followed by the child's line the line at ply.
func (s *searcher) setPV(ply int, m db.Move) {
	s.pv[ply][ply] = m
	n := max(s.pvLen[ply+1], ply+1)
	copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	s.pvLen[ply] = n
}

// checkBudget stops the search once the node budget is spent, or at
// every 1024th node if the clock has run out.
func (s *searcher) checkBudget() {
	if s.nodes&1023 == 0 && !s.deadline.IsZero() && time.Now().After(s.deadline) || s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stopped = true
	}
	s.setNextCheck()
}

// setNextCheck sets nextCheck after the current node count.
func (s *searcher) setNextCheck() {
	s.nextCheck = s.nodes | 1023 + 1
	if s.maxNodes > s.nodes {
		s.nextCheck = min(s.nextCheck, s.maxNodes)
	}
}

// count counts a node and reports whether the search must stop.
func (s *searcher) count() bool {
	s.nodes++
	if s.nodes >= s.nextCheck {
		s.checkBudget()
	}
	return s.stopped
}

// repeated reports whether the position at ply occurred before, since
// the last pawn move or capture: a draw for the search (the rules draw on
// the third occurrence; a search that allows one repetition can allow
// the next).
func (s *searcher) repeated(ply int, p *db.Position) bool {
	i := s.root + ply
	h := s.hashes[i]
	for j := i - 4; j >= 0 && j >= i-p.Quiet(); j -= 2 {
		if s.hashes[j] == h {
			return true
		}
	}
	return false
}

// eval is the configured evaluation of p for its side to move.
func (s *searcher) eval(p *db.Position) int32 {
	if s.cfg.Material {
		return material(p)
	}
	v := evaluate(p)
	if n := s.cfg.Noise; n > 0 {
		z := p.Key() ^ s.noiseSeed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		v += int32(z>>33%uint64(2*n+1)) - n
	}
	return v
}

// preCorner is the square from which side c's pawn steps into the enemy
// corner: g7 for White, b2 for Black.
var preCorner = [2]db.Square{54, 9}

// cornerWin returns a legal move by which the side to move reaches the
// enemy corner with a pawn or the king, or NoMove.
func (s *searcher) cornerWin(p *db.Position) db.Move {
	us := p.Turn()
	goal := db.GoalCorner(us)
	own, enemy := p.Men(us), p.Men(us^1)
	kings := p.OfKind(db.King)
	if (own | enemy&kings).Has(goal) {
		return db.NoMove
	}
	pawnThere := p.OfKind(db.Pawn)&own&preCorner[us].Bit() != 0 && !enemy.Has(goal)
	if !pawnThere && db.KingAttacks(goal)&own&kings == 0 {
		return db.NoMove
	}
	for _, m := range p.LegalMoves(s.scratch[:0]) {
		if m.To() == goal {
			if k := p.KindOn(m.From()); k == db.Pawn || k == db.King {
				return m
			}
		}
	}
	return db.NoMove
}

// threatened reports whether the side not to move could reach its goal
// corner (the side to move's home) next move if it were its turn: its
// pawn stands before the empty corner, or its king next to a corner
// without the king of the side to move that this side does not guard.
// It ignores pins: a threat it reports may not be real.
func threatened(p *db.Position) bool {
	us := p.Turn()
	them := us ^ 1
	home := db.HomeCorner(us)
	own, enemy := p.Men(us), p.Men(them)
	kings := p.OfKind(db.King)
	if own&kings&home.Bit() != 0 {
		return false
	}
	if p.OfKind(db.Pawn)&enemy&preCorner[them].Bit() != 0 && !(own | enemy).Has(home) {
		return true
	}
	return db.KingAttacks(home)&enemy&kings != 0 && !enemy.Has(home) && p.AttackersTo(home, us, own|enemy) == 0
}

// hasPieces reports whether side c has a piece other than pawns and the
// king: null-move pruning is unsafe without (zugzwang).
func hasPieces(p *db.Position, c db.Color) bool {
	return p.Men(c)&^(p.OfKind(db.Pawn)|p.OfKind(db.King)) != 0
}

// negamax scores the position at ply for its side to move, within
// (alpha, beta). The move that led here did not win at once: the parent
// looked for a corner win first.
func (s *searcher) negamax(depth int, alpha, beta int32, ply int, inCheck, nullOK bool) int32 {
	s.pvLen[ply] = ply
	p := &s.stack[ply]
	if s.repeated(ply, p) {
		return 0
	}
	if p.Quiet() >= db.FiftyMoveLimit { // a draw, unless the side to move is mated
		if inCheck && !p.HasLegalMove() {
			return -win + int32(ply)
		}
		return 0
	}
	if depth <= 0 || ply >= maxPly-1 {
		if s.cfg.Quiescence && ply < maxPly-1 {
			return s.quiesce(alpha, beta, ply, 0, inCheck)
		}
		if s.count() {
			return 0
		}
		return s.leaf(p, ply, inCheck)
	}
	if s.count() {
		return 0
	}
	// No line from here can do better than winning at once or worse than
	// being mated now.
	alpha = max(alpha, -win+int32(ply))
	beta = min(beta, win-int32(ply)-1)
	if alpha >= beta {
		return alpha
	}
	if m := s.cornerWin(p); m != db.NoMove {
		s.pv[ply][ply], s.pvLen[ply] = m, ply+1
		return win - int32(ply) - 1
	}
	pvNode := beta-alpha > 1
	hash := p.Key()
	e := &s.tt[hash&uint64(len(s.tt)-1)]
	ttMove := db.NoMove
	if e.key == hash && e.bound != boundNone {
		ttMove = e.move
		if !pvNode && int(e.depth) >= depth {
			v := fromTT(e.score, ply)
			if e.bound == boundExact || e.bound == boundLower && v >= beta || e.bound == boundUpper && v <= alpha {
				return v
			}
		}
	}
	us := p.Turn()

	// Pruning by the evaluation, where it is to be trusted: not in check,
	// no corner threatened, no win or loss in sight.
	calm := !pvNode && !inCheck && beta > -winBound && beta < winBound && !threatened(p)
	var static int32
	if calm {
		static = s.eval(p)
	}
	// So far above beta near the horizon that no reply will bring it down
	// (reverse futility).
	if calm && s.cfg.Futility && depth <= 3 && static-futilityMargin*int32(depth) >= beta {
		return static - futilityMargin*int32(depth)
	}
	// Null move: if passing still holds beta, a real move surely does.
	if calm && s.cfg.NullMove && nullOK && depth >= 3 && hasPieces(p, us) && static >= beta {
		c := &s.stack[ply+1]
		*c = *p
		c.PlayNull()
		s.hashes[s.root+ply+1] = c.Key()
		r := 3
		if depth >= 7 {
			r = 4
		}
		v := -s.negamax(depth-r, -beta, -beta+1, ply+1, false, false)
		if s.stopped {
			return 0
		}
		if v >= beta {
			return beta
		}
	}

	moves := p.LegalMoves(s.moves[ply][:0])
	if len(moves) == 0 {
		if inCheck {
			return -win + int32(ply)
		}
		return 0 // stalemate
	}
	sc := s.score(p, moves, ttMove, ply)
	alpha0, best, bestMove := alpha, int32(-infinity), db.NoMove
	enemy := p.Men(us ^ 1)
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	// So far below alpha near the horizon that only a capture, a
	// promotion or a check may help (futility).
	futile := calm && s.cfg.Futility && depth <= 2 && static+futilityMargin*int32(depth) <= alpha
	ordered := false
	for i := range moves {
		if !ordered {
			ordered = pick(moves, sc, i)
		}
		m := moves[i]
		quiet := m.Promotion() == db.NoKind && (m.IsCastle() || !enemy.Has(m.To()))
		c := &s.stack[ply+1]
		*c = *p
		c.Play(m)
		s.hashes[s.root+ply+1] = c.Key()
		check := c.InCheck()
		if futile && quiet && !check && i > 0 && best > -winBound {
			continue
		}
		d := depth - 1
		if check && s.cfg.CheckExtend && ply < maxPly/2 {
			d++
		}
		var v int32
		if i == 0 {
			v = -s.negamax(d, -beta, -alpha, ply+1, check, true)
		} else {
			r := 0
			if s.cfg.Reductions && depth >= 3 && i >= 3 && quiet && !inCheck && !check && m != k0 && m != k1 {
				r = 1
				if i >= 8 && depth >= 5 {
					r = 2
				}
			}
			v = -s.negamax(d-r, -alpha-1, -alpha, ply+1, check, true)
			if v > alpha && r > 0 && !s.stopped {
				v = -s.negamax(d, -alpha-1, -alpha, ply+1, check, true)
			}
			if v > alpha && v < beta && !s.stopped {
				v = -s.negamax(d, -beta, -alpha, ply+1, check, true)
			}
		}
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		if v > alpha {
			alpha = v
			s.setPV(ply, m)
		}
		if alpha >= beta {
			if quiet {
				if m != k0 {
					s.killers[ply][1], s.killers[ply][0] = k0, m
				}
				h := &s.history[us][int(m.From())<<6|int(m.To())]
				*h = min(*h+int32(depth*depth), 1<<20)
			}
			break
		}
	}
	b := boundExact
	switch {
	case best <= alpha0:
		b = boundUpper
	case best >= beta:
		b = boundLower
	}
	*e = ttEntry{key: hash, move: bestMove, score: toTT(best, ply), depth: int8(depth), bound: b}
	return best
}

// leaf scores a position at the horizon without quiescence: mate and
// stalemate are seen, else the evaluation.
func (s *searcher) leaf(p *db.Position, ply int, inCheck bool) int32 {
	if m := s.cornerWin(p); m != db.NoMove {
		return win - int32(ply) - 1
	}
	if !p.HasLegalMove() {
		if inCheck {
			return -win + int32(ply)
		}
		return 0
	}
	return s.eval(p)
}

// quiesce searches only the moves that change the position's value
// sharply: captures that do not lose material, promotions to a queen,
// and pawn steps that threaten the open enemy corner. It searches every
// move when in check, and at the horizon (qply 0) when the opponent
// threatens to reach our corner: standing pat is then no option. Deeper
// in (qply > 0) such a threat is left to the evaluation, or the threats
// and promotions of both sides would make the tree explode.
func (s *searcher) quiesce(alpha, beta int32, ply, qply int, inCheck bool) int32 {
	s.pvLen[ply] = ply
	if s.count() {
		return 0
	}
	p := &s.stack[ply]
	if m := s.cornerWin(p); m != db.NoMove {
		s.pv[ply][ply], s.pvLen[ply] = m, ply+1
		return win - int32(ply) - 1
	}
	if ply >= maxPly-1 {
		return s.eval(p)
	}
	all := inCheck || qply == 0 && threatened(p)
	best := int32(-infinity)
	if !all {
		stand := s.eval(p)
		if stand >= beta {
			return stand
		}
		alpha = max(alpha, stand)
		best = stand
	}
	var moves []db.Move
	if all {
		moves = p.LegalMoves(s.moves[ply][:0])
		if len(moves) == 0 {
			if inCheck {
				return -win + int32(ply)
			}
			return 0 // stalemate
		}
	} else {
		// The sharp moves, but captures that lose material. (A stalemate
		// here goes unseen: the side stands pat.)
		moves = noisyMoves(p, s.moves[ply][:0])
	}
	sc := s.score(p, moves, db.NoMove, ply)
	if !all {
		// Drop the captures that lose material: score rated them below
		// the quiet moves, and there are none here but the steps before
		// the corner (rated by history, far above).
		n := 0
		for i, m := range moves {
			if sc[i] > -1<<20+1<<16 {
				moves[n], sc[n] = m, sc[i]
				n++
			}
		}
		moves, sc = moves[:n], sc[:n]
	}
	ordered := false
	for i := range moves {
		if !ordered {
			ordered = pick(moves, sc, i)
		}
		m := moves[i]
		c := &s.stack[ply+1]
		*c = *p
		c.Play(m)
		if !all && leftInCheck(c) {
			continue
		}
		v := -s.quiesce(-beta, -alpha, ply+1, qply+1, c.InCheck())
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
		}
		if v > alpha {
			alpha = v
			s.setPV(ply, m)
			if alpha >= beta {
				break
			}
		}
	}
	return best
}

// toTT and fromTT store wins and losses as distances from the node, not
// from the root.
func toTT(v int32, ply int) int16 {
	switch {
	case v > winBound:
		v += int32(ply)
	case v < -winBound:
		v -= int32(ply)
	}
	return int16(v)
}

func fromTT(v int16, ply int) int32 {
	w := int32(v)
	switch {
	case w > winBound:
		w -= int32(ply)
	case w < -winBound:
		w += int32(ply)
	}
	return w
}

// score rates moves for ordering: the table's move, then captures by
// victim and attacker (most valuable victim, least valuable attacker) and
// queen promotions, then the killers, then by history; underpromotions
// last.
func (s *searcher) score(p *db.Position, moves []db.Move, ttMove db.Move, ply int) []int32 {
	sc := s.scores[ply][:len(moves)]
	us := p.Turn()
	enemy := p.Men(us ^ 1)
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	hist := &s.history[us]
	for i, m := range moves {
		var v int32
		to := m.To()
		promo := m.Promotion()
		switch {
		case m == ttMove:
			v = 1 << 30
		case !m.IsCastle() && enemy.Has(to):
			victim, attacker := values[p.KindOn(to)], values[p.KindOn(m.From())]
			v = 1<<28 + 16*victim - attacker/16
			if promo != db.NoKind {
				v += 16 * (values[promo] - pawnValue)
			} else if victim < attacker && see(p, m) < 0 {
				v = -1<<20 + 16*victim - attacker/16 // after the quiet moves
			}
		case promo == db.Queen:
			v = 1<<28 + 16*(queenValue-pawnValue)
		case promo != db.NoKind:
			v = -1 << 24
		case m == k0:
			v = 1<<27 + 1
		case m == k1:
			v = 1 << 27
		default:
			v = hist[int(m.From())<<6|int(to)]
		}
		sc[i] = v
	}
	return sc
}

// pick brings the best-rated of moves[i:] to place i. When that is
// rated 0 or less, the rest are quiet moves without history (rated 0),
// whose order does not matter, and the losing captures and
// underpromotions (below 0): pick then puts the rest in their final order
// at once, the latter sorted after the former, and reports that no more
// picking is needed.
func pick(moves []db.Move, sc []int32, i int) (done bool) {
	b := i
	for j := i + 1; j < len(moves); j++ {
		if sc[j] > sc[b] {
			b = j
		}
	}
	moves[i], moves[b] = moves[b], moves[i]
	sc[i], sc[b] = sc[b], sc[i]
	if sc[i] > 0 {
		return false
	}
	// The zeros first, in their order, then the negatives by rating.
	n := i + 1
	for j := i + 1; j < len(moves); j++ {
		if sc[j] == 0 {
			moves[n], moves[j] = moves[j], moves[n]
			sc[n], sc[j] = sc[j], sc[n]
			n++
		}
	}
	for j := n + 1; j < len(moves); j++ {
		for k := j; k > n && sc[k] > sc[k-1]; k-- {
			moves[k], moves[k-1] = moves[k-1], moves[k]
			sc[k], sc[k-1] = sc[k-1], sc[k]
		}
	}
	return true
}

// expected maps a score for the side to move to an expected result in
// [0, 1]: 1 or 0 for a win or loss found, else a logistic curve in
// pawns (one pawn up is about 0.64).
func expected(v int32) float64 {
	switch {
	case v > winBound:
		return 1
	case v < -winBound:
		return 0
	}
	return 1 / (1 + math.Pow(10, -float64(v)/400))
}

// see is the static exchange evaluation of capture m: the material the
// side to move wins on m's square when both sides go on capturing there
// with their least valuable piece, each free to stop. Pins are ignored.
func see(p *db.Position, m db.Move) int32 {
	to := m.To()
	occupied := p.Men(db.White) | p.Men(db.Black)
	var gain [32]int32
	gain[0] = values[p.KindOn(to)]
	piece := p.KindOn(m.From())
	occupied &^= m.From().Bit()
	side := p.Turn() ^ 1
	d := 0
	for d < len(gain)-1 {
		d++
		gain[d] = values[piece] - gain[d-1] // if the piece just moved is taken
		attackers := p.AttackersTo(to, side, occupied) & occupied
		if attackers == 0 {
			break
		}
		var from db.Square
		for k := db.Pawn; k <= db.King; k++ {
			if b := attackers & p.OfKind(k); b != 0 {
				from, piece = b.First(), k
				break
			}
		}
		if piece == db.King && p.AttackersTo(to, side^1, occupied&^from.Bit())&occupied != 0 {
			break // the king may not take a guarded piece
		}
		occupied &^= from.Bit()
		side ^= 1
	}
	for d--; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}
