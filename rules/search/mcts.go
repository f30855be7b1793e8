package search

import (
	"math"
	"time"

	"diamond/rules/rng"
)

// Proof states of a tree node, from the point of view of the player who
// made the move into the node.
const (
	unproven int8 = iota
	provenWin
	provenLoss
)

// node is one move in the search tree. Its children (the replies) are
// stored together in tree.nodes[first : first+count].
type node struct {
	move   Move
	visits int32
	wins   float32 // sum of results for the player who made move
	first  int32
	count  int16 // children; 0 until expanded
	proof  int8
	leaf   bool // the game is over after move (or it has no replies)
}

// MCTSConfig says how one tree search runs.
type MCTSConfig struct {
	Iterations int           // stop after this many iterations (0: no limit)
	Time       time.Duration // stop after this long (0: no limit)
	Explore    float64       // UCB exploration constant c in mean + c·sqrt(ln N / n)
	Solver     bool          // prove wins and losses in the tree
	ExpandAt   int32         // visits a node needs before its children are made (0 or 1: at once)
	MaxNodes   int           // stop growing the tree beyond this many nodes (0: 4 M)
}

// tree is one search from a root state.
type tree struct {
	cfg   MCTSConfig
	s     State
	r     *rng.Rand
	nodes []node
	path  []int32
	// movers[k] is the player who made the move into path[k] (k > 0).
	movers []int8
	buf    []Move
}

// Result is what a search found.
type Result struct {
	Move       Move
	Score      float64 // for the player to move at the root
	Line       []Move
	Iterations int
	Proven     bool // Score is exact (a proven win or loss)
	WinIn      int  // for a win found by the forced-win search: within how many moves
}

// MCTS runs a Monte Carlo tree search from s (not over) among the root
// moves given (all legal moves when nil) and returns the best move. Each
// node keeps the results of the player who made its move, so a player
// may move several times in a row.
func MCTS(s State, rootMoves []Move, cfg MCTSConfig, r *rng.Rand, start time.Time) Result {
	t := &tree{cfg: cfg, s: s, r: r}
	if cfg.MaxNodes == 0 {
		t.cfg.MaxNodes = 4 << 20
	}
	t.cfg.ExpandAt = max(1, cfg.ExpandAt)
	t.nodes = append(t.nodes, node{})
	if rootMoves == nil {
		rootMoves = s.Moves(nil)
	}
	t.addChildren(0, rootMoves)
	n := 0
	for ; cfg.Iterations == 0 || n < cfg.Iterations; n++ {
		if cfg.Time > 0 && n%32 == 0 && time.Since(start) >= cfg.Time {
			break
		}
		if t.nodes[0].proof != unproven || len(rootMoves) == 1 && n > 0 {
			break
		}
		t.iterate()
	}
	res := t.best()
	res.Iterations = n
	return res
}

func (t *tree) addChildren(i int32, moves []Move) {
	first := int32(len(t.nodes))
	for _, m := range moves {
		t.nodes = append(t.nodes, node{move: m})
	}
	t.nodes[i].first, t.nodes[i].count = first, int16(len(moves))
	if len(moves) == 0 {
		t.nodes[i].leaf = true
	}
}

// iterate descends to a leaf, evaluates it by a playout (or by the game's
// end) and backs the result up.
func (t *tree) iterate() {
	t.path = append(t.path[:0], 0)
	t.movers = append(t.movers[:0], -1)
	i := int32(0)
	for t.nodes[i].count > 0 && t.nodes[i].proof == unproven {
		i = t.choose(i)
		t.movers = append(t.movers, int8(t.s.Player()))
		t.s.Play(t.nodes[i].move)
		t.path = append(t.path, i)
	}
	nd := &t.nodes[i]
	mover := int(t.movers[len(t.movers)-1])
	var v0 float64 // the value for player 0
	switch {
	case nd.proof == provenWin:
		v0 = valueFor(mover, 1)
	case nd.proof == provenLoss:
		v0 = valueFor(mover, 0)
	case nd.leaf:
		_, v0 = t.s.Over()
	default:
		if over, v := t.s.Over(); over {
			nd.leaf, v0 = true, v
			if t.cfg.Solver && valueFor(mover, v) == 1 {
				nd.proof = provenWin
			}
			break
		}
		if t.cfg.Solver {
			if _, ok := t.s.Win(); ok { // the player to move wins at once
				if t.s.Player() == mover {
					nd.proof, v0 = provenWin, valueFor(mover, 1)
				} else {
					nd.proof, v0 = provenLoss, valueFor(mover, 0)
				}
				break
			}
		}
		if nd.visits+1 >= t.cfg.ExpandAt && len(t.nodes) < t.cfg.MaxNodes {
			t.buf = t.s.Moves(t.buf)
			t.addChildren(i, t.buf) // may move t.nodes: nd is stale after this
		}
		v0 = t.s.Playout(t.r)
	}
	t.backup(v0)
}

