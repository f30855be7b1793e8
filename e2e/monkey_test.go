//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"diamond/app/friend"
	"diamond/app/share"
	"diamond/app/store"
	"diamond/cmd/serve/static"
	rules "diamond/rules/games"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The monkey: seeded random use of everything a person can do in the
// app, with invariants checked after every action (docs/testing.md).
//
// Knobs (environment):
//
//	MONKEY_SEEDS            a count n (seeds first … first+n-1) or a comma-separated list of seeds
//	MONKEY_FIRST            the first seed of a count (1)
//	MONKEY_SEED             one seed (or a list), overriding MONKEY_SEEDS
//	MONKEY_ACTIONS          actions per seed
//	MONKEY_ENFORCE_LONGTASK 1: a main-thread task over 200 ms fails (else it is reported)
//	MONKEY_WEIGHTS          changes to the actions' weights: "puzzles=0,tab=0"
//	MONKEY_NOTE_TASKS       tasks over this many ms are logged (200), to see those near the limit
//
// and the flag -monkey.margin, the time the computer gets beyond three
// times its level's budget.
//
// A run is reproducible from its seed as far as the monkey's choices go:
// the app's own randomness (the computer's moves, Diamondback's random
// setup, a friend game's code) and the machine's timing may take a
// replay elsewhere.

var monkeyMargin = flag.Duration("monkey.margin", 5*time.Second, "the monkey: the computer's time allowed beyond three times its level's budget")

// Defaults for make e2e: a short run (make monkey runs longer ones).
const (
	monkeySeedsDefault   = 3
	monkeyActionsDefault = 100
	// longTaskLimit is the longest main-thread task allowed once the
	// page is live (invariant 4).
	longTaskLimit = 200.0 // ms
	// frozen is how long a page may take to answer the monkey.
	frozen = 20 * time.Second
)

// budget is the computer's time for a move at level, as docs/ai.md
// gives it: level 5 thinks 0.7 s on the clock (plus the page's part);
// the others count positions and take well under a second in
// WebAssembly (Pivots' level 4 the slowest: 0.72 s a turn).
func budget(level int) time.Duration {
	if level >= 5 {
		return 800 * time.Millisecond
	}
	return time.Second
}

func monkeySeeds(t *testing.T) []int64 {
	spec := os.Getenv("MONKEY_SEED")
	if spec == "" {
		spec = os.Getenv("MONKEY_SEEDS")
	}
	if spec == "" {
		spec = strconv.Itoa(monkeySeedsDefault)
	}
	var seeds []int64
	if !strings.Contains(spec, ",") && os.Getenv("MONKEY_SEED") == "" {
		n, err := strconv.Atoi(strings.TrimSpace(spec))
		if err != nil {
			t.Fatalf("MONKEY_SEEDS=%q: a count or a list of seeds", spec)
		}
		first := int64(envInt(t, "MONKEY_FIRST", 1))
		for i := range int64(n) {
			seeds = append(seeds, first+i)
		}
		return seeds
	}
	for _, f := range strings.Split(spec, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		s, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			t.Fatalf("seed %q: %v", f, err)
		}
		seeds = append(seeds, s)
	}
	return seeds
}

func envInt(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%s=%q: %v", name, s, err)
	}
	return n
}

func TestMonkey(t *testing.T) {
	seeds := monkeySeeds(t)
	actions := envInt(t, "MONKEY_ACTIONS", monkeyActionsDefault)
	enforce := os.Getenv("MONKEY_ENFORCE_LONGTASK") != "" && os.Getenv("MONKEY_ENFORCE_LONGTASK") != "0"
	var found []string
	var total atomic.Int64
	var longest, most float64
	var longestSeed int64
	var over, stretched int
	start := time.Now()
	for _, seed := range seeds {
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			m := newMonkey(t, seed, enforce)
			f := m.run(actions)
			total.Add(int64(m.done))
			if f != "" {
				found = append(found, f)
			}
			if m.maxLong > longest {
				longest, longestSeed = m.maxLong, seed
			}
			most = max(most, m.maxWork)
			over += m.overLimit
			stretched += m.stretched
		})
	}
	mins := time.Since(start).Minutes()
	t.Logf("monkey: %d seeds, %d actions in %.1f min (%.0f actions a minute); the longest task after start-up %.0f ms (seed %d); %d tasks over %.0f ms, %d of them stretched by the machine's load (their CPU time within it); %s",
		len(seeds), total.Load(), mins, float64(total.Load())/mins, longest, longestSeed, over, longTaskLimit, stretched, mostWorkWords(most))
	for _, f := range found {
		t.Logf("found: %s", f)
	}
}

// monkey plays one seed in one browser profile, with up to two tabs.
type monkey struct {
	t       *testing.T
	seed    int64
	rng     *rand.Rand
	enforce bool
	base    string       // the site's address
	offline *atomic.Bool // the server drops every connection
	tabs    []*tab
	cur     *tab
	phone   bool
	links   []string // links met so far, for older links
	games   []storedGame
	raw     map[string]string // the game keys as last read
	backups map[string]bool
	maxLong float64 // ms, the longest task seen after start-up
	// maxWork is the most CPU time of a task seen after start-up, in
	// ms (monkeywork_test.go); a task not in the trace counts its
	// length.
	maxWork float64
	// overLimit counts the tasks longer than the limit; stretched,
	// those of them whose CPU time was within it.
	overLimit, stretched int
	trace                *taskTrace
	// noteTasks is the length over which a task is logged (ms).
	noteTasks float64
	weights   []int
	step      int
	done      int
	// exempt is set by an action allowed to lose a game's moves: a
	// take-back, an explicit removal (see audit). It holds for the next
	// action too (exemptTill): the app saves a move once it is painted,
	// which may be after the check.
	exempt     string
	exemptTill int
}

// tab is one page of the profile.
type tab struct {
	name   string
	ctx    context.Context
	cancel context.CancelFunc
	mu     sync.Mutex
	errs   []string // what the page's listeners saw
	// console is the page's last console lines: a Go panic's trace
	// follows its first line, a line a message.
	console []string
	panicAt int // where in console the last panic began, or -1
	// offline: the page's network is emulated as gone; back is when it
	// came back (network errors just after are the offline period's).
	offline bool
	back    time.Time
	// The computer's turn: since when it has been the computer's turn at
	// ply, on a live page.
	compOn    bool
	compPly   int
	compSince time.Time
	puzzle    string // the puzzle shown
	noPuzzle  bool   // the puzzle page has none to show
}

