package ui

import (
	"diamond/app/setup"
	"diamond/app/share"
	"diamond/rules/diamond"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Setup mode: the page's board edits a position (package setup) instead
// of playing; the game in progress stays as it is until the position is
// played.

// enterSetup starts setting up from the position shown.
func (p *page) enterSetup(ctx app.Context) {
	p.editor = setup.New(p.s.Match().(*diamond.Match).Game().PositionAt(p.s.View()))
	p.setupLink, p.dialog = "", ""
}

func (p *page) renderSetup() app.UI {
	e := p.editor
	why, notation := "", ""
	if pos, err := e.Position(); err != nil {
		why = "This position cannot be played: " + err.Error() + "."
	} else {
		notation = diamond.FormatPosition(pos)
	}
	return app.Main().Class("play setup-mode").Body(
		app.Section().Class("board-area").Body(
			app.Div().Class("status").Body(
				app.Div().Class("turn").ID("status").Text("Setting up a position"),
			),
			newBoard().
				View(e.Board()).
				Flipped(p.settings.Flip).
				Coords(p.settings.Coords).
				OnPoint(func(ctx app.Context, q int) {
					p.editor.Click(diamond.Point(q))
					p.setupLink = ""
				}),
		),
		newSetupPanel().
			Position(e.Setup(), e.Brush(), why, notation).
			Link(p.setupLink).
			OnBrush(func(ctx app.Context, c diamond.Contents) { p.editor.SetBrush(c) }).
			OnHand(func(ctx app.Context, c diamond.Color, n int) {
				p.editor.SetHand(c, n)
				p.setupLink = ""
			}).
			OnToMove(func(ctx app.Context, c diamond.Color) {
				p.editor.SetToMove(c)
				p.setupLink = ""
			}).
			OnNotation(p.setupNotation).
			OnCommand(p.setupCommand),
	)
}

// setupNotation replaces the position by one typed in notation; one that
// cannot be read changes nothing.
func (p *page) setupNotation(ctx app.Context, text string) error {
	pos, err := diamond.ParsePosition(text)
	if err != nil {
		return err
	}
	p.editor, p.setupLink = setup.New(pos), ""
	return nil
}

func (p *page) setupCommand(ctx app.Context, c setupCommand) {
	e := p.editor
	switch c {
	case setupClear:
		e.Clear()
	case setupStart:
		e.Start()
	case setupFill:
		e.FillHands()
	case setupCancel:
		p.editor = nil
		return
	case setupPlay:
		// Who plays is asked first; Cancel comes back here.
		if _, err := e.Game(); err == nil {
			p.dialog = "from"
		}
		return
	case setupLink:
		g, err := e.Game()
		if err != nil {
			return
		}
		u := *app.Window().URL()
		u.Path, u.RawQuery, u.Fragment = "/", "", share.Fragment(diamond.NewMatch(g), 0)
		p.setupLink = u.String()
		copyText(ctx, p.setupLink, func(app.Context) {})
		return
	}
	p.setupLink = ""
}
