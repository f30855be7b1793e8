package ui

import (
	"strings"

	"diamond/app/games"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// example is a record of g's first moves, as Export writes it, to show
// the form a record takes.
func example(g games.Game) string {
	m, err := g.New(0)
	if err != nil {
		return ""
	}
	for range 4 {
		if legal := m.Legal(); len(legal) > 0 {
			m.Play(legal[len(legal)/2])
		}
	}
	return strings.TrimSpace(m.Record()) + " …"
}

// importDialog reads a game record (or a game link) pasted in or chosen
// as a file. The page opens the game, keeping the one in progress, or
// gives the reason it cannot be read, which the dialog shows while
// keeping the text for correction.
type importDialog struct {
	app.Compo

	IError    string
	IGame     games.Game // the game on the board: a record naming no game is one of it
	IOnImport func(app.Context, string)
	IOnClose  func(app.Context)

	text string // what the text box holds
}

func newImportDialog() *importDialog { return &importDialog{} }

// Error sets why the last import failed, or "".
func (d *importDialog) Error(v string) *importDialog { d.IError = v; return d }

// Game sets the game on the board.
func (d *importDialog) Game(v games.Game) *importDialog { d.IGame = v; return d }

// OnImport sets what importing a text does.
func (d *importDialog) OnImport(f func(app.Context, string)) *importDialog { d.IOnImport = f; return d }

// OnClose sets what closing the dialog does.
func (d *importDialog) OnClose(f func(app.Context)) *importDialog { d.IOnClose = f; return d }

func (d *importDialog) Render() app.UI {
	return modal("import-dialog", "Import", d.IOnClose,
		app.H2().Text("Import a game"),
		app.P().Text("Paste a game record as Export writes it (a record that names no game is one of "+d.IGame.Name()+"), or a game link of any game; or choose a .txt file. Your game in progress is kept: Games brings it back."),
		app.Textarea().ID("import-text").Class("record").Rows(5).Spellcheck(false).
			Attr("aria-label", "A game record or a game link").
			Placeholder(example(d.IGame)).
			OnInput(func(ctx app.Context, e app.Event) { d.text = e.Get("target").Get("value").String() }),
		app.Div().Class("row").Body(fileButton("import-file", "Choose a file…", ".txt,.pgn,text/plain", d.onFile)),
		app.If(d.IError != "", func() app.UI {
			return app.P().Class("dialog-error").ID("import-error").Attr("aria-live", "polite").Text(d.IError)
		}),
		app.Div().Class("row dialog-buttons").Body(
			button("import-go", "Import", false, func(ctx app.Context) { d.IOnImport(ctx, d.text) }).Class("primary"),
			button("cancel-import", "Cancel", false, d.IOnClose),
		),
	)
}

// onFile reads the chosen file into the text box and imports it.
func (d *importDialog) onFile(ctx app.Context, e app.Event) {
	readChosen(ctx, e, func(ctx app.Context, text string) {
		d.text = text
		if el := app.Window().GetElementByID("import-text"); el.Truthy() {
			el.Set("value", text)
		}
		d.IOnImport(ctx, text)
	})
}

// fileButton is a button that opens the browser's file chooser, for
// files of the types accept lists; onChange reads the choice (readChosen).
func fileButton(id, label, accept string, onChange app.EventHandler) app.UI {
	return app.Label().Class("file-button").Body(
		app.Span().Text(label),
		app.Input().Type("file").ID(id).Accept(accept).OnChange(onChange),
	)
}

// readChosen reads the file chosen in a file input (the event's target)
// as text and calls read with it, on the page's goroutine. The input is
// emptied: choosing the same file again reads it again.
func readChosen(ctx app.Context, e app.Event, read func(app.Context, string)) {
	input := e.Get("target")
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	files.Index(0).Call("text").Then(func(v app.Value) {
		text := v.String()
		ctx.Dispatch(func(ctx app.Context) {
			input.Set("value", "")
			read(ctx, text)
		})
	})
}
