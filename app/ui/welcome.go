package ui

import (
	"strconv"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A first visit (no game played yet, two players on this device by
// default) offers the three things a newcomer comes for: a game against
// the computer (first, as most expect), a game with a friend, the rules.

// welcomes tells whether the welcome shows: while nothing has been
// played in a two-player game the visit started with.
func (p *page) welcomes() bool {
	return p.welcome && opensOnWelcome(p.s()) && p.d.From() == "" && p.editor == nil
}

// opensOnWelcome tells whether a visit that finds s saved opens on the
// welcome: s is a blank game for two.
func opensOnWelcome(s *session.Session) bool {
	return s.Blank() && s.Options().Mode == session.Hotseat
}

// keyWelcome tells the page's head script (welcomeScript), before the
// first paint, that the next visit opens on a game under way: the page
// drawn into index.html holds the welcome of a first visit, which would
// show until the app has read the saved game, and then go, the board
// under it jumping up. The page's style also keeps hidden what that page
// holds under the board's buttons (a first visit's note, hint and, on a
// phone, panel) until then: a question the saved game waits for (the
// swap's) comes above them, and they would move down as it came. It
// holds "no" or "yes", not the store's JSON: the script reads it before
// anything else runs, and any other value shows the welcome.
const keyWelcome = "diamond.welcome"

const welcomeScript = `<script>try{if(localStorage.getItem("` + keyWelcome + `")==="no")document.documentElement.dataset.welcome="no"}catch(e){}</script>`

// keepWelcome writes what the next visit opens on (keyWelcome), as
// OnMount decides it from the game saved.
func (p *page) keepWelcome() {
	next := "no"
	if opensOnWelcome(p.s()) {
		next = "yes"
	}
	if next != p.written.welcome {
		browserStorage().Set(keyWelcome, next)
		p.written.welcome = next
	}
}

// showWelcomeAgain lets the welcome show once the app has drawn the
// saved game, and what stands under the board: the head script hid them
// for a visit that opened on a game under way, and a new game for two may
// bring the welcome back.
func showWelcomeAgain(app.Context) {
	app.Window().Get("document").Get("documentElement").Call("removeAttribute", "data-welcome")
}

// welcomeBox offers the three games of a first visit: each against the
// computer (the person moving first, at ILevel), for two here, or its
// rules; and a game with a friend by link.
type welcomeBox struct {
	app.Compo

	ILevel    int    // the level the game against the computer is played at
	ILevelsOf string // the game whose level names the welcome gives
	IOnStart  func(app.Context, NewGame)
	IOnHere   func(app.Context, games.Game) // a game for two on this device
	IOnRules  func(ctx app.Context, id string)
	IOnLink   func(app.Context) // a game with a friend by link
}

func (w *welcomeBox) Render() app.UI {
	rows := make([]app.UI, len(games.All()))
	for i, g := range games.All() {
		inventor, line := g.About()
		id := g.ID()
		rows[i] = app.Li().Class("welcome-game").Body(
			app.P().Body(
				app.Strong().Text(g.Name()+","),
				app.Span().Text("by "+inventor+"."),
				app.Span().Class("muted").Text(line),
			),
			app.Div().Class("row").Body(
				button("welcome-computer-"+id, "Play the computer", false, func(ctx app.Context) {
					w.IOnStart(ctx, NewGame{Game: g, Start: RandomStart,
						Options: session.Options{Mode: session.Computer, Human: game.First, Level: w.ILevel}})
				}).Class("primary"),
				button("welcome-friend-"+id, "Play a friend here", false, func(ctx app.Context) { w.IOnHere(ctx, g) }),
				button("welcome-rules-"+id, "Rules", false, func(ctx app.Context) { w.IOnRules(ctx, id) }),
			),
		)
	}
	levelName := ""
	if g, err := games.ByID(w.ILevelsOf); err == nil {
		levelName = " (" + g.Levels()[w.ILevel-1].Name + ")"
	}
	return app.Div().Class("welcome").ID("welcome").Body(
		app.P().Body(app.Strong().Text("Welcome to "+SiteName+":"), app.Span().Class("wide-only").Text(" three games for two on diamond boards."),
			app.Span().Text(" Which will you play?")),
		app.Ul().Class("welcome-games").Body(rows...),
		app.Div().Class("row").Body(
			button("welcome-link", "Play a friend by link", false, func(ctx app.Context) { w.IOnLink(ctx) }),
			app.Small().Text("Against the computer you move first, at level "+strconv.Itoa(w.ILevel)+
				levelName+"; New game has more choices. A friend by link plays on their own device."),
		),
	)
}

// welcomeLevel is the level the welcome's game is played at: the one
// last chosen, or the weakest.
func welcomeLevel(chosen int, g games.Game) int {
	if chosen >= 1 && chosen <= len(g.Levels()) {
		return chosen
	}
	return 1
}

// playHere starts a game of g for two on this device; the game on the
// board already is one, untouched.
func (p *page) playHere(ctx app.Context, g games.Game) {
	p.welcome = false
	if g.ID() != p.s().Game().ID() {
		p.newGame(ctx, NewGame{Game: g, Start: RandomStart, Options: session.Options{Mode: session.Hotseat}, Turn: p.d.Settings().Turn})
	}
	p.nameTab()
}

// nameTab names the browser's tab after the game on the board, or the
// site's three games while the welcome offers them.
func (p *page) nameTab() {
	title := p.s().Game().Name() + " · " + SiteName
	if p.welcomes() {
		title = siteTitle
	}
	if title != p.written.tabTitle {
		p.written.tabTitle = title
		if doc := app.Window().Get("document"); doc.Get("title").String() != title {
			doc.Set("title", title)
		}
	}
}

// noteOf is what the line under the board says of s: the answer to the
// last input (in red when it says why not, news otherwise), else what a
// move under way waits for (a pivot's stone, its direction). The game's
// page says more (noteLine); the puzzle page says this.
func noteOf(s *session.Session) (class, text string) {
	class, text = "note", s.Note()
	if s.NoteIsNews() || len(s.Choices()) > 0 { // news, or what a move waits for: no refusal
		class = "note news"
	}
	if explain := s.Explain(); text == "" && explain != "" {
		class, text = "note guide", explain
	}
	return class, text
}

// noteBox is the puzzle page's line under the board.
func noteBox(s *session.Session) app.UI {
	class, text := noteOf(s)
	return app.P().Class(class).ID("note").Text(text)
}

// noteLine is the line under the game's board: noteOf, else at the start
// of a game where to click, else the move shown in words: the
// computer's as it plays (a chain's steps one by one), the friend's
// last move, and any earlier one shown from the move list.
func noteLine(s *session.Session) app.UI {
	class, text := noteOf(s)
	if m := s.Match(); text == "" && m.Len() < 2 && s.View() == m.Len() && !s.Over() && s.HumanToMove() {
		class, text = "note guide", s.Game().HowTo()
	}
	if v := s.View(); text == "" && v > 0 && (s.OpponentMoved() || v < s.Match().Len()) {
		class, text = "note news", games.MoveWords(s.Match(), v-1)+"."
	}
	return app.P().Class(class).ID("note").Attr("aria-live", "polite").Text(text)
}
