package ui

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"time"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/setup"
	"diamond/app/share"
	"diamond/app/store"
	"diamond/app/transfer"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// page is the app: it owns the session, the store and the computer, turns
// the components' events into session calls, and saves after each one.
type page struct {
	app.Compo

	s        *session.Session
	st       *store.Store
	settings store.Settings
	notices  []string
	// opened says where the game shown came from (a shared link, an
	// import, a set-up position), or "" for the user's own; kept tells
	// whether the user's game was put aside for it.
	opened string
	kept   bool

	dialog    string // "", "new", "games", "rules", "export", "import", "embed"
	linkNote  string // the answer to Copy link
	importErr string // why the last import failed
	// editor is the position being set up, in setup mode, or nil.
	editor    *setup.Editor
	setupLink string // the link to the position set up
	computer  *engine
	welcome   bool // a first visit's choice shows (welcome.go)
	// welcomeKept is what keyWelcome holds, once written
	welcomeKept string
	thought     string // what the computer's last move took
	// showThought shows it (the Details toggle)
	showThought bool
	thoughtMs   float64 // its thinking time, for the tests
	held        int     // the token of a question held back for stepPause, or 0
	keys        app.Func
	sound       soundState
	saver       *saver
	scroll      moveScroll
	// fresh is a new game that nothing stored, as the page starts: it is
	// saved once it changes.
	fresh bool
	// ctx is the page's own context: deferred work must not hang on a
	// dialog's context, which is gone once the dialog closes.
	ctx app.Context
}

func newPage() *page { return &page{} }

func (p *page) OnMount(ctx app.Context) {
	drawn, drawnSettings := p.s, p.settings // what OnInit drew
	p.ctx = ctx
	p.scroll.start(ctx)
	p.st = store.New(browserStorage(), time.Now)
	p.settings = p.st.LoadSettings()
	applyTheme(p.settings.Theme)
	g, err := games.ByID(p.settings.Game)
	if err != nil {
		g = games.Diamond // a game this version does not know: its data stays stored
	}
	switch s, ok := p.st.LoadGame(g); {
	case ok:
		p.s = s
	case drawn != nil && drawn.Game().ID() == g.ID() && drawn.Blank() && drawn.Options() == (session.Options{}):
		p.fresh = true // the new game drawn is the one to play
	default:
		p.s, p.fresh = session.New(g, session.Options{}), true
	}
	p.saver = newSaver(ctx, func(s *session.Session) bool {
		p.st.SaveGame(s)
		n := len(p.notices)
		p.notices = append(p.notices, p.st.Notices()...)
		return len(p.notices) > n
	})
	p.notices = append(p.notices, p.st.Notices()...)
	p.welcome = opensOnWelcome(p.s)
	p.keys = app.FuncOf(func(this app.Value, args []app.Value) any {
		p.onWindowKey(ctx, args[0])
		return nil
	})
	app.Window().Call("addEventListener", "keydown", p.keys)
	p.computer = newEngine(ctx, p.onComputer)
	p.changed(ctx, false)
	ctx.Defer(showWelcomeAgain)
	if p.s == drawn && p.settings == drawnSettings && len(p.notices) == 0 {
		// A first visit: the page drawn shows what was read. Drawing it
		// again would hold the start with a render and a comparison of the
		// whole page, in code the browser is still compiling.
		p.JSValue().Call("setAttribute", "data-live", "true")
		ctx.PreventUpdate()
	}
}

func (p *page) OnDismount() {
	if p.saver != nil {
		p.saver.release()
	}
	p.scroll.release()
	if p.keys != nil {
		app.Window().Call("removeEventListener", "keydown", p.keys)
		p.keys.Release()
	}
}

