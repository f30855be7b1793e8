package diamondback

import (
	"slices"
	"strings"
	"testing"
)

// compactMoves returns p's legal moves in the compact form, sorted.
func compactMoves(p Position) []string {
	var s []string
	for _, m := range p.LegalMoves(nil) {
		s = append(s, m.String())
	}
	slices.Sort(s)
	return s
}

// The named positions of the perft file with their legal moves, as the
// reference lists them (docs/games/diamondback.md, Checks and speed): all
// of them (exact), some that must be there (has) or must not (not), and
// those that win the game at once (wins).
func TestPositionVectors(t *testing.T) {
	tests := []struct {
		id, fen               string
		exact, has, not, wins string
	}{
		{id: "V-CASTLE4", fen: "7k/8/8/8/R7/8/8/K2R4 w - - 0 1", has: "a1c1 a1d1 a1a3 a1a4"},
		{id: "V-CASTLE4B", fen: "4r2k/8/8/7r/8/8/8/K7 b - - 0 1", has: "h8f8 h8e8 h8h6 h8h5"},
		{id: "V-OUTOFCHECK", fen: "7k/8/8/4b3/R7/8/8/K2R4 w - - 0 1", exact: "a1a2 a1a3 a1a4 a1b1 a1c1 a1d1 a4d4 d1d4"},
		{id: "V-ACROSS", fen: "1r5k/8/8/8/R7/8/8/K2R4 w - - 0 1", has: "a1c1", not: "a1b1 a1b2"},
		{id: "V-INTO", fen: "2r4k/8/8/8/R7/8/8/K2R4 w - - 0 1", has: "a1d1", not: "a1c1"},
		{id: "V-BLOCKED", fen: "7k/8/8/8/R7/N7/8/KN1R4 w - - 0 1", not: "a1c1 a1d1 a1a3 a1a4"},
		{id: "V-PCORNER", fen: "k7/6P1/8/8/8/8/8/K7 w - - 0 1",
			exact: "g7h8 g7g8q g7g8r g7g8b g7g8n g7h7q g7h7r g7h7b g7h7n a1a2 a1b1 a1b2", wins: "g7h8"},
		{id: "V-PCORNERBLK", fen: "k6r/6P1/8/8/8/8/8/K7 w - - 0 1", not: "g7h8"},
		{id: "V-KCORNER", fen: "4k2r/6K1/8/8/8/8/8/8 w - - 0 1", exact: "g7f6 g7g6 g7h8", wins: "g7h8"},
		{id: "V-KCORNERCHK", fen: "r7/6K1/8/8/8/8/8/7k w - - 0 1", not: "g7h8"},
		{id: "V-BCORNER", fen: "7k/8/8/8/8/8/1p6/4K3 b - - 0 1",
			has: "b2a1 b2b1q b2b1r b2b1b b2b1n b2a2q b2a2r b2a2b b2a2n", not: "b2b1 b2a2", wins: "b2a1"},
		{id: "V-PROMO", fen: "k7/5P2/8/8/8/8/8/K7 w - - 0 1",
			has: "f7f8q f7f8r f7f8b f7f8n f7g8q f7g8r f7g8b f7g8n f7g7", not: "f7f8 f7g8"},
		{id: "V-PCHECK", fen: "7k/8/8/4p3/4K3/8/8/8 w - - 0 1", exact: "e4d3 e4d4 e4e3 e4e5 e4f3 e4f4 e4f5"},
		{id: "V-EDGE", fen: "k3n3/5P2/8/8/8/8/8/K7 w - - 0 1", not: "f7e8q f7e8r f7e8b f7e8n"},
		{id: "V-UNION", fen: "7k/8/8/8/8/8/4n3/K2P4 w - - 0 1", has: "d1c2 d1d2 d1e1 d1e2"},
		{id: "V-GUARD", fen: "k7/8/8/8/8/8/2P5/K2R4 w - - 0 1", has: "c2b3 c2c3 c2d2 c2d3 a1c1 a1d1", not: "c2d1"},
		{id: "V-MIX", fen: "8/5PP1/6k1/8/8/8/1pp5/K2R4 w - - 0 1", has: "g7h8 a1d1", not: "a1c1 a1a2 a1b1 a1b2", wins: "g7h8"},
		// A pinned pawn cannot go to the corner (R-CORNER).
		{id: "pinned pawn", fen: "8/2K3Pr/8/k7/8/8/8/8 w - - 0 1", has: "g7h7q", not: "g7h8 g7g8q"},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			p := position(t, tc.fen)
			got := compactMoves(p)
			if tc.exact != "" {
				want := strings.Fields(tc.exact)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Errorf("moves %v, want %v", got, want)
				}
			}
			for _, m := range strings.Fields(tc.has) {
				if !slices.Contains(got, m) {
					t.Errorf("%s missing from %v", m, got)
				}
			}
			for _, m := range strings.Fields(tc.not) {
				if slices.Contains(got, m) {
					t.Errorf("%s among %v", m, got)
				}
			}
			for _, s := range got {
				m, err := ParseMove(p, s)
				if err != nil {
					t.Fatal(err)
				}
				after := p.After(m)
				_, won := after.CornerWinner()
				if want := slices.Contains(strings.Fields(tc.wins), s); won != want {
					t.Errorf("%s wins by the corner: %v, want %v", s, won, want)
				}
				if won && after.HasLegalMove() {
					t.Errorf("%s won but the game goes on", s)
				}
			}
		})
	}
}

