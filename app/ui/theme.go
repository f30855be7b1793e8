package ui

import (
	"diamond/app/embed"
	"diamond/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// themes are the Theme switch's choices, by the value kept in
// store.Settings.Theme and embed.Theme: "" follows the system.
var themes = []option{
	{"", "System"}, {store.ThemeLight, "Light"}, {store.ThemeDark, "Dark"},
}

// themePicker chooses a theme: a select labelled label.
func themePicker(id, label, value string, onChange func(ctx app.Context, theme string)) app.UI {
	return picker(id, label, themes, value, onChange).Class("theme-pick")
}

// option is one choice of a picker: its value and what it says.
type option struct{ value, label string }

// picker is a select labelled label, with value chosen.
func picker(id, label string, choices []option, value string, onChange func(ctx app.Context, value string)) app.HTMLLabel {
	options := make([]app.UI, len(choices))
	for i, c := range choices {
		options[i] = app.Option().Value(c.value).Selected(c.value == value).Text(c.label)
	}
	return app.Label().Body(
		app.Span().Class("theme-word").Text(label),
		app.Select().ID(id).Body(options...).OnChange(func(ctx app.Context, e app.Event) {
			onChange(ctx, ctx.JSSrc().Get("value").String())
		}, app.EventScope(id)),
	)
}

// applyTheme gives the page the theme chosen: web/style.css reads
// data-theme on <html>, and follows the system without it.
func applyTheme(theme string) {
	root := app.Window().Get("document").Get("documentElement")
	if theme == store.ThemeLight || theme == store.ThemeDark {
		root.Call("setAttribute", "data-theme", theme)
	} else {
		root.Call("removeAttribute", "data-theme")
	}
}

// themeScript sets the stored theme in the page's head, before the first
// paint, so that a chosen theme does not flash the system's while the
// wasm loads (index.html and the rules pages). The embed page keeps its
// own (its options, or the system).
//
// A constant, as are the other scripts: computed at start-up (with
// strconv.Quote), it had the browser compile and run the quoting code
// before the board could answer.
const themeScript = `<script>try{var t=JSON.parse(localStorage.getItem("` + store.KeySettings +
	`")).settings.theme;if((t=="` + store.ThemeLight + `"||t=="` + store.ThemeDark + `")&&location.pathname.indexOf("` + embed.Path +
	`"))document.documentElement.dataset.theme=t}catch(e){}</script>`