func newMonkey(t *testing.T, seed int64, enforce bool) *monkey {
	m := &monkey{t: t, seed: seed, rng: rand.New(rand.NewSource(seed)), enforce: enforce, backups: map[string]bool{}, weights: weights(t)}
	m.noteTasks = float64(envInt(t, "MONKEY_NOTE_TASKS", int(longTaskLimit)))
	m.offline = new(atomic.Bool)
	h := static.Handler(siteDir)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if m.offline.Load() {
			// No answer at all, as a network that is gone.
			if hj, ok := w.(http.Hijacker); ok {
				if c, _, err := hj.Hijack(); err == nil {
					c.Close()
					return
				}
			}
			http.Error(w, "offline", http.StatusServiceUnavailable)
			return
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	m.base = srv.URL
	size := desktop
	if m.rng.Intn(3) == 0 {
		size, m.phone = phone, true
	}
	b := newBrowser(t, size)
	first := &tab{name: "tab 1", ctx: b.ctx, panicAt: -1}
	m.setUpTab(first)
	m.startTaskTrace(first)
	m.tabs = []*tab{first}
	m.cur = first
	t.Logf("seed %d (%s)", seed, map[bool]string{true: "phone", false: "desktop"}[m.phone])
	return m
}

// monkeyScript runs in every document before its own scripts: it
// collects the Content-Security-Policy violations and the long tasks
// (takeLong: those since the page was live, once each).
const monkeyScript = `window.__monkey = {long: [], csp: [], liveAt: Infinity,
  takeLong() { return this.long.splice(0).filter(t => t[0] >= this.liveAt); }};
document.addEventListener('securitypolicyviolation', e => window.__monkey.csp.push(
  e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber));
try {
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.__monkey.long.push([e.startTime, e.duration]); }).observe({type: 'longtask'});
} catch (e) {}`

// seededScript makes the page's randomness follow the seed, so that a
// replay meets the same draws (the next puzzle, Diamondback's random
// setup, a friend game's code, the computer's seed, which the page
// sends its worker): crypto.getRandomValues, which Go's runtime reads,
// and Math.random become a xorshift seeded by the monkey's seed, the tab
// and the tab's count of documents (kept in sessionStorage). Only the
// app's documents: the service worker and the computer's worker keep
// theirs.
const seededScript = `(() => {
	let n = 0;
	try { n = Number(sessionStorage.getItem('monkey.docs') || 0) + 1; sessionStorage.setItem('monkey.docs', String(n)); } catch (e) {}
	let x = (%d * 2654435761 + n * 40503 + %q.length * 97) >>> 0 || 1;
	const next = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
	for (let i = 0; i < 8; i++) next();
	const fill = a => {
		const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
		for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 255;
		return a;
	};
	try { Object.defineProperty(crypto, 'getRandomValues', {value: fill}); } catch (e) {}
	Math.random = () => next() / 4294967296;
})();
`

// setUpTab listens to a tab's page errors and console, and injects the
// monkey's script into each of its documents.
func (m *monkey) setUpTab(tb *tab) {
	chromedp.ListenTarget(tb.ctx, func(ev any) {
		var msg string
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			msg = "page error: " + d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg += " " + firstLines(d.Exception.Description, 4)
			}
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range ev.Args {
				if a.Value != nil {
					var s string
					if json.Unmarshal(a.Value, &s) == nil {
						parts = append(parts, s)
					} else {
						parts = append(parts, string(a.Value))
					}
				} else {
					parts = append(parts, a.Description)
				}
			}
			text := strings.Join(parts, " ")
			tb.mu.Lock()
			tb.console = append(tb.console, text)
			if len(tb.console) > 200 {
				tb.console = tb.console[100:]
				tb.panicAt -= 100
			}
			if strings.Contains(text, "panic:") {
				tb.panicAt = len(tb.console) - 1
			}
			tb.mu.Unlock()
			switch {
			case strings.Contains(text, "panic:") || strings.Contains(text, "Go program has already exited"):
				msg = "Go panic: " + firstLines(text, 6)
			case ev.Type == runtime.APITypeError && m.offline.Load() && (strings.Contains(text, "service worker registration failed") || failedLoad(text)):
				// go-app's, when the network is gone before the
				// service worker was installed: nothing a person sees.
			case ev.Type == runtime.APITypeError:
				msg = "console error: " + firstLines(text, 4)
			}
		case *log.EventEntryAdded:
			e := ev.Entry
			if e.Level != log.LevelError {
				return
			}
			tb.mu.Lock()
			gone := tb.offline || m.offline.Load() || time.Since(tb.back) < 5*time.Second
			tb.mu.Unlock()
			if gone && (e.Source == log.SourceNetwork || failedLoad(e.Text)) {
				return // the network was gone: requests failed
			}
			msg = "console error (" + string(e.Source) + "): " + firstLines(e.Text, 3)
			if e.URL != "" {
				msg += " at " + e.URL
			}
		case *page.EventJavascriptDialogOpening:
			msg = "a JavaScript dialog opened: " + ev.Message
			go chromedp.Run(tb.ctx, page.HandleJavaScriptDialog(true))
		}
		if msg != "" {
			tb.mu.Lock()
			tb.errs = append(tb.errs, msg)
			tb.mu.Unlock()
		}
	})
	ctx, cancel := context.WithTimeout(tb.ctx, time.Minute)
	defer cancel()
	err := chromedp.Run(ctx,
		network.Enable(),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(fmt.Sprintf(seededScript, m.seed, tb.name) + monkeyScript).Do(ctx)
			return err
		}),
		cdpbrowser.SetDownloadBehavior(cdpbrowser.SetDownloadBehaviorBehaviorDeny),
		cdpbrowser.GrantPermissions([]cdpbrowser.PermissionType{cdpbrowser.PermissionTypeClipboardReadWrite, cdpbrowser.PermissionTypeClipboardSanitizedWrite}).WithOrigin(m.base),
	)
	if err != nil {
		m.t.Fatalf("setting up %s: %v", tb.name, err)
	}
}

// failedLoad reports whether a console message says a file could not
// be fetched: what a page says while the network is gone (the worker's
// importScripts, a fetch), no error of the app's.
func failedLoad(text string) bool {
	for _, s := range []string{"NetworkError", "failed to load", "Failed to fetch", "Failed to load", "ERR_INTERNET_DISCONNECTED", "ERR_EMPTY_RESPONSE", "ERR_CONNECTION"} {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

func firstLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = append(lines[:n], "…")
	}
	return strings.Join(lines, " | ")
}

// errSkip says an action found nothing to act on: another is chosen.
var errSkip = errors.New("nothing to do")

// errFrozen says the page did not answer in time.
var errFrozen = errors.New("the page did not answer")

// do runs chromedp actions on the current tab, with the frozen page's
// limit.
func (m *monkey) do(actions ...chromedp.Action) error {
	return m.doOn(m.cur, frozen, actions...)
}

func (m *monkey) doOn(tb *tab, limit time.Duration, actions ...chromedp.Action) error {
	ctx, cancel := context.WithTimeout(tb.ctx, limit)
	defer cancel()
	err := chromedp.Run(ctx, actions...)
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("%w in %v: %v", errFrozen, limit, err)
	}
	return err
}

// eval evaluates a JavaScript expression (awaited if a promise).
func (m *monkey) eval(expr string, out any) error {
	return m.do(chromedp.Evaluate(expr, out, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
}

// settle waits two frames and a little: the app has drawn the action.
func (m *monkey) settle() error {
	return m.eval(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => r(true), 10))))`, nil)
}

// pick is an element the page chose for the monkey.
type pick struct {
	N    int     `json:"n"`
	I    int     `json:"i"` // its place among the N
	Desc string  `json:"desc"`
	ID   string  `json:"id"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	// Over names the button that covers a site's centre (a dialog's, a
	// confirmation's), where a click there lands: "#id", or its tag.
	Over string `json:"over"`
}

