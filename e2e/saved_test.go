//go:build e2e

package e2e

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"diamond/rules/diamond"

	"github.com/chromedp/chromedp"
)

func compact(t *testing.T, record string) string {
	t.Helper()
	g, err := diamond.ParseRecord(record)
	if err != nil {
		t.Fatal(err)
	}
	return g.Compact()
}

// Copy link puts the game in the URL; a fresh browser opening it sees the
// same game at the same move, and can play on. Opening a link over a game
// in progress keeps that game, one click away.
func TestShareLink(t *testing.T) {
	srv := serve(t)
	a := newBrowser(t, desktop)
	a.open(srv.URL)
	a.play("d4 e5 c3")
	a.click("#prev")
	a.waitFor(`document.querySelector('#board').dataset.ply === "2"`, 5*time.Second)
	a.click("#copy-link")
	a.waitFor(`location.hash.startsWith('#g=')`, 5*time.Second)
	var link string
	a.eval(`location.href`, &link)
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	if want := "g=" + compact(t, "d4 e5 c3") + "&m=2"; u.Fragment != want {
		t.Errorf("link fragment %q, want %q", u.Fragment, want)
	}
	if n := a.text("#link-note"); !strings.Contains(n, "Link") && !strings.Contains(n, "link") {
		t.Errorf("link note %q", n)
	}

	b := newBrowser(t, phone)
	b.open(link)
	if got := strings.Join(b.moves(), " "); got != "d4 e5 c3" {
		t.Fatalf("shared game's moves %q", got)
	}
	if p := b.plies(); p != 2 {
		t.Errorf("shared game shown at ply %d, want 2", p)
	}
	if c := b.contents("c3"); c != "empty" {
		t.Errorf("at move 2, c3 holds %q", c)
	}
	if s := b.text("#kept-banner"); s != "This is a shared game. Play from here…×" {
		t.Errorf("banner %q: a fresh browser has no game of its own to keep", s)
	}
	b.screenshot("phone-shared-link")
	b.click("#last")
	b.play("f6")
	var hash string
	b.eval(`location.hash`, &hash)
	if hash != "" {
		t.Errorf("the old link stays in the address bar after a move: %q", hash)
	}

	// Browser a has its own game in progress; it opens another link.
	other := srv.URL + "/#g=" + compact(t, "a1 a2 a3") + "&m=3"
	a.open(other)
	a.waitFor(`document.querySelector('#kept-banner') !== null`, 5*time.Second)
	if got := strings.Join(a.moves(), " "); got != "a1 a2 a3" {
		t.Fatalf("other link's moves %q", got)
	}
	a.reload() // the shared game is saved; the link is gone from the address
	if got := strings.Join(a.moves(), " "); got != "a1 a2 a3" {
		t.Fatalf("after reload: %q", got)
	}
	a.click("#games")
	a.click("#open-kept-0")
	a.movesAre("d4 e5 c3")
}

// A malformed or illegal link says what is wrong, in one notice that
// the next link's replaces, and the game in progress survives.
func TestBadLink(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4 e5")
	for fragment, want := range map[string]string{
		"g=ZZ":  "move 1 (White's d3) is not legal: d3 is not empty",
		"g=ZA!": "is not part of a game link",
	} {
		b.open(srv.URL + "/#" + fragment)
		b.waitFor(fmt.Sprintf(`document.querySelector('#notices').textContent.includes(%q)`, want), 5*time.Second)
		if got := strings.Join(b.moves(), " "); got != "d4 e5" {
			t.Errorf("after the bad link %s, moves %q", fragment, got)
		}
	}
	// A step that is not legal deep in a game, as in docs/games/diamond.md's example.
	bad := compact(t, placements) + "Ba" // a2-d4, but a2 is empty
	b.open(srv.URL + "/#g=" + bad)
	b.waitFor(fmt.Sprintf(`document.querySelector('#notices').textContent.includes(%q)`, "move 13 (Black's a2-d4) is not legal: a2 holds no black piece"), 5*time.Second)
	if n := b.count("#notices .notice"); n != 1 {
		t.Errorf("%d notices after three bad links: each link's should replace the last one's", n)
	}
	b.screenshot("desktop-bad-link")
	b.play("c3")
	if got := strings.Join(b.moves(), " "); got != "d4 e5 c3" {
		t.Errorf("playing on after bad links: %q", got)
	}
}

