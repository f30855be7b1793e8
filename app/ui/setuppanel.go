package ui

import (
	"strconv"
	"strings"

	"diamond/app/geom"
	"diamond/app/setup"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// setupCommand is a button of the setup panel that acts on the whole
// position or leaves the setup.
type setupCommand int

const (
	setupClear  setupCommand = iota // empty board
	setupStart                      // the standard start
	setupPlay                       // play from the position
	setupLink                       // a link to the position
	setupCancel                     // back to the game
	setupCopy                       // copy the position's text
)

// setupPanel is the position-setup mode's panel beside the board: what a
// click puts down, the settings beside the placement (side to move,
// hands, turn), the game's own commands, the position in notation, and
// why the rules refuse it. The page's setup.Editor decides all; the panel
// is the same for every game.
type setupPanel struct {
	app.Compo

	IGeometry   *game.Geometry
	IBrushes    []game.Piece
	IBrush      game.Piece
	IFields     []setup.Field
	IValues     []int
	ICommands   []setup.Command
	INote       string
	IExample    string // a position in notation, for the field's placeholder
	IError      string // the rules' reason, or ""
	INotation   string // the position in notation, when valid
	ILink       string // the link made by Copy link, or ""
	IOnBrush    func(app.Context, game.Piece)
	IOnField    func(app.Context, int, int)
	IOnNotation func(app.Context, string) error
	IOnCommand  func(app.Context, setupCommand)
	IOnGameCmd  func(app.Context, string)

	notationErr string // why the position typed could not be read
	errFor      string // the position then: the error goes once it changes
}

// OnMount brings the board into view: Set up is pressed below it, and on
// a phone the pieces to put down then show under it.
func (p *setupPanel) OnMount(ctx app.Context) { app.Window().Call("scrollTo", 0, 0) }

func newSetupPanel() *setupPanel { return &setupPanel{} }

// Editor sets everything the panel shows from the editor.
func (p *setupPanel) Editor(e *setup.Editor, example string) *setupPanel {
	p.IGeometry, p.IBrushes, p.IBrush = e.Spec().Geometry(), e.Brushes(), e.Brush()
	p.IFields, p.ICommands, p.INote, p.IExample = e.Fields(), e.Commands(), e.Note(), example
	p.IValues = make([]int, len(p.IFields))
	for i := range p.IFields {
		p.IValues[i] = e.Value(i)
	}
	p.IError, p.INotation = "", ""
	if _, err := e.Match(); err != nil {
		p.IError = "This position cannot be played: " + err.Error() + "."
	} else {
		p.INotation = e.Text()
	}
	return p
}

// Link sets the link to show.
func (p *setupPanel) Link(v string) *setupPanel { p.ILink = v; return p }

// OnBrush sets what choosing a piece (or the eraser) does.
func (p *setupPanel) OnBrush(f func(app.Context, game.Piece)) *setupPanel {
	p.IOnBrush = f
	return p
}

// OnField sets what changing a setting does: its index and new value.
func (p *setupPanel) OnField(f func(app.Context, int, int)) *setupPanel {
	p.IOnField = f
	return p
}

// OnNotation sets what typing a position in notation does; its error
// says why the text cannot be read.
func (p *setupPanel) OnNotation(f func(app.Context, string) error) *setupPanel {
	p.IOnNotation = f
	return p
}

// OnCommand sets what the panel's own buttons do.
func (p *setupPanel) OnCommand(f func(app.Context, setupCommand)) *setupPanel {
	p.IOnCommand = f
	return p
}

// OnGameCommand sets what the game's own buttons do, by their ID.
func (p *setupPanel) OnGameCommand(f func(app.Context, string)) *setupPanel {
	p.IOnGameCmd = f
	return p
}

func (p *setupPanel) Render() app.UI {
	tools := make([]app.UI, len(p.IBrushes))
	for i, b := range p.IBrushes {
		tools[i] = p.renderBrush(b)
	}
	var fields []app.UI
	for i, f := range p.IFields {
		if !f.Fixed {
			fields = append(fields, p.renderField(i, f))
		}
	}
	var own []app.UI
	for _, c := range p.ICommands {
		own = append(own, button(c.ID, c.Label, false, func(ctx app.Context) { p.IOnGameCmd(ctx, c.ID) }).Title(c.Title))
	}
	command := func(id, label string, c setupCommand, disabled bool) app.HTMLButton {
		return button(id, label, disabled, func(ctx app.Context) { p.IOnCommand(ctx, c) })
	}
	return app.Aside().Class("panel setup-panel").ID("setup-panel").Body(
		app.H2().Text("Set up a position"),
		app.P().Class("muted").Text("Choose a piece, then click points to put it down; click it again to take it off."),
		app.Div().Class("row brushes").Body(tools...),
		app.Range(fields).Slice(func(i int) app.UI { return fields[i] }),
		app.If(p.INote != "", func() app.UI { return app.P().Class("muted").Text(p.INote) }),
		app.Div().Class("row").Body(append(own,
			command("setup-clear", "Clear", setupClear, false),
			command("setup-start", "Start position", setupStart, false),
		)...),
		app.Div().Class("field notation").Body(
			app.Span().Text("Position:"),
			app.If(p.INotation != "", func() app.UI {
				return app.Code().ID("setup-notation").Text(p.INotation)
			}).Else(func() app.UI {
				return app.Span().Class("muted").ID("setup-notation").Text("none while it cannot be played")
			}),
			app.If(p.INotation != "", func() app.UI {
				return command("setup-copy", "Copy", setupCopy, false)
			}),
		),
		// The field is never set from the position: go-app cannot empty a
		// field's value, so the position is shown above instead.
		app.Label().Class("field notation").Body(
			app.Span().Text("Paste or type a position"),
			app.Input().Type("text").ID("setup-type").Spellcheck(false).
				Placeholder(p.IExample).
				OnChange(p.onNotation),
		),
		app.If(p.notationErr != "" && p.errFor == p.INotation, func() app.UI {
			return app.P().Class("dialog-error").ID("setup-notation-error").Attr("aria-live", "polite").Text(p.notationErr)
		}),
		app.If(p.IError != "", func() app.UI {
			return app.P().Class("dialog-error").ID("setup-error").Attr("aria-live", "polite").Text(p.IError)
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

// renderBrush is the button choosing piece b (0: the eraser), with the
// piece drawn as on the board. Diamond's and Pivots's few pieces carry
// their colour's name; Diamondback's twelve only their drawing, named
// for screen readers.
func (p *setupPanel) renderBrush(b game.Piece) app.UI {
	id, name := "brush-empty", "Eraser"
	if b != 0 {
		st := p.IGeometry.Legend[b]
		id, name = "brush-"+st.Class, capital(st.Name)
	}
	label := name
	if i := strings.IndexByte(name, ' '); i > 0 && p.IGeometry.Legend[b].Glyph != "" {
		label = "" // "White king": the glyph says it
	} else if i > 0 {
		label = name[:i] // "Black stone": the colour is the choice
	}
	r := geom.PieceRadius + 4
	box := geom.Num(-r) + " " + geom.Num(-r) + " " + geom.Num(2*r) + " " + geom.Num(2*r)
	swatch := app.UI(app.Span().Class("swatch empty"))
	if b != 0 {
		swatch = svg("svg").Class("swatch-piece").Attr("viewBox", box).Attr("aria-hidden", "true").Body(
			pieceShape(glyphOf(p.IGeometry, b), "piece "+pieceClass(p.IGeometry, b)),
		)
	}
	return toggle(id, "", p.IBrush == b, func(ctx app.Context) { p.IOnBrush(ctx, b) }).
		Title(name).Attr("aria-label", name).Body(swatch, app.If(label != "", func() app.UI { return app.Text(label) }))
}

// renderField is a setting: a toggle per choice, or a number with − and
// + buttons.
func (p *setupPanel) renderField(i int, f setup.Field) app.UI {
	v := p.IValues[i]
	if len(f.Choices) > 0 {
		row := []app.UI{app.Span().Text(f.Label + ":")}
		for c, ch := range f.Choices {
			row = append(row, toggle(f.ID+"-"+ch.ID, ch.Label, v == c, func(ctx app.Context) { p.IOnField(ctx, i, c) }))
		}
		return app.Div().Class("row").Body(row...)
	}
	return app.Div().Class("row hand-edit").Body(
		app.Span().Class("hand-label").Text(f.Label),
		button(f.ID+"-less", "−", v <= f.Min, func(ctx app.Context) { p.IOnField(ctx, i, p.IValues[i]-1) }).
			Attr("aria-label", f.Label+": one less"),
		app.Span().Class("hand-count").ID(f.ID+"-count").Text(strconv.Itoa(v)),
		button(f.ID+"-more", "+", v >= f.Max, func(ctx app.Context) { p.IOnField(ctx, i, p.IValues[i]+1) }).
			Attr("aria-label", f.Label+": one more"),
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
