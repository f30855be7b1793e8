//go:build e2e

package e2e

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// disabled reports whether the button matching sel is disabled.
func (b *browser) disabled(sel string) bool {
	b.t.Helper()
	var d bool
	b.eval(`document.querySelector('`+sel+`').disabled`, &d)
	return d
}

// shown reports whether the element matching sel is rendered.
func (b *browser) shown(sel string) bool {
	b.t.Helper()
	var s bool
	b.eval(`(e => e !== null && e.checkVisibility())(document.querySelector('`+sel+`'))`, &s)
	return s
}

// A first visit offers the computer, a friend here or by link, and the
// rules; the board's
// empty points are drawn, a line says where to click, and there is nothing
// to draw or resign yet. Play the computer starts a game against it at
// once; the welcome does not come back once a game is under way.
func TestFirstVisitChoice(t *testing.T) {
	srv := serve(t)
	for _, size := range screens {
		b := newBrowser(t, size.wh)
		b.open(srv.URL)
		for _, id := range []string{"#welcome", "#welcome-link",
			"#welcome-computer-diamond", "#welcome-friend-diamond", "#welcome-rules-diamond",
			"#welcome-computer-pivots", "#welcome-friend-pivots", "#welcome-rules-pivots",
			"#welcome-computer-diamondback", "#welcome-friend-diamondback", "#welcome-rules-diamondback"} {
			if !b.shown(id) {
				t.Errorf("%s: a first visit shows no %s", size.name, id)
			}
		}
		var dot struct {
			R    float64
			Fill string
		}
		b.eval(`(s => ({r: parseFloat(s.r), fill: s.fill}))(getComputedStyle(document.querySelector('#board g[data-point="d4"] .piece.empty')))`, &dot)
		if dot.R < 3 || dot.Fill == "" || strings.Contains(dot.Fill, "rgba(0, 0, 0, 0)") || dot.Fill == "transparent" {
			t.Errorf("%s: an empty point is drawn as r=%v fill=%q", size.name, dot.R, dot.Fill)
		}
		if n := b.text("#note"); !strings.Contains(n, "where lines meet") {
			t.Errorf("%s: nothing says where to click: %q", size.name, n)
		}
		if !b.disabled("#offer-draw") || !b.disabled("#resign") {
			t.Errorf("%s: Offer draw or Resign is live before the first move", size.name)
		}
		b.screenshot(size.name + "-first-visit")
		if size.name == "phone" {
			b.click("#welcome-rules-diamond")
			b.waitFor(`document.querySelector('#rules h2') !== null`, 10*time.Second)
			if h := b.text("#rules h2"); h != "How to play Diamond" {
				t.Errorf("Learn the rules opens %q", h)
			}
			b.click("#close-rules")
			b.click("#welcome-friend-diamond")
			if b.shown("#welcome") {
				t.Error("the welcome stays after Play a friend")
			}
			continue
		}
		b.click("#welcome-computer-diamond")
		if b.shown("#welcome") {
			t.Error("the welcome stays after Play the computer")
		}
		if s := b.text("#status"); !strings.Contains(s, "You") {
			t.Errorf("Play the computer: status %q", s)
		}
		b.playAgainst("d4")
		if b.disabled("#offer-draw") || b.disabled("#resign") {
			t.Error("Offer draw or Resign is not live once the game has started")
		}
		b.reload()
		if b.shown("#welcome") || b.plies() != 2 {
			t.Errorf("after a reload: welcome %v, ply %d", b.shown("#welcome"), b.plies())
		}
	}
}

// The computer's pie-rule swap is said in plain words: at level 2 of
// Diamonds & Pivots, White swaps after Black's first stone in the middle
// (its opening book).
func TestComputerSwapAnnounced(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.computerGameOf("pivots", "black", 2)
	b.playAgainst("e5")
	if m := b.moves(); len(m) != 2 || m[1] != "swap" {
		t.Fatalf("the computer did not swap: moves %q", m)
	}
	want := "The computer swapped: it now plays Black with your stone on e5; you play White."
	var news bool
	b.eval(`document.querySelector('#note').classList.contains('news')`, &news)
	if n := b.text("#note"); n != want || !news {
		t.Errorf("after the swap the note says %q (told as news, not as an error: %v), want %q", n, news, want)
	}
	if s := b.text("#status"); !strings.Contains(s, "White to move") || !strings.Contains(s, "You") {
		t.Errorf("status after the swap %q", s)
	}
	b.screenshot("desktop-computer-swapped")
}

// groupedCount is the count in the computer's search line, commas
// grouping its thousands.
var groupedCount = regexp.MustCompile(`\((\d{1,3}(?:,\d{3})*) (?:positions|playouts)\)`)

// The computer's search line is there only on request, behind Details,
// its count grouped by thousands.
func TestSearchDetailsOnRequest(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.computerGameOf("diamond", "black", 4) // 100,000 positions a move
	if b.shown(".thought") {
		t.Error("a Details toggle before the computer has moved")
	}
	b.playAgainst("d4")
	if !b.shown("#thought-toggle") || b.shown("#thought") {
		t.Errorf("after the computer's move: toggle shown %v, search line shown %v (want true, false)",
			b.shown("#thought-toggle"), b.shown("#thought"))
	}
	b.click("#thought-toggle")
	if !b.shown("#thought") {
		t.Fatal("Details does not show the search line")
	}
	line := b.text("#thought")
	m := groupedCount.FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("search line %q: no count grouped by thousands", line)
	}
	if n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); n < 1000 {
		t.Errorf("search line %q: level 4 counted %d, too few to show the grouping", line, n)
	}
	b.screenshot("desktop-search-details")
}

