package diamondback

import (
	"strings"
	"testing"

	"diamond/rules/record"
)

// The two replay games (docs/games/diamondback.md, Checks and speed): the
// compact moves give the final FEN, writing them gives the SAN line, and
// reading the SAN line gives the same moves.
var replays = []struct {
	setup, san, compact, fen string
}{
	{
		"b1g8",
		"1. a5-b6 h4-g4 2. e1-f2 d8-d7 3. b4-c4 e5-d5 4. Re1 Rh3 5. Rxe7 Rh4 6. Re2 Re6 7. Ra7 f6-f5 8. Nb5 g5-f4 9. Re1 d5-c5 10. d4-e4 f5-e5 11. Nd6 f7-f6 12. Rc7 Nf7",
		"a5b6.h4g4.e1f2.d8d7.b4c4.e5d5.d1e1.h5h3.e1e7.h3h4.e7e2.e8e6.a4a7.f6f5.a3b5.g5f4.e2e1.d5c5.d4e4.f5e5.b5d6.f7f6.a7c7.h6f7",
		"5nqk/2Rp1nbb/1P1Nrpp1/2p1p3/2P1Pppr/1PP5/BBPP1P2/KQN1R3 w - - 2 13",
	},
	{
		"a2h7",
		"1. Nc4 d8-d7 2. a5-a6 f6-e6 3. e1-f2 e6-d5 4. d2-d3 Ng4 5. Rg1 h4-h3 6. d3-e3 Nxf2 7. c2-d3 d7-c6 8. b4-c5 Bf6 9. e3-f3 Qh6 10. d3-e4 Kg7 11. e4-f5 Qh7 12. Na5 c6xc5",
		"a3c4.d8d7.a5a6.f6e6.e1f2.e6d5.d2d3.h6g4.d1g1.h4h3.d3e3.g4f2.c2d3.d7c6.b4c5.g7f6.e3f3.h7h6.d3e4.h8g7.e4f5.h6h7.c4a5.c6c5",
		"4rnb1/4ppkq/P4bp1/N1pppPpr/R2P4/1PP2P1p/QB3n2/KBN3R1 w - - 0 13",
	},
}

func TestReplayGames(t *testing.T) {
	for _, tc := range replays {
		t.Run(tc.setup, func(t *testing.T) {
			g, _ := NewGame(SetupIndex(tc.setup))
			for _, s := range strings.Split(tc.compact, ".") {
				if err := g.PlayText(s); err != nil {
					t.Fatalf("%s: %v", s, err)
				}
			}
			if got := g.Position().FEN(); got != tc.fen {
				t.Errorf("final FEN %s, want %s", got, tc.fen)
			}
			if got := (record.Record{Actions: g.Text()}).String(); got != tc.san {
				t.Errorf("SAN line\n%s\nwant\n%s", got, tc.san)
			}
			rec, _ := record.Parse(tc.san)
			h, _ := NewGame(SetupIndex(tc.setup))
			for _, s := range rec.Actions {
				if err := h.PlayText(s); err != nil {
					t.Fatalf("%s: %v", s, err)
				}
			}
			var moves []string
			for _, m := range h.Moves() {
				moves = append(moves, m.String())
			}
			if got := strings.Join(moves, "."); got != tc.compact {
				t.Errorf("SAN read as %s, want %s", got, tc.compact)
			}
			if got, want := g.Link(), "~"+tc.setup+"."+tc.compact; got != want {
				t.Errorf("link %s, want %s", got, want)
			}
		})
	}
}

func TestFormatSAN(t *testing.T) {
	tests := []struct {
		fen, move, san string
	}{
		{"b1g8", "a3c4", "Nc4"},
		{"b1g8", "d4d5", "d4-d5"},
		{"7k/8/8/8/8/8/4n3/K2P4 w - - 0 1", "d1e2", "d1xe2"},
		{"k7/5P2/8/8/8/8/8/K7 w - - 0 1", "f7f8q", "f7-f8=Q+"}, // the queen on f8 checks a8
		{"k7/5P2/8/8/8/8/8/K7 w - - 0 1", "f7g8n", "f7-g8=N"},
		{"k7/6P1/8/8/8/8/8/K7 w - - 0 1", "g7h8", "g7-h8#"},     // corner
		{"4k2r/6K1/8/8/8/8/8/8 w - - 0 1", "g7h8", "Kxh8#"},     // the king takes the corner
		{"7k/8/8/8/8/8/1p6/4K3 b - - 0 1", "b2a1", "b2-a1#"},    // Black's corner
		{"7k/8/8/8/8/8/1p6/4K3 b - - 0 1", "b2b1r", "b2-b1=R+"}, // the rook on b1 checks e1
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1h8", "Rh8#"},       // checkmate
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1a1", "Ra1+"},       //
		{"k7/8/8/8/8/8/8/KN1N3R w - - 0 1", "b1c3", "Nbc3"},     // file
		{"k7/8/8/8/8/2N5/8/K1N4R w - - 0 1", "c1e2", "N1e2"},    // rank
		{"k7/8/2N5/8/8/8/2N1N3/K6R w - - 0 1", "c2d4", "Nc2d4"}, // square
		{"1k6/8/8/8/8/8/8/R3K2R w - - 0 1", "e1d1", "Kd1"},      //
		{"k7/8/8/8/8/8/8/K2R3R w - - 0 1", "h1f1", "Rhf1"},      //
		{"k7/8/8/8/8/8/8/K2R3R w - - 0 1", "a1c1", "O-O/d1"},    //
		{"3prnqk/4ppbb/5ppn/P3p1pr/RP1P3p/NPP5/BBPP4/KQNRP3 w - - 0 1", "c2d3", "c2-d3"},
	}
	for _, tc := range tests {
		p := position(t, tc.fen)
		m, err := ParseMove(p, tc.move)
		if err != nil {
			t.Errorf("%s %s: %v", tc.fen, tc.move, err)
			continue
		}
		if got := FormatSAN(p, m); got != tc.san {
			t.Errorf("%s %s written %q, want %q", tc.fen, tc.move, got, tc.san)
		}
		for _, s := range []string{tc.san, strings.TrimRight(tc.san, "+#"), strings.ReplaceAll(tc.san, "O", "0")} {
			if got, err := ParseMove(p, s); err != nil || got != m {
				t.Errorf("%s: %q read as %v, %v; want %v", tc.fen, s, got, err, m)
			}
		}
	}
}