// Damaged or other-format saved data: the app starts afresh, says so in
// plain words (no storage keys), and keeps the raw data under a backup key.
func TestCorruptStorage(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4")
	for raw, why := range map[string]string{
		`{"version":1,"game":{"record":"aa","mode":"hotseat"}}`: "the data is damaged",
		`{not json`: "the data is damaged",
		`{"version":9,"game":{"record":"a","mode":"hotseat"}}`: "the data was written by a newer version of the app",
	} {
		b.eval(fmt.Sprintf(`localStorage.clear(); localStorage.setItem('diamond.game', %q); true`, raw), nil)
		b.reload()
		want := "Your saved Diamond game could not be read (" + why + "). A backup copy is kept in this browser, and a new game was started."
		b.waitFor(fmt.Sprintf(`document.querySelector('#notices').textContent.includes(%q)`, want), 5*time.Second)
		if n := b.text("#notices"); strings.Contains(n, "diamond.") || strings.Contains(n, "format") {
			t.Errorf("the notice speaks of keys or formats: %q", n)
		}
		var kept string
		b.eval(`localStorage.getItem('diamond.backup.game')`, &kept)
		if kept != raw {
			t.Errorf("backup %q, want %q", kept, raw)
		}
		if p := b.plies(); p != 0 {
			t.Errorf("started at ply %d", p)
		}
		b.play("e5")
		b.reload()
		if got := strings.Join(b.moves(), " "); got != "e5" {
			t.Errorf("the new game was not saved: %q", got)
		}
	}
	b.screenshot("desktop-corrupt-storage")
}

// A full localStorage: the app says it cannot save and plays on.
func TestFullStorage(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4")
	// Fill the storage to the last character.
	var n int
	b.eval(`(() => {
		let n = 0;
		for (let size = 1 << 20; size >= 1; size >>= 1) {
			const s = 'x'.repeat(size);
			try { for (;;) localStorage.setItem('junk' + n++, s); } catch (e) {}
		}
		// A new key costs its name too: grow a value to the last character.
		let v = localStorage.getItem('junk0');
		try { for (;;) { v += 'x'; localStorage.setItem('junk0', v); } } catch (e) {}
		return n;
	})()`, &n)
	b.play("e5")
	b.waitFor(`document.querySelector('#notices').textContent.includes('storage is full')`, 5*time.Second)
	b.play("c3 f6")
	if got := strings.Join(b.moves(), " "); got != "d4 e5 c3 f6" {
		t.Errorf("moves %q", got)
	}
}

// A move is saved once the board's answer is painted (app/ui/saving.go),
// a second later in a page the browser does not paint, and at once when
// the page is hidden or closed before then: here the page's frames stop,
// as in a tab in the background, and so do its timeouts of a second or
// more; the move made then is still there after a reload.
func TestMoveSavedWhenThePageCloses(t *testing.T) {
	b := moveUnpainted(t, `const setTimeoutAsBefore = window.setTimeout;
window.setTimeout = (f, ms, ...args) => ms >= 1000 ? 0 : setTimeoutAsBefore(f, ms, ...args);`)
	var stored string
	b.eval(`localStorage.getItem('diamond.game')`, &stored)
	if !strings.Contains(stored, `"view":1`) {
		t.Fatalf("with no frame painted, the move was saved already (the test would not see the page's closing save): %s", stored)
	}
	b.reload()
	if got := strings.Join(b.moves(), " "); got != "d4 e5" {
		t.Errorf("after a move and a reload before the next frame, the moves are %q, want d4 e5", got)
	}
}

