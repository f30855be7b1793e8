package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// button is a plain button with an id (for tests and labels) and an
// action.
func button(id, label string, disabled bool, onClick func(app.Context)) app.HTMLButton {
	return app.Button().
		ID(id).
		Type("button").
		Disabled(disabled).
		Text(label).
		OnClick(func(ctx app.Context, e app.Event) { onClick(ctx) }, app.EventScope(id))
}

// toggle is a button that shows whether a setting is on.
func toggle(id, label string, on bool, onClick func(app.Context)) app.HTMLButton {
	class := "toggle"
	if on {
		class += " on"
	}
	return button(id, label, false, onClick).Class(class).Attr("aria-pressed", on)
}

// icons are small SVG paths (24×24) for the navigation buttons: fonts
// do not all have the media-control characters.
var icons = map[string]string{
	"first": "M6 5h2v14H6zM20 5v14L9 12z",
	"sound": "M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z",
	"prev":  "M17 5v14L6 12z",
	"next":  "M7 5v14l11-7z",
	"last":  "M16 5h2v14h-2zM4 5v14l11-7z",
}

// iconButton is a button showing an icon, labelled for screen readers and
// tooltips.
func iconButton(id, icon, label string, disabled bool, onClick func(app.Context)) app.HTMLButton {
	return withIcon(button(id, "", disabled, onClick), icon, label)
}

// iconToggle is a toggle drawn as an icon (where a word takes too much
// room: the menu on a phone).
func iconToggle(id, icon, label string, on bool, onClick func(app.Context)) app.HTMLButton {
	return withIcon(toggle(id, "", on, onClick), icon, label)
}

// withIcon gives a button an icon, and its label as its name.
func withIcon(b app.HTMLButton, icon, label string) app.HTMLButton {
	return b.Title(label).Attr("aria-label", label).Body(
		svg("svg").Attr("viewBox", "0 0 24 24").Class("icon").Body(
			svg("path").Attr("d", icons[icon]),
		),
	)
}
