package ui

import (
	"math/rand/v2"
	"time"

	"diamond/app/session"
	"diamond/rules/protocol"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The worker's files. The wasm's name carries a content hash; the page
// learns it from the environment the site generator writes.
const (
	workerScript  = "/web/worker.js"
	envWorkerWasm = "DIAMOND_WORKER_WASM"
)

// engine runs the computer in a Web Worker (web/worker.js and the wasm
// built from wasm/worker), so that its search never blocks the page. It is
// started on first use. Its messages are rules/protocol's.
type engine struct {
	ctx    app.Context
	worker app.Value
	// onMessage takes the worker's answers (computer.go, puzzlepage.go).
	onMessage func(app.Context, protocol.Answer)
	onMsg     app.Func
	warming   bool // warmUpSoon has been called
	closed    bool // stop has been called: nothing starts the worker again
}

func newEngine(ctx app.Context, onMessage func(app.Context, protocol.Answer)) *engine {
	return &engine{ctx: ctx, onMessage: onMessage}
}

func (e *engine) start() {
	e.worker = app.Window().Get("Worker").New(workerScript)
	e.onMsg = app.FuncOf(func(this app.Value, args []app.Value) any {
		msg, err := protocol.ReadAnswer(args[0].Get("data"))
		if err != nil {
			app.Log("the worker's message:", err)
			return nil
		}
		if _, ready := msg.(protocol.Ready); !ready {
			e.ctx.Dispatch(func(ctx app.Context) { e.onMessage(ctx, msg) })
		}
		return nil
	})
	e.worker.Set("onmessage", e.onMsg)
	e.post(protocol.Init{Wasm: app.Getenv(envWorkerWasm)})
}

// warmUp starts the worker, if it has not started, so that the first
// question does not wait for its wasm to load.
func (e *engine) warmUp() {
	if e.worker == nil && !e.closed {
		e.start()
	}
}

// warmUpDelay is how long after the page asks for it the worker starts.
// Not at once: the page asks as it starts, and on a two-core machine the
// worker compiling its wasm slowed the app's own start (docs/perf/first-paint.md); a person takes longer than this to choose and make a first
// move, and a question asked sooner starts the worker at once.
const warmUpDelay = time.Second

// warmUpSoon starts the worker warmUpDelay from now, if nothing has.
func (e *engine) warmUpSoon() {
	if e.worker != nil || e.warming {
		return
	}
	e.warming = true
	e.ctx.After(warmUpDelay, func(ctx app.Context) {
		ctx.PreventUpdate() // nothing to draw
		e.warmUp()
	})
}

// ask sends a game's question; the answer comes to onMessage.
func (e *engine) ask(r session.Request) {
	e.post(protocol.Think{
		ID: r.Token, Draw: r.Draw, Hint: r.Hint, Game: r.Game, Record: r.Record, Level: r.Level,
		Seed: rand.Uint64(),
	})
}

// post sends the worker a message, starting it if it has not started.
func (e *engine) post(m protocol.Question) {
	if e.closed {
		return
	}
	if e.worker == nil {
		e.start() // which posts Init first
	}
	e.worker.Call("postMessage", m.ToWorker())
}

// stop ends the worker, if it runs, and whatever it was doing, for good:
// the page that owns it has gone (puzzlepage.go).
func (e *engine) stop() {
	e.closed = true
	if e.worker != nil {
		e.worker.Call("terminate")
		e.worker = nil
		e.onMsg.Release()
	}
}