// A page the browser does not paint (a window behind another, a tab in
// the background that still counts as shown) gets no frame: its move is
// saved all the same, a second later, so that another tab or a reload
// finds it (TestTabsStaleResign's tab in front, under load, waited for
// good).
func TestMoveSavedWithoutAFrame(t *testing.T) {
	b := moveUnpainted(t, "")
	b.waitFor(`(localStorage.getItem('diamond.game') || '').includes('"view":2')`, 10*time.Second)
}

// moveUnpainted plays d4 in a game for two, saved, then stops the page's
// frames, runs script (which may stop more), and plays e5 by a click that
// does not wait for frames: the board shows it, its saving is to come.
func moveUnpainted(t *testing.T, script string) *browser {
	t.Helper()
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.click("#welcome-friend-diamond")
	b.play("d4")
	b.waitFor(`(localStorage.getItem('diamond.game') || '').includes('"view":1')`, 5*time.Second)
	var ignored any
	b.eval("window.requestAnimationFrame = () => 0;\n"+script+"\ntrue", &ignored)
	// A click without b.click, which waits for frames.
	b.run(chromedp.Click(`#board g[data-point="e5"] circle.hit`, chromedp.ByQuery))
	b.waitPly(2, 5*time.Second)
	return b
}

// After one visit, the app loads and plays with the network off.
func TestOffline(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.waitForCache()
	b.play("d4")
	goOffline(b, srv)
	b.reload()
	if c := b.contents("d4"); c != "black" {
		t.Errorf("offline reload: d4 %q", c)
	}
	b.play("e5")
	// The computer's worker works offline too.
	b.click("#new-game")
	b.click("#mode-computer")
	b.click("#colour-white")
	b.click("#level-1")
	b.click("#start-game")
	b.waitFor(`document.querySelector('#board').dataset.ply === "1"`, 30*time.Second)
	b.screenshot("desktop-offline-computer")
	// The embed page is cached as well: a board seen once loads offline.
	b.run(chromedp.Navigate(srv.URL + "/embed#g=" + compact(t, "d4 e5") + "&m=1"))
	b.waitFor(`document.querySelector('#embed #board svg') !== null`, 30*time.Second)
	if got := b.points("d4", "e5"); got != "d4:black e5:empty" {
		t.Errorf("offline embed: %s", got)
	}
}

// fetchNotCached fetches a file the service worker has not cached: it
// says 'failed' when the site cannot be reached, 'answered' and the
// status otherwise. Chromium's tests and every engine's (offlineReload)
// ask it.
const fetchNotCached = `fetch('/not-cached-' + Date.now()).then(r => 'answered ' + r.status, () => 'failed')`

// appCached is true once the service worker controls the page and has
// cached the app's and the worker's files: the next visit works offline
// (waitForCache here, offlineReload in every engine).
const appCached = `(async () => {
	if (!navigator.serviceWorker.controller) return false;
	const keys = await caches.keys();
	if (keys.length === 0) return false;
	const cached = await (await caches.open(keys[0])).keys();
	return cached.some(r => r.url.includes('/web/worker.')) && cached.some(r => r.url.includes('/web/app.'));
})()`

// goOffline takes the site away: its server closes, as a network that
// is gone would leave the page, and the page is shown to reach nothing
// (a file the service worker has not cached fails to load). The browser's
// network emulation is not used: what navigator.onLine reports under it
// differs from one Chromium version to the next, and it is not what a
// player sees.
func goOffline(b *browser, srv *httptest.Server) {
	b.t.Helper()
	srv.Close()
	var got string
	b.await(fetchNotCached, &got)
	if got != "failed" {
		b.t.Fatalf("offline, a file that is not cached: %s, want failed", got)
	}
}

// waitForCache waits until the service worker controls the page and has
// cached the app's files: the next visit works offline.
func (b *browser) waitForCache() {
	b.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var ready bool
		b.await(appCached, &ready)
		if ready {
			return
		}
		if time.Now().After(deadline) {
			b.t.Fatal("the service worker did not cache the app")
		}
		time.Sleep(200 * time.Millisecond)
	}
}
