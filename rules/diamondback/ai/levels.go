// Package ai is Diamondback Chess's computer player: an alpha-beta chess
// engine for the variant (iterative deepening, principal variation
// search, a transposition table, quiescence search, null-move pruning and
// late-move reductions), with an evaluation that knows the rotated board,
// the pawns' kinds and their race to the enemy corner, and the kings'
// corners. It also holds the arena's baselines: plain UCT through
// rules/search and a fixed-depth material-only alpha-beta.
//
// This file is the levels table, which the app links to show the levels:
// it holds data only, no search.
package ai

import (
	"math"
	"time"

	"diamond/rules/player"
)

// Level is the computer's strength, from 1 (beginner) to MaxLevel.
type Level int

// MaxLevel is the strongest level.
const MaxLevel Level = 5

// LevelInfo describes a level for the level picker and docs/ai.md.
type LevelInfo struct {
	Level             Level
	Name, Description string
}

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

var levels = []struct {
	info   LevelInfo
	search Search
}{
	{LevelInfo{1, "Beginner", "Looks a move or two ahead and judges roughly: misses tactics. For a first game."}, noisy(engine(300, 0))},
	{LevelInfo{2, "Casual", "Takes what it is given and sees short threats, but plans little."}, engine(1_000, 0)},
	{LevelInfo{3, "Club", "As Casual, and thinks further ahead."}, engine(10_000, 0)},
	{LevelInfo{4, "Strong", "Thinks much further ahead: a hard opponent."}, engine(100_000, 0)},
	// 0.7 s, as Diamond's level 5: the page adds about 0.1 s to pass the
	// question and draw the answer, so it shows within a second.
	{LevelInfo{5, "Expert", "Thinks for most of a second a move: the strongest."}, engine(0, 700*time.Millisecond)},
}

// noisy makes a search judge positions roughly, for the beginner.
func noisy(s Search) Search {
	s.Noise = 120
	return s
}

// Levels lists the levels, weakest first.
func Levels() []LevelInfo {
	infos := make([]LevelInfo, len(levels))
	for i, l := range levels {
		infos[i] = l.info
	}
	return infos
}

// LevelSearch returns the search of a level, clamped to 1..MaxLevel.
func LevelSearch(l Level) Search {
	l = max(1, min(l, MaxLevel))
	return levels[l-1].search
}

// LevelInfos lists the levels in the game-independent form.
func LevelInfos() []player.LevelInfo {
	var ls []player.LevelInfo
	for _, l := range Levels() {
		ls = append(ls, player.LevelInfo{Level: int(l.Level), Name: l.Name, Description: l.Description})
	}
	return ls
}
