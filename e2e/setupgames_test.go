//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"
)

// openSetup enters set-up mode from the position shown.
func (b *browser) openSetup() {
	b.t.Helper()
	b.click("#setup")
	b.waitFor(`document.querySelector('#setup-panel') !== null`, 5*time.Second)
}

// playFromSetup plays the position set up, for two players.
func (b *browser) playFromSetup() {
	b.t.Helper()
	b.click("#setup-play")
	b.click("#mode-hotseat")
	b.click("#start-game")
	b.waitFor(`document.querySelector('#setup-panel') === null && document.querySelector('#new-game-dialog') === null`, 5*time.Second)
}

// A Diamondback position pasted as FEN: the editor shows it and its text,
// and a game played from it starts there and goes on by clicks.
func TestDiamondbackSetupFromFEN(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.newGameOf("diamondback")
	b.play("a5-b6")
	b.openSetup()
	if got := b.text("#setup-notation"); got != "3prnqk/4ppbb/1P3ppn/4p1pr/RP1P3p/NPP5/BBPP4/KQNRP3 b - - 0 1" {
		t.Errorf("set-up starts from %q, want the position shown", got)
	}
	const fen = "7k/5P2/8/8/8/8/8/K2R4 w - - 0 40"
	b.change("#setup-type", fen)
	if got, field := b.text("#setup-notation"), b.value("#setup-type"); got != fen || field != "" {
		t.Errorf("pasted %q: position %q, field %q", fen, got, field)
	}
	if got := b.contents("f7") + " " + b.contents("d1") + " " + b.contents("h8") + " " + b.contents("a5"); got != "wp wr bk empty" {
		t.Errorf("the board shows %s, want wp wr bk empty", got)
	}
	b.screenshots("setup-diamondback")
	b.click("#setup-link")
	if link := b.value("#setup-link-text"); !strings.Contains(link, "game=diamondback") || !strings.Contains(link, "g=~7k-5P2-8-8-8-8-8-K2R4-w-0-40") {
		t.Errorf("set-up link %q", link)
	}
	b.playFromSetup()
	if s := b.text("#status"); !strings.Contains(s, "White to move") {
		t.Errorf("status %q", s)
	}
	if s := b.text("#kept-banner"); !strings.Contains(s, "position set up by hand") {
		t.Errorf("banner %q", s)
	}
	b.play("d1-d5 h8-g8")
	if got := b.moves(); len(got) != 2 || !strings.Contains(got[0], "d5") || b.contents("d5") != "wr" || b.contents("g8") != "bk" {
		t.Errorf("moves %q, d5 %q, g8 %q", got, b.contents("d5"), b.contents("g8"))
	}
	b.reload()
	if got := b.moves(); len(got) != 2 || b.contents("f7") != "wp" {
		t.Errorf("after a reload: moves %q, f7 %q", got, b.contents("f7"))
	}
}

// A Diamondback position built by clicks, with the rules' reasons in
// plain words while it cannot be played (no king, the side not to move in
// check, a pawn on its promotion square), then played from: the king in
// check is marked.
func TestDiamondbackSetupByClicks(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.open(srv.URL)
	b.newGameOf("diamondback")
	b.openSetup()
	b.click("#setup-clear")
	if e := b.text("#setup-error"); e != "This position cannot be played: White has no king." {
		t.Errorf("empty board: %q", e)
	}
	var disabled bool
	b.eval(`document.querySelector('#setup-play').disabled`, &disabled)
	if !disabled {
		t.Error("Play from here is enabled for an empty board")
	}
	b.click("#brush-wk")
	b.clickPoint("a1")
	b.click("#brush-bk")
	b.clickPoint("h8")
	b.click("#brush-wq")
	b.clickPoint("h1")
	if e := b.text("#setup-error"); e != "This position cannot be played: Black, not to move, is in check." {
		t.Errorf("Black in check with White to move: %q", e)
	}
	b.click("#tomove-black")
	if got := b.text("#setup-notation"); got != "7k/8/8/8/8/8/8/K6Q b - - 0 1" {
		t.Errorf("built %q", got)
	}
	b.click("#brush-wp")
	b.clickPoint("g8")
	if e := b.text("#setup-error"); e != "This position cannot be played: White pawn on g8, where it would have promoted." {
		t.Errorf("a pawn on its promotion square: %q", e)
	}
	b.clickPoint("g8") // a second click takes it off
	b.click("#brush-bn")
	b.clickPoint("g6")
	if got := b.text("#setup-notation"); got != "7k/8/6n1/8/8/8/8/K6Q b - - 0 1" {
		t.Errorf("built %q", got)
	}
	if !b.pointHas("h8", "check") {
		t.Error("the king in check is not marked in the editor")
	}
	b.screenshots("setup-diamondback-clicks")
	b.playFromSetup()
	if s := b.text("#status"); !strings.Contains(s, "Black to move") {
		t.Errorf("status %q", s)
	}
	if !b.pointHas("h8", "check") {
		t.Error("the king in check is not marked")
	}
	b.play("g6-h4") // the knight blocks the h-file
	if got := b.moves(); len(got) != 1 || b.contents("h4") != "bn" || b.pointHas("h8", "check") {
		t.Errorf("after g6-h4: moves %q, h4 %q", got, b.contents("h4"))
	}
}

