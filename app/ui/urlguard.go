package ui

import (
	"net/url"

	"diamond/app/share"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// urlRepaired tells that the address had to be repaired (see GuardURL)
// since a page last looked: the page says so when nothing else does.
var urlRepaired bool

// GuardURL keeps the page's address one that go-app can read: go-app
// parses it with url.Parse at start-up and on every history change, and
// an address that does not parse ("/#g=%%%", a link cut off mid-escape)
// stops the app before it draws anything. The wasm entry point calls it
// before app.RunWhenOnBrowser, so its popstate listener runs before
// go-app's (listeners run in the order they were added).
func GuardURL() {
	if app.IsServer {
		return
	}
	repair := func() {
		href := app.Window().Get("location").Get("href").String()
		if fixed, changed := share.RepairURL(href); changed {
			history := app.Window().Get("history")
			history.Call("replaceState", history.Get("state"), "", fixed)
			urlRepaired = true
		}
	}
	repair()
	app.Window().Call("addEventListener", "popstate", app.FuncOf(func(app.Value, []app.Value) any {
		repair()
		return nil
	}))
}

// takeURLRepair returns what to tell the user about a repaired address,
// once, or "".
func takeURLRepair() string {
	if !urlRepaired {
		return ""
	}
	urlRepaired = false
	return share.Damaged(url.EscapeError("%")).Error()
}
