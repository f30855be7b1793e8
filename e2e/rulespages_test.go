//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Each game's Rules button opens that game's rules page, its diagrams
// drawn as SVG (every element in the SVG namespace), at both sizes.
func TestRulesPageOfEachGame(t *testing.T) {
	srv := serve(t)
	for _, g := range []struct {
		link, title string
		diagrams    int
		has         []string
	}{
		{"/#game=diamondback&g=~b1g8", "How to play Diamondback Chess", 15, []string{"Guard pawn", "O-O-O/a4", "R-EDGE"}},
		{"/#game=pivots&g=~e5", "How to play Diamonds & Pivots", 14, []string{"c6 c5/d7>f5 f5/e6>f2", "c1 e1 e3", "R14"}},
	} {
		for _, size := range screens {
			b := newBrowser(t, size.wh)
			b.open(srv.URL + g.link)
			b.waitFor(`document.querySelector('#board') !== null`, 10*time.Second)
			b.click("#rules-button")
			b.waitFor(`document.querySelector('#rules') !== null`, 5*time.Second)
			text := b.text("#rules")
			for _, want := range append([]string{g.title}, g.has...) {
				if !strings.Contains(text, want) {
					t.Errorf("%s: the rules page lacks %q", g.link, want)
				}
			}
			var diagrams, foreign int
			b.eval(`document.querySelectorAll('#rules svg.board.mini').length`, &diagrams)
			b.eval(`[...document.querySelectorAll('#rules svg.board.mini *')].filter(e => !(e instanceof SVGElement)).length`, &foreign)
			if diagrams != g.diagrams || foreign != 0 {
				t.Errorf("%s: %d diagrams, want %d; %d elements outside the SVG namespace", g.link, diagrams, g.diagrams, foreign)
			}
			var width float64
			b.eval(`document.querySelector('#rules svg.board.mini').getBoundingClientRect().width`, &width)
			if width < 100 {
				t.Errorf("%s at %s size: the first diagram is %.0f px wide", g.link, size.name, width)
			}
			b.screenshot(size.name + "-rules-" + strings.SplitN(strings.TrimPrefix(g.link, "/#game="), "&", 2)[0])
			b.click("#close-rules")
			b.waitFor(`document.querySelector('#rules') === null`, 5*time.Second)
		}
	}
}

// Each game's rules page fits a phone's width, at 390 and at 360 pixels:
// nothing scrolls sideways, not even a position written in FEN, which has
// no space to wrap at.
func TestRulesPagesFitAPhone(t *testing.T) {
	srv := serve(t)
	for _, size := range [][2]int64{phone, {360, 640}} {
		b := newBrowser(t, size)
		for _, id := range []string{"diamond", "pivots", "diamondback"} {
			b.run(chromedp.Navigate(srv.URL + "/rules/" + id))
			b.waitFor(`document.querySelector('#rules h1') !== null`, 10*time.Second)
			var wide []int
			b.eval(`[document.documentElement.scrollWidth, document.documentElement.clientWidth]`, &wide)
			if wide[0] > wide[1] {
				t.Errorf("/rules/%s at %d px: the page is %d px wide", id, size[0], wide[0])
			}
		}
	}
}
