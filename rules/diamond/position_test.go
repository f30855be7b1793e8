package diamond

import (
	"slices"
	"strings"
	"testing"

	"diamond/rules/rng"
)

// The five capture examples of the rules page, on the triangles at d4:
// {d4 c3 c4} and {d4 c3 d3} share the line d4-c3; {d4 d5 e4} lies on the
// other side of d4.
func TestCaptureExamples(t *testing.T) {
	tests := []struct {
		name     string
		board    string
		step     string
		captured string // the point that turns neutral, or ""
	}{
		{
			name: "1 cornering one",
			board: `
				- . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . b . b . . .
				. . w . . . . .
				. . . . . . . .
				. . . . . . . -`,
			step: "e4-d4*", captured: "c3",
		},
		{
			name: "2 cornering two on triangles sharing a line",
			board: `
				- . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . w . b . . .
				. . b w . . . .
				. . . . . . . .
				. . . . . . . -`,
			step: "e4-d4",
		},
		{
			name: "3 cornering two on opposite sides",
			board: `
				- . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . . b . . . .
				. . b . w . . .
				. . w b . . . .
				. . . . . . . .
				. . . . . . . -`,
			step: "d3-d4",
		},
		{
			name: "4 cornering one piece on two triangles",
			board: `
				- . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . b . b . . .
				. . w b . . . .
				. . . . . . . .
				. . . . . . . -`,
			step: "e4-d4*", captured: "c3",
		},
		{
			name: "5 safe move between two enemies",
			board: `
				- . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . w . b . . .
				. . w . . . . .
				. . . . . . . .
				. . . . . . . -`,
			step: "e4-d4",
		},
		{
			name: "a triangle of two enemies does not stop a capture elsewhere",
			board: `
				- . . . . . . .
				. . . . . . . .
				. . . . . . . .
				. . . b . . . .
				. . w . w . . .
				. . w b . . . .
				. . . . . . . .
				. . . . . . . -`,
			step: "d3-d4*", captured: "e4",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := diagram(t, Black, tc.board)
			after := play(t, before, tc.step) // the * must match the rule
			a, _ := ParseAction(before, tc.step)
			mover := pt(t, "d4")
			if after.At(mover) != BlackPiece {
				t.Errorf("the stepping piece is gone:\n%v", after)
			}
			wantNeutral := Bitboard(0)
			if tc.captured != "" {
				wantNeutral = pt(t, tc.captured).Bit()
			}
			if after.Neutrals() != wantNeutral {
				t.Errorf("neutrals %v, want %v\n%v", after.Neutrals().Points(), wantNeutral.Points(), after)
			}
			if got := before.Pieces(White).Count() - after.Pieces(White).Count(); got != wantNeutral.Count() {
				t.Errorf("white lost %d pieces, want %d", got, wantNeutral.Count())
			}
			if got := after.Captured(White) - before.Captured(White); got != wantNeutral.Count() {
				t.Errorf("Captured(White) grew by %d", got)
			}
			if before.Captures(a) != wantNeutral {
				t.Errorf("Captures(%v) = %v", a, before.Captures(a).Points())
			}
			if wantNeutral != 0 && after.QuietActions() != 0 || wantNeutral == 0 && after.QuietActions() != 1 {
				t.Errorf("quiet count %d after %s", after.QuietActions(), tc.step)
			}
		})
	}
}

// Example 1's triangle at the end of a placement captures nothing.
func TestPlacementNeverCaptures(t *testing.T) {
	p := diagramWithHands(t, Black, [2]int{1, 1}, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . w . b . . .
		. . w . . . . .
		. . . . . . . .
		. . . . . . . -`)
	p = play(t, p, "d4")
	if p.Neutrals() != 0 || p.Pieces(White).Count() != 2 {
		t.Errorf("a placement captured:\n%v", p)
	}
}

// A step of White's corners black pieces just as Black's corner white ones.
func TestWhiteCaptures(t *testing.T) {
	p := diagram(t, White, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . w . w . . .
		. . b . . . . .
		. . . . . . . .
		. . . . . . . -`)
	p = play(t, p, "e4-d4*")
	if p.Neutrals() != set(t, "c3") {
		t.Errorf("neutrals %v, want c3", p.Neutrals().Points())
	}
}

