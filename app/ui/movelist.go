package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// moveList shows the actions in the project's notation, numbered in pairs;
// choosing one shows the position after it.
type moveList struct {
	app.Compo

	IMoves    []string
	IView     int
	IOnSelect func(app.Context, int)
}

func newMoveList() *moveList { return &moveList{} }

// Moves sets the actions in notation.
func (m *moveList) Moves(v []string) *moveList { m.IMoves = v; return m }

// View sets the ply shown.
func (m *moveList) View(v int) *moveList { m.IView = v; return m }

// OnSelect sets what choosing a ply does.
func (m *moveList) OnSelect(f func(app.Context, int)) *moveList { m.IOnSelect = f; return m }

func (m *moveList) Render() app.UI {
	rows := make([]app.UI, 0, len(m.IMoves)/2+2)
	rows = append(rows, app.Li().Class("start").Body(m.cell(0, "Start")))
	for i := 0; i < len(m.IMoves); i += 2 {
		cells := []app.UI{app.Span().Class("num").Text(strconv.Itoa(i/2+1) + ".")}
		for j := i; j < i+2 && j < len(m.IMoves); j++ {
			cells = append(cells, m.cell(j+1, m.IMoves[j]))
		}
		rows = append(rows, app.Li().Class("pair").Body(cells...))
	}
	return app.Ol().Class("moves").ID("moves").Aria("label", "Moves").Body(rows...)
}

func (m *moveList) cell(ply int, text string) app.UI {
	class := "mv"
	if ply == m.IView {
		class += " current"
	}
	return app.Button().
		Type("button").
		Class(class).
		ID("ply-"+strconv.Itoa(ply)).
		DataSet("ply", ply).
		Text(text).
		OnClick(func(ctx app.Context, e app.Event) { m.IOnSelect(ctx, ply) }, app.EventScope(ply))
}
