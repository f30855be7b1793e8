package ai

import (
	"math/bits"

	"diamond/rules/pivots"
)

// The searches that look at whole turns (alpha-beta) see a turn as one
// move: a drop and the pivot steps that follow it, a pass or a swap. A
// drop that makes a diamond has as many turns as its chain has different
// end boards (Neto's example, drop c6: 379), each a child of its own.

// turn is one whole turn of the side to move: its first action and the
// position it leaves, a turn boundary.
type turn struct {
	pos   pivots.Position
	first pivots.Action
	gain  int8  // the mover's stones minus the opponent's: the change
	path  int32 // the turn's actions are paths[path:end] (when recorded)
	end   int32
}

// maxChainNodes bounds the pivot steps explored after one drop: a chain
// whose graph is larger (none seen in play) is searched in part.
const maxChainNodes = 4096

// maxChainSteps bounds a chain's length in the generator: a chain that
// goes on longer is not among the turns. (The longest seen in 200 random
// games had 14 steps; the loop rule ends every chain.)
const maxChainSteps = 64

// The chain depths explored in full: at the root, and below it.
const (
	rootChainDepth  = 8
	innerChainDepth = 3
)

// turnGen lists whole turns. It is not safe for concurrent use.
type turnGen struct {
	st   *pivots.State
	bufs [][]pivots.Action // one buffer of actions per chain depth
	// ends maps the end boards found after the current drop to their
	// turns' places in the list being made; visited maps the boards in
	// the middle of its chain to the fewest steps that reached them (a
	// board reached again in as many steps or more is not explored again,
	// though the loop rule's memory may differ: a few ends may be missed).
	ends    map[uint64]int32
	visited map[uint64]uint8
	nodes   int // chain steps explored for the current drop
	steps   int // chain steps explored since the caller last cleared it
	// width, when positive, keeps only that many of a drop's chain ends,
	// those that gain most (the first found among equals).
	width int
	// limit bounds the steps explored after one drop (at most
	// maxChainNodes); below maxChainNodes the steps that gain most at once
	// are explored first.
	limit  int
	gains  []int8
	sorted []pivots.Action
	// depth is how many steps of a chain are explored in full; beyond,
	// only the step that gains most is followed, up to maxChainSteps.
	depth   int
	scratch []turn // a drop's chain ends before the width's cut
	// record keeps each turn's actions (at the root): the current turn's
	// in stack, every turn's in paths.
	record bool
	stack  []pivots.Action
	paths  []pivots.Action
}

func newTurnGen() *turnGen {
	return &turnGen{
		st:   pivots.NewState(pivots.StartPosition()),
		ends: map[uint64]int32{}, visited: map[uint64]uint8{},
		limit: maxChainNodes, depth: rootChainDepth,
	}
}

// byGain sorts pivot steps by what they gain at once, most first (the
// opponent's stones on the line less the mover's own it takes, -3 to 3),
// stably: a bucket sort.
func (g *turnGen) byGain(actions []pivots.Action) {
	mine, theirs := g.st.Current().Sides()
	var counts [8]int
	g.gains = g.gains[:0]
	for _, a := range actions {
		l := a.Line()
		k := 3 - bits.OnesCount64(uint64(theirs&l)) + bits.OnesCount64(uint64(mine&l&^a.Lifted())) // 0 for a gain of 3
		g.gains = append(g.gains, int8(k))
		counts[k+1]++
	}
	for k := 1; k < len(counts); k++ {
		counts[k] += counts[k-1]
	}
	g.sorted = append(g.sorted[:0], actions...)
	for i, a := range g.sorted {
		k := g.gains[i]
		actions[counts[k]] = a
		counts[k]++
	}
}

// turns appends to out the turns from p (a turn boundary, not over):
// every drop (only those that make a diamond, with capturesOnly), pass
// and swap.
func (g *turnGen) turns(p *pivots.Position, out []turn, capturesOnly bool) []turn {
	g.st.Reset(*p)
	mine, _ := p.Sides()
	for e := p.Empty(); e != 0; e &= e - 1 {
		c := e.First()
		if capturesOnly && !(mine | c.Bit()).HasDiamond() {
			continue
		}
		out = g.drop(p, c, out)
	}
	if capturesOnly {
		return out
	}
	if p.Turn() != 1 {
		out = g.single(pivots.PassAction, out)
	}
	if p.SwapAvailable() {
		out = g.single(pivots.SwapAction, out)
	}
	return out
}

// single appends the turn of one action that ends it (a pass or swap).
func (g *turnGen) single(a pivots.Action, out []turn) []turn {
	g.st.Play(a)
	out = append(out, turn{pos: *g.st.Current(), first: a})
	if g.record {
		out[len(out)-1].path, out[len(out)-1].end = g.save([]pivots.Action{a})
	}
	g.st.Undo()
	return out
}

