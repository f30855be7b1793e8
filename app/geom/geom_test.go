package geom

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/diamondback"
	"diamond/rules/game"
	"diamond/rules/pivots"
)

func point(t *testing.T, name string) int {
	t.Helper()
	p, err := diamond.ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return int(p)
}

var geo = diamond.Spec.Geometry()

// At, Step and Nearest on Diamond's board, upright or flipped.
func At(p int, flipped bool) Pt                 { return For(geo, flipped).At(p) }
func Step(p int, d Direction, flipped bool) int { return For(geo, flipped).Step(p, d, p) }
func Nearest(pt Pt, flipped bool) (int, bool)   { return For(geo, flipped).Nearest(pt) }

// Diamond's frame is the one-game app's: links to pictures and embeds keep
// their sizes.
func TestDiamondFrame(t *testing.T) {
	for _, flipped := range []bool{false, true} {
		l := For(geo, flipped)
		if got := l.ViewBox(); got != "-480 -530 960 1060" {
			t.Errorf("ViewBox %q", got)
		}
		if got := l.HeightFor(480); got != 530 {
			t.Errorf("HeightFor(480) = %d", got)
		}
	}
}

// A computed frame holds every site, cell and label, centred.
func TestComputedFrame(t *testing.T) {
	g := &game.Geometry{
		Sites:  []game.Site{{Name: "a", X: -2, Y: 1}, {Name: "b", X: 3, Y: -1}},
		Cells:  []game.Cell{{Poly: [][2]float64{{-2.5, 1}, {-2, 0.5}, {-1.5, 1}}, Site: 0}},
		Labels: []game.Label{{Text: "1", X: 0, Y: 2}},
	}
	l := For(g, false)
	// x from -2.6 (the cell) to 3.5, y from -1.5 to 2.3 (the label):
	// centre (0.45, 0.4), half sizes rounded up to 3.1 and 1.9.
	if got := l.ViewBox(); got != "-265 -150 620 380" {
		t.Errorf("ViewBox %q", got)
	}
	if For(g, false) != l || For(g, true) == l {
		t.Error("layouts are made once per board and orientation")
	}
}

// a1 is the bottom tip upright and the top tip flipped; neighbours stand one
// Unit apart, so pieces never overlap.
func TestAt(t *testing.T) {
	a1, h8 := point(t, "a1"), point(t, "h8")
	if bottom, top := At(a1, false), At(h8, false); bottom.Y <= 0 || top.Y >= 0 {
		t.Errorf("a1 at %v, h8 at %v: want a1 at the bottom (y down)", bottom, top)
	}
	if got := At(a1, true); got.Y >= 0 {
		t.Errorf("flipped a1 at %v, want the top", got)
	}
	for _, l := range diamond.Lines() {
		a, b := At(int(l[0]), false), At(int(l[1]), false)
		if d := math.Hypot(a.X-b.X, a.Y-b.Y); math.Abs(d-Unit) > 0.2 {
			t.Errorf("line %v-%v is %.1f long, want %d", l[0], l[1], d, Unit)
		}
	}
}

// Every point, piece and label lies inside the view box, upright and
// flipped.
func TestViewBoxHoldsEverything(t *testing.T) {
	var x0, y0, w, h float64
	if _, err := fmt.Sscan(For(geo, false).ViewBox(), &x0, &y0, &w, &h); err != nil {
		t.Fatal(err)
	}
	ViewBox := For(geo, false).ViewBox()
	inside := func(p Pt, margin float64) bool {
		return p.X-margin >= x0 && p.X+margin <= x0+w && p.Y-margin >= y0 && p.Y+margin <= y0+h
	}
	for _, flipped := range []bool{false, true} {
		for p := 0; p < diamond.NumPoints; p++ {
			if q := At(p, flipped); !inside(q, PieceRadius) {
				t.Errorf("%v at %v is outside %s", p, q, ViewBox)
			}
		}
		labels := For(geo, flipped).Labels()
		if len(labels) != 16 {
			t.Errorf("%d labels, want 16", len(labels))
		}
		for _, l := range labels {
			if !inside(l.At, 20) {
				t.Errorf("label %q at %v is outside %s", l.Text, l.At, ViewBox)
			}
		}
	}
}

// A square's polygon visits its corners around the edge, never across a
// diagonal: each side is one Unit.
func TestPolygonOrder(t *testing.T) {
	l := For(geo, false)
	for i, c := range geo.Cells {
		if c.Class != "sq" {
			continue
		}
		var pts []Pt
		for _, xy := range strings.Fields(l.Cell(i)) {
			var p Pt
			if _, err := fmt.Sscan(strings.Replace(xy, ",", " ", 1), &p.X, &p.Y); err != nil {
				t.Fatal(err)
			}
			pts = append(pts, p)
		}
		for i := range pts {
			a, b := pts[i], pts[(i+1)%len(pts)]
			if d := math.Hypot(a.X-b.X, a.Y-b.Y); math.Abs(d-Unit) > 0.5 {
				t.Errorf("square %d: side %v-%v is %.1f long", i, a, b, d)
			}
		}
	}
}

// The cursor walks from a1 upwards to h8 and comes back down, and stops at
// the edge.
func TestStep(t *testing.T) {
	p := point(t, "a1")
	seen := 0
	for p != point(t, "h8") {
		next := Step(p, Up, false)
		if next == p {
			t.Fatalf("stuck at %v", p)
		}
		p = next
		if seen++; seen > 20 {
			t.Fatal("no way up to h8")
		}
	}
	if got := Step(point(t, "h8"), Up, false); got != point(t, "h8") {
		t.Errorf("up from h8 went to %v", got)
	}
	if got := Step(point(t, "a1"), Down, false); got != point(t, "a1") {
		t.Errorf("down from a1 went to %v", got)
	}
	// Flipped, up is towards a1.
	if got := Step(point(t, "a2"), Up, true); got != point(t, "a1") && got != point(t, "b1") && got != point(t, "b2") {
		t.Errorf("flipped up from a2 went to %v", got)
	}
}

