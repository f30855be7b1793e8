//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// change sets a text field's value and fires its change event, as typing
// and leaving the field would.
func (b *browser) change(sel, value string) {
	b.t.Helper()
	b.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q; e.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`, sel, value), nil)
	b.settle()
}

// A position built by hand in setup mode: the rules' reasons while it
// cannot be played, its notation once it can; its link opens the same
// position in a fresh browser, and playing it starts a game whose link
// carries the position. The game in progress is kept.
func TestSetupPosition(t *testing.T) {
	srv := serve(t)
	a := newBrowser(t, desktop)
	a.open(srv.URL)
	a.play("d4")
	a.click("#setup")
	a.waitFor(`document.querySelector('#setup-panel') !== null`, 5*time.Second)
	if got := a.text("#setup-notation"); got != "7/8/8/3b4/8/8/8/7 w 11 12" {
		t.Errorf("setup starts from %q, want the position shown", got)
	}
	a.click("#setup-clear")
	if e := a.text("#setup-error"); e != "This position cannot be played: no pieces on the board or in hand." {
		t.Errorf("empty board: %q", e)
	}
	var disabled bool
	a.eval(`document.querySelector('#setup-play').disabled`, &disabled)
	if !disabled {
		t.Error("Play from here is enabled for an empty board")
	}

	// The set-up position of docs/games/diamond.md, piece by piece.
	for _, put := range []struct{ brush, points string }{
		{"neutral", "a1"}, {"white", "c3 g1"}, {"black", "c4 e4 h8"},
	} {
		a.click("#brush-" + put.brush)
		for _, q := range strings.Fields(put.points) {
			a.clickPoint(q)
		}
	}
	a.clickPoint("h8") // a second click takes the piece off
	if got := a.text("#setup-notation"); got != "n6/8/2wb4/8/3b4/8/w7/7 b 0 0" {
		t.Errorf("built %q", got)
	}
	if e := a.text("#setup-error"); e != "" {
		t.Errorf("a valid position shows %q", e)
	}
	a.click("#hand-black-more")
	if e := a.text("#setup-error"); !strings.Contains(e, "Black moves when both hands are equal and White when it holds one more (black 1, white 0, black to move)") {
		t.Errorf("unequal hands: %q", e)
	}
	a.screenshot("desktop-setup-error")
	if got := a.text("#setup-notation"); got != "none while it cannot be played" {
		t.Errorf("an unplayable position's notation: %q", got)
	}
	a.click("#hand-black-less")
	a.change("#setup-type", "not a position")
	if e := a.text("#setup-notation-error"); !strings.HasPrefix(e, "This position could not be read: position \"not a position\" should have four parts") {
		t.Errorf("bad notation: %q", e)
	}
	if got := a.text("#setup-notation"); got != "n6/8/2wb4/8/3b4/8/w7/7 b 0 0" {
		t.Errorf("a bad notation changed the position to %q", got)
	}
	for _, typed := range []string{"7/8/8/8/8/8/8/7 b 12 12", "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"} {
		a.change("#setup-type", typed)
		if got, field := a.text("#setup-notation"), a.value("#setup-type"); got != typed || field != "" {
			t.Errorf("typed %q: position %q, field %q", typed, got, field)
		}
	}
	a.screenshots("setup")

	a.click("#setup-link")
	link := a.value("#setup-link-text")
	if !strings.HasPrefix(link, srv.URL+"/#g=.Si.Rv.A.bAA.&m=0") {
		t.Errorf("setup link %q", link)
	}

	// A fresh browser opens the link: the same position, Black to move,
	// and the capture the rules page shows.
	b := newBrowser(t, phone)
	b.open(link)
	if got, want := b.points("a1", "c3", "c4", "e4", "g1", "d4"), "a1:neutral c3:white c4:black e4:black g1:white d4:empty"; got != want {
		t.Errorf("linked position: %s, want %s", got, want)
	}
	if s := b.text("#status"); !strings.Contains(s, "Black to move") {
		t.Errorf("status %q", s)
	}
	if m := b.moves(); len(m) != 0 {
		t.Errorf("moves %v", m)
	}
	b.play("e4-d4*")
	if got := b.points("c3", "d4"); got != "c3:neutral d4:black" {
		t.Errorf("after e4-d4: %s", got)
	}

	// Playing from the position in the first browser, for two players:
	// the game in progress is kept, and the new game's link carries the
	// position.
	a.click("#setup-play")
	a.click("#mode-hotseat")
	a.click("#start-game")
	a.waitFor(`document.querySelector('#setup-panel') === null`, 5*time.Second)
	if s := a.text("#kept-banner"); !strings.Contains(s, "position set up by hand") {
		t.Errorf("banner %q", s)
	}
	a.play("e4-d4* g1-g2")
	a.click("#copy-link")
	a.waitFor(`location.hash.startsWith('#g=.Si.Rv.A.bAA.iav')`, 5*time.Second)
	a.reload()
	if got := strings.Join(a.moves(), " "); got != "e4-d4* g1-g2" {
		t.Errorf("after reload: %q", got)
	}
	a.click("#games")
	if s := a.text(".kept-games"); !strings.Contains(s, "1 move ·") {
		t.Errorf("the game in progress was not kept: %q", s)
	}
	a.click("#close-games")

	// The rules page explains the notation of set-up positions.
	a.click("#rules-button")
	a.waitFor(`document.querySelector('#rules') !== null`, 5*time.Second)
	if s := a.text("#rules"); !strings.Contains(s, "The standard start is 7/8/8/8/8/8/8/7 b 12 12") || !strings.Contains(s, `[Position "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"]`) {
		t.Error("the rules page does not explain set-up positions")
	}
}
