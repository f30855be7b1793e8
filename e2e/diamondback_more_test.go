//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"
)

// A checkmate by clicks from a shared position: the king in check is
// marked, the status and the banner say who won and how, and no move is
// left.
func TestDiamondbackCheckmate(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL + "/#game=diamondback&g=~7k-8-8-8-8-8-1R6-K5R1-w-0-1")
	if b.pointHas("h8", "check") {
		t.Error("Black's king is marked in check before the move")
	}
	b.play("b2-h2")
	if !b.pointHas("h8", "check") {
		t.Error("the mated king is not marked in check")
	}
	if s := b.text("#result"); !strings.Contains(s, "(white) wins: checkmate.") {
		t.Errorf("result %q, want White wins: checkmate", s)
	}
	b.screenshots("diamondback-checkmate")
	b.clickPoint("h8")
	b.clickPoint("g8")
	if b.plies() != 1 {
		t.Error("a move was played after the mate")
	}
}

// The king reaching the enemy king's corner wins, and the corner is
// marked.
func TestDiamondbackCornerWin(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.open(srv.URL + "/#game=diamondback&g=~8-6K1-8-8-3k4-8-8-8-w-0-1")
	b.play("g7-h8")
	if s := b.text("#result"); !strings.Contains(s, "wins: a piece reached the enemy king's corner.") {
		t.Errorf("result %q", s)
	}
	if !b.pointHas("h8", "winning") || b.contents("h8") != "wk" {
		t.Errorf("h8: winning %v, holds %q", b.pointHas("h8", "winning"), b.contents("h8"))
	}
	b.screenshot("phone-diamondback-corner")
}

// A Diamondback game out through Export and back through Import: the
// SAN-like record, the same moves written in the compact form, and the
// game's link, each bring back the same game.
func TestDiamondbackExportImport(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.click("#new-game")
	b.click("#game-diamondback")
	b.click("#start-a2h7")
	b.click("#mode-hotseat")
	b.startGame()
	b.play("a5-b6 h4-g4 b4-c5 g5-f4")
	want := strings.Join(b.moves(), " ")
	if len(b.moves()) != 4 {
		t.Fatalf("moves %q", want)
	}
	b.click("#export")
	record := b.value("#export-text")
	if !strings.Contains(record, `[Setup "a2h7"]`) || !strings.Contains(record, "1. a5-b6 h4-g4 2. b4-c5 g5-f4") {
		t.Errorf("exported record %q", record)
	}
	// The picture shows the pawn kinds, as the board does.
	var picture string
	b.eval(`decodeURIComponent(document.querySelector('#export-preview').src)`, &picture)
	if n := strings.Count(picture, "<text"); !strings.Contains(picture, `<g id="tags"`) || n < 16 {
		t.Errorf("the exported picture has %d texts and no pawn kinds: %.300s", n, picture)
	}
	b.click("#close-export")
	b.click("#copy-link")
	b.waitFor(`location.hash.includes('g=')`, 5*time.Second)
	var link string
	b.eval(`location.href`, &link)

	compact := "[Game \"Diamondback Chess\"]\n[Setup \"a2h7\"]\n\n1. a5b6 h4g4 2. b4c5 g5f4\n"
	for _, in := range []struct{ name, text string }{{"record", record}, {"compact record", compact}, {"link", link}} {
		b.click("#new-game")
		b.click("#game-diamondback")
		b.click("#start-b1g8")
		b.startGame()
		b.click("#import")
		b.paste("#import-text", in.text)
		b.click("#import-go")
		b.waitFor(`document.querySelector('#import-dialog') === null`, 5*time.Second)
		if got := strings.Join(b.moves(), " "); got != want {
			t.Errorf("imported %s: moves %q, want %q", in.name, got, want)
		}
		if b.contents("a2") != "wq" || b.contents("c5") != "wp" {
			t.Errorf("imported %s: a2 %q, c5 %q", in.name, b.contents("a2"), b.contents("c5"))
		}
	}

	// A bad move in the compact form says which.
	b.click("#import")
	b.paste("#import-text", "[Game \"Diamondback Chess\"]\n[Setup \"a2h7\"]\n\n1. a5b6 h4h8\n")
	b.click("#import-go")
	b.waitFor(`document.querySelector('#import-error') !== null`, 5*time.Second)
	if e := b.text("#import-error"); !strings.Contains(e, "move 1 (Black's h4h8) is not legal") {
		t.Errorf("import error %q", e)
	}
}
