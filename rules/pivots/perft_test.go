package pivots

import (
	"diamond/rules/game/gametest"
	"strconv"
	"testing"
)

// loadPerft reads the package's perft table.
func loadPerft(t *testing.T) []gametest.PerftCase {
	return gametest.LoadPerft(t, "testdata/perft.txt")
}

func TestPerft(t *testing.T) {
	for _, tc := range loadPerft(t) {
		t.Run(tc.Name+"/"+strconv.Itoa(tc.Depth), func(t *testing.T) {
			if testing.Short() && tc.Leaves > 1_000_000 {
				t.Skip("deep perft skipped under -short")
			}
			g, err := ParseCompact(tc.Position)
			if err != nil {
				t.Fatal(err)
			}
			s := g.State()
			before := s.Clone()
			if got := Perft(s, tc.Depth); got != tc.Leaves {
				t.Errorf("perft(%d) = %d, want %d\n%v", tc.Depth, got, tc.Leaves, s.pos)
			}
			if s.pos != before.pos || s.Len() != before.Len() {
				t.Error("perft changed the state")
			}
			var sum int64
			for _, n := range Divide(s, tc.Depth) {
				sum += n
			}
			if sum != tc.Leaves {
				t.Errorf("divide sums to %d, want %d", sum, tc.Leaves)
			}
		})
	}
}
