package ui

import (
	"strconv"

	"diamond/rules/diamond"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// setupCommand is a button of the setup panel that acts on the whole
// position or leaves the setup.
type setupCommand int

const (
	setupClear  setupCommand = iota // empty board and hands
	setupStart                      // the standard start
	setupFill                       // hands from the board
	setupPlay                       // play from the position
	setupLink                       // a link to the position
	setupCancel                     // back to the game
)

// setupPanel is the position-setup mode's panel beside the board: what a
// click puts down, the hands, the side to move, the position in notation,
// and why the rules refuse it. The page's setup.Editor decides all.
type setupPanel struct {
	app.Compo

	ISetup      diamond.Setup
	IBrush      diamond.Contents
	IError      string // the rules' reason, or ""
	INotation   string // the position in notation, when valid
	ILink       string // the link made by Copy link, or ""
	IOnBrush    func(app.Context, diamond.Contents)
	IOnHand     func(app.Context, diamond.Color, int)
	IOnToMove   func(app.Context, diamond.Color)
	IOnNotation func(app.Context, string) error
	IOnCommand  func(app.Context, setupCommand)

	notationErr string // why the position typed could not be read
	errFor      string // the position then: the error goes once it changes
}

func newSetupPanel() *setupPanel { return &setupPanel{} }

// Position sets the position being built, what a click puts down, the
// rules' verdict and the position in notation.
func (p *setupPanel) Position(s diamond.Setup, brush diamond.Contents, err, notation string) *setupPanel {
	p.ISetup, p.IBrush, p.IError, p.INotation = s, brush, err, notation
	return p
}

// Link sets the link to show.
func (p *setupPanel) Link(v string) *setupPanel { p.ILink = v; return p }

// OnBrush sets what choosing a piece (or the eraser) does.
func (p *setupPanel) OnBrush(f func(app.Context, diamond.Contents)) *setupPanel {
	p.IOnBrush = f
	return p
}

// OnHand sets what changing a hand does.
func (p *setupPanel) OnHand(f func(app.Context, diamond.Color, int)) *setupPanel {
	p.IOnHand = f
	return p
}

// OnToMove sets what choosing the side to move does.
func (p *setupPanel) OnToMove(f func(app.Context, diamond.Color)) *setupPanel {
	p.IOnToMove = f
	return p
}

// OnNotation sets what typing a position in notation does; its error
// says why the text cannot be read.
func (p *setupPanel) OnNotation(f func(app.Context, string) error) *setupPanel {
	p.IOnNotation = f
	return p
}

// OnCommand sets what the panel's buttons do.
func (p *setupPanel) OnCommand(f func(app.Context, setupCommand)) *setupPanel {
	p.IOnCommand = f
	return p
}

var brushes = []struct {
	c     diamond.Contents
	id    string
	label string
}{
	{diamond.BlackPiece, "brush-black", "Black"},
	{diamond.WhitePiece, "brush-white", "White"},
	{diamond.Neutral, "brush-neutral", "Neutral"},
	{diamond.Empty, "brush-empty", "Eraser"},
}

func (p *setupPanel) Render() app.UI {
	s := p.ISetup
	tools := make([]app.UI, len(brushes))
	for i, b := range brushes {
		tools[i] = toggle(b.id, "", p.IBrush == b.c, func(ctx app.Context) { p.IOnBrush(ctx, b.c) }).Body(
			app.Span().Class("swatch "+pieceClass(diamond.Spec.Geometry(), diamondPiece(b.c))),
			app.Text(b.label),
		)
	}
	hand := func(c diamond.Color) app.UI {
		name := c.String()
		return app.Div().Class("row hand-edit").Body(
			app.Span().Class("swatch "+name),
			app.Span().Class("hand-label").Text(capital(name)+" in hand"),
			button("hand-"+name+"-less", "−", s.Hand[c] == 0, func(ctx app.Context) { p.IOnHand(ctx, c, p.ISetup.Hand[c]-1) }).
				Aria("label", "One less "+name+" piece in hand"),
			app.Span().Class("hand-count").ID("hand-"+name+"-count").Text(strconv.Itoa(s.Hand[c])),
			button("hand-"+name+"-more", "+", s.Hand[c] == diamond.PiecesPerSide, func(ctx app.Context) { p.IOnHand(ctx, c, p.ISetup.Hand[c]+1) }).
				Aria("label", "One more "+name+" piece in hand"),
		)
	}
	command := func(id, label string, c setupCommand, disabled bool) app.HTMLButton {
		return button(id, label, disabled, func(ctx app.Context) { p.IOnCommand(ctx, c) })
	}
	return app.Aside().Class("panel setup-panel").ID("setup-panel").Body(
		app.H2().Text("Set up a position"),
		app.P().Class("muted").Text("Choose a piece, then click points to put it down; click it again to take it off."),
		app.Div().Class("row brushes").Body(tools...),
		hand(diamond.Black),
		hand(diamond.White),
		app.Div().Class("row").Body(
			app.Span().Text("To move:"),
			toggle("tomove-black", "Black", s.ToMove == diamond.Black, func(ctx app.Context) { p.IOnToMove(ctx, diamond.Black) }),
			toggle("tomove-white", "White", s.ToMove == diamond.White, func(ctx app.Context) { p.IOnToMove(ctx, diamond.White) }),
		),
		app.Div().Class("row").Body(
			command("setup-fill", "Hands from the board", setupFill, false).
				Title("Every piece not on the board in hand, and the side to move that follows"),
			command("setup-clear", "Clear", setupClear, false),
			command("setup-start", "Start position", setupStart, false),
		),
		app.Div().Class("field notation").Body(
			app.Span().Text("Position:"),
			app.If(p.INotation != "", func() app.UI {
				return app.Code().ID("setup-notation").Text(p.INotation)
			}).Else(func() app.UI {
				return app.Span().Class("muted").ID("setup-notation").Text("none while it cannot be played")
			}),
		),
		// The field is never set from the position: go-app cannot empty a
		// field's value, so the position is shown above instead.
		app.Label().Class("field notation").Body(
			app.Span().Text("Type a position"),
			app.Input().Type("text").ID("setup-type").Spellcheck(false).
				Placeholder("7/8/8/8/8/8/8/7 b 12 12").
				OnChange(p.onNotation),
		),
		app.If(p.notationErr != "" && p.errFor == p.INotation, func() app.UI {
			return app.P().Class("dialog-error").ID("setup-notation-error").Aria("live", "polite").Text(p.notationErr)
		}),
		app.If(p.IError != "", func() app.UI {
			return app.P().Class("dialog-error").ID("setup-error").Aria("live", "polite").Text(p.IError)
		}),
		app.Div().Class("row").Body(
			command("setup-play", "Play from here", setupPlay, p.IError != "").Class("primary"),
			command("setup-link", "Copy link", setupLink, p.IError != ""),
			command("setup-cancel", "Back to the game", setupCancel, false),
		),
		app.If(p.ILink != "", func() app.UI {
			return app.Input().Type("text").ID("setup-link-text").Class("link-text").ReadOnly(true).Value(p.ILink)
		}),
	)
}

// onNotation reads a position typed in notation. Text that cannot be
// read stays for correction, with the reason; text that can is cleared.
func (p *setupPanel) onNotation(ctx app.Context, e app.Event) {
	field := e.Get("target")
	p.notationErr = ""
	if err := p.IOnNotation(ctx, field.Get("value").String()); err != nil {
		p.notationErr, p.errFor = "This position could not be read: "+err.Error()+".", p.INotation
		return
	}
	field.Set("value", "")
}

// diamondPiece is the legend's piece for Diamond's contents.
func diamondPiece(c diamond.Contents) game.Piece {
	if c == diamond.Empty {
		return 0
	}
	return 1 + game.Piece(c)
}
