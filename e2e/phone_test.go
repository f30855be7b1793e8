//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// outOfView lists the elements of sels, and every button of the prompt
// under the board, that a phone's screen does not show whole with the page
// at its top.
const outOfView = `((sels) => {
	scrollTo(0, 0);
	const out = [];
	const els = sels.map(s => [s, document.querySelector(s)]);
	document.querySelectorAll('.board-area .prompt button').forEach(b => els.push(['#' + b.id, b]));
	for (const [s, e] of els) {
		if (!e) { out.push(s + ' missing'); continue; }
		const r = e.getBoundingClientRect();
		if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
			out.push(s + ' at ' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(','));
		}
	}
	return out;
})`

// On a phone the game is one screen: for each game and each opponent,
// after a first move, the board, the strip under it (the moves' arrows,
// Hint, Take back, More) and what waits for an answer (Send your move,
// the swap, Pass) are all in view with the page at its top.
func TestPhoneShowsThePlayInOneScreen(t *testing.T) {
	srv := serve(t)
	first := map[string]struct{ colour, move string }{
		"diamond":     {"black", "d4"},
		"pivots":      {"black", "e5"},
		"diamondback": {"white", "a5-b6"},
	}
	for _, size := range [][2]int64{{390, 844}, {360, 640}} {
		for _, id := range []string{"diamond", "pivots", "diamondback"} {
			t.Run(fmt.Sprintf("%dx%d/%s", size[0], size[1], id), func(t *testing.T) {
				b := newBrowser(t, size)
				b.open(srv.URL)
				f := first[id]
				for _, mode := range []string{"computer", "two players", "friend"} {
					due := []string{"#board svg", "#strip", "#first", "#last", "#undo", "#more"}
					switch mode {
					case "computer":
						b.computerGameOf(id, f.colour, 1)
					case "two players":
						b.newGameOf(id)
					case "friend":
						b.friendGameOf(id, f.colour, "Ann", "Bob")
					}
					// The move's clicks (the computer may answer at once).
					for _, pt := range strings.Split(f.move, "-") {
						b.clickPoint(pt)
					}
					b.waitFor(`Number(document.querySelector('#board').dataset.ply) >= 1`, 10*time.Second)
					switch mode {
					case "computer":
						b.waitFor(`Number(document.querySelector('#board').dataset.ply) >= 2`, 20*time.Second)
						due = append(due, "#hint-button")
					case "two players":
						due = append(due, "#hint-button")
					case "friend":
						due = append(due, "#send-move")
					}
					b.settle()
					var out []string
					b.eval(outOfView+`(`+jsonList(due)+`)`, &out)
					if len(out) > 0 {
						t.Errorf("%s, %s: out of view at the page's top: %s", id, mode, strings.Join(out, "; "))
						b.screenshot(fmt.Sprintf("phone-%dx%d-%s-%s", size[0], size[1], id, strings.ReplaceAll(mode, " ", "-")))
					}
					// The header holds on its two rows (the name and the
					// theme, then the menu), the Games count's badge and all.
					var rows int
					b.eval(`(() => {
						const ys = [...document.querySelectorAll('.top .menu > *, .top .logo, .top .theme-pick')]
							.map(e => e.getBoundingClientRect()).filter(r => r.height > 0).map(r => r.top + r.height / 2).sort((a, b) => a - b);
						return ys.filter((y, i) => i === 0 || y - ys[i - 1] > 15).length;
					})()`, &rows)
					if rows > 2 {
						t.Errorf("%s, %s: the header wraps (%d rows)", id, mode, rows)
					}
				}
				b.screenshot(fmt.Sprintf("phone-%dx%d-%s", size[0], size[1], id))
				// More opens the other actions over the page, in view, and
				// Close puts them away.
				b.click("#more")
				var out []string
				b.eval(outOfView+`(["#more-actions", "#resign", "#copy-link", "#review", "#export", "#flip-more", "#theme-more", "#more-close"])`, &out)
				if len(out) > 0 {
					t.Errorf("with More open, out of view: %s", strings.Join(out, "; "))
				}
				if id == "pivots" {
					b.screenshot(fmt.Sprintf("phone-%dx%d-more", size[0], size[1]))
				}
				b.click("#more-close")
				if b.shown("#resign") {
					t.Error("Close leaves the other actions shown")
				}
			})
		}
	}
}
