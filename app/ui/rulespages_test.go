package ui

import (
	"strings"
	"testing"

	"diamond/rules/diamondback"
	"diamond/rules/games"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Every registered game has a rules page of its own, written as HTML
// with its title, a Close button and its diagrams as SVG.
func TestRulesPageForEveryGame(t *testing.T) {
	for _, g := range games.All() {
		html := RulesHTML(g.ID())
		if strings.Contains(html, "not written yet") || !strings.Contains(html, `id="close-rules"`) || !strings.Contains(html, `id="rules"`) {
			t.Errorf("%s has no rules page of its own", g.ID())
		}
		if !strings.Contains(html, "<svg") {
			t.Errorf("%s's rules page has no diagram", g.ID())
		}
	}
	if html := RulesHTML("no-such-game"); !strings.Contains(html, "not written yet") {
		t.Error("an unknown game's page does not say so")
	}
}

// squares reads a list of square names.
func squares(t *testing.T, names string) diamondback.Bitboard {
	t.Helper()
	var b diamondback.Bitboard
	for _, n := range strings.Fields(names) {
		s, err := diamondback.ParseSquare(n)
		if err != nil {
			t.Fatal(err)
		}
		b |= s.Bit()
	}
	return b
}

// The pawn diagrams show what the rules page (§11.1 of
// diamondback-rules.md) lists: move or capture, move only, capture only.
func TestPawnExamplesMatchTheRules(t *testing.T) {
	want := map[string][3]string{ // square: mc, m, c
		"d3": {"d4 e3", "e4", ""},
		"c2": {"b3 c3 d1 d2", "d3", ""},
		"e2": {"e3 f2", "f3", "f1"},
		"e1": {"e2 f1 f2", "", ""},
		"d1": {"c2 d2 e1 e2", "", ""},
		"e6": {"d6 e5", "d5", ""},
	}
	for _, e := range pawnExamples {
		w, ok := want[e.square]
		if !ok {
			t.Errorf("no expected targets for the example on %s", e.square)
			continue
		}
		moves, captures, err := pawnReach(e.color, dbSquare(e.square))
		if err != nil {
			t.Fatalf("%s: %v", e.square, err)
		}
		if got, want := moves&captures, squares(t, w[0]); got != want {
			t.Errorf("%s: move or capture %v, want %v", e.square, squareNames(got), squareNames(want))
		}
		if got, want := moves&^captures, squares(t, w[1]); got != want {
			t.Errorf("%s: move only %v, want %v", e.square, squareNames(got), squareNames(want))
		}
		if got, want := captures&^moves, squares(t, w[2]); got != want {
			t.Errorf("%s: capture only %v, want %v", e.square, squareNames(got), squareNames(want))
		}
	}
}

// The kinds diagram's letters agree with the engine wherever a kind shows
// in a White pawn's moves: a wing pawn captures straight ahead, a guard
// steps sideways, a flank pawn (not a guard) captures toward its edge.
func TestPawnKindsMatchTheEngine(t *testing.T) {
	at := func(f, r int) diamondback.Bitboard {
		if f < 0 || f > 7 || r < 0 || r > 7 {
			return 0
		}
		return diamondback.SquareAt(f, r).Bit()
	}
	for s := diamondback.Square(0); s < diamondback.NumSquares; s++ {
		moves, captures, err := pawnReach(diamondback.White, s)
		if err != nil {
			continue // no White pawn stands there (a promotion square, a king's corner)
		}
		f, r, kind := s.File(), s.Rank(), pawnKind(s)
		ahead, left, right := at(f+1, r+1), at(f-1, r+1), at(f+1, r-1)
		if ahead != 0 && (captures&ahead != 0) != strings.Contains(kind, "W") {
			t.Errorf("%v (%q): captures straight ahead: %v", s, kind, captures&ahead != 0)
		}
		if side := (left | right) & moves; (side != 0) != strings.Contains(kind, "G") {
			t.Errorf("%v (%q): steps sideways: %v", s, kind, squareNames(side))
		}
		if strings.Contains(kind, "G") {
			continue
		}
		var edgeward diamondback.Bitboard // a flank pawn's: onto the a-file, onto rank 1
		if f == 1 {
			edgeward |= left
		}
		if r == 1 {
			edgeward |= right
		}
		if !strings.Contains(kind, "F") {
			edgeward = 0
		}
		if got := captures &^ moves & (left | right); got != edgeward {
			t.Errorf("%v (%q): captures sideways on %v, want %v", s, kind, squareNames(got), squareNames(edgeward))
		}
	}
}

// Every move example is legal, and the corner examples win.
func TestMoveExamples(t *testing.T) {
	for _, e := range append(append([]moveExample(nil), cornerExamples...), castleExamples...) {
		pm, err := e.play()
		if err != nil {
			t.Errorf("%s: %v", e.title, err)
			continue
		}
		if len(pm.moved) == 0 {
			t.Errorf("%s: no piece moves", e.title)
		}
	}
	for _, e := range cornerExamples {
		pm, _ := e.play()
		if !pm.outcome.Over || pm.outcome.Reason != "corner" {
			t.Errorf("%s: outcome %+v, want a corner win", e.title, pm.outcome)
		}
	}
	for _, e := range castleExamples {
		if pm, _ := e.play(); len(pm.moved) != 2 {
			t.Errorf("%s: moves %v, want the king and a rook", e.title, pm.moved)
		}
	}
}

func TestPromotionSquares(t *testing.T) {
	if got, want := promotionSquares(diamondback.White), squares(t, "e8 f8 g8 h7 h6 h5"); got != want {
		t.Errorf("White promotes on %v, want %v", squareNames(got), squareNames(want))
	}
	if got, want := promotionSquares(diamondback.Black), squares(t, "d1 c1 b1 a2 a3 a4"); got != want {
		t.Errorf("Black promotes on %v, want %v", squareNames(got), squareNames(want))
	}
}

// The whole page renders, with every diagram.
func TestDiamondbackRulesRender(t *testing.T) {
	html := app.HTMLString(newDiamondbackRules().OnClose(func(app.Context) {}))
	for _, s := range []string{"How to play Diamondback Chess", "R-EDGE", "O-O-O/a4", `class="board mini"`} {
		if !strings.Contains(html, s) {
			t.Errorf("the page lacks %q", s)
		}
	}
	if n, want := strings.Count(html, `class="board mini`), 2+len(pawnExamples)+1+len(cornerExamples)+len(castleExamples); n != want {
		t.Errorf("%d diagrams, want %d", n, want)
	}
}

// The written pages have no attribute that HTML reads otherwise than
// go-app meant: a Close button written disabled="false" is disabled.
func TestRulesHTMLAttributes(t *testing.T) {
	for _, g := range games.All() {
		html := RulesHTML(g.ID())
		for _, bad := range []string{`disabled="false"`, `aria-modal=""`} {
			if strings.Contains(html, bad) {
				t.Errorf("%s's page holds %s", g.ID(), bad)
			}
		}
	}
}

// Each rules page of its own has one h1, its title (axe: a page without
// one is hard to find one's way in), and its sections h2 (none skips a
// level); in the dialog the title stays an h2, under the app's h1, and
// the sections h3.
func TestRulesDocumentHasOneH1(t *testing.T) {
	for _, id := range games.IDs() {
		doc := RulesDocument(id, false)
		if n := strings.Count(doc, "<h1"); n != 1 {
			t.Errorf("%s: %d h1 in the rules page", id, n)
		}
		if strings.Contains(doc, "<h3") || strings.Count(doc, "<h2") < 2 {
			t.Errorf("%s: the rules page's sections are not h2: %d h2, h3 %v", id, strings.Count(doc, "<h2"), strings.Contains(doc, "<h3"))
		}
		dialog := RulesHTML(id)
		if strings.Contains(dialog, "<h1") || strings.Count(dialog, "<h2") != 1 || !strings.Contains(dialog, "<h3") {
			t.Errorf("%s: the dialog's rules: h1 %v, %d h2, h3 %v", id, strings.Contains(dialog, "<h1"), strings.Count(dialog, "<h2"), strings.Contains(dialog, "<h3"))
		}
	}
}
