package ui

import (
	"diamond/app/session"
	"diamond/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The game's controls: the strip under the board, the other actions (in
// More's sheet on a phone) and the board's settings. Each acts on the
// game shown, then tells the page (IOnShown: moved when the game itself
// changed, so that it is saved and the computer asked).

// strip is the row under the board: the moves' arrows, Hint, Take back
// and ⋯ (More), which opens the other actions on a phone.
type strip struct {
	app.Compo

	IGame     *session.Session // the game shown
	IAnalysis bool             // the analysis board: it shows its best move already
	IMore     bool             // the other actions are open
	IOnShown  func(ctx app.Context, moved bool)
	IOnUndo   func(app.Context) // Take back
	IOnMore   func(app.Context)
}

func (c *strip) Render() app.UI {
	s := c.IGame
	n, v := s.Match().Len(), s.View()
	return app.Div().Class("strip row").ID("strip").Body(
		iconButton("first", "first", "First (Home)", v == 0, c.browse(func(s *session.Session) int { return 0 })),
		iconButton("prev", "prev", "Previous (←)", v == 0, c.browse(func(s *session.Session) int { return s.View() - 1 })),
		iconButton("next", "next", "Next (→)", v == n, c.browse(func(s *session.Session) int { return s.View() + 1 })),
		iconButton("last", "last", "Last (End)", v == n, c.browse(func(s *session.Session) int { return s.Match().Len() })),
		app.If(!c.IAnalysis, func() app.UI {
			return hintButton(s, func(ctx app.Context) {
				c.IGame.ToggleHint() // a hint changes the view, not the game
				c.IOnShown(ctx, false)
			})
		}).Else(func() app.UI { return app.Span().Class("no-hint") }),
		button("undo", "Take back", !s.CanUndo(), c.IOnUndo),
		toggle("more", "⋯", c.IMore, c.IOnMore).
			Attr("aria-label", "More").Attr("aria-expanded", c.IMore).Attr("aria-controls", "more-actions").Title("The other actions"),
	)
}

// browse returns a handler that shows the move ply(game) returns.
func (c *strip) browse(ply func(*session.Session) int) func(app.Context) {
	return func(ctx app.Context) {
		c.IGame.GoTo(ply(c.IGame))
		c.IOnShown(ctx, false)
	}
}

// actions are the game's other actions: Redo, Offer draw (not with a
// friend: the offer goes with a turn sent), Resign, Copy link; on the
// analysis board, Redo alone.
type actions struct {
	app.Compo

	IGame     *session.Session
	IStatus   session.Status
	IFriend   bool
	IAnalysis bool
	IOnShown  func(ctx app.Context, moved bool)
	IOnCopy   func(app.Context)
}

func (c *actions) Render() app.UI {
	s, st := c.IGame, c.IStatus
	redo := button("redo", "Redo", !s.CanRedo(), c.do((*session.Session).Redo))
	if c.IAnalysis {
		return app.Div().Class("actions row").Body(redo)
	}
	started := s.Match().Len() > 0 // nothing to draw or resign before a move
	return app.Div().Class("actions row").Body(
		redo,
		app.If(!c.IFriend, func() app.UI {
			return button("offer-draw", "Offer draw", st.Over || !started || !s.HumanToMove() || s.DrawPending(), c.do((*session.Session).OfferDraw))
		}),
		newConfirmButton("resign", "Resign", "Really resign?").Disabled(st.Over || !started).OnConfirm(c.do((*session.Session).Resign)),
		button("copy-link", "Copy link", false, c.IOnCopy),
	)
}

// do returns a handler that runs f on the game shown, which moved.
func (c *actions) do(f func(*session.Session)) func(app.Context) {
	return func(ctx app.Context) {
		f(c.IGame)
		c.IOnShown(ctx, true)
	}
}

// boardSettings are the Theme, Flip and Coords switches: in the header,
// and on a phone, where the header has no room for them, in the sheet of
// the other actions instead (ISuffix tells their ids apart; CSS shows one).
type boardSettings struct {
	app.Compo

	ISuffix   string
	ISettings store.Settings
	IOnChange func(func(*store.Settings))
}

func (c *boardSettings) Render() app.UI {
	return app.Div().Class("settings"+c.ISuffix).Body(
		themePicker("theme"+c.ISuffix, "Theme", c.ISettings.Theme, func(ctx app.Context, theme string) {
			c.IOnChange(func(s *store.Settings) { s.Theme = theme })
			applyTheme(theme)
		}),
		toggle("flip"+c.ISuffix, "Flip", c.ISettings.Flip, func(ctx app.Context) {
			c.IOnChange(func(s *store.Settings) { s.Flip = !s.Flip })
		}),
		toggle("coords"+c.ISuffix, "Coords", c.ISettings.Coords, func(ctx app.Context) {
			c.IOnChange(func(s *store.Settings) { s.Coords = !s.Coords })
		}),
	)
}
