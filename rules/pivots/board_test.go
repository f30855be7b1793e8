package pivots

import (
	"math"
	"slices"
	"strings"
	"testing"

	"diamond/rules/rng"
)

// The drawing of the names in docs/games/pivots.md (The board), row 1 at
// the top.
const pageNames = `
        a5  b6  c7  d8  e9
      a4  b5  c6  d7  e8  f9
    a3  b4  c5  d6  e7  f8  g9
  a2  b3  c4  d5  e6  f7  g8  h9
a1  b2  c3  d4  e5  f6  g7  h8  i9
  b1  c2  d3  e4  f5  g6  h7  i8
    c1  d2  e3  f4  g5  h6  i7
      d1  e2  f3  g4  h5  i6
        e1  f2  g3  h4  i5`

func TestCellNames(t *testing.T) {
	rows := strings.Split(strings.TrimSpace(pageNames), "\n")
	n := 0
	for r, row := range rows {
		var got []string
		for _, c := range rowCells[r] {
			got = append(got, c.String())
		}
		if want := strings.Fields(row); !slices.Equal(got, want) {
			t.Errorf("row %d: %v, want %v", r+1, got, want)
		}
		n += len(rowCells[r])
	}
	if n != NumCells {
		t.Errorf("%d cells, want %d", n, NumCells)
	}
	for c := Cell(0); c < NumCells; c++ {
		if got, err := ParseCell(c.String()); err != nil || got != c {
			t.Errorf("ParseCell(%s) = %v, %v", c, got, err)
		}
		if c > 0 && c.String() <= (c-1).String() {
			t.Errorf("cells not in name order: %s after %s", c, c-1)
		}
	}
	for _, bad := range []string{"a6", "f1", "i4", "e0", "j5", "", "e", "e55", "E5", "a9", "i1"} {
		if _, err := ParseCell(bad); err == nil {
			t.Errorf("ParseCell(%q) succeeded", bad)
		}
	}
}

func TestNeighbours(t *testing.T) {
	pairs := 0
	degrees := map[int][]string{}
	for c := Cell(0); c < NumCells; c++ {
		n := c.Neighbors()
		pairs += n.Count()
		degrees[n.Count()] = append(degrees[n.Count()], c.String())
		for d := Dir(0); d < NumDirs; d++ {
			if x := c.Neighbor(d); x != NoCell && x.Neighbor(d.Opposite()) != c {
				t.Errorf("%s %s is %s, whose %s is not %s", c, d, x, d.Opposite(), c)
			}
		}
	}
	if pairs/2 != 156 {
		t.Errorf("%d adjacent pairs, want 156", pairs/2)
	}
	if got := strings.Join(degrees[3], " "); got != "a1 a5 e1 e9 i5 i9" {
		t.Errorf("corners (3 neighbours): %s", got)
	}
	if len(degrees[4]) != 18 || len(degrees[6]) != 37 || len(degrees) != 3 {
		t.Errorf("degrees: %d with 4, %d with 6, %d kinds", len(degrees[4]), len(degrees[6]), len(degrees))
	}
	// On screen: E is right, NE up-right, SE down-right (y down).
	e5 := cell(t, "e5")
	for d, name := range map[Dir]string{E: "f6", NE: "e6", NW: "d5", W: "d4", SW: "e4", SE: "f5"} {
		if got := e5.Neighbor(d).String(); got != name {
			t.Errorf("e5 %s = %s, want %s", d, got, name)
		}
	}
}

func TestLines(t *testing.T) {
	room := func(name string) []string {
		var ds []string
		for d := Dir(0); d < NumDirs; d++ {
			if cell(t, name).Line(d) != 0 {
				ds = append(ds, d.String())
			}
		}
		slices.Sort(ds)
		return ds
	}
	for name, want := range map[string]string{
		"a1": "E NE SE", "c1": "E NE", "e1": "E NE NW", "i9": "NW SW W", "e5": "E NE NW SE SW W",
		"a3": "E SE", "c7": "SE SW", "g3": "NE NW", "g9": "SW W", "i7": "NW W", "a5": "E SE SW",
	} {
		if got := strings.Join(room(name), " "); got != want {
			t.Errorf("directions with room from %s: %s, want %s", name, got, want)
		}
	}
	// Every cell has room in at least two directions; exactly the six
	// middles of the edges have only two.
	var two []string
	for c := Cell(0); c < NumCells; c++ {
		n := len(room(c.String()))
		if n < 2 {
			t.Errorf("%s has room in %d directions", c, n)
		}
		if n == 2 {
			two = append(two, c.String())
		}
	}
	if got := strings.Join(two, " "); got != "a3 c1 c7 g3 g9 i7" {
		t.Errorf("cells with two directions: %s", got)
	}
	if got := cell(t, "c5").Line(SE).String(); got != "d5 e5 f5" {
		t.Errorf("c5 SE line: %s", got)
	}
}

