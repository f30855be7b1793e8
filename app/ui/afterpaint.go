package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

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
	released     bool
}

// newAfterPaint returns an afterPaint that runs f in ctx's component.
func newAfterPaint(ctx app.Context, f func(app.Context)) *afterPaint {
	a := &afterPaint{ctx: ctx}
	a.onPaint = app.FuncOf(func(app.Value, []app.Value) any {
		a.asked = false
		ctx.Dispatch(f)
		return nil
	})
	a.onFrame = app.FuncOf(func(app.Value, []app.Value) any {
		a.timer = app.Window().Call("setTimeout", a.onPaint, 0)
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
		}
	})
}

// release lets the handlers go, and the frame and the timeout still
// asked for with them.
func (a *afterPaint) release() {
	if a.asked {
		app.Window().Call("cancelAnimationFrame", a.frame)
		if a.timer != nil {
			app.Window().Call("clearTimeout", a.timer)
		}
	}
	a.released = true
	a.onFrame.Release()
	a.onPaint.Release()
}
