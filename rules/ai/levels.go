package ai

import (
	"time"

	"diamond/rules/rng"
)

// Level is the computer's strength, from 1 (beginner) to MaxLevel.
type Level int

// MaxLevel is the strongest level.
const MaxLevel Level = 4

// LevelInfo describes a level for the level picker and the README.
type LevelInfo struct {
	Level             Level
	Name, Description string
}

// plan is everything a level decides.
type plan struct {
	info          LevelInfo
	search        searchConfig
	smartPlayouts bool
	tactics       int // look for forced wins within this many moves (0: none), and avoid losing at once
	proofBudget   int // nodes for the forced-win search
}

var plans = []plan{
	{
		info:   LevelInfo{Level: 1, Name: "Beginner", Description: "300 random playouts a move; misses threats."},
		search: searchConfig{iterations: 300, explore: 1.4, expandAt: 1},
	},
	{
		info:          LevelInfo{Level: 2, Name: "Casual", Description: "Never misses a win in one, two or three moves nor a threat to block; 1,000 playouts."},
		search:        searchConfig{iterations: 1000, explore: 1.0, solver: true, expandAt: 1},
		smartPlayouts: true, tactics: 3, proofBudget: 200_000,
	},
	{
		info:          LevelInfo{Level: 3, Name: "Club", Description: "As Casual, with 5,000 playouts."},
		search:        searchConfig{iterations: 5000, explore: 1.0, solver: true, expandAt: 1},
		smartPlayouts: true, tactics: 3, proofBudget: 200_000,
	},
	{
		info:          LevelInfo{Level: 4, Name: "Expert", Description: "As Casual, searching for 0.8 s."},
		search:        searchConfig{time: 800 * time.Millisecond, explore: 1.0, solver: true, expandAt: 1},
		smartPlayouts: true, tactics: 3, proofBudget: 200_000,
	},
}

// Levels lists the levels, weakest first.
func Levels() []LevelInfo {
	infos := make([]LevelInfo, len(plans))
	for i, p := range plans {
		infos[i] = p.info
	}
	return infos
}

// planFor returns the plan of a level, clamped to 1..MaxLevel.
func planFor(l Level) plan {
	l = max(1, min(l, MaxLevel))
	return plans[l-1]
}

// run plays the plan from s: the forced-win search first, then MCTS among
// the moves that do not lose at once.
func (pl plan) run(s State, r *rng.Rand, start time.Time) result {
	moves := s.Moves(nil)
	extra := 0
	if pl.tactics > 0 {
		pr := newProver(s, pl.proofBudget)
		m, k, ok := pr.winIn(pl.tactics)
		extra = pr.nodes
		if ok {
			return result{move: m, score: 1, line: []Move{m}, iterations: pr.nodes, proven: true, winIn: k}
		}
		moves = safeMoves(s, moves)
	}
	res := search(s, moves, pl.search, r, start)
	res.iterations += extra
	return res
}
