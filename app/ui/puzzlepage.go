package ui

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"time"

	"diamond/app/games"
	"diamond/app/puzzles"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/app/trainer"
	"diamond/rules/protocol"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// PuzzlePath is the puzzle page's address; its fragment may name a game
// (#game=pivots) and a puzzle (#game=pivots&id=…).
const PuzzlePath = "/puzzles"

// puzzleFile is where a game's puzzles are, loaded when the page opens
// (not with the app: they are not part of its start).
func puzzleFile(id string) string { return "/web/puzzles/" + id + ".json" }

// puzzleFiles are every game's puzzle files.
func puzzleFiles() []string {
	var fs []string
	for _, g := range games.All() {
		fs = append(fs, puzzleFile(g.ID()))
	}
	return fs
}

// puzzlePage is the puzzle page: it draws what its model (app/trainer)
// reports, a puzzle of the games chosen and the player's rating and
// streak, and keeps the ties to the browser: the worker, the timers, the
// files' fetching, the other tabs' events.
type puzzlePage struct {
	app.Compo

	t       *trainer.Trainer
	notices []string
	stepper int // the token of the pause before the next move shown
	ctx     app.Context
	// worker answers the puzzle's questions (the defender's reply to a
	// turn off the line, a wrong turn's refutation): the page's thread
	// never searches.
	worker    *engine
	asked     int // the token of the question sent and not answered, 0 if none
	listeners []listener
}

func newPuzzlePage() *puzzlePage { return &puzzlePage{} }

