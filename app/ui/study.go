package ui

import (
	"strconv"
	"strings"

	"diamond/app/session"
	"diamond/app/study"
	"diamond/rules/game"
	"diamond/rules/protocol"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The review of a game and the analysis board: the worker reviews and
// analyses (wasm/worker), the desk keeps reviews (app/desk), app/study says
// what a review shows; this file asks, and draws the answers.

// reviewRun is a review the worker is making.
type reviewRun struct {
	token       int
	match       game.Match // the game reviewed, as it was asked
	done, total int
}

// analysis is the analysis board: a game of its own, from a position of
// the game on the board, which moves played on it do not change.
type analysis struct {
	from  *session.Session // the game it was opened from
	s     *session.Session
	token int    // the worker's analysis of the position shown, or 0
	key   string // that position, in its compact form
	lines []protocol.Line
	nodes int  // the positions of each search of the last round
	last  bool // the analysis has ended deepening
	err   string
}

// analysisLines is how many moves the analysis board shows.
const analysisLines = 3

// onStudy takes the worker's messages about reviews and analyses.
func (p *page) onStudy(ctx app.Context, msg protocol.Message) {
	switch m := msg.(type) {
	case protocol.Progress:
		r := p.reviewing
		if r == nil || r.token != m.ID {
			ctx.PreventUpdate()
			return
		}
		r.done, r.total = m.Done, m.Total
	case protocol.Reviewed:
		r := p.reviewing
		if r == nil || r.token != m.ID {
			ctx.PreventUpdate()
			return
		}
		p.reviewing = nil
		switch {
		case m.Canceled:
		case m.Err != "":
			p.notices = append(p.notices, "The review could not be made: "+m.Err+".")
		default:
			// Kept even if another game is on the board by now: it is
			// there when that game is opened again.
			p.d.AddReview(r.match, m.Moves)
			p.takeNotices()
		}
	case protocol.Analysis:
		a := p.an
		if a == nil || a.token != m.ID {
			ctx.PreventUpdate()
			return
		}
		if m.Err != "" {
			a.err, a.token = m.Err, 0
			return
		}
		a.lines, a.nodes, a.last, a.err = m.Lines, m.Nodes, m.Last, ""
		if m.Last {
			a.token = 0
		}
		if len(m.Lines) > 0 && len(m.Lines[0].Moves) > 0 {
			top := m.Lines[0]
			a.s.ShowLine(session.Answer{Action: top.Moves[0], Score: top.Score, Line: top.Moves})
		}
	default:
		ctx.PreventUpdate()
	}
}

// startReview asks the worker to review the game on the board.
func (p *page) startReview(ctx app.Context) {
	if p.reviewing != nil || p.an != nil {
		return
	}
	m := p.s().Match().Clone()
	p.studyToken++
	p.reviewing = &reviewRun{token: p.studyToken, match: m, total: len(m.Moves()) + 1}
	p.computer.post(protocol.Review{ID: p.studyToken, Game: m.Spec().ID(), Record: m.Compact()})
}

// cancelReview stops the review being made.
func (p *page) cancelReview(ctx app.Context) {
	if r := p.reviewing; r != nil {
		p.computer.post(protocol.Cancel{ID: r.token})
		p.reviewing = nil
	}
}

// startAnalysis opens the analysis board on the position after ply moves
// of the game on the board; line, if any, is drawn on it at once (the
// review's better move), until the analysis has its own.
func (p *page) startAnalysis(ctx app.Context, ply int, line []string, score float64) {
	from := p.d.Session()
	from.GoTo(ply)
	s, err := from.PlayFrom(session.Options{Mode: session.Hotseat})
	if err == session.ErrOver {
		p.notices = append(p.notices, "The game is over at this move: choose an earlier move to analyse it.")
		return
	}
	if err != nil {
		p.notices = append(p.notices, "This position could not be analysed: "+err.Error()+".")
		return
	}
	p.an = &analysis{from: from, s: s}
	if len(line) > 0 {
		s.ShowLine(session.Answer{Action: line[0], Score: score, Line: line})
	}
	p.changed(ctx, false)
}

// analyseShown asks the worker about the analysis board's position shown,
// if it has not asked already; any earlier analysis stops.
func (p *page) analyseShown() {
	a := p.an
	m := study.At(a.s.Match(), a.s.View())
	key := m.Compact()
	if key == a.key {
		return
	}
	p.stopAnalysing()
	a.key, a.lines, a.nodes, a.last, a.err = key, nil, 0, false, ""
	if m.Outcome().Over {
		a.err = "the game is over here"
		return
	}
	p.studyToken++
	a.token = p.studyToken
	p.computer.post(protocol.Analyse{ID: a.token, Game: m.Spec().ID(), Record: key, Lines: analysisLines})
}

// stopAnalysing stops the analysis running, if one is.
func (p *page) stopAnalysing() {
	if a := p.an; a != nil && a.token != 0 {
		p.computer.post(protocol.Cancel{ID: a.token})
		a.token = 0
	}
}

// backToGame closes the analysis board: the game is as it was.
func (p *page) backToGame(ctx app.Context) {
	p.stopAnalysing()
	p.an = nil
	p.changed(ctx, false)
}

// renderStudyButtons are Review, Analyse and the way to the puzzles; rv
// is the game's review, if ok (desk.Review, read once a render).
func (p *page) renderStudyButtons(rv study.Review, ok bool) app.UI {
	label, title := "Review", "Every move of this game judged by the computer, with a graph of each side's chances"
	if ok && !rv.Complete() {
		label, title = "Review again", "The game went on after its review: review it to its last move"
	}
	done := ok && rv.Complete()
	analyseTitle := "The computer's best moves from the position shown, on a board of its own"
	// As with hints: a game with a friend is the players' own until it ends.
	withFriend := p.onFriendGame() && !p.s().Over()
	if withFriend {
		title = "No computer help in a game with a friend until it is over"
		analyseTitle = title
	}
	return app.Div().Class("study row").Body(
		button("review", label, withFriend || p.an != nil || p.reviewing != nil || done || p.s().Match().Len() == 0, p.startReview).Title(title),
		button("analyse", "Analyse", withFriend || p.an != nil, func(ctx app.Context) { p.startAnalysis(ctx, p.s().View(), nil, 0) }).
			Title(analyseTitle),
		// The puzzles are a page of their own (the header has no room
		// left on a phone).
		app.A().Class("button-link").ID("puzzles-link").Href(PuzzlePath).Text("Puzzles").
			Title("Positions with one winning move, for every game"),
	)
}

// renderReview is the review of the game on the board: the progress of
// one being made, or the graph, each side's accuracy, the way from one
// mistake to the next and the verdict on the move shown.
func (p *page) renderReview(rv study.Review, ok bool) app.UI {
	if p.an != nil {
		return p.renderAnalysis()
	}
	r := p.reviewing
	if !ok && r == nil {
		return app.Div().Class("no-review")
	}
	var body []app.UI
	if r != nil {
		body = append(body, app.Div().Class("review-progress row").ID("review-progress").Body(
			app.Label().For("review-bar").Text("Reviewing: "+strconv.Itoa(r.done)+" of "+strconv.Itoa(r.total)+" positions"),
			app.Progress().ID("review-bar").Max(max(r.total, 1)).Value(r.done),
			button("cancel-review", "Cancel", false, p.cancelReview),
		))
	}
	if ok {
		view := p.s().View()
		words := rv.Words(view)
		switch {
		case view == 0:
			words = "The start. " + rv.Summary(0) + " " + rv.Summary(1)
		case view > rv.Covers():
			words = "Move " + strconv.Itoa(view) + " came after the review: Review again to judge it."
		}
		_, hasPrev := rv.PrevFault(view)
		_, hasNext := rv.NextFault(view)
		spec := p.s().Match().Spec()
		body = append(body,
			newGraph().Values(whiteChances(spec, rv.Graph())).View(view).Label(graphLabel).OnJump(p.jumpTo),
			app.P().Class("review-summary").ID("summary-0").Text(rv.Summary(0)),
			app.P().Class("review-summary").ID("summary-1").Text(rv.Summary(1)),
			app.Div().Class("row").Body(
				button("prev-fault", "◀ Mistake", !hasPrev, p.goFault(false)).Title("The last inaccuracy, mistake or blunder before this move"),
				button("next-fault", "Mistake ▶", !hasNext, p.goFault(true)).Title("The next inaccuracy, mistake or blunder"),
				button("show-better", "Show the better move", rv.Better(view) == nil, p.showBetter).
					Title("The computer's move instead of this one, on the analysis board"),
			),
			app.P().Class("review-words").ID("review-words").Attr("aria-live", "polite").Text(words),
		)
		if !rv.Complete() {
			body = append(body, app.P().Class("review-note").ID("review-partial").
				Text("Reviewed up to move "+strconv.Itoa(rv.Covers())+" of "+strconv.Itoa(p.s().Match().Len())+"."))
		}
	}
	return app.Section().Class("review-box").ID("review-box").Attr("aria-label", "Review").Body(body...)
}

// jumpTo shows the position after ply moves.
func (p *page) jumpTo(ctx app.Context, ply int) {
	p.s().GoTo(ply)
	p.changed(ctx, false)
}

// goFault returns a handler that shows the next (or the last) inaccuracy,
// mistake or blunder.
func (p *page) goFault(next bool) func(app.Context) {
	return func(ctx app.Context) {
		rv, ok := p.d.Review()
		if !ok {
			return
		}
		find := rv.PrevFault
		if next {
			find = rv.NextFault
		}
		if ply, ok := find(p.s().View()); ok {
			p.jumpTo(ctx, ply)
		}
	}
}

// showBetter opens the analysis board before the move shown, with the
// review's better move drawn.
func (p *page) showBetter(ctx app.Context) {
	rv, ok := p.d.Review()
	view := p.s().View()
	mv, reviewed := rv.Move(view)
	if !ok || !reviewed {
		return
	}
	p.startAnalysis(ctx, view-1, rv.Better(view), mv.Before)
}

// renderAnalysis is the analysis board's panel: the evaluation bar, the
// best moves as they deepen, and the way back to the game.
func (p *page) renderAnalysis() app.UI {
	a := p.an
	s := a.s
	spec := s.Match().Spec()
	mover := s.Match().ToMove(s.View())
	state := "Analysing…"
	switch {
	case a.err != "":
		state = "No analysis: " + a.err + "."
	case a.last:
		state = "Analysed: " + grouped(a.nodes) + " positions a move."
	case a.nodes > 0:
		state = "Deepening: " + grouped(a.nodes) + " positions a move…"
	}
	lines := make([]app.UI, len(a.lines))
	for i, l := range a.lines {
		lines[i] = app.Li().Body(
			app.Button().Type("button").Class("line").ID("line-"+strconv.Itoa(i)).
				Title("Play "+first(l.Moves)+" on the analysis board").
				OnClick(p.playLine(i), app.EventScope(i)).Body(
				app.Span().Class("line-score").Text(study.Percent(l.Score)),
				app.Span().Class("line-moves").Text(strings.Join(l.Moves, " ")),
			),
		)
	}
	bar := app.Div().Class("eval-bar no-eval")
	if len(a.lines) > 0 {
		white := whiteChance(spec, mover, a.lines[0].Score)
		bar = app.Div().Class("eval-bar").Attr("role", "img").
			Attr("aria-label", "White's chances: "+study.Percent(white)).Body(
			app.Div().Class("eval-white").Style("width", strconv.FormatFloat(100*white, 'f', 1, 64)+"%"),
		)
	}
	return app.Section().Class("analysis-box").ID("analysis").Attr("aria-label", "Analysis board").Body(
		app.Div().Class("row").Body(
			app.H2().Text("Analysis board"),
			button("back-to-game", "Back to the game", false, p.backToGame).Title("The game as it was: moves played here change nothing"),
		),
		bar,
		app.P().Class("analysis-state").ID("analysis-state").Text(state+" Chances for "+spec.SideNames()[mover]+", who moves:"),
		app.Ol().Class("analysis-lines").ID("analysis-lines").Body(lines...),
	)
}

// playLine returns a handler that plays the first move of analysis line i.
func (p *page) playLine(i int) func(app.Context, app.Event) {
	return func(ctx app.Context, e app.Event) {
		a := p.an
		if a == nil || i >= len(a.lines) || len(a.lines[i].Moves) == 0 {
			return
		}
		a.s.Play(a.lines[i].Moves[0], "This move is not legal here")
		p.changed(ctx, true)
	}
}

func first(moves []string) string {
	if len(moves) == 0 {
		return ""
	}
	return moves[0]
}

// whiteChance is White's expected score, from side's score.
func whiteChance(spec game.Spec, side game.Side, score float64) float64 {
	if spec.SideNames()[side] == "White" {
		return score
	}
	return 1 - score
}

// whiteChances turns a review's graph (the first side's chances) into
// White's: the graph draws White's chances in white, from below.
func whiteChances(spec game.Spec, first []float64) []float64 {
	out := make([]float64, len(first))
	for i, v := range first {
		out[i] = whiteChance(spec, 0, v)
	}
	return out
}

// graphLabel says what the graph shows, for those who cannot see it.
const graphLabel = "Each side's chances, move by move: White's in white from below, Black's in black from above. Choose a point to go to its move."

// renderVariationActions are the analysis board's actions beside the
// strip's Take back: replaying its moves.
func (p *page) renderVariationActions() app.UI {
	return app.Div().Class("actions row").Body(
		button("redo", "Redo", !p.s().CanRedo(), p.act((*session.Session).Redo)),
	)
}

// marks are the move list's review marks: none on the analysis board.
func (p *page) marks(rv study.Review, ok bool) []string {
	if p.an != nil || !ok {
		return nil
	}
	return rv.Marks()
}
