package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// afterPaint runs a function on the UI goroutine once the browser has
// painted the update under way (in the task after that frame): work that
// need not hold an answer on screen.
type afterPaint struct {
	ctx              app.Context
	onFrame, onPaint app.Func
	asked            bool
	// frame and timer are the frame and the timeout asked for, which
	// release cancels: a function released and then called is an error
	// in the console (the page left for another while a frame was due).
	frame, timer app.Value
	// late runs the function when no frame comes within paintWait: a
	// page the browser does not paint (a window hidden behind another, a
	// background tab that still counts as shown) never gets its frame,
	// and what waits for it (the last move's saving) must not wait for
	// good.
	onLate   app.Func
	late     app.Value
	released bool
}

// paintWait is how long the function waits for the frame at most.
const paintWait = 1000 // ms

// newAfterPaint returns an afterPaint that runs f in ctx's component.
func newAfterPaint(ctx app.Context, f func(app.Context)) *afterPaint {
	a := &afterPaint{ctx: ctx}
	a.onPaint = app.FuncOf(func(app.Value, []app.Value) any {
		a.asked = false
		ctx.Dispatch(f)
		return nil
	})
	a.onFrame = app.FuncOf(func(app.Value, []app.Value) any {
		app.Window().Call("clearTimeout", a.late)
		a.timer = app.Window().Call("setTimeout", a.onPaint, 0)
		return nil
	})
	a.onLate = app.FuncOf(func(app.Value, []app.Value) any {
		app.Window().Call("cancelAnimationFrame", a.frame)
		a.asked = false
		ctx.Dispatch(f)
		return nil
	})
	return a
}

// request runs the function once the update under way is painted: once,
// however often it is asked before then. The frame is asked for when
// go-app has drawn the update (Defer), or the frame may come first, and
// the function see the page as it was.
func (a *afterPaint) request() {
	a.ctx.Defer(func(app.Context) {
		if !a.asked && !a.released {
			a.asked = true
			a.frame = app.Window().Call("requestAnimationFrame", a.onFrame)
			a.late = app.Window().Call("setTimeout", a.onLate, paintWait)
		}
	})
}

// release lets the handlers go, and the frame and the timeout still
// asked for with them.
func (a *afterPaint) release() {
	if a.asked {
		app.Window().Call("cancelAnimationFrame", a.frame)
		app.Window().Call("clearTimeout", a.late)
	}
	if a.timer != nil {
		app.Window().Call("clearTimeout", a.timer)
	}
	a.released = true
	a.onFrame.Release()
	a.onPaint.Release()
	a.onLate.Release()
}

// inNextTask runs f on the UI goroutine in a browser task after the one
// that draws the update under way: work that would make that task a long
// one and need not be in it (a dialog's closing, a preview's start).
// Deferred, a millisecond's sleep ends the task (Go's scheduler waits for
// it in a browser timer), and go-app draws the dispatch in a frame of its
// own, later still. Unlike afterPaint it does not wait for a paint.
func inNextTask(ctx app.Context, f func(app.Context)) {
	ctx.Defer(func(ctx app.Context) { ctx.After(time.Millisecond, f) })
}
