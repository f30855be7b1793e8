//go:build e2e

package e2e

import (
	"context"
	"strconv"
	"testing"
	"time"

	"diamond/app/desk"
	"diamond/app/games"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	cdtarget "github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// newTab opens another tab of the same browser, with the same profile
// (its storage), and loads url in it.
func (b *browser) newTab(url string) *browser {
	b.t.Helper()
	return b.attach(url, "opening a tab")
}

// attach makes a browser of a new context of b's browser, on a new tab
// or on the target opts name, and loads url in it; what says what failed.
func (b *browser) attach(url, what string, opts ...chromedp.ContextOption) *browser {
	b.t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx, opts...)
	b.t.Cleanup(cancel)
	// The first run creates the tab, or attaches to the target, which
	// lives as long as this context.
	if err := chromedp.Run(ctx); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
	tab := &browser{t: b.t, ctx: ctx}
	tab.open(url)
	return tab
}

// newWindow opens url in a window of its own in the same browser, with
// the same profile: both windows are shown at once, side by side.
func (b *browser) newWindow(url string) *browser {
	b.t.Helper()
	var id cdtarget.ID
	b.run(chromedp.ActionFunc(func(ctx context.Context) (err error) {
		id, err = cdtarget.CreateTarget("about:blank").WithNewWindow(true).Do(cdp.WithExecutor(ctx, chromedp.FromContext(ctx).Browser))
		return err
	}))
	return b.attach(url, "attaching to the window", chromedp.WithTargetID(id))
}

// front brings the tab to the front, as a click on it does: the tab it
// hides is told (visibilitychange), and so is this one.
func (b *browser) front() {
	b.t.Helper()
	b.run(page.BringToFront())
	b.settle()
}

// deaf makes the app in this tab miss what the other tabs store and its
// being shown again, as a tab frozen by the browser, or one racing
// another, does: listeners that run first stop both events.
func (b *browser) deaf() {
	b.t.Helper()
	b.eval(`for (const kind of ['storage', 'visibilitychange']) window.addEventListener(kind, e => e.stopImmediatePropagation(), true); true`, nil)
}

// storedGame returns Diamond's game in progress as stored: its record,
// the number of its moves, and whether it is over.
func (b *browser) storedGame() (record string, moves int, over bool) {
	b.t.Helper()
	b.eval(`JSON.parse(localStorage.getItem('diamond.game')).game.record`, &record)
	m, err := games.Diamond.ParseCompact(record)
	if err != nil {
		b.t.Fatalf("stored record %q: %v", record, err)
	}
	return record, m.Len(), m.Outcome().Over
}

// noticeSays waits until the notices say text.
func (b *browser) noticeSays(text string) {
	b.t.Helper()
	b.waitFor(`(document.querySelector('#notices') || {textContent: ''}).textContent.includes(`+strconv.Quote(text)+`)`, 10*time.Second)
}

// wentOnTo waits until the notices say the game went on in another tab
// and the board shows its move n.
func (b *browser) wentOnTo(n int) {
	b.t.Helper()
	b.noticeSays(desk.WentOn)
	b.waitPly(n, 10*time.Second)
}

// Many tabs, one truth (U3): tab A shows a game at move 1, tab B plays it
// on. Shown again, tab A follows, and says so. Then tab A misses what tab
// B does next (as a tab the browser froze), and resigns on its old copy:
// the resignation is refused in words, the stored game keeps every move,
// and tab A shows it. A click in the move list of a tab behind writes
// nothing either; a resignation on the latest copy is stored.
func TestTabsStaleResign(t *testing.T) {
	srv := serve(t)
	a := newBrowser(t, desktop)
	a.open(srv.URL)
	a.play("d4")

	b := a.newTab(srv.URL)
	if n := b.plies(); n != 1 {
		t.Fatalf("tab B opens at move %d, not 1", n)
	}
	b.front()
	b.play("e5 c3")
	a.front()
	a.wentOnTo(3)
	a.movesAre("d4 e5 c3")

	// Tab A misses what comes next.
	a.click("#notices .close")
	a.deaf()
	b.front()
	b.play("f6 d3 a1")
	want, n, _ := b.storedGame()
	if n != 6 {
		t.Fatalf("tab B stored %d moves", n)
	}
	a.front()
	if n := a.plies(); n != 3 {
		t.Fatalf("the deaf tab A followed to move %d", n)
	}
	a.click("#resign")
	a.click("#resign-yes")
	a.wentOnTo(6)
	a.movesAre("d4 e5 c3 f6 d3 a1")
	if got, n, over := a.storedGame(); got != want || over {
		t.Errorf("stored after the stale resignation: %q (%d moves, over %v), want %q", got, n, over, want)
	}
	if s := a.text("#status"); s == "" || a.disabled("#resign") {
		t.Errorf("tab A does not show the game going on: status %q", s)
	}
	a.screenshot("tabs-stale-resign")

	// Tab A, still deaf, falls behind again; a click on the first move
	// there writes nothing, and shows the newer game.
	a.click("#notices .close")
	b.front()
	b.play("e4")
	want, _, _ = b.storedGame()
	a.front()
	a.click("#first")
	a.wentOnTo(7)
	if got, n, _ := a.storedGame(); got != want {
		t.Errorf("stored after browsing in the stale tab: %q (%d moves), want %q", got, n, want)
	}

	// Resigning now, on the latest copy, is stored.
	a.click("#resign")
	a.click("#resign-yes")
	a.waitFor(`JSON.parse(localStorage.getItem('diamond.game')).game.record.endsWith('_b') || JSON.parse(localStorage.getItem('diamond.game')).game.record.endsWith('_w')`, 10*time.Second)
	if _, n, over := a.storedGame(); n != 7 || !over {
		t.Errorf("the resignation on the latest copy: %d moves, over %v", n, over)
	}
}

// Two windows of one browser side by side, both shown: a move in one
// shows in the other at once (the storage event), which says so.
func TestTabsSideBySide(t *testing.T) {
	srv := serve(t)
	a := newBrowser(t, desktop)
	a.open(srv.URL)
	a.play("d4")
	b := a.newWindow(srv.URL)
	var hidden bool
	a.eval(`document.hidden`, &hidden)
	if hidden {
		t.Skip("the first window is hidden by the second")
	}
	b.play("e5")
	a.wentOnTo(2)
	a.movesAre("d4 e5")
	// A move played in the first window now is its own act on the latest
	// copy, and shows in the second.
	a.play("c3")
	b.waitPly(3, 10*time.Second)
}
