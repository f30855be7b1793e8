//go:build e2e

package e2e

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// boardShape is what the board looks like: where it is on the screen and
// each point's name, place, marks and contents.
const boardShape = `JSON.stringify((() => {
  const svg = document.querySelector('#board svg.board'), r = svg.getBoundingClientRect();
  const panel = document.querySelector('.panel').getBoundingClientRect();
  return {
    rect: [r.x, r.y, r.width, r.height].map(Math.round),
    panel: [panel.x, panel.y].map(Math.round),
    viewBox: svg.getAttribute('viewBox'),
    buttons: [...document.querySelectorAll('button')].map(b => b.id + (b.disabled ? ' disabled' : '') + (b.getAttribute('aria-pressed') === 'true' ? ' pressed' : '')),
    points: [...svg.querySelectorAll('g.pt')].map(g =>
      [g.dataset.point, g.getAttribute('transform'), g.getAttribute('class'), g.dataset.contents].join(' ')),
  };
})())`

// The page's HTML holds the board, drawn when the site was built, so that
// it shows before the wasm has loaded; the app then takes it over, drawn
// the same, and answers a click.
func TestBoardBeforeTheWasm(t *testing.T) {
	srv := serve(t)

	// The HTML as served, before any script runs.
	resp, err := http.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	html, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	page := string(html)
	board := strings.Index(page, `id="board"`)
	if board < 0 || !strings.Contains(page[board:], `<svg`) || strings.Count(page, `data-point="`) != 62 {
		t.Fatalf("index.html has no board of Diamond's 62 points:\n%.2000s", page)
	}

	for _, size := range screens {
		// The wasm never arrives: the board is there all the same, in view
		// and not covered by the loader.
		b := newBrowser(t, size.wh)
		b.run(network.Enable(), network.SetBlockedURLs([]string{"*.wasm"}))
		b.run(chromedp.Navigate(srv.URL + "/"))
		b.waitFor(`document.querySelector('#board svg.board') !== null && document.fonts.status === 'loaded'`, 30*time.Second)
		var covered string
		b.eval(`(() => {
		  const r = document.querySelector('#board svg.board').getBoundingClientRect();
		  if (r.width < 100 || r.height < 100) return 'the board is ' + r.width + 'x' + r.height + ' px';
		  const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
		  return document.getElementById('board').contains(at) ? '' : 'the board is covered by ' + (at ? at.outerHTML.slice(0, 200) : 'nothing');
		})()`, &covered)
		if covered != "" {
			t.Errorf("%s, without the wasm: %s", size.name, covered)
		}
		var live bool
		b.eval(`document.querySelector('.app[data-live="false"]') === null`, &live)
		if live {
			t.Errorf("%s: the page without the wasm does not say that it is the prerendered one", size.name)
		}
		var before string
		b.eval(boardShape, &before)
		b.screenshot("firstpaint-nowasm-" + size.name)

		// With the wasm, in a fresh profile: the same board, in the same
		// place, now answering a click.
		a := newBrowser(t, size.wh)
		a.open(srv.URL + "/")
		var after string
		a.eval(boardShape, &after)
		if before != after {
			var x, y any
			json.Unmarshal([]byte(before), &x)
			json.Unmarshal([]byte(after), &y)
			t.Errorf("%s: the prerendered board differs from the app's:\nprerendered %v\napp         %v", size.name, x, y)
		}
		a.clickPoint("d4")
		a.waitFor(`document.querySelector('#board').dataset.ply === "1"`, 5*time.Second)
		if got := a.contents("d4"); got != "black" {
			t.Errorf("%s: d4 holds %q after a click, want black", size.name, got)
		}
	}
}
