package ui

import (
	"fmt"
	"strconv"
	"time"

	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// onComputer takes the worker's answer to the desk's game, the only one
// that asks the computer to play, hint or judge a draw offer: the answer
// is its own whatever the board shows (the analysis board, opened while
// the computer thought, must not stop it).
func (p *page) onComputer(ctx app.Context, r reply) {
	g := p.d.Session()
	if !g.Asked(r.Token) {
		return // about a position or a game left meanwhile: not news
	}
	if r.Err != "" {
		what := "The computer could not play: "
		if r.Hint {
			what = "The computer could not give a hint: "
		}
		p.notices = append(p.notices, what+r.Err)
		return
	}
	if err := g.Reply(r.Token, session.Answer{Action: r.Action, Score: r.Score, Line: r.Line}); err != nil {
		p.notices = append(p.notices, err.Error())
		return
	}
	if r.Hint {
		p.changed(ctx, false) // the game did not change
		return
	}
	if !r.Draw {
		p.thought = fmt.Sprintf("Computer: %s in %.1f s (%s %s), expects %.0f%%.",
			r.Action, r.ElapsedMs/1000, grouped(r.Iterations), r.Counted, 100*r.Score)
		p.thoughtMs = r.ElapsedMs
	}
	if p.an != nil && p.an.from == g {
		// Under the analysis board: the game is saved, and asks on.
		p.gameChanged(ctx, true)
		return
	}
	p.changed(ctx, true)
}

// thoughtLine shows what the computer's last search took only on request:
// a player needs its move (on the board and in the list), not its counts.
// (A button, not <details>: each new element kind costs kilobytes of wasm.)
func (p *page) thoughtLine() app.UI {
	return app.Div().Class("thought").Hidden(p.thought == "" || p.s().Options().Mode != session.Computer).Body(
		toggle("thought-toggle", "Details", p.showThought, func(app.Context) { p.showThought = !p.showThought }),
		app.P().ID("thought").Hidden(!p.showThought).Attr("data-ms", strconv.FormatFloat(p.thoughtMs, 'f', -1, 64)).Body(textBody(p.thought)),
	)
}

// grouped writes n with its thousands grouped: 2,689,250.
func grouped(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// showAtOnce plays the rest of the computer's turn without pauses: the
// player has seen enough of the chain.
func (p *page) showAtOnce(ctx app.Context) {
	p.atOnce = true
	if r := p.heldRequest; p.held == r.Token && p.d.Session().Asked(r.Token) {
		p.held = 0 // the pause's end finds it asked already
		p.computer.ask(r)
	}
}

// stepPause is how long each step of the computer's turn stays on the
// board before the next, so that the eye can follow a chain of pivots.
const stepPause = 600 * time.Millisecond

// askComputer sends the session's question to the worker once the page
// has drawn the move (the search takes a core, and on a two-core machine
// it would slow this frame down); the next step of the computer's turn
// only after stepPause, and only if the same game still waits for it:
// take-back, a new game or another game opened meanwhile drop it.
func (p *page) askComputer(r session.Request) {
	if !r.Follows {
		p.atOnce = false // a new turn is shown step by step again
	}
	if !r.Follows || p.atOnce {
		p.ctx.Defer(func(app.Context) { p.computer.ask(r) })
		return
	}
	s := p.d.Session()
	p.held, p.heldRequest = r.Token, r
	p.ctx.After(stepPause, func(app.Context) {
		if p.held != r.Token {
			return // asked at once meanwhile, or another question held
		}
		p.held = 0
		if p.d.Session() == s && s.Asked(r.Token) {
			p.computer.ask(r)
		}
	})
}