// backup adds the value along the path, each node getting it for the
// player who made its move, and, with the solver, propagates proofs
// upwards. It also takes back the moves played on the way down.
func (t *tree) backup(v0 float64) {
	for k := len(t.path) - 1; k >= 0; k-- {
		i := t.path[k]
		nd := &t.nodes[i]
		nd.visits++
		if k > 0 {
			nd.wins += float32(valueFor(int(t.movers[k]), v0))
		} else {
			nd.wins += float32(valueFor(t.s.Player(), 1-v0)) // the root: unused
		}
		if k > 0 {
			t.s.Undo()
			if t.cfg.Solver && nd.proof != unproven {
				t.prove(t.path[k-1], int(t.movers[k-1]), int(t.movers[k]))
			}
		}
	}
}

// prove marks node i proven when a child's proof decides it. The
// children are moves of the player to move in node i, replier; mover made
// the move into i (-1 at the root). One winning child is a win for the
// replier, and all children losing a loss; for the mover that is a loss
// or a win when the replier is the opponent, and the same when the mover
// moves again.
func (t *tree) prove(i int32, mover, replier int) {
	nd := &t.nodes[i]
	if nd.proof != unproven {
		return
	}
	win, loss := provenLoss, provenWin // for the mover when the replier is the opponent
	if mover == replier {
		win, loss = provenWin, provenLoss
	}
	allLose := true
	for _, c := range t.nodes[nd.first : nd.first+int32(nd.count)] {
		if c.proof == provenWin {
			nd.proof = win
			return
		}
		if c.proof != provenLoss {
			allLose = false
		}
	}
	if allLose {
		nd.proof = loss
	}
}

// choose picks the child of i to descend into by UCB1, never a proven
// loss while another child remains.
func (t *tree) choose(i int32) int32 {
	nd := &t.nodes[i]
	logN := math.Log(float64(nd.visits) + 1)
	best, bestV := int32(-1), math.Inf(-1)
	for c := nd.first; c < nd.first+int32(nd.count); c++ {
		ch := &t.nodes[c]
		var v float64
		switch {
		case ch.proof == provenLoss:
			v = -1
		case ch.visits == 0:
			v = 1e9 + t.r.Float64() // each move once, in random order
		default:
			n := float64(ch.visits)
			v = float64(ch.wins)/n + t.cfg.Explore*math.Sqrt(logN/n)
		}
		if v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

// bestChild returns the child of i to play: a proven win, else the most
// visited child that is not a proven loss.
func (t *tree) bestChild(i int32) int32 {
	nd := &t.nodes[i]
	best := int32(-1)
	for c := nd.first; c < nd.first+int32(nd.count); c++ {
		ch := &t.nodes[c]
		switch {
		case ch.proof == provenWin:
			return c
		case best < 0:
			best = c
		case better(ch, &t.nodes[best]):
			best = c
		}
	}
	return best
}

// better orders children for play: proven losses last, then by visits,
// then by mean result.
func better(a, b *node) bool {
	if (a.proof == provenLoss) != (b.proof == provenLoss) {
		return b.proof == provenLoss
	}
	if a.visits != b.visits {
		return a.visits > b.visits
	}
	return a.wins*float32(b.visits) > b.wins*float32(a.visits)
}

func (t *tree) best() Result {
	c := t.bestChild(0)
	if c < 0 {
		return Result{}
	}
	ch := &t.nodes[c]
	res := Result{Move: ch.move}
	switch {
	case ch.proof == provenWin:
		res.Score, res.Proven = 1, true
	case ch.proof == provenLoss:
		res.Score, res.Proven = 0, true
	case ch.visits > 0:
		res.Score = float64(ch.wins) / float64(ch.visits)
	default:
		res.Score = 0.5
	}
	for i := c; i >= 0; i = t.bestChild(i) {
		res.Line = append(res.Line, t.nodes[i].move)
		if t.nodes[i].visits == 0 || t.nodes[i].count == 0 {
			break
		}
	}
	res.Line = FinishLine(t.s, res.Line)
	return res
}

// FinishLine adds to a line the move that wins at once at its end, if
// any: the tree proves such leaves without adding the move.
func FinishLine(s State, line []Move) []Move {
	for _, m := range line {
		s.Play(m)
	}
	played := len(line)
	if over, _ := s.Over(); !over {
		if m, ok := s.Win(); ok {
			line = append(line, m)
		}
	}
	for range played {
		s.Undo()
	}
	return line
}
