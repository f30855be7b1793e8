package ui

import (
	"diamond/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// onWindowKey handles the page's keys: browsing the moves and flipping.
// The board handles its own keys while it has focus.
func (p *page) onWindowKey(ctx app.Context, e app.Value) {
	if modified(e) || p.dialog.open != dialogNone || p.editor != nil {
		return
	}
	switch e.Get("target").Get("tagName").String() {
	case "INPUT", "SELECT", "TEXTAREA":
		return
	}
	var f func()
	switch e.Get("key").String() {
	case "ArrowLeft":
		f = func() { p.s().GoTo(p.s().View() - 1) }
	case "ArrowRight":
		f = func() { p.s().GoTo(p.s().View() + 1) }
	case "Home", "ArrowUp":
		f = func() { p.s().GoTo(0) }
	case "End", "ArrowDown":
		f = func() { p.s().GoTo(p.s().Match().Len()) }
	case "h", "H":
		if p.studio.Board() != nil {
			return // the analysis board shows its best move already
		}
		f = func() { p.s().ToggleHint() }
	case "f", "F":
		f = func() { p.changeSettings(func(s *store.Settings) { s.Flip = !s.Flip }) }
	case "Escape":
		if !p.more {
			return
		}
		f = func() { p.more = false }
	default:
		return
	}
	e.Call("preventDefault")
	ctx.Dispatch(func(ctx app.Context) {
		f()
		p.changed(ctx, false)
	})
}

// modified tells whether a key event comes with Alt, Ctrl or Meta: the
// browser's and the system's shortcuts, which the page and its boards
// leave alone.
func modified(e app.Value) bool {
	return e.Get("altKey").Bool() || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()
}
