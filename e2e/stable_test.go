//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"diamond/cmd/serve/static"

	"github.com/chromedp/chromedp"
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
			b.click("#welcome-friend-diamond")
			watched := []string{"#board svg", "#undo", "#offer-draw", "#copy-link", "#export", ".keys-help"}
			if size == phone {
				// The other actions are in the sheet More opens, over the page.
				watched = []string{"#board svg", "#undo", "#hint-button", "#strip"}
			}
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

// Nothing moves when the app starts over the page drawn into index.html,
// on a first visit or for a returning player whose game is under way:
// what the page showed at first stays where it was (had the app drawn
// elements of its own in place of the page's, the layout-shift API would
// not count that as moving), and no layout shift of the load reaches
// 0.001 (the precision cmd/firstpaint reports).
func TestNothingMovesAtStart(t *testing.T) {
	srv := serve(t)
	for _, size := range [][2]int64{phone, desktop} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			// Where each stands, and its width.
			watched := []string{"#board svg", "#note", "#hint", ".panel", ".turns-box"}
			if size == desktop {
				watched = append(watched, "#undo", "#copy-link", "#export")
			}
			b := newBrowser(t, size)
			b.onEachDocument(recordShifts + `
				  document.addEventListener('DOMContentLoaded', () => {
				    window.__width = document.documentElement.clientWidth;
				    window.__pre = {};
				    for (const sel of ` + jsonList(watched) + `) {
				      const r = document.querySelector(sel).getBoundingClientRect();
				      window.__pre[sel] = [r.x, r.y + scrollY, r.width, r.height];
				    }
				  });`)
			// A first visit; a game at the swap's question (one move in the
			// welcome's game for two: the question, which the page drawn
			// for a first visit cannot hold, comes under the board as the
			// app starts); a game under way (two moves).
			for _, visit := range []string{"a first visit", "the swap's question", "a game under way"} {
				switch visit {
				case "a first visit":
					b.open(srv.URL)
				case "the swap's question":
					b.play("d4")
					b.reload()
				default:
					b.play("e5")
					b.reload()
				}
				b.settle()
				var pre map[string][4]float64
				b.eval(`window.__pre`, &pre)
				if len(pre) != len(watched) {
					t.Fatalf("on %s, the page drawn before the app was not measured: %v", visit, pre)
				}
				live := b.rects(watched...)
				for sel := range pre {
					pre[sel] = [4]float64{pre[sel][0], pre[sel][1], pre[sel][2]}
					live[sel] = [4]float64{live[sel][0], live[sel][1], live[sel][2]}
				}
				// What stands under the swap's question moves down as it
				// comes: the page keeps it hidden until then (no shift), so
				// only where it ends is not the same.
				if visit != "the swap's question" {
					sameRects(t, "on "+visit+", the app's start", pre, live)
				}
				// The page keeps its scrollbar's room, scrolling or not: a
				// page that comes to scroll as the app starts (the swap's
				// question on a desktop) must not narrow, which moves what
				// stands at its right (the header's settings, 0.0002-0.0018).
				var widths []float64
				b.eval(`[window.__width, document.documentElement.clientWidth]`, &widths)
				if len(widths) != 2 || widths[0] != widths[1] {
					t.Errorf("on %s, the page's width went from %v as the app started", visit, widths)
				}
				var hidden []string
				b.eval(`[...document.querySelectorAll('main.play *')].filter(e => e.checkVisibility() && getComputedStyle(e).visibility !== 'visible').map(e => e.id || e.className)`, &hidden)
				if len(hidden) != 0 {
					t.Errorf("on %s, the app's page keeps hidden: %v", visit, hidden)
				}
				if shifts := b.shifts(0.001); len(shifts) != 0 {
					t.Errorf("on %s, the page moved as the app started: %v", visit, shifts)
				}
			}
		})
	}
}

