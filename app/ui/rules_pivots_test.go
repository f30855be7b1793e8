package ui

import (
	"slices"
	"strings"
	"testing"

	"diamond/rules/pivots"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// cells reads a list of cell names.
func cells(t *testing.T, names string) pivots.Bitboard {
	t.Helper()
	var b pivots.Bitboard
	for _, n := range strings.Fields(names) {
		c, err := pivots.ParseCell(n)
		if err != nil {
			t.Fatal(err)
		}
		b |= c.Bit()
	}
	return b
}

func checkStones(t *testing.T, what string, p pivots.Position, black, white string) {
	t.Helper()
	if got, want := p.Stones(pivots.Black), cells(t, black); got != want {
		t.Errorf("%s: black %s, want %s", what, cellNames(got), cellNames(want))
	}
	if got, want := p.Stones(pivots.White), cells(t, white); got != want {
		t.Errorf("%s: white %s, want %s", what, cellNames(got), cellNames(want))
	}
}

// The diagrams' positions are the stones the page names.
func TestPivotsPosition(t *testing.T) {
	pos := pvPosition(netoBlack, netoWhite, 'b')
	p, err := pivots.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	checkStones(t, pos, p, netoBlack, netoWhite)
	if p.ToMove() != pivots.Black {
		t.Errorf("%s: %v to move", pos, p.ToMove())
	}
	if got := pvPosition("", "", 'b'); !strings.HasPrefix(pivots.FormatPosition(pivots.StartPosition()), got) {
		t.Errorf("the empty board is %q, want the start's rows", got)
	}
}

// Neto's example replays as the rules page (§9.2) says.
func TestNetoExample(t *testing.T) {
	m, err := netoExample()
	if err != nil {
		t.Fatal(err)
	}
	g := m.Game()
	diamonds := func(ply int) []string {
		var s []string
		for _, d := range g.PositionAt(ply).Stones(pivots.Black).Diamonds() {
			s = append(s, cellNames(d.Cells()))
		}
		slices.Sort(s)
		return s
	}
	legal := func(ply int) int {
		c := m.Clone()
		for c.Len() > ply {
			c.Undo()
		}
		return len(c.Legal())
	}
	if got := diamonds(1); !slices.Equal(got, []string{"c5 c6 d6 d7"}) {
		t.Errorf("D1 diamonds %q", got)
	}
	if got := legal(1); got != 13 {
		t.Errorf("D1: %d legal steps, want 13", got)
	}
	checkStones(t, "D2", g.PositionAt(2), "c5 d5 e5 e6 f5 f6", netoWhite)
	if got := diamonds(2); !slices.Equal(got, []string{"d5 e5 e6 f6", "e5 e6 f5 f6"}) {
		t.Errorf("D2 diamonds %q", got)
	}
	if got := legal(2); got != 48 {
		t.Errorf("D2: %d legal steps, want 48", got)
	}
	checkStones(t, "D3", g.PositionAt(3), "c5 d5 f2 f3 f4 f5", "d1 e2 g4")
	if !m.EndsTurn(2) {
		t.Error("Black's turn does not end after f5/e6>f2")
	}
	if got := diamondDrops(g.PositionAt(3), pivots.White); got != 0 {
		t.Errorf("before d2 White's drops on %s make a diamond, want none", cellNames(got))
	}
	if got, want := diamondDrops(g.PositionAt(4), pivots.White), cells(t, "c1 e1 e3"); got != want {
		t.Errorf("after d2 White's drops on %s make a diamond, want %s", cellNames(got), cellNames(want))
	}
	if !strings.Contains(m.Compact(), "-"+netoCompact+".") {
		t.Errorf("the link %q lacks Neto's turn %s", m.Compact(), netoCompact)
	}
	if got := strings.Join(m.Moves()[:3], " "); got != "c6 c5/d7>f5 f5/e6>f2" {
		t.Errorf("Black's turn is written %q", got)
	}
}

// The other examples: a step capturing an own stone (§9.3), the lines
// that fit (§9.4), diamonds and other shapes.
func TestPivotsExamples(t *testing.T) {
	m, err := pvMatch(pvPosition(ownCapture.black, ownCapture.white, 'b'), ownCapture.turn)
	if err != nil {
		t.Fatal(err)
	}
	checkStones(t, "own capture", m.Game().Position(), "c4 c5 c6 c7", "")
	before := m.Game().PositionAt(1)
	if got := before.Captures(m.Game().Actions()[1]); got != cells(t, "c6 c7") {
		t.Errorf("the step captures %s, want c6 c7", cellNames(got))
	}

	m, err = pvMatch(pvPosition("c2 d2 d3", "", 'b'), "c1")
	if err != nil {
		t.Fatal(err)
	}
	var fit []string
	for _, mv := range m.Legal() {
		if strings.HasPrefix(mv, "c1/") {
			fit = append(fit, mv)
		}
	}
	slices.Sort(fit)
	if !slices.Equal(fit, []string{"c1/d3>c4", "c1/d3>f4"}) {
		t.Errorf("steps with pivot c1: %q", fit)
	}

	m, err = pvMatch(pvPosition(netoBlack, netoWhite, 'b'), liftFirst)
	if err != nil {
		t.Fatal(err)
	}
	checkStones(t, "lift first", m.Game().Position(), "c5 e5 e6 e7 e8 f5", netoWhite)

	if n := len(cells(t, pvDiamonds).Diamonds()); n != 3 {
		t.Errorf("the diamonds diagram holds %d diamonds, want 3", n)
	}
	if n := len(cells(t, pvNotDiamonds).Diamonds()); n != 0 {
		t.Errorf("the other shapes hold %d diamonds, want 0", n)
	}
}

func TestPivotsRulesRender(t *testing.T) {
	html := app.HTMLString(newPivotsRules().OnClose(func(app.Context) {}))
	for _, s := range []string{"How to play Diamonds &amp; Pivots", "R14", "c6 c5/d7&gt;f5 f5/e6&gt;f2", "c1 e1 e3"} {
		if !strings.Contains(html, s) {
			t.Errorf("the page lacks %q", s)
		}
	}
	if n, want := strings.Count(html, `class="board mini`), 1+2+4+7; n != want {
		t.Errorf("%d diagrams, want %d", n, want)
	}
}
