package main

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/player"
	"diamond/rules/players"
	"diamond/rules/protocol"
	"diamond/rules/puzzle/check"
	"diamond/rules/review"
)

// This file is the worker's answers, without syscall/js so that they are
// tested natively: main.go reads the page's messages (rules/protocol) and
// posts what these functions give it.

// think is the computer's move for the question q.
func think(q protocol.Think) (out protocol.Reply) {
	out = protocol.Reply{ID: q.ID, Draw: q.Draw, Hint: q.Hint}
	defer func() {
		if r := recover(); r != nil {
			out.Err = fmt.Sprint("the search failed: ", r)
		}
	}()
	a, err := players.ThinkCompact(q.Game, q.Record, player.Request{Level: q.Level, Seed: q.Seed})
	if err != nil {
		out.Err = err.Error()
		return out
	}
	out.Action, out.Score, out.Line = a.Move, a.Score, a.Line
	out.Iterations, out.Counted = a.Count, a.Counted
	out.ElapsedMs = float64(a.Elapsed.Microseconds()) / 1000
	return out
}

// solve answers a puzzle question (check.Respond, within its budget),
// pausing every 1,024 moves the search plays so that a cancel is read:
// stopped, it answers with what it found so far.
func solve(q protocol.PuzzleQuestion, stop *atomic.Bool) protocol.PuzzleAnswer {
	return check.Respond(q, func() bool {
		yield()
		return stop.Load()
	})
}

// jobs are the reviews, analyses and puzzle questions running, each with the flag that
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
func reviewGame(r protocol.Review, stop *atomic.Bool, post func(protocol.Answer)) {
	out := protocol.Reviewed{ID: r.ID}
	defer func() {
		if p := recover(); p != nil {
			out.Moves, out.Err = nil, fmt.Sprint("the review failed: ", p)
			post(out)
		}
	}()
	moves, err := players.ReviewCompact(r.Game, r.Record, func(done, total int) bool {
		post(protocol.Progress{ID: r.ID, Done: done, Total: total})
		yield()
		return !stop.Load()
	})
	switch {
	case errors.Is(err, review.ErrCanceled):
		out.Canceled = true
	case err != nil:
		out.Err = err.Error()
	default:
		out.Moves = moves
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
func analyse(r protocol.Analyse, nodes []int, stop *atomic.Bool, post func(protocol.Answer)) {
	defer func() {
		if p := recover(); p != nil {
			post(protocol.Analysis{ID: r.ID, Err: fmt.Sprint("the analysis failed: ", p)})
		}
	}()
	for i, n := range nodes {
		if stop.Load() {
			return
		}
		cands, err := players.AnalyseCompact(r.Game, r.Record, r.Lines, n, func(int, int) bool {
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
			post(protocol.Analysis{ID: r.ID, Err: err.Error()})
			return
		}
		lines := make([]protocol.Line, len(cands))
		for j, c := range cands {
			lines[j] = protocol.Line{Score: c.Score, Moves: c.Line}
		}
		post(protocol.Analysis{ID: r.ID, Round: i + 1, Nodes: n, Last: i == len(nodes)-1, Lines: lines})
	}
}

// analysisRounds is analyse at the game's own rounds.
func analysisRounds(r protocol.Analyse, stop *atomic.Bool, post func(protocol.Answer)) {
	spec, err := games.ByID(r.Game)
	if err != nil {
		post(protocol.Analysis{ID: r.ID, Err: err.Error()})
		return
	}
	analyse(r, rounds(spec.ID()), stop, post)
}
