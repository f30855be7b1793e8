//go:build e2e

package e2e

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"diamond/app/share"
	"diamond/rules/game"
	"diamond/rules/games"

	"github.com/chromedp/chromedp"
)

// randomGame is a game of id of random moves (seeded, so always the same
// game, and with mistakes to find): plies of them, then a resignation if
// the game has not ended.
func randomGame(t *testing.T, id string, plies int, seed uint64) game.Match {
	t.Helper()
	spec, err := games.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := spec.New(0)
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(seed, 1))
	for m.Len() < plies && !m.Outcome().Over {
		legal := m.Legal()
		if err := m.Play(legal[rnd.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Outcome().Over {
		if err := m.Resign(m.ToMove(m.Len())); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// reviewTimeout is how long a review of a short game may take in the
// worker on a busy machine (docs/review.md has the speed measured).
const reviewTimeout = 3 * time.Minute

// A finished game of each kind is reviewed: a review can be canceled and
// made again, its graph and marks appear, the graph and the mistake
// buttons go to moves, the review is there at once after a reload, and
// the analysis board plays a variation and goes back to the game
// unchanged.
func TestReviewEachGame(t *testing.T) {
	srv := serve(t)
	script := axeScript(t)
	for i, id := range []string{"diamond", "pivots", "diamondback"} {
		t.Run(id, func(t *testing.T) {
			m := randomGame(t, id, 30, uint64(i+1))
			b := newBrowser(t, desktop)
			b.open(srv.URL + "/#" + share.Fragment(m, m.Len()))
			n := m.Len()
			moves := b.playedMoves()
			if len(moves) != n {
				t.Fatalf("the game opened with %d moves, want %d", len(moves), n)
			}

			// Cancel: the review stops, nothing is kept, and the worker
			// reviews again when asked.
			b.click("#review")
			b.waitFor(`!!document.querySelector('#review-progress') && document.querySelector('#review-bar').value >= 1`, reviewTimeout)
			b.click("#cancel-review")
			b.waitFor(`!document.querySelector('#review-box') && !document.querySelector('#review').disabled`, 5*time.Second)
			b.click("#review")
			b.waitFor(`!!document.querySelector('#review-graph')`, reviewTimeout)
			if b.text("#review-progress") != "" {
				t.Error("the progress bar stays after the review")
			}
			var points int
			b.eval(`Number(document.querySelector('#review-graph').dataset.points)`, &points)
			if points != n+1 {
				t.Errorf("the graph has %d points, want one per position, %d", points, n+1)
			}
			for side := range 2 {
				if s := b.text(fmt.Sprintf("#summary-%d", side)); !strings.Contains(s, "accuracy") {
					t.Errorf("summary %d: %q", side, s)
				}
			}
			var marks int
			b.eval(`document.querySelectorAll('#moves .mv .mark').length`, &marks)
			if marks == 0 {
				t.Fatal("no move of a random game is marked ?!, ? or ??")
			}
			if !b.disabled("#review") {
				t.Error("Review is offered again for a game reviewed to its end")
			}

			// The graph: a click at its middle shows the middle move.
			b.clickGraph(0.5)
			if got, want := b.plies(), (n+1)/2; got < want-1 || got > want+1 {
				t.Errorf("a click at the graph's middle shows ply %d, want about %d of %d", got, want, n)
			}
			// The mistakes, one after another from the start.
			b.click("#first")
			b.click("#next-fault")
			ply := b.plies()
			var mark string
			b.eval(fmt.Sprintf(`document.querySelector('#ply-%d').dataset.mark`, ply), &mark)
			if mark == "" {
				t.Errorf("Next mistake shows ply %d, which has no mark", ply)
			}
			words := b.text("#review-words")
			if !strings.Contains(words, fmt.Sprintf("Move %d,", ply)) || !strings.Contains(words, "("+mark+")") {
				t.Errorf("the words at ply %d (%s): %q", ply, mark, words)
			}
			b.screenshots("review-" + id)
			// The better move: the analysis board before the move, with
			// the review's move drawn at once.
			b.click("#show-better")
			b.waitFor(fmt.Sprintf(`!!document.querySelector('#analysis') && Number(document.querySelector('#board').dataset.ply) === %d && !!document.querySelector('#board .hint, #board .hint-arrow line')`, ply-1), 5*time.Second)
			if h := b.text("#hint"); !strings.HasPrefix(h, "Best: ") {
				t.Errorf("the better move's words: %q", h)
			}
			b.click("#back-to-game")
			b.waitFor(fmt.Sprintf(`!document.querySelector('#analysis') && Number(document.querySelector('#board').dataset.ply) === %d`, ply-1), 5*time.Second)
			b.axe(script, id+": the review")
			b.system("dark")
			b.axe(script, id+": the review, dark")
			b.system("light")

			// Reopened, the review is there without asking the worker.
			b.reload()
			b.waitFor(`!!document.querySelector('#review-graph') && document.querySelectorAll('#moves .mv .mark').length === `+fmt.Sprint(marks), 5*time.Second)

			// The analysis board from the move shown: its best moves come,
			// a move played on it changes nothing of the game, and Back to
			// the game brings the game back as it was.
			b.click("#first")
			b.click("#next")
			b.click("#analyse")
			b.waitFor(`document.querySelectorAll('#analysis-lines .line').length >= 1 && !!document.querySelector('#board .hint, #board .hint-arrow line')`, reviewTimeout)
			if b.text("#review-box") != "" {
				t.Error("the review shows over the analysis board")
			}
			b.click("#line-0")
			b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 2 && document.querySelectorAll('#moves .pair .mv').length === 2`, 5*time.Second)
			b.waitFor(`document.querySelectorAll('#analysis-lines .line').length >= 1`, reviewTimeout)
			b.screenshots("analysis-" + id)
			b.axe(script, id+": the analysis board")
			b.click("#back-to-game")
			b.waitFor(`!document.querySelector('#analysis') && !!document.querySelector('#review-graph')`, 5*time.Second)
			if got := b.playedMoves(); strings.Join(got, " ") != strings.Join(moves, " ") {
				t.Errorf("after the analysis the game's moves are %q, want %q", got, moves)
			}
			b.reload()
			if got := b.playedMoves(); strings.Join(got, " ") != strings.Join(moves, " ") {
				t.Errorf("after the analysis and a reload the game's moves are %q, want %q", got, moves)
			}
		})
	}
}

// clickGraph clicks the review's graph at a fraction of its width.
func (b *browser) clickGraph(at float64) {
	b.t.Helper()
	var xy [2]float64
	b.eval(fmt.Sprintf(`(() => { const r = document.querySelector('#review-graph').getBoundingClientRect(); return [r.x + %f * r.width, r.y + r.height/2]; })()`, at), &xy)
	b.run(chromedp.MouseClickXY(xy[0], xy[1]))
	b.settle()
}

// playedMoves returns the move list's moves without their review marks.
func (b *browser) playedMoves() []string {
	b.t.Helper()
	var m []string
	b.eval(`[...document.querySelectorAll('#moves .pair .mv')].map(e => e.firstChild.textContent)`, &m)
	return m
}
