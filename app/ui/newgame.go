package ui

import (
	"strconv"

	"diamond/app/session"
	"diamond/rules/diamond/ai"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// newGameDialog chooses who plays: two people on this device, or a person
// against the computer with a colour and a level. It starts a new game, or
// one from a position (set up by hand, or shown from another game).
type newGameDialog struct {
	app.Compo

	IDefaults session.Options
	ILevels   []ai.LevelInfo
	IFrom     string    // the position to play from, in words, or "" for a new game
	INotes    [2]string // what playing each colour means there
	IOnStart  func(app.Context, session.Options)
	IOnClose  func(app.Context)

	opt    session.Options
	picked bool // opt holds the user's choices, not yet the defaults
}

func newNewGameDialog() *newGameDialog { return &newGameDialog{} }

// Defaults sets the choices shown first.
func (d *newGameDialog) Defaults(v session.Options) *newGameDialog { d.IDefaults = v; return d }

// From sets the position the game starts from, in words ("" for the
// standard start), and what playing each colour means there.
func (d *newGameDialog) From(from string, notes [2]string) *newGameDialog {
	d.IFrom, d.INotes = from, notes
	return d
}

// Levels sets the computer's levels.
func (d *newGameDialog) Levels(v []ai.LevelInfo) *newGameDialog { d.ILevels = v; return d }

// OnStart sets what starting the game does.
func (d *newGameDialog) OnStart(f func(app.Context, session.Options)) *newGameDialog {
	d.IOnStart = f
	return d
}

// OnClose sets what closing the dialog does.
func (d *newGameDialog) OnClose(f func(app.Context)) *newGameDialog { d.IOnClose = f; return d }

func (d *newGameDialog) choices() session.Options {
	if !d.picked {
		d.opt, d.picked = d.IDefaults, true
		if d.opt.Level < 1 || d.opt.Level > int(ai.MaxLevel) {
			d.opt.Level = 1
		}
	}
	return d.opt
}

func (d *newGameDialog) Render() app.UI {
	opt := d.choices()
	set := func(f func(*session.Options)) func(app.Context) {
		return func(ctx app.Context) { f(&d.opt) }
	}
	title, intro := "New game", "From the standard start."
	if d.IFrom != "" {
		title, intro = "Play from here", "From "+d.IFrom+"."
	}
	body := []app.UI{
		app.H2().Text(title),
		app.P().Class("muted").ID("new-game-from").Text(intro),
		app.H3().Text("Opponent"),
		app.Div().Class("choices").Body(
			choice("mode-hotseat", "Two players on this device", "", opt.Mode == session.Hotseat,
				set(func(o *session.Options) { o.Mode = session.Hotseat })),
			choice("mode-computer", "The computer", "", opt.Mode == session.Computer,
				set(func(o *session.Options) { o.Mode = session.Computer })),
		),
	}
	if opt.Mode == session.Computer {
		body = append(body,
			app.H3().Text("Your colour"),
			app.Div().Class("choices").Body(
				choice("colour-black", "Black", d.INotes[game.First], opt.Human == game.First,
					set(func(o *session.Options) { o.Human = game.First })),
				choice("colour-white", "White", d.INotes[game.Second], opt.Human == game.Second,
					set(func(o *session.Options) { o.Human = game.Second })),
			),
			app.H3().Text("Level"),
		)
		levels := make([]app.UI, len(d.ILevels))
		for i, l := range d.ILevels {
			level := int(l.Level)
			levels[i] = choice("level-"+strconv.Itoa(level), strconv.Itoa(level)+". "+l.Name, l.Description,
				opt.Level == level, set(func(o *session.Options) { o.Level = level }))
		}
		body = append(body, app.Div().Class("choices levels").Body(levels...))
	}
	body = append(body, app.Div().Class("row dialog-buttons").Body(
		button("start-game", "Start", false, func(ctx app.Context) { d.IOnStart(ctx, d.opt) }).Class("primary"),
		button("cancel-new", "Cancel", false, d.IOnClose),
	))
	return modal("new-game-dialog", title, d.IOnClose, body...)
}

// choice is one option of a group: a button that shows it is chosen.
func choice(id, label, detail string, chosen bool, onClick func(app.Context)) app.UI {
	class := "choice"
	if chosen {
		class += " chosen"
	}
	b := button(id, "", false, onClick).Class(class).Aria("pressed", chosen).Body(
		app.Span().Class("choice-label").Text(label),
		app.If(detail != "", func() app.UI { return app.Span().Class("choice-detail").Text(detail) }),
	)
	return b
}

// modal frames a dialog over the page; a click outside or Escape closes
// it.
func modal(id, label string, onClose func(app.Context), body ...app.UI) app.UI {
	return app.Div().Class("overlay").
		OnClick(func(ctx app.Context, e app.Event) {
			if e.Get("target").Equal(e.Get("currentTarget")) {
				onClose(ctx)
			}
		}).
		OnKeyDown(func(ctx app.Context, e app.Event) {
			if e.Get("key").String() == "Escape" {
				onClose(ctx)
			}
		}).
		Body(app.Div().Class("dialog").ID(id).Role("dialog").Aria("modal", true).Aria("label", label).Body(body...))
}
