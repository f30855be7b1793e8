package ai

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"diamond/rules/pivots"
)

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
	edge := 0
	for c := pivots.Cell(0); c < pivots.NumCells; c++ {
		if onEdge(c) {
			edge++
			if !onEdge(symmetric(c)[0]) || c.Neighbors().Count() == 6 {
				t.Errorf("%s: on the edge, but %s is not, or it has six neighbours", c, symmetric(c)[0])
			}
		}
	}
	if edge != 24 {
		t.Errorf("%d cells on the edge, want 24", edge)
	}
	if fmt.Sprint(firstDrops()) != "[c1 a3 g3 c7 i7 g9]" {
		t.Errorf("the first drops are %v", firstDrops())
	}
}

// TestFirstDrops is an experiment, run with PIVOTS_OPENINGS=N (games per
// class), PIVOTS_LEVEL (default 3) and PIVOTS_CELLS (the classes' first
// cells, such as "a1 a2"; default all): for each class of first drops it
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
	only := map[string]bool{}
	for _, c := range strings.Fields(os.Getenv("PIVOTS_CELLS")) {
		only[c] = true
	}
	for i, c := range reps {
		if len(only) > 0 && !only[c.String()] {
			continue
		}
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