// pickJS lists the candidates of a kind, visible and enabled, in the
// page's order, takes the one at r (in [0,1)), scrolls it into view and
// returns its centre. Inside an open modal dialog only its elements are
// candidates, as for a person.
const pickJS = `((kind, r) => {
	const visible = e => {
		if (e.closest('[inert]') || e.closest('[hidden]')) return false;
		const rs = e.getClientRects();
		if (!rs.length) return false;
		const s = getComputedStyle(e);
		return s.visibility !== 'hidden' && s.display !== 'none' && s.pointerEvents !== 'none';
	};
	const dialogs = [...document.querySelectorAll('dialog[open]')];
	const scope = dialogs.length ? dialogs[dialogs.length - 1] : document;
	let els = [];
	if (kind === 'site') {
		els = [...document.querySelectorAll('#board g.pt[data-point]')];
	} else if (kind === 'button') {
		els = [...scope.querySelectorAll('button, [role=button], a[href], input[type=checkbox], input[type=radio], summary')].filter(e => {
			if (e.disabled || e.getAttribute('aria-disabled') === 'true') return false;
			if (e.closest('#board')) return false;
			if (e.tagName === 'A') {
				if (e.target === '_blank' || e.hasAttribute('download')) return false;
				try { if (new URL(e.href).origin !== location.origin) return false; } catch (x) { return false; }
			}
			return true;
		});
	} else if (kind === 'text') {
		els = [...scope.querySelectorAll('textarea, input:not([type]), input[type=text], input[type=search], input[type=number], input[type=url]')].filter(e => !e.disabled && !e.readOnly);
	} else if (kind === 'select') {
		els = [...scope.querySelectorAll('select')].filter(e => !e.disabled);
	}
	els = els.filter(visible);
	if (!els.length) return {n: 0};
	const i = Math.min(els.length - 1, Math.floor(r * els.length));
	const e = els[i];
	e.scrollIntoView({block: 'nearest', inline: 'nearest'});
	const target = kind === 'site' ? (e.querySelector('circle.hit') || e) : e;
	const b = target.getBoundingClientRect(), x = b.x + b.width / 2, y = b.y + b.height / 2;
	const name = kind === 'site' ? e.dataset.point : (e.id ? '#' + e.id : e.tagName.toLowerCase()) + ((t => t ? ' "' + t.slice(0, 24) + '"' : '')(e.textContent.replace(/\s+/g, ' ').trim()));
	const at = document.elementFromPoint(x, y), over = at && at.closest('button, [role=button], a[href]');
	const covered = !!over && over !== e && !e.contains(over) && !(kind === 'site' && over.closest('#board'));
	return {n: els.length, i: i, desc: name, id: e.id || '', x: x, y: y,
		over: covered ? (over.id ? '#' + over.id : over.tagName.toLowerCase()) : ''};
})`

// pick picks an element of a kind at random; sites at the ends of the
// board's order (the highest-numbered sites, which a board of another
// game may lack) a fifth of the time.
func (m *monkey) pick(kind string) (pick, error) {
	r := m.rng.Float64()
	if kind == "site" && m.rng.Intn(5) == 0 {
		if m.rng.Intn(3) == 0 {
			r = r * 0.03
		} else {
			r = 0.97 + r*0.03
		}
	}
	return m.pickAt(kind, r)
}

// pickAt picks the element of a kind at r in [0, 1) of the list.
func (m *monkey) pickAt(kind string, r float64) (pick, error) {
	var p pick
	if err := m.eval(fmt.Sprintf("%s(%q, %v)", pickJS, kind, r), &p); err != nil {
		return p, err
	}
	if p.N == 0 {
		return p, errSkip
	}
	return p, nil
}

// clickAt clicks as a mouse does.
func (m *monkey) clickAt(x, y float64) error {
	return m.do(chromedp.MouseClickXY(x, y))
}

// tapAt taps as a finger does.
func (m *monkey) tapAt(x, y float64) error {
	return m.do(
		input.DispatchTouchEvent(input.TouchStart, []*input.TouchPoint{{X: x, Y: y}}),
		input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}),
	)
}

// clickID clicks the element with id if it is there and visible.
func (m *monkey) clickID(id string) error {
	var p pick
	err := m.eval(fmt.Sprintf(`(e => {
		if (!e || e.disabled || !e.getClientRects().length) return {n: 0};
		e.scrollIntoView({block: 'nearest'});
		const b = e.getBoundingClientRect();
		return {n: 1, x: b.x + b.width / 2, y: b.y + b.height / 2};
	})(document.getElementById(%q))`, id), &p)
	if err != nil {
		return err
	}
	if p.N == 0 {
		return errSkip
	}
	if err := m.clickAt(p.X, p.Y); err != nil {
		return err
	}
	return m.settle()
}

// ids lists the ids of the visible elements matching a selector.
func (m *monkey) ids(sel string) []string {
	var ids []string
	m.eval(fmt.Sprintf(`[...document.querySelectorAll(%q)].filter(e => e.id && !e.disabled && e.getClientRects().length).map(e => e.id)`, sel), &ids)
	return ids
}

// An action is one thing a person does; it returns what it did. Its key
// names it in MONKEY_WEIGHTS.
type action struct {
	key    string
	name   string
	weight int
	do     func(m *monkey) (string, error)
}

var monkeyActions = []action{
	{"site", "click a site", 30, (*monkey).clickSite},
	{"tap", "tap a site", 8, (*monkey).tapSite},
	{"drag", "drag", 8, (*monkey).drag},
	{"boardkeys", "keys on the board", 10, (*monkey).boardKeys},
	{"pagekey", "a key on the page", 6, (*monkey).pageKey},
	{"button", "a button", 30, (*monkey).button},
	{"quick", "two quick clicks", 4, (*monkey).quick},
	{"type", "type", 4, (*monkey).typeText},
	{"select", "choose", 2, (*monkey).choose},
	{"newgame", "new game", 5, (*monkey).newGame},
	{"link", "open a link", 4, (*monkey).openLink},
	{"reload", "reload", 2, (*monkey).reload},
	{"history", "back or forward", 1, (*monkey).history},
	{"network", "offline or online", 2, (*monkey).network},
	{"tab", "second tab", 2, (*monkey).secondTab},
	{"puzzles", "puzzles", 3, (*monkey).puzzles},
	{"home", "go home", 2, (*monkey).home},
	{"wait", "wait", 3, (*monkey).wait},
	{"computer", "wait for the computer", 4, (*monkey).waitComputer},
	// Last, and off by default, so that the seeds of the runs before it
	// still replay: MONKEY_WEIGHTS=thinking=5 turns it on.
	{"thinking", "a button while the computer thinks", 0, (*monkey).whileThinking},
}

// weights returns the actions' weights, with MONKEY_WEIGHTS's changes
// ("puzzles=0,tab=0,site=50"): a way past a known bug to the next one.
func weights(t *testing.T) []int {
	w := make([]int, len(monkeyActions))
	for i, a := range monkeyActions {
		w[i] = a.weight
	}
	for _, f := range strings.Split(os.Getenv("MONKEY_WEIGHTS"), ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		key, v, _ := strings.Cut(f, "=")
		n, err := strconv.Atoi(v)
		i := slices.IndexFunc(monkeyActions, func(a action) bool { return a.key == key })
		if err != nil || i < 0 || n < 0 {
			t.Fatalf("MONKEY_WEIGHTS: %q is not key=weight with a key of monkeyActions", f)
		}
		w[i] = n
	}
	return w
}

func (m *monkey) nextAction() (action, int) {
	total := 0
	for _, w := range m.weights {
		total += w
	}
	n := m.rng.Intn(total)
	for i, a := range monkeyActions {
		if n < m.weights[i] {
			return a, i
		}
		n -= m.weights[i]
	}
	panic("unreachable")
}

// run plays n actions; it returns the failure found, or "".
func (m *monkey) run(n int) string {
	if err := m.navigate(m.base + "/"); err != nil {
		return m.fail(0, "opening the app: "+err.Error())
	}
	if f := m.check("start"); f != "" {
		return m.fail(0, f)
	}
	for m.step = 1; m.step <= n; m.step++ {
		var desc string
		var err error
		began := time.Now()
		for try := 0; try < 20; try++ {
			a, _ := m.nextAction()
			if m.step > m.exemptTill {
				m.exempt = ""
			}
			desc, err = a.do(m)
			if !errors.Is(err, errSkip) {
				if desc == "" {
					desc = a.name
				}
				break
			}
		}
		if errors.Is(err, errSkip) {
			desc, err = m.wait()
		}
		m.t.Logf("%d %s: %s (%.1f s)", m.step, m.cur.name, desc, time.Since(began).Seconds())
		if err != nil {
			if errors.Is(err, errFrozen) {
				return m.fail(m.step, desc+": "+err.Error()+m.frozenReport(m.cur)+m.tabErrors())
			}
			m.t.Logf("   (%v)", firstLines(err.Error(), 2))
		}
		if f := m.check(desc); f != "" {
			return m.fail(m.step, f)
		}
		m.done++
	}
	m.t.Logf("seed %d: %d actions, no failure; longest task after start-up %.0f ms (%s); %d over %.0f ms, %d of them stretched by the machine's load (their CPU time within it)",
		m.seed, n, m.maxLong, mostWorkWords(m.maxWork), m.overLimit, longTaskLimit, m.stretched)
	return ""
}

