package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// moveList shows the actions in the project's notation, the turns
// numbered in pairs; a turn of several actions (a Pivots chain) keeps
// them together, each one still a position to show. Choosing one shows
// the position after it.
type moveList struct {
	app.Compo

	IMoves    []string
	IEnds     []bool   // whether each action ends its turn; nil: every one does
	IMarks    []string // a review's mark of each action (?!, ?, ??), or none
	IView     int
	IOnSelect func(app.Context, int)
}

func newMoveList() *moveList { return &moveList{} }

// Moves sets the actions in notation.
func (m *moveList) Moves(v []string) *moveList { m.IMoves = v; return m }

// Turns sets where turns end (session.TurnEnds).
func (m *moveList) Turns(v []bool) *moveList { m.IEnds = v; return m }

// Marks sets the review's marks of the actions (app/study).
func (m *moveList) Marks(v []string) *moveList { m.IMarks = v; return m }

// View sets the ply shown.
func (m *moveList) View(v int) *moveList { m.IView = v; return m }

// OnSelect sets what choosing a ply does.
func (m *moveList) OnSelect(f func(app.Context, int)) *moveList { m.IOnSelect = f; return m }

func (m *moveList) Render() app.UI {
	// The turns, each the plies of its actions.
	endsTurn := func(i int) bool { return i >= len(m.IEnds) || m.IEnds[i] }
	var turns [][]int
	for i := range m.IMoves {
		if i == 0 || endsTurn(i-1) {
			turns = append(turns, nil)
		}
		turns[len(turns)-1] = append(turns[len(turns)-1], i+1)
	}
	rows := make([]app.UI, 0, len(turns)/2+2)
	rows = append(rows, app.Li().Class("start").Body(m.cell(0, "Start")))
	for i := 0; i < len(turns); i += 2 {
		cells := []app.UI{app.Span().Class("num").Text(strconv.Itoa(i/2+1) + ".")}
		for _, turn := range turns[i:min(i+2, len(turns))] {
			if len(turn) == 1 {
				cells = append(cells, m.cell(turn[0], m.IMoves[turn[0]-1]))
				continue
			}
			actions := make([]app.UI, len(turn))
			for j, ply := range turn {
				actions[j] = m.cell(ply, m.IMoves[ply-1])
			}
			cells = append(cells, app.Span().Class("turn-actions").Body(actions...))
		}
		rows = append(rows, app.Li().Class("pair").Body(cells...))
	}
	return app.Ol().Class("moves").ID("moves").Attr("aria-label", "Moves").Body(rows...)
}

func (m *moveList) cell(ply int, text string) app.UI {
	class := "mv"
	if ply == m.IView {
		class += " current"
	}
	mark := ""
	if ply >= 1 && ply <= len(m.IMarks) {
		mark = m.IMarks[ply-1]
	}
	return app.Button().
		Type("button").
		Class(class).
		ID("ply-"+strconv.Itoa(ply)).
		Attr("data-ply", strconv.Itoa(ply)).
		Attr("data-mark", mark).
		Body(
			app.Text(text),
			app.If(mark != "", func() app.UI { return app.Span().Class("mark").Text(mark) }),
		).
		OnClick(func(ctx app.Context, e app.Event) { m.IOnSelect(ctx, ply) }, app.EventScope(ply))
}

// moveScroll keeps the move shown in sight in a page's move list.
type moveScroll struct {
	used   bool
	scroll *afterPaint
}

// start readies m in the page's own context (OnMount): an event's
// context may be gone by the time the page is painted.
func (m *moveScroll) start(ctx app.Context) {
	m.scroll = newAfterPaint(ctx, func(ctx app.Context) {
		scrollMoves()
		ctx.PreventUpdate()
	})
}

// follow scrolls the move list to the move shown, ply, once the update
// is painted: finding where the move is has the browser lay the page out,
// which before the paint would hold the answer on screen. A list never
// scrolled that shows the start needs nothing: the start is at its top.
func (m *moveScroll) follow(ply int) {
	if ply == 0 && !m.used || m.scroll == nil {
		return
	}
	m.used = true
	m.scroll.request()
}

// release lets the handlers go.
func (m *moveScroll) release() {
	if m.scroll != nil {
		m.scroll.release()
	}
}

// scrollMoves keeps the last move in sight in the move list.
func scrollMoves() {
	if el := app.Window().GetElementByID("moves"); el.Truthy() {
		if cur := app.Window().Get("document").Call("querySelector", "#moves .current"); cur.Truthy() {
			top := cur.Get("offsetTop").Int() - el.Get("offsetTop").Int()
			el.Set("scrollTop", top-el.Get("clientHeight").Int()/2)
			// On a phone the list is a row.
			left := cur.Get("offsetLeft").Int() - el.Get("offsetLeft").Int()
			el.Set("scrollLeft", left-el.Get("clientWidth").Int()/2)
		}
	}
}
