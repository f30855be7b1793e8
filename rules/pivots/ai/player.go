package ai

import (
	"fmt"

	"diamond/rules/game"
	"diamond/rules/pivots"
	"diamond/rules/player"
)

// Play is Diamonds & Pivots's computer player for the game-independent
// callers (rules/players): the worker, the arena and the engine protocol.
func Play(m game.Match, req player.Request) (player.Analysis, error) {
	opt := Options{Level: Level(req.Level), Seed: req.Seed, MoveTime: req.MoveTime}
	if req.Nodes > 0 {
		sr := LevelSearch(opt.Level)
		sr.Iterations = req.Nodes
		opt.Search = &sr
	}
	return play(m, opt)
}

func play(m game.Match, opt Options) (player.Analysis, error) {
	pm, ok := m.(*pivots.Match)
	if !ok {
		return player.Analysis{}, fmt.Errorf("the Diamonds & Pivots player was given a game of %s", m.Spec().Name())
	}
	g := pm.Game()
	a := Think(g, opt)
	sr := LevelSearch(opt.Level)
	if opt.Search != nil {
		sr = *opt.Search
	}
	out := player.Analysis{Move: a.Action.String(), Score: a.Score, Count: a.Count, Counted: "playouts", Elapsed: a.Elapsed}
	if sr.AlphaBeta {
		out.Counted = "positions"
	}
	// The line as far as it is legal.
	st := g.State()
	for _, act := range a.Line {
		if st.Check(act) != nil {
			break
		}
		out.Line = append(out.Line, act.String())
		st.Play(act)
	}
	return out, nil
}