func (m *monkey) fail(step int, what string) string {
	m.t.Errorf("seed %d, action %d: %s", m.seed, step, what)
	replay := fmt.Sprintf("make monkey SEED=%d ACTIONS=%d", m.seed, step)
	if w := os.Getenv("MONKEY_WEIGHTS"); w != "" {
		replay += " WEIGHTS=" + w
	}
	if !m.enforce {
		replay += " LONGTASK=0"
	}
	m.t.Errorf("replay: %s", replay)
	return fmt.Sprintf("seed %d, action %d: %s\n   replay: %s", m.seed, step, firstLines(what, 1), replay)
}

// state is what the monkey reads of the page after each action.
type state struct {
	Href   string `json:"href"`
	Ready  string `json:"ready"`
	App    bool   `json:"app"`
	Live   bool   `json:"live"`
	Status string `json:"status"`
	Puzzle string `json:"puzzle"`
	// NoPuzzle: the puzzle page has no puzzle for the game and theme
	// chosen.
	NoPuzzle bool              `json:"noPuzzle"`
	Ply      int               `json:"ply"`
	CSP      []string          `json:"csp"`
	Long     [][2]float64      `json:"long"`
	Storage  map[string]string `json:"storage"`
	Backups  []string          `json:"backups"`
}

const stateJS = `(() => {
	const M = window.__monkey;
	const app = document.querySelector('.app');
	const board = document.querySelector('#board');
	const out = {
		href: location.href, ready: document.readyState, app: !!app,
		live: !!app && app.dataset.live !== 'false' && !!document.querySelector('#board svg'),
		status: (document.querySelector('#status') || {textContent: ''}).textContent.replace(/\s+/g, ' ').trim(),
		ply: board && board.dataset.ply !== undefined ? Number(board.dataset.ply) : -1,
		puzzle: (document.querySelector('#board-area[data-puzzle]') || {dataset: {puzzle: ''}}).dataset.puzzle,
		noPuzzle: !!document.querySelector('.app.puzzles') && document.querySelector('.app.puzzles').textContent.includes('No puzzle left'),
		csp: [], long: [], storage: {}, backups: [],
	};
	for (const f of [window, ...[...document.querySelectorAll('iframe')].map(f => f.contentWindow)]) {
		try { if (f.__monkey) out.csp.push(...f.__monkey.csp.splice(0)); } catch (e) {}
	}
	if (M) out.long = M.takeLong();
	try {
		for (let i = 0; i < localStorage.length; i++) {
			const k = localStorage.key(i);
			if (k.startsWith('diamond.backup.')) out.backups.push(k);
			else if (k.endsWith('.game') || k.endsWith('.kept') || k === 'diamond.friends' || k === 'diamond.settings') out.storage[k] = localStorage.getItem(k);
		}
	} catch (e) {}
	return out;
})()`

// otherTabLongJS takes the long tasks of a tab the monkey does not act
// in, as stateJS does for the one it acts in.
const otherTabLongJS = `window.__monkey ? window.__monkey.takeLong() : []`

// check checks the invariants after an action; it returns the failure,
// or "".
func (m *monkey) check(desc string) string {
	var st state
	if err := m.eval(stateJS, &st); err != nil {
		if errors.Is(err, errFrozen) {
			return err.Error()
		}
		// A navigation under way: read again.
		time.Sleep(300 * time.Millisecond)
		if err := m.eval(stateJS, &st); err != nil {
			return "reading the page: " + err.Error()
		}
	}
	if st.NoPuzzle && !m.cur.noPuzzle {
		m.t.Logf("   the puzzle page says: no puzzle left for this choice")
	}
	m.cur.noPuzzle = st.NoPuzzle
	if st.Puzzle != m.cur.puzzle {
		m.cur.puzzle = st.Puzzle
		if st.Puzzle != "" {
			m.t.Logf("   puzzle %s", st.Puzzle)
		}
	}
	// 1. No page error, panic, violation or console error, in any tab.
	if errs := m.tabErrors(); errs != "" {
		return strings.TrimPrefix(errs, "; ")
	}
	if len(st.CSP) > 0 {
		return "CSP violation: " + strings.Join(st.CSP, "; ")
	}
	// 4. Long tasks, held to the limit by their CPU time: the other
	// tab's too, read now rather than when it is shown again, while the
	// trace still has them.
	for _, tb := range m.tabs {
		var long [][2]float64
		if tb != m.cur && m.doOn(tb, 5*time.Second, chromedp.Evaluate(otherTabLongJS, &long)) == nil {
			st.Long = append(st.Long, long...)
		}
	}
	var lengths []float64
	for _, l := range st.Long {
		m.maxLong = math.Max(m.maxLong, l[1])
		if l[1] > min(longTaskLimit, m.noteTasks) {
			lengths = append(lengths, l[1])
		}
	}
	if len(lengths) > 0 {
		work := m.taskWork(lengths)
		for i, l := range lengths {
			m.maxWork = math.Max(m.maxWork, math.Min(work[i], l)) // no more than its length
			if l > longTaskLimit {
				m.overLimit++
				if work[i] <= longTaskLimit {
					m.stretched++
				}
			}
			if l > longTaskLimit && work[i] > longTaskLimit && m.enforce {
				return fmt.Sprintf("a task of %.0f ms on the page's thread, %s (limit %.0f ms)", l, workWords(work[i]), longTaskLimit)
			}
			if l > m.noteTasks {
				m.t.Logf("   a task of %.0f ms on the page's thread, %s", l, workWords(work[i]))
			}
		}
	}
	// 2. The computer moves in time.
	if f := m.computerInTime(st); f != "" {
		return f
	}
	// 3. No game with moves lost.
	return m.audit(st)
}

// tabErrors returns what the tabs' listeners saw since the last call,
// each error after "; ".
func (m *monkey) tabErrors() string {
	var s string
	for _, tb := range m.tabs {
		tb.mu.Lock()
		errs := tb.errs
		tb.errs = nil
		tb.mu.Unlock()
		for _, e := range errs {
			s += "; " + tb.name + ": " + e
		}
		tb.mu.Lock()
		if len(errs) > 0 && tb.panicAt >= 0 && tb.panicAt < len(tb.console) {
			trace := tb.console[tb.panicAt:min(len(tb.console), tb.panicAt+30)]
			s += "\n   the panic's trace:\n      " + strings.Join(trace, "\n      ")
			tb.panicAt = -1
		}
		tb.mu.Unlock()
	}
	return s
}

// computerTurn reports whether the status line says the computer is to
// play, on the live position.
func computerTurn(status string) bool {
	if strings.HasPrefix(status, "Earlier position") {
		return false
	}
	if strings.HasPrefix(status, "The computer (") {
		return true
	}
	parts := strings.Split(status, " · ")
	return len(parts) >= 2 && parts[1] == "Computer"
}

// computerInTime checks that the computer, on its turn, moves within its
// level's budget ×3 plus the margin; the clock starts when the monkey
// first sees its turn at a ply and stops when the ply changes.
func (m *monkey) computerInTime(st state) string {
	tb := m.cur
	if !st.Live || !computerTurn(st.Status) {
		tb.compOn = false
		return ""
	}
	if !tb.compOn || tb.compPly != st.Ply {
		tb.compOn, tb.compPly, tb.compSince = true, st.Ply, time.Now()
		return ""
	}
	level := m.level(st)
	limit := 3*budget(level) + *monkeyMargin
	if waited := time.Since(tb.compSince); waited > limit {
		return fmt.Sprintf("the computer (level %d) has not moved in %.1f s at ply %d (limit %v): %q", level, waited.Seconds(), st.Ply, limit, st.Status)
	}
	return ""
}

