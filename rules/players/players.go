// Package players is the registry of the games' computer players, the
// counterpart of rules/games for search code. Only the worker, cmd/arena
// and cmd/engine import it: the app's wasm stays free of search code.
package players

import (
	"errors"
	"fmt"

	"diamond/rules/diamond"
	diamondai "diamond/rules/diamond/ai"
	"diamond/rules/diamondback"
	diamondbackai "diamond/rules/diamondback/ai"
	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/pivots"
	pivotsai "diamond/rules/pivots/ai"
	"diamond/rules/search"
)

// Player chooses a move in a game that is not over.
type Player func(m game.Match, req search.Request) (search.Analysis, error)

type entry struct {
	play   Player
	levels func() []search.LevelInfo
}

var byID = map[string]entry{
	diamond.Spec.ID():     {diamondai.Play, diamondai.LevelInfos},
	diamondback.Spec.ID(): {diamondbackai.Play, diamondbackai.LevelInfos},
	pivots.Spec.ID():      {pivotsai.Play, pivotsai.LevelInfos},
}

// Levels lists a game's levels, weakest first; none for a game without a
// computer player.
func Levels(id string) []search.LevelInfo {
	if e, ok := byID[id]; ok {
		return e.levels()
	}
	return nil
}

// Think asks the game's computer player for a move in m.
func Think(m game.Match, req search.Request) (search.Analysis, error) {
	if m.Outcome().Over {
		return search.Analysis{}, errors.New("the game is over")
	}
	e, ok := byID[m.Spec().ID()]
	if !ok {
		return search.Analysis{}, fmt.Errorf("there is no computer player for %s yet", m.Spec().Name())
	}
	return e.play(m, req)
}

// ThinkCompact reads a game in its link form and asks for a move: the
// worker's whole job, in plain Go so that it is tested natively.
func ThinkCompact(gameID, compact string, req search.Request) (search.Analysis, error) {
	spec, err := games.ByID(gameID)
	if err != nil {
		return search.Analysis{}, err
	}
	m, err := spec.ParseCompact(compact)
	if err != nil {
		return search.Analysis{}, err
	}
	return Think(m, req)
}