// recordShifts, run before the page's own scripts, keeps the page's
// layout shifts in window.__shifts for shifts, and defines
// window.__shiftIn(entry, selector): whether the shift moved an element
// within the selector (the link test's header).
const recordShifts = `window.__shifts = [];
	new PerformanceObserver(l => window.__shifts.push(...l.getEntries())).observe({type: 'layout-shift', buffered: true});
	window.__shiftIn = (e, sel) => e.sources.some(s => { const n = s.node && (s.node.closest ? s.node : s.node.parentElement); return !!n && !!n.closest(sel); });`

// shifts lists the layout shifts recorded (recordShifts) that reach least
// and followed no input: when, how much, and what moved from where to
// where (y and height). 0.001 is the precision cmd/firstpaint reports.
func (b *browser) shifts(least float64) []string {
	b.t.Helper()
	var shifts []string
	b.eval(fmt.Sprintf(`window.__shifts.filter(e => e.value >= %g && !e.hadRecentInput).map(e => Math.round(e.startTime) + ' ms: ' + e.value.toFixed(4) + ' ' +
	  e.sources.map(s => (s.node ? s.node.id || s.node.className : '?') + ' ' + JSON.stringify([s.previousRect.y, s.previousRect.height, s.currentRect.y, s.currentRect.height])).join(', '))`, least), &shifts)
	return shifts
}

// noJump fails the test on a layout shift of 0.005 or more, a jump a
// person sees (a fifth of the smallest found so far, 0.024), and logs the
// smaller ones, which are known and left (docs/perf/first-paint.md).
func (b *browser) noJump(when string) {
	b.t.Helper()
	if shifts := b.shifts(0.005); len(shifts) != 0 {
		b.t.Errorf("the page moved %s: %v", when, shifts)
	}
	if small := b.shifts(0.0001); len(small) != 0 {
		b.t.Logf("smaller moves %s, left: %v", when, small)
	}
}

// Nothing moves as a page that arrives slowly is drawn: the browser draws
// what it has of index.html while the rest is on its way (a slow phone
// network), and what it drew stays where it is as the rest comes. This
// is how a first visit moved once in CI, on a busy machine: the welcome's
// first game drawn alone across its whole width, then narrowed as the
// two others came (0.024). The site's index.html arrives here in 1 KB
// parts, 60 ms apart. Smaller moves of content still arriving are left:
// a game's buttons, in a row of three, move down a few pixels when the
// next game's text comes taller (0.001 on a desktop, depending on where
// the parts end), and the panel's Analyse button narrows when the Puzzles
// link after it comes (0.0006). They are logged (noJump).
func TestNothingMovesAsThePageArrives(t *testing.T) {
	site := static.Handler(siteDir)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			site.ServeHTTP(w, r)
			return
		}
		r.Header.Del("Accept-Encoding") // the page's own bytes, to cut
		whole := httptest.NewRecorder()
		site.ServeHTTP(whole, r)
		for k, v := range whole.Header() {
			if k != "Content-Length" {
				w.Header()[k] = v
			}
		}
		w.WriteHeader(whole.Code)
		for rest := whole.Body.Bytes(); len(rest) > 0; {
			n := min(1024, len(rest))
			w.Write(rest[:n])
			w.(http.Flusher).Flush()
			rest = rest[n:]
			time.Sleep(60 * time.Millisecond)
		}
	}))
	t.Cleanup(srv.Close)
	for _, size := range [][2]int64{phone, desktop} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			b := newBrowser(t, size)
			b.onEachDocument(recordShifts)
			b.open(srv.URL)
			b.settle()
			b.noJump("as it arrived")
		})
	}
}