// level is the level of the game on the board, as stored.
func (m *monkey) level(st state) int {
	g := onBoard(st)
	if g.Level == 0 {
		return 5
	}
	return g.Level
}

// storedGame is a game with moves found in storage.
type storedGame struct {
	kind   string
	friend string // a friend game's code
	where  string
	moves  []string
	// line is moves and then the taken-back moves (Redo), which the
	// game keeps too.
	line []string
}

func (g storedGame) String() string {
	s := fmt.Sprintf("%s game of %d moves in %s", g.kind, len(g.moves), g.where)
	if g.friend != "" {
		s += " (friend game " + g.friend + ")"
	}
	n := len(g.moves)
	s += ": …" + strings.Join(g.moves[max(0, n-6):], " ")
	if len(g.line) > n {
		s += fmt.Sprintf(" (and %d taken back)", len(g.line)-n)
	}
	return s
}

// games reads every game with moves from storage.
func readGames(storage map[string]string) ([]storedGame, map[string]int, []string) {
	var gs []storedGame
	kept := map[string]int{} // kept games of each kind
	var bad []string
	add := func(kind, code, where, record, redo string) {
		if kind == "" {
			kind = "diamond"
		}
		spec, err := rules.ByID(kind)
		if err != nil {
			bad = append(bad, where+": "+err.Error())
			return
		}
		match, err := spec.ParseCompact(record)
		if err != nil {
			bad = append(bad, fmt.Sprintf("%s: the record %q cannot be read: %v", where, record, err))
			return
		}
		line := match.Moves()
		if redo != "" {
			if full, err := spec.ParseCompact(record + redo); err == nil {
				line = full.Moves()
			}
		}
		if len(line) > 0 {
			gs = append(gs, storedGame{kind: kind, friend: code, where: where, moves: match.Moves(), line: line})
		}
	}
	for key, v := range storage {
		kind := strings.TrimPrefix(key, "diamond.")
		switch {
		case key == "diamond.friends":
			var env struct {
				Friends []friend.Game `json:"friends"`
			}
			if err := json.Unmarshal([]byte(v), &env); err != nil {
				bad = append(bad, key+": "+err.Error())
			}
			for i, f := range env.Friends {
				add(f.Kind, f.ID, fmt.Sprintf("%s[%d]", key, i), f.Record, "")
			}
		case strings.HasSuffix(key, ".game"):
			var env struct {
				Game store.Game `json:"game"`
			}
			if err := json.Unmarshal([]byte(v), &env); err != nil {
				bad = append(bad, key+": "+err.Error())
			}
			add(strings.TrimSuffix(strings.TrimSuffix(kind, "game"), "."), "", key, env.Game.Record, env.Game.Redo)
		case strings.HasSuffix(key, ".kept"):
			var env struct {
				Kept []store.Game `json:"kept"`
			}
			if err := json.Unmarshal([]byte(v), &env); err != nil {
				bad = append(bad, key+": "+err.Error())
			}
			k := strings.TrimSuffix(strings.TrimSuffix(kind, "kept"), ".")
			if k == "" {
				k = "diamond"
			}
			kept[k] = len(env.Kept)
			for i, g := range env.Kept {
				add(k, "", fmt.Sprintf("%s[%d]", key, i), g.Record, g.Redo)
			}
		}
	}
	slices.SortFunc(gs, func(a, b storedGame) int { return strings.Compare(a.where, b.where) })
	return gs, kept, bad
}

// audit checks that every game with moves stored before the action is
// still stored after it. The rules:
//
//   - a game is its kind and its moves (a friend game also its code);
//   - it is still stored if a game of its kind (and code) anywhere in
//     storage (the game-in-progress key, the kept list, the friends
//     list) has its moves as its first moves: a game may grow, end, or
//     move between the keys, but not be shortened or vanish;
//   - a kept list holds at most store.MaxKept games: a game of a kind
//     whose kept list is full after the action may have been dropped;
//   - an action that takes back or removes (Take back, a Remove
//     confirmed) may shorten or drop games: the audit starts afresh
//     after it.
//
// A new game, a link, an import, a reload or a second tab lose nothing.
// No stored data may become unreadable (a new backup key).
func (m *monkey) audit(st state) string {
	if !strings.HasPrefix(st.Href, m.base+"/") {
		return "" // another origin's page (about:blank after Back): not the app's storage
	}
	gs, kept, bad := readGames(st.Storage)
	if len(bad) > 0 {
		return "storage: " + strings.Join(bad, "; ")
	}
	for _, k := range st.Backups {
		if !m.backups[k] {
			m.backups[k] = true
			return "storage: unreadable data was backed up to " + k
		}
	}
	before, raw := m.games, m.raw
	m.games, m.raw = gs, st.Storage
	if m.exempt != "" {
		return ""
	}
	for _, g := range before {
		if len(g.moves) == 0 {
			continue // only taken-back moves
		}
		if g.friend == "" && kept[g.kind] >= store.MaxKept {
			continue
		}
		found := false
		for _, h := range gs {
			if h.kind == g.kind && h.friend == g.friend && len(h.line) >= len(g.moves) && slices.Equal(h.line[:len(g.moves)], g.moves) {
				found = true
				break
			}
		}
		if !found {
			now := []string{}
			for _, h := range gs {
				if h.kind == g.kind {
					now = append(now, h.String())
				}
			}
			f := fmt.Sprintf("storage: a %s is gone; stored now: %s", g, strings.Join(now, "; "))
			for k, v := range raw {
				if st.Storage[k] != v {
					f += fmt.Sprintf("\n   %s was %s\n      is now %s", k, v, st.Storage[k])
				}
			}
			return f
		}
	}
	return ""
}

// navigate loads url in the current tab and waits until the app (or the
// puzzle page) is live; other pages (the rules) until they are loaded.
func (m *monkey) navigate(url string) error {
	err := m.do(chromedp.Navigate(url))
	if err != nil && !strings.Contains(err.Error(), "net::ERR") {
		return err
	}
	return m.waitLive()
}