// pointHas reports whether the board's point name has class c.
func (b *browser) pointHas(name, c string) bool {
	b.t.Helper()
	var on bool
	b.eval(`document.querySelector('#board g[data-point="`+name+`"]').classList.contains(`+quote(c)+`)`, &on)
	return on
}

// A Diamonds & Pivots position set up by clicks (stones, the side to
// move, the turn that carries the pie rule) and played from; the pie rule
// is offered only on turn 2.
func TestPivotsSetupByClicks(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.newGameOf("pivots")
	b.openSetup()
	if got := b.text("#setup-notation"); got != "5/6/7/8/9/8/7/6/5 b 0 1" {
		t.Errorf("set-up starts from %q", got)
	}
	b.click("#brush-black")
	b.clickPoint("e5")
	if e := b.text("#setup-error"); e != "This position cannot be played: turn 1 is Black's first drop, on the empty board." {
		t.Errorf("a stone on turn 1: %q", e)
	}
	b.click("#turn-more")
	b.click("#tomove-white")
	if got := b.text("#setup-notation"); got != "5/6/7/8/4b4/8/7/6/5 w 0 2" {
		t.Errorf("built %q", got)
	}
	b.click("#turn-more")
	b.clickPoint("e6")
	b.click("#brush-white")
	b.clickPoint("d4")
	if got, n := b.text("#setup-notation"), b.text("#turn-count"); got != "5/6/7/4b3/3wb4/8/7/6/5 w 0 3" || n != "3" {
		t.Errorf("built %q, turn %q", got, n)
	}
	b.screenshots("setup-pivots")
	b.playFromSetup()
	if s := b.text("#status"); !strings.Contains(s, "White to move") {
		t.Errorf("status %q", s)
	}
	if b.count("#swap") != 0 {
		t.Error("the swap is offered after turn 2")
	}
	if got := b.contents("e5") + " " + b.contents("e6") + " " + b.contents("d4"); got != "black black white" {
		t.Errorf("the board shows %s", got)
	}
	b.clickPoint("a1")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 1`, 5*time.Second)
	if got := b.moves(); len(got) != 1 || got[0] != "a1" || b.contents("a1") != "white" {
		t.Errorf("moves %q, a1 %q", got, b.contents("a1"))
	}
	if s := b.text("#status"); !strings.Contains(s, "Black to move") {
		t.Errorf("status %q", s)
	}

	// Turn 2 set up: White may swap.
	b.openSetup()
	b.change("#setup-type", "5/6/7/8/4b4/8/7/6/5 w 0 2")
	if got := b.text("#setup-notation"); got != "5/6/7/8/4b4/8/7/6/5 w 0 2" {
		t.Fatalf("pasted turn 2: %q (%s)", got, b.text("#setup-notation-error"))
	}
	b.playFromSetup()
	b.click("#swap")
	if got := strings.Join(b.moves(), " "); got != "swap" {
		t.Errorf("moves %q after the swap", got)
	}
}

// No axe-core violation, of any impact, in set-up mode, for each
// game (the brushes of Diamondback's pieces are named only for screen
// readers).
func TestSetupAxe(t *testing.T) {
	script := axeScript(t)
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	for _, id := range []string{"diamond", "pivots", "diamondback"} {
		b.newGameOf(id)
		b.openSetup()
		b.click("#setup-clear")
		b.axe(script, id+" set-up")
		b.click("#setup-cancel")
	}
}

// Bad positions pasted: the reason in plain words, and the position in
// the editor stays as it was.
func TestSetupBadFEN(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.newGameOf("diamondback")
	b.openSetup()
	before := b.text("#setup-notation")
	for _, c := range []struct{ text, want string }{
		{"7k/8/8/8/8/8/8/K7 w KQ - 0 1", `This position could not be read: FEN castling field "KQ": want - (castling follows from the placement).`},
		{"8/8/8/8/8/8/8/K7 w - - 0 1", "This position could not be read: Black has no king."},
		{"7k/8/8/8/8/8/8/K7", "This position could not be read: want six fields (placement, side, -, -, clock, move number)."},
		{"7k/8/8/8/8/8/8/K6X w - - 0 1", `This position could not be read: FEN rank 1 "K6X": 'X' is not a piece (KQRBNP, kqrbnp) or a count.`},
	} {
		b.change("#setup-type", c.text)
		if e := b.text("#setup-notation-error"); e != c.want {
			t.Errorf("%q: %q, want %q", c.text, e, c.want)
		}
		if got, field := b.text("#setup-notation"), b.value("#setup-type"); got != before || field != c.text {
			t.Errorf("%q: position %q (want %q), field %q", c.text, got, before, field)
		}
	}
	b.screenshot("desktop-setup-bad-fen")
}
