package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"diamond/app/markup"
	"diamond/app/store"
	"diamond/rules/games"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The rules pages are written as HTML when the site is built (RulesHTML,
// called by the site generator), one file a game, and the app shows them
// from there: their text and diagrams stay out of the app's download,
// and the service worker keeps them for offline use.

// rulesPath is where a game's rules page is in the built site.
func rulesPath(id string) string { return "/web/rules/" + id + ".html" }

// rulesPaths lists every game's rules page, for the service worker.
func rulesPaths() []string {
	var ps []string
	for _, id := range games.IDs() {
		ps = append(ps, rulesPath(id))
	}
	return ps
}

// RulesHTML is a game's rules page as HTML, for the site generator.
func RulesHTML(id string) string {
	html := app.HTMLString(rulesPageFor(id, func(app.Context) {}))
	// go-app's static writer spells boolean attributes as values; in HTML
	// their presence counts: disabled="false" would disable the Close
	// button.
	return strings.ReplaceAll(html, ` disabled="false"`, "")
}

// RulesDocument is a game's rules page as a document of its own, served
// at RulesURL(id) (and, with current, at /rules, where it shows instead
// the rules of the game last played here): linkable, and cached by the
// service worker for offline use.
func RulesDocument(id string, current bool) string {
	g, err := games.ByID(id)
	if err != nil {
		return ""
	}
	var redirect string
	if current {
		// The app keeps the game last played in its settings; /rules
		// shows that game's rules (a plain script: the page loads no wasm).
		var others []string
		for _, o := range games.IDs() {
			if o != id {
				others = append(others, strconv.Quote(o))
			}
		}
		redirect = `<script>try{var g=JSON.parse(localStorage.getItem(` + strconv.Quote(store.KeySettings) +
			`)).settings.game;if([` + strings.Join(others, ",") + `].indexOf(g)>=0)location.replace("` + RulesRoot + `/"+g)}catch(e){}</script>`
	}
	title := markup.Escape("How to play " + g.Name())
	return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>` + title + `</title>
<meta name="description" content="` + title + `: the rules, with diagrams. Then play it against a friend or the computer, in the browser, offline too.">
<link rel="icon" href="/web/icon.svg"><link rel="stylesheet" href="/web/style.css">` + themeScript + redirect + `
</head><body class="rules-alone">
<nav class="rules-top"><a href="/">← Play</a></nav>
<main>` + asPageTitle(RulesHTML(id), "How to play "+g.Name()) + `</main>
<script>if("serviceWorker" in navigator)navigator.serviceWorker.register("/app-worker.js").catch(function(){})</script>
</body></html>
`
}

// asPageTitle makes the rules page's heading, title, an h1: in the dialog
// it is under the app's h1, on a page of its own it is the page's. Its
// sections' headings go up a level with it (h3 to h2), so that none
// skips one (axe's heading-order).
func asPageTitle(page, title string) string {
	h2 := "<h2>" + markup.Escape(title) + "</h2>"
	page = strings.Replace(page, h2, "<h1>"+markup.Escape(title)+"</h1>", 1)
	return strings.NewReplacer("<h3", "<h2", "</h3>", "</h2>", "<h4", "<h3", "</h4>", "</h3>").Replace(page)
}

// rulesDialog shows a game's rules page from the site in a dialog.
type rulesDialog struct {
	app.Compo

	IGame    string
	IOnClose func(app.Context)

	html   string // the page, once loaded
	loaded string // the game html is for
	err    string
}

func newRulesDialog() *rulesDialog { return &rulesDialog{} }

// Game sets the game whose rules are shown.
func (d *rulesDialog) Game(id string) *rulesDialog { d.IGame = id; return d }

// OnClose sets what closing the page does.
func (d *rulesDialog) OnClose(f func(app.Context)) *rulesDialog { d.IOnClose = f; return d }

func (d *rulesDialog) OnMount(ctx app.Context)  { d.load(ctx) }
func (d *rulesDialog) OnUpdate(ctx app.Context) { d.load(ctx) }

// load fetches the page of the game asked for, once.
func (d *rulesDialog) load(ctx app.Context) {
	id := d.IGame
	if d.loaded == id {
		return
	}
	d.loaded, d.html, d.err = id, "", ""
	u := *app.Window().URL()
	u.Path, u.RawQuery, u.Fragment = rulesPath(id), "", ""
	fetchText(u.String(), func(html string, err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if d.loaded != id {
				return // another game's page was asked for meanwhile
			}
			// Links to the rules pages open beside the app: go-app would
			// take a click on one for a route of its own, which they are not.
			d.html = strings.ReplaceAll(html, ` href="`+RulesRoot, ` target="_blank" href="`+RulesRoot)
			if err != nil {
				d.err = err.Error()
			}
		})
	})
}

// fetchText gets a text file of the site with the browser's fetch (Go's
// net/http client would add most of a megabyte to the app's wasm).
func fetchText(url string, done func(string, error)) {
	var onResponse, onText, onError app.Func
	finish := func(text string, err error) {
		done(text, err)
		onResponse.Release()
		onText.Release()
		onError.Release()
	}
	onText = app.FuncOf(func(this app.Value, args []app.Value) any {
		finish(args[0].String(), nil)
		return nil
	})
	onError = app.FuncOf(func(this app.Value, args []app.Value) any {
		finish("", errors.New(args[0].Call("toString").String()))
		return nil
	})
	onResponse = app.FuncOf(func(this app.Value, args []app.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			finish("", fmt.Errorf("the site answered %d", resp.Get("status").Int()))
			return nil
		}
		resp.Call("text").Call("then", onText, onError)
		return nil
	})
	app.Window().Call("fetch", url).Call("then", onResponse, onError)
}

func (d *rulesDialog) Render() app.UI {
	var body app.UI
	switch {
	case d.err != "":
		body = app.Div().Body(
			app.P().Text("The rules could not be loaded: "+d.err+". They need the connection once, then work offline."),
			app.Div().Class("row dialog-buttons").Body(button("close-rules", "Close", false, d.IOnClose)),
		)
	case d.html == "":
		body = app.P().Class("muted").Text("Loading the rules…")
	default:
		body = app.Div().Class("rules-frame").OnClick(d.onClick).Body(app.Raw(d.html))
	}
	return modal("rules-dialog", "Rules", d.IOnClose, body)
}

// onClick closes the page on its Close button (written with the page,
// without the app's handler).
func (d *rulesDialog) onClick(ctx app.Context, e app.Event) {
	if e.Get("target").Call("closest", "#close-rules").Truthy() {
		d.IOnClose(ctx)
	}
}
