//go:build e2e

// Package e2e tests the built site (make build) in headless Chromium:
// make e2e builds it, installs Chromium when missing and runs these tests
// with DIAMOND_SITE set to the site's folder.
package e2e

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"diamond/cmd/serve/static"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

var (
	siteDir  string
	chromium string
)

func TestMain(m *testing.M) {
	siteDir = os.Getenv("DIAMOND_SITE")
	if siteDir == "" {
		siteDir = "../build/site"
	}
	if _, err := os.Stat(filepath.Join(siteDir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: no built site in %s (%v): run make e2e, which builds it\n", siteDir, err)
		os.Exit(1)
	}
	var err error
	if chromium, err = exec.LookPath("chromium"); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: chromium not found: run make e2e, which installs it")
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// serve serves the built site on a new local port for one test.
func serve(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(static.Handler(siteDir))
	t.Cleanup(srv.Close)
	return srv
}

// browser is a headless Chromium with a fresh profile.
type browser struct {
	t   *testing.T
	ctx context.Context
}

// Screen sizes for the screenshots.
var (
	phone   = [2]int64{390, 844}
	desktop = [2]int64{1280, 800}
)

// screens are the two sizes the page is checked at, named.
var screens = []struct {
	name string
	wh   [2]int64
}{{"phone", phone}, {"desktop", desktop}}

func newBrowser(t *testing.T, size [2]int64) *browser {
	t.Helper()
	// A fresh profile. Chromium may still be writing to it as the test
	// ends, so it is removed after the browser has quit.
	profile, err := os.MkdirTemp("", "diamond-e2e-")
	if err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(int(size[0]), int(size[1])),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf), chromedp.WithErrorf(chromedpError(t)))
	t.Cleanup(func() {
		chromedp.Cancel(ctx) // closes the browser and waits for it
		cancel()
		cancelAlloc()
		os.RemoveAll(profile)
	})
	// The first run starts the browser, which lives as long as the context
	// of that run: give it the test's.
	if err := chromedp.Run(ctx, chromedp.EmulateViewport(size[0], size[1])); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	b := &browser{t: t, ctx: ctx}
	return b
}

// chromedpError logs chromedp's errors but one kind: chromedp keeps a copy
// of the page's DOM from DevTools' events and says "unhandled node event"
// for each event of a kind its version does not know, then skips it.
// Newer Chromiums send such events by the hundred (about the page's style
// sheets and pseudo-elements), which no test's query depends on.
func chromedpError(t *testing.T) func(string, ...any) {
	return func(format string, args ...any) {
		if strings.HasPrefix(format, "unhandled node event") {
			return
		}
		t.Logf("ERROR: "+format, args...)
	}
}

// run runs actions, failing the test on an error; each call has a minute.
func (b *browser) run(actions ...chromedp.Action) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, time.Minute)
	defer cancel()
	if err := chromedp.Run(ctx, actions...); err != nil {
		b.t.Fatalf("chromedp: %v", err)
	}
}

// appLive is true once the app runs the page and has drawn the board:
// index.html holds a board drawn when the site was built, which the app
// takes over as it starts, and marks data-live="false" until it has read
// the saved game.
const appLive = `document.querySelector('#board svg') !== null && document.querySelector('.app[data-live="false"]') === null`

// open loads url and waits until the app has drawn the board.
func (b *browser) open(url string) {
	b.t.Helper()
	b.run(chromedp.Navigate(url))
	b.waitFor(appLive, 30*time.Second)
}

// reload reloads the page and waits until the app has drawn the board.
func (b *browser) reload() {
	b.t.Helper()
	b.run(chromedp.Reload())
	b.waitFor(appLive, 30*time.Second)
}

// waitFor polls a JavaScript expression until it is true.
func (b *browser) waitFor(expr string, timeout time.Duration) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout+5*time.Second)
	defer cancel()
	var ok bool
	deadline := time.Now().Add(timeout)
	err := chromedp.Run(ctx, chromedp.Poll(expr, &ok, chromedp.WithPollingTimeout(timeout), chromedp.WithPollingInterval(50*time.Millisecond)))
	// A page that navigates (a reload, an update, a link followed) while
	// it is polled loses the script's context, or Chromium answers the
	// poll with the navigation: poll the new page.
	for err != nil && (strings.Contains(err.Error(), "Cannot find context") || strings.Contains(err.Error(), "Inspected target navigated")) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		err = chromedp.Run(ctx, chromedp.Poll(expr, &ok, chromedp.WithPollingTimeout(time.Until(deadline)), chromedp.WithPollingInterval(50*time.Millisecond)))
	}
	if err != nil {
		var state string
		chromedp.Run(b.ctx, chromedp.Evaluate(`(document.querySelector('#status')||{}).textContent + ' | ' + (document.querySelector('#notices')||{}).textContent + ' | ' + (document.querySelector('#note')||{}).textContent`, &state))
		b.t.Fatalf("waiting for %s: %v (page: %s)", expr, err, state)
	}
}

// eval evaluates a JavaScript expression into out.
func (b *browser) eval(expr string, out any) {
	b.t.Helper()
	b.run(chromedp.Evaluate(expr, out))
}

// click clicks the element matching a CSS selector, as a mouse would, and
// lets the app draw the result (go-app renders on its next frame).
func (b *browser) click(sel string) {
	b.t.Helper()
	b.openMoreFor(sel)
	b.run(chromedp.Click(sel, chromedp.ByQuery, chromedp.NodeVisible))
	b.settle()
}

