//go:build e2e

package e2e

// The cross-engine run (make e2e-engines, docs/testing.md): one list of
// scenarios (engines_scenarios_test.go), written once against a small
// driver, run in each engine Debian serves: Chromium through chromedp,
// Firefox ESR through WebDriver BiDi (its own, no geckodriver), WebKitGTK
// through WebKitWebDriver (W3C WebDriver classic) on Xvfb. Every page the
// test server sends carries a hook script, first in its head, that
// reports page errors, console errors and Content-Security-Policy
// violations to the server, in every engine alike.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"diamond/cmd/serve/static"
)

// driver is what a scenario needs of a browser: one page, driven as a
// person would (clicks at a point of the viewport), read by script.
type driver interface {
	// navigate loads url and returns once the page has loaded.
	navigate(url string) error
	// reload reloads the page and returns once it has loaded.
	reload() error
	// eval evaluates a JavaScript expression, awaiting a promise, and
	// returns its value as JSON.
	eval(expr string) (json.RawMessage, error)
	// clickAt clicks the left mouse button at a point of the viewport, in
	// CSS pixels.
	clickAt(x, y float64) error
	// version names the engine and its version.
	version() string
	// logs returns the errors the engine itself reported (console errors,
	// uncaught exceptions) since the last call; nil where it reports none.
	logs() []string
	// close ends the browser.
	close()
}

// engines are the engines TestEngines can run, by name.
var engines = map[string]func(t *testing.T) driver{
	"chromium": newChromiumDriver,
	"firefox":  newFirefoxDriver,
	"webkit":   newWebKitDriver,
}

// jsValue wraps a JavaScript expression into a promise of a JSON text,
// {"v": value} or {"e": error}, which every driver can return as a string.
func jsValue(expr string) string {
	return `Promise.resolve().then(() => (` + expr + `)).then(v => JSON.stringify({v: v === undefined ? null : v}), e => JSON.stringify({e: String(e && e.stack || e)}))`
}

// jsResult reads what jsValue's promise gave.
func jsResult(s string) (json.RawMessage, error) {
	var r struct {
		V json.RawMessage `json:"v"`
		E *string         `json:"e"`
	}
	if err := json.Unmarshal([]byte(s), &r); err != nil {
		return nil, fmt.Errorf("reading %q: %v", s, err)
	}
	if r.E != nil {
		return nil, fmt.Errorf("script error: %s", *r.E)
	}
	return r.V, nil
}

// TestEngines runs the scenarios in each engine DIAMOND_ENGINES names
// (a comma-separated list of chromium, firefox and webkit; make
// e2e-engines sets it), one engine after the other. Without it the test
// is skipped: make e2e runs the Chromium suite only.
func TestEngines(t *testing.T) {
	names := os.Getenv("DIAMOND_ENGINES")
	if names == "" {
		t.Skip("DIAMOND_ENGINES is not set (make e2e-engines)")
	}
	t.Cleanup(stopXvfb)
	only := os.Getenv("DIAMOND_SCENARIOS") // a comma-separated list of names' prefixes, for a rerun
	for _, name := range strings.Split(names, ",") {
		start, ok := engines[name]
		if !ok {
			t.Fatalf("DIAMOND_ENGINES: no engine %q (chromium, firefox, webkit)", name)
		}
		t.Run(name, func(t *testing.T) {
			began := time.Now()
			site := newHookedSite(t)
			d := start(t)
			t.Cleanup(d.close)
			fmt.Printf("engine %s: %s\n", name, d.version())
			ran := 0
			for _, sc := range scenarios {
				if !chosen(only, sc.name) {
					continue
				}
				if only == "" && fewerIn[name][sc.name] {
					t.Run(sc.name, func(t *testing.T) { t.Skipf("not in %s by default (fewerIn; DIAMOND_SCENARIOS=all runs it)", name) })
					continue
				}
				ran++
				passed := t.Run(sc.name, func(t *testing.T) {
					p := &view{t: t, d: d, engine: name, site: site, start: start}
					if !sc.goesOn {
						p.reset()
					}
					sc.run(p)
					p.clean(sc.name)
				})
				if !passed && !answers(d) {
					// A browser whose page no longer answers would fail every
					// scenario after it, each after its timeouts: the failed
					// one is the report, and the next ones get a new browser.
					t.Logf("%s stopped answering in %s: a new browser for the next scenarios", name, sc.name)
					d.close()
					d = start(t)
					t.Cleanup(d.close)
				}
			}
			fmt.Printf("engine %s: %d scenarios in %s\n", name, ran, time.Since(began).Round(time.Second))
		})
	}
}

