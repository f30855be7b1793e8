package ui

import (
	"fmt"
	"strconv"
	"time"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// gamesDialog lists the games put aside by a new game or a shared link;
// opening one puts the current game aside in its place.
type gamesDialog struct {
	app.Compo

	IGames   []store.Game
	IOnOpen  func(app.Context, int)
	IOnClose func(app.Context)
}

func newGamesDialog() *gamesDialog { return &gamesDialog{} }

// Games sets the kept games.
func (d *gamesDialog) Games(v []store.Game) *gamesDialog { d.IGames = v; return d }

// OnOpen sets what opening the i-th game does.
func (d *gamesDialog) OnOpen(f func(app.Context, int)) *gamesDialog { d.IOnOpen = f; return d }

// OnClose sets what closing the dialog does.
func (d *gamesDialog) OnClose(f func(app.Context)) *gamesDialog { d.IOnClose = f; return d }

func (d *gamesDialog) Render() app.UI {
	rows := make([]app.UI, len(d.IGames))
	for i, g := range d.IGames {
		rows[i] = app.Li().Body(
			app.Span().Class("game-desc").Text(describe(g)),
			button("open-kept-"+strconv.Itoa(i), "Open", false, func(ctx app.Context) { d.IOnOpen(ctx, i) }),
		)
	}
	var list app.UI = app.P().Text("No games kept yet. Starting a new game or opening a shared link keeps the game in progress here.")
	if len(rows) > 0 {
		list = app.Ul().Class("kept-games").Body(rows...)
	}
	return modal("games-dialog", "Kept games", d.IOnClose,
		app.H2().Text("Kept games"),
		list,
		app.Div().Class("row dialog-buttons").Body(button("close-games", "Close", false, d.IOnClose)),
	)
}

// describe sums a kept game up in a line.
func describe(g store.Game) string {
	s, err := store.Decode(games.Diamond, g)
	if err != nil {
		return "A game, unreadable (" + err.Error() + ")"
	}
	who := "Two players"
	if s.Options().Mode == session.Computer {
		// The colour played now: a swap exchanges the one chosen at the start.
		who = fmt.Sprintf("You (%s) against the computer, level %d", s.Status().Side[s.HumanColor()], s.Options().Level)
	}
	state := fmt.Sprintf("%d moves", s.Match().Len())
	if s.Match().Len() == 1 {
		state = "1 move"
	}
	if st := s.Status(); st.Over {
		state += ", " + st.Result
	}
	when := time.UnixMilli(g.Saved).Format("2 Jan 2006 15:04")
	return fmt.Sprintf("%s · %s · %s", who, state, when)
}
