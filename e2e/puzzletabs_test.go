//go:build e2e

package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
)

// played waits until the page says n puzzles played.
func (b *browser) played(n int) {
	b.t.Helper()
	b.waitFor(fmt.Sprintf(`(document.querySelector('#streak') || {textContent: ''}).textContent.endsWith(' · %d puzzles played')`, n), 10*time.Second)
}

// storedSeen is how many puzzles the stored progress holds as played.
func (b *browser) storedSeen() int {
	b.t.Helper()
	var n int
	b.eval(`Object.keys(JSON.parse(localStorage.getItem('diamond.puzzles')).puzzles.seen || {}).length`, &n)
	return n
}

// Two tabs of one profile on the puzzle page (issue 32). Tab B opens a
// puzzle, then misses what tab A does (as a tab the browser froze): tab A
// solves another puzzle; tab B fails its own, and counts both, recorded
// on the latest copy: 2 puzzles played, in storage too. Tab A, shown
// again, follows. A puzzle played in both tabs counts once: tab A fails
// it, and tab B, which opened it before, solves it after, for nothing.
func TestPuzzleTabs(t *testing.T) {
	srv := serve(t)
	f := shippedPuzzles(t, "diamond")
	solved, failed, both := &f.Puzzles[0], &f.Puzzles[1], &f.Puzzles[2]
	a := newBrowser(t, desktop)
	a.open(srv.URL)
	a.openPuzzle(srv.URL, "diamond", solved)
	b := a.newTab(srv.URL)
	b.openPuzzle(srv.URL, "diamond", failed)
	b.played(0)
	b.deaf()

	a.front()
	a.solve("diamond", solved)
	a.waitFor(`document.querySelector('#puzzle-words').textContent.startsWith('Solved!')`, 10*time.Second)
	a.played(1)

	b.front()
	if s := b.text("#streak"); s != "Streak: 0 · best 0 · 0 puzzles played" {
		t.Fatalf("the deaf tab B followed: %q", s)
	}
	m := puzzleMatch(t, "diamond", failed)
	wrong, ok := failed.Refuted()
	if !ok {
		t.Fatalf("Diamond puzzle %s has no refutation stored", failed.ID)
	}
	b.playTurn(clicks(m, wrong))
	b.waitFor(`document.querySelector('#puzzle-words').textContent.startsWith('Not the answer')`, 10*time.Second)
	b.played(2)
	if n := b.storedSeen(); n != 2 {
		t.Errorf("stored: %d puzzles played, want 2", n)
	}
	if s := b.text("#streak"); s != "Streak: 0 · best 1 · 2 puzzles played" {
		t.Errorf("tab B after both: %q", s)
	}

	a.front()
	a.played(2)
	if ra, rb := a.rating(), b.rating(); ra != rb {
		t.Errorf("tab A shows the rating %d, tab B %d", ra, rb)
	}

	// The same puzzle in both tabs: B opens it, A fails it, B solves it.
	b.front()
	b.openPuzzle(srv.URL, "diamond", both)
	a.front()
	a.openPuzzle(srv.URL, "diamond", both)
	a.click("#puzzle-solution")
	a.click("#puzzle-solution-yes")
	a.waitFor(`document.querySelector('#puzzle-words').textContent.startsWith('The solution')`, 10*time.Second)
	a.played(3)
	rating := a.rating()
	b.front()
	b.solve("diamond", both)
	b.waitFor(`document.querySelector('#puzzle-words').textContent.startsWith('Solved!')`, 10*time.Second)
	b.played(3)
	if w := b.text("#puzzle-words"); strings.Contains(w, "Your rating") {
		t.Errorf("a puzzle the other tab played moved the rating: %q", w)
	}
	if r := b.rating(); r != rating || b.storedSeen() != 3 {
		t.Errorf("tab B: rating %d (tab A's %d), %d stored", r, rating, b.storedSeen())
	}
	var stored bool
	b.eval(`JSON.parse(localStorage.getItem('diamond.puzzles')).puzzles.seen[`+strconv.Quote("diamond/"+both.ID)+`].solved`, &stored)
	if stored {
		t.Error("the puzzle failed first in tab A is stored as solved")
	}
}
