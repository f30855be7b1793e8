//go:build e2e

package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// On Diamondback's board, turned 45°, each arrow moves the cursor one
// square, to a square sharing an edge, in the arrow's direction on the
// screen; pressed again it zigzags along its line (E18: from c3, Up went
// to d4 and no arrow reached d3 or c4).
func TestKeyboardOnTheTurnedBoard(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL + "/#game=diamondback&g=~7k-5P2-8-8-8-8-8-K2R4-w-0-1")
	cursor := func() string {
		t.Helper()
		var id string
		b.eval(`document.querySelector('#board').getAttribute('aria-activedescendant')`, &id)
		return id
	}
	keys := map[string]string{"Up": kb.ArrowUp, "Down": kb.ArrowDown, "Left": kb.ArrowLeft, "Right": kb.ArrowRight}
	press := func(key string, want string) {
		t.Helper()
		b.run(chromedp.KeyEvent(keys[key]))
		b.settle()
		if got := cursor(); got != "pt-"+want {
			t.Errorf("after %s the cursor is on %q, want %s", key, got, want)
		}
	}
	b.clickPoint("c3") // the cursor follows a click
	b.run(chromedp.Focus("#board", chromedp.ByQuery))
	press("Up", "d3")
	press("Up", "d4")
	press("Down", "c4")
	press("Down", "c3")
	press("Left", "c4")
	press("Right", "c3")
	press("Right", "d3") // back to the line through c4

	// The king on a1 steps up-right to b1 by the keyboard.
	b.clickPoint("a1")
	b.run(chromedp.Focus("#board", chromedp.ByQuery))
	press("Up", "b1")
	b.run(chromedp.KeyEvent(kb.Enter))
	b.waitFor(`document.querySelector('#board').dataset.ply === "1"`, 5*time.Second)
	if c := b.contents("b1"); c != "wk" {
		t.Errorf("b1 holds %q after the king's step by keyboard", c)
	}
}
