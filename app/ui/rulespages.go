package ui

import (
	"diamond/rules/diamond"
	"diamond/rules/diamondback"
	"diamond/rules/games"
	"diamond/rules/pivots"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulesPages makes each game's rules page, by game ID.
var rulesPages = map[string]func(onClose func(app.Context)) app.UI{
	diamond.Spec.ID():     func(f func(app.Context)) app.UI { return newRulesPage().OnClose(f) },
	diamondback.Spec.ID(): func(f func(app.Context)) app.UI { return newDiamondbackRules().OnClose(f) },
	pivots.Spec.ID():      func(f func(app.Context)) app.UI { return newPivotsRules().OnClose(f) },
}

// rulesPageFor returns the rules page of the game with the given ID;
// onClose closes it.
func rulesPageFor(id string, onClose func(app.Context)) app.UI {
	if page, ok := rulesPages[id]; ok {
		return page(onClose)
	}
	name := id
	if g, err := games.ByID(id); err == nil {
		name = g.Name()
	}
	return modal("rules", "Rules", onClose,
		app.Div().Class("rules").Body(
			app.Div().Class("rules-head").Body(
				app.H2().Text(name),
				button("close-rules", "Close", false, onClose),
			),
			app.P().Text("This game's rules page is not written yet."),
		),
	)
}
