//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
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
	for _, size := range screens {
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

// placements fills the board without a square; then Black's e4-d4
// captures c3, and after four more steps White may remove it.
const (
	placements = "c4 c3 e4 b1 a1 d1 a3 f1 a5 g2 a7 g4 h3 g6 h5 h8 h7 e7 f8 c7 d8 b6 b8 f5"
	toRemoval  = "e4-d4* b1-b2 c4-b4 b2-a2 d4-d5"
)

// A capture and a neutral removal, made by clicking.
func TestCaptureAndRemoval(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play(placements)
	if s := b.text("#status"); !strings.Contains(s, "movement") {
		t.Fatalf("status after the placements: %q", s)
	}
	// Choosing a piece marks its targets.
	b.clickPoint("e4")
	b.waitFor(`document.querySelector('#board g[data-point="e4"]').classList.contains('selected')`, 5*time.Second)
	var targets []string
	b.eval(`[...document.querySelectorAll('#board g.target')].map(g => g.dataset.point).sort()`, &targets)
	if strings.Join(targets, " ") != "d4 d5 e3 e5 f4" {
		t.Errorf("targets of e4: %v", targets)
	}
	b.clickPoint("d4")
	b.waitFor(`document.querySelector('#board g[data-point="c3"]').dataset.contents === "neutral"`, 5*time.Second)
	var captured bool
	b.eval(`document.querySelector('#board g[data-point="c3"]').classList.contains('captured')`, &captured)
	if !captured {
		t.Error("the captured point is not marked")
	}
	b.screenshot("desktop-capture")
	// A neutral piece next to others cannot be removed, and the app says why.
	b.clickPoint("c3")
	b.waitFor(`document.querySelector('#note').textContent.includes('black or white neighbour')`, 5*time.Second)
	b.play(strings.Join(strings.Fields(toRemoval)[1:], " "))
	var removable []string
	b.eval(`[...document.querySelectorAll('#board g.removable')].map(g => g.dataset.point)`, &removable)
	if strings.Join(removable, " ") != "c3" {
		t.Fatalf("removable: %v", removable)
	}
	b.play("(c3)")
	if c := b.contents("c3"); c != "empty" {
		t.Errorf("c3 holds %q after the removal", c)
	}
	moves := b.moves()
	if got := strings.Join(moves[24:], " "); got != toRemoval+" (c3)" {
		t.Errorf("moves %q", got)
	}
	if h := b.text("#hand-white"); !strings.Contains(h, "1 lost") {
		t.Errorf("white's hand: %q", h)
	}
}

// Dragging a piece to a target steps it; the keyboard plays too.
func TestDragAndKeyboard(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	// Keyboard: focus the board; the cursor starts on d4.
	b.run(chromedp.Focus("#board", chromedp.ByQuery))
	b.run(chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.Enter))
	b.waitFor(`document.querySelector('#board').dataset.ply === "1"`, 5*time.Second)
	var placed []string
	b.eval(`[...document.querySelectorAll('#board g[data-contents="black"]')].map(g => g.dataset.point)`, &placed)
	if len(placed) != 1 || placed[0] == "d4" {
		t.Errorf("keyboard placement on %v, want one piece above d4", placed)
	}
	// Away from the board, the arrows browse the moves.
	b.run(chromedp.Blur("#board", chromedp.ByQuery), chromedp.KeyEvent(kb.ArrowLeft))
	b.waitFor(`document.querySelector('#board').dataset.ply === "0"`, 5*time.Second)
	b.run(chromedp.KeyEvent(kb.End))
	b.waitFor(`document.querySelector('#board').dataset.ply === "1"`, 5*time.Second)

	b.click("#undo")
	b.play(placements)
	// Drag e4 to d4 with the mouse: the same capture as two clicks.
	from, to := b.center("e4"), b.center("d4")
	b.run(
		chromedp.MouseEvent(input.MousePressed, from[0], from[1], chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseMoved, (from[0]+to[0])/2, (from[1]+to[1])/2, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseMoved, to[0], to[1], chromedp.ButtonLeft),
		chromedp.MouseEvent(input.MouseReleased, to[0], to[1], chromedp.ButtonLeft),
	)
	b.waitFor(`document.querySelector('#board g[data-point="c3"]').dataset.contents === "neutral"`, 5*time.Second)
	if c := b.contents("d4"); c != "black" {
		t.Errorf("d4 holds %q after the drag", c)
	}
}

// The hotseat pie rule: White swaps, and the first player now plays White.
func TestSwap(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.open(srv.URL)
	b.play("d4")
	if s := b.text("#swap-offer"); !strings.Contains(s, "swap colours") {
		t.Fatalf("no pie-rule offer: %q", s)
	}
	b.screenshot("phone-pie-rule")
	b.click("#swap")
	b.waitFor(`document.querySelector('#board').dataset.ply === "2"`, 5*time.Second)
	if s := b.text("#status"); !strings.Contains(s, "White to move · Player 1") {
		t.Errorf("status after the swap: %q", s)
	}
	if got := strings.Join(b.moves(), " "); got != "d4 swap" {
		t.Errorf("moves %q", got)
	}
}

// The rules page shows the five capture examples as diagrams.
func TestRulesPage(t *testing.T) {
	srv := serve(t)
	for _, size := range screens {
		b := newBrowser(t, size.wh)
		b.open(srv.URL + "/#rules")
		b.waitFor(`document.querySelector('#rules') !== null`, 5*time.Second)
		var diagrams, doomed int
		b.eval(`document.querySelectorAll('#rules .example svg').length`, &diagrams)
		b.eval(`document.querySelectorAll('#rules .example .piece.doomed').length`, &doomed)
		if diagrams != 5 || doomed != 2 {
			t.Errorf("%d diagrams with %d captures, want 5 with 2 (examples 1 and 4)", diagrams, doomed)
		}
		for _, want := range []string{"Pie rule", "the square wins", "1-0 Black won"} {
			if !strings.Contains(b.text("#rules"), want) {
				t.Errorf("the rules page lacks %q", want)
			}
		}
		b.run(chromedp.ScrollIntoView("#rules .examples", chromedp.ByQuery))
		b.screenshot(size.name + "-rules")
		b.click("#close-rules")
		b.waitFor(`document.querySelector('#rules') === null`, 5*time.Second)
	}
}

// Two players on one device may have the board turned to the side to
// move after each move, a choice kept for the next game.
func TestTurnTheBoardForTwo(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	upright := func() bool {
		a1, h8 := b.center("a1"), b.center("h8")
		return a1[1] > h8[1]
	}
	b.chooseGame("diamond")
	b.click("#mode-hotseat")
	b.click("#turn-board")
	b.startGame()
	if !upright() {
		t.Fatal("Black, to move first, does not see the board from its side")
	}
	b.play("d4")
	if upright() {
		t.Error("the board is not turned to White after Black's move")
	}
	b.play("e5")
	if !upright() {
		t.Error("the board is not turned back to Black")
	}
	b.click("#new-game")
	var checked bool
	if b.eval(`document.querySelector('#turn-board').checked`, &checked); !checked {
		t.Error("the choice is not kept for the next game")
	}
}
