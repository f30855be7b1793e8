package ui

import (
	"fmt"

	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// renderChoices shows the buttons that finish the move being entered (a
// promotion's piece, a pivot step previewed), under the board where the
// move is made; an empty place otherwise.
func (p *page) renderChoices() app.UI {
	return choiceButtons(p.s(), func(move string) func(app.Context) {
		return p.act(func(s *session.Session) { s.Play(move, "") })
	})
}

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

// renderPrompt shows what waits for an answer: the pie rule, a draw offer,
// the end of the game.
func (p *page) renderPrompt(st session.Status) app.UI {
	if friendPrompt, ok := p.renderFriendPrompt(st); ok {
		return friendPrompt
	}
	if p.s().PlayingOn() && st.Live && !p.atOnce {
		return app.Div().Class("prompt").ID("chain-playing").Body(
			app.Span().Text("The computer has chosen its turn and plays it step by step; each step is written under the board."),
			app.Div().Class("row").Body(button("show-at-once", "Show at once", false, p.showAtOnce)),
		)
	}
	switch offerer, offered := p.s().DrawOffer(); {
	case st.Over:
		return app.Div().Class("prompt result").ID("result").Body(
			app.Strong().Text(st.Result),
			app.Div().Class("row").Body(
				p.rematchButton(true),
				button("result-new", "New game", false, func(ctx app.Context) { p.dialog = dialogNew }),
				button("result-copy", "Copy link", false, p.copyLink),
			),
		)
	case offered:
		return app.Div().Class("prompt").ID("draw-offer").Body(
			app.Span().Textf("%s (%s) offers a draw. %s (%s), do you accept?",
				p.s().Player(offerer), st.Side[offerer], p.s().Player(offerer.Other()), st.Side[offerer.Other()]),
			app.Div().Class("row").Body(
				button("accept-draw", "Accept", false, p.act(func(s *session.Session) { s.AnswerDraw(true) })),
				button("decline-draw", "Decline", false, p.act(func(s *session.Session) { s.AnswerDraw(false) })),
			),
		)
	case st.Swap:
		text, usual := pieRule(p.s(), st)
		return app.Div().Class("prompt").ID("swap-offer").Body(
			app.Span().Text(text),
			app.Div().Class("row").Body(
				button("swap", "Swap colours", false, p.act((*session.Session).Swap)),
				app.If(st.Pass, func() app.UI { return p.passButton() }),
			),
			app.Small().Text(usual),
		)
	case st.Pass:
		// Offered at every turn: one small line, not a box to read each time.
		return app.Div().Class("prompt compact").ID("pass-offer").Body(
			p.passButton(),
			app.Small().Text(p.s().Game().Pass().Rule),
		)
	}
	return app.Div().Class("prompt empty")
}

// rematchButton starts the game again with the same choices, the
// person in the other seat against the computer or a friend; primary
// when it is the prompt's first offer.
func (p *page) rematchButton(primary bool) app.UI {
	title := "The same game again"
	if p.s().Options().Mode != session.Hotseat {
		title += ", in the other seat"
	}
	return app.If(p.d.CanRematch(), func() app.UI {
		b := button("rematch", "Rematch", false, p.rematch).Title(title)
		if primary {
			b = b.Class("primary")
		}
		return b
	})
}

func (p *page) rematch(ctx app.Context) {
	if err := p.d.Rematch(); err != nil {
		p.notices = append(p.notices, "The rematch could not start: "+err.Error()+".")
		return
	}
	p.takeNotices()
	p.send, p.editor = sendState{}, nil
	p.changed(ctx, false)
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

// passButton passes the turn.
func (p *page) passButton() app.UI {
	return button("pass", "Pass", false, p.act((*session.Session).Pass))
}
