//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// system makes the browser's system theme (prefers-color-scheme) scheme,
// "light" or "dark", for this page and those it loads next.
func (b *browser) system(scheme string) {
	b.t.Helper()
	b.run(emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}))
	b.settle()
}

// choose picks value in the select sel, as a person would (a change event).
func (b *browser) choose(sel, value string) {
	b.t.Helper()
	var ok bool
	b.eval(`(() => { const s = document.querySelector(`+quote(sel)+`); if (!s) return false;
	  s.value = `+quote(value)+`; s.dispatchEvent(new Event('change', {bubbles: true})); return s.value === `+quote(value)+`; })()`, &ok)
	if !ok {
		b.t.Fatalf("%s has no choice %q", sel, value)
	}
	b.settle()
}

// lightness is the relative lightness, 0 to 1, of an element's computed
// colour property (background-color, fill), the first element matching sel.
func (b *browser) lightness(sel, property string) float64 {
	b.t.Helper()
	var l float64
	b.eval(`(() => { const e = document.querySelector(`+quote(sel)+`); if (!e) return -1;
	  const m = getComputedStyle(e).getPropertyValue(`+quote(property)+`).match(/[\d.]+/g).map(Number);
	  return (0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2]) / 255; })()`, &l)
	if l < 0 {
		b.t.Fatalf("no %s on the page", sel)
	}
	return l
}

// isDark checks that the page (its body) and the board's cells (cell, a
// selector) are dark, or light, as want says.
func (b *browser) isDark(where, cell string, want bool) {
	b.t.Helper()
	b.faded()
	page, board := b.lightness("body", "background-color"), b.lightness(cell, "fill")
	if dark := page < 0.25 && board < 0.5; dark != want {
		b.t.Errorf("%s: page lightness %.2f, board %.2f: want dark %v", where, page, board, want)
	}
	if light := page > 0.75 && board > 0.6; light == want {
		b.t.Errorf("%s: page lightness %.2f, board %.2f: want light %v", where, page, board, !want)
	}
}

// faded waits until the page's colours have finished fading (CSS
// transitions: the board's cells after a theme switched, a piece placed).
func (b *browser) faded() {
	b.t.Helper()
	b.await(`Promise.all(document.getAnimations().filter(a => a instanceof CSSTransition).map(a => a.finished.catch(() => null)))`, nil)
}

// openEmbed loads an embed afresh: a link that changes only the fragment
// would not reload the page, and the board of the last one is there.
func (b *browser) openEmbed(url string) {
	b.t.Helper()
	b.run(chromedp.Navigate("about:blank"), chromedp.Navigate(url))
	b.waitFor(`document.querySelector('#embed #board svg') !== null`, 30*time.Second)
}

