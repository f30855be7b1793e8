//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"diamond/app/games"
	"diamond/rules/game"
	"diamond/rules/pivots"
)

// netoCompact is Neto's example (netoLink) in its compact form.
const netoCompact = "~-c5d6d7e6f6-d1e2f2f3g4-b03-"

// stepMarks are the marks of the action that led to a board: where it
// went, the pivot it came from, what it captured; each a sorted list of
// cell names joined by spaces.
type stepMarks struct {
	Last, From, Captured string
}

// wantMarks are the marks the rules give the board after ply actions.
func wantMarks(m game.Match, ply int) stepMarks {
	b := m.Board(ply)
	var last, from, captured []string
	for q, mk := range b.Marks {
		name := pivots.Spec.Geometry().Sites[q].Name
		if mk&game.Last != 0 {
			last = append(last, name)
		}
		if mk&game.LastFrom != 0 {
			from = append(from, name)
		}
		if mk&game.Captured != 0 {
			captured = append(captured, name)
		}
	}
	for _, s := range [][]string{last, from, captured} {
		slices.Sort(s)
	}
	return stepMarks{strings.Join(last, " "), strings.Join(from, " "), strings.Join(captured, " ")}
}

// boardMarks are the marks the board shows.
const boardMarks = `(() => {
	const cells = c => [...document.querySelectorAll('#board g.pt.' + c)].map(e => e.dataset.point).sort().join(' ');
	return {Last: cells('last'), From: cells('last-from'), Captured: cells('captured')};
})()`

// watchSteps records every state the page shows while the computer plays:
// the number of actions in the move list, the ply on the board, whether
// the computer's next step is held back, and the board's marks, once
// each time one of them changes.
const watchSteps = `(() => {
	window.steps = [];
	const snap = () => {
		const b = document.querySelector('#board'), area = document.querySelector('#board-area');
		if (!b || !area) return;
		const s = Object.assign({Moves: document.querySelectorAll('#moves .pair .mv').length,
			Ply: Number(b.dataset.ply), Held: area.dataset.held === 'true',
			Note: document.querySelector('#note').textContent, Status: document.querySelector('#status').textContent}, ` + boardMarks + `);
		const prev = window.steps[window.steps.length - 1];
		if (!prev || JSON.stringify(prev) !== JSON.stringify(s)) window.steps.push(s);
	};
	new MutationObserver(snap).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
	snap();
})()`

// shownStep is one state recorded by watchSteps.
type shownStep struct {
	Moves, Ply   int
	Held         bool
	Note, Status string
	stepMarks
}

// playFromNeto opens Neto's example and plays it on against the computer
// (Black, to move) at level 3, which drops c6 and pivots there, with
// watchSteps recording from the start.
func (b *browser) playFromNeto(url string) {
	b.t.Helper()
	b.open(url + netoLink)
	b.click("#play-from")
	b.click("#mode-computer")
	b.click("#colour-white")
	b.click("#level-3")
	b.eval(watchSteps, nil)
	b.startGame()
}

// The computer's turn of a drop and a chain is shown one action at a
// time: each action but the turn's last is held on the board (the next
// step waits) with its marks (the drop; then each step's pivot, where the
// three stones landed, what they captured), and the move list grows by
// one action at a time. Afterwards the move list shows the turn as one,
// and replays it step by step with the same marks.
func TestComputerChainStepByStep(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.playFromNeto(srv.URL)
	b.waitFor(`document.querySelectorAll('#moves .pair .mv').length >= 2 && document.querySelector('#status').textContent.includes('White to move')`, 60*time.Second)

	moves := b.moves()
	m, err := pivots.Spec.ParseCompact(netoCompact)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			t.Fatalf("the computer's %s in %v: %v", mv, moves, err)
		}
	}
	n := len(moves)
	if !m.EndsTurn(n-1) || !strings.Contains(moves[1], "/") {
		t.Fatalf("the computer's turn %v is not a drop and a chain", moves)
	}

	var steps []shownStep
	b.eval(`window.steps`, &steps)
	seen := map[int]bool{}
	for i, s := range steps {
		if i > 0 && s.Moves != steps[i-1].Moves && s.Moves != steps[i-1].Moves+1 {
			t.Errorf("the move list went from %d to %d actions at once", steps[i-1].Moves, s.Moves)
		}
		if s.Moves != s.Ply {
			continue // the board follows in the same frame; see below
		}
		if s.stepMarks != wantMarks(m, s.Ply) {
			t.Errorf("after %d actions the board marks %+v, want %+v", s.Ply, s.stepMarks, wantMarks(m, s.Ply))
		}
		if s.Held {
			seen[s.Ply] = true
			// Held, the step is written under the board, and the status
			// says the computer plays a turn it has chosen.
			if want := games.MoveWords(m, s.Ply-1) + "."; s.Note != want || !strings.Contains(s.Status, "plays its turn, step by step") {
				t.Errorf("action %d held with the note %q (want %q) and the status %q", s.Ply, s.Note, want, s.Status)
			}
		}
	}
	for k := 1; k < n; k++ {
		if !seen[k] {
			t.Errorf("%s (action %d of the computer's turn) was not held on the board before the next step", moves[k-1], k)
		}
	}
	if seen[n] || seen[0] {
		t.Errorf("a step was held back after the turn's end or before its first action: %v", seen)
	}
	if t.Failed() {
		js, _ := json.MarshalIndent(steps, "", " ")
		t.Logf("moves %v; states shown:\n%s", moves, js)
	}

	// The move list keeps the turn together, and replays it one action at
	// a time.
	var turns []int
	b.eval(`[...document.querySelectorAll('#moves .pair .turn-actions')].map(t => t.querySelectorAll('.mv').length)`, &turns)
	if len(turns) != 1 || turns[0] != n {
		t.Errorf("the move list groups the actions in turns of %v, want the computer's %d", turns, n)
	}
	for k := 1; k <= n; k++ {
		b.click(fmt.Sprintf("#ply-%d", k))
		b.waitPly(k, 5*time.Second)
		var got stepMarks
		b.eval(boardMarks, &got)
		if got != wantMarks(m, k) {
			t.Errorf("move list, action %d (%s): marks %+v, want %+v", k, moves[k-1], got, wantMarks(m, k))
		}
	}
	b.click(fmt.Sprintf("#ply-%d", 2))
	b.screenshots("pivots-computer-step")
}

