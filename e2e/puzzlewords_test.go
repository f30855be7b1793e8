//go:build e2e

package e2e

import (
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// rawTag is a theme as the generator writes it.
var rawTag = regexp.MustCompile(`chain\d|quietMove|winIn\d|setup-|crowded\b`)

// The puzzle page speaks to a newcomer: it names the game above the goal,
// its themes in words, what a Pivots drop waits for (the pivot's stone),
// and asks before Solution, which counts the puzzle as failed.
func TestPuzzlePageInWords(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	f := shippedPuzzles(t, "pivots")
	var chain *int
	for i, p := range f.Puzzles {
		if len(p.Line[0]) > 1 { // a drop, then a pivot
			chain = &i
			break
		}
	}
	if chain == nil {
		t.Fatal("no Pivots puzzle whose answer pivots")
	}
	p := &f.Puzzles[*chain]
	b.openPuzzle(srv.URL, "pivots", p)
	if g := b.text("#puzzle-game"); g != "Diamonds & Pivots" {
		t.Errorf("the puzzle's heading says %q", g)
	}
	var themes []string
	b.eval(`[...document.querySelectorAll('#puzzle-theme option')].map(o => o.textContent)`, &themes)
	for _, th := range themes {
		if rawTag.MatchString(th) {
			t.Errorf("a theme is shown as its tag: %q", th)
		}
	}
	if info := b.text("#puzzle-info"); rawTag.MatchString(info) {
		t.Errorf("the puzzle's line names a tag: %q", info)
	}
	b.clickPoint(p.Line[0][0]) // the drop: the pivot comes next
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) > 0`, 10*time.Second)
	if n := b.text("#note"); n == "" {
		t.Error("nothing says what the drop waits for")
	}
	b.click("#puzzle-solution")
	b.waitFor(`document.querySelector('#puzzle-solution-yes') !== null`, 5*time.Second)
	b.click("#puzzle-solution-yes")
	b.waitFor(`document.querySelector('#puzzle-words').textContent.startsWith('The solution')`, 10*time.Second)
}

// An address naming another game than the one chosen drops the theme
// chosen, which may have no puzzle of that game ("No puzzle left" said
// the page for a Diamondback setup kept for Diamond).
func TestPuzzleAddressOfAnotherGame(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.run(chromedp.Navigate(srv.URL + "/puzzles#game=diamondback"))
	b.waitFor(`!!document.querySelector('#puzzle-goal')`, 30*time.Second)
	b.choose("#puzzle-theme", "setup-b1g8")
	b.waitFor(`document.querySelector('#board-area').dataset.puzzle.startsWith('diamondback/')`, 10*time.Second)
	b.run(chromedp.Navigate(srv.URL + "/puzzles#game=diamond"))
	b.waitFor(`!!document.querySelector('#board-area') && (document.querySelector('#board-area').dataset.puzzle || '').startsWith('diamond/') || document.body.textContent.includes('No puzzle left')`, 30*time.Second)
	if w := b.text("#puzzle-words"); w == "No puzzle left for this choice: choose another game or theme." {
		t.Errorf("a Diamond puzzle's address says %q", w)
	}
}
