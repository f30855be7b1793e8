// Package ai is Diamondback Chess's computer player: an alpha-beta chess
// engine for the variant (iterative deepening, principal variation
// search, a transposition table, quiescence search, null-move pruning and
// late-move reductions), with an evaluation that knows the rotated board,
// the pawns' kinds and their race to the enemy corner, and the kings'
// corners. It also holds the arena's baselines: plain UCT through
// rules/search and a fixed-depth material-only alpha-beta.
//
// This file turns the levels (rules/diamondback/levels, the table the app
// links to show them) into searches.
package ai

import (
	"math"
	"time"

	"diamond/rules/diamondback/levels"
)

// Level is the computer's strength, from 1 (beginner) to MaxLevel. The
// levels' names, descriptions and budgets are rules/diamondback/levels's
// table, which the app links without this package's search.
type Level int

// MaxLevel is the strongest level.
const MaxLevel Level = levels.Max

// Search says how Think searches; the levels are made of these. Options
// may carry one to replace the level's (the arena's experiments and
// baselines do).
type Search struct {
	Nodes int           // stop after this many positions (0: no limit)
	Time  time.Duration // stop after this long (0: no limit)
	Depth int           // search at most this deep, in plies (0: no limit)

	// UCT, when set, replaces alpha-beta by plain UCT: uniformly random
	// playouts through rules/search's MCTS, UCB1 with constant Explore.
	UCT     bool
	Explore float64

	// Alpha-beta's parts, for experiments. The levels turn them all on.
	Material    bool  // evaluate material only
	Quiescence  bool  // search captures, promotions and corner threats at the horizon
	NullMove    bool  // null-move pruning
	Reductions  bool  // late-move reductions
	CheckExtend bool  // search a move that gives check one ply deeper
	Futility    bool  // near the horizon, prune by the evaluation far from alpha or beta
	Noise       int32 // add up to this many centipawns of noise to each evaluation (seeded)
}

// engine is the levels' alpha-beta: everything on.
func engine(nodes int, budget time.Duration) Search {
	return Search{Nodes: nodes, Time: budget, Quiescence: true, NullMove: true, Reductions: true, CheckExtend: true, Futility: true}
}

// PlainUCT is a baseline: UCT with uniformly random playouts and the
// textbook UCB1 constant √2, no solver. budget is its thinking time per
// move (0: 10,000 playouts).
func PlainUCT(budget time.Duration) Search {
	return Search{UCT: true, Time: budget, Explore: math.Sqrt2}
}

// MaterialSearch is the other baseline: plain alpha-beta to a fixed depth
// counting material only, without quiescence or pruning. It still sees
// the game's ends (mate, a corner reached, draws) within its depth.
func MaterialSearch(depth int) Search {
	return Search{Depth: depth, Material: true}
}

// noisy makes a search judge positions roughly, for the beginner.
func noisy(s Search) Search {
	s.Noise = 120
	return s
}

// LevelSearch returns the search of a level, clamped to 1..MaxLevel: the
// engine for the level's positions or time, noisy at level 1.
func LevelSearch(l Level) Search {
	lv := levels.Of(int(l))
	if lv.Level == 1 {
		return noisy(engine(lv.Nodes, lv.Time))
	}
	return engine(lv.Nodes, lv.Time)
}
