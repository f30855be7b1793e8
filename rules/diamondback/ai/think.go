package ai

import (
	"time"

	db "diamond/rules/diamondback"
	"diamond/rules/rng"
	"diamond/rules/search"
)

// Options say how Think plays.
type Options struct {
	Level Level
	// Seed varies the choice among moves rated equal, so games differ.
	// With a level that stops after a number of positions, the same game
	// and seed give the same answer. Timed searches vary with the
	// machine's speed.
	Seed uint64
	// MoveTime, when positive, replaces the level's budget by this much
	// thinking time.
	MoveTime time.Duration
	// Search, when set, replaces the level's search (MoveTime still
	// applies): for experiments and the baselines.
	Search *Search
}

// Analysis is what Think found.
type Analysis struct {
	Move    db.Move   // the move to play
	Score   float64   // expected result for the side to move: 1 win, 0.5 even or a draw, 0 loss
	Line    []db.Move // the expected line of play, starting with Move
	Count   int       // positions searched (alpha-beta) or playouts run (UCT)
	Depth   int       // the depth of the last iteration (alpha-beta)
	Elapsed time.Duration
}

// Think chooses a move for the side to move in g, which must not be over
// (for a finished game it returns NoMove). It does not modify g.
func Think(g *db.Game, opt Options) Analysis {
	start := time.Now()
	sr := LevelSearch(opt.Level)
	if opt.Search != nil {
		sr = *opt.Search
	}
	if opt.MoveTime > 0 {
		sr.Time, sr.Nodes = opt.MoveTime, 0
	}
	var a Analysis
	if g.Outcome().Over() {
		return a
	}
	if sr.UCT {
		if sr.Nodes == 0 && sr.Time == 0 {
			sr.Nodes = 10_000 // no budget given: a bounded one
		}
		s := newState(g)
		res := search.MCTS(s, nil, search.MCTSConfig{Iterations: sr.Nodes, Time: sr.Time, Explore: sr.Explore}, rng.New(opt.Seed), start)
		a = Analysis{Move: db.Move(res.Move), Score: res.Score, Count: res.Iterations}
		for _, m := range res.Line {
			a.Line = append(a.Line, db.Move(m))
		}
	} else {
		res := searchAlphaBeta(g, sr, opt.Seed, start)
		a = Analysis{Move: res.move, Score: expected(res.score), Line: res.line, Count: res.nodes, Depth: res.depth}
	}
	a.Elapsed = time.Since(start)
	return a
}
