package ui

import (
	"strings"

	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// hintButton asks the computer for a hint on s, or hides the one shown.
func hintButton(s *session.Session, onToggle func(app.Context)) app.UI {
	_, shown := s.Hint()
	return toggle("hint-button", "Hint", shown, onToggle).
		Disabled(!shown && !s.CanHint()).
		Title("The computer's suggestion for this move (H)")
}

// hintText is the line under the board for s's hint; on the analysis
// board the hint is its best line, not advice asked for.
func hintText(s *session.Session, analysis bool) string {
	if h, ok := s.Hint(); ok {
		if analysis {
			return "Best: " + strings.Join(h.Line, " ") + ". " + h.Verdict + "."
		}
		return h.Text()
	}
	if s.HintPending() {
		return "Looking for a hint…"
	}
	return ""
}
