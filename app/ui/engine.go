package ui

import (
	"math/rand/v2"
	"strconv"
	"time"

	"diamond/app/session"

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
// started on first use.
type engine struct {
	ctx     app.Context
	worker  app.Value
	onReply func(app.Context, reply)
	// onStudy takes the worker's messages about reviews and analyses
	// (study.go).
	onStudy func(app.Context, studyMsg)
	onMsg   app.Func
	warming bool // warmUpSoon has been called
}

// reply is the worker's answer to a request.
type reply struct {
	Token      int
	Draw       bool
	Hint       bool
	Action     string
	Score      float64
	Line       []string
	Iterations int
	Counted    string // what Iterations counts: "positions" or "playouts"
	ElapsedMs  float64
	Err        string
}

func newEngine(ctx app.Context, onReply func(app.Context, reply), onStudy func(app.Context, studyMsg)) *engine {
	return &engine{ctx: ctx, onReply: onReply, onStudy: onStudy}
}

func (e *engine) start() {
	e.worker = app.Window().Get("Worker").New(workerScript)
	e.onMsg = app.FuncOf(func(this app.Value, args []app.Value) any {
		d := args[0].Get("data")
		switch d.Get("type").String() {
		case "progress", "reviewed", "analysis":
			m := readStudyMsg(d)
			e.ctx.Dispatch(func(ctx app.Context) { e.onStudy(ctx, m) })
			return nil
		case "reply":
		default:
			return nil
		}
		r := reply{
			Token:      d.Get("id").Int(),
			Draw:       d.Get("draw").Bool(),
			Hint:       d.Get("hint").Truthy(),
			Action:     d.Get("action").String(),
			Score:      d.Get("score").Float(),
			Iterations: d.Get("iterations").Int(),
			Counted:    d.Get("counted").String(),
			ElapsedMs:  d.Get("elapsedMs").Float(),
		}
		if err := d.Get("error"); err.Truthy() {
			r.Err = err.String()
		}
		if line := d.Get("line"); line.Truthy() {
			for i := 0; i < line.Length(); i++ {
				r.Line = append(r.Line, line.Index(i).String())
			}
		}
		e.ctx.Dispatch(func(ctx app.Context) { e.onReply(ctx, r) })
		return nil
	})
	e.worker.Set("onmessage", e.onMsg)
	e.worker.Call("postMessage", map[string]any{"type": "init", "wasm": app.Getenv(envWorkerWasm)})
}

// warmUp starts the worker, if it has not started, so that the first
// question does not wait for its wasm to load.
func (e *engine) warmUp() {
	if e.worker == nil {
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

// ask sends a request; the answer comes to onReply.
func (e *engine) ask(r session.Request) {
	e.warmUp()
	e.worker.Call("postMessage", map[string]any{
		"type":   "think",
		"id":     r.Token,
		"draw":   r.Draw,
		"hint":   r.Hint,
		"game":   r.Game,
		"record": r.Record,
		"level":  r.Level,
		"seed":   strconv.FormatUint(rand.Uint64(), 10),
	})
}

// post sends the worker a message other than a move's question (study.go).
func (e *engine) post(msg map[string]any) {
	e.warmUp()
	e.worker.Call("postMessage", msg)
}
