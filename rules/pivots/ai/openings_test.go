package ai

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"

	"diamond/rules/pivots"
)

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

// firstDropClasses lists the cells up to symmetry: the first cell of each
// class, in the cells' order, with the size of its class.
func firstDropClasses() (reps []pivots.Cell, sizes []int) {
	seen := map[pivots.Cell]bool{}
	for c := pivots.Cell(0); c < pivots.NumCells; c++ {
		if seen[c] {
			continue
		}
		class := symmetric(c)
		for _, x := range class {
			seen[x] = true
		}
		reps, sizes = append(reps, c), append(sizes, len(class))
	}
	return reps, sizes
}

func TestFirstDropClasses(t *testing.T) {
	reps, sizes := firstDropClasses()
	total := 0
	for _, n := range sizes {
		total += n
	}
	if len(reps) != 9 || total != pivots.NumCells {
		t.Errorf("%d classes of %d cells: %v %v, want 9 of 61", len(reps), total, reps, sizes)
	}
}

// TestFirstDrops is an experiment, run with PIVOTS_OPENINGS=N (games per
// class) and PIVOTS_LEVEL (default 3): for each class of first drops it
// plays N games of the level against itself from Black's stone there with
// the pie rule's turn over (White may not swap), and prints Black's
// score: a class Black wins more than half of is one White should take
// by swapping (EXPERIMENTS.md).
func TestFirstDrops(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("PIVOTS_OPENINGS"))
	if n == 0 {
		t.Skip("an experiment: PIVOTS_OPENINGS=games per class")
	}
	level := Level(3)
	if l, err := strconv.Atoi(os.Getenv("PIVOTS_LEVEL")); err == nil {
		level = Level(l)
	}
	reps, sizes := firstDropClasses()
	for i, c := range reps {
		black, actions := 0, 0
		for k := range n {
			g := position(t, c.String(), "", "w", 0, 3)
			for !g.Outcome().Over() {
				a := Think(g, Options{Level: level, Seed: uint64(k)*1_000_003 + uint64(g.Len())})
				if err := g.Play(a.Action); err != nil {
					t.Fatal(err)
				}
			}
			if g.Outcome().Winner == pivots.Black {
				black++
			}
			actions += g.Len()
		}
		fmt.Printf("first drop %s (%d cells): Black won %d of %d (%.2f), %d actions a game\n", c, sizes[i], black, n, float64(black)/float64(n), actions/n)
	}
}
