package ui

import (
	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// saver writes the game in progress to the store. A move (or another
// action on the game) is saved once the board's answer is painted, not
// before: encoding the game and writing localStorage held the answer,
// and in a fresh page the browser first compiled the encoder then. A page
// hidden or closed before that is saved at once (pagehide). Every other
// change, which may put another game in place, is saved at once, after
// any move still waiting.
type saver struct {
	// save saves a game and reports whether the page has something new
	// to show (a notice).
	save    func(*session.Session) bool
	pending *session.Session
	painted *afterPaint
	onHide  listener // pagehide: saves at once
}

// newSaver returns a saver that saves with save, in ctx's page.
func newSaver(ctx app.Context, save func(*session.Session) bool) *saver {
	sv := &saver{save: save}
	sv.painted = newAfterPaint(ctx, func(ctx app.Context) {
		if !sv.flush() {
			ctx.PreventUpdate()
		}
	})
	sv.onHide = listen(app.Window(), "pagehide", func(app.Value) { sv.flush() })
	return sv
}

// later saves s once the page is painted; at once in a hidden tab, which
// paints nothing, so that the other tabs find the move.
func (sv *saver) later(s *session.Session) {
	if app.Window().Get("document").Get("hidden").Bool() {
		sv.now(s)
		return
	}
	if sv.pending != nil && sv.pending != s {
		sv.flush()
	}
	sv.painted.request()
	sv.pending = s
}

// now saves s at once, after the game waiting to be saved if it is
// another.
func (sv *saver) now(s *session.Session) {
	if sv.pending != s {
		sv.flush()
	}
	sv.pending = nil
	sv.save(s)
}

// flush saves the game waiting to be saved, if any, and reports whether
// the page has something new to show.
func (sv *saver) flush() bool {
	s := sv.pending
	if s == nil {
		return false
	}
	sv.pending = nil
	return sv.save(s)
}

// release saves the game still waiting (the page is left for another:
// its frame will not come), and lets the page's handlers go.
func (sv *saver) release() {
	sv.flush()
	sv.onHide.release()
	sv.painted.release()
}
