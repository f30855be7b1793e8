//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"diamond/rules/diamond"
)

// waitPly waits until the board shows ply n.
func (b *browser) waitPly(n int, timeout time.Duration) {
	b.t.Helper()
	b.waitFor(fmt.Sprintf(`Number(document.querySelector('#board').dataset.ply) === %d`, n), timeout)
}

// startGame starts the game the new-game dialog describes and waits for
// the dialog to close.
func (b *browser) startGame() {
	b.t.Helper()
	b.click("#start-game")
	b.waitFor(`document.querySelector('#new-game-dialog') === null`, 5*time.Second)
}

// canRedo reports whether the Redo button is enabled.
func (b *browser) canRedo() bool {
	b.t.Helper()
	var redo bool
	b.eval(`!document.querySelector('#redo').disabled`, &redo)
	return redo
}

// playAgainst plays a move in notation by clicking the board, and waits
// for the computer's answer: it may come before the move alone is seen.
func (b *browser) playAgainst(move string) {
	b.t.Helper()
	before := b.plies()
	for _, p := range strings.Split(strings.Trim(move, "()*"), "-") {
		b.clickPoint(p)
	}
	b.waitPly(before+2, 30*time.Second)
}

// From a position set up by hand, the person chooses the computer, takes
// the side that does not move first, and the computer answers with legal
// moves; a hint on the person's turn is legal too.
func TestComputerFromSetUpPosition(t *testing.T) {
	const position = "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"
	start, err := diamond.ParsePosition(position)
	if err != nil {
		t.Fatal(err)
	}
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.click("#setup")
	b.change("#setup-type", position)
	b.click("#setup-play")
	if s := b.text("#new-game-from"); s != "From the position set up." {
		t.Errorf("the dialog says %q", s)
	}
	b.click("#mode-computer")
	if black, white := b.text("#colour-black"), b.text("#colour-white"); black != "Blackmoves next" || white != "Whitethe computer moves first" {
		t.Errorf("colours: %q, %q", black, white)
	}
	b.click("#colour-white")
	b.click("#level-2")
	b.screenshots("play-from")

	b.click("#start-game")
	b.waitFor(`document.querySelector('#setup-panel') === null && document.querySelector('#new-game-dialog') === null`, 5*time.Second)
	b.waitPly(1, 30*time.Second)
	g := diamond.NewGameFrom(start)
	replay(t, g, b.moves())
	if s := b.text("#status"); !strings.Contains(s, "White to move · You") {
		t.Errorf("status %q after the computer's move", s)
	}

	// The person asks for a hint, plays it, and the computer answers.
	b.click("#hint-button")
	action, _, _ := b.hint()
	if _, err := diamond.ParseAction(g.Position(), action); err != nil {
		t.Fatalf("hint %s: %v", action, err)
	}
	b.screenshot("desktop-computer-hint")
	b.playAgainst(action)
	b.noHint()
	moves := b.moves()
	replay(t, diamond.NewGameFrom(start), moves)
	if moves[1] != action {
		t.Errorf("moves %v: the person's move is not the hint %s", moves, action)
	}

	// Reloaded, it is still a game against the computer from that position.
	b.reload()
	if s := b.text("#status"); !strings.Contains(s, "White to move · You") {
		t.Errorf("after reload: %q", s)
	}
}

// A shared game goes on against the computer from the move shown: the
// moves after it wait in Redo until the person plays another.
func TestComputerFromSharedLink(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, phone)
	b.open(srv.URL + "/#g=" + compact(t, "d4 e5 c3") + "&m=2")
	b.click("#play-from")
	if s := b.text("#new-game-from"); s != "From the position after 2 moves." {
		t.Errorf("the dialog says %q", s)
	}
	b.click("#mode-computer")
	var chosen bool
	b.eval(`document.querySelector('#colour-black').getAttribute('aria-pressed') === 'true'`, &chosen)
	if !chosen {
		t.Error("the side to move (Black) is not the person's colour at first")
	}
	b.click("#level-1")
	b.startGame()
	if s := b.text("#kept-banner"); s != "" {
		t.Errorf("the banner stays: %q", s)
	}
	if !b.canRedo() {
		t.Error("c3, after the move shown, cannot be redone")
	}
	b.playAgainst("f6")
	moves := b.moves()
	replay(t, diamond.NewGame(), moves)
	if got := strings.Join(moves[:3], " "); got != "d4 e5 f6" {
		t.Errorf("moves %v", moves)
	}
	b.screenshot("phone-computer-from-link")
}

// The user's own game goes on against the computer from an earlier move;
// the game as it was is kept, and the moves after that one wait in Redo.
func TestComputerFromOwnGame(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4 e5 c3 f6")
	b.click("#prev")
	b.click("#prev")
	b.screenshots("own-game-earlier-move")
	b.click("#play-from-here")
	if s := b.text("#new-game-from"); s != "From the position after 2 moves." {
		t.Errorf("the dialog says %q", s)
	}
	b.click("#mode-computer")
	b.click("#level-1")
	b.startGame()
	if !b.canRedo() {
		t.Error("c3 and f6, after the move shown, cannot be redone")
	}
	b.playAgainst("b2")
	moves := b.moves()
	replay(t, diamond.NewGame(), moves)
	if got := strings.Join(moves[:3], " "); got != "d4 e5 b2" {
		t.Errorf("moves %v", moves)
	}
	b.click("#games")
	if s := b.text(".kept-games"); !strings.Contains(s, "Two players · 4 moves") {
		t.Errorf("the game as it was is not kept: %q", s)
	}
}
