package ai

import (
	"fmt"

	db "diamond/rules/diamondback"
	"diamond/rules/game"
	"diamond/rules/player"
	"diamond/rules/search"
)

// Play is Diamondback's computer player for the game-independent callers
// (rules/players): the worker, the arena and the engine protocol.
func Play(m game.Match, req player.Request) (player.Analysis, error) {
	dm, ok := m.(*db.Match)
	if !ok {
		return player.Analysis{}, fmt.Errorf("the Diamondback player was given a game of %s", m.Spec().Name())
	}
	g := dm.Game()
	sr := LevelSearch(Level(req.Level))
	if req.Nodes > 0 {
		sr.Nodes = req.Nodes
	}
	a := Think(g, Options{Level: Level(req.Level), Seed: req.Seed, MoveTime: req.MoveTime, Search: &sr})
	return analyse(g, a, sr.UCT), nil
}

// analyse writes an answer in notation (as Match.Moves writes moves):
// its line as far as it is legal.
func analyse(g *db.Game, a Analysis, uct bool) player.Analysis {
	out := player.Analysis{Score: a.Score, Count: a.Count, Counted: "positions", Elapsed: a.Elapsed}
	if uct {
		out.Counted = "playouts"
	}
	p := g.Position()
	for i, m := range a.Line {
		if !p.IsLegal(m) {
			break
		}
		s := db.FormatSAN(p, m)
		if i == 0 {
			out.Move = s
		}
		out.Line = append(out.Line, s)
		p.Play(m)
	}
	if out.Move == "" && a.Move != db.NoMove {
		out.Move = db.FormatSAN(p, a.Move)
		out.Line = []string{out.Move}
	}
	return out
}

// ProofState is the game in m as the forced-win prover sees it
// (search.NewProver), for tools that prove positions (cmd/puzzles).
func ProofState(m game.Match) (search.State, error) {
	dm, ok := m.(*db.Match)
	if !ok {
		return nil, fmt.Errorf("the Diamondback player was given a game of %s", m.Spec().Name())
	}
	return newState(dm.Game()), nil
}
