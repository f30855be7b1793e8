package store

import (
	"strings"
	"testing"

	"diamond/app/puzzles"
	"diamond/app/rating"
)

// The player's puzzles are read back as saved; damaged data, or data that
// reads but holds an impossible rating, is backed up with a notice, and
// the player starts again as a newcomer.
func TestPuzzlesProgress(t *testing.T) {
	mem := newMemory()
	st := New(mem, clock)
	if p := st.Puzzles(); p.Rating != rating.New() || len(st.Notices()) != 0 {
		t.Fatalf("nothing saved: %+v", p)
	}
	p := puzzles.New()
	p.Rating.R, p.Streak, p.Best, p.Game = 1620, 2, 4, "pivots"
	p.Seen = map[string]puzzles.Seen{"pivots/x": {Solved: true, Rating: rating.Rating{R: 1400, RD: 200, Vol: 0.06}}}
	if err := st.SavePuzzles(p); err != nil {
		t.Fatal(err)
	}
	got := New(mem, clock).Puzzles()
	if got.Rating != p.Rating || got.Streak != 2 || got.Best != 4 || got.Game != "pivots" || got.Seen["pivots/x"] != p.Seen["pivots/x"] {
		t.Errorf("read back %+v", got)
	}
	for name, raw := range map[string]string{
		"damaged":         `{"version":1,"puzzles":{"rating":`,
		"impossible":      `{"version":1,"puzzles":{"rating":{"R":1500,"RD":-3,"Vol":0.06}}}`,
		"from the future": `{"version":9,"puzzles":{}}`,
	} {
		mem := newMemory()
		mem.M[KeyPuzzles] = raw
		st := New(mem, clock)
		if p := st.Puzzles(); p.Rating != rating.New() {
			t.Errorf("%s: read %+v", name, p)
		}
		if n := st.Notices(); len(n) != 1 || !strings.Contains(n[0], "puzzle rating and progress could not be read") {
			t.Errorf("%s: notices %q", name, n)
		}
		if mem.M[BackupKey(KeyPuzzles, 1)] != raw || mem.M[KeyPuzzles] != "" {
			t.Errorf("%s: no backup, or the data left in place", name)
		}
	}
}
