package ai

import (
	"sync"
	"time"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

// Options say how Think plays.
type Options struct {
	Level Level
	// Seed makes the search repeatable: with a level that stops after a
	// number of positions or playouts, the same game and seed give the
	// same answer. Timed searches vary with the machine's speed.
	Seed uint64
	// MoveTime, when positive, replaces the level's budget by this much
	// thinking time for the action asked for.
	MoveTime time.Duration
	// Search, when set, replaces the level's search (MoveTime still
	// applies): for experiments and the plain UCT baseline.
	Search *Search
}

// Analysis is what Think found.
type Analysis struct {
	Action pivots.Action   // the action to play
	Score  float64         // expected result for the side to move: 1 win, 0 loss
	Line   []pivots.Action // the expected line of play, starting with Action
	Count  int             // positions searched (alpha-beta) or playouts run (MCTS)
	// Planned: the action comes from the plan of the turn's first search
	// (Count is then that search's).
	Planned bool
	Elapsed time.Duration
}

// Think chooses an action for the side to move in g, which must not be
// over (for a finished game it returns NoAction). It does not modify g.
//
// The computer is asked one action at a time, and a turn may be a drop
// followed by a chain of pivot steps. The alpha-beta levels search whole
// turns: asked for a turn's first action, they choose the whole turn and
// keep its remaining steps as a plan; asked for the next action in the
// game the plan expects (the same search, the same game), they answer
// from the plan at once. So a whole turn takes about one search, and a
// chain goes where the search meant it to go. A step without a plan (the
// game was reloaded in the middle of a chain) gets a search of the
// chain's ends, shorter on the clock (StepTime). A plain Monte Carlo
// search (level 1, the UCT baseline) searches again at every action.
func Think(g *pivots.Game, opt Options) Analysis {
	start := time.Now()
	if g.Outcome().Over() {
		return Analysis{Score: 0.5, Elapsed: time.Since(start)}
	}
	sr := LevelSearch(opt.Level)
	if opt.Search != nil {
		sr = *opt.Search
	}
	if opt.MoveTime > 0 {
		sr.Time, sr.Iterations, sr.StepTime = opt.MoveTime, 0, 0
	}
	key := planKey{search: sr}
	if sr.AlphaBeta {
		key.game = g.Compact()
		if e, ok := plans.get(key); ok {
			return Analysis{Action: e.line[0], Score: e.score, Line: e.line, Count: e.count, Planned: true, Elapsed: time.Since(start)}
		}
		if g.Position().Phase() == pivots.Pivot && sr.StepTime > 0 {
			sr.Time = sr.StepTime
		}
	}
	st := g.State()
	f := sr.run(st, rng.New(opt.Seed), start)
	a := Analysis{Score: f.score, Line: f.line, Count: f.count}
	if len(f.line) > 0 {
		a.Action = f.line[0]
	}
	if sr.AlphaBeta && f.turn > 1 {
		plans.put(key.search, g, f)
	}
	a.Elapsed = time.Since(start)
	return a
}

// The plans of the turns being played, by search and by the game (in its
// compact form) at each step still to come.
type planKey struct {
	search Search
	game   string
}

type planEntry struct {
	line  []pivots.Action
	score float64
	count int
}

type planCache struct {
	mu sync.Mutex
	m  map[planKey]planEntry
}

var plans planCache

// maxPlans bounds the cache: it is cleared when full (a plan lives for
// one turn; several games at once in the arena each keep one).
const maxPlans = 256

// reset forgets every plan (for tests that must not depend on earlier
// searches).
func (c *planCache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = nil
}

func (c *planCache) get(k planKey) (planEntry, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[k]
	if ok {
		delete(c.m, k)
	}
	return e, ok
}

// put keeps the chosen turn's steps after the first, each under the game
// as it will be when it is due.
func (c *planCache) put(sr Search, g *pivots.Game, f found) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m)+f.turn > maxPlans {
		c.m = map[planKey]planEntry{}
	}
	g = g.Clone()
	for i := 1; i < f.turn; i++ {
		if g.Play(f.line[i-1]) != nil {
			return
		}
		c.m[planKey{sr, g.Compact()}] = planEntry{line: f.line[i:], score: f.score, count: f.count}
	}
}
