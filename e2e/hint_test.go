//go:build e2e

package e2e

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"diamond/app/share"
	"diamond/rules/diamond"

	"github.com/chromedp/chromedp"
)

// hintRE reads the hint's line: the action, the expected line, the
// evaluation in words.
var hintRE = regexp.MustCompile(`^Hint: (\S+)\. Expected line: ([^.]+)\. (About even|(?:Black|White) (?:can force a win|is winning|is better|is slightly better))\.$`)

// hint waits for the hint and returns its action and expected line.
func (b *browser) hint() (action string, line []string, verdict string) {
	b.t.Helper()
	b.waitFor(`document.querySelector('#hint').textContent.startsWith('Hint: ')`, 30*time.Second)
	text := b.text("#hint")
	m := hintRE.FindStringSubmatch(text)
	if m == nil {
		b.t.Fatalf("hint %q does not read as a hint", text)
	}
	return m[1], strings.Fields(m[2]), m[3]
}

// marked returns the points the board marks with a class, e.g. "hint".
func (b *browser) marked(class string) []string {
	b.t.Helper()
	var pts []string
	b.eval(fmt.Sprintf(`[...document.querySelectorAll('#board g.pt.%s')].map(e => e.dataset.point)`, class), &pts)
	return pts
}

// noHint waits until the board and the line under it show no hint.
func (b *browser) noHint() {
	b.t.Helper()
	b.waitFor(`document.querySelector('#hint').textContent === '' && document.querySelectorAll('#board .pt.hint, #board .pt.hint-from, #board .hint-arrow line').length === 0`, 5*time.Second)
}

// replay plays moves in notation on g, failing on an illegal one.
func replay(t *testing.T, g *diamond.Game, moves []string) {
	t.Helper()
	for i, m := range moves {
		a, err := diamond.ParseAction(g.Position(), m)
		if err == nil {
			err = g.Play(a)
		}
		if err != nil {
			t.Fatalf("move %d (%s) of %v is not legal: %v", i+1, m, moves, err)
		}
	}
}

// A hint in a two-player game: a legal action marked on the board, with a
// legal expected line and the evaluation in words; it goes when a move is
// made or an earlier move is shown.
func TestHint(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4 e5")
	b.click("#hint-button")
	action, line, verdict := b.hint()
	g := diamond.NewGame()
	replay(t, g, b.moves())
	a, err := diamond.ParseAction(g.Position(), action)
	if err != nil || a.Kind() != diamond.Place {
		t.Fatalf("hint %q is not a legal placement: %v", action, err)
	}
	if got := b.marked("hint"); !slices.Equal(got, []string{action}) {
		t.Errorf("the board marks %v for the hint %s", got, action)
	}
	if line[0] != action {
		t.Errorf("expected line %v does not start with the hint %s", line, action)
	}
	replay(t, g.Clone(), line)
	t.Logf("hint %s, line %v, %s", action, line, verdict)
	b.screenshot("desktop-hint")

	// Another move than the hint: the hint goes.
	other := "a1"
	if action == other {
		other = "a2"
	}
	b.play(other)
	b.noHint()

	// H asks again; showing an earlier move hides it.
	b.run(chromedp.KeyEvent("h"))
	b.hint()
	b.click("#prev")
	b.noHint()
	var disabled bool
	b.eval(`document.querySelector('#hint-button').disabled`, &disabled)
	if !disabled {
		t.Error("Hint is enabled on an earlier move")
	}
}

// In a position where one step wins at once, the hint is that step,
// drawn as an arrow, and it says the side to move can force a win.
func TestHintFindsTheWin(t *testing.T) {
	start, err := diamond.ParsePosition("1w2b2/1w6/2wbbw1w/1b1b4/4bbww/b2w3w/4b2b/w1wwbb1 b 0 0")
	if err != nil {
		t.Fatal(err)
	}
	g := diamond.NewGameFrom(start)
	var wins []diamond.Action
	for _, a := range g.LegalActions() {
		h := g.Clone()
		if h.Play(a) == nil && h.Outcome().Reason == diamond.SquareWin {
			wins = append(wins, a)
		}
	}
	if len(wins) != 1 || wins[0].Kind() != diamond.Step {
		t.Fatalf("the test position should have one winning step: %v", wins)
	}
	win := diamond.FormatAction(start, wins[0])

	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL + "/#" + share.Fragment(diamond.NewMatch(g), 0))
	b.run(chromedp.KeyEvent("h"))
	action, _, verdict := b.hint()
	if action != win || verdict != "Black can force a win" {
		t.Errorf("hint %s (%s), want the win %s", action, verdict, win)
	}
	from, to := b.marked("hint-from"), b.marked("hint")
	if !slices.Equal(from, []string{wins[0].From().String()}) || !slices.Equal(to, []string{wins[0].To().String()}) {
		t.Errorf("the board marks %v to %v for the hint %s", from, to, win)
	}
	var arrows int
	b.eval(`document.querySelectorAll('#board .hint-arrow line').length`, &arrows)
	if arrows != 1 {
		t.Errorf("%d arrows for a step", arrows)
	}
	b.screenshots("hint-step")
	b.play(win)
	b.noHint()
	b.waitFor(`document.querySelector('#result') !== null`, 5*time.Second)
	b.run(chromedp.KeyEvent("h"))
	b.settle()
	if n := b.text("#note"); n != "The game is over." || b.text("#hint") != "" {
		t.Errorf("a hint after the end: note %q, hint %q", n, b.text("#hint"))
	}
}
