package diamond

import (
	"errors"
	"strings"
	"testing"

	"diamond/rules/record"
)

// shortWin is a game Black wins by a square in the placement phase.
const shortWin = "1. d3 a1 2. d4 a2 3. e3 a4 4. e4 1-0"

func TestRecordRoundTrip(t *testing.T) {
	for _, text := range []string{
		"",
		"1. d4",
		"1. d4 swap 2. e5 c3",
		shortWin,
		"1. d4 e5 0-1",           // Black resigned
		"1. d4 e5 2. c3 1/2-1/2", // agreed draw
	} {
		g, err := ParseRecord(text)
		if err != nil {
			t.Errorf("ParseRecord(%q): %v", text, err)
			continue
		}
		if got := g.Record().String(); got != text {
			t.Errorf("record %q written back as %q", text, got)
		}
		c, err := ParseCompact(g.Compact())
		if err != nil {
			t.Errorf("ParseCompact(%q) for %q: %v", g.Compact(), text, err)
			continue
		}
		if got := c.Record().String(); got != text {
			t.Errorf("compact %q of %q read back as %q", g.Compact(), text, got)
		}
	}
}

func TestRecordForms(t *testing.T) {
	numbered, err := ParseRecord(shortWin)
	if err != nil {
		t.Fatal(err)
	}
	if o := numbered.Outcome(); o.Reason != SquareWin || o.Winner != Black {
		t.Fatalf("outcome %v", o)
	}
	for _, text := range []string{
		"d3 a1 d4 a2 e3 a4 e4 1-0",
		"d3 a1 d4 a2 e3 a4 e4",
		"1.d3 a1\n2.d4 a2 3. e3 3... a4 4. e4 1-0",
		"  1. D3 A1 2. d4 a2 3. e3 a4 4. e4  ",
	} {
		g, err := ParseRecord(text)
		if err != nil {
			t.Errorf("ParseRecord(%q): %v", text, err)
			continue
		}
		if g.Record().String() != shortWin {
			t.Errorf("ParseRecord(%q) = %q", text, g.Record())
		}
	}
	if got := numbered.Compact(); got != "ZAaBhDi_b" {
		t.Errorf("compact form %q", got)
	}
}

func TestRecordErrors(t *testing.T) {
	tests := []struct {
		text, want string
		ply        int // of a MoveError, or -1
	}{
		{"1. d4 d4", "move 1 (White's d4) is not legal: d4 is not empty", 1},
		{"1. d4 e5 2. c3 zz", "move 2 (White's zz) is not legal", 3},
		{"1. d4 e5 2. swap", "move 2 (Black's swap) is not legal: only White's first turn may swap", 2},
		{shortWin[:len(shortWin)-4] + " h8", "move 4 (White's h8) is not legal: the game was already over", 7},
		{shortWin[:len(shortWin)-4] + " 0-1", "the record ends 0-1, but the play ends 1-0", -1},
		{"1. d4 e5 3. c3", `move number "3." where 2 was expected`, -1},
		{"1. d4 1-0 e5", "must come last", -1},
	}
	for _, tc := range tests {
		_, err := ParseRecord(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseRecord(%q) error %v, want %q", tc.text, err, tc.want)
			continue
		}
		var me *record.MoveError
		if got := errors.As(err, &me); got != (tc.ply >= 0) || got && me.Ply != tc.ply {
			t.Errorf("ParseRecord(%q): MoveError %v, want ply %d", tc.text, me, tc.ply)
		}
	}
}

func TestCompactErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"ZZ", "move 1 (White's d3) is not legal: d3 is not empty"},
		{"Z$", `move 1: '$' is not part of a game link`},
		{"Z--", "move 2 (White's swap) is not legal"},
		{"ZAaBhDi_w", "the record ends 0-1, but the play ends 1-0"},
		{"ZA_x", "not a result"},
	}
	for _, tc := range tests {
		_, err := ParseCompact(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseCompact(%q) error %v, want %q", tc.text, err, tc.want)
		}
	}
}

// A whole movement-phase game survives both forms exactly, including
// steps, captures and removals.
func TestLongGameRoundTrip(t *testing.T) {
	checked := 0
	for seed := uint64(1); checked < 50; seed++ {
		g := randomGame(seed)
		if g.Position().Phase() != Movement {
			continue
		}
		checked++
		text := g.Record().String()
		back, err := ParseRecord(text)
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, text)
		}
		if back.Record().String() != text || back.Compact() != g.Compact() {
			t.Fatalf("seed %d: text record does not round-trip", seed)
		}
		c, err := ParseCompact(g.Compact())
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, g.Compact())
		}
		if c.Record().String() != text || c.Outcome() != g.Outcome() {
			t.Fatalf("seed %d: compact record does not round-trip", seed)
		}
	}
}

func FuzzParseRecord(f *testing.F) {
	for _, s := range []string{"", shortWin, "1. d4 swap 2. e5 c3", "d4 e5 1/2-1/2", "1... d4", "1. (d4)", "1. a1-a2*", "99999999999999999999. d4", "[Position \"n6/8/2wb4/8/3b4/8/w7/7 b 0 0\"]\n1. e4-d4* g1-g2 2. (a1)"} {
		f.Add(s)
	}
	f.Add(randomGame(3).Record().String())
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseRecord(text)
		if err != nil {
			return
		}
		out := g.Record().String()
		again, err := ParseRecord(out)
		if err != nil {
			t.Fatalf("%q parsed, but its rewrite %q does not: %v", text, out, err)
		}
		if again.Record().String() != out || again.Outcome() != g.Outcome() {
			t.Fatalf("rewrite of %q does not round-trip", text)
		}
	})
}

func FuzzParseCompact(f *testing.F) {
	for _, s := range []string{"", "ZAaBhDi_b", "Z-", "ZA_d", "_", "Z$", ".Si.Rv.A.bAA.iavwAA", ".A.B..bGG.C"} {
		f.Add(s)
	}
	f.Add(randomGame(3).Compact())
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseCompact(s)
		if err != nil {
			return
		}
		out := g.Compact()
		again, err := ParseCompact(out)
		if err != nil {
			t.Fatalf("%q parsed, but its rewrite %q does not: %v", s, out, err)
		}
		if again.Compact() != out || again.Record().String() != g.Record().String() {
			t.Fatalf("rewrite %q of %q does not round-trip", out, s)
		}
	})
}
