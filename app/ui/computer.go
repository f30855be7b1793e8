package ui

import (
	"strconv"
	"time"

	"diamond/app/session"
	"diamond/rules/protocol"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// onWorker takes the worker's answers: to the desk's game's questions
// (a move, a hint, a draw offer's evaluation), which are the game's own
// whatever the board shows (session.Pace), and about the review and the
// analysis board (study.Studio).
func (p *page) onWorker(ctx app.Context, msg protocol.Answer) {
	r, ok := msg.(protocol.Reply)
	if !ok {
		news, done, problem := p.studio.Take(msg)
		switch {
		case !news:
			ctx.PreventUpdate()
		case problem != "":
			p.notes.problems = append(p.notes.problems, problem)
		case done != nil:
			p.d.AddReview(done.Match, done.Moves)
			p.takeNotices()
		}
		return
	}
	g := p.d.Session()
	news, moved, err := p.pace.Answer(g, r.ID, session.Answer{Action: r.Action, Score: r.Score, Line: r.Line}, r.Err,
		session.Search{Iterations: r.Iterations, Counted: r.Counted, ElapsedMs: r.ElapsedMs})
	switch {
	case err != nil:
		p.notes.problems = append(p.notes.problems, err.Error())
	case !news:
	case !moved:
		p.changed(ctx, false) // a hint: the game did not change
	case p.studio.OnBoard(g):
		p.gameChanged(ctx, true) // under the analysis board: saved, and asking on
	default:
		p.changed(ctx, true)
	}
}

// thoughtLine shows what the computer's last search took only on request:
// a player needs its move (on the board and in the list), not its counts.
// (A button, not <details>: each new element kind costs kilobytes of wasm.)
type thoughtLine struct {
	app.Compo

	IText  string  // session.Pace.Thought
	IMs    float64 // its time, for the tests
	IShown bool    // a game against the computer is on the board

	open bool // Details is pressed
}

func (t *thoughtLine) Render() app.UI {
	return app.Div().Class("thought").Hidden(t.IText == "" || !t.IShown).Body(
		toggle("thought-toggle", "Details", t.open, func(app.Context) { t.open = !t.open }),
		app.P().ID("thought").Hidden(!t.open).Attr("data-ms", strconv.FormatFloat(t.IMs, 'f', -1, 64)).Body(textBody(t.IText)),
	)
}

// showAtOnce plays the rest of the computer's turn without pauses, or
// shows the rest of a friend's turn: the player has seen enough of it.
func (p *page) showAtOnce(ctx app.Context) {
	if g := p.s(); g.ShowingTurn() {
		g.TurnAtOnce()
		p.changed(ctx, false)
		return
	}
	if r, ok := p.pace.AtOnce(p.d.Session()); ok {
		p.browser.computer.ask(r)
	}
}

// stepPause is how long each step of the computer's turn stays on the
// board before the next, so that the eye can follow a chain of pivots.
const stepPause = 600 * time.Millisecond

// stepTurn shows the next step of g's turn shown step by step after
// stepPause, and so on to its end, while g is on the board and shown so.
func (p *page) stepTurn(g *session.Session) {
	if !g.ShowingTurn() {
		return
	}
	p.ctx.After(stepPause, func(ctx app.Context) {
		if p.s() != g || !g.ShowingTurn() {
			return
		}
		g.StepTurn()
		p.changed(ctx, false)
		p.stepTurn(g)
	})
}

// askComputer sends the game's question to the worker once the page has
// drawn the move (the search takes a core, and on a two-core machine it
// would slow this frame down); the next step of the computer's turn only
// after stepPause, if the game still waits for it (session.Pace).
func (p *page) askComputer(r session.Request) {
	if p.pace.Ask(r) {
		p.ctx.Defer(func(app.Context) { p.browser.computer.ask(r) })
		return
	}
	p.ctx.After(stepPause, func(app.Context) {
		if r, ok := p.pace.Paused(r.Token, p.d.Session()); ok {
			p.browser.computer.ask(r)
		}
	})
}