// clickAway clicks what leaves the page (Reload): Chromium may answer the
// click, or the frame click waits for after it, with the navigation it
// started. The next waitFor polls the new page.
func (b *browser) clickAway(sel string) {
	b.t.Helper()
	err := chromedp.Run(b.ctx, chromedp.Click(sel, chromedp.ByQuery, chromedp.NodeVisible))
	if err != nil && !strings.Contains(err.Error(), "Inspected target navigated") {
		b.t.Fatalf("clicking %s: %v", sel, err)
	}
}

// openMoreFor opens the sheet of the other actions (⋯ More, on a phone),
// as a person would, when sel is one of them and the sheet is closed.
func (b *browser) openMoreFor(sel string) {
	b.t.Helper()
	var closed bool
	b.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q), m = document.querySelector('#more');
		return !!e && !!e.closest('#more-actions') && e.offsetParent === null && !!m && m.offsetParent !== null; })()`, sel), &closed)
	if closed {
		b.run(chromedp.Click("#more", chromedp.ByQuery, chromedp.NodeVisible))
		b.settle()
	}
}

// settle waits for two animation frames: go-app has drawn what the last
// event changed.
func (b *browser) settle() {
	b.t.Helper()
	b.await(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 10))))`, nil)
}

// clickPoint clicks the board's point name, e.g. "d4", at its hit area:
// the point's group also holds its piece, which may be sliding in from
// elsewhere for a moment, and with it the group's box.
func (b *browser) clickPoint(name string) {
	b.t.Helper()
	b.click(fmt.Sprintf(`#board g[data-point=%q] circle.hit`, name))
}

// plies returns the ply the board shows.
func (b *browser) plies() int {
	b.t.Helper()
	var n int
	b.eval(`Number(document.querySelector('#board').dataset.ply)`, &n)
	return n
}

// play plays moves written in notation by clicking the board, checking
// after each that the board moved on by one ply.
func (b *browser) play(moves string) {
	b.t.Helper()
	for _, m := range strings.Fields(moves) {
		before := b.plies()
		for _, p := range strings.Split(strings.Trim(m, "()*"), "-") {
			b.clickPoint(p)
		}
		b.waitFor(fmt.Sprintf(`Number(document.querySelector('#board').dataset.ply) === %d`, before+1), 5*time.Second)
	}
}

// contents returns what stands on a point: black, white, neutral or empty.
func (b *browser) contents(name string) string {
	b.t.Helper()
	var c string
	b.eval(fmt.Sprintf(`document.querySelector('#board g[data-point=%q]').dataset.contents`, name), &c)
	return c
}

// text returns the text of the element matching sel, or "".
func (b *browser) text(sel string) string {
	b.t.Helper()
	var s string
	b.eval(fmt.Sprintf(`(document.querySelector(%q) || {textContent: ''}).textContent`, sel), &s)
	return s
}

// listedMoves is the move list's moves, in JavaScript.
const listedMoves = `[...document.querySelectorAll('#moves .pair .mv')].map(e => e.textContent)`

// moves returns the move list's moves.
func (b *browser) moves() []string {
	b.t.Helper()
	var m []string
	b.eval(listedMoves, &m)
	return m
}

// movesAre waits until the move list shows moves, separated by spaces.
func (b *browser) movesAre(moves string) {
	b.t.Helper()
	b.waitFor(listedMoves+`.join(' ') === `+strconv.Quote(moves), 10*time.Second)
}

// screenshot saves the page as e2e/screenshots/name.png.
func (b *browser) screenshot(name string) {
	b.t.Helper()
	var png []byte
	b.run(chromedp.CaptureScreenshot(&png))
	b.save(name, png)
}

// screenshots saves the page of a desktop-sized window as
// desktop-name.png, and as phone-name.png at a phone's size.
func (b *browser) screenshots(name string) {
	b.t.Helper()
	b.screenshot("desktop-" + name)
	b.run(chromedp.EmulateViewport(phone[0], phone[1]))
	b.settle()
	b.screenshot("phone-" + name)
	b.run(chromedp.EmulateViewport(desktop[0], desktop[1]))
	b.settle()
}

// save writes a screenshot as e2e/screenshots/name.png.
func (b *browser) save(name string, png []byte) {
	b.t.Helper()
	if err := os.MkdirAll("screenshots", 0o755); err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("screenshots", name+".png"), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// center returns a point's centre on the screen, in CSS pixels.
func (b *browser) center(name string) [2]float64 {
	b.t.Helper()
	var c [2]float64
	b.eval(fmt.Sprintf(`(() => { const r = document.querySelector('#board g[data-point=%q] circle.hit').getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`, name), &c)
	return c
}

// await evaluates a JavaScript expression that returns a promise.
func (b *browser) await(expr string, out any) {
	b.t.Helper()
	b.run(chromedp.Evaluate(expr, out, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
}

// onEachDocument runs script in every document the browser loads from
// now on, frames included, before the document's own scripts: what a test
// records from a page's very start.
func (b *browser) onEachDocument(script string) {
	b.t.Helper()
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(script).Do(ctx)
		return err
	}))
}

// emptyPoint chooses an empty point, central ones first.
func (b *browser) emptyPoint() string {
	b.t.Helper()
	for _, p := range strings.Fields("d4 e5 d5 e4 c4 f5 c3 f6 d3 e6 b2 g7 c5 f4 d6 e3 b3 g6 c6 f3") {
		if b.contents(p) == "empty" {
			return p
		}
	}
	var p string
	b.eval(`document.querySelector('#board g[data-point][data-contents="empty"]').dataset.point`, &p)
	return p
}