// Nothing moves as a link opens: the page drawn into index.html holds a
// first visit's blank Diamond board, not the link's game, and the notices
// a link brings come above it as the app starts. The page's head script
// (app/ui/pagelinks.go, linkScript) hides that part until the app has
// drawn what the address opened. Before, on a phone, the board jumped down
// as a friend opened the first move sent to them (a shift of 0.32). A
// fragment that opens nothing must not leave the page hidden either.
// The header stays visible, and nothing in it may move at all: the app
// writes the link's game name and the count of games waiting into it
// after the first paint. The count was "Games (1)", which moved the
// buttons beside it (0.0003) and once in 24 runs wrapped a phone's menu to
// a row of its own (0.0104); it is a badge that takes no room now.
func TestNothingMovesAsALinkOpens(t *testing.T) {
	srv := serve(t)
	links := []struct {
		what, url string
		plies     int // the board's ply once the link is shown
	}{
		{"a friend's first move in Diamond", forged(t, srv.URL, "diamond", "AnnBen01", 0, "d4"), 1},
		{"a friend's first turn in Pivots", forged(t, srv.URL, "pivots", "AnnBen02", 0, "g7"), 1},
		{"a fragment that opens nothing", srv.URL + "/#nothing-here", 0},
	}
	for _, size := range [][2]int64{phone, desktop} {
		for _, l := range links {
			t.Run(fmt.Sprintf("%dx%d %s", size[0], size[1], l.what), func(t *testing.T) {
				// A first visit each: the friend's device.
				b := newBrowser(t, size)
				b.onEachDocument(recordShifts + `
				  new MutationObserver(() => { if (!document.documentElement.hasAttribute('data-link')) window.__shownAt ??= performance.now(); })
				    .observe(document.documentElement, {attributes: true, attributeFilter: ['data-link']});`)
				b.open(l.url)
				b.waitFor(`!document.documentElement.hasAttribute('data-link') && getComputedStyle(document.querySelector('main.play')).visibility === 'visible'`, 10*time.Second)
				b.settle()
				b.noJump("as it opened")
				// What the app writes into the header (the frame after it,
				// once the link is shown): a header drawn before the whole
				// page has arrived may move by 0.0013 as its menu comes, on a
				// busy machine, which noJump logs.
				var header []string
				b.eval(`window.__shifts.filter(e => e.startTime >= (window.__shownAt ?? 0) && window.__shiftIn(e, 'header'))
				  .map(e => e.value.toFixed(4) + ' ' + e.sources.map(s => s.node ? s.node.id || s.node.className : '?').join(' '))`, &header)
				if len(header) != 0 {
					t.Errorf("the header moved as the link opened: %v", header)
				}
				// The link's game: a friend's turn, shown step by step, comes.
				b.waitFor(fmt.Sprintf(`Number(document.querySelector('#board').dataset.ply) === %d && document.querySelector('#turn-showing') === null`, l.plies), 10*time.Second)
			})
		}
	}
}

