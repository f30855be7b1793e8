package ui

import (
	"fmt"
	"time"

	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// onComputer takes the worker's answer to the page's session.
func (p *page) onComputer(ctx app.Context, r reply) {
	if !p.s.Asked(r.Token) {
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
	if err := p.s.Reply(r.Token, session.Answer{Action: r.Action, Score: r.Score, Line: r.Line}); err != nil {
		p.notices = append(p.notices, err.Error())
		return
	}
	if r.Hint {
		p.changed(ctx, false) // the game did not change
		return
	}
	if !r.Draw {
		p.thought = fmt.Sprintf("Computer: %s in %.1f s (%d %s), expects %.0f%%.",
			r.Action, r.ElapsedMs/1000, r.Iterations, r.Counted, 100*r.Score)
		p.thoughtMs = r.ElapsedMs
	}
	p.changed(ctx, true)
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
		p.ctx.Defer(func(app.Context) { p.computer.ask(r) })
		return
	}
	s := p.s
	p.held = r.Token
	p.ctx.After(stepPause, func(app.Context) {
		if p.held == r.Token {
			p.held = 0
		}
		if p.s == s && s.Asked(r.Token) {
			p.computer.ask(r)
		}
	})
}
