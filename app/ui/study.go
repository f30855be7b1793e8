package ui

import (
	"strconv"
	"strings"

	"diamond/app/session"
	"diamond/app/study"
	"diamond/rules/protocol"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The review of a game and the analysis board: the worker reviews and
// analyses (wasm/worker), the desk keeps reviews (app/desk), app/study says
// what a review shows; this file asks, and draws the answers.

// studio is what the review box and the study buttons share with the
// page: the review and the analysis board (study.Studio) of the desk's
// game, the worker to send their questions to, and what the page does
// after a change (moved: the board's game moved) or a problem.
type studio struct {
	st      *study.Studio
	game    *session.Session // the desk's game
	post    func(protocol.Question)
	onShow  func(ctx app.Context, moved bool)
	onError func(string)
}

// send posts the worker the studio's messages.
func (s studio) send(ms []protocol.Question) {
	for _, m := range ms {
		s.post(m)
	}
}

// analyse opens the analysis board on the position after ply moves of
// the game; line, if any, is drawn on it at once (the review's better
// move), until the analysis has its own.
func (s studio) analyse(ctx app.Context, ply int, line []string, score float64) {
	switch err := s.st.Analyse(s.game, ply, line, score); {
	case err == study.ErrOverHere:
		s.onError("The game is over at this move: choose an earlier move to analyse it.")
	case err != nil:
		s.onError("This position could not be analysed: " + err.Error() + ".")
	default:
		s.onShow(ctx, false)
	}
}

// studyButtons are Review, Analyse and the way to the puzzles.
type studyButtons struct {
	app.Compo

	IStudio   studio
	IReview   study.Review
	IReviewed bool // IReview is the game's
	// IWithFriend: a game with a friend is the players' own until it
	// ends, as with hints: no computer help.
	IWithFriend bool
}

func (b *studyButtons) Render() app.UI {
	s, rv, ok := b.IStudio, b.IReview, b.IReviewed
	label, title := "Review", "Every move of this game judged by the computer, with a graph of each side's chances"
	if ok && !rv.Complete() {
		label, title = "Review again", "The game went on after its review: review it to its last move"
	}
	done := ok && rv.Complete()
	analyseTitle := "The computer's best moves from the position shown, on a board of its own"
	if b.IWithFriend {
		title = "No computer help in a game with a friend until it is over"
		analyseTitle = title
	}
	busy := s.st.Board() != nil
	return app.Div().Class("study row").Body(
		button("review", label, b.IWithFriend || busy || s.st.Running() != nil || done || s.game.Match().Len() == 0, b.review).Title(title),
		button("analyse", "Analyse", b.IWithFriend || busy, func(ctx app.Context) {
			b.IStudio.analyse(ctx, b.IStudio.game.View(), nil, 0)
		}).Title(analyseTitle),
		// The puzzles are a page of their own (the header has no room
		// left on a phone).
		app.A().Class("button-link").ID("puzzles-link").Href(PuzzlePath).Text("Puzzles").
			Title("Positions with one winning move, for every game"),
	)
}

// review asks the worker to review the game.
func (b *studyButtons) review(ctx app.Context) {
	if q, ok := b.IStudio.st.Review(b.IStudio.game.Match()); ok {
		b.IStudio.post(q)
	}
}

// reviewBox is the review of the game on the board: the progress of one
// being made, or the graph, each side's accuracy, the way from one
// mistake to the next and the verdict on the move shown; or, while it is
// open, the analysis board's panel.
type reviewBox struct {
	app.Compo

	IStudio   studio
	IReview   study.Review
	IReviewed bool
}

func (b *reviewBox) Render() app.UI {
	s, rv, ok := b.IStudio, b.IReview, b.IReviewed
	if s.st.Board() != nil {
		return b.renderAnalysis()
	}
	r := s.st.Running()
	if !ok && r == nil {
		return app.Div().Class("no-review")
	}
	var body []app.UI
	if r != nil {
		body = append(body, app.Div().Class("review-progress row").ID("review-progress").Body(
			app.Label().For("review-bar").Text("Reviewing: "+strconv.Itoa(r.Done)+" of "+strconv.Itoa(r.Total)+" positions"),
			app.Progress().ID("review-bar").Max(max(r.Total, 1)).Value(r.Done),
			button("cancel-review", "Cancel", false, func(app.Context) { b.IStudio.send(b.IStudio.st.CancelReview()) }),
		))
	}
	if ok {
		view := s.game.View()
		words := rv.Words(view)
		switch {
		case view == 0:
			words = "The start. " + rv.Summary(0) + " " + rv.Summary(1)
		case view > rv.Covers():
			words = "Move " + strconv.Itoa(view) + " came after the review: Review again to judge it."
		}
		_, hasPrev := rv.PrevFault(view)
		_, hasNext := rv.NextFault(view)
		spec := s.game.Match().Spec()
		body = append(body,
			newGraph().Values(study.WhiteChances(spec, rv.Graph())).View(view).Label(graphLabel).OnJump(b.jumpTo),
			app.P().Class("review-summary").ID("summary-0").Text(rv.Summary(0)),
			app.P().Class("review-summary").ID("summary-1").Text(rv.Summary(1)),
			app.Div().Class("row").Body(
				button("prev-fault", "◀ Mistake", !hasPrev, b.goFault(false)).Title("The last inaccuracy, mistake or blunder before this move"),
				button("next-fault", "Mistake ▶", !hasNext, b.goFault(true)).Title("The next inaccuracy, mistake or blunder"),
				button("show-better", "Show the better move", rv.Better(view) == nil, b.showBetter).
					Title("The computer's move instead of this one, on the analysis board"),
			),
			app.P().Class("review-words").ID("review-words").Attr("aria-live", "polite").Text(words),
		)
		if !rv.Complete() {
			body = append(body, app.P().Class("review-note").ID("review-partial").
				Text("Reviewed up to move "+strconv.Itoa(rv.Covers())+" of "+strconv.Itoa(s.game.Match().Len())+"."))
		}
	}
	return app.Section().Class("review-box").ID("review-box").Attr("aria-label", "Review").Body(body...)
}

// jumpTo shows the position after ply moves.
func (b *reviewBox) jumpTo(ctx app.Context, ply int) {
	b.IStudio.game.GoTo(ply)
	b.IStudio.onShow(ctx, false)
}

// goFault returns a handler that shows the next (or the last)
// inaccuracy, mistake or blunder.
func (b *reviewBox) goFault(next bool) func(app.Context) {
	return func(ctx app.Context) {
		find := b.IReview.PrevFault
		if next {
			find = b.IReview.NextFault
		}
		if ply, ok := find(b.IStudio.game.View()); b.IReviewed && ok {
			b.jumpTo(ctx, ply)
		}
	}
}

// showBetter opens the analysis board before the move shown, with the
// review's better move drawn.
func (b *reviewBox) showBetter(ctx app.Context) {
	view := b.IStudio.game.View()
	if mv, reviewed := b.IReview.Move(view); b.IReviewed && reviewed {
		b.IStudio.analyse(ctx, view-1, b.IReview.Better(view), mv.Before)
	}
}

// renderAnalysis is the analysis board's panel: the evaluation bar, the
// best moves as they deepen, and the way back to the game.
func (b *reviewBox) renderAnalysis() app.UI {
	a := b.IStudio.st.Board()
	lines := make([]app.UI, len(a.Lines))
	for i, l := range a.Lines {
		lines[i] = app.Li().Body(
			app.Button().Type("button").Class("line").ID("line-"+strconv.Itoa(i)).
				Title("Play "+first(l.Moves)+" on the analysis board").
				OnClick(b.playLine(i), app.EventScope(i)).Body(
				app.Span().Class("line-score").Text(study.Percent(l.Score)),
				app.Span().Class("line-moves").Text(strings.Join(l.Moves, " ")),
			),
		)
	}
	bar := app.Div().Class("eval-bar no-eval")
	if white, ok := a.WhiteChance(); ok {
		bar = app.Div().Class("eval-bar").Attr("role", "img").
			Attr("aria-label", "White's chances: "+study.Percent(white)).Body(
			app.Div().Class("eval-white").Style("width", strconv.FormatFloat(100*white, 'f', 1, 64)+"%"),
		)
	}
	return app.Section().Class("analysis-box").ID("analysis").Attr("aria-label", "Analysis board").Body(
		app.Div().Class("row").Body(
			app.H2().Text("Analysis board"),
			button("back-to-game", "Back to the game", false, b.backToGame).Title("The game as it was: moves played here change nothing"),
		),
		bar,
		app.P().Class("analysis-state").ID("analysis-state").Text(a.State()),
		app.Ol().Class("analysis-lines").ID("analysis-lines").Body(lines...),
	)
}

// backToGame closes the analysis board: the game is as it was.
func (b *reviewBox) backToGame(ctx app.Context) {
	b.IStudio.send(b.IStudio.st.Close())
	b.IStudio.onShow(ctx, false)
}

// playLine returns a handler that plays the first move of analysis line i.
func (b *reviewBox) playLine(i int) func(app.Context, app.Event) {
	return func(ctx app.Context, e app.Event) {
		if a := b.IStudio.st.Board(); a != nil && a.PlayLine(i) {
			b.IStudio.onShow(ctx, true)
		}
	}
}

func first(moves []string) string {
	if len(moves) == 0 {
		return ""
	}
	return moves[0]
}

// graphLabel says what the graph shows, for those who cannot see it.
const graphLabel = "Each side's chances, move by move: White's in white from below, Black's in black from above. Choose a point to go to its move."

// marks are the move list's review marks, if the review is shown.
func marks(rv study.Review, shown bool) []string {
	if !shown {
		return nil
	}
	return rv.Marks()
}
