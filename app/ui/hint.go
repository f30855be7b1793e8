package ui

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// hintButton asks the computer for a hint, or hides the one shown.
func (p *page) hintButton() app.UI {
	_, shown := p.s().Hint()
	return toggle("hint-button", "Hint", shown, p.toggleHint).
		Disabled(!shown && !p.s().CanHint()).
		Title("The computer's suggestion for this move (H)")
}

// toggleHint runs on the session of the moment (see act); a hint changes
// the view, not the game.
func (p *page) toggleHint(ctx app.Context) {
	p.s().ToggleHint()
	p.changed(ctx, false)
}

// hintText is the line under the board for the hint.
func (p *page) hintText() string {
	if h, ok := p.s().Hint(); ok {
		if p.an != nil { // the analysis's best line, not advice asked for
			return "Best: " + strings.Join(h.Line, " ") + ". " + h.Verdict + "."
		}
		return h.Text()
	}
	if p.s().HintPending() {
		return "Looking for a hint…"
	}
	return ""
}