func TestSquareWinInPlacement(t *testing.T) {
	p := StartPosition()
	p = play(t, p, "d3", "a1", "d4", "a2", "e3", "a4")
	if o := p.Outcome(); o.Over() {
		t.Fatalf("over too early: %v", o)
	}
	p = play(t, p, "e4")
	o := p.Outcome()
	if o.Reason != SquareWin || o.Winner != Black || o.Square.Corners() != set(t, "d3 d4 e3 e4") {
		t.Fatalf("outcome %v, want black square win on d3 d4 e3 e4", o)
	}
	if len(p.LegalActions(nil)) != 0 {
		t.Error("legal actions after a win")
	}
	if err := p.Check(PlaceAt(pt(t, "h8"))); err == nil {
		t.Error("Check allows an action after a win")
	}
}

// Three corners and a triangle do not win; nor does the square of the
// opponent's last move count for the mover.
func TestNoWinWithoutAllFourCorners(t *testing.T) {
	p := play(t, StartPosition(), "d3", "a1", "d4", "a2", "e3", "e4", "e5")
	if p.Outcome().Over() {
		t.Errorf("over: %v", p.Outcome())
	}
}

func TestSquareWinInMovement(t *testing.T) {
	p := diagram(t, White, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . w w . . .
		. . . w . . b .
		. . . . w . . .
		. . . . . . . -`)
	if p.Outcome().Over() {
		t.Fatalf("over before the step: %v", p.Outcome())
	}
	p = play(t, p, "e2-e3")
	o := p.Outcome()
	if o.Reason != SquareWin || o.Winner != White || o.Square.Corners() != set(t, "d3 d4 e3 e4") {
		t.Fatalf("outcome %v, want white square win on d3 d4 e3 e4\n%v", o, p)
	}
	if len(p.LegalActions(nil)) != 0 || p.RandomAction(nil) != NoAction {
		t.Error("actions offered after the win")
	}
}

func TestPlacementPhase(t *testing.T) {
	p := StartPosition()
	if p.Phase() != Placement || p.ToMove() != Black || p.Hand(Black) != 12 || p.Hand(White) != 12 {
		t.Fatalf("bad start:\n%v", p)
	}
	if n := len(p.LegalActions(nil)); n != NumPoints {
		t.Errorf("%d actions at the start, want 62", n)
	}
	// Alternate placements on distinct points, avoiding squares, until
	// both hands are empty; then Black steps.
	order := "a1 b1 a2 c1 a3 c2 a4 c3 a5 c4 a6 c5 a7 c6 b8 c7 c8 d1 d2 d3 d5 d4 d7 d6"
	for i, s := range strings.Fields(order) {
		if p.Phase() != Placement {
			t.Fatalf("movement phase after %d placements", i)
		}
		want := Color(i % 2)
		if p.ToMove() != want {
			t.Fatalf("placement %d: %v to move, want %v", i, p.ToMove(), want)
		}
		p = play(t, p, s)
		if p.Outcome().Over() {
			t.Fatalf("placement %d (%s) ended the game: %v\n%v", i, s, p.Outcome(), p)
		}
	}
	if p.Phase() != Movement || p.ToMove() != Black {
		t.Fatalf("after 24 placements: %v phase, %v to move", p.Phase(), p.ToMove())
	}
	if err := p.Check(PlaceAt(pt(t, "h8"))); err == nil {
		t.Error("placement allowed in the movement phase")
	}
	for _, a := range p.LegalActions(nil) {
		if a.Kind() != Step {
			t.Errorf("%v in the movement phase with no neutrals", a)
		}
	}
}

func TestSwap(t *testing.T) {
	p := StartPosition()
	if p.SwapAvailable() || p.Check(SwapAction) == nil {
		t.Fatal("Black may swap at the start")
	}
	p = play(t, p, "d4")
	if !p.SwapAvailable() || !slices.Contains(p.LegalActions(nil), SwapAction) {
		t.Fatal("White may not swap on its first turn")
	}
	before := p
	p = play(t, p, "swap")
	if p.ToMove() != White || p.Pieces(Black) != before.Pieces(Black) || p.Hand(White) != 12 || p.Hand(Black) != 11 {
		t.Fatalf("swap changed more than the colours:\n%v", p)
	}
	if p.SwapAvailable() || slices.Contains(p.LegalActions(nil), SwapAction) {
		t.Fatal("swap offered twice")
	}
	if p.Hash() == before.Hash() {
		t.Error("swap left the hash unchanged although it removed an option")
	}
	p = play(t, p, "e5")
	if p.ToMove() != Black || p.SwapAvailable() {
		t.Fatal("after swap and White's placement, Black should move")
	}
	// Without a swap, White's placement ends the pie rule as well.
	q := play(t, StartPosition(), "d4", "e5")
	if q.SwapAvailable() || q.Check(SwapAction) == nil {
		t.Error("swap allowed after White's first placement")
	}
}

func TestNeutralRemoval(t *testing.T) {
	p := diagram(t, Black, `
		- . . . . . . n
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . b n . . . .
		. . . . . . . .
		. . n . . . . w
		n . . . . . . -`)
	if got, want := p.Removable(), set(t, "a1 c2 h8"); got != want {
		t.Errorf("removable %v, want %v", got.Points(), want.Points())
	}
	if err := p.Check(RemoveAt(pt(t, "d4"))); err == nil {
		t.Error("removal of d4 beside the black c4 allowed")
	}
	if err := p.Check(RemoveAt(pt(t, "e4"))); err == nil {
		t.Error("removal of an empty point allowed")
	}
	p = play(t, p, "(c2)")
	if p.Neutrals().Has(pt(t, "c2")) || p.QuietActions() != 0 || p.ToMove() != White {
		t.Errorf("after (c2):\n%v", p)
	}
	// White may remove too.
	p = play(t, p, "(a1)")
	if p.Neutrals() != set(t, "d4 h8") {
		t.Errorf("neutrals %v", p.Neutrals().Points())
	}
}

func TestNeutralNeighbourDoesNotBlockRemoval(t *testing.T) {
	p := diagram(t, Black, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . n . . . .
		. . . n . . . .
		. . . . . . . .
		b . . . . . w -`)
	if got := p.Removable(); got != set(t, "d3 d4") {
		t.Errorf("removable %v, want d3 d4", got.Points())
	}
}

