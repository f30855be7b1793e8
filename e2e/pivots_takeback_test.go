//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"diamond/rules/pivots"
)

// Take back while the computer shows its Pivots chain step by step (E12):
// it stops the chain and takes back the computer's half-played turn and
// the person's turn before it, so that it is the person's move again; no
// step of the old chain comes after.
func TestTakeBackDuringComputerChain(t *testing.T) {
	// Neto's example, Black (the person) drops a1; White's drop g3 makes
	// diamonds, and its chain is still to play.
	m, err := pivots.Spec.ParseCompact(netoCompact)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"a1", "g3"} {
		if err := m.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL + "/#game=pivots&g=" + m.Compact())
	b.click("#play-from")
	b.click("#mode-computer")
	b.click("#colour-black")
	b.click("#level-3")
	b.startGame()
	// Pressed in the same task that sees the chain shown, so that the
	// chain cannot end between the check and the press.
	b.waitFor(`(() => {
		const undo = document.querySelector('#undo');
		if (document.querySelector('#chain-playing') === null || undo.disabled) return false;
		undo.click();
		return true;
	})()`, 30*time.Second)
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 0`, 5*time.Second)
	// Nothing can be waited for: give a stray step time to come (the
	// pause and a planned answer take well under a second).
	time.Sleep(3 * time.Second)
	if got := b.moves(); len(got) != 0 || b.plies() != 0 {
		t.Errorf("after Take back the game has moves %v, ply %d", got, b.plies())
	}
	if s := b.text("#status"); !strings.Contains(s, "Black to move") || b.count("#chain-playing") != 0 {
		t.Errorf("after Take back the status says %q, chain shown %d", s, b.count("#chain-playing"))
	}
	if !b.canRedo() {
		t.Error("Redo is not offered after Take back")
	}
}
