//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"
)

// boardState returns every point of the board in view with what stands
// on it, in document order: "a1:empty a2:black ...".
func (b *browser) boardState() string {
	b.t.Helper()
	var s string
	b.eval(`[...document.querySelectorAll('#board g[data-point]')].map(e => e.dataset.point + ':' + e.dataset.contents).join(' ')`, &s)
	return s
}

// Diamonds & Pivots and Diamondback Chess go out and come back as
// Diamond does: a link and its embed show the same position, and the
// exported record imported into another game in progress gives the same
// moves and the same board.
func TestLinkEmbedAndImportOfEachGame(t *testing.T) {
	cases := []struct {
		game, fragment, moves string
	}{
		// Neto's worked example with Black's turn played: a drop and two steps.
		{"pivots", "game=pivots&g=~-c5d6d7e6f6-d1e2f2f3g4-b03-c6c5d7f5f5e6f2", "c6 c5/d7>f5 f5/e6>f2"},
		{"diamondback", "game=diamondback&g=~b1g8.c2d3.f6e6.b4b5", "c2-d3 f6-e6 b4-b5"},
	}
	srv := serve(t)
	for _, c := range cases {
		t.Run(c.game, func(t *testing.T) {
			b := newBrowser(t, desktop)
			b.open(srv.URL + "/#" + c.fragment)
			b.waitFor(`document.querySelector('#moves .pair .mv') !== null`, 10*time.Second)
			if got := strings.Join(b.moves(), " "); got != c.moves {
				t.Fatalf("the link opened with moves %q, want %q", got, c.moves)
			}
			linked := b.boardState()
			if pieces := len(strings.Fields(linked)) - strings.Count(linked, ":empty"); pieces < 5 {
				t.Fatalf("the linked board shows %d pieces: %s", pieces, linked)
			}

			// The embed of the same fragment draws the same board.
			e := newBrowser(t, desktop)
			e.open(srv.URL + "/embed#" + c.fragment)
			e.waitFor(`document.querySelector('#embed #board svg') !== null`, 30*time.Second)
			if got := e.boardState(); got != linked {
				t.Errorf("the embed shows\n%s\nthe app shows\n%s", got, linked)
			}

			// Export the record, start another game of the same kind, and
			// import the record: the game comes back.
			b.click("#export")
			record := b.value("#export-text")
			b.click("#close-export")
			if !strings.Contains(record, "[Game ") {
				t.Errorf("the exported record names no game: %q", record)
			}
			b.newGameOf(c.game)
			if b.plies() != 0 || b.boardState() == linked {
				t.Fatal("the new game is not a new game")
			}
			b.click("#import")
			b.paste("#import-text", record)
			b.click("#import-go")
			b.waitFor(`document.querySelector('#import-dialog') === null`, 5*time.Second)
			if got := strings.Join(b.moves(), " "); got != c.moves {
				t.Errorf("imported moves %q, want %q (record %q)", got, c.moves, record)
			}
			if got := b.boardState(); got != linked {
				t.Errorf("the imported board differs from the linked one:\n%s\n%s", got, linked)
			}
		})
	}
}