// jsonList writes strings as a JavaScript array.
func jsonList(s []string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// The app takes the page drawn into index.html over as it starts (go-app
// as patched by scripts/goapp-browser.patch, nodeManager.Hydrate): the
// page's elements become the app's, none is created in their place, and
// they answer clicks. On a first visit, and for a game under way, which
// the app then draws over the same elements.
func TestAppTakesOverThePage(t *testing.T) {
	srv := serve(t)
	const kept = `.app, header button, #board svg, g.pt, #note, .panel`
	b := newBrowser(t, desktop)
	b.onEachDocument(`window.__created = [];
		  for (const f of ['createElement', 'createElementNS']) {
		    const create = Document.prototype[f];
		    Document.prototype[f] = function (...args) {
		      if (document.readyState !== 'loading' && !document.querySelector('.app[data-live="true"]')) window.__created.push(args[args.length - 1]);
		      return create.apply(this, args);
		    };
		  }
		  window.__texts = [];
		  document.addEventListener('DOMContentLoaded', () => {
		    window.__page = [...document.querySelectorAll('` + kept + `')];
		    // Texts the app's start changes, up to the moment it marks itself live.
		    let live = false;
		    new MutationObserver(records => {
		      for (const r of records) {
		        if (live) return;
		        if (r.type === 'attributes' && r.attributeName === 'data-live' && r.target.getAttribute('data-live') === 'true') { live = true; return; }
		        if (r.type === 'characterData') window.__texts.push('changed ' + JSON.stringify(r.target.nodeValue) + ' in ' + r.target.parentNode?.nodeName);
		        for (const n of r.type === 'childList' ? [...r.addedNodes, ...r.removedNodes] : [])
		          if (n.nodeType === Node.TEXT_NODE) window.__texts.push((r.addedNodes.length ? 'added ' : 'removed ') + JSON.stringify(n.nodeValue) + ' in ' + r.target.nodeName);
		      }
		    }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-live']});
		  });`)
	for _, visit := range []string{"a first visit", "a game under way"} {
		if visit == "a first visit" {
			b.open(srv.URL)
		} else {
			b.reload()
		}
		var got struct {
			Page, Kept           int
			Created, Gone, Texts []string
		}
		b.eval(`(() => {
		  const now = new Set(document.querySelectorAll('`+kept+`'));
		  const gone = window.__page.filter(e => !now.has(e));
		  return {Page: window.__page.length, Kept: window.__page.length - gone.length, Created: window.__created, Texts: window.__texts,
		    Gone: gone.map(e => e.tagName + '#' + e.id + '.' + e.getAttribute('class'))};
		})()`, &got)
		if got.Page < 70 || got.Kept != got.Page {
			t.Errorf("on %s, the app kept %d of the page's %d elements (its board, points, buttons, note and panel); gone: %v", visit, got.Kept, got.Page, got.Gone)
		}
		if len(got.Created) != 0 {
			t.Errorf("on %s, the app created %d elements as it started: %v", visit, len(got.Created), got.Created)
		}
		// A first visit's page is the app's own first view: the start has
		// no text to change (a changed text is laid out again). A game
		// under way differs from the prerendered new game, so it does.
		if visit == "a first visit" && len(got.Texts) != 0 {
			t.Errorf("on %s, the app's start changed %d texts of the page: %v", visit, len(got.Texts), got.Texts)
		}
		// The page's points answer: a first stone, then a second on the
		// game under way.
		if visit == "a first visit" {
			b.click("#welcome-friend-diamond")
			b.play("d4")
		} else {
			b.play("e5")
			if moves := b.moves(); len(moves) != 2 {
				t.Errorf("after a reload and a move, the moves are %v", moves)
			}
		}
	}
}

// The page the app takes over at start ends with the attributes the app
// draws, as if it had drawn it anew: a page may be prerendered otherwise
// than the browser's first render (the puzzle page's is a bare "loading"
// root), and an attribute the prerender wrote stayed until a later render
// changed it (the puzzle page's root was never marked live). Each page is
// loaded (taken over) and reached by the app's own navigation (drawn anew);
// every element's attributes, and the boolean states as properties, must
// be the same.
func TestTakenOverPageHasTheAppsAttributes(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	const snapshot = `(() => {
	  const states = ['checked', 'disabled', 'hidden', 'open', 'readonly', 'required', 'selected', 'multiple', 'autofocus'];
	  return [...document.querySelectorAll('.app, .app *')].map(e =>
	    e.localName + [...e.attributes].filter(a => !states.includes(a.name)).map(a => ' ' + a.name + '=' + a.value).sort().join('') +
	    states.filter(s => e[s] === true).map(s => ' [' + s + ']').join(''));
	})()`
	for _, c := range []struct{ page, other, live string }{
		{"/puzzles#game=diamond&id=" + shippedPuzzles(t, "diamond").Puzzles[0].ID, "/", `#board-area[data-puzzle] #board svg`},
		{"/", "/puzzles#game=diamond", `.app[data-live="true"] #board svg`},
	} {
		var taken, drawn []string
		b.run(chromedp.Navigate(srv.URL + c.page))
		b.waitFor(`!!document.querySelector('`+c.live+`')`, 30*time.Second)
		b.settle()
		b.eval(snapshot, &taken)
		b.run(chromedp.Navigate(srv.URL + c.other))
		b.waitFor(`!!document.querySelector('.app[data-live="true"], #board-area[data-puzzle]') && typeof goappNav === 'function'`, 30*time.Second)
		b.eval(`goappNav('`+c.page+`'), true`, nil)
		b.waitFor(`location.pathname + location.hash === '`+c.page+`' && !!document.querySelector('`+c.live+`')`, 30*time.Second)
		b.settle()
		b.eval(snapshot, &drawn)
		if len(taken) != len(drawn) {
			t.Errorf("%s: %d elements taken over, %d drawn anew", c.page, len(taken), len(drawn))
		}
		for i := 0; i < len(taken) && i < len(drawn); i++ {
			if taken[i] != drawn[i] {
				t.Errorf("%s: element %d taken over is\n\t%s\ndrawn anew\n\t%s", c.page, i, taken[i], drawn[i])
			}
		}
	}
}

// A new board is drawn in few calls into JavaScript: go-app as patched
// makes each element with its attributes in one call (goappElement),
// sets an update's attributes in one (goappAttrs) and appends an
// element's children in one (docs/go-app.md, "fewer calls"). Without it,
// starting Diamondback after Diamond made 442 calls of setAttribute, 75 of
// appendChild and 59 of createElementNS of go-app's own.
func TestNewBoardIsDrawnInFewCalls(t *testing.T) {
	b := diamondbackFromDiamond(t)
	b.eval(`(() => {
	  window.__calls = {setAttribute: 0, appendChild: 0, createElementNS: 0};
	  const helper = () => /goapp(Attrs|Element)/.test(new Error().stack);
	  for (const [proto, name] of [[Element.prototype, 'setAttribute'], [Node.prototype, 'appendChild'], [Document.prototype, 'createElementNS']]) {
	    const f = proto[name];
	    proto[name] = function (...args) {
	      if (!helper()) window.__calls[name]++;
	      return f.apply(this, args);
	    };
	  }
	  return true;
	})()`, nil)
	b.startGame()
	b.waitFor(`document.querySelectorAll('#board g.pt').length === 64`, 5*time.Second)
	var calls map[string]int
	b.eval(`window.__calls`, &calls)
	t.Logf("calls outside goappElement and goappAttrs: %v", calls)
	for name, n := range calls {
		if n > 40 {
			t.Errorf("a new board made %d calls of %s outside goappElement and goappAttrs (all: %v)", n, name, calls)
		}
	}
}

// Starting a game draws its board in one task and closes the New game
// dialog in a later one (pagedialogs.go, closeAfterDrawing): closing a
// modal dialog restyles the whole page, and the two together made tasks
// of over 200 ms under make monkey. A MutationObserver's callback runs
// once a task's changes are made: when it first sees the new board, the
// dialog is still there, and inert: it shows what the act changed, and a
// quick second click must not act on that.
func TestNewBoardIsDrawnBeforeTheDialogCloses(t *testing.T) {
	b := diamondbackFromDiamond(t)
	b.eval(`(() => {
	  window.__dialogWithBoard = null;
	  new MutationObserver((records, obs) => {
	    if (document.querySelectorAll('#board g.pt').length === 64) {
	      const d = document.querySelector('#new-game-dialog');
	      window.__dialogWithBoard = d === null ? 'closed' : d.inert ? 'inert' : 'open to input';
	      obs.disconnect();
	    }
	  }).observe(document.body, {subtree: true, childList: true});
	  return true;
	})()`, nil)
	b.startGame()
	var dialog string
	b.eval(`window.__dialogWithBoard`, &dialog)
	if dialog != "inert" {
		t.Errorf("when the new board was drawn, the New game dialog was %s; want it still there, taking no input (a quick second click meant for what it showed)", dialog)
	}
}

// diamondbackFromDiamond opens the app on its Diamond game and the New
// game dialog on a Diamondback game for two: a board of another geometry
// to draw once Start is pressed.
func diamondbackFromDiamond(t *testing.T) *browser {
	b := newBrowser(t, desktop)
	b.open(serve(t).URL)
	b.click("#new-game")
	b.click("#game-diamondback")
	b.click("#mode-hotseat")
	return b
}
