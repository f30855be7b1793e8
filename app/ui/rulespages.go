package ui

import (
	"diamond/rules/diamond"
	"diamond/rules/diamondback"
	"diamond/rules/games"
	"diamond/rules/pivots"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulesPageFor returns the rules page of the game with the given ID;
// onClose closes it. (A switch, not a table: a package-level table would
// keep every page in the app's wasm, which shows them from the built
// site instead: see RulesHTML.)
func rulesPageFor(id string, onClose func(app.Context)) app.UI {
	switch id {
	case diamond.Spec.ID():
		return newRulesPage().OnClose(onClose)
	case diamondback.Spec.ID():
		return newDiamondbackRules().OnClose(onClose)
	case pivots.Spec.ID():
		return newPivotsRules().OnClose(onClose)
	}
	name := id
	if g, err := games.ByID(id); err == nil {
		name = g.Name()
	}
	return app.Div().Class("rules").ID("rules").Body(
		rulesHead(name, id, onClose),
		app.P().Text("This game's rules page is not written yet."),
	)
}

// rulesHead heads a game's rules page: its title, links to every game's
// rules at their own address (this one's too, to share), and Close.
func rulesHead(title, id string, onClose func(app.Context)) app.UI {
	links := []app.UI{app.Text("Rules of ")}
	for i, other := range games.IDs() {
		if i > 0 {
			links = append(links, app.Text(" · "))
		}
		a := app.A().Href(RulesURL(other)).Text(other)
		if g, err := games.ByID(other); err == nil {
			a.Text(g.Name())
		}
		if other == id {
			a.Attr("aria-current", "page")
		}
		links = append(links, a)
	}
	return app.Div().Class("rules-head").Body(
		app.H2().Text(title),
		button("close-rules", "Close", false, onClose),
		app.P().Class("rules-links").Body(links...),
	)
}

// rulesURLs lists the rules pages' own addresses, for the service worker.
func rulesURLs() []string {
	us := []string{RulesRoot}
	for _, id := range games.IDs() {
		us = append(us, RulesURL(id))
	}
	return us
}

// RulesRoot shows the rules of the game last played here, or Diamond's;
// RulesURL(id) a game's own (the site generator writes both:
// RulesDocument).
const RulesRoot = "/rules"

func RulesURL(id string) string { return RulesRoot + "/" + id }