// The page follows the system's theme until the Theme switch chooses one,
// which the page keeps on reload (also before the wasm runs), as do the
// rules pages; the embed follows the system or its own option. Exported
// pictures keep the light colours.
func TestThemeSwitch(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.system("dark")
	b.open(srv.URL)
	b.isDark("system dark", "#board .sq", true)
	b.screenshots("theme-system-dark")

	// Light, chosen, overrides the system, and survives a reload.
	b.choose("#theme", "light")
	b.isDark("Light chosen, system dark", "#board .sq", false)
	b.reload()
	b.isDark("Light chosen, system dark, reloaded", "#board .sq", false)
	if v := b.value("#theme"); v != "light" {
		t.Errorf("after a reload the switch shows %q, want light", v)
	}
	b.run(chromedp.Navigate(srv.URL + "/rules/pivots"))
	b.waitFor(`document.querySelector('#rules') !== null`, 10*time.Second)
	if l := b.lightness("body", "background-color"); l < 0.75 {
		t.Errorf("rules page with Light chosen, system dark: lightness %.2f", l)
	}

	// Dark, chosen, with a light system; the export's picture stays light.
	b.system("light")
	b.open(srv.URL)
	b.isDark("system light", "#board .sq", false)
	b.choose("#theme", "dark")
	b.isDark("Dark chosen, system light", "#board .sq", true)
	b.play("d4")
	b.click("#export")
	var src string
	b.eval(`decodeURIComponent(document.querySelector('#export-preview').src)`, &src)
	if !strings.Contains(src, "#e6d6b2") {
		t.Errorf("the exported picture in the dark theme lacks the light palette's squares: %.300s", src)
	}
	b.run(chromedp.Navigate(srv.URL + "/rules/diamond"))
	b.waitFor(`document.querySelector('#rules') !== null`, 10*time.Second)
	if l := b.lightness("body", "background-color"); l > 0.25 {
		t.Errorf("rules page with Dark chosen: lightness %.2f", l)
	}
	// The embed ignores the app's choice: it follows the system, or its option.
	for _, c := range []struct {
		opts string
		dark bool
	}{{"", false}, {"&theme=dark", true}} {
		b.openEmbed(srv.URL + "/embed#g=SRiHAXCnEwGy40698luVeMOriaHISKIBab&m=25&moves=1" + c.opts)
		if l := b.lightness("#embed", "background-color"); (l < 0.25) != c.dark {
			t.Errorf("embed %q, system light, app dark: lightness %.2f, want dark %v", c.opts, l, c.dark)
		}
	}
	b.system("dark")
	b.openEmbed(srv.URL + "/embed#g=SRiHAXCnEwGy40698luVeMOriaHISKIBab&m=25&moves=1&theme=light")
	if l := b.lightness("#embed", "background-color"); l < 0.75 {
		t.Errorf("embed theme=light, system dark: lightness %.2f", l)
	}
	b.openEmbed(srv.URL + "/embed#g=SRiHAXCnEwGy40698luVeMOriaHISKIBab&m=25&moves=1")
	if l := b.lightness("#embed", "background-color"); l > 0.25 {
		t.Errorf("embed, system dark: lightness %.2f", l)
	}
	// A transparent embed shows the host's page, most often light: its
	// text stays dark unless it asks for the dark theme.
	b.openEmbed(srv.URL + "/embed#g=SRiHAXCnEwGy40698luVeMOriaHISKIBab&m=25&moves=1&transparent=1")
	if l := b.lightness("#embed", "color"); l > 0.25 {
		t.Errorf("transparent embed, system dark: text lightness %.2f, want dark text", l)
	}
}

// The theme chosen is the page's from its first paint: index.html sets
// it from the stored settings before the wasm runs (here, never).
func TestThemeBeforeTheWasm(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.system("dark")
	b.run(network.Enable(), network.SetBlockedURLs([]string{"*.wasm"}))
	b.run(chromedp.Navigate(srv.URL + "/"))
	b.waitFor(`document.querySelector('#board svg.board') !== null`, 30*time.Second)
	b.isDark("prerendered, system dark", "#board .sq", true)
	var ok bool
	b.eval(`localStorage.setItem('diamond.settings', JSON.stringify({version: 1, settings: {coords: true, mode: "hotseat", human: "black", level: 1, theme: "light"}})), true`, &ok)
	b.run(chromedp.Reload())
	b.waitFor(`document.querySelector('#board svg.board') !== null`, 30*time.Second)
	var live bool
	if b.eval(`document.querySelector('.app[data-live="false"]') === null`, &live); live {
		t.Fatal("the wasm ran, though blocked: this test checks the page before it")
	}
	b.isDark("prerendered, Light stored, system dark", "#board .sq", false)
}

// In the dark theme each game's page is dark, and set up opens with
// nothing marked on the board (the review saw a green ring on a1);
// TestAxe checks the contrast of every page in both themes.
func TestDarkEachGame(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.system("dark")
	b.open(srv.URL)
	cells := map[string]string{"diamond": "#board .sq", "pivots": "#board .hex", "diamondback": "#board .dark"}
	for _, id := range []string{"diamond", "pivots", "diamondback"} {
		b.newGameOf(id)
		b.play(map[string]string{"diamond": "d4 e5", "pivots": "e5 e6", "diamondback": "a5-b6 h4-g4"}[id])
		b.isDark(id, cells[id], true)
		b.screenshots("theme-dark-" + id)
	}
	b.newGameOf("diamond")
	b.click("#setup")
	var marked string
	b.eval(`[...document.querySelectorAll('#board .pt')].filter(p => p.getAttribute('class') !== 'pt').map(p => p.dataset.point + ': ' + p.getAttribute('class')).join(', ')`, &marked)
	if marked != "" {
		t.Errorf("set up opens with marks on the board: %s", marked)
	}
	b.screenshots("theme-dark-setup")
}
