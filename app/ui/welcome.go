package ui

import (
	"strconv"

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
	g := p.s().Game()
	level := p.welcomeLevel()
	return app.Div().Class("welcome").ID("welcome").Body(
		app.P().Body(app.Strong().Text("Welcome to "+g.Name()+"."), app.Span().Text(" How would you like to play?")),
		app.Div().Class("row").Body(
			button("welcome-computer", "Play the computer", false, p.playComputer).Class("primary"),
			button("welcome-friend", "Play a friend here", false, func(ctx app.Context) { p.welcome = false }),
			button("welcome-link", "Play a friend by link", false, func(ctx app.Context) {
				p.welcome, p.newFriend, p.dialog = false, true, dialogNew
			}),
			button("welcome-rules", "Learn the rules", false, func(ctx app.Context) { p.dialog = dialogRules }),
		),
		app.Small().Text("Against the computer you play "+g.SideNames()[game.First]+", at level "+
			strconv.Itoa(level)+" ("+g.Levels()[level-1].Name+"); New game has more choices."),
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

// playComputer starts the welcome's game against the computer.
func (p *page) playComputer(ctx app.Context) {
	p.welcome = false
	opt := session.Options{Mode: session.Computer, Human: game.First, Level: p.welcomeLevel()}
	p.newGame(ctx, NewGame{Game: p.s().Game(), Start: RandomStart, Options: opt})
}

// renderNote is the line under the board: the answer to the last input
// (in red when it says why not), what the computer did, or at the start
// of a game where to click.
func (p *page) renderNote() app.UI {
	class, text := "note", p.s().Note()
	if p.s().NoteIsNews() || len(p.s().Choices()) > 0 { // news, or what a move waits for: no refusal
		class = "note news"
	}
	if m := p.s().Match(); text == "" && m.Len() < 2 && p.s().View() == m.Len() && !p.s().Over() && p.s().HumanToMove() {
		class, text = "note guide", p.s().Game().HowTo()
	}
	return app.P().Class(class).ID("note").Attr("aria-live", "polite").Text(text)
}