func TestParseMoveForms(t *testing.T) {
	p := position(t, "k7/8/8/8/8/2N5/8/K1N4R w - - 0 1")
	for _, s := range []string{"N1e2", "Nc1e2", "Nc1-e2", "c1e2", " N1e2 "} {
		if m, err := ParseMove(p, s); err != nil || m.String() != "c1e2" {
			t.Errorf("%q read as %v, %v", s, m, err)
		}
	}
	q := position(t, "k7/5P2/8/8/8/8/8/K7 w - - 0 1")
	for _, s := range []string{"f7-f8=Q+", "f7-f8Q", "f7f8q", "f7f8Q", "f7f8q+"} {
		if m, err := ParseMove(q, s); err != nil || m.String() != "f7f8q" {
			t.Errorf("%q read as %v, %v", s, m, err)
		}
	}
	c := position(t, "7k/8/8/8/R7/8/8/K2R4 w - - 0 1")
	for s, want := range map[string]string{"O-O/d1": "a1c1", "0-0-0/a4": "a1a4", "a1a3": "a1a3", "O-O-O/d1": "a1d1"} {
		if m, err := ParseMove(c, s); err != nil || m.String() != want || !m.IsCastle() {
			t.Errorf("%q read as %v, %v", s, m, err)
		}
	}
	one := position(t, "7k/8/8/8/8/8/8/K2R4 w - - 0 1")
	if m, err := ParseMove(one, "O-O"); err != nil || m.String() != "a1c1" {
		t.Errorf("O-O with one rook read as %v, %v", m, err)
	}
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		fen, move, contains string
	}{
		{"b1g8", "", "write a piece move"},
		{"b1g8", "e4", "write a piece move"},
		{"b1g8", "Nc5", "no knight can move to c5"},
		{"b1g8", "d4-e5", "cannot move to e5"},
		{"b1g8", "e5-e4", "holds no White pawn"},
		{"b1g8", "d4xd5", "captures nothing"},
		{"b1g8", "d4-d5+", "neither checks nor wins"},
		{"b1g8", "d4-d5#", "neither checks nor wins"},
		{"b1g8", "d4d6", "not a legal move"},
		{"b1g8", "O-O/d1", "not legal now"},
		{"b1g8", "O-O/e1", "castles with a rook on"},
		{"b1g8", "Kb2", "no king can move"},
		{"b1g8", "nc4", "write a piece move"},
		{"7k/8/8/8/8/8/4n3/K2P4 w - - 0 1", "d1-e2", "write x"},
		{"k7/8/8/8/8/8/8/K1N1N2R w - - 0 1", "Nd3", "say which"},
		{"k7/5P2/8/8/8/8/8/K7 w - - 0 1", "f7-f8", "must promote"},
		{"k7/5P2/8/8/8/8/8/K7 w - - 0 1", "f7f8", "add the piece"},
		{"k7/5P2/8/8/8/8/8/K7 w - - 0 1", "f7-f8=K", "Q, R, B or N"},
		{"k7/5P2/8/8/8/8/8/K7 w - - 0 1", "f7-f8=Q", ""}, // fine without the suffix
		{"k7/5P2/8/8/8/8/8/K7 w - - 0 1", "f7-f8=Q#", "gives check but does not win"},
		{"k7/6P1/8/8/8/8/8/K7 w - - 0 1", "g7-h8+", "wins the game"},
		{"k7/6P1/8/8/8/8/8/K7 w - - 0 1", "g7-g8", "must promote"},
		{"k7/8/8/8/8/8/8/K6R w - - 0 1", "h1h8q", "does not promote"},
		{"7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "O-O", "name the rook"},
		{"k6r/6P1/8/8/8/8/8/K7 w - - 0 1", "g7xh8", "cannot move to h8"},
	}
	for _, tc := range tests {
		p := position(t, tc.fen)
		_, err := ParseMove(p, tc.move)
		if tc.contains == "" {
			if err != nil {
				t.Errorf("%s %q: %v", tc.fen, tc.move, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.contains) {
			t.Errorf("%s %q: error %v, want one containing %q", tc.fen, tc.move, err, tc.contains)
		}
	}
}
