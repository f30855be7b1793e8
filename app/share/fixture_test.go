package share

import (
	"testing"

	"diamond/rules/diamond"
)

// TestLinkFixtures pins Diamond's links as the one-game app wrote them
// (e376c88): each still opens the same game at the same move, and writing
// it again gives the same fragment, byte for byte.
func TestLinkFixtures(t *testing.T) {
	for _, c := range []struct {
		fragment, record string
		ply              int
	}{
		{"g=&m=0", "", 0},
		{"g=ZAaBhDi_b&m=3", "1. d3 a1 2. d4 a2 3. e3 a4 4. e4 1-0", 3},
		{"g=a-jRo_w&m=5", "1. d4 swap 2. e5 c3 3. f2 0-1", 5},
		{"g=AIRaj&m=2", "1. a1 b2 2. c3 d4 3. e5", 2},
		{"g=.Si.Rv.A.bAA.iavwAA&m=3", "[Position \"n6/8/2wb4/8/3b4/8/w7/7 b 0 0\"]\n1. e4-d4* g1-g2 2. (a1)", 3},
		{"g=.Si.Rv.A.bAA.iavw_d&m=2", "[Position \"n6/8/2wb4/8/3b4/8/w7/7 b 0 0\"]\n1. e4-d4* g1-g2 1/2-1/2", 2},
	} {
		want, err := diamond.ParseRecord(c.record)
		if err != nil {
			t.Fatal(err)
		}
		l, err := Parse(c.fragment)
		if err != nil {
			t.Errorf("%s: %v", c.fragment, err)
			continue
		}
		if l.Ply != c.ply || l.Game.Record() != want.Record().String() {
			t.Errorf("%s: ply %d, record %q; want %d, %q", c.fragment, l.Ply, l.Game.Record(), c.ply, want.Record())
		}
		if got := Fragment(l.Game, l.Ply); got != c.fragment {
			t.Errorf("Fragment of %s = %s", c.fragment, got)
		}
	}
}
