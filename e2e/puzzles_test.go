//go:build e2e

package e2e

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/puzzle"

	"github.com/chromedp/chromedp"
)

// shippedPuzzles reads game id's puzzle file from the built site.
func shippedPuzzles(t *testing.T, id string) *puzzle.File {
	t.Helper()
	f, err := puzzle.ReadFile(filepath.Join(siteDir, "web", "puzzles", id+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// puzzleMatch is puzzle p's position.
func puzzleMatch(t *testing.T, id string, p *puzzle.Puzzle) game.Match {
	t.Helper()
	spec, err := games.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.Open(spec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// clicks writes an action of m's game as playTurn clicks it: Diamondback's
// from its compact form (a5b6, c2c1n), Diamond's without its marks.
func clicks(m game.Match, action string) string {
	if c, ok := m.(interface{ LegalCompact() []string }); ok {
		for i, l := range m.Legal() {
			if l == action {
				cmp := c.LegalCompact()[i]
				s := cmp[:2] + "-" + cmp[2:4]
				if len(cmp) > 4 {
					s += "=" + cmp[4:]
				}
				return s
			}
		}
	}
	if m.Spec().ID() == "diamond" {
		return strings.Trim(action, "()*")
	}
	return action
}

// openPuzzle opens puzzle p of game id by its link.
func (b *browser) openPuzzle(base, id string, p *puzzle.Puzzle) {
	b.t.Helper()
	b.run(chromedp.Navigate(base + "/puzzles#game=" + id + "&id=" + p.ID))
	b.waitFor(fmt.Sprintf(`document.querySelector('#board-area') && document.querySelector('#board-area').dataset.puzzle === %q && document.querySelector('#board-area').dataset.state === '0'`, id+"/"+p.ID), 30*time.Second)
}

// rating is the player's rating shown.
func (b *browser) rating() int {
	b.t.Helper()
	n, err := strconv.Atoi(b.text("#rating"))
	if err != nil {
		b.t.Fatalf("the rating shown: %v", err)
	}
	return n
}

// solve plays puzzle p's solution by clicks, waiting for each reply.
func (b *browser) solve(id string, p *puzzle.Puzzle) {
	b.t.Helper()
	m := puzzleMatch(b.t, id, p)
	for k, turn := range p.Line {
		for _, action := range turn {
			if k%2 == 0 {
				b.playTurn(clicks(m, action))
			}
			if err := m.Play(action); err != nil {
				b.t.Fatal(err)
			}
		}
		// After the player's turn the page shows the reply 0.7 s later: on
		// a busy machine a poll can miss the ply between.
		at := " === "
		if k%2 == 0 {
			at = " >= "
		}
		b.waitFor(`Number(document.querySelector('#board').dataset.ply)`+at+strconv.Itoa(m.Len()), 10*time.Second)
	}
}

// A puzzle of each game solved by clicks, with the defender's replies
// played by the page; a Diamond puzzle failed, its refutation shown and
// tried again; the rating moves, and it and the streak survive a reload;
// the page works offline.
func TestPuzzleEachGame(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.click("#puzzles-link")
	b.waitFor(`location.pathname === '/puzzles' && !!document.querySelector('#puzzle-goal')`, 30*time.Second)
	if r := b.rating(); r != 1500 {
		t.Errorf("a newcomer's rating: %d", r)
	}
	rating := 1500
	for i, id := range []string{"diamond", "pivots", "diamondback"} {
		f := shippedPuzzles(t, id)
		p := &f.Puzzles[0]
		b.openPuzzle(srv.URL, id, p)
		if g := b.text("#puzzle-goal"); !strings.HasPrefix(g, p.ToMove+" to play") {
			t.Errorf("%s: the goal says %q", id, g)
		}
		if st := b.text("#status"); !strings.Contains(st, p.ToMove+" to move · You") {
			t.Errorf("%s: the status says %q", id, st)
		}
		b.solve(id, p)
		b.waitFor(`document.querySelector('#puzzle-words').textContent.startsWith('Solved!')`, 10*time.Second)
		if r := b.rating(); r <= rating {
			t.Errorf("%s solved: rating %d, was %d", id, r, rating)
		}
		rating = b.rating()
		if s := b.text("#streak"); !strings.HasPrefix(s, fmt.Sprintf("Streak: %d ", i+1)) {
			t.Errorf("%s solved: %q", id, s)
		}
		b.screenshots("puzzle-solved-" + id)
	}

	// A wrong first move: the refutation is played, the rating falls,
	// and Try again takes it back.
	f := shippedPuzzles(t, "diamond")
	p := &f.Puzzles[1]
	b.openPuzzle(srv.URL, "diamond", p)
	m := puzzleMatch(t, "diamond", p)
	wrong, ok := p.Refuted()
	if !ok {
		t.Fatalf("Diamond puzzle %s has no refutation stored", p.ID)
	}
	start := m.Len()
	b.playTurn(clicks(m, wrong))
	b.waitFor(`document.querySelector('#puzzle-words').textContent.startsWith('Not the answer')`, 10*time.Second)
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === `+strconv.Itoa(start+2), 10*time.Second)
	if w := b.text("#puzzle-words"); !strings.Contains(w, p.Refute[wrong]) {
		t.Errorf("the refutation's words %q do not name %s", w, p.Refute[wrong])
	}
	if r := b.rating(); r >= rating {
		t.Errorf("failed: rating %d, was %d", r, rating)
	}
	rating = b.rating()
	if s := b.text("#streak"); !strings.HasPrefix(s, "Streak: 0 · best 3") {
		t.Errorf("failed: %q", s)
	}
	b.screenshots("puzzle-failed")
	b.click("#puzzle-retry")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === `+strconv.Itoa(start), 5*time.Second)

	// The rating and the streak are kept.
	b.reloadPuzzles()
	if r := b.rating(); r != rating {
		t.Errorf("after a reload the rating is %d, was %d", r, rating)
	}

	// Offline, the page and its puzzles still open.
	waitCached(b, "/web/puzzles/diamondback.json")
	goOffline(b, srv)
	b.open(srv.URL) // a page load, from the cache
	b.run(chromedp.Navigate(srv.URL + "/puzzles#game=pivots"))
	b.waitFor(`!!document.querySelector('#board-area[data-puzzle^="pivots/"]')`, 30*time.Second)
}

// reloadPuzzles reloads the puzzle page and waits for its puzzle.
func (b *browser) reloadPuzzles() {
	b.t.Helper()
	b.run(chromedp.Reload())
	b.waitFor(`!!document.querySelector('#rating') && !!document.querySelector('#board-area[data-puzzle]')`, 30*time.Second)
}

// A wrong Pivots turn whose reply is a search too long for the page's
// thread (pivots-3-170, a1 and its chain: a million whole replies): the
// worker works it out within its budget while the page keeps answering,
// the refutation is shown, and Try again takes the turn back.
func TestPuzzleReplyInTheWorker(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	f := shippedPuzzles(t, "pivots")
	var p *puzzle.Puzzle
	for i := range f.Puzzles {
		if f.Puzzles[i].ID == "pivots-3-170" {
			p = &f.Puzzles[i]
		}
	}
	if p == nil {
		t.Fatal("no puzzle pivots-3-170")
	}
	b.open(srv.URL)
	b.openPuzzle(srv.URL, "pivots", p)
	time.Sleep(2 * time.Second) // the worker starts a second after the page (warmUpSoon)
	m := puzzleMatch(t, "pivots", p)
	start := m.Len()
	var turn []string
	for mv := "a1"; ; mv = m.Legal()[0] {
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
		turn = append(turn, clicks(m, mv))
		if m.EndsTurn(m.Len() - 1) {
			break
		}
	}
	// Every state the puzzle shows, when, and each gap between the runs
	// of a 20 ms timer: the page's thread runs it unless blocked.
	if len(turn) > 1 {
		b.playTurn(strings.Join(turn[:len(turn)-1], " "))
	}
	b.eval(`(() => {
		window.__states = [];
		window.__ticks = [];
		let last = performance.now();
		window.__ticker = setInterval(() => { const now = performance.now(); window.__ticks.push([now, now - last]); last = now; }, 20);
		const area = document.querySelector('#board-area');
		new MutationObserver(() => window.__states.push([area.dataset.state, performance.now()])).observe(area, {attributes: true, attributeFilter: ['data-state']});
		return true;
	})()`, nil)
	b.playTurn(turn[len(turn)-1])
	// While the worker thinks, the page answers at once.
	var state string
	evalStart := time.Now()
	b.eval(`document.querySelector('#board-area').dataset.state`, &state)
	if d := time.Since(evalStart); d > time.Second {
		t.Errorf("the page took %v to evaluate an expression while the worker thought", d)
	}
	if state == "4" {
		if w := b.text("#puzzle-words"); !strings.Contains(w, "Working out the reply") {
			t.Errorf("while the reply is worked out, the words say %q", w)
		}
		// A click on the board is ignored meanwhile.
		b.clickPoint("e5")
		if n := b.plies(); n != start+len(turn) {
			t.Errorf("a click while the reply was worked out: ply %d, want %d", n, start+len(turn))
		}
	}
	b.waitFor(`document.querySelector('#board-area').dataset.state === '2'`, 20*time.Second)
	// From Waiting (4) to the answer: how long, and the longest time
	// meanwhile that the timer did not run (a gap's part in the wait: the
	// click that ended the turn is drawn just before).
	var waited struct {
		Seen bool    `json:"seen"`
		Ms   float64 `json:"ms"`
		Gap  float64 `json:"gap"`
	}
	b.eval(`(() => {
		clearInterval(window.__ticker);
		const s = window.__states, i = s.findIndex(x => x[0] === '4');
		if (i < 0 || i + 1 >= s.length) return {seen: i >= 0, ms: 0, gap: 0};
		const from = s[i][1], to = s[i+1][1];
		let gap = 0;
		for (const [at, g] of window.__ticks) gap = Math.max(gap, Math.min(at, to) - Math.max(at - g, from)); // the part of each gap in the wait
		return {seen: true, ms: to - from, gap: gap};
	})()`, &waited)
	var states [][]any
	b.eval(`window.__states`, &states)
	var gaps [][]float64
	b.eval(`window.__ticks.filter(x => x[1] > 150).map(x => [x[0] - window.__states[0][1], x[1]])`, &gaps)
	t.Logf("gaps over 150 ms, from the wait: %v", gaps)
	t.Logf("the worker's reply to a1 came %.0f ms after the puzzle began waiting; the page's longest gap between timers meanwhile %.0f ms; states %v", waited.Ms, waited.Gap, states)
	if !waited.Seen {
		t.Errorf("the puzzle never showed that it waited for the reply: states %v", states)
	}
	// Not a tight bound: on a busy machine the browser itself leaves its
	// timers a few hundred milliseconds late; a search on the page's
	// thread blocked it for minutes.
	if waited.Gap > 2000 {
		t.Errorf("the page's thread was blocked for %.0f ms while the worker thought", waited.Gap)
	}
	if w := b.text("#puzzle-words"); !strings.HasPrefix(w, "Not the answer: ") || !strings.Contains(w, " replies ") {
		t.Errorf("the refutation's words: %q", w)
	}
	if n := b.plies(); n <= start+len(turn) {
		t.Errorf("the refutation is not on the board: ply %d", n)
	}
	b.click("#puzzle-retry")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === `+strconv.Itoa(start)+` && document.querySelector('#board-area').dataset.state === '0'`, 5*time.Second)
}
