//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
)

// touch sends a finger's touches through the browser's input pipeline, as
// a phone's screen does: a start, moves, and the end.
func (b *browser) touch(path ...[2]float64) {
	b.t.Helper()
	at := func(p [2]float64) []*input.TouchPoint {
		return []*input.TouchPoint{{X: p[0], Y: p[1], ID: 1}}
	}
	b.run(input.DispatchTouchEvent(input.TouchStart, at(path[0])))
	for _, p := range path[1:] {
		b.run(input.DispatchTouchEvent(input.TouchMove, at(p)))
	}
	b.run(input.DispatchTouchEvent(input.TouchEnd, nil))
}

// On a touch screen, a tap places a piece, a tap on a piece and one on its
// target steps it, and a piece dragged with the finger steps too.
func TestTouch(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.run(emulation.SetTouchEmulationEnabled(true).WithMaxTouchPoints(1))
	b.open(srv.URL)
	taps := strings.Fields(placements)
	for i, q := range taps {
		b.touch(b.center(q))
		b.waitFor(fmt.Sprintf(`document.querySelector('#board').dataset.ply === "%d"`, i+1), 5*time.Second)
	}
	if s := b.text("#status"); !strings.Contains(s, "movement") {
		t.Fatalf("status after the placements: %q", s)
	}

	// A finger drags e4 to d4: the capture of c3.
	from, to := b.center("e4"), b.center("d4")
	b.touch(from, [2]float64{(from[0] + to[0]) / 2, (from[1] + to[1]) / 2}, to)
	b.waitFor(`document.querySelector('#board g[data-point="c3"]').dataset.contents === "neutral"`, 5*time.Second)
	if c := b.contents("d4"); c != "black" {
		t.Errorf("d4 holds %q after the drag", c)
	}

	// Two taps step White's b1 to b2.
	b.touch(b.center("b1"))
	b.touch(b.center("b2"))
	b.waitFor(`document.querySelector('#board').dataset.ply === "26"`, 5*time.Second)
	if c := b.contents("b2"); c != "white" {
		t.Errorf("b2 holds %q after two taps", c)
	}
	if got := strings.Join(b.moves()[24:], " "); got != "e4-d4* b1-b2" {
		t.Errorf("moves after the placements: %q", got)
	}
}