func TestStepRules(t *testing.T) {
	p := diagram(t, Black, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . b w . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . w -`)
	want := []string{"d4-c3", "d4-c4", "d4-d3", "d4-d5"} // e4 is occupied
	var got []string
	for _, a := range p.LegalActions(nil) {
		got = append(got, a.String())
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("actions %v, want %v", got, want)
	}
	for _, bad := range []Action{StepFrom(pt(t, "d4"), pt(t, "e4")), StepFrom(pt(t, "d4"), pt(t, "e5")), StepFrom(pt(t, "e4"), pt(t, "e5")), StepFrom(pt(t, "a1"), pt(t, "a2"))} {
		if err := p.Check(bad); err == nil {
			t.Errorf("%v allowed", bad)
		}
	}
}

// TestPointerAccessors: Sides, Hands and RepetitionKey read what the value
// accessors do, for both sides to move, in both phases; CopyFrom copies.
func TestPointerAccessors(t *testing.T) {
	r := rng.New(4)
	for game := 0; game < 50; game++ {
		p := StartPosition()
		for p.Outcome().Reason == NotOver {
			me := p.ToMove()
			mine, theirs, neutral := p.Sides()
			if mine != p.Pieces(me) || theirs != p.Pieces(me.Other()) || neutral != p.Neutrals() {
				t.Fatalf("Sides %v %v %v\n%s", mine, theirs, neutral, p)
			}
			if h, o := p.Hands(); h != p.Hand(me) || o != p.Hand(me.Other()) {
				t.Fatalf("Hands %d %d\n%s", h, o, p)
			}
			if h, q := p.RepetitionKey(); h != p.Hash() || q != p.QuietActions() {
				t.Fatalf("RepetitionKey %x %d\n%s", h, q, p)
			}
			var c Position
			if c.CopyFrom(&p); c != p {
				t.Fatalf("CopyFrom gives\n%s\nfor\n%s", c, p)
			}
			p.Play(p.RandomAction(r))
		}
	}
}
