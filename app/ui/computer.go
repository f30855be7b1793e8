package ui

import (
	"fmt"

	"diamond/rules/ai"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// levels lists the computer's levels for the new-game dialog.
func levels() []ai.LevelInfo { return ai.Levels() }

// onComputer takes the worker's answer to the page's session.
func (p *page) onComputer(ctx app.Context, r reply) {
	if r.Err != "" {
		p.notices = append(p.notices, "The computer could not play: "+r.Err)
		return
	}
	if err := p.s.Reply(r.Token, r.Action, r.Score); err != nil {
		p.notices = append(p.notices, err.Error())
		return
	}
	if !r.Draw {
		p.thought = fmt.Sprintf("Computer: %s in %.1f s (%d playouts), expects %.0f%%.",
			r.Action, r.ElapsedMs/1000, r.Iterations, 100*r.Score)
		p.thoughtMs = r.ElapsedMs
	}
	p.changed(ctx, true)
}