// answers reports whether the browser's page evaluates a script within
// 20 s.
func answers(d driver) bool {
	var err error
	return within(20*time.Second, func() { _, err = d.eval(`true`) }) && err == nil
}

// within runs f and reports whether it returned within limit; if not, f
// goes on in the background (a call to a hung browser, which closing
// it ends).
func within(limit time.Duration, f func()) bool {
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
		return true
	case <-time.After(limit):
		return false
	}
}

// chosen reports whether a scenario's name starts with one of the
// comma-separated prefixes of only, or only is empty or "all".
func chosen(only, name string) bool {
	if only == "" || only == "all" {
		return true
	}
	for _, p := range strings.Split(only, ",") {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// view is a scenario's view of one browser.
type view struct {
	t       *testing.T
	d       driver
	engine  string
	site    *hookedSite
	start   func(t *testing.T) driver // for a second browser (a friend)
	offline bool                      // the site is gone: the hook cannot report
}

// second starts another browser of the same engine with a fresh profile,
// as another device, ended with the scenario.
func (p *view) second() *view {
	p.t.Helper()
	d := p.start(p.t)
	p.t.Cleanup(d.close)
	q := &view{t: p.t, d: d, engine: p.engine, site: p.site, start: p.start}
	return q
}

// reset starts a scenario on an empty page of the site's origin with nothing
// saved.
func (p *view) reset() {
	p.t.Helper()
	// A page of the site's origin that does not move on by itself and
	// registers no service worker: leaving a page of the site (a rules
	// page) right after it registered the worker hangs WebKit's install
	// for the rest of the session (docs/testing.md, difference 9).
	p.navigate(p.site.URL + blankPage)
	p.waitFor(`document.readyState === 'complete' && location.pathname === '`+blankPage+`'`, 30*time.Second)
	p.eval(`localStorage.clear(), sessionStorage.clear(), true`, nil)
	p.d.logs()
	p.site.take()
}

// clean fails the scenario on any error the page or the engine reported.
func (p *view) clean(where string) {
	p.t.Helper()
	if !p.offline {
		// A beacon sent just before is read once it has arrived.
		var ok bool
		if err := p.try(`window.__e2eHook === true`, &ok); err == nil && !ok && !strings.HasPrefix(p.currentURL(), "about:") {
			p.t.Errorf("%s: the page's error hook did not run (blocked?)", where)
		}
		time.Sleep(100 * time.Millisecond)
	}
	for _, e := range p.site.take() {
		p.t.Errorf("%s: %s", where, e)
	}
	for _, e := range p.d.logs() {
		if p.offline && (strings.Contains(e, "/__e2e/") || strings.Contains(e, "/not-cached-")) {
			continue // the hook, which the service worker does not cache, and the check that the site is gone
		}
		if strings.Contains(e, "A ServiceWorker intercepted the request and encountered an unexpected error") {
			// Firefox, now and then, online and offline, with go-app's
			// worker as with ours: a request the service worker answers
			// fails (an icon, or no address at all; docs/testing.md, open).
			// Whatever the scenario needs is checked by the scenario (the
			// app starts, the board is drawn); this is only logged.
			p.t.Logf("%s: known engine difference, not failed: %s", where, e)
			continue
		}
		p.t.Errorf("%s: engine log: %s", where, e)
	}
}

// currentURL is the page's address, or "".
func (p *view) currentURL() string {
	var u string
	p.try(`location.href`, &u)
	return u
}

// try evaluates a JavaScript expression into out, returning its error.
func (p *view) try(expr string, out any) error {
	v, err := p.d.eval(expr)
	if err != nil {
		return err
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(v, out); err != nil {
		return fmt.Errorf("%s gave %s: %v", expr, v, err)
	}
	return nil
}

// eval evaluates a JavaScript expression into out, failing on an error.
func (p *view) eval(expr string, out any) {
	p.t.Helper()
	if err := p.try(expr, out); err != nil {
		p.t.Fatalf("%s: %v", p.engine, err)
	}
}

// navigate loads url.
func (p *view) navigate(url string) {
	p.t.Helper()
	if err := p.d.navigate(url); err != nil {
		p.t.Fatalf("%s: navigating to %s: %v", p.engine, url, err)
	}
}

// open loads url and waits until the app has drawn the board.
func (p *view) open(url string) {
	p.t.Helper()
	p.navigate(url)
	p.waitFor(appLive, 60*time.Second)
}

// reload reloads the page and waits until the app has drawn the board.
func (p *view) reload() {
	p.t.Helper()
	if err := p.d.reload(); err != nil {
		p.t.Fatalf("%s: reloading: %v", p.engine, err)
	}
	p.waitFor(appLive, 60*time.Second)
}

// waitFor polls a JavaScript expression until it is true; an error (a
// page navigating meanwhile) counts as false.
func (p *view) waitFor(expr string, timeout time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	var last error
	for {
		var ok bool
		if last = p.try(expr, &ok); last == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	var state string
	p.try(`location.href + ' | ply ' + (document.querySelector('#board') || {dataset: {}}).dataset.ply + ' | ' + ['#status', '#notices', '#note', '#puzzle-words'].map(s => (document.querySelector(s) || {textContent: ''}).textContent.trim()).join(' | ')`, &state)
	p.shot()
	p.t.Fatalf("%s: waiting for %s (last error %v; page: %s)", p.engine, expr, last, state)
}

// shot saves what the page shows as
// e2e/screenshots/engines-<engine>-<scenario>.png, where the driver
// can take a screenshot: for a failure.
func (p *view) shot() {
	s, ok := p.d.(interface{ screenshot() ([]byte, error) })
	if !ok {
		return
	}
	png, err := s.screenshot()
	if err != nil {
		p.t.Logf("no screenshot: %v", err)
		return
	}
	name := "engines-" + p.engine + "-" + strings.NewReplacer("/", "-", " ", "-").Replace(p.t.Name()) + ".png"
	if err := os.MkdirAll("screenshots", 0o755); err == nil {
		if err := os.WriteFile(filepath.Join("screenshots", name), png, 0o644); err == nil {
			p.t.Logf("screenshot: e2e/screenshots/%s", name)
		}
	}
}

// settle waits for two animation frames: go-app has drawn what the last
// event changed.
func (p *view) settle() {
	p.t.Helper()
	p.eval(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => r(true), 10))))`, nil)
}

// target is where click aims: an element's centre, once it stands still
// and is the element there.
type target struct {
	Missing bool    `json:"missing"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	W       float64 `json:"w"`
	H       float64 `json:"h"`
	Stable  bool    `json:"stable"`
	Hit     bool    `json:"hit"`
	At      string  `json:"at"`
}

// aim is the script that finds click's target: the element is scrolled
// into view, measured, and measured again two frames later (a dialog
// opening or a board redrawn moves it); the element under its centre
// must be it, inside it, or inside the same board point.
const aim = `((sel) => new Promise(res => {
  const e = document.querySelector(sel);
  if (!e) return res({missing: true});
  e.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'});
  const a = e.getBoundingClientRect();
  requestAnimationFrame(() => requestAnimationFrame(() => {
    if (!e.isConnected) return res({missing: true});
    const r = e.getBoundingClientRect();
    const x = r.x + r.width / 2, y = r.y + r.height / 2;
    const at = document.elementFromPoint(x, y);
    const scope = e.closest('[data-point]') || e;
    res({x, y, w: r.width, h: r.height,
      stable: Math.abs(a.x - r.x) < 0.5 && Math.abs(a.y - r.y) < 0.5 && Math.abs(a.width - r.width) < 0.5,
      hit: !!at && scope.contains(at),
      at: at ? at.tagName + (at.id ? '#' + at.id : '') + (at.getAttribute('class') ? '.' + at.getAttribute('class') : '') : 'nothing'});
  }));
}))`

// click clicks the element matching a CSS selector at its centre with
// the mouse, once it is there, visible, still and not covered, and lets
// the app draw the result.
func (p *view) click(sel string) {
	p.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	var tg target
	for {
		err := p.try(aim+"("+strconv.Quote(sel)+")", &tg)
		if err == nil && !tg.Missing && tg.W > 0 && tg.H > 0 && tg.Stable && tg.Hit {
			break
		}
		if time.Now().After(deadline) {
			p.shot()
			p.t.Fatalf("%s: cannot click %s: %+v (error %v)", p.engine, sel, tg, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err := p.d.clickAt(tg.X, tg.Y); err != nil {
		p.t.Fatalf("%s: clicking %s at (%.0f, %.0f): %v", p.engine, sel, tg.X, tg.Y, err)
	}
	p.settle()
}

// clickPoint clicks the board's point name, e.g. "d4", at its hit area.
func (p *view) clickPoint(name string) {
	p.t.Helper()
	p.click(fmt.Sprintf(`#board g[data-point=%q] circle.hit`, name))
}

// ply is the ply the board shows.
func (p *view) ply() int {
	p.t.Helper()
	var n int
	p.eval(`Number(document.querySelector('#board').dataset.ply)`, &n)
	return n
}

// waitPly waits until the board shows ply n.
func (p *view) waitPly(n int, timeout time.Duration) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`Number(document.querySelector('#board').dataset.ply) === %d`, n), timeout)
}

// text is the text of the element matching sel, or "".
func (p *view) text(sel string) string {
	p.t.Helper()
	var s string
	p.eval(fmt.Sprintf(`(document.querySelector(%q) || {textContent: ''}).textContent`, sel), &s)
	return s
}

// count is the number of elements matching sel.
func (p *view) count(sel string) int {
	p.t.Helper()
	var n int
	p.eval(fmt.Sprintf(`document.querySelectorAll(%q).length`, sel), &n)
	return n
}

// moves is the move list's moves, without review marks.
func (p *view) moves() []string {
	p.t.Helper()
	var m []string
	p.eval(`[...document.querySelectorAll('#moves .pair .mv')].map(e => e.firstChild.textContent)`, &m)
	return m
}

// typeInto sets a text field's value as typing would, with its input and
// change events.
func (p *view) typeInto(sel, value string) {
	p.t.Helper()
	p.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.focus(); e.value = %q; e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`, sel, value), nil)
	p.settle()
}

// hookedSite serves the built site with the error hook in every page,
// and collects what the hooks report.
type hookedSite struct {
	*httptest.Server
	mu      sync.Mutex
	reports []string
}

// hookJS reports page errors, unhandled rejections, console errors and
// CSP violations of the page (and of its frames, each with its own hook)
// to the server by beacon, which a navigation does not cancel.
const hookJS = `(() => {
  if (window.__e2eHook) return;
  window.__e2eHook = true;
  const where = () => location.pathname;
  const send = (kind, text) => {
    try { navigator.sendBeacon('/__e2e/report', kind + ' on ' + where() + ': ' + text); } catch (e) {}
  };
  addEventListener('error', e => send('page error', (e.error && e.error.stack) || e.message), false);
  addEventListener('unhandledrejection', e => send('unhandled rejection', e.reason && e.reason.stack || String(e.reason)));
  document.addEventListener('securitypolicyviolation', e => send('CSP violation', e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber + ' ' + e.sample));
  const error = console.error;
  console.error = function (...args) {
    send('console error', args.map(a => a && a.stack || String(a)).join(' '));
    return error.apply(this, args);
  };
})();
`

// blankPage is the test server's empty page, where each scenario starts.
const blankPage = "/__e2e/blank"

// newHookedSite serves the site for one engine, on a new local port.
func newHookedSite(t *testing.T) *hookedSite {
	s := &hookedSite{}
	s.Server = httptest.NewServer(s.handler(static.Handler(siteDir)))
	t.Cleanup(s.Close)
	return s
}

// closeNow takes the site away, as a network gone would: the listener
// and every open connection are closed.
func (s *hookedSite) closeNow() {
	s.CloseClientConnections()
	s.Close()
}

// take returns what the hooks reported since the last call.
func (s *hookedSite) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.reports
	s.reports = nil
	return r
}

func (s *hookedSite) handler(site http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/__e2e/hook.js":
			w.Header().Set("Content-Type", "text/javascript")
			w.Header().Set("Cache-Control", "no-store")
			io.WriteString(w, hookJS)
			return
		case blankPage:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<!doctype html><title>blank</title><link rel="icon" href="data:,"><script src="/__e2e/hook.js"></script>`)
			return
		case "/__e2e/report":
			b, _ := io.ReadAll(io.LimitReader(r.Body, 1<<16))
			s.mu.Lock()
			s.reports = append(s.reports, string(b))
			s.mu.Unlock()
			return
		}
		r.Header.Del("Accept-Encoding") // the page is rewritten: plain
		rec := &bufferedResponse{header: http.Header{}, code: http.StatusOK}
		site.ServeHTTP(rec, r)
		body := rec.body.Bytes()
		if strings.HasPrefix(rec.header.Get("Content-Type"), "text/html") {
			if i := bytes.Index(body, []byte("<head>")); i >= 0 {
				i += len("<head>")
				body = append(body[:i:i], append([]byte(`<script src="/__e2e/hook.js"></script>`), body[i:]...)...)
				rec.header.Del("Content-Length")
				rec.header.Del("Etag")
			}
		}
		for k, v := range rec.header {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.code)
		w.Write(body)
	})
}

// bufferedResponse keeps a response to rewrite it.
type bufferedResponse struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (b *bufferedResponse) Header() http.Header         { return b.header }
func (b *bufferedResponse) WriteHeader(code int)        { b.code = code }
func (b *bufferedResponse) Write(p []byte) (int, error) { return b.body.Write(p) }

// freePort returns a local TCP port that nothing listens on.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// waitListening waits until something listens on a local port.
func waitListening(port int, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), time.Second)
		if err == nil {
			c.Close()
			return nil
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}
