package ai

import (
	"fmt"

	"diamond/rules/diamond"
	"diamond/rules/game"
	"diamond/rules/player"
	"diamond/rules/search"
)

// Play is Diamond's computer player for the game-independent callers
// (rules/players): the worker, the arena and the engine protocol.
func Play(m game.Match, req player.Request) (player.Analysis, error) {
	dm, ok := m.(*diamond.Match)
	if !ok {
		return player.Analysis{}, fmt.Errorf("the Diamond player was given a game of %s", m.Spec().Name())
	}
	sr := LevelSearch(Level(req.Level))
	if req.Nodes > 0 {
		sr.Iterations = req.Nodes
	}
	return analyse(dm.Game(), Think(dm.Game(), Options{Level: Level(req.Level), Seed: req.Seed, MoveTime: req.MoveTime, Search: &sr}), sr.AlphaBeta), nil
}

// analyse writes an answer in notation: its line as far as it is legal.
func analyse(g *diamond.Game, a Analysis, alphaBeta bool) player.Analysis {
	out := player.Analysis{Score: a.Score, Count: a.Iterations, Counted: "playouts", Elapsed: a.Elapsed}
	if alphaBeta {
		out.Counted = "positions"
	}
	p := g.Position()
	out.Move = diamond.FormatAction(p, a.Action)
	for _, act := range a.Line {
		if p.Check(act) != nil {
			break
		}
		out.Line = append(out.Line, diamond.FormatAction(p, act))
		p.Play(act)
	}
	return out
}

// ProofState is the game in m as the forced-win prover sees it
// (search.NewProver), for tools that prove positions (cmd/puzzles).
func ProofState(m game.Match) (search.State, error) {
	dm, ok := m.(*diamond.Match)
	if !ok {
		return nil, fmt.Errorf("the Diamond player was given a game of %s", m.Spec().Name())
	}
	return newDiamondState(dm.Game(), false), nil
}
