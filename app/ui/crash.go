package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// crashWords is what the player reads after a panic.
const crashWords = "Something went wrong, and nothing you played was lost. Reload to go on."

// saveBeforeCrash saves the game waiting to be saved, if a page has one:
// a panic must not cost the move just played.
var saveBeforeCrash func()

// CatchPanics tells the player of a panic that go-app caught in an event
// handler, a render or a deferred call (the patch's safely, docs/go-app.md):
// the game waiting to be saved is saved, and a notice that draws itself
// with the DOM alone (go-app's state may be half updated) offers Reload.
// The panic and its stack are in the console already. The wasm entry
// point calls it before app.RunWhenOnBrowser.
func CatchPanics() {
	if app.IsServer {
		return
	}
	app.Window().Set("goappOnPanic", app.FuncOf(func(app.Value, []app.Value) any {
		if save := saveBeforeCrash; save != nil {
			func() {
				defer func() { recover() }() // the notice shows whatever happens
				save()
			}()
		}
		showCrash()
		return nil
	}))
}

// showCrash shows the crash notice, once.
func showCrash() {
	doc := app.Window().Get("document")
	if doc.Call("getElementById", "crash").Truthy() {
		return
	}
	box := doc.Call("createElement", "div")
	box.Set("id", "crash")
	box.Set("className", "notice crash")
	box.Call("setAttribute", "role", "alert")
	text := doc.Call("createElement", "span")
	text.Set("className", "notice-text")
	text.Set("textContent", crashWords)
	reload := doc.Call("createElement", "button")
	reload.Set("type", "button")
	reload.Set("id", "crash-reload")
	reload.Set("className", "primary")
	reload.Set("textContent", "Reload")
	reload.Call("addEventListener", "click", app.FuncOf(func(app.Value, []app.Value) any {
		app.Window().Get("location").Call("reload")
		return nil
	}))
	box.Call("append", text, reload)
	doc.Get("body").Call("prepend", box)
}
