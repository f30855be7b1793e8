//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// A hostile or broken address and what the page must say about it: ""
// for nothing at all.
type hostile struct{ path, want string }

// script is what the script-like addresses would run: it sets a flag the
// test looks for, or opens a dialog.
const script = `window.__pwned=1;alert(1)`

// Addresses of every kind that must still open the app: bad escapes, a
// link cut off mid-escape, unknown keys, non-ASCII, script-like text,
// junk queries, each game's bad links.
var hostileApp = []hostile{
	{"/#g=%%%", "This link could not be opened: it is damaged or cut off (a % in it is not followed by two digits or letters A to F); copy the whole link again."},
	{"/#%", "it is damaged or cut off"},
	{"/#g=ajRsI1%", "it is damaged or cut off"},
	{"/#m=%E0%A4%A", "it is damaged or cut off"},
	{"/#g=ZA;m=1", "it is damaged: it holds characters that the app's links never hold"},
	{"/?%%#g=ZA", "Part of this address could not be read: it is damaged or cut off"},
	{"/?q=%zz&<script>" + script + "</script>", "Part of this address could not be read"},
	{"/?x=1&y=%E2%99%A6", ""},
	{"/#foo=bar", ""},
	{"/#game=chess&g=ZA", `does not know the game "chess"`},
	{"/#g=ZA♦&m=1", "This link could not be opened"},
	{"/#g=<script>" + script + "</script>", "This link could not be opened"},
	{"/#g=<img src=x onerror=\"" + script + "\">", "This link could not be opened"},
	{"/#\"><svg onload=" + script + ">", "This link could not be opened"},
	{"/#g=<svg onload=alert(document.domain)>", "This link could not be opened"},
	{"/#g=javascript:" + script, "This link could not be opened"},
	{"/#javascript:" + script, "This link could not be opened"},
	{"/#g=" + strings.Repeat("A", 100_000), "This link could not be opened"},
	{"/#g=ZZZZZZZZ", "This link could not be opened: move 1 (White's d3) is not legal: d3 is not empty."},
	{"/#g=ZA&m=-1", "This link's game is shown at its end: the link asks for move -1, but moves count from 0, the start."},
	{"/#g=ZAaBhDi_b&m=999", "This link's game is shown at its end: the link asks for move 999, but the game has 7 moves."},
	{"/#game=pivots&g=~e5.e5", "turn 2 (White's e5) is not legal: e5 is not empty"},
	{"/#game=diamondback&g=~b1g8.a5b6.a5b6", "move 1 (Black's a5b6) is not legal"},
	{"/#game=diamondback&g=~b1g8&m=3", "the link asks for move 3, but the game has 0 moves"},
}

// The embed's: a board always, with the explanation under it.
var hostileEmbed = []hostile{
	{"/embed#g=%%%", "Part of this board's address could not be used: it is damaged or cut off"},
	{"/embed#g=ajRsI1%", "it is damaged or cut off"},
	{"/embed?%%#g=ZA", "Part of this board's address could not be used: it is damaged or cut off"},
	{"/embed?junk=<script>" + script + "</script>#g=ZA", ""},
	{"/embed#g=<script>" + script + "</script>", "Part of this board's address could not be used"},
	{"/embed#g=ZA&flip=<img src=x onerror=alert(1)>", `flip="<img src=x onerror=alert(1)>": write flip=1 or flip=0`},
	{"/embed#g=" + strings.Repeat("A", 100_000), "Part of this board's address could not be used"},
	{"/embed#g=ZA&m=999", "This game is shown at its end: the link asks for move 999, but the game has 2 moves."},
	{"/embed#game=chess", `does not know the game "chess"`},
	{"/embed#future=1&g=ZA", ""},
}

func TestHostileURLs(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	dialogs := b.watchDialogs()
	check := func(h hostile, board, text string) {
		t.Helper()
		// A fresh load each time: a new fragment alone would be handled by
		// the running app (checked below), not by its start-up.
		b.run(chromedp.Navigate("about:blank"), chromedp.Navigate(srv.URL+h.path))
		b.waitFor(fmt.Sprintf(`document.querySelector(%q) !== null`, board), 30*time.Second)
		if h.want != "" {
			b.waitFor(fmt.Sprintf(`(document.querySelector(%q) || {textContent: ''}).textContent.includes(%q)`, text, h.want), 5*time.Second)
		}
		b.settle()
		if got := b.text(text); h.want == "" && got != "" {
			t.Errorf("%.80s: says %q, want nothing", h.path, got)
		}
		var pwned bool
		b.eval(`window.__pwned !== undefined`, &pwned)
		if pwned || dialogs.Load() > 0 {
			t.Errorf("%.80s: a script in the address ran", h.path)
		}
	}
	for _, h := range hostileApp {
		check(h, "#board svg", "#notices")
	}
	if p := b.plies(); p != 0 {
		t.Errorf("the shown game of a link asking for move 3 of 0: ply %d", p)
	}
	b.run(chromedp.Navigate("about:blank"))
	b.open(srv.URL + "/#g=ZAaBhDi_b&m=999")
	if p := b.plies(); p != 7 {
		t.Errorf("m=999 shows ply %d, want the game's end, 7", p)
	}
	for _, h := range hostileEmbed {
		check(h, "#embed #board svg", "#embed-error")
	}
	if c := b.contents("d3"); c != "black" {
		t.Errorf("the embed of an unknown option: d3 is %s, want the game's black piece", c)
	}
	b.screenshot("desktop-hostile-embed")

	// A bad fragment given to the running app (typed in the address bar, or
	// a host changing an iframe's): the app stays and explains.
	b.eval(`localStorage.clear(); true`, nil) // the app's saved game is the link's, over
	b.run(chromedp.Navigate("about:blank"))
	b.open(srv.URL)
	b.play("d4")
	b.eval(`location.hash = 'g=ZA%'; true`, nil)
	b.waitFor(`document.querySelector('#notices').textContent.includes('it is damaged or cut off')`, 10*time.Second)
	b.play("e5")
	if got := strings.Join(b.moves(), " "); got != "d4 e5" {
		t.Errorf("after a bad fragment in the running app: moves %q", got)
	}
	b.run(chromedp.Navigate(srv.URL + "/embed#g=ZA"))
	b.waitFor(`document.querySelector('#embed #board svg') !== null`, 30*time.Second)
	b.eval(`location.hash = '%%'; true`, nil)
	b.waitFor(`(document.querySelector('#embed-error') || {textContent: ''}).textContent.includes('it is damaged or cut off')`, 10*time.Second)
	b.screenshot("desktop-hostile-app")
}

// watchDialogs counts the JavaScript dialogs (alert, confirm, prompt) the
// page opens, dismissing each so that the page goes on.
func (b *browser) watchDialogs() *atomic.Int32 {
	n := new(atomic.Int32)
	chromedp.ListenTarget(b.ctx, func(ev any) {
		if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			n.Add(1)
			go chromedp.Run(b.ctx, page.HandleJavaScriptDialog(false))
		}
	})
	return n
}
