package ui

import (
	"strconv"

	"diamond/app/embed"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// embedDialog writes the <iframe> snippet that shows the game on another
// page, for the options chosen, beside a live preview: an iframe of the
// embed page itself.
type embedDialog struct {
	app.Compo

	IGame    game.Match
	IPly     int
	IFlip    bool
	ICoords  bool
	IBase    string // the app's address, such as https://example.org
	IOnClose func(app.Context)

	e      embed.Embed // the choices; e.Game is unset until the first render
	width  int
	picked bool
	note   string
	// previewing is set in the task after the one that draws the dialog:
	// the preview is a second app starting in an iframe, and the dialog,
	// the iframe and its start in one task made it a long one.
	previewing bool
}

// embedWidths are the snippet's widths on offer, in CSS pixels.
var embedWidths = []int{320, 400, 480, 640}

func newEmbedDialog() *embedDialog { return &embedDialog{} }

// Game sets the game and the ply to show first.
func (d *embedDialog) Game(g game.Match, ply int) *embedDialog {
	d.IGame, d.IPly = g, ply
	return d
}

// Board sets the board's orientation and coordinates at first.
func (d *embedDialog) Board(flip, coords bool) *embedDialog {
	d.IFlip, d.ICoords = flip, coords
	return d
}

// Base sets the app's address.
func (d *embedDialog) Base(v string) *embedDialog { d.IBase = v; return d }

// OnClose sets what closing the dialog does.
func (d *embedDialog) OnClose(f func(app.Context)) *embedDialog { d.IOnClose = f; return d }

func (d *embedDialog) OnMount(ctx app.Context) {
	inNextTask(ctx, func(app.Context) { d.previewing = true })
}

// choices returns the embed as chosen so far, starting from the game at
// the move shown and the board as the user sees it.
func (d *embedDialog) choices() embed.Embed {
	if !d.picked {
		d.picked = true
		d.e = embed.Embed{Ply: d.IPly, Options: embed.Defaults()}
		d.e.Flip, d.e.Coords = d.IFlip, d.ICoords
		d.e.Moves = d.IGame.Len() > 0
		d.width = 400
	}
	d.e.Game = d.IGame
	d.e.Ply = max(0, min(d.e.Ply, d.IGame.Len()))
	return d.e
}

func (d *embedDialog) Render() app.UI {
	e := d.choices()
	src := d.IBase + embed.Path + "#" + embed.Fragment(e)
	flag := func(id, label string, v *bool) app.UI {
		return checkbox(id, label, *v, func(ctx app.Context) { *v = !*v })
	}
	widths := make([]app.UI, len(embedWidths))
	for i, w := range embedWidths {
		widths[i] = toggle("embed-width-"+strconv.Itoa(w), strconv.Itoa(w)+" px", d.width == w,
			func(ctx app.Context) { d.width = w })
	}
	return modal("embed-dialog", "Embed", d.IOnClose,
		app.H2().Text("Embed this game"),
		app.P().Text("Paste this HTML into a page (a blog, a forum, a rules page) to show the game there, in any size: the board fits its frame."),
		app.Div().Class("embed-layout").Body(
			app.Div().Class("embed-options").Body(
				app.Label().Class("field").Body(
					app.Span().Text("Start at move"),
					app.Input().Type("number").ID("embed-ply").Min(0).Max(d.IGame.Len()).Value(e.Ply).
						OnChange(d.onPly),
					app.Span().Class("muted").Text("of "+strconv.Itoa(d.IGame.Len())),
				),
				flag("embed-flip", "Flip the board", &d.e.Flip),
				flag("embed-coords", "Coordinates", &d.e.Coords),
				flag("embed-controls", "Replay controls", &d.e.Controls),
				flag("embed-moves", "Move list", &d.e.Moves),
				flag("embed-play", "Readers may play on (nothing is saved)", &d.e.Play),
				themePicker("embed-theme", "Theme", string(e.Theme), func(ctx app.Context, theme string) {
					d.e.Theme = embed.Theme(theme)
				}),
				flag("embed-transparent", "Transparent background", &d.e.Transparent),
				flag("embed-sound", "Sounds of moves", &d.e.Sound),
				app.Div().Class("field").Body(app.Span().Text("Width"), app.Div().Class("row").Body(widths...)),
			),
			app.Div().Class("embed-code").Body(
				app.H3().ID("embed-snippet-label").Text("HTML"),
				app.Textarea().ID("embed-snippet").Attr("aria-labelledby", "embed-snippet-label").Class("record").ReadOnly(true).Rows(4).Spellcheck(false).
					Text(embed.Snippet(d.IBase, e, d.width)),
				app.Div().Class("row").Body(
					button("embed-copy", "Copy HTML", false, func(ctx app.Context) {
						d.note = "Select the HTML above and copy it."
						copyText(ctx, embed.Snippet(d.IBase, d.choices(), d.width), func(ctx app.Context) { d.note = "HTML copied." }, nil)
					}),
					app.Span().Class("dialog-note").ID("embed-note").Text(d.note),
				),
			),
			app.Div().Class("embed-preview").Body(d.renderPreview(src, e)),
		),
		app.Div().Class("row dialog-buttons").Body(button("close-embed", "Close", false, d.IOnClose)),
	)
}

// renderPreview draws the preview's iframe, or until previewing a box of
// its size.
func (d *embedDialog) renderPreview(src string, e embed.Embed) app.UI {
	height := embed.Height(e.Game.Spec().Geometry(), d.width, e.Options)
	if !d.previewing {
		return app.Div().Class("embed-preview-wait").
			Style("width", strconv.Itoa(d.width)+"px").Style("height", strconv.Itoa(height)+"px")
	}
	return app.IFrame().ID("embed-preview").Src(src).Width(d.width).Height(height).Title("Preview: " + embed.Title(e))
}

func (d *embedDialog) onPly(ctx app.Context, e app.Event) {
	if n, err := strconv.Atoi(e.Get("target").Get("value").String()); err == nil {
		d.e.Ply = n
	}
}
