package ai

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

// searchConfig says how one search runs.
type searchConfig struct {
	iterations int           // stop after this many iterations (0: no limit)
	time       time.Duration // stop after this long (0: no limit)
	explore    float64       // UCB exploration constant c in mean + c·sqrt(ln N / n)
	solver     bool          // prove wins and losses in the tree
	expandAt   int32         // visits a node needs before its children are made
	maxNodes   int           // stop growing the tree beyond this many nodes
}

// tree is one search from a root state.
type tree struct {
	cfg   searchConfig
	s     State
	r     *rng.Rand
	nodes []node
	path  []int32
	buf   []Move
}

// result is what a search found.
type result struct {
	move       Move
	score      float64 // for the player to move at the root
	line       []Move
	iterations int
	proven     bool // score is exact (a proven win or loss)
	winIn      int  // for a win found by the forced-win search: within how many moves
}

// search runs MCTS from s (not over) among the root moves given (all legal
// moves when nil) and returns the best move.
func search(s State, rootMoves []Move, cfg searchConfig, r *rng.Rand, start time.Time) result {
	t := &tree{cfg: cfg, s: s, r: r}
	if cfg.maxNodes == 0 {
		t.cfg.maxNodes = 4 << 20
	}
	t.nodes = append(t.nodes, node{})
	if rootMoves == nil {
		rootMoves = s.Moves(nil)
	}
	t.addChildren(0, rootMoves)
	n := 0
	for ; cfg.iterations == 0 || n < cfg.iterations; n++ {
		if cfg.time > 0 && n%32 == 0 && time.Since(start) >= cfg.time {
			break
		}
		if t.nodes[0].proof != unproven || len(rootMoves) == 1 && n > 0 {
			break
		}
		t.iterate()
	}
	res := t.best()
	res.iterations = n
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
	i := int32(0)
	for t.nodes[i].count > 0 && t.nodes[i].proof == unproven {
		i = t.choose(i)
		t.s.Play(t.nodes[i].move)
		t.path = append(t.path, i)
	}
	nd := &t.nodes[i]
	var res float64 // for the player who made nd.move
	switch {
	case nd.proof == provenWin:
		res = 1
	case nd.proof == provenLoss:
		res = 0
	case nd.leaf:
		_, res = t.s.Over()
	default:
		if over, v := t.s.Over(); over {
			nd.leaf, res = true, v
			if t.cfg.solver && v == 1 {
				nd.proof = provenWin
			}
			break
		}
		if t.cfg.solver {
			if _, ok := t.s.Win(); ok {
				nd.proof, res = provenLoss, 0
				break
			}
		}
		if nd.visits+1 >= t.cfg.expandAt && len(t.nodes) < t.cfg.maxNodes {
			t.buf = t.s.Moves(t.buf)
			t.addChildren(i, t.buf) // may move t.nodes: nd is stale after this
		}
		res = 1 - t.s.Playout(t.r)
	}
	t.backup(res)
}

// backup adds the result along the path and, with the solver, propagates
// proofs upwards. It also takes back the moves played on the way down.
func (t *tree) backup(res float64) {
	for k := len(t.path) - 1; k >= 0; k-- {
		i := t.path[k]
		nd := &t.nodes[i]
		nd.visits++
		nd.wins += float32(res)
		res = 1 - res
		if k > 0 {
			t.s.Undo()
			if t.cfg.solver && nd.proof != unproven {
				t.prove(t.path[k-1])
			}
		}
	}
}

// prove marks node i proven when a child's proof decides it: one winning
// reply makes it a loss for the player who moved into it, and all replies
// losing make it a win.
func (t *tree) prove(i int32) {
	nd := &t.nodes[i]
	if nd.proof != unproven {
		return
	}
	allLose := true
	for _, c := range t.nodes[nd.first : nd.first+int32(nd.count)] {
		if c.proof == provenWin {
			nd.proof = provenLoss
			return
		}
		if c.proof != provenLoss {
			allLose = false
		}
	}
	if allLose {
		nd.proof = provenWin
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
			v = float64(ch.wins)/n + t.cfg.explore*math.Sqrt(logN/n)
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

func (t *tree) best() result {
	c := t.bestChild(0)
	if c < 0 {
		return result{}
	}
	ch := &t.nodes[c]
	res := result{move: ch.move}
	switch {
	case ch.proof == provenWin:
		res.score, res.proven = 1, true
	case ch.proof == provenLoss:
		res.score, res.proven = 0, true
	case ch.visits > 0:
		res.score = float64(ch.wins) / float64(ch.visits)
	default:
		res.score = 0.5
	}
	for i := c; i >= 0; i = t.bestChild(i) {
		res.line = append(res.line, t.nodes[i].move)
		if t.nodes[i].visits == 0 || t.nodes[i].count == 0 {
			break
		}
	}
	res.line = finishLine(t.s, res.line)
	return res
}

// finishLine adds to a line the move that wins at once at its end, if
// any: the tree proves such leaves without adding the move.
func finishLine(s State, line []Move) []Move {
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
