package ai

import (
	"time"

	"diamond/rules/diamond"
	"diamond/rules/rng"
)

// Options say how Think plays.
type Options struct {
	Level Level
	// Seed makes the search repeatable: with a level that stops after a
	// number of iterations, the same game and seed give the same answer.
	// Timed searches vary with the machine's speed.
	Seed uint64
	// MoveTime, when positive, replaces the level's budget by this much
	// thinking time.
	MoveTime time.Duration
	// Search, when set, replaces the level's search (MoveTime still
	// applies): for experiments and the plain UCT baseline.
	Search *Search
}

// Analysis is what Think found.
type Analysis struct {
	Action     diamond.Action   // the action to play
	Score      float64          // expected result for the side to move: 1 win, 0.5 draw or level, 0 loss
	Line       []diamond.Action // the expected line of play, starting with Action
	Iterations int              // nodes searched (alpha-beta) or playouts run (MCTS), plus forced-win search nodes
	Elapsed    time.Duration
}

// Think chooses an action for the side to move in g, which must not be
// over (for a finished game it returns NoAction). It does not modify g.
func Think(g *diamond.Game, opt Options) Analysis {
	start := time.Now()
	sr := LevelSearch(opt.Level)
	if opt.Search != nil {
		sr = *opt.Search
	}
	if opt.MoveTime > 0 {
		sr.Time, sr.Iterations = opt.MoveTime, 0
	}
	s := newDiamondState(g, sr.Tactical)
	res := sr.run(s, rng.New(opt.Seed), start)
	a := Analysis{
		Action:     diamond.Action(res.Move),
		Score:      res.Score,
		Iterations: res.Iterations,
	}
	for _, m := range res.Line {
		a.Line = append(a.Line, diamond.Action(m))
	}
	a.Elapsed = time.Since(start)
	return a
}