// The castles' names and where king and rook go
// (docs/games/diamondback.md, Castling).
func TestCastles(t *testing.T) {
	tests := []struct {
		fen, move, san, after string
	}{
		{"7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "a1c1", "O-O/d1", "7k/8/8/8/R7/8/8/1RK5 b - - 1 1"},
		{"7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "a1d1", "O-O-O/d1", "7k/8/8/8/R7/8/8/R2K4 b - - 1 1"},
		{"7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "a1a3", "O-O/a4", "7k/8/8/8/8/K7/R7/3R4 b - - 1 1"},
		{"7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "a1a4", "O-O-O/a4", "7k/8/8/8/K7/8/8/R2R4 b - - 1 1"},
		{"4r2k/8/8/7r/8/8/8/K7 b - - 0 1", "h8f8", "O-O/e8", "5kr1/8/8/7r/8/8/8/K7 w - - 1 2"},
		{"4r2k/8/8/7r/8/8/8/K7 b - - 0 1", "h8e8", "O-O-O/e8", "4k2r/8/8/7r/8/8/8/K7 w - - 1 2"},
		{"4r2k/8/8/7r/8/8/8/K7 b - - 0 1", "h8h6", "O-O/h5", "4r3/7r/7k/8/8/8/8/K7 w - - 1 2"},
		{"4r2k/8/8/7r/8/8/8/K7 b - - 0 1", "h8h5", "O-O-O/h5", "4r2r/8/8/7k/8/8/8/K7 w - - 1 2"},
		// Out of check (V-OUTOFCHECK); a promoted rook counts (R-CASTLE).
		{"7k/8/8/4b3/R7/8/8/K2R4 w - - 0 1", "a1d1", "O-O-O/d1", "7k/8/8/4b3/R7/8/8/R2K4 b - - 1 1"},
		// Castling gives check.
		{"1k6/8/8/8/8/8/8/K2R4 w - - 0 1", "a1c1", "O-O/d1+", "1k6/8/8/8/8/8/8/1RK5 b - - 1 1"},
		{"k7/8/8/8/8/8/8/K2R4 w - - 0 1", "a1d1", "O-O-O/d1+", "k7/8/8/8/8/8/8/R2K4 b - - 1 1"},
	}
	for _, tc := range tests {
		p := position(t, tc.fen)
		m, err := ParseMove(p, tc.move)
		if err != nil {
			t.Errorf("%s: %v", tc.move, err)
			continue
		}
		if !m.IsCastle() || m.String() != tc.move {
			t.Errorf("%s read as %v (castle %v)", tc.move, m, m.IsCastle())
		}
		san := FormatSAN(p, m)
		if san != tc.san {
			t.Errorf("%s written %q, want %q", tc.move, san, tc.san)
		}
		if m2, err := ParseMove(p, san); err != nil || m2 != m {
			t.Errorf("%s read back as %v, %v", san, m2, err)
		}
		if got := p.After(m).FEN(); got != tc.after {
			t.Errorf("%s gives %s, want %s", tc.move, got, tc.after)
		}
	}
}

// The 22 first moves of every setup, in the SAN-like text, and the
// replies to them (docs/games/diamondback.md, The start: four setups).
func TestStartMoves(t *testing.T) {
	want := strings.Fields("Nb5 Nc4 a5-a6 a5-b5 a5-b6 b3-c4 b4-b5 b4-c4 b4-c5 Nd3 Ne2 c2-d3 c3-c4 c3-d3 d2-d3 d2-e2 d2-e3 d4-d5 d4-e4 e1-e2 e1-f1 e1-f2")
	slices.Sort(want)
	for i := range NumSetups {
		p, _ := StartPosition(i)
		var got []string
		for _, m := range p.LegalMoves(nil) {
			got = append(got, FormatSAN(p, m))
			after := p.After(m)
			replies := len(after.LegalMoves(nil))
			wantReplies := 22
			if m.String() == "d4d5" || m.String() == "d4e4" {
				wantReplies = 23
			}
			if replies != wantReplies {
				t.Errorf("%s: %v has %d replies, want %d", setupNames[i], m, replies, wantReplies)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: first moves %v, want %v", setupNames[i], got, want)
		}
	}
}

// A pawn gives check where it could capture (docs/games/diamondback.md,
// Winning; V-PCHECK).
func TestPawnCheck(t *testing.T) {
	for _, tc := range []struct {
		fen      string
		checkers string
	}{
		{"7k/8/8/4p3/4K3/8/8/8 w - - 0 1", "e5"}, // Black's FL
		{"7k/8/8/3Kp3/8/8/8/8 w - - 0 1", "e5"},  // Black's FR
		{"7k/8/8/4p3/3K4/8/8/8 w - - 0 1", ""},   // F only moves
		{"k7/8/8/8/8/8/4Kp2/8 w - - 0 1", "f2"},
		{"4k3/4P3/8/8/8/8/8/K7 b - - 0 1", "e7"}, // White's FL
		{"8/8/1k6/P7/8/8/8/K7 b - - 0 1", "a5"},  // a wing pawn's F captures
		{"8/8/2k5/1P6/8/8/8/K7 b - - 0 1", ""},   // a flank pawn's does not
		{"8/8/k7/1P6/8/8/8/K7 b - - 0 1", "b5"},  // it captures edgeward
	} {
		p := position(t, tc.fen)
		if got := p.Checkers(); got != set(t, tc.checkers) {
			t.Errorf("%s: checkers %v, want %s", tc.fen, got, tc.checkers)
		}
	}
}

// LegalMoves allocates nothing when the buffer has room.
func TestLegalMovesAllocs(t *testing.T) {
	p := position(t, "5nqk/2Rp1nbb/1P1Nrpp1/2p1p3/2P1Pppr/1PP5/BBPP1P2/KQN1R3 w - - 2 13")
	buf := make([]Move, 0, MaxMoves)
	if n := testing.AllocsPerRun(100, func() { buf = p.LegalMoves(buf) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
	if n := testing.AllocsPerRun(10, func() { Perft(p, 2) }); n > 2 {
		t.Errorf("perft: %v allocations, want its two buffers", n)
	}
}
