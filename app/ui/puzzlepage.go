package ui

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"time"

	"diamond/app/games"
	"diamond/app/puzzles"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/rules/protocol"
	"diamond/rules/puzzle"

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

// puzzlePage is the puzzle page: a puzzle of the games chosen, the
// player's rating and streak (app/puzzles), kept in localStorage.
type puzzlePage struct {
	app.Compo

	st      *store.Store
	pr      puzzles.Progress
	files   map[string]*puzzle.File // by game, as loaded
	waiting int                     // files still loading
	notices []string
	game    string // the game chosen, "" for all
	theme   string // the theme chosen, "" for any
	want    string // the puzzle the address names, "game/id", until shown
	z       *puzzles.Solving
	change  float64 // the player's last rating change
	rnd     *rand.Rand
	stepper int  // the token of the pause before the next move shown
	coords  bool // the board's coordinates, as the player set them
	ctx     app.Context
	// worker answers the puzzle's questions (the defender's reply to a
	// turn off the line, a wrong turn's refutation): the page's thread
	// never searches.
	worker *engine
	asked  int // the token of the question sent and not answered, 0 if none
}

func newPuzzlePage() *puzzlePage { return &puzzlePage{} }

func (p *puzzlePage) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.rnd = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	p.st = store.New(browserStorage(), time.Now)
	p.pr = p.st.Puzzles()
	p.notices = append(p.notices, p.st.Notices()...)
	if p.game == "" {
		p.game = p.pr.Game
	}
	if p.theme == "" {
		p.theme = p.pr.Theme
	}
	settings := p.st.LoadSettings()
	applyTheme(settings.Theme)
	p.coords = settings.Coords
	p.worker = newEngine(ctx, p.onAnswer)
	p.worker.warmUpSoon()
	p.files = map[string]*puzzle.File{}
	for _, g := range games.All() {
		p.waiting++
		id := g.ID()
		fetchText(puzzleFile(id), func(text string, err error) {
			ctx.Dispatch(func(ctx app.Context) { p.loaded(id, text, err) })
		})
	}
}

// OnDismount stops the worker: another page has its own.
func (p *puzzlePage) OnDismount() {
	if p.worker != nil {
		p.worker.stop()
		p.asked = 0
	}
}

// OnNav reads the game and the puzzle the address names.
func (p *puzzlePage) OnNav(ctx app.Context) {
	q, err := url.ParseQuery(ctx.Page().URL().Fragment)
	if err != nil {
		p.notices = append(p.notices, "Part of this address could not be read: it names no puzzle.")
		return
	}
	if g := q.Get("game"); g != "" {
		if _, err := games.ByID(g); err != nil {
			p.notices = append(p.notices, "This address names a game this site does not have: "+g+".")
		} else if g != p.game {
			// Another game: the theme chosen for the last may have no
			// puzzle of this one ("No puzzle left" said the page).
			p.game, p.theme = g, ""
		}
	}
	if id := q.Get("id"); id != "" && p.game != "" {
		p.want = p.game + "/" + id
	}
	ctx.Page().SetTitle("Puzzles · " + SiteName)
	if !p.showWanted() && p.waiting == 0 && p.z != nil && p.game != "" && p.z.Game != p.game {
		p.next(ctx) // another game named: one of its puzzles
	}
}

// loaded takes a game's puzzle file.
func (p *puzzlePage) loaded(id, text string, err error) {
	p.waiting--
	if err == nil {
		var f *puzzle.File
		if f, err = puzzle.Parse([]byte(text)); err == nil {
			p.files[id] = f
		}
	}
	if err != nil {
		name := id
		if g, e := games.ByID(id); e == nil {
			name = g.Name()
		}
		p.notices = append(p.notices, "The puzzles of "+name+" could not be loaded: "+err.Error()+".")
	}
	if p.waiting == 0 && !p.showWanted() && p.z == nil {
		p.next(p.ctx)
	}
}