// waitLive waits until the page is the app, live, or another page,
// loaded; then long tasks count.
func (m *monkey) waitLive() error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		var s string
		err := m.doOn(m.cur, 5*time.Second, chromedp.Evaluate(`(() => {
			if (document.readyState !== 'complete') return 'loading';
			if (location.protocol === 'chrome-error:' || location.href.startsWith('chrome-error')) return 'error';
			const app = document.querySelector('.app');
			const wasm = !!document.querySelector('script[src*="app.js"]') || location.pathname === '/' || location.pathname.startsWith('/puzzles');
			if (!wasm) return 'page';
			if (document.querySelector('#board svg') && (document.querySelector('.app[data-live="true"]') || document.querySelector('#board-area[data-puzzle]'))) return 'live';
			const puzzles = document.querySelector('.app.puzzles[data-live="true"]');
			if (puzzles && puzzles.textContent.includes('No puzzle left')) return 'live'; // a choice with no puzzle: no board
			return 'starting';
		})()`, &s))
		if err == nil && (s == "live" || s == "page" || s == "error") {
			if s == "error" {
				return errors.New("the page did not load (offline?)")
			}
			m.eval(`window.__monkey && (window.__monkey.liveAt = performance.now()), true`, nil)
			m.cur.compOn = false
			return nil
		}
		if time.Now().After(deadline) {
			var why string
			m.doOn(m.cur, 5*time.Second, chromedp.Evaluate(`location.href + ', ' + document.visibilityState + ', .app: ' + ((document.querySelector('.app') || {className: 'none'}).className) + ', board: ' + !!document.querySelector('#board svg') + ', body: ' + document.body.textContent.replace(/\s+/g, ' ').slice(0, 200)`, &why))
			return fmt.Errorf("%w: not live in 30 s (%s; %s)%s", errFrozen, s, why, m.tabErrors())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (m *monkey) clickSite() (string, error) { return m.onSite("click", (*monkey).clickAt) }

func (m *monkey) tapSite() (string, error) { return m.onSite("tap", (*monkey).tapAt) }

// onSite picks a site and acts on it (verb, by act: a click or a tap),
// then lets the page settle.
func (m *monkey) onSite(verb string, act func(m *monkey, x, y float64) error) (string, error) {
	p, err := m.pick("site")
	if err != nil {
		return "", err
	}
	desc := verb + " " + m.aimAt(p)
	if err := act(m, p.X, p.Y); err != nil {
		return desc, err
	}
	return desc, m.settle()
}

// drag drags from one site to another, by mouse or finger, in steps.
func (m *monkey) drag() (string, error) {
	from, err := m.pick("site")
	if err != nil {
		return "", err
	}
	to, err := m.pick("site")
	if err != nil {
		return "", err
	}
	touch := m.rng.Intn(3) == 0
	steps := 2 + m.rng.Intn(6)
	var acts []chromedp.Action
	at := func(i int) (float64, float64) {
		f := float64(i) / float64(steps)
		return from.X + f*(to.X-from.X), from.Y + f*(to.Y-from.Y)
	}
	if touch {
		acts = append(acts, input.DispatchTouchEvent(input.TouchStart, []*input.TouchPoint{{X: from.X, Y: from.Y}}))
		for i := 1; i <= steps; i++ {
			x, y := at(i)
			acts = append(acts, input.DispatchTouchEvent(input.TouchMove, []*input.TouchPoint{{X: x, Y: y}}))
		}
		acts = append(acts, input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}))
	} else {
		acts = append(acts, input.DispatchMouseEvent(input.MousePressed, from.X, from.Y).WithButton(input.Left).WithButtons(1).WithClickCount(1))
		for i := 1; i <= steps; i++ {
			x, y := at(i)
			acts = append(acts, input.DispatchMouseEvent(input.MouseMoved, x, y).WithButton(input.Left).WithButtons(1))
		}
		acts = append(acts, input.DispatchMouseEvent(input.MouseReleased, to.X, to.Y).WithButton(input.Left).WithClickCount(1))
	}
	how := map[bool]string{true: "finger", false: "mouse"}[touch]
	desc := fmt.Sprintf("drag %s→%s by %s", from.Desc, to.Desc, how)
	if err := m.do(acts...); err != nil {
		return desc, err
	}
	return desc, m.settle()
}

var boardKeyList = []string{kb.ArrowUp, kb.ArrowDown, kb.ArrowLeft, kb.ArrowRight, kb.Enter, " ", kb.Escape, "h", "f", kb.Home, kb.End}

var keyNames = map[string]string{kb.ArrowUp: "↑", kb.ArrowDown: "↓", kb.ArrowLeft: "←", kb.ArrowRight: "→", kb.Enter: "Enter", " ": "Space", kb.Escape: "Escape", kb.Home: "Home", kb.End: "End", kb.Tab: "Tab"}

func keyName(k string) string {
	if n, ok := keyNames[k]; ok {
		return n
	}
	return strings.ToUpper(k)
}

// boardKeys focuses the board and presses a few keys there.
func (m *monkey) boardKeys() (string, error) {
	var ok bool
	if err := m.eval(`(b => { if (!b || document.querySelector('dialog[open]')) return false; b.focus(); return document.activeElement === b; })(document.querySelector('#board'))`, &ok); err != nil || !ok {
		return "", errSkip
	}
	n := 1 + m.rng.Intn(4)
	var names []string
	for range n {
		k := boardKeyList[m.rng.Intn(len(boardKeyList))]
		names = append(names, keyName(k))
		if err := m.do(chromedp.KeyEvent(k)); err != nil {
			return "board keys " + strings.Join(names, " "), err
		}
		if err := m.settle(); err != nil {
			return "board keys " + strings.Join(names, " "), err
		}
	}
	return "board keys " + strings.Join(names, " "), nil
}

// pageKey presses a key with the focus off the board (or in a dialog).
func (m *monkey) pageKey() (string, error) {
	keys := append([]string{kb.Tab}, boardKeyList...)
	k := keys[m.rng.Intn(len(keys))]
	var focused string
	m.eval(`(a => { if (a && a.id === 'board') a.blur(); return document.activeElement ? document.activeElement.id : ''; })(document.activeElement)`, &focused)
	if (k == kb.Enter || k == " ") && exempting(focused) {
		// Enter or Space presses the focused button: Take back again.
		m.exempt, m.exemptTill = focused, m.step+1
	}
	if err := m.do(chromedp.KeyEvent(k)); err != nil {
		return "page key " + keyName(k), err
	}
	return "page key " + keyName(k), m.settle()
}

// aimAt describes the element picked, and what covers it if something
// does, and lets the audit exempt the action if what the click presses
// may lose moves: a person's click there presses what covers the element
// (a Remove's question, which stands over the rows below its own), and a
// Remove's Yes is an explicit removal, whatever the hand aimed at.
func (m *monkey) aimAt(p pick) string {
	desc := p.Desc
	if p.Over != "" {
		desc += " (on " + p.Over + ")"
	}
	for _, id := range []string{p.ID, strings.TrimPrefix(p.Over, "#")} {
		if exempting(id) {
			m.exempt, m.exemptTill = id, m.step+1
		}
	}
	return desc
}

// exempting says which ids may lose moves (see audit).
func exempting(id string) bool {
	return id == "undo" || strings.HasPrefix(id, "remove-") && strings.HasSuffix(id, "-yes")
}

// button clicks (or taps, on a phone) a visible, enabled button, link,
// checkbox or radio button, in the open dialog if there is one.
func (m *monkey) button() (string, error) {
	p, err := m.pick("button")
	if err != nil {
		return "", err
	}
	aimed := m.aimAt(p)
	desc := "press " + aimed
	if m.phone && m.rng.Intn(2) == 0 {
		desc = "tap " + aimed
		err = m.tapAt(p.X, p.Y)
	} else {
		err = m.clickAt(p.X, p.Y)
	}
	if err != nil {
		return desc, err
	}
	if err := m.settle(); err != nil {
		return desc, err
	}
	// A link followed, or a reload by the app: wait for the new page.
	return desc, m.waitLive()
}

// quick clicks twice with no frame between, as a hurried hand does: the
// same button twice (a double click), or two buttons (two notices'
// closing buttons, Analyse and a move), or a button and a site.
func (m *monkey) quick() (string, error) {
	first, err := m.pick("button")
	if err != nil {
		return "", err
	}
	second := first
	switch m.rng.Intn(4) {
	case 1:
		if second, err = m.pick("button"); err != nil {
			return "", err
		}
	case 3:
		// The button after it in the page's order (the next notice's
		// closing button), as the first sees the page.
		if second, err = m.pickAt("button", (float64(first.I+1)+0.5)/float64(first.N)); err != nil {
			return "", err
		}
	case 2:
		if second, err = m.pick("site"); err != nil {
			return "", err
		}
	}
	desc := "quick " + m.aimAt(first) + ", " + m.aimAt(second)
	if err := m.do(chromedp.MouseClickXY(first.X, first.Y), chromedp.MouseClickXY(second.X, second.Y)); err != nil {
		return desc, err
	}
	if err := m.settle(); err != nil {
		return desc, err
	}
	return desc, m.waitLive()
}

