package games

import (
	"cmp"
	"math"
	"slices"

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
	gone := slices.Clone(mo.Left)
	moved := map[int]bool{}
	for _, a := range mo.Arrived {
		moved[a.From] = true
	}
	for _, a := range mo.Arrived {
		if a.Slid() && mo.Before[a.To] != 0 && !moved[a.To] {
			gone = append(gone, a.To)
		}
	}
	slices.Sort(gone)
	return gone
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
	origins := union(left, came)
	if l, ok := Of(m.Spec()).(lifter); ok {
		if from, to := l.lifts(m, ply); len(from) > 0 {
			origins, left, came = from, union(left, from), union(came, to)
		}
	}
	from := map[int]int{}  // arrival site → origin
	used := map[int]bool{} // origins taken
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
		slices.SortStableFunc(pairs, func(a, b pair) int { return cmp.Compare(dist(a), dist(b)) })
		for _, p := range pairs {
			if _, done := from[p.to]; !done && !used[p.from] {
				from[p.to], used[p.from] = p.from, true
			}
		}
	}
	for _, q := range came {
		switch f, ok := from[q]; {
		case !ok:
			mo.Arrived = append(mo.Arrived, Arrival{To: q, From: -1})
		case f != q: // a piece lifted and put back where it stood did not move
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

// union returns the sites of a and b, in order, once each.
func union(a, b []int) []int {
	u := slices.Concat(a, b)
	slices.Sort(u)
	return slices.Compact(u)
}