// Each game's rules have an address of their own, linked from every rules
// page (and from the app's Rules dialog, opening beside the app), and
// load offline once the app has been seen; /rules shows the rules of the
// game last played. (TestAxe runs axe-core on each.)
func TestRulesAtTheirOwnAddress(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.run(chromedp.Navigate(srv.URL + "/rules/pivots"))
	b.waitFor(`document.querySelector('#rules h1') !== null`, 10*time.Second)
	if h := b.text("#rules h1"); h != "How to play Diamonds & Pivots" {
		t.Errorf("/rules/pivots shows %q", h)
	}
	var diagrams int
	b.eval(`document.querySelectorAll('#rules svg.board.mini').length`, &diagrams)
	if diagrams == 0 || b.shown("#close-rules") {
		t.Errorf("/rules/pivots: %d diagrams, Close shown %v", diagrams, b.shown("#close-rules"))
	}
	b.screenshot("desktop-rules-page")
	b.run(chromedp.Click(`.rules-links a[href="/rules/diamondback"]`, chromedp.ByQuery)) // a navigation: no settling
	b.waitFor(`location.pathname === '/rules/diamondback' && document.querySelector('#rules h1') !== null`, 10*time.Second)
	if h := b.text("#rules h1"); h != "How to play Diamondback Chess" {
		t.Errorf("the Diamondback Chess link shows %q", h)
	}

	// The app: its Rules dialog links to the page, beside the app.
	b.open(srv.URL)
	b.click("#rules-button")
	b.waitFor(`document.querySelector('#rules h2') !== null`, 10*time.Second)
	var target string
	b.eval(`(document.querySelector('#rules .rules-links a[href="/rules/diamond"]') || {}).target`, &target)
	if target != "_blank" {
		t.Errorf("the Rules dialog's link to /rules/diamond opens in %q, want a new page", target)
	}
	b.click("#close-rules")
	// The game last played: Diamonds & Pivots.
	b.newGameOf("pivots")
	waitCached(b, "/rules/diamondback")
	goOffline(b, srv)
	b.run(chromedp.Navigate(srv.URL + "/rules"))
	b.waitFor(`location.pathname === '/rules/pivots' && document.querySelector('#rules h1') !== null`, 10*time.Second)
	b.run(chromedp.Navigate(srv.URL + "/rules/diamondback"))
	b.waitFor(`document.querySelector('#rules h1') !== null`, 10*time.Second)
	if h := b.text("#rules h1"); h != "How to play Diamondback Chess" {
		t.Errorf("offline, /rules/diamondback shows %q", h)
	}
}

// waitCached waits until the service worker is active and has cached
// the file at path: the next visit is answered by it. It does not wait
// for the worker to control this page, which it may never do: a page
// whose navigation began while the worker (registered by a page before
// it) was installing is not among the pages its activation claims.
func waitCached(b *browser, path string) {
	b.t.Helper()
	b.waitFor(`navigator.serviceWorker.getRegistration().then(r => !!r && !!r.active)`, 30*time.Second)
	deadline := time.Now().Add(30 * time.Second)
	for {
		var ok bool
		b.await(`(async () => {
			for (const k of await caches.keys()) {
				const reqs = await (await caches.open(k)).keys();
				if (reqs.some(r => new URL(r.url).pathname === '`+path+`')) return true;
			}
			return false;
		})()`, &ok)
		if ok {
			return
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("the service worker did not cache %s", path)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// The computer does not accept a draw in the opening: Expert, offered one
// after a move each, declines and says why, and the game goes on (it
// accepted, before the opening rule).
func TestDrawRefusedInOpening(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.computerGameOf("diamond", "black", 5)
	b.playAgainst("d4")
	b.click("#offer-draw")
	b.waitFor(`document.querySelector('#note').textContent.includes('declines the draw')`, 30*time.Second)
	if n := b.text("#note"); !strings.Contains(n, "opening") {
		t.Errorf("the refusal does not say why: %q", n)
	}
	if b.shown("#result") || b.plies() != 2 || b.disabled("#offer-draw") {
		t.Errorf("after the refused offer: result shown %v, ply %d, Offer draw disabled %v", b.shown("#result"), b.plies(), b.disabled("#offer-draw"))
	}
}

// The site plays three games, and says which one is on the board: a first
// visit's welcome offers each (its rules too), and the header and the
// tab's title name the game on the board, for each game; the page's
// preview names the site.
func TestGameNamedEverywhere(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.open(srv.URL)
	names := map[string]string{"diamond": "Diamond", "pivots": "Diamonds & Pivots", "diamondback": "Diamondback Chess"}
	for _, id := range []string{"pivots", "diamondback"} {
		b.click("#welcome-rules-" + id)
		b.waitFor(`document.querySelector('#rules h2') !== null`, 10*time.Second)
		if h := b.text("#rules h2"); h != "How to play "+names[id] {
			t.Errorf("the welcome's rules of %s open %q", id, h)
		}
		b.click("#close-rules")
	}
	b.click("#welcome-computer-pivots")
	for _, id := range []string{"pivots", "diamondback", "diamond"} {
		if id != "pivots" {
			b.newGameOf(id)
		}
		var title string
		b.eval(`document.title`, &title)
		if h := b.text("#game-name"); h != names[id] || title != names[id]+" · Diamond Games" {
			t.Errorf("%s: the header says %q, the tab %q", id, h, title)
		}
	}
	var preview string
	b.await(`fetch('/').then(r => r.text()).then(t => new DOMParser().parseFromString(t, 'text/html').querySelector('meta[property="og:title"]').content)`, &preview)
	if !strings.HasPrefix(preview, "Diamond Games") {
		t.Errorf("the page's preview title is %q", preview)
	}
	b.screenshot("phone-game-named")
}
