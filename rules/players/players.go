// Package players is the registry of the games' computer players, the
// counterpart of rules/games for search code. Only the worker and the
// tools (cmd/engine, cmd/arena, cmd/calibrate, cmd/puzzles) import it:
// the app's wasm stays free of search code (wasm/app's deps test).
package players

import (
	"errors"
	"fmt"

	"diamond/rules/diamond"
	diamondai "diamond/rules/diamond/ai"
	diamondlevels "diamond/rules/diamond/levels"
	"diamond/rules/diamondback"
	diamondbackai "diamond/rules/diamondback/ai"
	diamondbacklevels "diamond/rules/diamondback/levels"
	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/pivots"
	pivotsai "diamond/rules/pivots/ai"
	pivotslevels "diamond/rules/pivots/levels"
	"diamond/rules/player"
	"diamond/rules/review"
)

// Player chooses a move in a game that is not over.
type Player func(m game.Match, req player.Request) (player.Analysis, error)

type entry struct {
	play   Player
	levels func() []player.LevelInfo
}

var byID = map[string]entry{
	diamond.Spec.ID():     {diamondai.Play, diamondlevels.Infos},
	diamondback.Spec.ID(): {diamondbackai.Play, diamondbacklevels.Infos},
	pivots.Spec.ID():      {pivotsai.Play, pivotslevels.Infos},
}

// Levels lists a game's levels, weakest first; none for a game without a
// computer player.
func Levels(id string) []player.LevelInfo {
	if e, ok := byID[id]; ok {
		return e.levels()
	}
	return nil
}

// Think asks the game's computer player for a move in m.
func Think(m game.Match, req player.Request) (player.Analysis, error) {
	if m.Outcome().Over {
		return player.Analysis{}, errors.New("the game is over")
	}
	e, ok := byID[m.Spec().ID()]
	if !ok {
		return player.Analysis{}, fmt.Errorf("there is no computer player for %s yet", m.Spec().Name())
	}
	return e.play(m, req)
}

// ThinkCompact reads a game in its link form and asks for a move: the
// worker's whole job, in plain Go so that it is tested natively.
func ThinkCompact(gameID, compact string, req player.Request) (player.Analysis, error) {
	m, err := compactMatch(gameID, compact)
	if err != nil {
		return player.Analysis{}, err
	}
	return Think(m, req)
}

// compactMatch reads a game in its link form; gameID "" is Diamond.
func compactMatch(gameID, compact string) (game.Match, error) {
	spec, err := games.ByID(gameID)
	if err != nil {
		return nil, err
	}
	return spec.ParseCompact(compact)
}

// ReviewEvaluator is game review's evaluator searching at req: the
// game's computer player, its scores calibrated (rules/review).
func ReviewEvaluator(req player.Request) review.Evaluator {
	return review.Calibrated(func(m game.Match) (player.Analysis, error) { return Think(m, req) })
}

// ReviewCompact reviews a game in its link form from its first move at
// the review's budget (review.Budget), reporting progress after each
// position as review.Review does: the worker's review, in plain Go.
func ReviewCompact(gameID, compact string, progress func(done, total int) bool) ([]review.Move, error) {
	m, err := compactMatch(gameID, compact)
	if err != nil {
		return nil, err
	}
	return review.Review(m, ReviewEvaluator(review.Budget(m.Spec().ID())), progress)
}

// AnalyseCompact scores every legal move of a game in its link form and
// returns the n best (review.Analyse), each searched with the review's
// budget but nodes positions: the worker's analysis, in plain Go.
func AnalyseCompact(gameID, compact string, n, nodes int, each func(done, total int) bool) ([]review.Candidate, error) {
	m, err := compactMatch(gameID, compact)
	if err != nil {
		return nil, err
	}
	req := review.Budget(m.Spec().ID())
	req.Nodes = nodes
	return review.Analyse(m, ReviewEvaluator(req), n, each)
}
