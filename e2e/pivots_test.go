//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"
)

// netoLink is Neto's worked example (the Pivots rules page, §9.2) before
// Black's turn, as a link.
const netoLink = "/#game=pivots&g=~-c5d6d7e6f6-d1e2f2f3g4-b03-"

// Diamonds & Pivots in the app: Neto's turn of a drop and a two-step
// chain by clicks, each step explained in words under the board and
// previewed with its captures before it is confirmed; two passes end the game with the count; a new game is kept
// over a reload; a bad link explains itself.
func TestPivotsChainByClicks(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL + netoLink)
	if n := b.count(`#board g[data-point]`); n != 61 {
		t.Fatalf("%d cells, want 61", n)
	}
	b.clickPoint("c6") // the drop makes a diamond: the chain begins
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 1`, 5*time.Second)
	if s := b.text("#status"); !strings.Contains(s, "Black to move") || !strings.Contains(s, "pivot") {
		t.Errorf("after the drop: status %q", s)
	}
	if n := b.count(`#board g.pt.removable`); n != 4 {
		t.Errorf("%d stones offered as pivots, want the diamond's 4", n)
	}
	if n := b.text("#note"); !strings.HasPrefix(n, "Black's drop on c6 made a diamond: it must pivot.") {
		t.Errorf("after the drop, the note says %q", n)
	}

	// c5, then the line's end f5: a preview, then the same end again.
	b.clickPoint("c5")
	if n := b.count(`#board g.pt.target`); n != 3 {
		t.Errorf("%d line ends offered from c5, want 3", n)
	}
	if n := b.text("#note"); !strings.HasPrefix(n, "Now the direction") {
		t.Errorf("with the pivot chosen, the note says %q", n)
	}
	b.clickPoint("f5")
	b.waitFor(`document.querySelector('#pivot-confirm') !== null`, 5*time.Second)
	if b.plies() != 1 {
		t.Fatal("the step was played before it was confirmed")
	}
	b.clickPoint("f5")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 2`, 5*time.Second)

	// f5, then f2: the preview rings the two white stones it captures.
	b.clickPoint("f5")
	b.clickPoint("f2")
	b.waitFor(`document.querySelector('#pivot-confirm') !== null`, 5*time.Second)
	for _, cell := range []string{"f3", "f2"} {
		if n := b.count(`#board g.pt.doomed[data-point="` + cell + `"]`); n != 1 {
			t.Errorf("%s is not shown as captured by the step", cell)
		}
	}
	if n := b.text("#note"); !strings.HasPrefix(n, "f2, f3 and f4 will hold Black's stones; f2 and f3 are captured.") {
		t.Errorf("the preview's note says %q", n)
	}
	var ghosts string
	b.eval(`[...document.querySelectorAll('#board g.pt.lands')].map(e => e.dataset.point).sort().join(' ')`, &ghosts)
	if ghosts != "f2 f3 f4" {
		t.Errorf("ghost stones on %q, want where the step lays them: f2 f3 f4", ghosts)
	}
	if l := b.text("#pivot-confirm"); l != "Pivot: stones to f2, f3 and f4, taking f2 and f3" {
		t.Errorf("the Pivot button says %q", l)
	}
	b.screenshots("pivots-preview")
	b.click("#pivot-confirm")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 3`, 5*time.Second)
	if s := b.text("#status"); !strings.Contains(s, "White to move") {
		t.Errorf("after the chain: status %q", s)
	}
	if got := strings.Join(b.moves(), " "); got != "c6 c5/d7>f5 f5/e6>f2" {
		t.Errorf("moves %q", got)
	}
	if c := b.contents("f2"); c != "black" {
		t.Errorf("f2 holds %q after the chain", c)
	}

	// Two passes end the game; the count decides.
	b.click("#pass")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 4`, 5*time.Second)
	b.click("#pass")
	b.waitFor(`document.querySelector('#result') !== null`, 5*time.Second)
	if r := b.text("#result"); !strings.Contains(r, "two passes in a row: Black 6, White 3") {
		t.Errorf("result %q", r)
	}
	// A step shown from the move list is written out under the board.
	b.eval(`document.querySelectorAll('#moves .pair .mv')[1].click(), true`, nil)
	b.waitFor(`document.querySelector('#note').textContent === 'Black: d6 to d5, c6 to e5, d7 to f5.'`, 5*time.Second)
	b.screenshots("pivots-end")

	// A new game of Pivots is the user's own: saved, and back after a
	// reload.
	b.click("#result-new")
	b.click("#game-pivots")
	b.click("#mode-hotseat")
	b.startGame()
	b.play("e5")
	b.click("#swap")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 2`, 5*time.Second)
	b.reload()
	if got := strings.Join(b.moves(), " "); got != "e5 swap" || b.contents("e5") != "black" {
		t.Errorf("after a reload: moves %q, e5 %q", got, b.contents("e5"))
	}
	if s := b.text("#status"); !strings.Contains(s, "White to move") {
		t.Errorf("after the swap: status %q", s)
	}

	b.open(srv.URL + "/#game=pivots&g=~e5.e5")
	b.waitFor(`document.querySelector('#notices') !== null && document.querySelector('#notices').textContent.includes('could not be opened')`, 5*time.Second)
}