func TestDiamonds(t *testing.T) {
	perOrientation := [3]int{}
	for d := Diamond(0); d < NumDiamonds; d++ {
		perOrientation[d/44]++
		cs := d.Cells()
		// Two cells are adjacent to all three others (the obtuse corners),
		// two to two of them (the acute corners).
		var obtuse, acute Bitboard
		for _, c := range cs.Cells() {
			switch (c.Neighbors() & cs).Count() {
			case 3:
				obtuse |= c.Bit()
			case 2:
				acute |= c.Bit()
			}
			if o := d.Opposite(c); DiamondOf(c, o) != d || d.Opposite(o) != c {
				t.Errorf("%v: the corner opposite %s is %s, which does not give the diamond back", d, c, o)
			}
		}
		if obtuse.Count() != 2 || acute.Count() != 2 {
			t.Fatalf("%v is not a rhombus", d)
		}
		a := acute.Cells()
		if d.Opposite(a[0]) != a[1] || a[0].Neighbors().Has(a[1]) {
			t.Errorf("%v: acute corners %v are not opposite or are adjacent", d, acute)
		}
		if d >= 88 && (a[0].Letter()-a[1].Letter())*(a[0].Number()-a[1].Number()) != -1 {
			t.Errorf("%v: orientation 2 is not the upright one", d)
		}
	}
	if perOrientation != [3]int{44, 44, 44} {
		t.Errorf("diamonds per orientation %v", perOrientation)
	}
	// The diamonds are the adjacent pairs with two common neighbours: 156
	// pairs minus the 24 along the edge.
	seen := map[Bitboard]bool{}
	for c := Cell(0); c < NumCells; c++ {
		for n := c.Neighbors(); n != 0; n &= n - 1 {
			x := n.First()
			if common := c.Neighbors() & x.Neighbors(); x > c && common.Count() == 2 {
				seen[c.Bit()|x.Bit()|common] = true
			}
		}
		if k := len(DiamondsAt(c)); k < 3 || k > 12 {
			t.Errorf("%s is in %d diamonds", c, k)
		}
	}
	if len(seen) != NumDiamonds {
		t.Errorf("%d diamonds from adjacent pairs, want %d", len(seen), NumDiamonds)
	}
	for d := Diamond(0); d < NumDiamonds; d++ {
		if !seen[d.Cells()] {
			t.Errorf("%v is not made of an adjacent pair and its common neighbours", d)
		}
	}
	if got := len(DiamondsAt(cell(t, "a1"))); got != 3 {
		t.Errorf("a1 is in %d diamonds, want 3", got)
	}
	if got := len(DiamondsAt(cell(t, "e5"))); got != 12 {
		t.Errorf("e5 is in %d diamonds, want 12", got)
	}
	// P/O names a diamond whether P and O are acute or obtuse corners.
	for _, tc := range []struct{ p, o, want string }{
		{"c5", "d7", "c5 c6 d6 d7"}, {"c6", "d6", "c5 c6 d6 d7"}, {"f5", "e6", "e5 e6 f5 f6"},
		{"e5", "f6", "e5 e6 f5 f6"}, {"e6", "e5", "d5 e5 e6 f6"}, {"d5", "f6", "d5 e5 e6 f6"}, {"a1", "b2", "a1 a2 b1 b2"},
	} {
		if d := DiamondOf(cell(t, tc.p), cell(t, tc.o)); d == NoDiamond || d.String() != tc.want {
			t.Errorf("DiamondOf(%s, %s) = %v, want %s", tc.p, tc.o, d, tc.want)
		}
	}
	for _, tc := range [][2]string{{"a5", "b6"}, {"a1", "a2"}, {"i9", "h9"}, {"e5", "e7"}, {"e5", "e5"}} {
		if d := DiamondOf(cell(t, tc[0]), cell(t, tc[1])); d != NoDiamond {
			t.Errorf("DiamondOf(%s, %s) = %v, want none", tc[0], tc[1], d)
		}
	}
}

// Two connected lines of two that are not rhombi are not diamonds (R2).
func TestNotDiamonds(t *testing.T) {
	for name, cells := range map[string]string{
		"straight line": "f2 f3 f4 f5",
		"zig-zag":       "d4 e5 e6 f7",
		"hook":          "d4 e5 f6 f5",
		"arch":          "d4 d5 e6 f6",
		"propeller":     "e5 e6 d4 f5",
		"triangle":      "e5 e6 f6",
	} {
		if b := set(t, cells); b.HasDiamond() || len(b.Diamonds()) != 0 {
			t.Errorf("%s %s holds a diamond %v", name, cells, b.Diamonds())
		}
	}
	if b := set(t, "c5 c6 d6 d7"); !b.HasDiamond() {
		t.Error("c5 c6 d6 d7 is not a diamond")
	}
}

