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

// setupArea is the board and the panel of setup mode.
type setupArea struct {
	app.Compo

	IEditor  *setup.Editor
	IFlip    bool
	ICoords  bool
	IOnPlay  func(app.Context) // who plays the position is asked next
	IOnClose func(app.Context) // back to the game

	link string // the link to the position set up, once made
}

func (a *setupArea) Render() app.UI {
	e := a.IEditor
	start, _ := e.Spec().New(0)
	return app.Main().Class("play setup-mode").Body(
		app.Section().Class("board-area").Body(
			app.Div().Class("status").Body(
				app.Div().Class("turn").ID("status").Text("Setting up a position of "+e.Spec().Name()),
			),
			newBoard().
				View(e.Board()).
				Flipped(a.IFlip).
				Coords(a.ICoords).
				OnPoint(func(ctx app.Context, q int) {
					a.IEditor.Click(q)
					a.link = ""
				}),
		),
		newSetupPanel().
			Editor(e, start.Position()).
			Link(a.link).
			OnBrush(func(ctx app.Context, b game.Piece) { a.IEditor.SetBrush(b) }).
			OnField(func(ctx app.Context, i, v int) {
				a.IEditor.SetValue(i, v)
				a.link = ""
			}).
			OnGameCommand(func(ctx app.Context, id string) {
				a.IEditor.Do(id)
				a.link = ""
			}).
			OnNotation(func(ctx app.Context, text string) error {
				a.link = ""
				return a.IEditor.Load(text)
			}).
			OnCommand(a.command),
	)
}

func (a *setupArea) command(ctx app.Context, c setupCommand) {
	e := a.IEditor
	switch c {
	case setupClear:
		e.Clear()
	case setupStart:
		e.Start()
	case setupCancel:
		a.IOnClose(ctx)
		return
	case setupCopy:
		copyText(ctx, e.Text(), func(app.Context) {}, nil)
		return
	case setupPlay:
		// Who plays is asked first; Cancel comes back here.
		if _, err := e.Match(); err == nil {
			a.IOnPlay(ctx)
		}
		return
	case setupLink:
		m, err := e.Match()
		if err != nil {
			return
		}
		u := *app.Window().URL()
		u.Path, u.RawQuery, u.Fragment = "/", "", share.Fragment(m, 0)
		a.link = u.String()
		copyText(ctx, a.link, func(app.Context) {}, nil)
		return
	}
	a.link = ""
}
