package games

import (
	"math"

	"diamond/rules/game"
)

// Motion is what one move changed on the board, site by site, read from
// the boards before and after it (so that no game needs its own): the
// pieces that arrived on a site, slid from another or not, and the sites
// left empty by no piece's slide. The board animates it; MoveWords says
// it.
type Motion struct {
	Before, After []game.Piece // the pieces before and after the move
	Arrived       []Arrival    // by target site
	Left          []int        // sites emptied that no arrival came from: pieces taken or removed
}

// Arrival is a piece that came to site To: from site From (a step, a
// slide), or with From -1 put down on an empty site (a drop) or changed
// in place (Diamond's capture turns a piece neutral).
type Arrival struct{ To, From int }

// Slid reports whether the piece came from another site.
func (a Arrival) Slid() bool { return a.From >= 0 }

// Gone lists the sites whose piece left the board with the move: taken
// or removed, whether or not another piece now stands there.
func (mo Motion) Gone() []int {
	taken := make([]bool, len(mo.Before))
	for _, q := range mo.Left {
		taken[q] = true
	}
	for _, a := range mo.Arrived {
		taken[a.To] = taken[a.To] || a.Slid() && mo.Before[a.To] != 0
	}
	for _, a := range mo.Arrived {
		if a.Slid() {
			taken[a.From] = false // it moved on: a king and a rook trading places
		}
	}
	return sitesOf(taken)
}

// Captures reports whether the move took or removed a piece, or turned
// one into another in place.
func (mo Motion) Captures() bool {
	if len(mo.Gone()) > 0 {
		return true
	}
	for _, a := range mo.Arrived {
		if !a.Slid() && mo.Before[a.To] != 0 {
			return true
		}
	}
	return false
}

// owned reports whether piece p is one of side's own (not neutral).
func owned(geo *game.Geometry, side game.Side, p game.Piece) bool {
	return p != 0 && !geo.Legend[p].Neutral && geo.Legend[p].Side == side
}

// lifter is an adapter whose moves lift pieces and put them down where
// the boards alone may hide it (a pivot step's stone that lands where
// one of the mover's own stood): it lists, for move ply, the sites
// pieces leave and the sites they reach.
type lifter interface {
	lifts(m game.Match, ply int) (from, to []int)
}

// MotionOf returns what move ply of m (0 ≤ ply < Len) changed. A piece
// that arrives is matched with a site emptied by the same piece, or else
// by another of the mover's (a promotion); among several (the three
// stones of a pivot step), nearest first, so that pieces slide the
// shortest way.
func MotionOf(m game.Match, ply int) Motion {
	geo := m.Spec().Geometry()
	side := m.ToMove(ply)
	mo := Motion{Before: m.Board(ply).Pieces, After: m.Board(ply + 1).Pieces}
	before, after := mo.Before, mo.After
	var left, came []int // sites emptied; sites whose piece changed
	for q := range before {
		switch {
		case before[q] == after[q]:
		case after[q] == 0:
			left = append(left, q)
		default:
			came = append(came, q)
		}
	}
	// A piece may come from a site emptied or from one that another
	// piece took (a king and a rook that trade places).
	origins := sitesOf(in(len(before), left, came))
	if l, ok := Of(m.Spec()).(lifter); ok {
		if from, to := l.lifts(m, ply); len(from) > 0 {
			origins, left, came = from, sitesOf(in(len(before), left, from)), sitesOf(in(len(before), came, to))
		}
	}
	from := make([]int, len(before))  // arrival site → origin + 1, 0 for none
	used := make([]bool, len(before)) // origins taken
	type pair struct{ to, from int }
	dist := func(p pair) float64 {
		a, b := geo.Sites[p.to], geo.Sites[p.from]
		return math.Hypot(a.X-b.X, a.Y-b.Y)
	}
	for _, same := range []bool{true, false} {
		var pairs []pair
		for _, q := range came {
			for _, f := range origins {
				if f == q && before[f] != after[q] {
					continue // a piece changed in place, not moved
				}
				if before[f] == after[q] || !same && owned(geo, side, before[f]) && owned(geo, side, after[q]) {
					pairs = append(pairs, pair{q, f})
				}
			}
		}
		for i := 1; i < len(pairs); i++ { // nearest first, in order among equals (a few pairs)
			for j := i; j > 0 && dist(pairs[j]) < dist(pairs[j-1]); j-- {
				pairs[j], pairs[j-1] = pairs[j-1], pairs[j]
			}
		}
		for _, p := range pairs {
			if from[p.to] == 0 && !used[p.from] {
				from[p.to], used[p.from] = p.from+1, true
			}
		}
	}
	for _, q := range came {
		if f := from[q] - 1; f != q { // a piece lifted and put back where it stood did not move
			mo.Arrived = append(mo.Arrived, Arrival{To: q, From: f})
		}
	}
	for _, q := range left {
		if !used[q] {
			mo.Left = append(mo.Left, q)
		}
	}
	return mo
}

// in marks the sites of the lists on a board of n sites.
func in(n int, lists ...[]int) []bool {
	set := make([]bool, n)
	for _, l := range lists {
		for _, q := range l {
			set[q] = true
		}
	}
	return set
}

// sitesOf lists the sites marked, in order.
func sitesOf(set []bool) []int {
	var sites []int
	for q, ok := range set {
		if ok {
			sites = append(sites, q)
		}
	}
	return sites
}
