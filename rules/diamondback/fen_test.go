package diamondback

import (
	"strings"
	"testing"
)

func TestFENRoundTrip(t *testing.T) {
	for _, f := range append(setupFENs[:],
		"7k/8/8/8/R7/8/8/K2R4 w - - 0 1",
		"4r2k/8/8/7r/8/8/8/K7 b - - 0 1",
		"5nqk/2Rp1nbb/1P1Nrpp1/2p1p3/2P1Pppr/1PP5/BBPP1P2/KQN1R3 w - - 2 13",
		"k6P/8/8/8/8/8/8/K7 b - - 0 40", // White's pawn reached h8: the game is over
	) {
		p, err := ParseFEN(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if got := p.FEN(); got != f {
			t.Errorf("%s written back as %s", f, got)
		}
		if p.Hash() != p.computeHash() {
			t.Errorf("%s: hash", f)
		}
	}
	p, err := ParseFEN("7k/8/8/8/R7/8/8/K2R4 b - -")
	if err != nil || p.FEN() != "7k/8/8/8/R7/8/8/K2R4 b - - 0 1" {
		t.Errorf("four fields: %v, %v", p.FEN(), err)
	}
}

// The start positions are the rules page's (docs/games/diamondback.md,
// The start: four setups): kings in the corners, queen and light bishop
// on b1/a2 (g8/h7) by setup, the rest fixed.
func TestSetups(t *testing.T) {
	fixed := map[string]string{
		"a1": "K", "c1": "N", "a3": "N", "d1": "R", "a4": "R", "b2": "B",
		"e1": "P", "a5": "P", "c2": "P", "b3": "P", "d2": "P", "b4": "P", "c3": "P", "d4": "P",
		"h8": "k", "f8": "n", "h6": "n", "e8": "r", "h5": "r", "g7": "b",
		"d8": "p", "h4": "p", "f7": "p", "g6": "p", "e7": "p", "g5": "p", "f6": "p", "e5": "p",
	}
	for i, name := range SetupNames() {
		p, err := StartPosition(i)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{}
		for k, v := range fixed {
			want[k] = v
		}
		want[name[:2]], want[name[2:]] = "Q", "q"
		want[map[string]string{"b1": "a2", "a2": "b1"}[name[:2]]] = "B"
		want[map[string]string{"g8": "h7", "h7": "g8"}[name[2:]]] = "b"
		for s := Square(0); s < NumSquares; s++ {
			got := ""
			if c, k := p.At(s); k != NoKind {
				got = string(pieceLetter(c, k))
			}
			if got != want[s.String()] {
				t.Errorf("%s: %s holds %q, want %q", name, s, got, want[s.String()])
			}
		}
		if SetupIndex(name) != i || SetupOf(p) != i {
			t.Errorf("%s: index %d, of %d", name, SetupIndex(name), SetupOf(p))
		}
	}
	if _, err := StartPosition(4); err == nil {
		t.Error("setup 4 exists")
	}
}

func TestParseFENErrors(t *testing.T) {
	tests := []struct{ fen, contains string }{
		{"", "six fields"},
		{"7k/8/8/8/8/8/8/K7 w KQkq - 0 1", "castling field"},
		{"7k/8/8/8/8/8/8/K7 w - e3 0 1", "en passant"},
		{"7k/8/8/8/8/8/8/K7 x - - 0 1", "side to move"},
		{"7k/8/8/8/8/8/K7 w - - 0 1", "8 ranks"},
		{"7k/8/8/8/8/8/8/K8 w - - 0 1", "8 squares"},
		{"7k/8/8/8/8/8/8/K6 w - - 0 1", "8 squares"},
		{"7k/8/8/8/8/8/8/K6X w - - 0 1", "not a piece"},
		{"7k/8/8/8/8/8/8/K7 w - - -1 1", "counters"},
		{"7k/8/8/8/8/8/8/K7 w - - 0 0", "counters"},
		{"7k/8/8/8/8/8/8/K7 w - - 0 x", "counters"},
		{"7k/8/8/8/8/8/8/8 w - - 0 1", "White has no king"},
		{"7k/8/8/8/8/8/8/KK6 w - - 0 1", "White has 2 kings"},
		{"4P2k/8/8/8/8/8/8/K7 w - - 0 1", "would have promoted"},
		{"7k/8/8/8/8/8/p7/K7 b - - 0 1", "would have promoted"},
		{"7k/8/8/8/8/8/8/K6R w - - 0 1", "not to move, is in check"},
		{"7P/8/8/8/k7/8/8/K7 w - - 0 1", "already stands on h8"},
	}
	for _, tc := range tests {
		_, err := ParseFEN(tc.fen)
		if err == nil || !strings.Contains(err.Error(), tc.contains) {
			t.Errorf("ParseFEN(%q) error %v, want one containing %q", tc.fen, err, tc.contains)
		}
	}
}
