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
		app.Div().Class("rules-head").Body(
			app.H2().Text(name),
			button("close-rules", "Close", false, onClose),
		),
		app.P().Text("This game's rules page is not written yet."),
	)
}
