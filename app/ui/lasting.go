package ui

import (
	"diamond/app/backup"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// lasting is the browser's keeping of the site's storage for good
// (navigator.storage: persist, persisted). Without it a browser may
// delete the storage, games included: Safari after seven days without a
// visit, any browser under pressure. The page asks once, when the player
// first has games beyond the board (Desk.HoldsGames): a browser that asks
// the person (Firefox) then asks at a moment that explains itself. The
// Games dialog says whether it was granted.
type lasting struct {
	asked bool
	// words say whether the browser keeps the games, once it answered;
	// "" until then.
	words string
}

// storageManager is navigator.storage, or a false value in a browser
// without it (or outside a secure context).
func storageManager() app.Value {
	nav := app.Window().Get("navigator")
	if !nav.Truthy() {
		return nav
	}
	return nav.Get("storage")
}

// ask asks the browser, once a page, to keep the storage for good.
func (l *lasting) ask() {
	if l.asked {
		return
	}
	l.asked = true
	if sm := storageManager(); sm.Truthy() && sm.Get("persist").Truthy() {
		// The answer shows in the Games dialog; a refusal is no error.
		settle(sm.Call("persist"), func(app.Value) {}, func(app.Value) {})
	}
}

// check asks whether the browser keeps the storage for good, and has
// the page say so once it answers (ctx's render); a browser that cannot
// tell may delete it.
func (l *lasting) check(ctx app.Context) {
	sm := storageManager()
	if !sm.Truthy() || !sm.Get("persisted").Truthy() {
		l.words = backup.Lasting(false)
		return
	}
	answer := func(kept bool) {
		ctx.Dispatch(func(app.Context) { l.words = backup.Lasting(kept) })
	}
	settle(sm.Call("persisted"), func(v app.Value) { answer(v.Truthy()) }, func(app.Value) { answer(false) })
}
