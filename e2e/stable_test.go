//go:build e2e

package e2e

import (
	"fmt"
	"testing"
	"time"
)

// rects returns where each element of sels stands on the page.
func (b *browser) rects(sels ...string) map[string][4]float64 {
	b.t.Helper()
	out := map[string][4]float64{}
	for _, sel := range sels {
		var r [4]float64
		b.eval(fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return [r.x, r.y + scrollY, r.width, r.height]; })()`, sel), &r)
		out[sel] = r
	}
	return out
}

// sameRects fails the test for each element that moved or changed size.
func sameRects(t *testing.T, what string, before, after map[string][4]float64) {
	t.Helper()
	for sel, r := range before {
		if after[sel] != r {
			t.Errorf("%s moved %s: %v, then %v", what, sel, r, after[sel])
		}
	}
}

// Nothing on the page moves when the status changes length, a hint
// appears or Resign asks to confirm (review D19): the board and the
// buttons stay where the player's eyes and fingers are.
func TestNothingMoves(t *testing.T) {
	srv := serve(t)
	for _, size := range [][2]int64{phone, desktop} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			b := newBrowser(t, size)
			b.open(srv.URL)
			b.click("#welcome-friend")
			watched := []string{"#board svg", "#undo", "#offer-draw", "#copy-link", "#export", ".keys-help"}
			start := b.rects(watched...)
			// Black's first stone, then White's turn with the swap: the
			// status grows ("may swap") and wraps on a phone.
			b.play("d4")
			if size == phone {
				// The panel is under the board, mostly out of sight: the
				// swap's question may push it down.
				sameRects(t, "the first move", map[string][4]float64{"#board svg": start["#board svg"]}, b.rects("#board svg"))
			} else {
				sameRects(t, "the first move", start, b.rects(watched...))
			}
			b.play("e5 c3")
			before := b.rects(watched...)
			b.click("#hint-button")
			b.waitFor(`document.querySelector('#hint').textContent.startsWith('Hint: ')`, 30*time.Second)
			sameRects(t, "the hint", before, b.rects(watched...))
			b.click("#hint-button")
			b.click("#resign")
			if !b.shown("#resign-yes") || !b.shown("#resign-no") {
				t.Fatal("Resign does not ask to confirm")
			}
			sameRects(t, "Resign's question", before, b.rects(watched...))
			// The question is not hidden under anything: its answers can be clicked.
			b.click("#resign-no")
			if b.shown("#resign-yes") {
				t.Error("No leaves the question open")
			}
			b.click("#resign")
			b.click("#resign-yes")
			b.waitFor(`!!document.querySelector('#result')`, 5*time.Second)
		})
	}
}
