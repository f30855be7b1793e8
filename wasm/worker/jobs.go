package main

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/players"
	"diamond/rules/review"
)

// This file is the worker's reviews and analyses, without syscall/js so
// that it is tested natively: main.go reads the page's messages into a
// request and posts what these functions give it.

// request is a review or analysis asked by the page.
type request struct {
	id     int
	game   string // the game's ID, "" for Diamond
	record string // the compact form
	lines  int    // analyse: how many moves to show
}

// jobs are the reviews and analyses running, each with the flag that
// stops it. At most one analysis runs: a new one stops the last.
type jobs struct {
	mu       sync.Mutex
	stops    map[int]*atomic.Bool
	analysis *atomic.Bool
}

// start registers a job; it must be called as its message arrives, so
// that a cancel that follows finds it.
func (j *jobs) start(id int, analysis bool) *atomic.Bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	stop := new(atomic.Bool)
	if j.stops == nil {
		j.stops = map[int]*atomic.Bool{}
	}
	j.stops[id] = stop
	if analysis {
		if j.analysis != nil {
			j.analysis.Store(true)
		}
		j.analysis = stop
	}
	return stop
}

// cancel stops the job id, if it runs.
func (j *jobs) cancel(id int) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if stop, ok := j.stops[id]; ok {
		stop.Store(true)
	}
}

// end forgets the job id, which has finished.
func (j *jobs) end(id int) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.analysis == j.stops[id] {
		j.analysis = nil
	}
	delete(j.stops, id)
}

// yield lets the worker's event loop run between positions: Go's wasm
// has no preemption, so a cancel, or a think, that arrives during a
// review is read only while the review waits. main.go replaces it in the
// browser; natively there is no event loop.
var yield = runtime.Gosched

// reviewGame reviews r's game, posting progress after each position and
// then the review, its error, or that it was canceled.
func reviewGame(r request, stop *atomic.Bool, post func(map[string]any)) {
	out := map[string]any{"type": "reviewed", "id": r.id}
	defer func() {
		if p := recover(); p != nil {
			out["error"] = fmt.Sprint("the review failed: ", p)
			post(out)
		}
	}()
	moves, err := players.ReviewCompact(r.game, r.record, func(done, total int) bool {
		post(map[string]any{"type": "progress", "id": r.id, "done": done, "total": total})
		yield()
		return !stop.Load()
	})
	switch {
	case errors.Is(err, review.ErrCanceled):
		out["canceled"] = true
	case err != nil:
		out["error"] = err.Error()
	default:
		list := make([]any, len(moves))
		for i, mv := range moves {
			list[i] = map[string]any{
				"n": mv.N, "side": int(mv.Side), "move": mv.Move, "class": string(mv.Class),
				"before": mv.Before, "after": mv.After, "best": mv.Best, "line": anyList(mv.Line),
			}
		}
		out["moves"] = list
	}
	post(out)
}

// roundFactors are the rounds of an analysis, in quarters of the
// review's budget: a first answer at once, then deeper ones, each four
// times the last (docs/review.md has their times).
var roundFactors = []int{1, 4, 16, 64}

// rounds are the positions searched per move in each round of an
// analysis of the game id (its ID, not "").
func rounds(id string) []int {
	nodes := review.Budget(id).Nodes
	out := make([]int, len(roundFactors))
	for i, f := range roundFactors {
		out[i] = max(1, nodes*f/4)
	}
	return out
}

// analyse scores the moves of r's position, once a round at each count
// of positions of nodes, and posts each round's best r.lines moves, or an
// error. Stopped, it posts nothing more.
func analyse(r request, nodes []int, stop *atomic.Bool, post func(map[string]any)) {
	defer func() {
		if p := recover(); p != nil {
			post(map[string]any{"type": "analysis", "id": r.id, "error": fmt.Sprint("the analysis failed: ", p)})
		}
	}()
	for i, n := range nodes {
		if stop.Load() {
			return
		}
		cands, err := players.AnalyseCompact(r.game, r.record, r.lines, n, func(int, int) bool {
			yield()
			return !stop.Load()
		})
		if errors.Is(err, review.ErrCanceled) {
			return
		}
		if errors.Is(err, game.ErrGameOver) {
			err = errors.New("the game is over: there is no move to analyse")
		}
		if err != nil {
			post(map[string]any{"type": "analysis", "id": r.id, "error": err.Error()})
			return
		}
		lines := make([]any, len(cands))
		for j, c := range cands {
			lines[j] = map[string]any{"score": c.Score, "moves": anyList(c.Line)}
		}
		post(map[string]any{"type": "analysis", "id": r.id, "round": i + 1, "nodes": n, "last": i == len(nodes)-1, "lines": lines})
	}
}

// analysisRounds is analyse at the game's own rounds.
func analysisRounds(r request, stop *atomic.Bool, post func(map[string]any)) {
	spec, err := games.ByID(r.game)
	if err != nil {
		post(map[string]any{"type": "analysis", "id": r.id, "error": err.Error()})
		return
	}
	analyse(r, rounds(spec.ID()), stop, post)
}

// anyList is a list of moves as syscall/js takes it.
func anyList(list []string) []any {
	out := make([]any, len(list))
	for i, s := range list {
		out[i] = s
	}
	return out
}