// model is the page's model, read from storage the first time it is
// asked for (by OnMount or OnNav, whichever comes first).
func (p *puzzlePage) model() *trainer.Trainer {
	if p.t == nil {
		p.t = trainer.Open(store.New(browserStorage(), time.Now), rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
	}
	return p.t
}

func (p *puzzlePage) OnMount(ctx app.Context) {
	p.ctx = ctx
	t := p.model()
	p.takeNotices()
	p.applySettings()
	p.worker = newEngine(ctx, p.onAnswer)
	p.worker.warmUpSoon()
	// Another tab's attempts, and a backup restored there, show here too
	// (app/trainer); a hidden tab catches up when shown.
	p.listeners = watchTabs(ctx, p.syncTabs, func(ctx app.Context) { ctx.PreventUpdate() })
	for _, id := range t.Load() {
		fetchText(puzzleFile(id), func(text string, err error) {
			ctx.Dispatch(func(ctx app.Context) { p.shown(t.Loaded(id, text, err)) })
		})
	}
}

// OnDismount stops the worker (another page has its own) and the
// listeners.
func (p *puzzlePage) OnDismount() {
	if p.worker != nil {
		p.worker.stop()
		p.asked = 0
	}
	for _, l := range p.listeners {
		l.release()
	}
	p.listeners = nil
}

// OnNav reads the game and the puzzle the address names.
func (p *puzzlePage) OnNav(ctx app.Context) {
	opened := p.model().Address(ctx.Page().URL().Fragment)
	p.takeNotices()
	ctx.Page().SetTitle("Puzzles · " + SiteName)
	p.shown(opened)
}

// syncTabs shows what the other tabs stored: their attempts (the rating,
// the streak, the puzzles played) and the settings.
func (p *puzzlePage) syncTabs(ctx app.Context) {
	changed := p.t.Sync()
	if !p.takeNotices() && !changed {
		ctx.PreventUpdate()
		return
	}
	p.applySettings()
}

// applySettings applies the theme chosen (the board's coordinates are
// drawn from the settings).
func (p *puzzlePage) applySettings() { applyTheme(p.t.Settings().Theme) }

// takeNotices adds the model's notices to those shown; it reports whether
// there were any.
func (p *puzzlePage) takeNotices() bool {
	n := p.t.Notices()
	p.notices = append(p.notices, n...)
	return len(n) > 0
}

// shown follows a change of the puzzle: a puzzle opened drops the pause
// of the one before, and the worker is asked what the puzzle waits for.
func (p *puzzlePage) shown(opened bool) {
	if opened {
		p.stepper++
	}
	p.takeNotices()
	p.ask()
}

// next opens the next puzzle of the player's choice.
func (p *puzzlePage) next() { p.shown(p.t.Next()) }

// ask sends the worker the puzzle's question, if it waits for one, and
// cancels a question sent that no puzzle waits for any more (another
// puzzle, the solution shown).
func (p *puzzlePage) ask() {
	z := p.t.Puzzle()
	waiting := 0
	if z != nil {
		waiting = z.Asked()
	}
	if p.asked != 0 && p.asked != waiting {
		p.worker.post(protocol.Cancel{ID: p.asked})
		p.asked = 0
	}
	if z == nil {
		return
	}
	if q, ok := z.Ask(); ok {
		p.worker.post(q)
		p.asked = q.ID
	}
}

// onAnswer takes the worker's answer to a puzzle's question; an answer to
// a question no longer asked (another puzzle, the solution shown) is
// dropped.
func (p *puzzlePage) onAnswer(ctx app.Context, msg protocol.Answer) {
	a, ok := msg.(protocol.PuzzleAnswer)
	if !ok {
		ctx.PreventUpdate()
		return
	}
	if a.ID == p.asked {
		p.asked = 0
	}
	if z := p.t.Puzzle(); z == nil || !z.Answer(a) {
		ctx.PreventUpdate()
		return
	}
	p.after(ctx)
}

// after runs after each change of the puzzle: the model records the
// first attempt's result once known, and the moves waiting are shown one
// by one.
func (p *puzzlePage) after(ctx app.Context) {
	p.ask()
	z := p.t.Puzzle()
	if z == nil {
		return
	}
	p.t.Settle()
	p.takeNotices()
	if z.State() == puzzles.Showing {
		p.stepper++
		token := p.stepper
		// The page's own context: the button that asked may be gone by then.
		p.ctx.After(replyPause, func(ctx app.Context) {
			if p.stepper != token || p.t.Puzzle() != z {
				return
			}
			z.Step()
			p.after(ctx)
		})
	}
}

// replyPause is how long each move shown stays before the next: the
// defender's reply, a refutation, the solution.
const replyPause = 700 * time.Millisecond

// act returns a handler that changes the puzzle and shows what follows.
func (p *puzzlePage) act(f func(z *puzzles.Solving)) func(app.Context) {
	return func(ctx app.Context) {
		if z := p.t.Puzzle(); z != nil {
			f(z)
			p.after(ctx)
		}
	}
}

func (p *puzzlePage) Render() app.UI {
	if app.IsServer {
		return app.Div().Class("app puzzles loading").ID("puzzles")
	}
	return app.Div().Class("app puzzles").ID("puzzles").Attr("data-live", "true").Body(
		app.Header().Class("top").Body(
			app.Div().Class("logo").Body(
				app.Span().Class("logo-mark"),
				app.Div().Class("logo-words").Body(
					app.Span().Class("site-name").Text(SiteName),
					app.H1().ID("game-name").Text("Puzzles"),
				),
			),
			app.Nav().Class("menu").Body(
				app.A().Class("button-link").ID("back-to-play").Href("/").Text("Play"),
			),
		),
		newNotices().Notices(problems(p.notices)).OnDismiss(func(ctx app.Context, i int, n notice) {
			p.notices, _ = without(p.notices, i, n.Text)
		}),
		p.renderPuzzle(),
	)
}

func (p *puzzlePage) renderPuzzle() app.UI {
	t := p.model()
	z := t.Puzzle()
	var area app.UI
	switch {
	case z != nil:
		s := z.Session()
		area = app.Section().Class("board-area").ID("board-area").
			Attr("data-puzzle", z.Game+"/"+z.Puzzle.ID).Attr("data-state", strconv.Itoa(int(z.State()))).Body(
			// The game first: with "Every game" it changes from one puzzle to the next.
			app.H2().Class("puzzle-game").ID("puzzle-game").Text(trainer.GameName(z.Game)),
			app.P().Class("puzzle-goal").ID("puzzle-goal").Text(z.Goal()+"."),
			newStatusBar().Status(p.status()),
			newBoard().
				View(s.Board()).
				Coords(t.Settings().Coords).
				Flipped(z.Puzzle.ToMove != s.Match().Spec().SideNames()[0]).
				OnPoint(func(ctx app.Context, q int) {
					if z.Click(q) {
						p.after(ctx)
					}
				}).
				OnClear(func(ctx app.Context) { z.Session().Deselect() }),
			choiceButtons(s, func(move string) func(app.Context) {
				return p.act(func(z *puzzles.Solving) { z.Play(move) })
			}),
			tagLegend(s.Game()),
			optionKey(s),
			noteBox(s),
			app.P().Class("puzzle-words").ID("puzzle-words").Attr("aria-live", "polite").Text(p.words()),
		)
	case t.Loading():
		area = app.Section().Class("board-area").ID("board-area").Body(app.P().Text("Loading the puzzles…"))
	default:
		area = app.Section().Class("board-area").ID("board-area").Body(
			app.P().ID("puzzle-words").Text("No puzzle left for this choice: choose another game or theme."))
	}
	return app.Main().Class("play").Body(area, p.renderPanel())
}

// status is the puzzle's status line: the player is "You", the defender
// "The puzzle", where a game for two says "Player 1" and "Player 2".
func (p *puzzlePage) status() session.Status {
	z := p.t.Puzzle()
	st := z.Session().Status()
	me := z.Player()
	st.Players[me], st.Players[me.Other()] = "You", "The puzzle"
	return st
}

// words are what the puzzle says, with the rating's change once known.
func (p *puzzlePage) words() string {
	w := p.t.Puzzle().Words()
	if c := p.t.Change(); c != 0 {
		w += fmt.Sprintf(" Your rating %+.0f.", c)
	}
	return w
}

func (p *puzzlePage) renderPanel() app.UI {
	t := p.model()
	z := t.Puzzle()
	game, theme := t.Choice()
	gameChoices := []option{{"", "Every game"}}
	for _, g := range games.All() {
		gameChoices = append(gameChoices, option{g.ID(), g.Name()})
	}
	names, counts := t.Themes()
	themeChoices := []option{{"", "Any theme"}}
	for _, n := range names {
		themeChoices = append(themeChoices, option{n, fmt.Sprintf("%s (%d)", puzzles.ThemeName(n), counts[n])})
	}
	pr := t.Progress()
	r := pr.Rating
	body := []app.UI{
		app.Div().Class("puzzle-rating").ID("puzzle-rating").Body(
			app.P().Body(app.Strong().Text("Your rating: "), app.Span().ID("rating").Text(strconv.Itoa(int(r.R+0.5))),
				app.Text(fmt.Sprintf(" (± %.0f)", 2*r.RD))),
			app.P().ID("streak").Text(fmt.Sprintf("Streak: %d · best %d · %d puzzles played", pr.Streak, pr.Best, len(pr.Seen))),
		),
		picker("puzzle-game", "Game", gameChoices, game, func(ctx app.Context, v string) {
			p.shown(t.Choose(v, ""))
		}).Class("pick"),
		picker("puzzle-theme", "Theme", themeChoices, theme, func(ctx app.Context, v string) {
			g, _ := t.Choice()
			p.shown(t.Choose(g, v))
		}).Class("pick"),
	}
	if z != nil {
		info := fmt.Sprintf("%s puzzle %s · rated %d · difficulty %d of 5", trainer.GameName(z.Game), z.Puzzle.ID,
			int(t.PuzzleRating().R+0.5), z.Puzzle.Difficulty)
		for i, t := range z.Puzzle.Themes {
			sep := ", "
			if i == 0 {
				sep = " · "
			}
			info += sep + puzzles.ThemeName(t)
		}
		st := z.State()
		body = append(body,
			app.P().Class("puzzle-info").ID("puzzle-info").Text(info),
			app.Div().Class("actions row").Body(
				button("puzzle-hint", "Hint", !z.CanHint(), p.act((*puzzles.Solving).Hint)).Title("The next move of the solution (the puzzle then counts as not solved)"),
				button("puzzle-retry", "Try again", st != puzzles.Failed, p.act((*puzzles.Solving).Retry)),
				p.solutionButton(st),
				button("puzzle-next", "Next puzzle", false, func(app.Context) { p.next() }),
			),
			app.P().Class("link-note").Body(
				app.A().ID("puzzle-link").Href(PuzzlePath+"#game="+z.Game+"&id="+url.QueryEscape(z.Puzzle.ID)).Text("This puzzle's link"),
			),
		)
	}
	return app.Aside().Class("panel").Body(body...)
}

// solutionButton shows the solution; while the first try's result is
// open it asks first, since the puzzle then counts as failed.
func (p *puzzlePage) solutionButton(st puzzles.State) app.UI {
	off := st == puzzles.Solved || st == puzzles.Showing || st == puzzles.Waiting
	if decided, _ := p.t.Puzzle().Decided(); decided || off {
		return button("puzzle-solution", "Solution", off, p.act((*puzzles.Solving).ShowSolution))
	}
	return newConfirmButton("puzzle-solution", "Solution", "It counts as failed: see it?").
		OnConfirm(p.act((*puzzles.Solving).ShowSolution))
}
