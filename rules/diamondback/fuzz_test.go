package diamondback

import "testing"

// fuzzPositions are the positions FuzzParseMove reads moves in: a start,
// the castling and promotion vectors and a middle game.
var fuzzPositions = []string{
	"b1g8",
	"7k/8/8/8/R7/8/8/K2R4 w - - 0 1",
	"4r2k/8/8/7r/8/8/8/K7 b - - 0 1",
	"8/5PP1/6k1/8/8/8/1pp5/K2R4 w - - 0 1",
	"5nqk/2Rp1nbb/1P1Nrpp1/2p1p3/2P1Pppr/1PP5/BBPP1P2/KQN1R3 w - - 2 13",
}

// FuzzParseMove: ParseMove never panics, and a move it accepts is written
// (SAN-like and compact) in forms that read back as the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"Nc4", "d4-d5", "d4xe5", "f7-f8=Q", "O-O/d1", "0-0-0/a4", "a1c1", "g7h8", "g7-h8#", "Rxe7+", "Nbd2", "Na3-b5", "f7f8q", "", "O-O", "e2e4"} {
		for i := range fuzzPositions {
			f.Add(i, s)
		}
	}
	ps := make([]Position, len(fuzzPositions))
	for i, s := range fuzzPositions {
		ps[i] = position(f, s)
	}
	f.Fuzz(func(t *testing.T, i int, s string) {
		p := ps[uint(i)%uint(len(ps))]
		m, err := ParseMove(p, s)
		if err != nil {
			return
		}
		san := FormatSAN(p, m)
		for _, text := range []string{san, m.String()} {
			if back, err := ParseMove(p, text); err != nil || back != m {
				t.Fatalf("%q read as %v, written %q, read back as %v, %v", s, m, text, back, err)
			}
		}
	})
}

// FuzzParseLink: ParseLink never panics, and a game it accepts writes a
// link that reads back as the same game.
func FuzzParseLink(f *testing.F) {
	for _, s := range []string{"~b1g8", "~b1g8.a5b6.h4g4", "~a2h7.a5b6_w", "~b1h7_d", "~7k-8-8-8-R7-8-8-K2R4-w-0-1.a1c1",
		"~k7-6P1-8-8-8-8-8-K7-w-0-1.g7h8_w", "~a2g8.d4d5.e5d4", "", "~", "b1g8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseLink(s)
		if err != nil {
			return
		}
		link := g.Link()
		h, err := ParseLink(link)
		if err != nil || h.Link() != link || h.Record().String() != g.Record().String() {
			t.Fatalf("%q read, written %q, read back as %v, %v", s, link, h, err)
		}
	})
}

// FuzzParseFEN: ParseFEN never panics, and a position it accepts is
// written in a FEN that reads back as the same position.
func FuzzParseFEN(f *testing.F) {
	for _, s := range append(setupFENs[:], "7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "k6P/8/8/8/8/8/8/K7 b - - 0 40",
		"5nqk/2Rp1nbb/1P1Nrpp1/2p1p3/2P1Pppr/1PP5/BBPP1P2/KQN1R3 w - - 2 13", "7k/8/8/8/8/8/8/K7 b - -", "8/8/8/8/8/8/8/8 w - - 0 1") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		if err != nil {
			return
		}
		fen := p.FEN()
		q, err := ParseFEN(fen)
		if err != nil || q != p || q.FEN() != fen {
			t.Fatalf("%q read, written %q, read back as %q, %v", s, fen, q.FEN(), err)
		}
		var buf [MaxMoves]Move
		p.LegalMoves(buf[:0]) // any position it accepts can be played from
	})
}

// FuzzParseRecord: ParseRecord never panics, and a game it accepts writes
// a record that reads back as the same game.
func FuzzParseRecord(f *testing.F) {
	for _, s := range []string{
		"[Setup \"b1g8\"]\n1. a5-b6 h4-g4 2. e1-f2",
		"[Variant \"Diamondback Chess\"]\n[Setup \"a2h7\"]\n[Result \"0-1\"]\n1. Nc4 d8-d7",
		"[FEN \"k7/6P1/8/8/8/8/8/K7 w - - 0 1\"]\n1. g7-h8# 1-0",
		"[Setup \"b1g8\"]\n[Termination \"agreement\"]\n1/2-1/2",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseRecord(s)
		if err != nil {
			return
		}
		text := g.Record().String()
		h, err := ParseRecord(text)
		if err != nil || h.Record().String() != text || h.Link() != g.Link() {
			t.Fatalf("%q read, written %q, read back as %v, %v", s, text, h, err)
		}
	})
}
