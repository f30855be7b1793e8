package ui

import (
	"errors"
	"strconv"

	"diamond/app/embed"
	"diamond/app/share"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// embedPage is the board shown on another site (route /embed): the board
// and, as the fragment asks, the replay controls and the move list; no
// menu. It keeps the game in memory only and never touches the app's
// stored data, even when it shares the app's origin.
type embedPage struct {
	app.Compo

	v      *embed.Viewer
	notice string   // what in the fragment could not be followed
	keys   listener // the page's keys (onKey)
	sound  soundState
	scroll moveScroll
}

func newEmbedPage() *embedPage { return &embedPage{} }

func (p *embedPage) OnMount(ctx app.Context) {
	p.scroll.start(ctx)
	p.keys = listen(app.Window(), "keydown", func(e app.Value) { p.onKey(ctx, e) })
}

func (p *embedPage) OnDismount() {
	p.scroll.release()
	p.keys.release()
}

// OnNav reads the game and the options from the fragment; a host that
// changes the iframe's fragment gets the new board without a reload.
func (p *embedPage) OnNav(ctx app.Context) {
	e, err := embed.Parse(ctx.Page().URL().Fragment)
	p.v, p.notice = embed.NewViewer(e), ""
	if repaired := takeURLRepair(); err == nil && repaired != "" {
		err = errors.New(repaired)
	}
	switch {
	case err != nil:
		p.notice = "Part of this board's address could not be used: " + err.Error() + "."
	case e.Note != "":
		p.notice = "This game is shown at its end: " + e.Note + "."
	}
	ctx.Page().SetTitle(embed.Title(e))
	p.sound.after(p.v.Session(), false) // a board shown is not heard
	p.scroll.follow(p.v.Session().View())
}

// OnAppUpdate reloads into a new deployment unless the reader has played.
func (p *embedPage) OnAppUpdate(ctx app.Context) {
	if ctx.AppUpdateAvailable() && (p.v == nil || !p.v.Changed()) {
		ctx.Reload()
	}
}

func (p *embedPage) Render() app.UI {
	if p.v == nil || app.IsServer {
		// The static page cannot know the game (it is in the fragment):
		// no board until the app runs, rather than a wrong one.
		return app.Main().Class("embed loading").ID("embed")
	}
	e, s := p.v.Embed(), p.v.Session()
	class := "embed"
	if e.Theme != embed.System {
		class += " theme-" + string(e.Theme)
	}
	for _, c := range []struct {
		on   bool
		name string
	}{{e.Transparent, "transparent"}, {e.Moves, "with-moves"}, {e.Controls, "with-controls"}, {e.Play, "playable"}} {
		if c.on {
			class += " " + c.name
		}
	}
	shown, line := p.v.Ply()
	return app.Main().Class(class).ID("embed").Attr("data-ply", strconv.Itoa(shown)).Body(
		app.H1().Class("sr-only").Text(embed.Title(e)),
		app.Div().Class("embed-board").Body(
			newBoard().
				View(p.v.Board()).
				Flipped(e.Flip).
				Coords(e.Coords).
				OnPoint(p.onPoint).
				OnClear(func(ctx app.Context) { p.v.Deselect() }),
			app.If(p.notice != "", func() app.UI {
				return app.P().Class("embed-note").ID("embed-error").Text(p.notice)
			}),
			spoken(s),
			app.If(e.Play && s.Note() != "", func() app.UI {
				return app.P().Class("embed-note").ID("note").Attr("aria-live", "polite").Text(s.Note())
			}),
		),
		app.If(e.Moves, func() app.UI {
			return newMoveList().Moves(s.Moves()).Turns(s.TurnEnds()).View(s.View()).OnSelect(func(ctx app.Context, ply int) {
				p.v.GoTo(ply)
				p.after(ctx)
			})
		}),
		app.If(e.Controls, func() app.UI { return p.renderControls(shown, line) }),
	)
}

func (p *embedPage) renderControls(shown, line int) app.UI {
	s := p.v.Session()
	open := app.Window().URL()
	open.Path, open.RawQuery, open.Fragment = "/", "", share.Fragment(s.Match(), s.View())
	return app.Div().Class("embed-controls").Body(
		iconButton("first", "first", "First (Home)", shown == 0, p.step((*embed.Viewer).First)),
		iconButton("prev", "prev", "Previous (←)", shown == 0, p.step((*embed.Viewer).Prev)),
		app.Span().Class("embed-ply").ID("embed-ply").Text(strconv.Itoa(shown)+" / "+strconv.Itoa(line)),
		iconButton("next", "next", "Next (→)", shown == line, p.step((*embed.Viewer).Next)),
		iconButton("last", "last", "Last (End)", shown == line, p.step((*embed.Viewer).Last)),
		app.If(p.v.Changed(), func() app.UI {
			return button("embed-reset", "Reset", false, p.step((*embed.Viewer).Reset))
		}),
		app.A().Class("embed-open").Href(open.String()).Target("_blank").Rel("noopener").
			Title("Open this game in the "+SiteName+" app").Attr("aria-label", "Open this game of "+s.Game().Name()+" in the "+SiteName+" app").
			Body(app.Span().Class("embed-open-name").Text(s.Game().Name()+" "), app.Text("↗")),
	)
}

// step returns a handler running f on the viewer of the moment.
func (p *embedPage) step(f func(*embed.Viewer)) func(app.Context) {
	return func(ctx app.Context) {
		f(p.v)
		p.after(ctx)
	}
}

func (p *embedPage) onPoint(ctx app.Context, q int) {
	p.v.Click(q)
	p.after(ctx)
}

// after follows a change: the move list scrolls to the move shown, and
// the move is heard if the embed asks for sound.
func (p *embedPage) after(ctx app.Context) {
	p.sound.after(p.v.Session(), p.v.Embed().Sound)
	p.scroll.follow(p.v.Session().View())
}

// onKey steps through the moves with the arrow keys, Home and End while
// the embed has focus; the board handles its own keys.
func (p *embedPage) onKey(ctx app.Context, e app.Value) {
	if p.v == nil || modified(e) {
		return
	}
	var f func(*embed.Viewer)
	switch e.Get("key").String() {
	case "ArrowLeft":
		f = (*embed.Viewer).Prev
	case "ArrowRight":
		f = (*embed.Viewer).Next
	case "Home", "ArrowUp":
		f = (*embed.Viewer).First
	case "End", "ArrowDown":
		f = (*embed.Viewer).Last
	default:
		return
	}
	e.Call("preventDefault")
	ctx.Dispatch(func(ctx app.Context) {
		f(p.v)
		p.after(ctx)
	})
}
