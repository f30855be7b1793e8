package ui

import (
	"time"

	"diamond/app/games"
	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The browser compiles each function of the app's WebAssembly at its
// first call (V8's lazy compilation): the first game of a kind that a
// page starts paid 12 to 30 ms of compiling (a trace: wasm.CompileLazy)
// on top of drawing its board, in one task, which make monkey found over
// 200 ms. precompileSoon runs, once the page has been quiet a while, what
// such a start runs but the DOM: a new game of each kind, its status and
// its board rendered into go-app's tree, never mounted. One game a task,
// each well under the 50 ms of a long task. In a trace, the first start
// of Diamonds & Pivots, Diamond and Diamondback went from tasks of 101,
// 86 and 112 ms to 68, 50 and 69 ms (docs/testing.md).

// precompileAfter is how long after the start the first game is run, and
// then the next: after the worker's start (warmUpDelay), and spaced so
// that a click in between is not held for long.
const (
	precompileAfter = 4 * time.Second
	precompileGap   = 500 * time.Millisecond
)

// precompiled is set once the games are scheduled: once for the app.
var precompiled bool

// precompileSoon schedules the run of each game, once for the app.
func precompileSoon(ctx app.Context) {
	if precompiled {
		return
	}
	precompiled = true
	for i, g := range games.All() {
		ctx.After(precompileAfter+time.Duration(i)*precompileGap, func(ctx app.Context) {
			ctx.PreventUpdate() // nothing to draw
			precompile(g)
		})
	}
}

// precompile runs what starting and drawing a new game of g runs, but
// for the DOM: the game, its status and its board rendered into go-app's
// tree, each site and the grid too (go-app renders them on mounting).
func precompile(g games.Game) {
	s := session.New(g, session.Options{Mode: session.Hotseat})
	newStatusBar().Status(s.Status()).Render()
	b := newBoard().View(s.Board())
	b.Render()
	l := b.layout()
	arrivals := b.arrivals(l)
	for q := range l.NumSites() {
		if c, ok := b.renderPoint(l, q, arrivals[q]).(app.Composer); ok {
			c.Render()
		}
	}
	newGrid().Geometry(s.Board().Geometry).Render()
}
