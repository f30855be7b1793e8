//go:build e2e

package e2e

import (
	"testing"
	"time"

	"diamond/rules/diamond"
)

// The move list keeps the move shown in sight, at the end of a long game
// and after First and Last, on the page and in the embed.
func TestMoveListFollowsTheMove(t *testing.T) {
	g := diamond.NewGame()
	for g.Len() < 80 {
		acts := g.LegalActions()
		if len(acts) == 0 {
			break
		}
		if err := g.Play(acts[0]); err != nil {
			t.Fatal(err)
		}
	}
	srv := serve(t)
	for _, c := range []struct {
		page string
		size [2]int64
	}{
		{"/#g=", desktop},
		{"/#g=", phone},
		{"/embed#moves=1&g=", phone}, // a strip of two rows under the board
	} {
		b := newBrowser(t, c.size)
		b.open(srv.URL + c.page + g.Compact())
		var overflows bool
		// (On a phone the page's list is a row, scrolled sideways.)
		if b.eval(`(l => l.scrollHeight > l.clientHeight || l.scrollWidth > l.clientWidth)(document.getElementById('moves'))`, &overflows); !overflows {
			t.Fatalf("%s at %v: the move list of a %d-move game does not overflow: the test proves nothing", c.page, c.size, g.Len())
		}
		// The current move's row lies inside the list's visible part.
		inSight := `(l => { const c = l.querySelector('.current'), r = l.getBoundingClientRect(), q = c && c.getBoundingClientRect(); return !!c && q.top >= r.top - 1 && q.bottom <= r.bottom + 1 && q.left >= r.left - 1 && q.right <= r.right + 1 })(document.getElementById('moves'))`
		b.waitFor(inSight, 5*time.Second)
		for _, button := range []string{"#first", "#last"} {
			b.click(button)
			b.waitFor(inSight, 5*time.Second)
		}
	}
}
