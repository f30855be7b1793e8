//go:build e2e

package e2e

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// recordViolations has every document the browser loads, frames
// included, collect the Content-Security-Policy violations it reports
// into window.__csp, from before its first script.
func (b *browser) recordViolations() {
	b.t.Helper()
	b.onEachDocument(`window.__csp = [];
document.addEventListener('securitypolicyviolation', e => window.__csp.push(
  e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber + ' ' + e.sample));`)
}

// violations returns the violations the page and its same-origin frames
// have reported since the last call, or since they loaded.
func (b *browser) violations() []string {
	b.t.Helper()
	var got []string
	b.eval(`[window, ...[...document.querySelectorAll('iframe')].map(f => f.contentWindow)].flatMap(w => {
  try { return w.__csp === undefined ? ['no violation listener in ' + w.location.href] : w.__csp.splice(0) } catch (e) { return [] } })`, &got)
	return got
}

// noViolations fails the test if the page reported a violation; where
// names the page.
func (b *browser) noViolations(where string) {
	b.t.Helper()
	for _, v := range b.violations() {
		b.t.Errorf("%s: %s", where, v)
	}
}

// The app, each game, every dialog, a game against the computer (its
// worker compiles a wasm), the rules pages and the embed page run under
// their Content-Security-Policy without one violation; and the policy is
// in force: a script added by hand does not run, and is reported.
func TestCSPNoViolations(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.recordViolations()
	b.open(srv.URL)
	var policy string
	b.await(`fetch('/').then(r => r.headers.get('Content-Security-Policy'))`, &policy)
	if !strings.Contains(policy, "frame-ancestors 'none'") {
		t.Fatalf("the app is served with the policy %q", policy)
	}

	// Each game, with a few moves: pieces put down, and slid (Diamondback).
	for _, id := range []string{"diamond", "pivots", "diamondback"} {
		b.newGameOf(id)
		b.play(map[string]string{"diamond": "d4 e5", "pivots": "e5 e6", "diamondback": "a5-b6 h4-g4"}[id])
	}
	b.noViolations("the three games")

	// Every dialog; Export's picture is a data: image, and its PNG is
	// drawn from a blob: one.
	b.downloads()
	for _, opener := range []string{"new-game", "games", "rules-button", "export", "import", "embed"} {
		b.click("#" + opener)
		b.waitFor(`document.querySelector('dialog[open]') !== null`, 10*time.Second)
		switch opener {
		case "rules-button":
			b.waitFor(`document.querySelector('#rules') !== null`, 10*time.Second)
		case "export":
			b.waitFor(`document.querySelector('#export-preview').complete`, 5*time.Second)
			b.click("#export-png")
			b.waitFor(`document.querySelector('#export-note').textContent.endsWith('.png.')`, 10*time.Second)
		case "embed":
			b.waitFor(`(f => f !== null && f.contentDocument !== null && f.contentDocument.querySelector('#board svg') !== null)(document.querySelector('dialog iframe'))`, 30*time.Second)
		}
		b.settle()
		b.run(chromedp.KeyEvent(kb.Escape))
		b.waitFor(`document.querySelector('dialog') === null`, 5*time.Second)
		b.noViolations(opener + " dialog")
	}
	b.click("#setup")
	b.waitFor(`document.querySelector('#setup-panel') !== null`, 5*time.Second)
	b.click("#setup-cancel")
	b.noViolations("set up")

	// A game against the computer, which moves first.
	b.computerGameOf("diamond", "white", 1)
	b.waitPly(1, 60*time.Second)
	for _, point := range []string{"d4", "b2", "f6"} {
		if b.contents(point) == "empty" { // not the computer's
			b.clickPoint(point) // the answer may come before ply 2 is seen
			break
		}
	}
	b.waitPly(3, 60*time.Second)
	b.noViolations("a game against the computer")

	// The policy is in force, and a violation is seen: a script put in
	// the page does not run.
	var ran bool
	b.eval(`(() => { const s = document.createElement('script'); s.textContent = 'window.__ran = true'; document.head.append(s); return window.__ran === true })()`, &ran)
	b.settle()
	if got := b.violations(); ran || len(got) != 1 || !strings.HasPrefix(got[0], "script-src-elem blocked inline") {
		t.Errorf("a script added to the page: ran %v, violations %q; want it blocked and reported", ran, got)
	}

	// The rules pages (/rules runs a script that may go to another game's).
	for _, path := range []string{"/rules", "/rules/diamond", "/rules/pivots", "/rules/diamondback"} {
		b.run(chromedp.Navigate(srv.URL + path))
		b.waitFor(`document.readyState === 'complete' && document.querySelector('main h1, main h2') !== null`, 10*time.Second)
		b.settle()
		b.noViolations(path)
	}

	// The embed page, with its controls, playable.
	b.run(chromedp.Navigate(srv.URL + "/embed#g=SRiHAXCnEwGy40698luVeMOriaHISKIBab&m=25&moves=1&controls=1&play=1"))
	b.waitFor(`document.querySelector('#embed #board svg') !== null`, 30*time.Second)
	b.press("#next")
	b.noViolations("the embed page")
}

// Another site may frame the embed page, not the app's pages.
func TestCSPFraming(t *testing.T) {
	app := serve(t)
	other := otherSite(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>Another site</title>
<iframe id="app" src="%s/#g=ZA" width="600" height="400"></iframe>
<iframe id="embed" src="%s/embed#g=ZA" width="400" height="400"></iframe>`, app.URL, app.URL)
	}))
	b := newBrowser(t, desktop)
	b.run(chromedp.Navigate(other))
	b.frame("/embed#g=ZA") // waits for its board

	// The app's frame holds Chromium's error page ("refused to connect"),
	// not the app.
	deadline := time.Now().Add(30 * time.Second)
	for state := ""; ; time.Sleep(100 * time.Millisecond) {
		if strings.HasPrefix(state, "chrome-error:") {
			break
		}
		if strings.HasSuffix(state, " board") || time.Now().After(deadline) {
			t.Fatalf("another site framed the app: its frame holds %q", state)
		}
		targets, err := chromedp.Targets(b.ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, info := range targets {
			if info.Type == "iframe" && strings.HasPrefix(info.URL, app.URL+"/") && !strings.Contains(info.URL, "/embed") {
				ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithTargetID(info.TargetID))
				chromedp.Run(ctx, chromedp.Evaluate(`location.href + (document.querySelector('#board svg') ? ' board' : '')`, &state))
				cancel()
			}
		}
	}
}
