package ai

import (
	"math"
	"time"

	"diamond/rules/diamond/levels"
	"diamond/rules/rng"
	"diamond/rules/search"
)

// Level is the computer's strength, from 1 (beginner) to MaxLevel. The
// levels' names, descriptions and budgets are rules/diamond/levels's
// table, which the app links without this package's search.
type Level int

// MaxLevel is the strongest level.
const MaxLevel Level = levels.Max

// Search says how Think searches; the levels are made of these. Options
// may carry one to replace the level's (the arena's experiments and the
// plain UCT baseline do).
type Search struct {
	Iterations int           // MCTS iterations (playouts); 0: no limit
	Time       time.Duration // thinking time; 0: no limit
	Explore    float64       // UCB exploration constant c in mean + c·sqrt(ln N / n)
	Solver     bool          // prove wins and losses in the tree
	Tactical   bool          // tactical playouts (complete a square, block one) instead of uniformly random
	ForcedWin  int           // first look for a forced win within this many moves, and avoid moves that lose at once (0: neither)
	ProofNodes int           // node budget of the forced-win search
	ExpandAt   int           // visits a tree node needs before its replies are added (0 or 1: at once)
	AlphaBeta  bool          // alpha-beta with an evaluation instead of MCTS (Iterations then counts nodes)
	// Alpha-beta's options.
	ThreatExtension bool // search one action further at the horizon when the opponent threatens a square
	CaptureEval     bool // the evaluation counts the captures each side could make next
}

// PlainUCT is the baseline the levels are measured against: UCT with
// uniformly random playouts and the textbook UCB1 constant sqrt(2), no
// solver, no tactics. budget is its thinking time per move.
func PlainUCT(budget time.Duration) Search {
	return Search{Time: budget, Explore: math.Sqrt2}
}

// tactical is the search the levels above the first share: forced wins
// in up to three moves first, never a move that loses at once, then
// alpha-beta with the threat extension for the given nodes or time. (Its
// MCTS settings serve when AlphaBeta is switched off in experiments.)
func tactical(nodes int, budget time.Duration) Search {
	return Search{
		Iterations: nodes, Time: budget,
		ForcedWin: 3, ProofNodes: 1_000_000,
		AlphaBeta: true, ThreatExtension: true,
		Explore: 1.0, Solver: true, Tactical: true,
	}
}

// LevelSearch returns the search of a level, clamped to 1..MaxLevel:
// level 1 a plain MCTS of the level's playouts, the others tactical for
// the level's positions or time.
func LevelSearch(l Level) Search {
	lv := levels.Of(int(l))
	if lv.Level == 1 {
		return Search{Iterations: lv.Nodes, Explore: 1.4}
	}
	return tactical(lv.Nodes, lv.Time)
}

// config is the tree search's part of the Search.
func (sr Search) config() search.MCTSConfig {
	return search.MCTSConfig{
		Iterations: sr.Iterations,
		Time:       sr.Time,
		Explore:    sr.Explore,
		Solver:     sr.Solver,
		ExpandAt:   int32(sr.ExpandAt),
	}
}

// run searches s: the forced-win search first, then MCTS among the moves
// that do not lose at once.
func (sr Search) run(s *diamondState, r *rng.Rand, start time.Time) search.Result {
	moves := s.Moves(nil)
	if len(moves) == 0 {
		return search.Result{Score: 0.5} // the game is over: nothing to play
	}
	extra := 0
	if sr.ForcedWin > 0 {
		pr := search.NewProver(s, sr.ProofNodes)
		if sr.Time > 0 {
			pr.Deadline = start.Add(sr.Time)
		}
		m, k, ok := pr.WinIn(sr.ForcedWin)
		extra = pr.Nodes()
		if ok {
			return search.Result{Move: m, Score: 1, Line: []Move{m}, Iterations: pr.Nodes(), Proven: true, WinIn: k}
		}
		moves = search.SafeMoves(s, moves)
	}
	var res search.Result
	if sr.AlphaBeta {
		res = searchAlphaBeta(s, moves, sr, r, start)
	} else {
		res = search.MCTS(s, moves, sr.config(), r, start)
	}
	res.Iterations += extra
	return res
}