// OnNav opens a shared game or the rules named by the URL fragment.
func (p *page) OnNav(ctx app.Context) {
	fragment, notices := ctx.Page().URL().Fragment, len(p.notices)
	_, unreadable := url.ParseQuery(fragment)
	if repaired := takeURLRepair(); repaired != "" && unreadable == nil {
		// The damage is elsewhere than in the fragment, which says nothing.
		p.notices = append(p.notices, "Part of this address could not be read: "+repaired+".")
	}
	switch {
	case fragment == "rules":
		p.dialog = "rules"
	case share.IsLink(fragment) || len(fragment) > 1 && fragment[:2] == "g=" || unreadable != nil:
		p.openLink(ctx, fragment)
	default:
		if len(p.notices) == notices {
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

// openLink shows a shared game, keeping the user's own game in progress.
func (p *page) openLink(ctx app.Context, fragment string) {
	p.clearFragment(ctx)
	link, err := share.Parse(fragment)
	if err == nil {
		err = p.open(ctx, link.Game, link.Ply, "This is a shared game.")
	}
	if err == nil && link.Note != "" {
		p.notices = append(p.notices, shownAtEnd(link.Note))
	}
	if err != nil {
		p.notices = append(p.notices, "This link could not be opened: "+err.Error()+".")
	}
}

// open shows game g at ply for two players on this device (the banner
// offers to play it from there against the computer), keeping the user's
// game in progress; from says where g came from, for the banner. The
// same game is only moved to ply.
func (p *page) open(ctx app.Context, g game.Match, ply int, from string) error {
	if p.s != nil && p.s.Game().ID() == g.Spec().ID() && p.s.Match().Compact() == g.Compact() {
		p.s.GoTo(ply)
		p.editor = nil
		p.changed(ctx, false)
		return nil
	}
	s, err := session.Resume(session.Options{Mode: session.Hotseat}, g, nil, ply)
	if err != nil {
		return err
	}
	p.show(ctx, s, from)
	return nil
}

// show puts session s in place of the game in progress, which is kept
// (Games, or the banner's Back to my game, brings it back); from says
// where s came from, for the banner.
func (p *page) show(ctx app.Context, s *session.Session, from string) {
	if p.s != nil && !p.s.Blank() {
		p.st.Keep(p.s)
		p.kept = true
	}
	p.s, p.editor, p.opened = s, nil, from
	p.changed(ctx, false)
}

// clearFragment drops a link or anchor from the address bar, so that a
// reload shows the saved game rather than the link again.
func (p *page) clearFragment(ctx app.Context) {
	u := *ctx.Page().URL()
	if u.Fragment == "" {
		return
	}
	u.Fragment = ""
	ctx.Page().ReplaceURL(&u)
}

// changed saves the game after a change and asks the computer when it
// has something to do. moved tells whether the game itself changed: a
// move is saved once the board's answer is painted (saver).
func (p *page) changed(ctx app.Context, moved bool) {
	if moved {
		p.linkNote = ""
		p.clearFragment(ctx)
	}
	switch {
	case p.fresh:
		p.fresh = false
	case moved:
		p.saver.later(p.s)
	default:
		p.saver.now(p.s)
	}
	p.keepWelcome()
	p.sound.after(p.s, !p.settings.Mute)
	if p.s.Options().Mode == session.Computer {
		p.computer.warmUpSoon() // load the worker before it is needed
	}
	if r, ok := p.s.ComputerRequest(); ok {
		p.askComputer(r)
	}
	p.scroll.follow(p.s.View())
}

// act returns a handler that runs a session call on the session of the
// moment and saves. Handlers must not capture render-time values: go-app
// keeps a button's first handler while its code and scope stay the same.
func (p *page) act(f func(*session.Session)) func(app.Context) {
	return func(ctx app.Context) {
		f(p.s)
		p.changed(ctx, true)
	}
}

func (p *page) onPoint(ctx app.Context, q int) {
	p.s.Click(q)
	p.changed(ctx, true)
}

func (p *page) saveSettings() {
	p.st.SaveSettings(p.settings)
	p.notices = append(p.notices, p.st.Notices()...)
}

func (p *page) Render() app.UI {
	st := p.s.Status()
	// data-live turns true once the app has read the saved game: until
	// then the page shown is the one prerendered into index.html (OnInit).
	return app.Div().Class("app").Attr("data-live", strconv.FormatBool(p.st != nil)).Body(
		app.Header().Class("top").Body(
			app.H1().Class("logo").Body(app.Span().Class("logo-mark"), app.Span().Text("Diamond")),
			themePicker("theme", "Theme", p.settings.Theme, func(ctx app.Context, theme string) {
				p.settings.Theme = theme
				applyTheme(theme)
				p.saveSettings()
			}),
			app.Nav().Class("menu").Body(
				button("new-game", "New game", false, func(ctx app.Context) { p.dialog = "new" }),
				button("games", "Games", false, func(ctx app.Context) { p.dialog = "games" }),
				button("rules-button", "Rules", false, func(ctx app.Context) { p.dialog = "rules" }),
				toggle("flip", "Flip", p.settings.Flip, func(ctx app.Context) {
					p.settings.Flip = !p.settings.Flip
					p.saveSettings()
				}),
				toggle("coords", "Coords", p.settings.Coords, func(ctx app.Context) {
					p.settings.Coords = !p.settings.Coords
					p.saveSettings()
				}),
				iconToggle("sound", "sound", "Sound", !p.settings.Mute, func(ctx app.Context) {
					p.settings.Mute = !p.settings.Mute
					p.saveSettings()
				}),
			),
		),
		newNotices().Notices(p.notices).OnDismiss(func(ctx app.Context, i int) {
			p.notices = append(p.notices[:i:i], p.notices[i+1:]...)
		}),
		app.If((p.opened != "" || p.kept) && p.editor == nil, p.renderBanner),
		p.renderMain(st),
		p.renderDialog(),
	)
}

// renderMain shows the game, or the position being set up.
func (p *page) renderMain(st session.Status) app.UI {
	if p.editor != nil {
		return p.renderSetup()
	}
	hint := p.hintText() // in full on hover where a phone's two lines cut it
	return app.Main().Class("play").Body(
		app.Section().Class("board-area").ID("board-area").Attr("data-held", strconv.FormatBool(p.held != 0 && p.s.Asked(p.held))).Body(
			// The welcome's place is kept when it goes (an empty div): go-app
			// matches children by their place, and the board would otherwise
			// be drawn anew, at start too for a game under way.
			app.If(p.welcomes(), p.renderWelcome).Else(func() app.UI { return app.Div().Class("no-welcome") }),
			newStatusBar().Status(st).Thinking(p.s.Thinking()),
			newBoard().
				View(p.s.Board()).
				Flipped(p.settings.Flip).
				Coords(p.settings.Coords).
				OnPoint(p.onPoint).
				OnClear(func(ctx app.Context) { p.s.Deselect() }),
			tagLegend(p.s.Game()),
			p.renderNote(),
			spoken(p.s),
			app.P().Class("hint-text").ID("hint").Aria("live", "polite").Title(hint).Body(textBody(hint)),
			p.thoughtLine(),
		),
		app.Aside().Class("panel").Body(
			// What waits for an answer shares the move list's room: it
			// appears without moving the buttons below.
			app.Div().Class("turns-box").Body(
				p.renderPrompt(st),
				newMoveList().Moves(p.s.Moves()).Turns(p.s.TurnEnds()).View(p.s.View()).OnSelect(func(ctx app.Context, ply int) {
					p.s.GoTo(ply)
					p.changed(ctx, false)
				}),
			),
			p.renderNav(),
			p.renderActions(st),
			app.If(p.linkNote != "", func() app.UI {
				return app.P().Class("link-note").ID("link-note").Text(p.linkNote)
			}),
			app.Div().Class("io row").Body(
				button("export", "Export", false, func(ctx app.Context) { p.dialog = "export" }),
				button("import", "Import", false, func(ctx app.Context) { p.dialog, p.importErr = "import", "" }),
				button("embed", "Embed", false, func(ctx app.Context) { p.dialog = "embed" }),
				button("setup", "Set up", false, p.enterSetup).Title("Build a position by hand"),
				app.If(!p.bannerPlaysFrom(), func() app.UI {
					return button("play-from-here", "Play from here…", !p.s.CanPlayFrom(), func(ctx app.Context) { p.dialog = "from" }).
						Title("A new game from the move shown, against the computer or a friend; this one is kept")
				}),
			),
			app.P().Class("keys-help").Text("Keys: ← → moves, Home/End first/last, F flip, H hint; Tab to the board, then arrows and Enter to play."),
		),
	)
}

// renderPrompt shows what waits for an answer: the pie rule, a draw offer,
// the end of the game.
func (p *page) renderPrompt(st session.Status) app.UI {
	if choices := p.s.Choices(); len(choices) > 0 {
		buttons := make([]app.UI, len(choices))
		for i, c := range choices {
			buttons[i] = button(c.ID, c.Label, false, p.act(func(s *session.Session) { s.Play(c.Move, "") }))
		}
		return app.Div().Class("prompt").ID("choices").Body(app.Div().Class("row").Body(buttons...))
	}
	switch offerer, offered := p.s.DrawOffer(); {
	case st.Over:
		return app.Div().Class("prompt result").ID("result").Body(
			app.Strong().Text(st.Result),
			app.Div().Class("row").Body(
				button("result-new", "New game", false, func(ctx app.Context) { p.dialog = "new" }),
				button("result-copy", "Copy link", false, p.copyLink),
			),
		)
	case offered:
		return app.Div().Class("prompt").ID("draw-offer").Body(
			app.Span().Textf("%s (%s) offers a draw. %s (%s), do you accept?",
				p.s.Player(offerer), st.Side[offerer], p.s.Player(offerer.Other()), st.Side[offerer.Other()]),
			app.Div().Class("row").Body(
				button("accept-draw", "Accept", false, p.act(func(s *session.Session) { s.AnswerDraw(true) })),
				button("decline-draw", "Decline", false, p.act(func(s *session.Session) { s.AnswerDraw(false) })),
			),
		)
	case st.Swap:
		white, black := p.s.Player(game.Second), p.s.Player(game.First)
		verb, do, piece := p.s.Game().Words()
		// A position set up at White's first turn has no first move.
		with := "the board as it stands"
		if ms := p.s.Moves(); len(ms) > 0 {
			with = fmt.Sprintf("the %s on %v", piece, ms[0])
		}
		text := fmt.Sprintf("Pie rule: instead of %s, %s may swap colours: %s then plays Black, "+
			"with %s, and %s plays White and moves next.", verb, white, white, with, black)
		if p.s.Options().Mode == session.Computer {
			text = fmt.Sprintf("Pie rule: instead of %s, you may swap colours: you then play Black, "+
				"with %s, and the computer plays White and moves next.", verb, with)
		}
		return app.Div().Class("prompt").ID("swap-offer").Body(
			app.Span().Text(text),
			app.Div().Class("row").Body(
				button("swap", "Swap colours", false, p.act((*session.Session).Swap)),
				app.If(p.s.CanPlay("pass"), func() app.UI { return p.passButton() }),
			),
			app.Small().Text(fmt.Sprintf("Or %s a white %s as usual.", do, piece)),
		)
	case p.s.CanPlay("pass"):
		return app.Div().Class("prompt").ID("pass-offer").Body(
			app.Span().Text("You may pass. Two passes in a row end the game, and the side with more stones on the board wins (White on a tie)."),
			app.Div().Class("row").Body(p.passButton()),
		)
	}
	return app.Div().Class("prompt empty")
}

// passButton passes the turn.
func (p *page) passButton() app.UI {
	return button("pass", "Pass", false, p.act(func(s *session.Session) { s.Play("pass", "You cannot pass now.") }))
}

func (p *page) renderNav() app.UI {
	n, v := p.s.Match().Len(), p.s.View()
	return app.Div().Class("nav row").Body(
		iconButton("first", "first", "First (Home)", v == 0, p.browse(func(s *session.Session) int { return 0 })),
		iconButton("prev", "prev", "Previous (←)", v == 0, p.browse(func(s *session.Session) int { return s.View() - 1 })),
		iconButton("next", "next", "Next (→)", v == n, p.browse(func(s *session.Session) int { return s.View() + 1 })),
		iconButton("last", "last", "Last (End)", v == n, p.browse(func(s *session.Session) int { return s.Match().Len() })),
	)
}

// browse returns a handler that shows the ply ply(session) returns.
func (p *page) browse(ply func(*session.Session) int) func(app.Context) {
	return func(ctx app.Context) {
		p.s.GoTo(ply(p.s))
		p.changed(ctx, false)
	}
}

func (p *page) renderActions(st session.Status) app.UI {
	started := p.s.Match().Len() > 0 // nothing to draw or resign before a move
	return app.Div().Class("actions row").Body(
		p.hintButton(),
		button("undo", "Take back", !p.s.CanUndo(), p.act((*session.Session).Undo)),
		button("redo", "Redo", !p.s.CanRedo(), p.act((*session.Session).Redo)),
		button("offer-draw", "Offer draw", st.Over || !started || !p.s.HumanToMove() || p.s.DrawPending(), p.act((*session.Session).OfferDraw)),
		newConfirmButton("resign", "Resign", "Really resign?").Disabled(st.Over || !started).OnConfirm(p.act((*session.Session).Resign)),
		button("copy-link", "Copy link", false, p.copyLink),
	)
}

// renderBanner says where the game shown came from, offers to play it
// from the move shown (against the computer, while two play it), and to
// go back to the user's own game.
func (p *page) renderBanner() app.UI {
	text := p.opened
	if p.kept {
		text += " Your own game is kept."
	}
	return app.Div().Class("banner kept").ID("kept-banner").Body(
		app.Span().Text(text+" "),
		app.If(p.bannerPlaysFrom(), func() app.UI {
			return button("play-from", "Play from here…", !p.s.CanPlayFrom(), func(ctx app.Context) { p.dialog = "from" }).
				Title("Play on from the move shown, against the computer or a friend")
		}),
		app.If(p.kept, func() app.UI { return button("back-to-mine", "Back to my game", false, p.backToMine) }),
		button("dismiss-kept", "×", false, func(ctx app.Context) { p.opened, p.kept = "", false }).
			Aria("label", "Close"),
	)
}

// bannerPlaysFrom tells whether the banner offers Play from here: for a
// game opened from a link or a file while two play it.
func (p *page) bannerPlaysFrom() bool {
	return p.opened != "" && p.s.Options().Mode == session.Hotseat
}

// backToMine brings back the game kept when a shared link was opened,
// keeping the shared one in turn.
func (p *page) backToMine(ctx app.Context) {
	shared := p.s
	s, err := p.st.TakeKept(games.Diamond, 0)
	if err != nil {
		p.notices = append(p.notices, "Your kept game could not be opened: "+err.Error()+".")
		return
	}
	p.st.Keep(shared)
	p.s, p.opened, p.kept = s, "", false
	p.changed(ctx, false)
}

// newGame starts a game, keeping the one in progress.
func (p *page) newGame(ctx app.Context, ng NewGame) {
	p.st.Keep(p.s)
	start := ng.Start
	if start == RandomStart {
		start = rand.IntN(len(ng.Game.Starts()))
	}
	p.s = session.NewFrom(ng.Game, start, ng.Options)
	p.remember(ng.Options, true)
	p.dialog, p.opened, p.kept, p.editor = "", "", false, nil
	p.changed(ctx, true)
}

// remember keeps the new-game dialog's choices for next time; the colour
// only when it was chosen at the standard start, where it means the same.
func (p *page) remember(opt session.Options, colour bool) {
	p.settings.Mode, p.settings.Level = store.ModeName(opt.Mode), opt.Level
	p.settings.Game = ""
	if id := p.s.Game().ID(); id != games.Diamond.ID() {
		p.settings.Game = id
	}
	if colour {
		p.settings.Human = store.SideName(p.s.Game(), opt.Human)
	}
	p.saveSettings()
}

// playFrom starts a game from the position being set up, or from the
// move shown, with the dialog's options.
func (p *page) playFrom(ctx app.Context, ng NewGame) {
	opt := ng.Options
	p.dialog = ""
	if p.editor != nil {
		m, err := p.editor.Match()
		var s *session.Session
		if err == nil {
			s, err = session.Continue(opt, m, nil, 0)
		}
		if err != nil {
			p.notices = append(p.notices, "This position could not be played: "+err.Error()+".")
			return
		}
		p.remember(opt, false)
		p.show(ctx, s, "This game starts from a position set up by hand.")
		return
	}
	s, err := p.s.PlayFrom(opt)
	if err != nil {
		p.notices = append(p.notices, "The game could not go on from here: "+err.Error()+".")
		return
	}
	p.remember(opt, false)
	if p.opened == "" {
		p.st.Keep(p.s) // the user's own game goes on elsewhere: keep it as it was
	}
	p.s, p.opened = s, "" // the game is the user's own now
	p.changed(ctx, true)
}

// openKept opens a kept game, keeping the one in progress in its place.
func (p *page) openKept(ctx app.Context, k Kept) {
	s, err := p.st.TakeKept(k.Game, k.Index)
	if err != nil {
		p.notices = append(p.notices, "That game could not be opened: "+err.Error()+".")
		return
	}
	p.st.Keep(p.s)
	p.s, p.dialog, p.opened, p.kept, p.editor = s, "", "", false, nil
	p.changed(ctx, false)
}

func (p *page) renderDialog() app.UI {
	close := func(ctx app.Context) { p.dialog = "" }
	switch p.dialog {
	case "new":
		g := p.s.Game()
		opt, _ := store.Options(g, p.settings.Mode, p.settings.Human, p.settings.Level)
		start, _ := g.New(0)
		choices := []games.Game{g}
		for _, other := range games.All() {
			if other.ID() != g.ID() {
				choices = append(choices, other)
			}
		}
		return newNewGameDialog().Defaults(opt).Games(choices...).
			From("", session.ColourNotes(start, 0)).
			OnStart(p.newGame).OnClose(close)
	case "from":
		return p.renderPlayFrom()
	case "games":
		return newGamesDialog().Games(p.keptGames()).OnOpen(p.openKept).OnClose(close)
	case "rules":
		return newRulesDialog().Game(p.s.Game().ID()).OnClose(func(ctx app.Context) {
			p.dialog = ""
			p.clearFragment(ctx)
		})
	case "export":
		return newExportDialog().
			Record(transfer.Export(p.s.Match())).
			Board(p.s.Board()).
			Title(pictureTitle(p.s)).
			Flipped(p.settings.Flip).
			Coords(p.settings.Coords).
			OnClose(close)
	case "import":
		return newImportDialog().Error(p.importErr).OnImport(p.importGame).OnClose(close)
	case "embed":
		return newEmbedDialog().
			Game(p.s.Match(), p.s.View()).
			Board(p.settings.Flip, p.settings.Coords).
			Base(origin()).
			OnClose(close)
	}
	return app.Div().Class("no-dialog")
}

// onWindowKey handles the page's keys: browsing the moves and flipping.
// The board handles its own keys while it has focus.
func (p *page) onWindowKey(ctx app.Context, e app.Value) {
	if e.Get("altKey").Bool() || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || p.dialog != "" || p.editor != nil {
		return
	}
	switch e.Get("target").Get("tagName").String() {
	case "INPUT", "SELECT", "TEXTAREA":
		return
	}
	var f func()
	switch e.Get("key").String() {
	case "ArrowLeft":
		f = func() { p.s.GoTo(p.s.View() - 1) }
	case "ArrowRight":
		f = func() { p.s.GoTo(p.s.View() + 1) }
	case "Home", "ArrowUp":
		f = func() { p.s.GoTo(0) }
	case "End", "ArrowDown":
		f = func() { p.s.GoTo(p.s.Match().Len()) }
	case "h", "H":
		f = func() { p.s.ToggleHint() }
	case "f", "F":
		f = func() {
			p.settings.Flip = !p.settings.Flip
			p.saveSettings()
		}
	default:
		return
	}
	e.Call("preventDefault")
	ctx.Dispatch(func(ctx app.Context) {
		f()
		p.changed(ctx, false)
	})
}

// renderPlayFrom is the new-game dialog for a game from the position set
// up, or from the move shown: the person plays the side to move unless
// they choose otherwise.
func (p *page) renderPlayFrom() app.UI {
	g, ply, from := p.s.Match(), p.s.View(), fmt.Sprintf("the position after %d moves", p.s.View())
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
	opt, _ := store.Options(g.Spec(), p.settings.Mode, p.settings.Human, p.settings.Level)
	opt.Human = g.ToMove(ply)
	return newNewGameDialog().Defaults(opt).Games(games.Of(g.Spec())).
		From(from, session.ColourNotes(g, ply)).
		OnStart(p.playFrom).
		OnClose(func(ctx app.Context) { p.dialog = "" })
}
