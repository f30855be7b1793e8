package diamondback

import (
	"diamond/rules/game/gametest"
	"strconv"
	"testing"
)

// loadPerft reads the package's perft table.
func loadPerft(t *testing.T) []gametest.PerftCase {
	return gametest.LoadPerft(t, "testdata/perft.txt")
}

// position reads a FEN or a setup name.
func position(t testing.TB, s string) Position {
	t.Helper()
	if i := SetupIndex(s); i >= 0 {
		p, _ := StartPosition(i)
		return p
	}
	p, err := ParseFEN(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPerft(t *testing.T) {
	for _, tc := range loadPerft(t) {
		t.Run(tc.Name+"/"+strconv.Itoa(tc.Depth), func(t *testing.T) {
			if testing.Short() && tc.Leaves > 1_000_000 {
				t.Skip("deep perft skipped under -short")
			}
			p := position(t, tc.Position)
			before := p
			if got := Perft(p, tc.Depth); got != tc.Leaves {
				t.Errorf("perft(%d) = %d, want %d\n%v", tc.Depth, got, tc.Leaves, p.Diagram())
			}
			if p != before {
				t.Error("perft changed the position")
			}
			if tc.Leaves > 100_000 {
				return // Divide repeats the count: only for the small ones
			}
			var sum int64
			for _, n := range Divide(p, tc.Depth) {
				sum += n
			}
			if sum != tc.Leaves {
				t.Errorf("divide sums to %d, want %d", sum, tc.Leaves)
			}
		})
	}
}

// The reference's divide at depth 3 for b1g8 (docs/games/diamondback.md,
// Checks and speed): each first move's replies and perft 2 after it.
func TestDivideStart(t *testing.T) {
	want := map[string][2]int64{
		"a3b5": {22, 530}, "a3c4": {22, 530}, "a5a6": {22, 508},
		"a5b5": {22, 530}, "a5b6": {22, 573}, "b3c4": {22, 507},
		"b4b5": {22, 508}, "b4c4": {22, 441}, "b4c5": {22, 551},
		"c1d3": {22, 552}, "c1e2": {22, 552}, "c2d3": {22, 507},
		"c3c4": {22, 485}, "c3d3": {22, 485}, "d2d3": {22, 441},
		"d2e2": {22, 508}, "d2e3": {22, 551}, "d4d5": {23, 544},
		"d4e4": {23, 544}, "e1e2": {22, 530}, "e1f1": {22, 508},
		"e1f2": {22, 573},
	}
	p := position(t, "b1g8")
	got := Divide(p, 3)
	if len(got) != len(want) {
		t.Errorf("%d first moves, want %d", len(got), len(want))
	}
	for m, n := range got {
		w, ok := want[m.String()]
		after := p.After(m)
		if replies := Perft(after, 1); !ok || replies != w[0] || n != w[1] {
			t.Errorf("%v: %d replies, perft 2 = %d; want %v", m, replies, n, w)
		}
	}
}
