//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"
)

// The board renders in the true geometry and a click places a piece.
func TestClickPlaces(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	var points int
	b.eval(`document.querySelectorAll('#board g[data-point]').length`, &points)
	if points != 62 {
		t.Fatalf("%d points on the board, want 62", points)
	}
	var ns string
	b.eval(`document.querySelector('#board circle.piece').namespaceURI`, &ns)
	if ns != "http://www.w3.org/2000/svg" {
		t.Fatalf("pieces are %q elements, not SVG", ns)
	}
	// a1 is drawn at the bottom tip, h8 at the top.
	var a1, h8 float64
	b.eval(`document.querySelector('#board g[data-point="a1"]').getBoundingClientRect().top`, &a1)
	b.eval(`document.querySelector('#board g[data-point="h8"]').getBoundingClientRect().top`, &h8)
	if a1 <= h8 {
		t.Errorf("a1 at %v is not below h8 at %v", a1, h8)
	}
	b.play("d4")
	if c := b.contents("d4"); c != "black" {
		t.Errorf("d4 holds %q after a click, want black", c)
	}
	if s := b.text("#status"); !strings.Contains(s, "White to move") {
		t.Errorf("status %q", s)
	}
	b.screenshot("desktop-first-move")
}

// A whole short game by clicks in hotseat play, to a square win.
func TestHotseatSquareWin(t *testing.T) {
	srv := serve(t)
	for _, size := range []struct {
		name string
		wh   [2]int64
	}{{"phone", phone}, {"desktop", desktop}} {
		t.Run(size.name, func(t *testing.T) {
			b := newBrowser(t, size.wh)
			b.open(srv.URL)
			b.play("d3 a1 d4 a2 e3 a4")
			b.screenshot(size.name + "-placement")
			b.play("e4")
			b.waitFor(`document.querySelector('#result') !== null`, 5*time.Second)
			if r := b.text("#result"); !strings.Contains(r, "Player 1 (black) wins: black holds the square d3 d4 e3 e4.") {
				t.Errorf("result %q", r)
			}
			var win int
			b.eval(`document.querySelectorAll('#board .sq.win').length`, &win)
			if win != 1 {
				t.Errorf("%d winning squares highlighted, want 1", win)
			}
			if got := strings.Join(b.moves(), " "); got != "d3 a1 d4 a2 e3 a4 e4" {
				t.Errorf("moves %q", got)
			}
			b.clickPoint("h8") // the game is over: nothing happens
			b.waitFor(`document.querySelector('#note').textContent === "The game is over."`, 5*time.Second)
			if c := b.contents("h8"); c != "empty" {
				t.Errorf("after the end: h8 %q", c)
			}
			b.screenshot(size.name + "-square-win")
		})
	}
}

// Reloading the page restores the game, the position shown and the
// taken-back moves.
func TestReloadRestores(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4 e5 c3 f6")
	b.click("#undo")
	b.waitFor(`document.querySelector('#board').dataset.ply === "3"`, 5*time.Second)
	b.click("#prev")
	b.waitFor(`document.querySelector('#board').dataset.ply === "2"`, 5*time.Second)
	b.reload()
	if got := strings.Join(b.moves(), " "); got != "d4 e5 c3" {
		t.Errorf("moves after reload %q", got)
	}
	if p := b.plies(); p != 2 {
		t.Errorf("showing ply %d after reload, want 2", p)
	}
	b.click("#last")
	b.click("#redo")
	b.waitFor(`document.querySelectorAll('#moves .pair .mv').length === 4`, 5*time.Second)
	if c := b.contents("f6"); c != "white" {
		t.Errorf("redo after reload: f6 %q", c)
	}
}