// On Diamondback's board, turned 45°, and on Pivots's hexagons no
// neighbour lies straight up: each arrow still moves the cursor one step,
// to a neighbour, and pressed again and again it zigzags along the line
// it started on (E18: from c3, Up went to d4 and never reached d3 or c4).
func TestStepIsOneStep(t *testing.T) {
	for _, g := range []*game.Geometry{diamondback.Spec.Geometry(), pivots.Spec.Geometry()} {
		for _, flipped := range []bool{false, true} {
			l := For(g, flipped)
			name := func(q int) string { return g.Sites[q].Name }
			dist := func(p, q int) float64 { a, b := l.At(p), l.At(q); return math.Hypot(a.X-b.X, a.Y-b.Y) }
			for s := range g.Sites {
				for d := Up; d <= Right; d++ {
					if q := l.Step(s, d, s); q != s && math.Abs(dist(s, q)-Unit) > 1 {
						t.Errorf("flipped %v: arrow %d from %s went to %s, %.0f away", flipped, d, name(s), name(q), dist(s, q))
					}
				}
			}
			// Up from the bottom site to the top one, one step per press,
			// never more than a step's width off the line.
			bottom, top := 0, 0
			for q := range g.Sites {
				if l.At(q).Y > l.At(bottom).Y || (l.At(q).Y == l.At(bottom).Y && l.At(q).X < l.At(bottom).X) {
					bottom = q
				}
				if l.At(q).Y < l.At(top).Y || (l.At(q).Y == l.At(top).Y && l.At(q).X < l.At(top).X) {
					top = q
				}
			}
			for p, presses := bottom, 0; p != top; presses++ {
				next := l.Step(p, Up, bottom)
				if next == p || presses > 20 {
					t.Fatalf("flipped %v: Up from %s stuck at %s, the top is %s", flipped, name(bottom), name(p), name(top))
				}
				if off := math.Abs(l.At(next).X - l.At(bottom).X); off > Unit {
					t.Errorf("flipped %v: Up from %s went %s, %.0f off the line", flipped, name(bottom), name(next), off)
				}
				p = next
			}
		}
	}
	// The review's case: from c3, a pawn's targets d3 and c4 are one press
	// away.
	l, g := For(diamondback.Spec.Geometry(), false), diamondback.Spec.Geometry()
	site := func(name string) int {
		for q, s := range g.Sites {
			if s.Name == name {
				return q
			}
		}
		t.Fatalf("no site %s", name)
		return -1
	}
	c3 := site("c3")
	got := map[string]bool{}
	for d := Up; d <= Right; d++ {
		got[g.Sites[l.Step(c3, d, c3)].Name] = true
	}
	for _, want := range []string{"d3", "c4", "b3", "c2"} {
		if !got[want] {
			t.Errorf("from c3 the arrows reach %v, not %s", got, want)
		}
	}
}

func TestNearest(t *testing.T) {
	d4 := point(t, "d4")
	at := At(d4, true)
	if q, ok := Nearest(Pt{at.X + 20, at.Y - 20}, true); !ok || q != d4 {
		t.Errorf("near flipped d4: %v %v", q, ok)
	}
	if _, ok := Nearest(Pt{1000, 1000}, false); ok {
		t.Error("a point far off the board")
	}
}

// An arrow between neighbours stops a piece's radius short of each end.
func TestToward(t *testing.T) {
	from, to := At(point(t, "e4"), false), At(point(t, "d4"), false)
	start, tip := Toward(from, to, PieceRadius), Toward(to, from, PieceRadius)
	if d := math.Hypot(start.X-from.X, start.Y-from.Y); math.Abs(d-PieceRadius) > 0.2 {
		t.Errorf("the arrow starts %.1f from e4, want %v", d, PieceRadius)
	}
	if d := math.Hypot(tip.X-start.X, tip.Y-start.Y); math.Abs(d-(Unit-2*PieceRadius)) > 0.2 {
		t.Errorf("the arrow is %.1f long, want %v", d, Unit-2*PieceRadius)
	}
	if got := Toward(from, from, 10); got != from {
		t.Errorf("toward itself: %v, want %v", got, from)
	}
}

// Num writes what strconv writes, the board's tenths by its own short
// way included.
func TestNumIsShortestDecimal(t *testing.T) {
	check := func(x float64) {
		t.Helper()
		want := strconv.FormatFloat(x, 'f', -1, 64)
		if x == 0 {
			want = "0"
		}
		if got := Num(x); got != want {
			t.Fatalf("Num(%v) = %q, want %q", x, got, want)
		}
	}
	for k := -200000; k <= 200000; k++ {
		x := float64(k) / 10
		check(x)
		check(round(x * 1.37))
		check(math.Nextafter(x, math.Inf(1)))
		check(float64(k) / 100)
		check(float64(k) / 3)
	}
	for _, x := range []float64{math.Copysign(0, -1), 1e14 + 0.5, 1e15, 1e16 + 2, 0.05, -0.05, 1e-7, math.MaxFloat64, -math.SmallestNonzeroFloat64} {
		check(x)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		check(round((r.Float64() - 0.5) * 2000))
		check((r.Float64() - 0.5) * 2000)
	}
}