// showWanted opens the puzzle the address named, once its file is here.
func (p *puzzlePage) showWanted() bool {
	if p.want == "" || p.waiting > 0 {
		return false
	}
	game, id, _ := strings.Cut(p.want, "/")
	p.want = ""
	if f, ok := p.files[game]; ok {
		for i := range f.Puzzles {
			if f.Puzzles[i].ID == id {
				p.open(puzzles.Choice{Game: game, Puzzle: &f.Puzzles[i]})
				return true
			}
		}
	}
	p.notices = append(p.notices, "There is no puzzle "+id+" here: here is another.")
	return false
}

// loadedFiles are the files loaded, in the games' order.
func (p *puzzlePage) loadedFiles() []*puzzle.File {
	var fs []*puzzle.File
	for _, g := range games.All() {
		if f, ok := p.files[g.ID()]; ok {
			fs = append(fs, f)
		}
	}
	return fs
}

// next opens the next puzzle of the player's choice.
func (p *puzzlePage) next(ctx app.Context) {
	c, ok := p.pr.Next(p.loadedFiles(), p.game, p.theme, p.rnd)
	if !ok {
		p.z = nil
		p.ask()
		return
	}
	p.open(c)
}

// open shows puzzle c.
func (p *puzzlePage) open(c puzzles.Choice) {
	z, err := puzzles.Start(c)
	if err != nil {
		p.notices = append(p.notices, "This puzzle could not be opened: "+err.Error()+".")
		return
	}
	p.z, p.change = z, 0
	p.stepper++
	p.ask()
}

// ask sends the worker the puzzle's question, if it waits for one, and
// cancels a question sent that no puzzle waits for any more (another
// puzzle, the solution shown).
func (p *puzzlePage) ask() {
	waiting := 0
	if p.z != nil {
		waiting = p.z.Asked()
	}
	if p.asked != 0 && p.asked != waiting {
		p.worker.post(protocol.Cancel{ID: p.asked})
		p.asked = 0
	}
	if p.z == nil {
		return
	}
	if q, ok := p.z.Ask(); ok {
		p.worker.post(q)
		p.asked = q.ID
	}
}

// onAnswer takes the worker's answer to a puzzle's question; an answer to
// a question no longer asked (another puzzle, the solution shown) is
// dropped.
func (p *puzzlePage) onAnswer(ctx app.Context, msg protocol.Message) {
	a, ok := msg.(protocol.PuzzleAnswer)
	if !ok {
		ctx.PreventUpdate()
		return
	}
	if a.ID == p.asked {
		p.asked = 0
	}
	if p.z == nil || !p.z.Answer(a) {
		ctx.PreventUpdate()
		return
	}
	p.after(ctx)
}

