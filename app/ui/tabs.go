package ui

import (
	"slices"
	"strings"

	"diamond/app/session"

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

// tabWatch is the page's listeners for the other tabs.
type tabWatch struct {
	onStorage, onVisibility app.Func
}

// tabWatches holds the page's listeners (one page at a time), kept off
// the page's fields.
var tabWatches = map[*page]*tabWatch{}

// watchTabs listens for the other tabs and for this one being shown.
func (p *page) watchTabs(ctx app.Context) {
	doc := app.Window().Get("document")
	hidden := func() bool { return doc.Get("hidden").Bool() }
	w := &tabWatch{}
	w.onStorage = app.FuncOf(func(this app.Value, args []app.Value) any {
		// key is null when a page cleared the whole storage.
		if key := args[0].Get("key"); !key.IsNull() && !strings.HasPrefix(key.String(), "diamond.") {
			return nil
		}
		if !hidden() { // a hidden tab catches up when shown
			ctx.Dispatch(p.syncTabs)
		}
		return nil
	})
	w.onVisibility = app.FuncOf(func(app.Value, []app.Value) any {
		if hidden() {
			ctx.Dispatch(func(ctx app.Context) {
				if !p.saver.flush() {
					ctx.PreventUpdate()
				}
			})
			return nil
		}
		ctx.Dispatch(p.syncTabs) // shown again

		return nil
	})
	app.Window().Call("addEventListener", "storage", w.onStorage)
	doc.Call("addEventListener", "visibilitychange", w.onVisibility)
	tabWatches[p] = w

	// A save refused because another tab went on with the game puts the
	// stored game on the board (Desk.Save): the page follows it then as
	// after Sync.
	save := p.saver.save
	p.saver.save = func(s *session.Session) bool {
		on := p.d.Session()
		shown := save(s)
		if p.d.Session() != on {
			p.followed(ctx)
			return true
		}
		return shown
	}
}

// unwatchTabs lets the listeners go.
func (p *page) unwatchTabs() {
	w, ok := tabWatches[p]
	if !ok {
		return
	}
	delete(tabWatches, p)
	app.Window().Call("removeEventListener", "storage", w.onStorage)
	app.Window().Get("document").Call("removeEventListener", "visibilitychange", w.onVisibility)
	w.onStorage.Release()
	w.onVisibility.Release()
}

// syncTabs brings the page in step with what the other tabs stored: the
// game on the board, the lists of games, the settings.
func (p *page) syncTabs(ctx app.Context) {
	board, note := p.d.Sync()
	p.takeNotices()
	if note != "" && !slices.Contains(p.notices, note) {
		p.notices = append(p.notices, note)
	}
	applyTheme(p.settings().Theme)
	if board {
		p.followed(ctx)
	}
}

// followed updates the page for a game on the board that went on in
// another tab: what waited to be sent or copied is gone, and the
// computer is asked if it is its turn.
func (p *page) followed(ctx app.Context) {
	p.send, p.linkNote = sendState{}, ""
	p.changed(ctx, false)
}
