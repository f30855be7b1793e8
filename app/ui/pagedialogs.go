package ui

// The game page's dialogs: which one shows, and what starting a game
// from New game or Play from here does.

import (
	"fmt"
	"math/rand/v2"
	"time"

	"diamond/app/desk"
	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/app/transfer"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// dialogs is the dialog shown over the page, and what it opens with.
type dialogs struct {
	open      dialog
	importErr string // why the last import failed
	newFriend bool   // the new-game dialog opens on a game with a friend
	rulesOf   string // the game whose rules the Rules dialog shows, if not the one on the board
}

// closeAfterDrawing closes the dialog open in a task after the one that
// draws the update under way: a new game's board, or another game's,
// behind it. Closing a modal dialog has the browser restyle the whole
// page, which stops being inert, and focus the dialog's opener again;
// with the new board in the same task, that was one task of 100 to 250 ms
// in make monkey. ctx is the page's own context: the dialog's is gone
// with it. The dialog shows the new game for that moment.
//
// Until then the dialog takes no input (inert): it shows what the act
// changed (the Games dialog's list, for one), and a second quick click
// meant for what was under the pointer would land on something else (a
// removal's Yes, in make monkey).
func (d *dialogs) closeAfterDrawing(ctx app.Context) {
	closing := d.open
	if closing == dialogNone {
		return
	}
	if el := app.Window().Get("document").Call("querySelector", "dialog[open]"); el.Truthy() {
		el.Set("inert", true)
	}
	inNextTask(ctx, func(app.Context) {
		if d.open == closing {
			d.open = dialogNone
		}
	})
}

// dialog names the dialog shown over the page.
type dialog string

// The dialogs.
const (
	dialogNone   dialog = ""
	dialogNew    dialog = "new"
	dialogFrom   dialog = "from" // a new game from the move shown or the position set up
	dialogGames  dialog = "games"
	dialogRules  dialog = "rules"
	dialogExport dialog = "export"
	dialogImport dialog = "import"
	dialogEmbed  dialog = "embed"
)

// newGame starts a game, keeping the one in progress.
func (p *page) newGame(ctx app.Context, ng NewGame) {
	start := ng.Start
	if start == RandomStart {
		start = rand.IntN(len(ng.Game.Starts()))
	}
	p.welcome = false // the choice is made: the welcome would ask it again
	if ng.Options.Mode == session.Hotseat {
		p.changeSettings(func(s *store.Settings) { s.Turn = ng.Turn })
	}
	if ng.Options.Mode == session.Friend {
		p.dialog.newFriend = false
		p.show(ctx, "The game could not be started", func() error {
			err := p.d.NewFriendGame(ng.Game, start, ng.Seat, ng.Me, ng.Them)
			if err == nil {
				p.changeSettings(func(s *store.Settings) { s.Name = friend.CleanName(ng.Me) })
			}
			return err
		})
		return
	}
	p.d.NewGame(ng.Game, start, ng.Options)
	p.takeNotices()
	p.editor, p.notes.link = nil, nil
	p.dialog.closeAfterDrawing(p.ctx)
	p.changed(ctx, true)
}

// playFrom starts a game from the position being set up, or from the
// move shown, with the dialog's options.
func (p *page) playFrom(ctx app.Context, ng NewGame) {
	p.dialog.closeAfterDrawing(p.ctx)
	if ng.Options.Mode == session.Hotseat {
		p.changeSettings(func(s *store.Settings) { s.Turn = ng.Turn })
	}
	if p.editor != nil {
		p.show(ctx, "This position could not be played", func() error {
			m, err := p.editor.Match()
			if err != nil {
				return err
			}
			return p.d.PlaySetUp(m, ng.Options)
		})
		return
	}
	if err := p.d.PlayFrom(ng.Options); err != nil {
		p.problem("The game could not go on from here", err)
		return
	}
	p.changed(ctx, true)
}

func (p *page) renderDialog() app.UI {
	close := func(ctx app.Context) { p.dialog.open, p.dialog.newFriend = dialogNone, false }
	switch p.dialog.open {
	case dialogNew:
		g := p.s().Game()
		st := p.d.Settings()
		opt, _ := store.Options(g, st.Mode, st.Human, st.Level)
		start, _ := g.New(0)
		if p.dialog.newFriend {
			opt.Mode = session.Friend
		}
		return newNewGameDialog().Defaults(opt).Games(games.All()...).Chosen(g).Name(st.Name).Turn(st.Turn).
			From("", session.ColourNotes(start, 0)).
			OnStart(p.newGame).OnClose(close)
	case dialogFrom:
		return p.renderPlayFrom()
	case dialogGames:
		return newGamesDialog().Games(p.d.Kept()).Friends(p.d.Friends()).
			OnOpen(func(ctx app.Context, k desk.Kept) {
				p.show(ctx, "That game could not be opened", func() error { return p.d.OpenKept(k) })
			}).
			OnRemoveKept(func(ctx app.Context, k desk.Kept) { p.problem("That game could not be removed", p.d.RemoveKept(k)) }).
			OnOpenFriend(func(ctx app.Context, id string) {
				p.show(ctx, "That game could not be opened", func() error { return p.d.OpenFriend(id) })
			}).
			OnRemove(func(ctx app.Context, id string) { p.problem("That game could not be removed", p.d.RemoveFriend(id)) }).
			Lasting(p.browser.lasting.words).OnStore(func(act func(*store.Store)) {
			// A store beside the desk's: the desk sees what it writes
			// as another tab's writing (app/desk/tabs.go).
			p.browser.saver.flush() // the last move is in the backup, or restored over
			st := store.New(browserStorage(), time.Now)
			act(st)
			p.notes.problems = append(p.notes.problems, st.Notices()...)
		}, func(ctx app.Context) { p.caughtUp(ctx, p.d.Restored()) }).
			OnClose(close)
	case dialogRules:
		id := p.s().Game().ID()
		if p.dialog.rulesOf != "" {
			id = p.dialog.rulesOf // the welcome's choice
		}
		return newRulesDialog().Game(id).OnClose(func(ctx app.Context) {
			p.dialog.open, p.dialog.rulesOf = dialogNone, ""
			p.clearFragment(ctx)
		})
	case dialogExport:
		return newExportDialog().
			Record(transfer.Export(p.s().Match())).
			Board(p.s().Board()).
			Title(pictureTitle(p.s())).
			Flipped(p.d.Flipped(p.s())).
			Coords(p.d.Settings().Coords).
			OnClose(close)
	case dialogImport:
		return newImportDialog().Game(p.s().Game()).Error(p.dialog.importErr).OnImport(p.importGame).OnClose(close)
	case dialogEmbed:
		return newEmbedDialog().
			Game(p.s().Match(), p.s().View()).
			Board(p.d.Flipped(p.s()), p.d.Settings().Coords).
			Base(origin()).
			OnClose(close)
	}
	return app.Div().Class("no-dialog")
}

// renderPlayFrom is the new-game dialog for a game from the position set
// up, or from the move shown: the person plays the side to move unless
// they choose otherwise.
func (p *page) renderPlayFrom() app.UI {
	g, ply, from := p.s().Match(), p.s().View(), fmt.Sprintf("the position after %d moves", p.s().View())
	if p.editor != nil {
		set, err := p.editor.Match()
		if err != nil {
			return app.Div().Class("no-dialog") // the panel says why
		}
		g, ply, from = set, 0, "the position set up"
	} else if ply == 0 {
		from = "the start of this game"
	} else if ply == 1 {
		from = "the position after 1 move"
	}
	st := p.d.Settings()
	opt, _ := store.Options(g.Spec(), st.Mode, st.Human, st.Level)
	opt.Human = g.ToMove(ply)
	return newNewGameDialog().Defaults(opt).Games(games.Of(g.Spec())).Turn(st.Turn).
		From(from, session.ColourNotes(g, ply)).
		OnStart(p.playFrom).
		OnClose(func(ctx app.Context) { p.dialog.open = dialogNone })
}

// openGames opens the Games dialog, asking the browser whether it keeps
// the games for good, which the dialog says once it answers.
func (p *page) openGames(ctx app.Context) {
	p.dialog.open = dialogGames
	p.browser.lasting.check(ctx)
}
