package ui

import (
	"fmt"

	"diamond/app/session"
	"diamond/app/transfer"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// importGame opens the game a pasted or chosen text holds, as a shared
// link does: the game in progress is kept. A text that cannot be read
// leaves everything as it was and says why in the dialog.
func (p *page) importGame(ctx app.Context, text string) {
	in, err := transfer.Import(text, p.s().Game())
	same := err == nil && in.Game.Spec().ID() == p.s().Game().ID() && in.Game.Compact() == p.s().Match().Compact()
	if err == nil {
		err = p.open(ctx, in.Game, in.Ply, "This is an imported game.")
	}
	if err != nil {
		p.dialog.importErr = "This record could not be read: " + err.Error() + "."
		return
	}
	if in.Note != "" {
		p.notes.problems = append(p.notes.problems, shownAtEnd(in.Note))
	}
	if same { // nothing changes on the board: say why
		p.notes.link = []notice{{Text: "This is the game on the board already.", News: true}}
	}
	p.dialog.open, p.dialog.importErr = dialogNone, ""
}

// pictureTitle describes the position a picture shows.
func pictureTitle(s *session.Session) string {
	st := s.Status()
	when := "at the start"
	switch v := s.View(); {
	case v == 1:
		when = "after 1 move"
	case v > 1:
		when = fmt.Sprintf("after %d moves", v)
	}
	name := s.Game().Name()
	if st.Over && st.Live {
		return name + ", " + when + ": " + st.Result
	}
	return fmt.Sprintf("%s, %s: %s to move", name, when, st.Side[st.ToMove])
}

// origin returns the app's address (scheme and host), for links and
// snippets that other pages hold.
func origin() string {
	u := app.Window().URL()
	return u.Scheme + "://" + u.Host
}
