//go:build e2e

package e2e

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"diamond/cmd/serve/static"

	"github.com/chromedp/chromedp"
)

// otherSite serves h as another site than the app: the app's test
// servers listen on 127.0.0.1, and this one is reached as localhost, so
// the browser treats its iframes of the app as cross-site (their own
// process, their own partitioned storage), as on a real host.
func otherSite(t *testing.T, h http.Handler) string {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)
}

// frame returns the iframe whose address contains part, as a browser of
// its own: an iframe of another site is a separate target, reached by
// attaching to it. It waits for the embed to draw its board.
func (b *browser) frame(part string) *browser {
	b.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		targets, err := chromedp.Targets(b.ctx)
		if err != nil {
			b.t.Fatal(err)
		}
		for _, info := range targets {
			if info.Type == "iframe" && strings.Contains(info.URL, part) {
				ctx, _ := chromedp.NewContext(b.ctx, chromedp.WithTargetID(info.TargetID))
				// The first run attaches for as long as its context lives:
				// give it the frame's own, not one with a timeout.
				if err := chromedp.Run(ctx); err != nil {
					b.t.Fatalf("attaching to the iframe: %v", err)
				}
				f := &browser{t: b.t, ctx: ctx}
				f.waitFor(`document.querySelector('#embed #board svg') !== null`, 30*time.Second)
				return f
			}
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("no iframe of %q among %d targets", part, len(targets))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// press clicks the element matching sel from script, as a frame attached
// to from outside takes no mouse events of its own, and lets it draw.
func (b *browser) press(sel string) {
	b.t.Helper()
	var ok bool
	b.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false; e.dispatchEvent(new MouseEvent('click', {bubbles: true})); return true; })()`, sel), &ok)
	if !ok {
		b.t.Fatalf("no %s to click", sel)
	}
	b.settle()
}

// points returns the contents of the named points.
func (b *browser) points(names ...string) string {
	b.t.Helper()
	got := make([]string, len(names))
	for i, n := range names {
		got[i] = n + ":" + b.contents(n)
	}
	return strings.Join(got, " ")
}

// embedPly returns the ply the embed shows.
func (b *browser) embedPly() int {
	b.t.Helper()
	var n int
	b.eval(`Number(document.querySelector('#embed').dataset.ply)`, &n)
	return n
}

// The demo page, served as another site, shows two embedded boards with
// their own options at the right positions; one replays its game, the
// other lets the reader play, and neither writes the app's storage.
func TestEmbedDemo(t *testing.T) {
	app := serve(t)
	demo := otherSite(t, static.Demo("../demo", app.URL))
	b := newBrowser(t, desktop)
	b.run(chromedp.Navigate(demo))

	game := b.frame("g=SRi")
	puzzle := b.frame("g=.Si.Rv.A.bAA.")

	// The game, at move 25: just after e4-d4* captured c3.
	if p := game.embedPly(); p != 25 {
		t.Errorf("game shown at ply %d, want 25", p)
	}
	if got, want := game.points("d4", "c3", "e4", "b1"), "d4:black c3:neutral e4:empty b1:white"; got != want {
		t.Errorf("game at move 25: %s, want %s", got, want)
	}
	if got := game.text("#moves .current"); got != "e4-d4*" {
		t.Errorf("current move %q, want e4-d4*", got)
	}
	var class string
	game.eval(`document.querySelector('#embed').className`, &class)
	if strings.Contains(class, "theme-") || !strings.Contains(class, "with-moves") || strings.Contains(class, "playable") {
		t.Errorf("game embed classes %q", class)
	}

	// The puzzle: the set-up position of docs/games/diamond.md, flipped, dark, playable.
	if got, want := puzzle.points("a1", "c3", "c4", "e4", "g1", "d4"), "a1:neutral c3:white c4:black e4:black g1:white d4:empty"; got != want {
		t.Errorf("puzzle: %s, want %s", got, want)
	}
	puzzle.eval(`document.querySelector('#embed').className`, &class)
	if !strings.Contains(class, "theme-dark") || !strings.Contains(class, "playable") {
		t.Errorf("puzzle embed classes %q", class)
	}
	var a1, h8 float64
	puzzle.eval(`document.querySelector('#board g[data-point="a1"]').getBoundingClientRect().top`, &a1)
	puzzle.eval(`document.querySelector('#board g[data-point="h8"]').getBoundingClientRect().top`, &h8)
	if a1 >= h8 {
		t.Errorf("the puzzle is not flipped: a1 at %v, h8 at %v", a1, h8)
	}
	for _, size := range screens {
		b.fullScreenshot(size.name+"-embed-demo", size.wh[0], game, puzzle)
	}
	b.run(chromedp.EmulateViewport(desktop[0], desktop[1]))

	// Step through the game's replay.
	steps := []struct {
		button string
		ply    int
		points string
	}{
		{"#next", 26, "b1:empty b2:white"},
		{"#prev", 25, "b1:white b2:empty"},
		{"#prev", 24, "c3:white e4:black d4:empty"},
		{"#first", 0, "c3:empty e4:empty d4:empty"},
		{"#last", 29, "d5:black a2:white d4:empty"},
	}
	for _, s := range steps {
		game.press(s.button)
		game.waitFor(fmt.Sprintf(`document.querySelector('#embed').dataset.ply === "%d"`, s.ply), 5*time.Second)
		names := strings.Fields(strings.NewReplacer(":black", "", ":white", "", ":empty", "", ":neutral", "").Replace(s.points))
		if got := game.points(names...); got != s.points {
			t.Errorf("after %s (ply %d): %s, want %s", s.button, s.ply, got, s.points)
		}
		if got := game.text("#embed-ply"); got != fmt.Sprintf("%d / 29", s.ply) {
			t.Errorf("after %s: counter %q", s.button, got)
		}
	}
	game.press("#ply-13") // the move list
	game.waitFor(`document.querySelector('#embed').dataset.ply === "13"`, 5*time.Second)
	game.press(`#board g[data-point="d4"]`)
	if p := game.embedPly(); p != 13 || game.contents("d4") != "empty" {
		t.Errorf("a click on a view-only embed changed it: ply %d", p)
	}

	// Play the capture in the puzzle, then reset it. An iframe out of
	// sight does not draw: bring it into view first.
	b.eval(`document.querySelector('#puzzle').scrollIntoView(); true`, nil)
	puzzle.press(`#board g[data-point="e4"]`)
	puzzle.press(`#board g[data-point="d4"]`)
	puzzle.waitFor(`document.querySelector('#board g[data-point="c3"]').dataset.contents === "neutral"`, 5*time.Second)
	if got := puzzle.text("#embed-ply"); got != "1 / 1" {
		t.Errorf("after the capture: %q", got)
	}
	// With Reset shown, the 320 px frame's link to the app is not cut
	// to "Di…" (review D23).
	var whole bool
	puzzle.eval(`(a => a.scrollWidth <= a.clientWidth && a.getBoundingClientRect().right <= innerWidth)(document.querySelector('.embed-open'))`, &whole)
	if !whole {
		t.Error("the puzzle's link to the app is cut")
	}
	var keys []string
	puzzle.eval(`Object.keys(localStorage)`, &keys)
	for _, k := range keys {
		if strings.HasPrefix(k, "diamond.") {
			t.Errorf("the embed wrote %q to localStorage", k)
		}
	}
	puzzle.press("#embed-reset")
	puzzle.waitFor(`document.querySelector('#board g[data-point="c3"]').dataset.contents === "white"`, 5*time.Second)
}

// fullScreenshot saves the whole page, below the fold too, width CSS
// pixels wide: the window grows to the page's height, and the frames
// (which do not draw out of sight) draw before the picture is taken.
func (b *browser) fullScreenshot(name string, width int64, frames ...*browser) {
	b.t.Helper()
	b.run(chromedp.EmulateViewport(width, 800))
	b.settle()
	var height int64
	b.eval(`document.documentElement.scrollHeight`, &height)
	b.run(chromedp.EmulateViewport(width, height))
	b.settle()
	for _, f := range frames {
		f.settle()
	}
	b.screenshot(name)
}