// The bit-parallel search for diamonds agrees with testing each one.
func TestDiamondBases(t *testing.T) {
	r := rng.New(5)
	for i := 0; i < 20000; i++ {
		b := Bitboard(r.Uint64()) & AllCells
		switch i % 3 {
		case 1:
			b &= Bitboard(r.Uint64())
		case 2:
			b |= Bitboard(r.Uint64()) & AllCells
		}
		var want []Diamond
		for d := Diamond(0); d < NumDiamonds; d++ {
			if b&d.Cells() == d.Cells() {
				want = append(want, d)
			}
		}
		if got := b.Diamonds(); !slices.Equal(got, want) || b.HasDiamond() != (len(want) > 0) {
			t.Fatalf("%v: diamonds %v, want %v", b, got, want)
		}
	}
}

func TestSteps(t *testing.T) {
	// 1,878 (diamond, pivot, direction) triples on the board
	// (docs/games/pivots.md, The pivot chain).
	n := 0
	for d := Diamond(0); d < NumDiamonds; d++ {
		for _, p := range d.Corners() {
			for dir := Dir(0); dir < NumDirs; dir++ {
				a := StepOf(d, p, dir)
				if (p.Line(dir) != 0) != (a != NoAction) {
					t.Fatalf("StepOf(%v, %s, %s) = %v", d, p, dir, a)
				}
				if a == NoAction {
					continue
				}
				n++
				if a.Diamond() != d || a.Pivot() != p || a.Dir() != dir || a.Line() != p.Line(dir) ||
					a.Lifted() != d.Cells()&^p.Bit() || a.Opposite() != d.Opposite(p) || !a.Line().Has(a.End()) {
					t.Fatalf("step %v does not give back its parts", a)
				}
				if back, err := ParseActionText(a.String()); err != nil || back != a {
					t.Fatalf("ParseActionText(%s) = %v, %v", a, back, err)
				}
			}
		}
	}
	if n != 1878 {
		t.Errorf("%d steps, want 1878", n)
	}
	if StepOf(0, cell(t, "i9"), E) != NoAction || StepOf(NumDiamonds, 0, E) != NoAction {
		t.Error("StepOf accepts a pivot outside the diamond or a bad diamond")
	}
}

func TestGeometry(t *testing.T) {
	g := Spec.Geometry()
	if len(g.Sites) != NumCells || len(g.Cells) != NumCells || len(g.Legend) != 3 {
		t.Fatalf("%d sites, %d cells, %d legend entries", len(g.Sites), len(g.Cells), len(g.Legend))
	}
	if s := g.Sites[g.Cursor]; s.Name != "e5" || s.X != 0 || s.Y != 0 {
		t.Errorf("cursor at %+v, want e5 at the origin", s)
	}
	for c := Cell(0); c < NumCells; c++ {
		s := g.Sites[c]
		if s.Name != c.String() || g.Cells[c].Site != int(c) || g.Cells[c].Class != "hex" || len(g.Cells[c].Poly) != 6 {
			t.Fatalf("site %d: %+v, cell %+v", c, s, g.Cells[c])
		}
		for n := c.Neighbors(); n != 0; n &= n - 1 {
			o := g.Sites[n.First()]
			if d := math.Hypot(o.X-s.X, o.Y-s.Y); math.Abs(d-1) > 1e-9 {
				t.Errorf("%s and %s are %g apart", c, n.First(), d)
			}
		}
		// Pointy top: a corner straight above the centre.
		top := false
		for _, v := range g.Cells[c].Poly {
			if math.Abs(v[0]-s.X) < 1e-9 && v[1] < s.Y {
				top = true
			}
		}
		if !top {
			t.Errorf("cell %s is not pointy-top", c)
		}
	}
	// Row 1 is at the top, a1 at the left tip, i9 at the right.
	site := func(name string) (float64, float64) { s := g.Sites[cell(t, name)]; return s.X, s.Y }
	if _, y := site("a5"); y >= 0 {
		t.Errorf("a5 at y %g: row 1 should be at the top (y down)", y)
	}
	if x, y := site("a1"); x != -4 || y != 0 {
		t.Errorf("a1 at %g, %g", x, y)
	}
	if len(g.Labels) != 18 {
		t.Errorf("%d labels, want 9 letters and 9 numbers", len(g.Labels))
	}
	for _, l := range g.Labels {
		for _, s := range g.Sites {
			if math.Hypot(l.X-s.X, l.Y-s.Y) < 0.75 {
				t.Errorf("label %q at %g, %g is on the board, near %s", l.Text, l.X, l.Y, s.Name)
			}
		}
	}
}
