package ai

import (
	"math"
	"time"

	"diamond/rules/pivots"
	"diamond/rules/pivots/levels"
	"diamond/rules/rng"
	"diamond/rules/search"
)

// Level is the computer's strength, from 1 (beginner) to MaxLevel. The
// levels' names, descriptions and budgets are rules/pivots/levels's
// table, which the app links without this package's search.
type Level int

// MaxLevel is the strongest level.
const MaxLevel Level = levels.Max

// Search says how Think searches; the levels are made of these. Options
// may carry one to replace the level's (the arena's experiments and the
// plain UCT baseline do).
type Search struct {
	Iterations int           // MCTS playouts or alpha-beta positions; 0: no limit
	Time       time.Duration // thinking time; 0: no limit
	// StepTime, when positive, is the thinking time of a pivot step that
	// the turn's plan does not answer (see Think).
	StepTime time.Duration
	// MCTS's options.
	Explore float64 // UCB exploration constant c in mean + c·sqrt(ln N / n)
	Solver  bool    // prove wins and losses in the tree
	// AlphaBeta selects the alpha-beta search over whole turns instead of
	// MCTS (Iterations then counts positions).
	AlphaBeta bool
	// Quiescence is how many capturing turns alpha-beta looks at beyond
	// its horizon.
	Quiescence int
	// ChainWidth, when positive, is how many of a drop's chain ends
	// alpha-beta looks at below the root: those that gain most.
	ChainWidth int
	// ChainNodes bounds the pivot steps alpha-beta explores after a drop
	// below the root (the steps that gain most first); the root explores
	// up to 4,096.
	ChainNodes int
	// Potential, when positive, adds to the evaluation this many
	// hundredths of a stone for each diamond holding two of a side's
	// stones and two empty cells, and three times as many for each cell
	// where its drop would make a diamond (ours counted for, theirs
	// against).
	Potential int
	// RootWidth, when positive, is how many of a drop's chain ends
	// alpha-beta searches at the root: those the evaluation rates best.
	RootWidth int
	// Book plays the pie rule's turns by the opening book (openings.go)
	// instead of searching them.
	Book bool
}

// PlainUCT is the baseline the levels are measured against: UCT over the
// atomic actions with uniformly random playouts and the textbook UCB1
// constant sqrt(2), no solver. budget is its thinking time per action.
func PlainUCT(budget time.Duration) Search {
	return Search{Time: budget, Explore: math.Sqrt2}
}

// strong is the search of the levels above the first: alpha-beta over
// whole turns, for the given positions or time.
func strong(nodes int, budget time.Duration) Search {
	return Search{
		Iterations: nodes, Time: budget, AlphaBeta: true,
		Quiescence: 4, ChainWidth: 6, ChainNodes: 256, RootWidth: 16, Book: true,
	}
}

// LevelSearch returns the search of a level, clamped to 1..MaxLevel:
// level 1 a plain MCTS of the level's playouts, the others strong for the
// level's positions or time, and its time for a step without a plan.
func LevelSearch(l Level) Search {
	lv := levels.Of(int(l))
	if lv.Level == 1 {
		return Search{Iterations: lv.Nodes, Explore: 1.4}
	}
	sr := strong(lv.Nodes, lv.Time)
	sr.StepTime = lv.Step
	return sr
}

// config is the tree search's part of the Search.
func (sr Search) config() search.MCTSConfig {
	return search.MCTSConfig{Iterations: sr.Iterations, Time: sr.Time, Explore: sr.Explore, Solver: sr.Solver}
}

// maxLineTurns bounds the turns of the expected line an answer gives.
const maxLineTurns = 6

// found is what a search found: the actions of the turn it chose from
// the current one, or from the current step, and the expected line.
type found struct {
	line  []pivots.Action // from the action to play on
	turn  int             // line[:turn] is the rest of the chosen turn
	score float64
	count int
}

// run searches the state st (not over), which it leaves as it was.
func (sr Search) run(st *pivots.State, r *rng.Rand, start time.Time) found {
	if a, ok := opening(st, r); ok && sr.Book {
		return found{line: []pivots.Action{a}, turn: 1, score: 0.5}
	}
	if sr.AlphaBeta {
		res, ab := searchAlphaBeta(st, sr, r, start)
		defer searchers.Put(ab)
		turn := ab.gen.paths[res.turn.path:res.turn.end]
		f := found{line: append([]pivots.Action(nil), turn...), turn: len(turn), score: res.score, count: res.nodes}
		prev := res.turn.pos
		for _, next := range res.line[1:min(len(res.line), maxLineTurns)] {
			path := ab.gen.pathTo(&prev, next.first, &next.pos)
			if path == nil {
				break
			}
			f.line = append(f.line, path...)
			prev = next.pos
		}
		return f
	}
	s := newPivotsState(st)
	res := search.MCTS(s, nil, sr.config(), r, start)
	f := found{score: res.Score, count: res.Iterations}
	me := st.Current().ToMove()
	// The chosen turn: the line's actions while the same side moves.
	n := 0
	for _, m := range res.Line {
		f.line = append(f.line, pivots.Action(m))
		st.Play(pivots.Action(m))
		n++
		if f.turn == 0 && (st.Current().Phase() == pivots.Choose || st.Current().ToMove() != me) {
			f.turn = len(f.line)
		}
	}
	for range n {
		st.Undo()
	}
	if f.turn == 0 {
		f.turn = len(f.line)
	}
	return f
}
