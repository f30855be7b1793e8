package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"diamond/app/backup"
	"diamond/app/desk"
	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// gamesDialog lists the games with friends, by link (those waiting for
// the player first), and the games put aside by a new game or a shared
// link, the last played first; opening one puts the current game aside in
// its place, and Remove, once confirmed, removes one. Below, it says
// whether the browser keeps them, and backs them all up to a file or
// restores one (app/backup).
type gamesDialog struct {
	app.Compo

	IGames        []desk.Kept
	IFriends      []friend.Game
	ILasting      string // whether the browser keeps the games, in words, or ""
	IOnOpen       func(app.Context, desk.Kept)
	IOnRemoveKept func(app.Context, desk.Kept)
	IOnOpenFriend func(app.Context, string)
	IOnRemove     func(app.Context, string)
	// IOnStore runs a backup's or a restore's act on a store of its own
	// over the browser's storage (the page saves the last move first and
	// says the store's notices); IOnRestored shows what a restore wrote.
	IOnStore    func(act func(*store.Store))
	IOnRestored func(app.Context)
	IOnClose    func(app.Context)

	note backupNote // what the last backup or restore said, while open
}

// backupNote is what the last backup or restore said, and whether it
// failed.
type backupNote struct {
	text   string
	failed bool
}

func newGamesDialog() *gamesDialog { return &gamesDialog{} }

// Games sets the kept games.
func (d *gamesDialog) Games(v []desk.Kept) *gamesDialog { d.IGames = v; return d }

// Friends sets the games with friends, in the order to list them.
func (d *gamesDialog) Friends(v []friend.Game) *gamesDialog { d.IFriends = v; return d }

// OnOpenFriend sets what opening a game with a friend (by its ID) does.
func (d *gamesDialog) OnOpenFriend(f func(app.Context, string)) *gamesDialog {
	d.IOnOpenFriend = f
	return d
}

// OnRemove sets what removing a finished game with a friend (by its ID)
// does.
func (d *gamesDialog) OnRemove(f func(app.Context, string)) *gamesDialog { d.IOnRemove = f; return d }

// OnRemoveKept sets what removing a kept game does.
func (d *gamesDialog) OnRemoveKept(f func(app.Context, desk.Kept)) *gamesDialog {
	d.IOnRemoveKept = f
	return d
}

// OnOpen sets what opening a kept game does.
func (d *gamesDialog) OnOpen(f func(app.Context, desk.Kept)) *gamesDialog { d.IOnOpen = f; return d }

// Lasting sets whether the browser keeps the games, in words ("" says
// nothing).
func (d *gamesDialog) Lasting(v string) *gamesDialog { d.ILasting = v; return d }

// OnStore sets how a backup or a restore reaches the storage, and what
// shows what a restore wrote.
func (d *gamesDialog) OnStore(store func(act func(*store.Store)), restored func(app.Context)) *gamesDialog {
	d.IOnStore, d.IOnRestored = store, restored
	return d
}

// backUp saves everything stored as a backup file (app/backup).
func (d *gamesDialog) backUp(ctx app.Context) {
	d.IOnStore(func(st *store.Store) {
		data, err := backup.Write(st)
		if err != nil {
			d.note = backupNote{"The backup could not be written: " + err.Error() + ".", true}
			return
		}
		name := backup.FileName(time.Now())
		downloadText(name, "application/json", string(data))
		d.note = backupNote{text: "Saved as " + name + "."}
	})
}

// restore restores a backup file's text (app/backup), and has the page
// show what it brought as it shows what another tab stored.
func (d *gamesDialog) restore(ctx app.Context, text string) {
	d.IOnStore(func(st *store.Store) {
		r, err := backup.Restore(st, []byte(text))
		d.note = backupNote{r.String(), false}
		if err != nil {
			d.note = backupNote{err.Error(), true}
		}
	})
	d.IOnRestored(ctx)
}

// OnClose sets what closing the dialog does.
func (d *gamesDialog) OnClose(f func(app.Context)) *gamesDialog { d.IOnClose = f; return d }