// drop appends the turns that begin with a drop on c: one, or the end
// boards of its chain.
func (g *turnGen) drop(p *pivots.Position, c pivots.Cell, out []turn) []turn {
	a := pivots.DropAt(c)
	g.st.Play(a)
	if g.st.Current().Phase() == pivots.Choose {
		out = append(out, turn{pos: *g.st.Current(), first: a, gain: 1})
		if g.record {
			out[len(out)-1].path, out[len(out)-1].end = g.save([]pivots.Action{a})
		}
	} else {
		g.stack = append(g.stack[:0], a)
		mine, theirs := p.Sides()
		if g.width <= 0 || g.record {
			out = g.chainFrom(mine.Count()-theirs.Count(), a, out)
		} else {
			g.scratch = g.chainFrom(mine.Count()-theirs.Count(), a, g.scratch[:0])
			out = appendBest(out, g.scratch, g.width)
		}
	}
	g.st.Undo()
	return out
}

// appendBest appends to out the n turns of ends that gain most, the
// first found among equals, in their order.
func appendBest(out, ends []turn, n int) []turn {
	if len(ends) <= n {
		return append(out, ends...)
	}
	for range n {
		b := 0
		for j := range ends {
			if ends[j].gain > ends[b].gain {
				b = j
			}
		}
		out = append(out, ends[b])
		ends[b].gain = -128 // taken
	}
	return out
}

// chainFrom appends the end boards of the chain under way in g.st: base
// is the mover's stones less the opponent's before the turn, first the
// turn's first action (NoAction: each end's first step is its first).
func (g *turnGen) chainFrom(base int, first pivots.Action, out []turn) []turn {
	clear(g.ends)
	clear(g.visited)
	g.nodes = 0
	return g.chain(0, base, first, out)
}

func (g *turnGen) chain(depth, base int, first pivots.Action, out []turn) []turn {
	if depth >= maxChainSteps {
		return out // a chain that goes on and on: given up
	}
	for len(g.bufs) <= depth {
		g.bufs = append(g.bufs, make([]pivots.Action, 0, 64))
	}
	actions := g.st.LegalActions(g.bufs[depth])
	g.bufs[depth] = actions
	switch {
	case depth >= g.depth:
		g.byGain(actions)
		actions = actions[:1]
	case g.limit < maxChainNodes:
		g.byGain(actions) // the most promising steps within the limit
	}
	for _, a := range actions {
		if g.nodes >= g.limit {
			break
		}
		g.nodes++
		g.steps++
		g.st.Play(a)
		if g.record {
			g.stack = append(g.stack, a)
		}
		f := first
		if f == pivots.NoAction {
			f = a
		}
		q := g.st.Current()
		h := q.Hash()
		if q.Phase() == pivots.Choose {
			switch i, dup := g.ends[h]; {
			case !dup:
				g.ends[h] = int32(len(out))
				theirs, mine := q.Sides() // the mover is no longer to move
				out = append(out, turn{pos: *q, first: f, gain: int8(mine.Count() - theirs.Count() - base)})
				if g.record {
					out[len(out)-1].path, out[len(out)-1].end = g.save(g.stack)
				}
			case g.record && int32(len(g.stack)) < out[i].end-out[i].path:
				out[i].path, out[i].end = g.save(g.stack) // a shorter way
				out[i].first = f
			}
		} else if d, ok := g.visited[h]; !ok || depth+1 < int(d) {
			g.visited[h] = uint8(depth + 1)
			out = g.chain(depth+1, base, f, out)
		}
		if g.record {
			g.stack = g.stack[:len(g.stack)-1]
		}
		g.st.Undo()
	}
	return out
}

// save keeps a turn's actions and returns where they are.
func (g *turnGen) save(actions []pivots.Action) (int32, int32) {
	start := int32(len(g.paths))
	g.paths = append(g.paths, actions...)
	return start, int32(len(g.paths))
}

// rootTurns lists the turns from st's position, with their actions: from
// a turn boundary every turn, in the middle of a chain the ends the chain
// can still reach (st keeps the turn's boards for the loop rule). st is
// left as it was.
func (g *turnGen) rootTurns(st *pivots.State) []turn {
	g.record, g.limit, g.width, g.depth = true, maxChainNodes, 0, rootChainDepth
	defer func() { g.record = false }()
	g.paths = g.paths[:0]
	p := *st.Current()
	if p.Phase() == pivots.Choose {
		return g.turns(&p, nil, false)
	}
	saved := g.st
	g.st = st
	defer func() { g.st = saved }()
	g.stack = g.stack[:0]
	mine, theirs := p.Sides() // the mover's stones include the drop
	return g.chainFrom(mine.Count()-1-theirs.Count(), pivots.NoAction, nil)
}

// pathTo returns the actions of a turn from prev (a turn boundary) that
// leaves next, or nil.
func (g *turnGen) pathTo(prev, next *pivots.Position) []pivots.Action {
	st := pivots.NewState(*prev)
	for _, t := range g.rootTurns(st) {
		if t.pos == *next {
			return append([]pivots.Action(nil), g.paths[t.path:t.end]...)
		}
	}
	return nil
}
