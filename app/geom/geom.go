// Package geom lays a board out for drawing: every site, cell, line and
// coordinate label in SVG user units, upright or flipped, and the keyboard
// cursor's moves between sites. It reads the board as data
// (rules/game.Geometry) and knows nothing of any game: the live board, the
// rules page's diagrams, the exported pictures and the embed's size all
// come from one Layout.
package geom

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"diamond/rules/game"
)

// Unit is the length of one board edge in SVG user units. Whole units keep
// the numbers in the markup short.
const Unit = 100

// PieceRadius is a piece's radius: neighbours are one Unit apart.
const PieceRadius = 0.34 * Unit

// Pt is a place on the drawing.
type Pt struct{ X, Y float64 }

// Layout is one board laid out, upright or flipped (turned by 180 degrees).
type Layout struct {
	geo     *game.Geometry
	flipped bool
	sites   []Pt
	frame   [4]float64 // x, y, width, height in user units
}

var (
	layoutsMu sync.Mutex
	layouts   = map[layoutKey]*Layout{}
)

type layoutKey struct {
	geo     *game.Geometry
	flipped bool
}

// For returns the layout of a board, made once.
func For(g *game.Geometry, flipped bool) *Layout {
	layoutsMu.Lock()
	defer layoutsMu.Unlock()
	k := layoutKey{g, flipped}
	if l, ok := layouts[k]; ok {
		return l
	}
	l := &Layout{geo: g, flipped: flipped}
	for _, s := range g.Sites {
		l.sites = append(l.sites, l.place(s.X, s.Y))
	}
	l.frame = frame(g)
	layouts[k] = l
	return l
}

// place scales and turns a place given in edges.
func (l *Layout) place(x, y float64) Pt {
	if l.flipped {
		x, y = -x, -y
	}
	return Pt{round(x * Unit), round(y * Unit)}
}

// frame returns the geometry's frame in user units, computed when the
// geometry gives none: the cells, the sites with a piece's room and the
// labels with a letter's, the same distance from the centre on each side.
func frame(g *game.Geometry) [4]float64 {
	if g.Frame != [4]float64{} {
		f := g.Frame
		return [4]float64{round(f[0] * Unit), round(f[1] * Unit), round(f[2] * Unit), round(f[3] * Unit)}
	}
	var x0, x1, y0, y1 float64
	grow := func(x, y, r float64) {
		x0, x1 = math.Min(x0, x-r), math.Max(x1, x+r)
		y0, y1 = math.Min(y0, y-r), math.Max(y1, y+r)
	}
	for _, s := range g.Sites {
		grow(s.X, s.Y, 0.5)
	}
	for _, c := range g.Cells {
		for _, p := range c.Poly {
			grow(p[0], p[1], 0.1)
		}
	}
	for _, lb := range g.Labels {
		grow(lb.X, lb.Y, 0.3)
	}
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hw := math.Ceil(math.Max(x1-cx, cx-x0)*10) * Unit / 10
	hh := math.Ceil(math.Max(y1-cy, cy-y0)*10) * Unit / 10
	return [4]float64{round(cx*Unit - hw), round(cy*Unit - hh), 2 * hw, 2 * hh}
}

// Geometry returns the board the layout draws.
func (l *Layout) Geometry() *game.Geometry { return l.geo }

// Flipped reports whether the board is turned by 180 degrees.
func (l *Layout) Flipped() bool { return l.flipped }

// ViewBox frames the board and its labels, as an SVG viewBox attribute.
func (l *Layout) ViewBox() string {
	f := l.frame
	return Num(f[0]) + " " + Num(f[1]) + " " + Num(f[2]) + " " + Num(f[3])
}