// whileThinking presses a button while the computer thinks (Analyse,
// Take back, New game, Games…): the person does not wait for it.
func (m *monkey) whileThinking() (string, error) {
	var st state
	if err := m.eval(stateJS, &st); err != nil {
		return "", err
	}
	if !st.Live {
		return "", errSkip
	}
	var first string
	if !strings.HasPrefix(st.Status, "The computer (") {
		// The person's turn against the computer: a click that may be
		// a move, then the button at once if the computer thinks.
		parts := strings.Split(st.Status, " · ")
		if len(parts) < 2 || parts[1] != "You" || !m.againstComputer(st) {
			return "", errSkip
		}
		var err error
		if first, err = m.clickSite(); err != nil {
			return first, err
		}
		if err := m.eval(stateJS, &st); err != nil {
			return first, err
		}
		if !strings.HasPrefix(st.Status, "The computer (") {
			return first, nil
		}
		first += ", then "
	}
	desc, err := m.button()
	return first + desc + " while the computer thinks", err
}

// againstComputer reports whether the game on the board is against the
// computer, as stored.
func (m *monkey) againstComputer(st state) bool {
	return onBoard(st).Mode == "computer"
}

// onBoard is the game on the board, as stored: the settings name its
// kind, and each kind has its key.
func onBoard(st state) store.Game {
	var env struct {
		Settings store.Settings `json:"settings"`
	}
	json.Unmarshal([]byte(st.Storage["diamond.settings"]), &env)
	key := "diamond.game"
	if env.Settings.Game != "" && env.Settings.Game != "diamond" {
		key = "diamond." + env.Settings.Game + ".game"
	}
	var g struct {
		Game store.Game `json:"game"`
	}
	json.Unmarshal([]byte(st.Storage[key]), &g)
	return g.Game
}

// texts the monkey types: junk, records, links, positions.
func (m *monkey) someText() string {
	switch m.rng.Intn(8) {
	case 0:
		return ""
	case 1:
		return "d4 e5 c3 f6 b2"
	case 2:
		return "1. e5 d4 2. e6 d5 3. f6"
	case 3:
		if len(m.links) > 0 {
			return m.links[m.rng.Intn(len(m.links))]
		}
		return m.base + "/#g=ZA&m=1"
	case 4:
		return "7/8/8/8/8/8/8/7 b 12 12"
	case 5:
		return "<script>alert(1)</script> %%% \u00e9\u2603"
	case 6:
		return strings.Repeat("a1 ", 50+m.rng.Intn(200))
	}
	b := make([]byte, 1+m.rng.Intn(30))
	const chars = "abcdefgh12345678 -x>/=#&%.~KQRBNP"
	for i := range b {
		b[i] = chars[m.rng.Intn(len(chars))]
	}
	return string(b)
}

// typeText types into a visible text field (the import box, names, the
// set-up's position) and sometimes presses Enter.
func (m *monkey) typeText() (string, error) {
	p, err := m.pick("text")
	if err != nil {
		return "", err
	}
	text := m.someText()
	desc := fmt.Sprintf("type %q into %s", short(text, 40), p.Desc)
	if err := m.clickAt(p.X, p.Y); err != nil {
		return desc, err
	}
	// Select what is there, so that the text replaces it.
	m.eval(`(e => { if (e && e.select) e.select(); return true })(document.activeElement)`, nil)
	if err := m.do(input.InsertText(text)); err != nil {
		return desc, err
	}
	if m.rng.Intn(3) == 0 {
		desc += ", Enter"
		if err := m.do(chromedp.KeyEvent(kb.Enter)); err != nil {
			return desc, err
		}
	}
	return desc, m.settle()
}

