package diamondback

import (
	"math/bits"
	"strings"
	"testing"

	"diamond/rules/rng"
)

// sq returns the named square, failing the test on a bad name.
func sq(t testing.TB, name string) Square {
	t.Helper()
	s, err := ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// set returns the set of the named squares ("a1 b2").
func set(t testing.TB, names string) Bitboard {
	t.Helper()
	var b Bitboard
	for _, n := range strings.Fields(names) {
		b |= sq(t, n).Bit()
	}
	return b
}

// The pawn tables against each kind's targets from named squares, the
// inventor's four diagrams first (docs/games/diamondback.md, Pawns), for
// both colours, as move-or-capture, move only and capture only.
func TestPawnTables(t *testing.T) {
	tests := []struct {
		color             Color
		from              string
		mc, move, capture string
	}{
		{White, "d3", "d4 e3", "e4", ""},       // the source's normal diagram
		{White, "c2", "b3 c3 d1 d2", "d3", ""}, // guard
		{White, "e2", "e3 f2", "f3", "f1"},     // flank
		{White, "e1", "e2 f1 f2", "", ""},      // wing
		{White, "b5", "b6 c5", "c6", "a6"},
		{White, "a5", "a6 b5 b6", "", ""},
		{White, "d1", "c2 d2 e1 e2", "", ""},
		{White, "a4", "a5 b3 b4 b5", "", ""},
		{White, "b3", "a4 b4 c2 c3", "c4", ""},
		{White, "g2", "g3 h2", "h3", "h1"},
		{White, "f7", "f8 g7", "g8", ""},
		{White, "g7", "g8 h7", "h8", ""},
		{White, "h3", "h4", "", ""},
		{White, "c8", "d8", "", ""},
		{White, "a8", "b8", "", ""},
		{White, "h1", "h2", "", ""},
		{Black, "e6", "d6 e5", "d5", ""},
		{Black, "f7", "e7 e8 f6 g6", "e6", ""},
		{Black, "d7", "c7 d6", "c6", "c8"},
		{Black, "d8", "c7 c8 d7", "", ""},
		{Black, "g4", "f4 g3", "f3", "h3"},
		{Black, "h4", "g3 g4 h3", "", ""},
		{Black, "e8", "d7 d8 e7 f7", "", ""},
		{Black, "h5", "g4 g5 g6 h4", "", ""},
		{Black, "g6", "f6 f7 g5 h5", "f5", ""},
		{Black, "b2", "a2 b1", "a1", ""},
		{Black, "a6", "a5", "", ""},
		{Black, "f1", "e1", "", ""},
	}
	for _, tc := range tests {
		s := sq(t, tc.from)
		moves, captures := pawnMoves[tc.color][s], pawnCaptures[tc.color][s]
		if got, want := moves&captures, set(t, tc.mc); got != want {
			t.Errorf("%v pawn on %s: move or capture %v, want %v", tc.color, tc.from, got, want)
		}
		if got, want := moves&^captures, set(t, tc.move); got != want {
			t.Errorf("%v pawn on %s: move only %v, want %v", tc.color, tc.from, got, want)
		}
		if got, want := captures&^moves, set(t, tc.capture); got != want {
			t.Errorf("%v pawn on %s: capture only %v, want %v", tc.color, tc.from, got, want)
		}
	}
}

// The kinds by square, as the rules page draws them for White
// (docs/games/diamondback.md, Pawns): the tables must give each square
// exactly its kinds' targets.
func TestPawnKindsMap(t *testing.T) {
	rows := []string{ // rank 8 first; W wing, F flank, G guard, . normal
		"W  F  .  .  .  .  .  .",
		"W  F  .  .  .  .  .  .",
		"W  F  .  .  .  .  .  .",
		"W  F  .  .  .  .  .  .",
		"GW F  .  .  .  .  .  .",
		"W  GF .  .  .  .  .  .",
		"WF F  GF F  F  F  F  F",
		"W  WF W  GW W  W  W  W",
	}
	for i, row := range rows {
		for f, kinds := range strings.Fields(row) {
			s := SquareAt(f, 7-i)
			b := s.Bit()
			var moves, captures Bitboard
			moves, captures = north(b)|east(b)|northEast(b), north(b)|east(b)
			if strings.Contains(kinds, "W") {
				captures |= northEast(b)
			}
			if strings.Contains(kinds, "G") {
				moves |= northWest(b) | southEast(b)
				captures |= northWest(b) | southEast(b)
			}
			if strings.Contains(kinds, "F") {
				if s.File() == 1 {
					captures |= northWest(b)
				}
				if s.Rank() == 1 {
					captures |= southEast(b)
				}
			}
			if pawnMoves[White][s] != moves || pawnCaptures[White][s] != captures {
				t.Errorf("%s (%s): moves %v captures %v, want %v and %v", s, kinds,
					pawnMoves[White][s], pawnCaptures[White][s], moves, captures)
			}
		}
	}
}

// Black's tables are White's turned by 180°, and pawnAttackers is the
// reverse of pawnCaptures.
func TestPawnSymmetry(t *testing.T) {
	for s := Square(0); s < NumSquares; s++ {
		if pawnMoves[Black][s] != pawnMoves[White][s.Flip()].Flip() || pawnCaptures[Black][s] != pawnCaptures[White][s.Flip()].Flip() {
			t.Errorf("%s: Black's pawn tables are not White's turned", s)
		}
		for c := White; c <= Black; c++ {
			for q := Square(0); q < NumSquares; q++ {
				if pawnAttackers[c][s].Has(q) != pawnCaptures[c][q].Has(s) {
					t.Errorf("%v: pawnAttackers[%s] and pawnCaptures[%s] disagree", c, s, q)
				}
			}
		}
	}
	if got, want := promotionSquares[White], set(t, "e8 f8 g8 h7 h6 h5"); got != want {
		t.Errorf("White promotes on %v, want %v", got, want)
	}
	if got, want := promotionSquares[Black], set(t, "d1 c1 b1 a2 a3 a4"); got != want {
		t.Errorf("Black promotes on %v, want %v", got, want)
	}
	if got, want := guardSquares, set(t, "a4 b3 c2 d1"); got != want {
		t.Errorf("guard squares %v, want %v", got, want)
	}
}

func TestKingKnightTables(t *testing.T) {
	tests := []struct {
		table *[NumSquares]Bitboard
		from  string
		want  string
	}{
		{&kingAttacks, "a1", "a2 b1 b2"},
		{&kingAttacks, "e4", "d3 e3 f3 d4 f4 d5 e5 f5"},
		{&kingAttacks, "h8", "g8 g7 h7"},
		{&knightAttacks, "a1", "b3 c2"},
		{&knightAttacks, "d4", "c2 e2 b3 f3 b5 f5 c6 e6"},
		{&knightAttacks, "h8", "f7 g6"},
		{&knightAttacks, "g2", "e1 e3 f4 h4"},
	}
	for _, tc := range tests {
		if got, want := tc.table[sq(t, tc.from)], set(t, tc.want); got != want {
			t.Errorf("from %s: %v, want %v", tc.from, got, want)
		}
	}
	if got := between[sq(t, "a1")][sq(t, "d4")]; got != set(t, "b2 c3") {
		t.Errorf("between a1 and d4: %v", got)
	}
	if got := line[sq(t, "b2")][sq(t, "c3")]; got != set(t, "a1 b2 c3 d4 e5 f6 g7 h8") {
		t.Errorf("line through b2 c3: %v", got)
	}
	if got := between[sq(t, "a1")][sq(t, "b3")]; got != 0 {
		t.Errorf("between a1 and b3: %v, want none", got)
	}
}

// The magic slider lookups agree with walking the rays.
func TestSliderAttacks(t *testing.T) {
	r := rng.New(5)
	for i := 0; i < 20000; i++ {
		s := Square(r.IntN(64))
		a, b := r.Uint64(), r.Uint64()
		occ := Bitboard(a & b) // about a quarter of the squares
		var rook, bishop Bitboard
		for j, d := range rayDirections {
			if j < 4 {
				rook |= ray(s.Bit(), d, occ)
			} else {
				bishop |= ray(s.Bit(), d, occ)
			}
		}
		if got := rookAttacks(s, occ); got != rook {
			t.Fatalf("rook on %s through %x: %v, want %v", s, uint64(occ), got, rook)
		}
		if got := bishopAttacks(s, occ); got != bishop {
			t.Fatalf("bishop on %s through %x: %v, want %v", s, uint64(occ), got, bishop)
		}
	}
	if got := rookAttacks(sq(t, "a1"), set(t, "a4 d1")); got != set(t, "a2 a3 a4 b1 c1 d1") {
		t.Errorf("rook a1: %v", got)
	}
	if bits.OnesCount64(uint64(rookMagic[0].mask)) != 12 || bits.OnesCount64(uint64(bishopMagic[27].mask)) != 9 {
		t.Errorf("relevant masks: a1 rook %v, d4 bishop %v", rookMagic[0].mask, bishopMagic[27].mask)
	}
}

// PawnKindOf agrees with the pawn tables for both colours: a wing pawn
// captures straight ahead, a guard steps sideways, a flank pawn that is
// no guard captures sideways without moving there.
func TestPawnKindOf(t *testing.T) {
	for _, c := range []Color{White, Black} {
		dir := 1 // White's ahead is up and to the right (north-east)
		if c == Black {
			dir = -1
		}
		at := func(s Square, df, dr int) Bitboard {
			f, r := s.File()+dir*df, s.Rank()+dir*dr
			if f < 0 || f > 7 || r < 0 || r > 7 {
				return 0
			}
			return SquareAt(f, r).Bit()
		}
		for s := Square(0); s < NumSquares; s++ {
			k := PawnKindOf(c, s)
			moves, captures := PawnMoves(c, s), PawnCaptures(c, s)
			ahead, side := at(s, 1, 1), at(s, -1, 1)|at(s, 1, -1)
			if ahead != 0 && (captures&ahead != 0) != (k&Wing != 0) {
				t.Errorf("%v %v (%q): captures straight ahead %v", c, s, k, captures&ahead != 0)
			}
			if side != 0 && (moves&side != 0) != (k&Guard != 0) {
				t.Errorf("%v %v (%q): steps sideways %v", c, s, k, moves&side != 0)
			}
			full := at(s, -1, 1) != 0 && at(s, 1, -1) != 0 // both sideways squares on the board
			if k&Guard == 0 && full && (captures&^moves&side != 0) != (k&Flank != 0) {
				t.Errorf("%v %v (%q): captures sideways %v", c, s, k, captures&^moves&side != 0)
			}
		}
	}
	if k := PawnKindOf(White, SquareAt(3, 0)); k.String() != "GW" { // d1
		t.Errorf("d1: %q, want GW", k)
	}
	if k := PawnKindOf(Black, SquareAt(4, 7)); k.String() != "GW" { // e8
		t.Errorf("e8 for Black: %q, want GW", k)
	}
}
