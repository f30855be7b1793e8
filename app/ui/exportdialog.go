package ui

import (
	"net/url"
	"time"

	"diamond/app/geom"
	"diamond/app/picture"
	"diamond/app/session"
	"diamond/app/transfer"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// exportDialog gives the game away: its record as text (copied or saved
// as a .txt file) and the position shown as a picture (SVG or PNG).
type exportDialog struct {
	app.Compo

	IRecord  string        // the game record, as transfer.Export writes it
	IBoard   session.Board // the position shown
	ITitle   string        // the picture's title
	IFlipped bool
	ICoords  bool
	IOnClose func(app.Context)

	noCoords bool // the picture leaves the coordinates out (they follow the board's setting until chosen)
	noLast   bool // the picture leaves the last move unmarked
	chosen   bool // noCoords holds the user's choice
	note     string
}

func newExportDialog() *exportDialog { return &exportDialog{} }

// Record sets the game record.
func (d *exportDialog) Record(v string) *exportDialog { d.IRecord = v; return d }

// Board sets the position the picture shows.
func (d *exportDialog) Board(v session.Board) *exportDialog { d.IBoard = v; return d }

// Title sets the picture's title.
func (d *exportDialog) Title(v string) *exportDialog { d.ITitle = v; return d }

// Flipped turns the picture as the board is turned.
func (d *exportDialog) Flipped(v bool) *exportDialog { d.IFlipped = v; return d }

// Coords sets whether the picture has coordinates at first.
func (d *exportDialog) Coords(v bool) *exportDialog { d.ICoords = v; return d }

// OnClose sets what closing the dialog does.
func (d *exportDialog) OnClose(f func(app.Context)) *exportDialog { d.IOnClose = f; return d }

// options returns the picture's options as chosen now.
func (d *exportDialog) options() picture.Options {
	coords := d.ICoords
	if d.chosen {
		coords = !d.noCoords
	}
	return picture.Options{Flipped: d.IFlipped, Coords: coords, LastMove: !d.noLast, Title: d.ITitle, Tags: d.IBoard.Tags}
}

func (d *exportDialog) Render() app.UI {
	o := d.options()
	preview := picture.SVG(d.IBoard.Geometry, d.IBoard.Board, o)
	return modal("export-dialog", "Export", d.IOnClose,
		app.H2().Text("Export"),
		app.H3().ID("export-text-label").Text("Game record"),
		app.Textarea().ID("export-text").Attr("aria-labelledby", "export-text-label").Class("record").ReadOnly(true).Rows(4).Spellcheck(false).Text(d.IRecord),
		app.Div().Class("row").Body(
			button("export-copy", "Copy", false, d.copy),
			button("export-txt", "Download .txt", false, func(ctx app.Context) {
				name := d.fileName("txt")
				downloadText(name, "text/plain;charset=utf-8", d.IRecord)
				d.note = "Saved as " + name + "."
			}),
		),
		app.H3().Text("Picture of this position"),
		app.Div().Class("export-picture").Body(
			app.Img().ID("export-preview").Alt(o.Title).Src("data:image/svg+xml;charset=utf-8,"+url.PathEscape(preview)),
			app.Div().Class("choices").Body(
				checkbox("export-coords", "Coordinates", o.Coords, func(ctx app.Context) {
					d.chosen, d.noCoords = true, d.options().Coords
				}),
				checkbox("export-last", "Mark the last move", o.LastMove, func(ctx app.Context) { d.noLast = !d.noLast }),
				app.Div().Class("row").Body(
					button("export-svg", "Download SVG", false, func(ctx app.Context) {
						name := d.fileName("svg")
						downloadText(name, "image/svg+xml", picture.SVG(d.IBoard.Geometry, d.IBoard.Board, d.options()))
						d.note = "Saved as " + name + "."
					}),
					button("export-png", "Download PNG", false, func(ctx app.Context) {
						name := d.fileName("png")
						// Twice the SVG's size: sharp in print and on dense screens.
						o := d.options()
						w, h := geom.For(d.IBoard.Geometry, o.Flipped).Size()
						o.Width = int(w)
						downloadPNG(ctx, name, picture.SVG(d.IBoard.Geometry, d.IBoard.Board, o), int(w), int(h), func(ctx app.Context) {
							d.note = "This browser could not draw the PNG; download the SVG instead."
						})
						d.note = "Saved as " + name + "."
					}),
				),
			),
		),
		app.P().Class("dialog-note").ID("export-note").Attr("aria-live", "polite").Text(d.note),
		app.Div().Class("row dialog-buttons").Body(button("close-export", "Close", false, d.IOnClose)),
	)
}

func (d *exportDialog) copy(ctx app.Context) {
	d.note = "Select the record above and copy it."
	copyText(ctx, d.IRecord, func(ctx app.Context) { d.note = "Record copied." }, nil)
}

// fileName names an exported file after the game and the time of the
// export.
func (d *exportDialog) fileName(ext string) string {
	return transfer.FileName(d.IBoard.Game, time.Now(), ext)
}

// checkbox is a labelled check box.
func checkbox(id, label string, checked bool, onChange func(app.Context)) app.UI {
	return app.Label().Class("check").Body(
		app.Input().Type("checkbox").ID(id).Checked(checked).
			OnChange(func(ctx app.Context, e app.Event) { onChange(ctx) }, app.EventScope(id)),
		app.Span().Text(label),
	)
}
