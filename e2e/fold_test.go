//go:build e2e

package e2e

import (
	"testing"
)

// What belongs to the board (the board, its tag legend, the note and the
// hint under it) fits on the first screen of a 1440×900 desktop and of a
// phone, for each game, with and without a banner above.
func TestBoardFitsTheFirstScreen(t *testing.T) {
	srv := serve(t)
	for _, size := range []struct {
		name string
		wh   [2]int64
	}{{"desktop 1440x900", [2]int64{1440, 900}}, {"phone", phone}} {
		b := newBrowser(t, size.wh)
		b.open(srv.URL)
		for _, id := range []string{"diamond", "pivots", "diamondback"} {
			b.newGameOf(id)
			b.play(map[string]string{"diamond": "d4 e5", "pivots": "e5 e6", "diamondback": "a5-b6 h4-g4"}[id])
			for _, banner := range []bool{false, true} {
				if banner {
					b.click("#copy-link")
					var link string
					b.eval(`location.href`, &link)
					b.newGameOf(id)
					b.open(link) // a shared game: its banner above the board
				}
				var below []struct {
					Sel    string
					Bottom float64
				}
				b.eval(`['svg.board', '.tag-legend', '#note', '#hint'].map(s => document.querySelector(s)).filter(e => e && e.getBoundingClientRect().height > 0).map(e => ({Sel: e.id || e.className.baseVal || e.className, Bottom: e.getBoundingClientRect().bottom}))`, &below)
				var height float64
				b.eval(`window.innerHeight`, &height)
				for _, e := range below {
					if e.Bottom > height+1 {
						t.Errorf("%s, %s, banner %v: %s ends at %.0f px, below the first screen (%.0f px)", size.name, id, banner, e.Sel, e.Bottom, height)
					}
				}
			}
		}
	}
}

// Setting up a position on a phone, the board and the pieces to put down
// are on the screen together, for each game.
func TestSetUpOnAPhone(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.open(srv.URL)
	for _, id := range []string{"diamond", "pivots", "diamondback"} {
		b.newGameOf(id)
		b.click("#setup")
		b.settle()
		var seen struct{ BoardMiddle, Brushes string } // the whole board, above the pieces
		b.eval(`(() => {
			const r = document.querySelector('svg.board').getBoundingClientRect(), h = window.innerHeight;
			const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
			const br = document.querySelector('.brushes').getBoundingClientRect();
			const whole = r.top >= 0 && r.bottom <= br.top + 1;
			return {BoardMiddle: whole && at && document.getElementById('board').contains(at) ? 'shown' : 'not all shown: from ' + Math.round(r.top) + ' to ' + Math.round(r.bottom),
				Brushes: br.top >= 0 && br.bottom <= h + 1 ? 'shown' : 'from ' + Math.round(br.top) + ' to ' + Math.round(br.bottom)};
		})()`, &seen)
		if seen.BoardMiddle != "shown" || seen.Brushes != "shown" {
			t.Errorf("%s: the board is %s, the pieces %s", id, seen.BoardMiddle, seen.Brushes)
		}
		b.screenshot("phone-setup-" + id + "-fold")
		b.click("#setup-cancel")
	}
}
