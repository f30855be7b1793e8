//go:build e2e

package e2e

import (
	"fmt"
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// preview is the Embed dialog's preview iframe, of the app's own origin:
// reached through contentDocument.
const preview = `document.querySelector('#embed-preview').contentDocument`

// The Embed dialog writes a snippet for the game at the move shown; the
// live preview follows the options; pasted into a page of another site,
// the snippet shows the same position. The preview, though of the app's
// origin, never writes the app's storage, even when played in.
func TestEmbedDialog(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4 e5 c3 f6")
	b.click("#prev") // shows ply 3
	var saved string
	var savedKeys []string
	b.eval(`localStorage.getItem('diamond.game')`, &saved)
	b.eval(`Object.keys(localStorage).sort()`, &savedKeys)

	// The dialog is drawn in one task, and its preview, a second app
	// starting in an iframe, comes in a later one: a MutationObserver's
	// callback runs once a task's changes are made.
	b.eval(`(() => {
	  window.__previewWithDialog = null;
	  new MutationObserver((records, obs) => {
	    if (document.querySelector('#embed-dialog')) {
	      window.__previewWithDialog = document.querySelector('#embed-preview') !== null;
	      obs.disconnect();
	    }
	  }).observe(document.body, {subtree: true, childList: true});
	  return true;
	})()`, nil)
	b.click("#embed")
	b.waitFor(`document.querySelector('#embed-dialog') !== null`, 5*time.Second)
	var together bool
	b.eval(`window.__previewWithDialog`, &together)
	if together {
		t.Error("the Embed dialog and its preview's iframe came in one task")
	}
	snippet := b.value("#embed-snippet")
	want := "/embed#g=" + compact(t, "d4 e5 c3 f6") + "&amp;m=3&amp;moves=1"
	if !strings.Contains(snippet, srv.URL+want) {
		t.Errorf("snippet %s\nwant src %s%s", snippet, srv.URL, want)
	}
	b.waitFor(`document.querySelector('#embed-preview') !== null`, 5*time.Second)
	b.waitFor(preview+`.querySelector('#embed #board svg') !== null`, 30*time.Second)
	b.waitFor(preview+`.querySelector('#embed').dataset.ply === "3"`, 5*time.Second)
	// The preview runs the module the page compiled (app.js's
	// goappFromParent): nothing compiled or read from the cache again on
	// the thread they share.
	var shared bool
	b.eval(`document.querySelector('#embed-preview').contentWindow.goappModule === window.goappModule && !!window.goappModule`, &shared)
	if !shared {
		t.Error("the Embed dialog's preview compiled its own module, not the page's")
	}
	// At the default width, the whole dialog fits a desktop window
	// (1280x800): Copy HTML and Close are in sight without scrolling.
	var fits bool
	b.eval(`(d => d.scrollHeight <= d.clientHeight && document.querySelector('#close-embed').getBoundingClientRect().bottom <= innerHeight)(document.querySelector('#embed-dialog'))`, &fits)
	if !fits {
		t.Error("the Embed dialog does not fit a 1280x800 window")
	}

	// Options change the snippet and the preview at once.
	b.choose("#embed-theme", "dark")
	b.click("#embed-play")
	b.click("#embed-flip")
	b.click("#embed-width-320")
	snippet = b.value("#embed-snippet")
	for _, part := range []string{"flip=1", "play=1", "theme=dark", `width="320"`, `height="462"`} {
		if !strings.Contains(snippet, part) {
			t.Errorf("snippet %s lacks %s", snippet, part)
		}
	}
	b.waitFor(preview+`.querySelector('#embed').className.includes('theme-dark')`, 5*time.Second)
	b.screenshot("desktop-embed-dialog")
	b.run(chromedp.EmulateViewport(phone[0], phone[1]))
	b.settle()
	b.screenshot("phone-embed-dialog")
	b.run(chromedp.EmulateViewport(desktop[0], desktop[1]))

	// Playing in the preview, of the app's own origin, saves nothing.
	b.eval(preview+`.querySelector('#board g[data-point="a1"]').dispatchEvent(new MouseEvent('click', {bubbles: true}))`, nil)
	b.waitFor(preview+`.querySelector('#embed').dataset.ply === "4"`, 5*time.Second)
	var after string
	var keys []string
	b.eval(`localStorage.getItem('diamond.game')`, &after)
	b.eval(`Object.keys(localStorage).sort()`, &keys)
	if after == "" || after != saved {
		t.Errorf("playing in the embed changed the saved game:\n%s\nwas\n%s", after, saved)
	}
	if got, was := strings.Join(keys, " "), strings.Join(savedKeys, " "); got != was {
		t.Errorf("storage keys after playing in the embed: %s, were %s", got, was)
	}

	// The snippet, pasted into a page of another site, shows the game.
	host := otherSite(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, "<!doctype html><title>A blog</title><p>Look at this game:</p>\n%s\n", snippet)
	}))
	b.run(chromedp.Navigate(host))
	src := html.UnescapeString(regexp.MustCompile(`src="([^"]*)"`).FindStringSubmatch(snippet)[1])
	f := b.frame(src[strings.Index(src, "#"):])
	if p := f.embedPly(); p != 3 {
		t.Errorf("pasted snippet shows ply %d, want 3", p)
	}
	if got, want := f.points("d4", "e5", "c3", "f6"), "d4:black e5:white c3:black f6:empty"; got != want {
		t.Errorf("pasted snippet: %s, want %s", got, want)
	}
	var class string
	f.eval(`document.querySelector('#embed').className`, &class)
	if !strings.Contains(class, "theme-dark") || !strings.Contains(class, "playable") {
		t.Errorf("pasted snippet's classes %q", class)
	}

	// A bad option says what to write instead, under the board of the game.
	b.run(chromedp.Navigate(srv.URL + "/embed#g=" + compact(t, "d4") + "&theme=green"))
	b.waitFor(`document.querySelector('#embed-error') !== null`, 30*time.Second)
	if e := b.text("#embed-error"); e != `Part of this board's address could not be used: theme="green": write theme=light or theme=dark.` {
		t.Errorf("bad embed: %q", e)
	}
	if c := b.contents("d4"); c != "black" {
		t.Errorf("bad embed: d4 is %s, want the game's black piece", c)
	}
}

// value returns the value of the form field matching sel.
func (b *browser) value(sel string) string {
	b.t.Helper()
	var s string
	b.eval(fmt.Sprintf(`document.querySelector(%q).value`, sel), &s)
	return s
}
