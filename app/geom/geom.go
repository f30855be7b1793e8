// Package geom lays the Diamond board out for drawing: every point, square,
// triangle and coordinate label in SVG user units, upright or flipped, and
// the keyboard cursor's moves between points. It knows the board's shape
// from the rules package and nothing of any game.
package geom

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"diamond/rules/diamond"
)

// Unit is the length of one board edge in SVG user units. Whole units keep
// the numbers in the markup short.
const Unit = 100

// ViewBox frames the board and its coordinate labels, with the same margins
// on every side so that flipping needs no other frame.
const ViewBox = "-480 -530 960 1060"

// ViewWidth and ViewHeight are the frame's size: ViewBox's last two numbers.
const (
	ViewWidth  = 960
	ViewHeight = 1060
)

// PieceRadius is a piece's radius: neighbours are one Unit apart.
const PieceRadius = 0.34 * Unit

// Pt is a place on the drawing.
type Pt struct{ X, Y float64 }

// At returns point p's place; flipped turns the board by 180 degrees.
func At(p diamond.Point, flipped bool) Pt {
	x, y := p.Position2D()
	if flipped {
		x, y = -x, -y
	}
	return Pt{round(x * Unit), round(y * Unit)}
}

// Toward returns the place d units from p on the way to q: where an arrow
// from p to q starts or stops short of a piece.
func Toward(p, q Pt, d float64) Pt {
	dx, dy := q.X-p.X, q.Y-p.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		return p
	}
	return Pt{round(p.X + dx/n*d), round(p.Y + dy/n*d)}
}

// round keeps one decimal: plenty at any screen size, short in the markup.
func round(v float64) float64 { return math.Round(v*10) / 10 }

// Polygon returns the corners of a set of points (a square or a triangle)
// in drawing order, as an SVG points attribute.
func Polygon(corners diamond.Bitboard, flipped bool) string {
	ps := corners.Points()
	var cx, cy float64
	pts := make([]Pt, len(ps))
	for i, p := range ps {
		pts[i] = At(p, flipped)
		cx += pts[i].X / float64(len(ps))
		cy += pts[i].Y / float64(len(ps))
	}
	sort.Slice(pts, func(i, j int) bool {
		return math.Atan2(pts[i].Y-cy, pts[i].X-cx) < math.Atan2(pts[j].Y-cy, pts[j].X-cx)
	})
	var b strings.Builder
	for i, q := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%g,%g", q.X, q.Y)
	}
	return b.String()
}

// Label is a coordinate written beside the board.
type Label struct {
	Text string
	At   Pt
}

// labelOffset is how far a label stands out from its point, along the
// outward normal of the edge it names.
const labelOffset = 0.6

// Labels returns the file letters along the rank-1 edge (lower left when
// upright) and the rank numbers along the a-file edge (lower right): a to g
// and 1 to 7 beside the points that carry them, h beside h2 and 8 beside
// b8, where the lattice lacks h1 and a8.
func Labels(flipped bool) []Label {
	var ls []Label
	add := func(text string, p diamond.Point, nx, ny float64) {
		x, y := p.Position2D()
		x, y = x+nx*labelOffset, y+ny*labelOffset
		if flipped {
			x, y = -x, -y
		}
		ls = append(ls, Label{text, Pt{round(x * Unit), round(y * Unit)}})
	}
	s := math.Sqrt(0.5)
	for f := 0; f < 8; f++ {
		rank := 0
		if f == 7 {
			rank = 1 // h1 does not exist
		}
		p, _ := diamond.PointAt(f, rank)
		add(string(rune('a'+f)), p, -s, s)
	}
	for r := 0; r < 8; r++ {
		file := 0
		if r == 7 {
			file = 1 // a8 does not exist
		}
		p, _ := diamond.PointAt(file, r)
		add(string(rune('1'+r)), p, s, s)
	}
	return ls
}

// Direction is a keyboard arrow.
type Direction int

// The four arrows.
const (
	Up Direction = iota
	Down
	Left
	Right
)

// Step returns the point the keyboard cursor moves to from p in direction d
// on the screen: the nearest point within 60 degrees of the arrow's
// direction, favouring points straight ahead. It returns p when there is
// none.
func Step(p diamond.Point, d Direction, flipped bool) diamond.Point {
	dx, dy := [4][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}}[d][0], [4][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}}[d][1]
	from := At(p, flipped)
	best, bestScore := p, math.Inf(1)
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		to := At(q, flipped)
		vx, vy := to.X-from.X, to.Y-from.Y
		ahead := vx*dx + vy*dy
		side := math.Abs(vx*dy - vy*dx)
		if q == p || ahead <= 0 || side > ahead*math.Sqrt(3) {
			continue
		}
		if score := ahead + 2*side; score < bestScore {
			best, bestScore = q, score
		}
	}
	return best
}

// Nearest returns the point within half an edge of place pt on the
// drawing, if there is one.
func Nearest(pt Pt, flipped bool) (diamond.Point, bool) {
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		at := At(q, flipped)
		if math.Hypot(at.X-pt.X, at.Y-pt.Y) < Unit/2 {
			return q, true
		}
	}
	return diamond.NoPoint, false
}
