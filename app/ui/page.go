package ui

import (
	"net/url"
	"strconv"
	"time"

	"diamond/app/desk"
	"diamond/app/session"
	"diamond/app/setup"
	"diamond/app/store"
	"diamond/app/study"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// page is the app: it draws the desk (the player's games, app/desk) and
// the computer's answers, turns the components' events into calls of the
// desk and its game, and saves after each one.
type page struct {
	app.Compo

	d      *desk.Desk
	notes  notes // what the page says above the game (notices.go)
	dialog dialogs
	// linkNote is the answer to Copy link.
	linkNote string
	// editor is the position being set up, in setup mode, or nil.
	editor  *setup.Editor
	welcome bool         // a first visit's choice shows (welcome.go)
	written written      // what the page last wrote outside itself
	pace    session.Pace // the computer's turns (computer.go)
	studio  study.Studio // the review and the analysis board (study.go)
	browser browserTies
	// fresh is a new game that nothing stored, as the page starts: it is
	// saved once it changes.
	fresh bool
	more  bool // on a phone, the sheet of the other actions is open
	// onBoard is the desk's game last shown: when another takes its
	// place, the words about the last one go.
	onBoard *session.Session
	// ctx is the page's own context: deferred work must not hang on a
	// dialog's context, which is gone once the dialog closes.
	ctx app.Context
}

// written is what the page last wrote outside itself, not to write it
// again: the browser tab's title, and keyWelcome (welcome.go).
type written struct {
	tabTitle, welcome string
}

// browserTies are the page's ties to the browser: the computer's
// worker, the saving of games, the move list's scrolling, the sounds, and
// the listeners of the window's and the document's events (tabs.go).
type browserTies struct {
	computer  *engine
	saver     *saver
	scroll    moveScroll
	sound     soundState
	listeners []listener
	lasting   lasting // the browser's keeping of the storage for good
}

func newPage() *page { return &page{} }

// s is the game on the board: the analysis board's, while it is open on
// the desk's game.
func (p *page) s() *session.Session { return p.studio.Shown(p.d.Session()) }

// changeSettings changes the settings with change and saves them.
func (p *page) changeSettings(change func(*store.Settings)) {
	p.d.ChangeSettings(change)
	p.takeNotices()
}

// takeNotices adds what the store has to say to the notices, and reports
// whether it had anything.
func (p *page) takeNotices() bool {
	n := len(p.notes.problems)
	p.notes.problems = append(p.notes.problems, p.d.Notices()...)
	return len(p.notes.problems) > n
}

func (p *page) OnMount(ctx app.Context) {
	drawn := p.d // what OnInit drew
	p.ctx = ctx
	p.browser.scroll.start(ctx)
	p.d, p.fresh = desk.Open(store.New(browserStorage(), time.Now), drawn.Session())
	applyTheme(p.d.Settings().Theme)
	p.browser.saver = newSaver(ctx, func(s *session.Session) bool {
		on := p.d.Session()
		p.d.Save(s)
		if p.d.Session() != on {
			// Refused: another tab went on with the game, which the desk
			// shows now (app/desk/tabs.go); the page follows, as on Sync.
			p.linkNote = ""
			p.changed(ctx, false)
			p.takeNotices()
			return true
		}
		return p.takeNotices()
	})
	saveBeforeCrash = func() { p.browser.saver.flush() }
	p.takeNotices()
	p.welcome = opensOnWelcome(p.s())
	p.browser.listeners = append(watchTabs(ctx, p.syncTabs, func(ctx app.Context) {
		if !p.browser.saver.flush() {
			ctx.PreventUpdate()
		}
	}), listen(app.Window(), "keydown", func(e app.Value) { p.onWindowKey(ctx, e) }))
	p.browser.computer = newEngine(ctx, p.onWorker)
	p.changed(ctx, false)
	ctx.Defer(showWelcomeAgain)
	if p.s() == drawn.Session() && p.d.Settings() == drawn.Settings() && len(p.notes.problems) == 0 {
		// A first visit: the page drawn shows what was read. Drawing it
		// again would hold the start with a render and a comparison of the
		// whole page, in code the browser is still compiling.
		p.JSValue().Call("setAttribute", "data-live", "true")
		ctx.PreventUpdate()
	}
}

func (p *page) OnDismount() {
	if p.browser.saver != nil {
		p.browser.saver.release()
		saveBeforeCrash = nil
	}
	p.browser.scroll.release()
	for _, l := range p.browser.listeners {
		l.release()
	}
}

// OnNav opens a shared game or the rules named by the URL fragment.
func (p *page) OnNav(ctx app.Context) {
	fragment := ctx.Page().URL().Fragment
	ctx.Defer(showLinkedGame) // once drawn: the page's head script hid the page drawn before
	provoke(fragment)
	// A navigation's notices replace the last one's: said tells whether
	// the notices shown change.
	said := len(p.notes.link) > 0
	p.notes.link = nil
	_, unreadable := url.ParseQuery(fragment)
	if repaired := takeURLRepair(); repaired != "" && unreadable == nil {
		// The damage is elsewhere than in the fragment, which says nothing.
		p.notes.link, said = problems([]string{"Part of this address could not be read: " + repaired + "."}), true
	}
	switch {
	case fragment == "rules":
		p.dialog.open = dialogRules
	case opensLink(fragment):
		p.openLink(ctx, fragment)
	case fragment == "" && p.d.From() != "" && p.d.MineKept():
		// Back, after a link opened in this tab: the player's own game
		// again, as the banner's Back to my game does.
		p.show(ctx, "Your kept game could not be opened", p.d.BackToMine)
	default:
		if !said {
			ctx.PreventUpdate() // nothing to show: at start, the page is drawn
		}
	}
}

// OnAppUpdate reloads into a new deployment; the game is saved already.
func (p *page) OnAppUpdate(ctx app.Context) {
	if ctx.AppUpdateAvailable() {
		ctx.Reload()
	}
}

// changed shows a change: on the analysis board, or on the game, which
// is saved and asks the computer when it has something to do. moved
// tells whether the game itself changed: a move is saved once the board's
// answer is painted (saver).
func (p *page) changed(ctx app.Context, moved bool) {
	g := p.d.Session()
	if g != p.onBoard {
		// Another game: what was said of the last one goes.
		p.onBoard = g
		p.linkNote, p.pace = "", session.Pace{}
		if !p.browser.lasting.asked && p.d.HoldsGames() {
			p.browser.lasting.ask() // a game was kept, or one with a friend came
		}
	}
	// The analysis board follows what it shows, or closes under another
	// game; while it is open, nothing is saved and nobody asked but it.
	p.studioOf().send(p.studio.Follow(g))
	if !p.studio.OnBoard(g) {
		p.gameChanged(ctx, moved)
	}
	p.nameTab()
	p.browser.sound.after(p.s(), !p.d.Settings().Mute)
	p.browser.scroll.follow(p.s().View())
}

// gameChanged saves the desk's game and asks the computer when the game
// has something to ask, whatever the board shows: the computer's answer
// may come while the analysis board is open.
func (p *page) gameChanged(ctx app.Context, moved bool) {
	g := p.d.Session()
	if moved {
		// What a link or Copy link said is old news once the game moves.
		p.linkNote, p.notes.link = "", nil
		p.clearFragment(ctx)
	}
	switch {
	case p.fresh:
		p.fresh = false
	case moved && !p.d.OnFriendGame(): // a game with a friend is saved at once: the send step reads it
		p.browser.saver.later(g)
	default:
		p.browser.saver.now(g)
	}
	p.keepWelcome()
	if g.Options().Mode == session.Computer {
		p.browser.computer.warmUpSoon() // load the worker before it is needed
	}
	if r, ok := g.ComputerRequest(); ok {
		p.askComputer(r)
	}
}

// studioOf is the review and the analysis board of the desk's game, as
// their components use them.
func (p *page) studioOf() studio {
	return studio{st: &p.studio, game: p.d.Session(), post: p.browser.computer.post, onShow: p.changed,
		onError: func(text string) { p.notes.problems = append(p.notes.problems, text) }}
}

// act returns a handler that runs a session call on the session of the
// moment and saves. Handlers must not capture render-time values: go-app
// keeps a button's first handler while its code and scope stay the same.
func (p *page) act(f func(*session.Session)) func(app.Context) {
	return func(ctx app.Context) {
		f(p.s())
		p.changed(ctx, true)
	}
}

func (p *page) Render() app.UI {
	st := p.s().Status()
	// data-live turns true once the app has read the saved game: until
	// then the page shown is the one prerendered into index.html (OnInit).
	class := "app"
	if p.more {
		class += " more-open"
	}
	return app.Div().Class(class).Attr("data-live", strconv.FormatBool(p.d.Stored())).Body(
		app.Header().Class("top").Body(
			app.Div().Class("logo").Body(
				app.Span().Class("logo-mark"),
				app.Div().Class("logo-words").Body(
					app.Span().Class("site-name").Text(SiteName),
					app.H1().ID("game-name").Text(p.s().Game().Name()),
				),
			),
			&boardSettings{ISettings: p.d.Settings(), IOnChange: p.changeSettings},
			app.Nav().Class("menu").Body(
				button("new-game", "New game", false, func(ctx app.Context) { p.dialog.open = dialogNew }),
				gamesButton(p.d.Waiting(), p.openGames),
				button("rules-button", "Rules", false, func(ctx app.Context) { p.dialog.open = dialogRules }),
				iconToggle("sound", "sound", "Sound", !p.d.Settings().Mute, func(ctx app.Context) {
					p.changeSettings(func(s *store.Settings) { s.Mute = !s.Mute })
				}),
			),
		),
		// A landmark of their own: screen readers find every text in one.
		app.Div().Class("messages").Role("region").Attr("aria-label", "Messages").Body(
			newNotices().Notices(p.notes.all()).OnDismiss(p.notes.dismiss),
			app.If((p.d.From() != "" || p.d.MineKept() || p.d.OnFriendGame()) && p.editor == nil && p.studio.Board() == nil, func() app.UI {
				return &banner{IDesk: p.d, IOnShow: p.show, IOnPlayFrom: func(ctx app.Context) { p.dialog.open = dialogFrom }}
			}),
		),
		p.renderMain(st),
		p.renderDialog(),
	)
}

// renderMain shows the game, or the position being set up.
func (p *page) renderMain(st session.Status) app.UI {
	if p.editor != nil {
		return &setupArea{IEditor: p.editor, IFlip: p.d.Settings().Flip, ICoords: p.d.Settings().Coords,
			IOnPlay:  func(ctx app.Context) { p.dialog.open = dialogFrom },
			IOnClose: func(ctx app.Context) { p.editor = nil }}
	}
	hint := hintText(p.s(), p.studio.Board() != nil) // in full on hover where a phone's two lines cut it
	rv, reviewed := p.d.Review()
	return app.Main().Class("play").Body(
		app.Section().Class("board-area").ID("board-area").Attr("data-held", strconv.FormatBool(p.pace.Holds(p.d.Session()))).Body(
			// The welcome's place is kept when it goes (an empty div): go-app
			// matches children by their place, and the board would otherwise
			// be drawn anew, at start too for a game under way.
			app.If(p.welcomes(), func() app.UI {
				return &welcomeBox{ILevel: welcomeLevel(p.d.Settings().Level, p.s().Game()), ILevelsOf: p.s().Game().ID(),
					IOnStart: p.newGame, IOnHere: p.playHere,
					IOnRules: func(ctx app.Context, id string) { p.dialog.open, p.dialog.rulesOf = dialogRules, id },
					IOnLink:  func(ctx app.Context) { p.welcome, p.dialog.newFriend, p.dialog.open = false, true, dialogNew }}
			}).Else(func() app.UI { return app.Div().Class("no-welcome") }),
			newStatusBar().Status(st).Thinking(p.s().Thinking()).Playing(p.s().PlayingOn()),
			newBoard().
				View(p.s().Board()).
				Flipped(p.d.Flipped(p.s())).
				Coords(p.d.Settings().Coords).
				OnPoint(func(ctx app.Context, q int) {
					p.s().Click(q)
					p.changed(ctx, true)
				}).
				OnClear(func(ctx app.Context) { p.s().Deselect() }),
			choiceButtons(p.s(), func(move string) func(app.Context) {
				return p.act(func(s *session.Session) { s.Play(move, "") })
			}),
			// Under the board, on a phone in the same screen: the actions
			// of every turn, then what waits for an answer (the swap, a
			// draw offer, the send step, the result).
			&strip{IGame: p.s(), IAnalysis: p.studio.Board() != nil, IMore: p.more, IOnShown: p.changed,
				IOnUndo: p.takeBack, IOnMore: func(ctx app.Context) { p.more = !p.more }},
			p.renderPrompt(st),
			app.If(p.linkNote != "", func() app.UI {
				return app.P().Class("link-note").ID("link-note").Text(p.linkNote)
			}),
			tagLegend(p.s().Game()),
			optionKey(p.s()),
			noteLine(p.s()),
			spoken(p.s()),
			app.P().Class("hint-text").ID("hint").Attr("aria-live", "polite").Title(hint).Body(textBody(hint)),
			func() app.UI {
				text, ms := p.pace.Thought()
				return &thoughtLine{IText: text, IMs: ms, IShown: p.s().Options().Mode == session.Computer}
			}(),
		),
		app.Aside().Class("panel").Body(
			&reviewBox{IStudio: p.studioOf(), IReview: rv, IReviewed: reviewed},
			app.Div().Class("turns-box").Body(
				newMoveList().Moves(p.s().Moves()).Turns(p.s().TurnEnds()).Marks(marks(rv, reviewed && p.studio.Board() == nil)).View(p.s().View()).OnSelect(func(ctx app.Context, ply int) {
					p.s().GoTo(ply)
					p.changed(ctx, false)
				}),
			),
			// The other actions: on a phone, a sheet that More opens.
			// A choice closes the sheet, as a menu's does; Resign stays, to ask.
			app.Div().Class("more").ID("more-actions").OnClick(func(ctx app.Context, e app.Event) {
				if b := e.Get("target").Call("closest", "button"); p.more && b.Truthy() && b.Get("id").String() != "resign" {
					p.more = false
					return
				}
				ctx.PreventUpdate()
			}).Body(
				app.Div().Class("more-head row").Body(
					app.Strong().Text("More"),
					button("more-close", "Close", false, func(ctx app.Context) { p.more = false }),
				),
				&actions{IGame: p.s(), IStatus: st, IFriend: p.d.OnFriendGame(), IAnalysis: p.studio.Board() != nil,
					IOnShown: p.changed, IOnCopy: p.copyLink},
				&studyButtons{IStudio: p.studioOf(), IReview: rv, IReviewed: reviewed, IWithFriend: p.d.OnFriendGame() && !p.s().Over()},
				&boardSettings{ISuffix: "-more", ISettings: p.d.Settings(), IOnChange: p.changeSettings},
				app.Div().Class("io row").Body(
					button("export", "Export", false, func(ctx app.Context) { p.dialog.open = dialogExport }),
					button("import", "Import", false, func(ctx app.Context) { p.dialog.open, p.dialog.importErr = dialogImport, "" }),
					button("embed", "Embed", false, func(ctx app.Context) { p.dialog.open = dialogEmbed }),
					button("setup", "Set up", false, func(ctx app.Context) {
						p.editor, p.dialog.open = setup.New(p.s().Match(), p.s().View()), dialogNone
					}).Title("Build a position by hand"),
					app.If(!p.d.PlaysFrom(), func() app.UI {
						return button("play-from-here", "Play from here…", !p.s().CanPlayFrom(), func(ctx app.Context) { p.dialog.open = dialogFrom }).
							Title("A new game from the move shown, against the computer or a friend; this one is kept")
					}),
				),
			),
			app.P().Class("keys-help").Text("Keys: ← → moves, Home/End first/last, F flip, H hint; Tab to the board, then arrows and Enter to play."),
		),
	)
}

// show puts another game on the board by act, a call of the desk, and
// shows it; or says that what could not be done, and why.
func (p *page) show(ctx app.Context, what string, act func() error) {
	if err := act(); err != nil {
		p.problem(what, err)
		return
	}
	p.takeNotices()
	p.editor, p.notes.link = nil, nil
	p.dialog.closeAfterDrawing(p.ctx)
	p.changed(ctx, false)
}

// problem says, if err is one, that what could not be done and why ("That
// game could not be opened: …."), and what the store has to say.
func (p *page) problem(what string, err error) {
	if err != nil {
		p.notes.problems = append(p.notes.problems, what+": "+err.Error()+".")
	}
	p.takeNotices()
}