func (d *gamesDialog) Render() app.UI {
	rows := make([]app.UI, len(d.IGames))
	several := false
	for _, k := range d.IGames {
		several = several || k.Game.ID() != d.IGames[0].Game.ID()
	}
	for i, k := range d.IGames {
		desc := describe(k.Game, k.Saved)
		if several {
			desc = k.Game.Name() + " · " + desc
		}
		n := strconv.Itoa(i)
		rows[i] = app.Li().Body(
			app.Span().Class("game-desc").Text(desc),
			app.Span().Class("row").Body(
				button("open-kept-"+n, "Open", false, func(ctx app.Context) { d.IOnOpen(ctx, k) }),
				newConfirmButton("remove-kept-"+n, "Remove", "Remove this game for good?").
					OnConfirm(func(ctx app.Context) { d.IOnRemoveKept(ctx, k) }),
			),
		)
	}
	var list app.UI = app.P().Text("No games kept yet. Starting a new game or opening a shared link keeps the game in progress here.")
	if len(rows) > 0 {
		list = app.Ul().Class("kept-games").Body(rows...)
	}
	return modal("games-dialog", "Games", d.IOnClose,
		app.H2().Text("Games"),
		app.If(len(d.IFriends) > 0, d.renderFriends),
		app.H3().Text("Kept games"),
		list,
		d.renderBackup(),
		app.Div().Class("row dialog-buttons").Body(button("close-games", "Close", false, d.IOnClose)),
	)
}

// renderBackup says where the games live, and offers to back them up
// to a file and to restore one.
func (d *gamesDialog) renderBackup() app.UI {
	class := "dialog-note"
	if d.note.failed {
		class = "dialog-error"
	}
	return app.Div().ID("backup").Body(
		app.H3().Text("Backup"),
		app.P().ID("lasting").Text(strings.TrimSpace("Your games live in this browser only. "+d.ILasting)),
		app.Div().Class("row").Body(
			button("backup-all", "Back up all games", false, d.backUp),
			fileButton("restore-file", "Restore from a backup…", ".json,application/json", func(ctx app.Context, e app.Event) {
				readChosen(ctx, e, d.restore)
			}),
		),
		app.P().Class(class).ID("backup-note").Attr("aria-live", "polite").Text(d.note.text),
	)
}

// renderFriends lists the games with friends.
func (d *gamesDialog) renderFriends() app.UI {
	rows := make([]app.UI, len(d.IFriends))
	for i, g := range d.IFriends {
		class, mark, desc := "friend-game", "", describeFriend(g)
		m, err := g.Match()
		if err == nil && g.MyTurn(m) {
			class, mark = class+" your-turn", "Your move · "
		}
		over := err == nil && m.Outcome().Over
		rows[i] = app.Li().Class(class).Body(
			app.Span().Class("game-desc").Body(app.Strong().Text(mark), app.Span().Text(desc)),
			app.Span().Class("row").Body(
				button("open-friend-"+strconv.Itoa(i), "Open", false, func(ctx app.Context) { d.IOnOpenFriend(ctx, g.ID) }),
				app.If(over, func() app.UI {
					return newConfirmButton("remove-friend-"+strconv.Itoa(i), "Remove", "Remove this finished game?").
						OnConfirm(func(ctx app.Context) { d.IOnRemove(ctx, g.ID) })
				}),
			),
		)
	}
	return app.Div().Body(
		app.H3().Text("With friends, by link"),
		app.Ul().Class("kept-games friend-games").ID("friend-games").Body(rows...),
	)
}

// describeFriend sums a game with a friend up in a line: the game, the
// friend, where it stands, the last turn and when.
func describeFriend(g friend.Game) string {
	spec, err := g.Spec()
	if err != nil {
		return "A game this version does not know (" + g.Kind + ")"
	}
	who := "a friend"
	if g.Friend != "" {
		who = g.Friend
	}
	head := spec.Name() + " with " + who
	m, err := g.Match()
	if err != nil {
		return head + ", unreadable (" + err.Error() + ")"
	}
	parts := []string{head}
	if !g.MyTurn(m) { // the list marks the player's turn
		parts = append(parts, strings.TrimSuffix(g.Status(m), "."))
	}
	if last := g.LastTurn(m); last != "" {
		parts = append(parts, last)
	}
	return strings.Join(append(parts, dated(g.Changed)), " · ")
}

// describe sums a kept game up in a line.
func describe(gm games.Game, g store.Game) string {
	s, err := store.Decode(gm, g)
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
		state += " · " + st.Result
	}
	when := "last move " + dated(g.Saved)
	return fmt.Sprintf("%s · %s · %s", who, state, when)
}
