package ui

import (
	"diamond/app/setup"
	"diamond/app/share"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Setup mode: the page's board edits a position (package setup) instead
// of playing; the game in progress stays as it is until the position is
// played. The same for every game: the editor knows each one's notation.

// enterSetup starts setting up from the position shown.
func (p *page) enterSetup(ctx app.Context) {
	p.editor = setup.New(p.s().Match(), p.s().View())
	p.setupLink, p.dialog = "", dialogNone
}

func (p *page) renderSetup() app.UI {
	e := p.editor
	start, _ := e.Spec().New(0)
	return app.Main().Class("play setup-mode").Body(
		app.Section().Class("board-area").Body(
			app.Div().Class("status").Body(
				app.Div().Class("turn").ID("status").Text("Setting up a position of "+e.Spec().Name()),
			),
			newBoard().
				View(e.Board()).
				Flipped(p.settings().Flip).
				Coords(p.settings().Coords).
				OnPoint(func(ctx app.Context, q int) {
					p.editor.Click(q)
					p.setupLink = ""
				}),
		),
		newSetupPanel().
			Editor(e, start.Position()).
			Link(p.setupLink).
			OnBrush(func(ctx app.Context, b game.Piece) { p.editor.SetBrush(b) }).
			OnField(func(ctx app.Context, i, v int) {
				p.editor.SetValue(i, v)
				p.setupLink = ""
			}).
			OnGameCommand(func(ctx app.Context, id string) {
				p.editor.Do(id)
				p.setupLink = ""
			}).
			OnNotation(func(ctx app.Context, text string) error {
				p.setupLink = ""
				return p.editor.Load(text)
			}).
			OnCommand(p.setupCommand),
	)
}

func (p *page) setupCommand(ctx app.Context, c setupCommand) {
	e := p.editor
	switch c {
	case setupClear:
		e.Clear()
	case setupStart:
		e.Start()
	case setupCancel:
		p.editor = nil
		return
	case setupCopy:
		copyText(ctx, e.Text(), func(app.Context) {})
		return
	case setupPlay:
		// Who plays is asked first; Cancel comes back here.
		if _, err := e.Match(); err == nil {
			p.dialog = dialogFrom
		}
		return
	case setupLink:
		m, err := e.Match()
		if err != nil {
			return
		}
		u := *app.Window().URL()
		u.Path, u.RawQuery, u.Fragment = "/", "", share.Fragment(m, 0)
		p.setupLink = u.String()
		copyText(ctx, p.setupLink, func(app.Context) {})
		return
	}
	p.setupLink = ""
}
