package ui

import (
	"errors"
	"fmt"

	"diamond/app/session"
	"diamond/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// choiceButtons are the choices of s's move in progress (a pivot to
// confirm, a promotion's piece), as buttons; play makes a choice's move.
func choiceButtons(s *session.Session, play func(move string) func(app.Context)) app.UI {
	choices := s.Choices()
	if len(choices) == 0 {
		return app.Div().Class("no-choices")
	}
	buttons := make([]app.UI, len(choices))
	legend := s.Game().Geometry().Legend
	for i, c := range choices {
		b := button(c.ID, c.Label, false, play(c.Move))
		if c.Piece != 0 && legend[c.Piece].Glyph != "" { // the piece it makes, drawn
			st := legend[c.Piece]
			b = button(c.ID, "", false, play(c.Move)).Class("piece-choice").Body(
				svg("svg").Attr("viewBox", "-50 -50 100 100").Attr("width", 32).Attr("height", 32).Attr("aria-hidden", "true").Body(
					svg("path").Attr("d", st.Glyph).Attr("fill", st.Fill).Attr("stroke", st.Stroke).Attr("stroke-width", 3),
				),
				app.Span().Text(c.Label),
			)
		}
		buttons[i] = b
	}
	return app.Div().Class("prompt board-choices").ID("choices").Body(app.Div().Class("row").Body(buttons...))
}

// promptActs are what the prompt's buttons do.
type promptActs struct {
	act                     func(func(*session.Session)) func(app.Context) // on the game, which is then saved
	atOnce, newGame, copied func(app.Context)                              // Show at once, New game, Copy link
	rematch                 func(app.Context)
}

// prompt shows what waits for an answer in s: a friend's turn or the
// computer's chain shown step by step (unless hurried), the end of the game, a draw offer, the
// pie rule, a pass.
func prompt(s *session.Session, st session.Status, hurried, canRematch bool, do promptActs) app.UI {
	if st.Showing {
		return app.Div().Class("prompt").ID("turn-showing").Body(
			app.Span().Text(s.Player(st.ToMove)+"'s turn is shown step by step; each step is written under the board."),
			app.Div().Class("row").Body(button("show-at-once", "Show at once", false, do.atOnce)),
		)
	}
	if s.PlayingOn() && st.Live && !hurried {
		return app.Div().Class("prompt").ID("chain-playing").Body(
			app.Span().Text("The computer has chosen its turn and plays it step by step; each step is written under the board."),
			app.Div().Class("row").Body(button("show-at-once", "Show at once", false, do.atOnce)),
		)
	}
	pass := func() app.UI { return button("pass", "Pass", false, do.act((*session.Session).Pass)) }
	switch offerer, offered := s.DrawOffer(); {
	case st.Over:
		return app.Div().Class("prompt result").ID("result").Body(
			app.Strong().Text(st.Result),
			app.Div().Class("row").Body(
				rematchButton(canRematch, s.Options().Mode, true, do.rematch),
				button("result-new", "New game", false, do.newGame),
				button("result-copy", "Copy link", false, do.copied),
			),
		)
	case offered:
		return app.Div().Class("prompt").ID("draw-offer").Body(
			app.Span().Textf("%s (%s) offers a draw. %s (%s), do you accept?",
				s.Player(offerer), st.Side[offerer], s.Player(offerer.Other()), st.Side[offerer.Other()]),
			app.Div().Class("row").Body(
				button("accept-draw", "Accept", false, do.act(func(s *session.Session) { s.AnswerDraw(true) })),
				button("decline-draw", "Decline", false, do.act(func(s *session.Session) { s.AnswerDraw(false) })),
			),
		)
	case st.Swap:
		text, usual := pieRule(s, st)
		return app.Div().Class("prompt").ID("swap-offer").Body(
			app.Span().Text(text),
			app.Div().Class("row").Body(
				button("swap", "Swap colours", false, do.act((*session.Session).Swap)),
				app.If(st.Pass, pass),
			),
			app.Small().Text(usual),
		)
	case st.Pass:
		// Offered at every turn: one small line, not a box to read each time.
		return app.Div().Class("prompt compact").ID("pass-offer").Body(
			pass(),
			app.Small().Text(s.Game().Pass().Rule),
		)
	}
	return app.Div().Class("prompt empty")
}

// rematchButton starts the game again with the same choices, the person
// in the other seat against the computer or a friend; primary when it is
// the prompt's first offer. There is none when the game cannot be played
// again (a position set up).
func rematchButton(can bool, mode session.Mode, primary bool, onClick func(app.Context)) app.UI {
	title := "The same game again"
	if mode != session.Hotseat {
		title += ", in the other seat"
	}
	return app.If(can, func() app.UI {
		b := button("rematch", "Rematch", false, onClick).Title(title)
		if primary {
			b = b.Class("primary")
		}
		return b
	})
}

// pieRule words the pie rule's offer to the side to move, and the move
// it may make instead: its player may swap, then plays the other side,
// with the first move's piece, and the other player moves next.
func pieRule(s *session.Session, st session.Status) (text, usual string) {
	mover, other := st.ToMove, st.ToMove.Other()
	names := s.Game().SideNames()
	verb, do, piece := s.Game().Words()
	// A position set up at the swapper's first turn has no first move.
	with := "the board as it stands"
	if ms := s.Moves(); len(ms) > 0 {
		with = fmt.Sprintf("the %s on %v", piece, ms[0])
	}
	usual = fmt.Sprintf("Or %s a %s %s as usual.", do, st.Side[mover], piece)
	if s.Options().Mode != session.Hotseat {
		return fmt.Sprintf("Pie rule: instead of %s, you may swap colours: you then play %s, "+
			"with %s, and %s plays %s and moves next.", verb, names[other], with, s.Opponent(), names[mover]), usual
	}
	swapper, waiting := s.Player(mover), s.Player(other)
	return fmt.Sprintf("Pie rule: instead of %s, %s may swap colours: %s then plays %s, "+
		"with %s, and %s plays %s and moves next.", verb, swapper, swapper, names[other], with, waiting, names[mover]), usual
}

// takeBack takes back the last move of the game shown: the analysis
// board's, or the desk's, which in a game with a friend refuses what was
// sent (desk.TakeBack).
func (p *page) takeBack(ctx app.Context) {
	if p.studio.Board() != nil {
		p.s().Undo()
	} else if err := p.d.TakeBack(); errors.Is(err, store.ErrBehind) {
		p.takeNotices() // the desk says that the game went on in another tab
	} else {
		p.problem("The move could not be taken back", err)
	}
	p.changed(ctx, true)
}

// renderPrompt is what waits for an answer under the strip: in a game
// with a friend the send step (sendStep), else prompt.
func (p *page) renderPrompt(st session.Status) app.UI {
	rematch := func(ctx app.Context) { p.show(ctx, "The rematch could not start", p.d.Rematch) }
	usual := func() app.UI {
		return prompt(p.s(), st, p.pace.Hurried(), p.d.CanRematch(), promptActs{act: p.act, atOnce: p.showAtOnce,
			newGame: func(ctx app.Context) { p.dialog.open = dialogNew }, copied: p.copyLink, rematch: rematch})
	}
	if g, ok := p.d.Friend(); ok && friendPrompts(p.s(), st, g) {
		return &sendStep{IDesk: p.d, IStatus: st, ICanRematch: p.d.CanRematch(), IOnRematch: rematch,
			IOnChange: func(ctx app.Context) { p.changed(ctx, false) }, IOnProblem: p.problem, IUsual: usual}
	}
	return usual()
}
