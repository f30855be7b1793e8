package ai

import (
	"slices"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

// The pie rule's two turns, from measurement rather than search: an
// evaluation cannot tell how good one stone on an empty board is, but
// self-play can (EXPERIMENTS.md, "The pie rule": level 3 against itself
// from a first stone in each class of cells, White not allowed to swap).
// Black won most games from every inner cell and lost most from every
// edge cell. So the strong levels open on an edge cell, and as White swap
// when Black's first stone is inside the edge.

// symmetric returns the cells the board's twelve symmetries take c to:
// the rotations by 60° about e5, each with and without the reflection
// that exchanges letters and numbers.
func symmetric(c pivots.Cell) []pivots.Cell {
	var out []pivots.Cell
	dl, dn := c.Letter()-5, c.Number()-5
	for range 6 {
		dl, dn = dl-dn, dl // (a·E + b·NE) turned by 60°
		for _, v := range [][2]int{{dl, dn}, {dn, dl}} {
			if x, ok := pivots.CellAt(5+v[0], 5+v[1]); ok && !slices.Contains(out, x) {
				out = append(out, x)
			}
		}
	}
	return out
}

// onEdge reports whether c is on the board's edge (four cells from e5).
func onEdge(c pivots.Cell) bool {
	dl, dn := c.Letter()-5, c.Number()-5
	return max(abs(dl), abs(dn), abs(dl-dn)) == 4
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// firstDrops returns the class of cells the strong levels open on: the
// middles of the edges (a3, c1, c7, g3, g9, i7), where Black did best of
// the edge cells.
func firstDrops() []pivots.Cell {
	a3, _ := pivots.CellAt(1, 3)
	return symmetric(a3)
}

// opening returns the book's action in st's position, if it has one: the
// first drop of a game from the standard start, and White's swap after a
// first stone inside the edge.
func opening(st *pivots.State, r *rng.Rand) (pivots.Action, bool) {
	p := st.Current()
	switch {
	case p.Turn() == 1 && p.Empty() == pivots.AllCells:
		cells := firstDrops()
		return pivots.DropAt(cells[r.IntN(len(cells))]), true
	case firstStone(p) != pivots.NoCell && !onEdge(firstStone(p)):
		return pivots.SwapAction, true
	}
	return pivots.NoAction, false
}

// keepsColours reports whether the book says not to swap: White may, and
// Black's only stone is on the edge.
func keepsColours(p *pivots.Position) bool {
	c := firstStone(p)
	return c != pivots.NoCell && onEdge(c)
}

// firstStone returns Black's one stone when White may swap and it is the
// only stone on the board, else NoCell.
func firstStone(p *pivots.Position) pivots.Cell {
	black := p.Stones(pivots.Black)
	if !p.SwapAvailable() || black.Count() != 1 || p.Stones(pivots.White) != 0 {
		return pivots.NoCell
	}
	return black.First()
}
