//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Back to my game brings back the player's own game, whatever its kind:
// here a Pivots game, while an older Diamond game is kept too (the banner
// once always took Diamond's newest kept game).
func TestBackToMyPivotsGame(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4") // an older Diamond game, kept by the new game
	b.newGameOf("pivots")
	b.play("e5 e6")

	b.run(chromedp.Navigate(srv.URL + "/#g=" + compact(t, "a1 a2 a3") + "&m=3"))
	b.waitFor(`document.querySelector('#back-to-mine') !== null`, 10*time.Second)
	b.movesAre("a1 a2 a3")
	b.click("#back-to-mine")
	b.movesAre("e5 e6")
	if n := b.count(`#board g[data-point]`); n != 61 {
		t.Errorf("the board has %d cells, want Pivots' 61", n)
	}
	if s := b.text("#notices"); s != "" {
		t.Errorf("notices: %q", s)
	}
	// The shared game is kept in its turn, beside the older Diamond game.
	b.click("#games")
	if s := b.text("#games-dialog"); !strings.Contains(s, "3 moves") || !strings.Contains(s, "1 move") {
		t.Errorf("the Games list lacks the shared game or the older one: %q", s)
	}
}

// A kept game of another kind, opened from Games and played on, is the
// game a reload shows (it was once in no list after a reload, and the
// next new game of its kind saved over it).
func TestKeptGameOfAnotherKindSurvivesReload(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4")
	b.newGameOf("pivots") // keeps the Diamond game
	b.play("e5")
	b.click("#games")
	b.click("#open-kept-0") // the Diamond game: Pivots has none kept
	b.movesAre("d4")
	b.play("e5")
	b.reload()
	b.movesAre("d4 e5")
	// The Pivots game was kept when the Diamond game came back.
	b.click("#games")
	if s := b.text("#games-dialog"); !strings.Contains(s, "1 move") {
		t.Errorf("the Pivots game is not among the kept games: %q", s)
	}
	b.click("#close-games")
	// A new Diamond game keeps it rather than saving over it.
	b.newGameOf("diamond")
	b.click("#games")
	b.click("#open-kept-0")
	b.movesAre("d4 e5")
}

// The browser's Back, after a link opened in the same tab, brings the
// player's own game back, as Back to my game does; the shared game is
// kept.
func TestBrowserBackAfterALink(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.newGameOf("diamond")
	b.play("d4 e5")
	b.run(chromedp.Navigate(srv.URL + "/#g=" + compact(t, "a1 a2 a3") + "&m=3"))
	b.waitFor(`document.querySelector('#back-to-mine') !== null`, 10*time.Second)
	b.movesAre("a1 a2 a3")
	b.run(chromedp.NavigateBack())
	b.movesAre("d4 e5")
	if b.count("#back-to-mine") != 0 {
		t.Error("the banner still offers Back to my game")
	}
	b.click("#games")
	if s := b.text("#games-dialog"); !strings.Contains(s, "3 moves") {
		t.Errorf("the shared game is not kept: %q", s)
	}
}
