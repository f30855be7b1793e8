//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"diamond/rules/diamondback"
)

// checkPawnTags checks every square's tag against the rules: a pawn's
// kinds on its square, nothing elsewhere.
func (b *browser) checkPawnTags() {
	b.t.Helper()
	var shown []struct{ Point, Contents, Tag string }
	b.eval(`[...document.querySelectorAll('#board g.pt')].map(e => ({Point: e.dataset.point, Contents: e.dataset.contents, Tag: e.querySelector('text.tag').textContent}))`, &shown)
	if len(shown) != 64 {
		b.t.Fatalf("%d squares", len(shown))
	}
	for _, s := range shown {
		sq, err := diamondback.ParseSquare(s.Point)
		if err != nil {
			b.t.Fatal(err)
		}
		want := ""
		switch s.Contents {
		case "wp":
			want = diamondback.PawnKindOf(diamondback.White, sq).String()
		case "bp":
			want = diamondback.PawnKindOf(diamondback.Black, sq).String()
		}
		if s.Tag != want {
			b.t.Errorf("%s (%s) is tagged %q, want %q", s.Point, s.Contents, s.Tag, want)
		}
	}
}

// Each pawn shows its kinds on its square, from the rules, and a legend
// says what the letters mean; a pawn that moves takes its new square's.
func TestDiamondbackPawnKinds(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.open(srv.URL + "/#game=diamondback&g=~b1g8")
	b.checkPawnTags()
	for sq, want := range map[string]string{"c2": "GF", "e1": "W", "d2": "F", "d4": "", "h4": "W", "f7": "GF"} {
		if got := b.text(`#board g[data-point="` + sq + `"] text.tag`); got != want {
			t.Errorf("%s is tagged %q, want %q", sq, got, want)
		}
	}
	if legend := b.text("#tag-legend"); !strings.Contains(legend, "guard") || !strings.Contains(legend, "wing") ||
		!strings.Contains(legend, "flank") || !strings.Contains(legend, "normal") {
		t.Errorf("legend %q", legend)
	}
	var label string
	b.eval(`document.querySelector('#board g[data-point="c2"]').getAttribute('aria-label')`, &label)
	if label != "c2, white pawn, guard and flank" {
		t.Errorf("c2 reads %q to a screen reader", label)
	}
	b.play("a5-b6") // a wing pawn becomes a flank pawn
	if got := b.text(`#board g[data-point="b6"] text.tag`); got != "F" {
		t.Errorf("b6 is tagged %q after a5-b6, want F", got)
	}
	b.checkPawnTags()
	b.screenshots("diamondback-pawn-kinds")

	// Diamond has no tags and no legend.
	b.open(srv.URL + "/#g=" + compact(t, "d4 e5"))
	if n := b.count("#tag-legend"); n != 0 {
		t.Error("Diamond shows a pawn legend")
	}
}

// In a two-player game a draw offer is put to the other player, by name
// and colour: declined, the game goes on; accepted, it ends drawn, and
// take-back brings the game back.
func TestDiamondbackDrawOfferHotseat(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.newGameOf("diamondback")

	// Offer draw waits for the first move.
	var disabled bool
	b.eval(`document.querySelector('#offer-draw').disabled`, &disabled)
	if !disabled {
		t.Error("Offer draw is live before the first move")
	}
	b.play("a5-b6") // a wing pawn becomes a flank pawn

	b.click("#offer-draw") // Black offers on Black's turn
	if s := b.text("#draw-offer"); !strings.Contains(s, "Player 2 (black) offers a draw. Player 1 (white), do you accept?") {
		t.Errorf("the offer reads %q", s)
	}
	b.click("#decline-draw")
	if s := b.text("#note"); s != "Player 1 declined the draw." || b.count("#draw-offer") != 0 {
		t.Errorf("after declining: note %q, offer shown %d", s, b.count("#draw-offer"))
	}
	b.play("h4-g4")

	b.click("#offer-draw") // White offers on White's turn
	if s := b.text("#draw-offer"); !strings.Contains(s, "Player 1 (white) offers a draw. Player 2 (black), do you accept?") {
		t.Errorf("the offer reads %q", s)
	}
	b.click("#accept-draw")
	if r := b.text("#result"); !strings.Contains(r, "Draw: agreed by the players.") {
		t.Errorf("result %q", r)
	}
	b.click("#undo")
	if n := b.count("#result"); n != 0 || strings.Join(b.moves(), " ") != "a5-b6 h4-g4" {
		t.Errorf("after take-back: result shown %d, moves %v", n, b.moves())
	}
	b.play("c2-d3")
}

// diamondbackLevel is a Diamondback game of 20 quiet moves from setup
// b1g8, level by the computer's evaluation, White to move.
const diamondbackLevel = "~b1g8.c1d3.f8e6.c3c4.f6f5.e1e2.d8d7.a5b6.h6g4.b6c6.h4g3.d2e3.e7d6.b4c5.e8c8.a4a6.d6c6.c5c6.h5h2.d1e1.g5f4"

// diamondbackQueenDown is White to move a queen down.
const diamondbackQueenDown = "~6pk-7p-8-3q4-8-8-P7-KP6-w-0-1"

// playOnAgainstComputer opens a Diamondback game and plays it on against
// the computer at level 2, the person taking the side to move, White.
func (b *browser) playOnAgainstComputer(url, g string) {
	b.t.Helper()
	b.open(url + "/#game=diamondback&g=" + g)
	b.click("#play-from")
	b.click("#mode-computer")
	b.click("#colour-white")
	b.click("#level-2")
	b.startGame()
}

// The computer answers a draw offer by its evaluation: it accepts in a
// level position and declines a queen up, and the game goes on.
func TestDiamondbackDrawOfferToComputer(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.playOnAgainstComputer(srv.URL, diamondbackLevel)
	b.click("#offer-draw")
	b.waitFor(`document.querySelector('#result') !== null`, 60*time.Second)
	if r, n := b.text("#result"), b.text("#note"); !strings.Contains(r, "Draw") || !strings.Contains(n, "accept") {
		t.Errorf("a level position: result %q, note %q", r, n)
	}

	b.playOnAgainstComputer(srv.URL, diamondbackQueenDown)
	b.playAgainst("a2-a3") // a draw may be offered once the game has begun
	b.click("#offer-draw")
	b.waitFor(`document.querySelector('#note').textContent.includes('declines')`, 60*time.Second)
	var disabled bool
	b.eval(`document.querySelector('#offer-draw').disabled`, &disabled)
	if b.count("#result") != 0 || disabled {
		t.Errorf("after the computer declined: result shown %d, Offer draw disabled %v", b.count("#result"), disabled)
	}
	// The game goes on: the person plays the hinted move (whatever the
	// computer answered, it is legal), the computer answers.
	b.click("#hint-button")
	b.hint()
	from, to := b.marked("hint-from"), b.marked("hint")
	if len(from) != 1 || len(to) != 1 {
		t.Fatalf("the hint marks %v to %v", from, to)
	}
	b.playAgainst(from[0] + "-" + to[0])
}
