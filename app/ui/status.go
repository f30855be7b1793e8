package ui

import (
	"strconv"

	"diamond/app/session"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// statusBar says whose turn it is, the phase, and the pieces in hand and
// lost, above the board.
type statusBar struct {
	app.Compo

	IStatus   session.Status
	IThinking bool
	IPlaying  bool // the computer shows a turn it has chosen, step by step
}

func newStatusBar() *statusBar { return &statusBar{} }

// Status sets what to show.
func (s *statusBar) Status(v session.Status) *statusBar { s.IStatus = v; return s }

// Thinking says the computer is choosing a move.
func (s *statusBar) Thinking(v bool) *statusBar { s.IThinking = v; return s }

// Playing says the computer shows a turn it has chosen, step by step.
func (s *statusBar) Playing(v bool) *statusBar { s.IPlaying = v; return s }

func (s *statusBar) Render() app.UI {
	st := s.IStatus
	var turn string
	switch {
	case st.Over && st.Live:
		turn = st.Result
	case st.Showing:
		turn = st.Players[st.ToMove] + " (" + st.Side[st.ToMove] + ") played this turn: it is shown step by step"
	case s.IPlaying && st.Live:
		turn = "The computer (" + st.Side[st.ToMove] + ") plays its turn, step by step"
	case s.IThinking && st.Live:
		turn = "The computer (" + st.Side[st.ToMove] + ") is thinking…"
	default:
		turn = capital(st.Side[st.ToMove]) + " to move · " + st.Players[st.ToMove]
		if st.Phase != "" {
			turn += " · " + st.Phase
		}
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
		app.Div().Class("turn").ID("status").Attr("data-to-move", st.Side[st.ToMove]).Body(
			app.Span().Class("swatch "+st.Side[st.ToMove]),
			app.Span().Text(turn),
			app.If(s.IThinking && !s.IPlaying && st.Live, func() app.UI { return app.Span().Class("spinner") }),
		),
		app.Div().Class("hands").Body(s.hand(game.First), s.hand(game.Second)),
	)
}

// hand is a side's line: who plays it, and what the game says of it.
func (s *statusBar) hand(c game.Side) app.UI {
	st := s.IStatus
	name := st.Side[c]
	return app.Span().Class("hand").ID("hand-"+name).Attr("data-hand", strconv.Itoa(st.Sides[c].Count)).Body(
		app.Span().Class("swatch "+name),
		app.Span().Text(st.Players[c]+": "+st.Sides[c].Text),
	)
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
