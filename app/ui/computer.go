package ui

import (
	"fmt"

	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// onComputer takes the worker's answer to the page's session.
func (p *page) onComputer(ctx app.Context, r reply) {
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
