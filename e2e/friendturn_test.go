//go:build e2e

package e2e

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// recordBoard has every document the browser loads write down, from
// before its first script, each ply its board shows (window.__plies,
// without repeats), the line under the board at each (window.__notes) and
// whether a turn was shown step by step (window.__showing).
func (b *browser) recordBoard() {
	b.t.Helper()
	b.onEachDocument(`window.__plies = []; window.__notes = {}; window.__showing = false;
new MutationObserver(() => {
  const board = document.querySelector('#board'), note = document.querySelector('#note');
  window.__showing ||= document.querySelector('#turn-showing') !== null;
  if (!board) return;
  const ply = board.dataset.ply;
  if (window.__plies.at(-1) !== ply) window.__plies.push(ply);
  if (note && note.textContent) window.__notes[ply] = note.textContent;
}).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});`)
}

// A friend's turn arrives whole, and is shown step by step, as the
// computer's (U6): the receiver sees the position before Ann's Pivots
// drop, then the drop, then its pivot, each step's words under the board,
// with Show at once offered meanwhile; then it is Bob's turn, live.
func TestFriendTurnShownStepByStep(t *testing.T) {
	srv := serve(t)
	bob := newBrowser(t, phone)
	bob.recordBoard()
	moves := []string{"g7", "e2", "f7", "i8", "f6", "c4", "e6", "e6/g7>b6"}
	bob.receive(forged(t, srv.URL, "pivots", "AnnBob01", 0, moves...), "A new game of Diamonds & Pivots")
	bob.waitFor(`window.__plies.at(-1) === '8' && document.querySelector('#turn-showing') === null`, 20*time.Second)
	var plies []string
	bob.eval(`window.__plies`, &plies)
	if len(plies) < 3 || !slices.Equal(plies[len(plies)-3:], []string{"6", "7", "8"}) {
		t.Fatalf("the board showed plies %v: not the turn step by step from 6", plies)
	}
	var showing bool
	bob.eval(`window.__showing`, &showing)
	if !showing {
		t.Error("no Show at once while the turn was shown")
	}
	var notes map[string]string
	bob.eval(`window.__notes`, &notes)
	if !strings.Contains(notes["7"], "e6") || !strings.Contains(notes["8"], "b6") {
		t.Errorf("the steps' words: %q at the drop, %q at the pivot", notes["7"], notes["8"])
	}
	bob.movesAre(strings.Join(moves, " "))
	if s := bob.text("#status"); !strings.Contains(s, "to move") || strings.Contains(s, "Earlier") {
		t.Errorf("after the turn is shown, the status reads %q", s)
	}
}

// A share sheet closed without sending leaves the move the player's, and
// says so; a clipboard the browser refuses (Safari's, once the share sheet
// has taken the tap) is said too, the message shown to copy by hand
// (issue 33). Both are the browser's answers, stood in for by script.
func TestFriendSendCancelledOrRefused(t *testing.T) {
	srv := serve(t)
	ann := newBrowser(t, phone)
	ann.open(srv.URL)
	ann.friendGameOf("diamond", "black", "Ann", "Bob")
	ann.playTurn("d3")
	ann.eval(`navigator.share = () => Promise.reject(new DOMException('closed', 'AbortError'));
navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError')); true`, nil)
	ann.click("#send-move")
	ann.waitFor(`document.querySelector('#send-note').textContent.startsWith('Not sent.')`, 5*time.Second)
	if ann.disabled("#undo") {
		t.Error("a move whose share sheet was closed cannot be taken back")
	}
	ann.eval(`navigator.share = () => Promise.reject(new DOMException('no share here', 'NotAllowedError')); true`, nil)
	ann.click("#send-move")
	ann.waitFor(`document.querySelector('#send-note').textContent.startsWith('Not copied: this browser refused.')`, 5*time.Second)
	var msg string
	ann.eval(`document.querySelector('#send-message').value`, &msg)
	if linkInMessage.FindString(msg) == "" {
		t.Errorf("no link to copy by hand in %q", msg)
	}
	if ann.disabled("#undo") {
		t.Error("a move neither shared nor copied cannot be taken back")
	}
}