// A new game started while the computer's next step is held back gets no
// step of the old game.
func TestComputerChainDroppedByNewGame(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.playFromNeto(srv.URL)
	b.waitFor(`document.querySelector('#board-area').dataset.held === 'true'`, 60*time.Second)
	b.newGameOf("pivots")
	// Nothing can be waited for: give a stray step time to come (the
	// pause and a planned answer take well under a second).
	time.Sleep(3 * time.Second)
	if got := b.moves(); len(got) != 0 || b.plies() != 0 {
		t.Errorf("the new game has moves %v, ply %d", got, b.plies())
	}
}

// Hints in Diamonds & Pivots: for the drop, a ringed empty cell; during
// the chain, a step drawn as an arrow from its pivot (ringed) to the
// line's end; each a legal action with a legal expected line.
func TestPivotsHint(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL + netoLink)
	m, err := pivots.Spec.ParseCompact(netoCompact)
	if err != nil {
		t.Fatal(err)
	}
	legalLine := func(line []string) {
		t.Helper()
		g := m.Clone()
		for _, a := range line {
			if err := g.Play(a); err != nil {
				t.Errorf("hinted line %v: %s: %v", line, a, err)
				return
			}
		}
	}

	b.click("#hint-button")
	action, line, _ := b.hint()
	legalLine(line)
	if line[0] != action || strings.Contains(action, "/") {
		t.Errorf("hint for the drop: %s, line %v", action, line)
	}
	if got := b.marked("hint"); len(got) != 1 || got[0] != action {
		t.Errorf("the board rings %v for the drop %s", got, action)
	}
	b.screenshots("pivots-hint-drop")

	b.clickPoint("c6") // Neto's drop: the chain begins
	b.waitPly(1, 5*time.Second)
	b.noHint()
	if err := m.Play("c6"); err != nil {
		t.Fatal(err)
	}
	b.click("#hint-button")
	action, line, _ = b.hint()
	legalLine(line)
	pivot, rest, step := strings.Cut(action, "/")
	_, end, _ := strings.Cut(rest, ">")
	if !step {
		t.Fatalf("hint during the chain: %s is not a step", action)
	}
	if got := b.marked("hint-from"); len(got) != 1 || got[0] != pivot {
		t.Errorf("the board rings %v as the pivot of %s", got, action)
	}
	if got := b.marked("hint"); len(got) != 1 || got[0] != end {
		t.Errorf("the board rings %v as the end of %s", got, action)
	}
	if n := b.count("#board .hint-arrow line"); n != 1 {
		t.Errorf("%d arrows for the step %s", n, action)
	}
	b.screenshots("pivots-hint-step")
}

// Show at once plays the rest of the computer's turn without the pause
// between steps.
func TestComputerChainShowAtOnce(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.playFromNeto(srv.URL)
	b.waitFor(`document.querySelector('#show-at-once') !== null`, 60*time.Second)
	b.screenshots("pivots-computer-chain")
	var at int
	b.eval(`window.steps.length`, &at)
	b.click("#show-at-once")
	b.waitFor(`document.querySelector('#status').textContent.includes('White to move')`, 30*time.Second)
	var steps []shownStep
	b.eval(`window.steps`, &steps)
	for _, s := range steps[at+1:] {
		if s.Held {
			t.Errorf("after Show at once, action %d was held on the board", s.Ply)
		}
	}
	if b.count("#chain-playing") != 0 {
		t.Error("the computer's turn is over, and the page still says it plays it")
	}
}