func short(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// choose picks an option of a visible menu (the theme, the puzzles'
// game and theme), as a person does: the change event follows.
func (m *monkey) choose() (string, error) {
	p, err := m.pick("select")
	if err != nil {
		return "", err
	}
	r := m.rng.Float64()
	var v string
	if err := m.eval(fmt.Sprintf(`(e => {
		const i = Math.floor(%v * e.options.length);
		e.selectedIndex = i;
		e.dispatchEvent(new Event('input', {bubbles: true}));
		e.dispatchEvent(new Event('change', {bubbles: true}));
		return e.value;
	})(document.elementFromPoint(%v, %v).closest('select'))`, r, p.X, p.Y), &v); err != nil {
		return "choose in " + p.Desc, err
	}
	return fmt.Sprintf("choose %q in %s", v, p.Desc), m.settle()
}

var gameKinds = []string{"diamond", "pivots", "diamondback"}

// newGame starts a game of any kind against any opponent, through the
// New game dialog, sometimes leaving it half-way.
func (m *monkey) newGame() (string, error) {
	if err := m.clickID("new-game"); err != nil {
		return "", err
	}
	kind := gameKinds[m.rng.Intn(len(gameKinds))]
	desc := "new game: " + kind
	m.clickID("game-" + kind)
	if starts := m.ids(`#new-game-dialog [id^="start-"]:not(#start-game)`); len(starts) > 0 && m.rng.Intn(2) == 0 {
		s := starts[m.rng.Intn(len(starts))]
		m.clickID(s)
		desc += " " + strings.TrimPrefix(s, "start-")
	}
	switch mode := []string{"hotseat", "computer", "computer", "friend"}[m.rng.Intn(4)]; mode {
	case "hotseat":
		m.clickID("mode-hotseat")
		desc += ", two players"
	case "computer":
		m.clickID("mode-computer")
		if cs := m.ids(`#new-game-dialog [id^="colour-"]`); len(cs) > 0 {
			c := cs[m.rng.Intn(len(cs))]
			m.clickID(c)
			desc += ", " + strings.TrimPrefix(c, "colour-")
		}
		if ls := m.ids(`#new-game-dialog [id^="level-"]`); len(ls) > 0 {
			l := ls[m.rng.Intn(len(ls))]
			m.clickID(l)
			desc += " against the computer " + l
		}
	case "friend":
		m.clickID("mode-friend")
		if ss := m.ids(`#new-game-dialog [id^="seat-"]`); len(ss) > 0 {
			s := ss[m.rng.Intn(len(ss))]
			m.clickID(s)
			desc += ", a friend by link, " + s
		}
		for _, id := range []string{"friend-me", "friend-them"} {
			if m.rng.Intn(2) == 0 {
				if m.clickID(id) == nil {
					m.do(input.InsertText([]string{"Ann", "Bo", "Zoë", "", "a very long name indeed, longer than forty characters"}[m.rng.Intn(5)]))
				}
			}
		}
	}
	if m.rng.Intn(8) == 0 {
		desc += ", cancelled"
		if m.rng.Intn(2) == 0 {
			return desc, m.clickID("cancel-new")
		}
		return desc, m.do(chromedp.KeyEvent(kb.Escape))
	}
	if err := m.clickID("start-game"); err != nil {
		return desc + " (no Start)", nil
	}
	return desc, nil
}

// currentLink is the app's own link of the game on the board, from its
// record in storage (share.Fragment, as Copy link writes it).
func (m *monkey) currentLink() string {
	var st state
	if m.eval(stateJS, &st) != nil {
		return ""
	}
	var env struct {
		Settings store.Settings `json:"settings"`
	}
	json.Unmarshal([]byte(st.Storage["diamond.settings"]), &env)
	kind := env.Settings.Game
	key := "diamond.game"
	if kind != "" && kind != "diamond" {
		key = "diamond." + kind + ".game"
	} else {
		kind = "diamond"
	}
	var g struct {
		Game store.Game `json:"game"`
	}
	if json.Unmarshal([]byte(st.Storage[key]), &g) != nil || g.Game.Record == "" {
		return ""
	}
	spec, err := rules.ByID(kind)
	if err != nil {
		return ""
	}
	match, err := spec.ParseCompact(g.Game.Record)
	if err != nil {
		return ""
	}
	return m.base + "/#" + share.Fragment(match, g.Game.View)
}

// openLink opens a link: the game's own (by Copy link, or written as
// the app writes it), a friend move sent, an older one, or one cut or
// changed; in this tab, as a new page or within the page.
func (m *monkey) openLink() (string, error) {
	var link, what string
	switch m.rng.Intn(6) {
	case 0, 1:
		if err := m.clickID("copy-link"); err == nil {
			m.eval(`location.href`, &link)
			what = "copied link"
		} else {
			link, what = m.currentLink(), "the game's link"
		}
	case 2:
		var msg string
		m.eval(`(document.querySelector('#send-message') || {value: ''}).value`, &msg)
		link, what = linkInMessage.FindString(msg), "the friend move sent"
	case 3:
		if len(m.links) > 0 {
			link, what = m.links[m.rng.Intn(len(m.links))], "an older link"
		}
	case 4, 5:
		if len(m.links) > 0 {
			l := m.links[m.rng.Intn(len(m.links))]
			cut := strings.Index(l, "#") + 1
			if cut > 0 && cut < len(l) {
				if m.rng.Intn(2) == 0 {
					link, what = l[:cut+m.rng.Intn(len(l)-cut)], "a cut link"
				} else {
					const chars = "ABCDEFGHabcdefgh0123456789-_=&%~."
					b := []byte(l)
					i := cut + m.rng.Intn(len(l)-cut)
					b[i] = chars[m.rng.Intn(len(chars))]
					link, what = string(b), "a changed link"
				}
			}
		}
	}
	if link == "" || !strings.HasPrefix(link, m.base) || !strings.Contains(link, "#") {
		return "", errSkip
	}
	if what == "copied link" || what == "the game's link" || what == "the friend move sent" {
		m.links = append(m.links, link)
	}
	desc := fmt.Sprintf("open %s %s", what, short(strings.TrimPrefix(link, m.base), 60))
	if m.rng.Intn(2) == 0 {
		desc += " in a new page"
		if err := m.do(chromedp.Navigate("about:blank")); err != nil {
			return desc, err
		}
	}
	return desc, m.navigate(link)
}

func (m *monkey) reload() (string, error) {
	if err := m.do(chromedp.Reload()); err != nil && !strings.Contains(err.Error(), "net::ERR") {
		return "reload", err
	}
	err := m.waitLive()
	if err != nil && m.isOffline() && !errors.Is(err, errFrozen) {
		return "reload (offline: " + err.Error() + ")", nil
	}
	return "reload", err
}

func (m *monkey) isOffline() bool { return m.offline.Load() }

// history goes Back or Forward as the browser's buttons do (by
// history.back(), which returns at once: chromedp's NavigateBack waits
// for a page load that a same-document entry never has).
func (m *monkey) history() (string, error) {
	js, desc := "history.forward()", "browser Forward"
	if m.rng.Intn(3) != 0 {
		js, desc = "history.back()", "browser Back"
	}
	var before string
	if err := m.eval("location.href", &before); err != nil {
		return desc, err
	}
	if err := m.eval("setTimeout(() => "+js+", 0), true", nil); err != nil {
		return desc, err
	}
	time.Sleep(300 * time.Millisecond)
	if err := m.waitLive(); err != nil && !errors.Is(err, errFrozen) {
		return desc + " (" + err.Error() + ")", nil
	} else if err != nil {
		return desc, err
	}
	var after string
	m.eval("location.href", &after)
	if after != before {
		desc += " to " + short(strings.TrimPrefix(after, m.base), 60)
	}
	return desc, nil
}

// network takes the network away (the page's network emulated offline,
// and the server drops every connection, the service worker's too) or
// brings it back.
func (m *monkey) network() (string, error) {
	off := !m.offline.Load()
	m.offline.Store(off)
	for _, tb := range m.tabs {
		tb.mu.Lock()
		tb.offline = off
		if !off {
			tb.back = time.Now()
		}
		tb.mu.Unlock()
		latency, down, up := 0.0, -1.0, -1.0
		if err := m.doOn(tb, frozen, network.EmulateNetworkConditions(off, latency, down, up)); err != nil {
			return "network", err
		}
	}
	if off {
		return "go offline", nil
	}
	return "back online", nil
}

// secondTab opens a second tab of the same profile on the app (the same
// storage), switches between the tabs, or closes the second one.
func (m *monkey) secondTab() (string, error) {
	if len(m.tabs) == 1 {
		ctx, cancel := chromedp.NewContext(m.tabs[0].ctx)
		tb := &tab{name: "tab 2", ctx: ctx, cancel: cancel, offline: m.offline.Load(), panicAt: -1}
		if err := chromedp.Run(ctx); err != nil {
			cancel()
			return "open a second tab", err
		}
		m.setUpTab(tb)
		if tb.offline {
			m.doOn(tb, frozen, network.EmulateNetworkConditions(true, 0, -1, -1))
		}
		m.tabs = append(m.tabs, tb)
		m.cur = tb
		err := m.navigate(m.base + "/")
		if err != nil && m.isOffline() && !errors.Is(err, errFrozen) {
			err = nil
		}
		return "open a second tab on the app", err
	}
	if m.rng.Intn(4) == 0 {
		tb := m.tabs[1]
		m.tabs = m.tabs[:1]
		m.cur = m.tabs[0]
		chromedp.Cancel(tb.ctx)
		tb.cancel()
		m.do(page.BringToFront())
		return "close the second tab", nil
	}
	if m.cur == m.tabs[0] {
		m.cur = m.tabs[1]
	} else {
		m.cur = m.tabs[0]
	}
	m.cur.compOn = false
	if err := m.do(page.BringToFront()); err != nil {
		return "switch to " + m.cur.name, err
	}
	return "switch to " + m.cur.name, m.settle()
}

// puzzles opens the puzzle page: by its link under the move list, or by
// address, of one game or all.
func (m *monkey) puzzles() (string, error) {
	if m.rng.Intn(2) == 0 {
		if err := m.clickID("puzzles-link"); err == nil {
			return "Puzzles", m.waitLive()
		}
	}
	url := "/puzzles"
	if r := m.rng.Intn(4); r < 3 {
		url += "#game=" + gameKinds[r]
	}
	err := m.navigate(m.base + url)
	if err != nil && m.isOffline() && !errors.Is(err, errFrozen) {
		return "open " + url + " (offline: " + err.Error() + ")", nil
	}
	return "open " + url, err
}

// home goes back to the app from elsewhere, or opens it afresh.
func (m *monkey) home() (string, error) {
	var path string
	m.eval(`location.pathname + location.hash`, &path)
	if path == "/" && m.rng.Intn(3) != 0 {
		return "", errSkip
	}
	err := m.navigate(m.base + "/")
	if err != nil && m.isOffline() && !errors.Is(err, errFrozen) {
		return "open the app (offline: " + err.Error() + ")", nil
	}
	return "open the app", err
}

func (m *monkey) wait() (string, error) {
	d := time.Duration(200+m.rng.Intn(2800)) * time.Millisecond
	time.Sleep(d)
	return fmt.Sprintf("wait %.1f s", d.Seconds()), nil
}

// waitComputer waits, on the computer's turn, until the board moves on
// or the computer's time is up (the check then fails).
func (m *monkey) waitComputer() (string, error) {
	var st state
	if err := m.eval(stateJS, &st); err != nil {
		return "", err
	}
	if !st.Live || !computerTurn(st.Status) {
		return "", errSkip
	}
	tb := m.cur
	if !tb.compOn || tb.compPly != st.Ply {
		tb.compOn, tb.compPly, tb.compSince = true, st.Ply, time.Now()
	}
	deadline := tb.compSince.Add(3*budget(m.level(st)) + *monkeyMargin + time.Second)
	for time.Now().Before(deadline) {
		var ply int
		if err := m.eval(`Number((document.querySelector('#board') || {dataset: {ply: -1}}).dataset.ply)`, &ply); err != nil {
			return "wait for the computer", err
		}
		if ply != st.Ply {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	return "wait for the computer", nil
}
