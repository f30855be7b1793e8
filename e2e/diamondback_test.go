//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"
)

// Diamondback Chess in the app: chosen in New game with a setup, played
// by clicks (a pawn, a promotion chosen by button, a castle by moving the
// king), kept over a reload, shared by link; a bad link explains itself.
func TestDiamondbackByClicks(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.newGameOf("diamondback")
	if n := b.count(`#board g[data-point]`); n != 64 {
		t.Fatalf("%d squares on the board, want 64", n)
	}
	if c := b.contents("a1"); c != "wk" {
		t.Errorf("a1 holds %q, want the white king (wk)", c)
	}
	if s := b.text("#status"); !strings.Contains(s, "White to move") {
		t.Errorf("status %q", s)
	}
	b.play("a5-b6 h4-g4")
	if got := strings.Join(b.moves(), " "); got != "a5-b6 h4-g4" {
		t.Errorf("moves %q", got)
	}
	b.screenshots("diamondback")

	// Reload: the same game, on the same board.
	b.reload()
	if got := strings.Join(b.moves(), " "); got != "a5-b6 h4-g4" || b.contents("a1") != "wk" {
		t.Errorf("after a reload: moves %q, a1 %q", got, b.contents("a1"))
	}

	// A position with a promotion and a castle to play: the pawn's
	// promotion waits for its piece; the king castles by moving.
	b.open(srv.URL + "/#game=diamondback&g=~7k-5P2-8-8-8-8-8-K2R4-w-0-1")
	b.clickPoint("f7")
	b.clickPoint("f8")
	b.waitFor(`document.querySelector('#promote-q') !== null`, 5*time.Second)
	if b.plies() != 0 {
		t.Fatal("the promotion was played before its piece was chosen")
	}
	if b.count("#promote-q svg path") != 1 || !strings.Contains(b.text("#promote-q"), "Queen") {
		t.Error("the queen's button does not show the piece with its name")
	}
	b.screenshots("diamondback-promotion")
	b.click("#promote-n")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 1`, 5*time.Second)
	if c := b.contents("f8"); c != "wn" {
		t.Errorf("f8 holds %q after f7-f8=N", c)
	}
	b.play("h8-g8") // Black's king steps aside
	b.clickPoint("a1")
	b.clickPoint("c1") // O-O/d1: the king two squares toward the rook
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 3`, 5*time.Second)
	if got := b.moves(); len(got) != 3 || !strings.HasPrefix(got[0], "f7-f8=N") || got[2] != "O-O/d1" {
		t.Errorf("moves %q", got)
	}
	if b.contents("c1") != "wk" || b.contents("b1") != "wr" {
		t.Errorf("after O-O/d1: c1 %q, b1 %q", b.contents("c1"), b.contents("b1"))
	}

	// A bad link says what is wrong, and the game stays.
	b.open(srv.URL + "/#game=diamondback&g=~b1g8.a5a8")
	b.waitFor(`document.querySelector('#notices') !== null && document.querySelector('#notices').textContent.includes('could not be opened')`, 5*time.Second)
	b.open(srv.URL + "/#game=chess&g=abc")
	b.waitFor(`document.querySelector('#notices') !== null && document.querySelector('#notices').textContent.includes('does not know the game "chess"')`, 5*time.Second)
}

// count returns how many elements match a CSS selector.
func (b *browser) count(sel string) int {
	b.t.Helper()
	var n int
	b.eval(`document.querySelectorAll(`+quote(sel)+`).length`, &n)
	return n
}

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `\'`) + "'" }

// The computer plays Diamondback Chess in its worker: a move by clicks,
// and its answer on the board and in the move list.
func TestDiamondbackAgainstComputer(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.computerGameOf("diamondback", "white", 1)
	b.clickPoint("a5")
	b.clickPoint("b6")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 2`, 30*time.Second)
	if got := b.moves(); len(got) != 2 || got[0] != "a5-b6" {
		t.Errorf("moves %q", got)
	}
	if s := b.text("#thought"); !strings.HasPrefix(s, "Computer: ") {
		t.Errorf("the computer's move is told as %q", s)
	}
}
