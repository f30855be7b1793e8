package ui

import (
	"fmt"

	"diamond/app/session"
	"diamond/rules/diamond"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// statusBar says whose turn it is, the phase, and the pieces in hand and
// lost, above the board.
type statusBar struct {
	app.Compo

	IStatus   session.Status
	IThinking bool
}

func newStatusBar() *statusBar { return &statusBar{} }

// Status sets what to show.
func (s *statusBar) Status(v session.Status) *statusBar { s.IStatus = v; return s }

// Thinking says the computer is choosing a move.
func (s *statusBar) Thinking(v bool) *statusBar { s.IThinking = v; return s }

func (s *statusBar) Render() app.UI {
	st := s.IStatus
	var turn string
	switch {
	case st.Over && st.Live:
		turn = st.Result
	case s.IThinking && st.Live:
		turn = fmt.Sprintf("The computer (%s) is thinking…", st.ToMove)
	default:
		turn = fmt.Sprintf("%s to move · %s · %s", capital(st.ToMove.String()), st.Players[st.ToMove], st.Phase)
		if st.Swap {
			turn += " · may swap"
		}
		if !st.Live {
			turn = "Earlier position: " + turn
		}
	}
	class := "status"
	if st.Over && st.Live {
		class += " over"
	}
	return app.Div().Class(class).Body(
		app.Div().Class("turn").ID("status").DataSet("to-move", st.ToMove.String()).Body(
			app.Span().Class("swatch "+st.ToMove.String()),
			app.Span().Text(turn),
			app.If(s.IThinking && st.Live, func() app.UI { return app.Span().Class("spinner") }),
		),
		app.Div().Class("hands").Body(s.hand(diamond.Black), s.hand(diamond.White)),
	)
}

func (s *statusBar) hand(c diamond.Color) app.UI {
	st := s.IStatus
	text := fmt.Sprintf("%s: %d in hand", st.Players[c], st.Hand[c])
	if st.Captured[c] > 0 {
		text += fmt.Sprintf(", %d lost", st.Captured[c])
	}
	return app.Span().Class("hand").ID("hand-"+c.String()).DataSet("hand", st.Hand[c]).Body(
		app.Span().Class("swatch "+c.String()),
		app.Text(text),
	)
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