// Num writes x as an SVG number: the shortest decimal that reads back as
// x, and 0 for -0, which flipping gives. Not with fmt: the board is drawn
// as the app starts, when the browser compiles each function it runs for
// the first time, and fmt's are many and large.
func Num(x float64) string {
	if x == 0 {
		return "0" // not -0
	}
	// The board's numbers have one decimal at most (round): a number that
	// is the nearest to some k/10 is written k/10, which is what
	// FormatFloat writes too, without its general (and, as the page
	// starts, costly) algorithm.
	if k := math.Round(x * 10); k/10 == x && math.Abs(k) < 1e15 {
		n := int64(k)
		sign := ""
		if n < 0 {
			sign, n = "-", -n
		}
		if n%10 == 0 {
			return sign + strconv.FormatInt(n/10, 10)
		}
		return sign + strconv.FormatInt(n/10, 10) + "." + string(rune('0'+n%10))
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// Size returns the frame's width and height in user units.
func (l *Layout) Size() (w, h float64) { return l.frame[2], l.frame[3] }

// HeightFor returns the height in pixels of the board drawn width pixels
// wide, rounded up.
func (l *Layout) HeightFor(width int) int {
	w, h := int(l.frame[2]), int(l.frame[3])
	return (width*h + w - 1) / w
}

// NumSites returns the number of sites.
func (l *Layout) NumSites() int { return len(l.sites) }

// At returns a site's place.
func (l *Layout) At(site int) Pt { return l.sites[site] }

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

// Cell returns cell i's corners in drawing order, as an SVG points
// attribute.
func (l *Layout) Cell(i int) string {
	pts := make([]Pt, len(l.geo.Cells[i].Poly))
	for k, p := range l.geo.Cells[i].Poly {
		pts[k] = l.place(p[0], p[1])
	}
	return polygon(pts)
}

// Polygon returns the polygon whose corners are the given sites (a won
// square), as an SVG points attribute.
func (l *Layout) Polygon(sites []int) string {
	pts := make([]Pt, len(sites))
	for k, s := range sites {
		pts[k] = l.sites[s]
	}
	return polygon(pts)
}

// polygon writes corners in order of their angle around their centre, so
// that a convex polygon never crosses itself.
func polygon(pts []Pt) string {
	var cx, cy float64
	for _, p := range pts {
		cx += p.X / float64(len(pts))
		cy += p.Y / float64(len(pts))
	}
	sort.Slice(pts, func(i, j int) bool {
		return math.Atan2(pts[i].Y-cy, pts[i].X-cx) < math.Atan2(pts[j].Y-cy, pts[j].X-cx)
	})
	var b strings.Builder
	for i, q := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Num(q.X) + "," + Num(q.Y))
	}
	return b.String()
}

// Label is a coordinate written beside the board.
type Label struct {
	Text string
	At   Pt
}

// Labels returns the coordinate labels.
func (l *Layout) Labels() []Label {
	ls := make([]Label, len(l.geo.Labels))
	for i, lb := range l.geo.Labels {
		ls[i] = Label{lb.Text, l.place(lb.X, lb.Y)}
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

// Step returns the site the keyboard cursor moves to from site s in
// direction d on the screen: the nearest site within 60 degrees of the
// arrow's direction, favouring sites straight ahead, but a neighbour to
// the side over a farther site straight ahead, so that each press is one
// step (on the 45° board and the hexagons no neighbour lies straight up).
// Two sites equally good, either side of the arrow, are decided by the
// one nearer the line through from, where this run of presses in d
// began: pressed again and again, an arrow zigzags one step at a time
// along that line rather than drifting off it. It returns s when there is
// no site that way.
func (l *Layout) Step(s int, d Direction, from int) int {
	dx, dy := [4][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}}[d][0], [4][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}}[d][1]
	at, start := l.sites[s], l.sites[from]
	// offLine is how far a site lies from the run's line; the sign says
	// which side, so that a first press, on the line, chooses one side
	// always (clockwise of the arrow).
	offLine := func(p Pt) float64 { return (p.X-start.X)*dy - (p.Y-start.Y)*dx }
	best, bestScore := s, math.Inf(1)
	for q, to := range l.sites {
		vx, vy := to.X-at.X, to.Y-at.Y
		ahead := vx*dx + vy*dy
		side := math.Abs(vx*dy - vy*dx)
		if q == s || ahead <= 0 || side > ahead*math.Sqrt(3)+0.5 {
			continue
		}
		// 0.8: a neighbour at 45° (ahead 0.71, side 0.71) beats the site
		// straight ahead at 1.41, one at 30° (0.87, 0.5) the one at 1.73,
		// and a neighbour straight ahead at 1 still beats one at 60°.
		score := ahead + 0.8*side
		switch {
		case score < bestScore-0.5:
		case score < bestScore+0.5 && tieBreak(offLine(to), offLine(l.sites[best])):
		default:
			continue
		}
		best, bestScore = q, min(score, bestScore)
	}
	return best
}

// tieBreak reports whether a site a from the run's line beats one b from
// it: the nearer wins; at the same distance, the one clockwise of the
// arrow.
func tieBreak(a, b float64) bool {
	if math.Abs(math.Abs(a)-math.Abs(b)) > 0.5 {
		return math.Abs(a) < math.Abs(b)
	}
	return a < b
}

// Nearest returns the site within half an edge of place pt on the
// drawing, if there is one.
func (l *Layout) Nearest(pt Pt) (int, bool) {
	for q, at := range l.sites {
		if math.Hypot(at.X-pt.X, at.Y-pt.Y) < Unit/2 {
			return q, true
		}
	}
	return -1, false
}
