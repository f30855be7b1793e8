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
// under it jumping up. It holds "no" or "yes", not the store's JSON: the
// script reads it before anything else runs, and any other value shows
// the welcome.
const keyWelcome = "diamond.welcome"

const welcomeScript = `<script>try{if(localStorage.getItem("` + keyWelcome + `")==="no")document.documentElement.dataset.welcome="no"}catch(e){}</script>`

// keepWelcome writes what the next visit opens on (keyWelcome), as
// OnMount decides it from the game saved.
func (p *page) keepWelcome() {
	next := "no"
	if opensOnWelcome(p.s()) {
		next = "yes"
	}
	if next != p.welcomeKept {
		browserStorage().Set(keyWelcome, next)
		p.welcomeKept = next
	}
}

// showWelcomeAgain lets the welcome show once the app has drawn the
// saved game: the head script hid it for a visit that opened on a game
// under way, and a new game for two may bring it back.
func showWelcomeAgain(app.Context) {
	app.Window().Get("document").Get("documentElement").Call("removeAttribute", "data-welcome")
}

func (p *page) renderWelcome() app.UI {
	level := p.welcomeLevel()
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
				button("welcome-computer-"+id, "Play the computer", false, func(ctx app.Context) { p.playComputer(ctx, g) }).Class("primary"),
				button("welcome-friend-"+id, "Play a friend here", false, func(ctx app.Context) { p.playHere(ctx, g) }),
				button("welcome-rules-"+id, "Rules", false, func(ctx app.Context) { p.dialog, p.rulesOf = dialogRules, id }),
			),
		)
	}
	return app.Div().Class("welcome").ID("welcome").Body(
		app.P().Body(app.Strong().Text("Welcome to "+SiteName+":"), app.Span().Text(" three games for two on diamond boards. Which will you play?")),
		app.Ul().Class("welcome-games").Body(rows...),
		app.Div().Class("row").Body(
			button("welcome-link", "Play a friend by link", false, func(ctx app.Context) {
				p.welcome, p.newFriend, p.dialog = false, true, dialogNew
			}),
			app.Small().Text("Against the computer you move first, at level "+strconv.Itoa(level)+
				" ("+p.s().Game().Levels()[level-1].Name+"); New game has more choices. A friend by link plays on their own device."),
		),
	)
}

// welcomeLevel is the level the welcome's game is played at: the one last
// chosen, or the weakest.
func (p *page) welcomeLevel() int {
	if l := p.settings().Level; l >= 1 && l <= len(p.s().Game().Levels()) {
		return l
	}
	return 1
}

// playComputer starts a game of g against the computer, the person
// moving first.
func (p *page) playComputer(ctx app.Context, g games.Game) {
	opt := session.Options{Mode: session.Computer, Human: game.First, Level: p.welcomeLevel()}
	p.newGame(ctx, NewGame{Game: g, Start: RandomStart, Options: opt})
}

// playHere starts a game of g for two on this device; the game on the
// board already is one, untouched.
func (p *page) playHere(ctx app.Context, g games.Game) {
	p.welcome = false
	if g.ID() != p.s().Game().ID() {
		p.newGame(ctx, NewGame{Game: g, Start: RandomStart, Options: session.Options{Mode: session.Hotseat}, Turn: p.settings().Turn})
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
	if title != p.tabTitle {
		p.tabTitle = title
		if doc := app.Window().Get("document"); doc.Get("title").String() != title {
			doc.Set("title", title)
		}
	}
}

// renderNote is the line under the board: the answer to the last input
// (in red when it says why not), what the computer did, or at the start
// of a game where to click.
func (p *page) renderNote() app.UI {
	class, text := "note", p.s().Note()
	if p.s().NoteIsNews() || len(p.s().Choices()) > 0 { // news, or what a move waits for: no refusal
		class = "note news"
	}
	if explain := p.s().Explain(); text == "" && explain != "" {
		class, text = "note guide", explain
	}
	if m := p.s().Match(); text == "" && m.Len() < 2 && p.s().View() == m.Len() && !p.s().Over() && p.s().HumanToMove() {
		class, text = "note guide", p.s().Game().HowTo()
	}
	// The move shown in words: the computer's as it plays (a chain's steps
	// one by one), and any earlier one shown from the move list.
	if v := p.s().View(); text == "" && v > 0 && (p.s().ComputerMoved() || v < p.s().Match().Len()) {
		class, text = "note news", games.MoveWords(p.s().Match(), v-1)+"."
	}
	return app.P().Class(class).ID("note").Attr("aria-live", "polite").Text(text)
}