// after runs after each change of the puzzle: it records the first
// attempt's result once known, and shows the moves waiting one by one.
func (p *puzzlePage) after(ctx app.Context) {
	p.ask()
	z := p.z
	if z == nil {
		return
	}
	if decided, solved := z.Decided(); decided {
		if _, seen := p.pr.Seen[puzzles.Key(z.Game, z.Puzzle)]; !seen {
			p.change = p.pr.Record(z.Game, z.Puzzle, solved)
			p.save()
		}
	}
	if z.State() == puzzles.Showing {
		p.stepper++
		token := p.stepper
		// The page's own context: the button that asked may be gone by then.
		p.ctx.After(replyPause, func(ctx app.Context) {
			if p.stepper != token || p.z != z {
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

func (p *puzzlePage) save() {
	p.pr.Game, p.pr.Theme = p.game, p.theme
	p.st.SavePuzzles(p.pr)
	p.notices = append(p.notices, p.st.Notices()...)
}

// act returns a handler that changes the puzzle and shows what follows.
func (p *puzzlePage) act(f func(z *puzzles.Solving)) func(app.Context) {
	return func(ctx app.Context) {
		if p.z != nil {
			f(p.z)
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
	z := p.z
	var area app.UI
	switch {
	case z != nil:
		s := z.Session()
		area = app.Section().Class("board-area").ID("board-area").
			Attr("data-puzzle", z.Game+"/"+z.Puzzle.ID).Attr("data-state", strconv.Itoa(int(z.State()))).Body(
			// The game first: with "Every game" it changes from one puzzle to the next.
			app.H2().Class("puzzle-game").ID("puzzle-game").Text(gameName(z.Game)),
			app.P().Class("puzzle-goal").ID("puzzle-goal").Text(z.Goal()+"."),
			newStatusBar().Status(p.status()),
			newBoard().
				View(s.Board()).
				Coords(p.coords).
				Flipped(z.Puzzle.ToMove != s.Match().Spec().SideNames()[0]).
				OnPoint(func(ctx app.Context, q int) {
					if p.z.Click(q) {
						p.after(ctx)
					}
				}).
				OnClear(func(ctx app.Context) { p.z.Session().Deselect() }),
			choiceButtons(s, func(move string) func(app.Context) {
				return p.act(func(z *puzzles.Solving) { z.Play(move) })
			}),
			tagLegend(s.Game()),
			optionKey(s),
			noteBox(s),
			app.P().Class("puzzle-words").ID("puzzle-words").Attr("aria-live", "polite").Text(p.words()),
		)
	case p.waiting > 0:
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
	st := p.z.Session().Status()
	me := p.z.Player()
	st.Players[me], st.Players[me.Other()] = "You", "The puzzle"
	return st
}

// words are what the puzzle says, with the rating's change once known.
func (p *puzzlePage) words() string {
	w := p.z.Words()
	if p.change != 0 {
		w += fmt.Sprintf(" Your rating %+.0f.", p.change)
	}
	return w
}

func (p *puzzlePage) renderPanel() app.UI {
	z := p.z
	gameChoices := []option{{"", "Every game"}}
	for _, g := range games.All() {
		gameChoices = append(gameChoices, option{g.ID(), g.Name()})
	}
	names, counts := puzzles.Themes(p.loadedFiles(), p.game)
	themeChoices := []option{{"", "Any theme"}}
	for _, n := range names {
		themeChoices = append(themeChoices, option{n, fmt.Sprintf("%s (%d)", puzzles.ThemeName(n), counts[n])})
	}
	r := p.pr.Rating
	body := []app.UI{
		app.Div().Class("puzzle-rating").ID("puzzle-rating").Body(
			app.P().Body(app.Strong().Text("Your rating: "), app.Span().ID("rating").Text(strconv.Itoa(int(r.R+0.5))),
				app.Text(fmt.Sprintf(" (± %.0f)", 2*r.RD))),
			app.P().ID("streak").Text(fmt.Sprintf("Streak: %d · best %d · %d puzzles played", p.pr.Streak, p.pr.Best, len(p.pr.Seen))),
		),
		picker("puzzle-game", "Game", gameChoices, p.game, func(ctx app.Context, v string) {
			p.game, p.theme = v, ""
			p.save()
			p.next(ctx)
		}).Class("pick"),
		picker("puzzle-theme", "Theme", themeChoices, p.theme, func(ctx app.Context, v string) {
			p.theme = v
			p.save()
			p.next(ctx)
		}).Class("pick"),
	}
	if z != nil {
		info := fmt.Sprintf("%s puzzle %s · rated %d · difficulty %d of 5", gameName(z.Game), z.Puzzle.ID,
			int(p.pr.PuzzleRating(z.Game, z.Puzzle).R+0.5), z.Puzzle.Difficulty)
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
				button("puzzle-next", "Next puzzle", false, func(ctx app.Context) { p.next(ctx) }),
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
	if decided, _ := p.z.Decided(); decided || off {
		return button("puzzle-solution", "Solution", off, p.act((*puzzles.Solving).ShowSolution))
	}
	return newConfirmButton("puzzle-solution", "Solution", "It counts as failed: see it?").
		OnConfirm(p.act((*puzzles.Solving).ShowSolution))
}

// gameName is a game's name by its ID.
func gameName(id string) string {
	if g, err := games.ByID(id); err == nil {
		return g.Name()
	}
	return id
}
