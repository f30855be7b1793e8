package ui

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Many tabs, one truth (app/desk/tabs.go). Every tab of the app in a
// browser keeps its games in the same storage. The page listens for what
// the other tabs store (the window's storage event, which the browser
// sends to every other tab of the origin) and for its tab being shown
// again (the document's visibilitychange), and asks the desk to catch up
// (Desk.Sync): a game that went on in another tab is shown here, and the
// page says so. A hidden tab catches up when it is shown (reading storage
// again costs little when nothing changed). A tab being hidden saves at
// once the move waiting to be saved, so that the other tabs find it.

// listener is a function the page added to a DOM target for an event.
type listener struct {
	target app.Value
	event  string
	f      app.Func
}

// listen adds f to target for event.
func listen(target app.Value, event string, f func(e app.Value)) listener {
	l := listener{target: target, event: event, f: app.FuncOf(func(this app.Value, args []app.Value) any {
		f(args[0])
		return nil
	})}
	target.Call("addEventListener", event, l.f)
	return l
}

// release removes the function, and lets it go; a listener never added
// has nothing to release.
func (l listener) release() {
	if l.f == nil {
		return
	}
	l.target.Call("removeEventListener", l.event, l.f)
	l.f.Release()
}

// watchTabs listens for the other tabs and for this one being shown or
// hidden: onShown catches up with what the other tabs stored (at once
// while the tab is shown), onHidden saves what waits.
func watchTabs(ctx app.Context, onShown, onHidden func(app.Context)) []listener {
	doc := app.Window().Get("document")
	hidden := func() bool { return doc.Get("hidden").Bool() }
	return []listener{
		listen(app.Window(), "storage", func(e app.Value) {
			// key is null when a page cleared the whole storage.
			if key := e.Get("key"); !key.IsNull() && !strings.HasPrefix(key.String(), "diamond.") {
				return
			}
			if !hidden() { // a hidden tab catches up when shown
				ctx.Dispatch(onShown)
			}
		}),
		listen(doc, "visibilitychange", func(app.Value) {
			if hidden() {
				ctx.Dispatch(onHidden)
			} else {
				ctx.Dispatch(onShown)
			}
		}),
	}
}

// syncTabs brings the page in step with what the other tabs stored: the
// game on the board, the lists of games, the settings. A game that went
// on in another tab is shown: what waited to be sent or copied is gone,
// and the computer is asked if it is its turn.
func (p *page) syncTabs(ctx app.Context) {
	board, note := p.d.Sync()
	p.takeNotices()
	if note != "" && !slices.Contains(p.notes.problems, note) {
		p.notes.problems = append(p.notes.problems, note)
	}
	p.caughtUp(ctx, board)
}

// caughtUp shows what the desk read from storage that another tab, or a
// backup restored, wrote: the theme, and the game on the board if board.
func (p *page) caughtUp(ctx app.Context, board bool) {
	applyTheme(p.d.Settings().Theme)
	if board {
		p.linkNote = ""
		p.changed(ctx, false)
	}
}
