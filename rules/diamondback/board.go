package diamondback

import (
	"fmt"
	"math/bits"
)

// The board is a chessboard: 64 squares a1..h8. Square numbers (bit
// positions in a Bitboard) run rank by rank, a1 first:
//
//	rank 8  56 57 58 59 60 61 62 63
//	rank 7  48 49 50 51 52 53 54 55
//	rank 6  40 41 42 43 44 45 46 47
//	rank 5  32 33 34 35 36 37 38 39
//	rank 4  24 25 26 27 28 29 30 31
//	rank 3  16 17 18 19 20 21 22 23
//	rank 2   8  9 10 11 12 13 14 15
//	rank 1   0  1  2  3  4  5  6  7
//	         a  b  c  d  e  f  g  h
//
// White's king corner is a1 (bit 0), Black's is h8 (bit 63). Turning the
// board by 180° (the colours' symmetry) maps square s to 63-s, which
// reverses a Bitboard's bits. The UI draws the board as a diamond with a1
// at the bottom (geometry.go); the numbering does not change.

// Square is a square of the board, 0..63 (a1 = 0, h8 = 63).
type Square uint8

// NumSquares is the number of squares.
const NumSquares = 64

// NoSquare marks the absence of a square.
const NoSquare Square = 255

// SquareAt returns the square at file f and rank r (0-based).
func SquareAt(f, r int) Square { return Square(r*8 + f) }

// File returns the square's file, 0 (a) to 7 (h).
func (s Square) File() int { return int(s & 7) }

// Rank returns the square's rank, 0 (rank 1) to 7 (rank 8).
func (s Square) Rank() int { return int(s >> 3) }

// Bit returns the set holding only s.
func (s Square) Bit() Bitboard { return 1 << s }

// Flip returns the square turned by 180°: a1 ↔ h8.
func (s Square) Flip() Square { return 63 - s }

// String returns the square's name, such as "d4".
func (s Square) String() string {
	if s >= NumSquares {
		return fmt.Sprintf("Square(%d)", s)
	}
	return string([]byte{'a' + byte(s.File()), '1' + byte(s.Rank())})
}

// ParseSquare reads a square name such as "d4" (lower case).
func ParseSquare(s string) (Square, error) {
	if len(s) == 2 && s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8' {
		return SquareAt(int(s[0]-'a'), int(s[1]-'1')), nil
	}
	return NoSquare, fmt.Errorf("diamondback: %q is not a square (a1 to h8)", s)
}

// Bitboard is a set of squares, bit s standing for Square s.
type Bitboard uint64

// Files and ranks used by the shift primitives.
const (
	FileA Bitboard = 0x0101010101010101
	FileH Bitboard = FileA << 7
	Rank1 Bitboard = 0xff
	Rank8 Bitboard = Rank1 << 56
	// AllSquares holds every square.
	AllSquares Bitboard = 1<<64 - 1
)

// The shift primitives: every square of b moved one step, squares that
// would leave the board dropped. Every table in tables.go is derived from
// them.
func north(b Bitboard) Bitboard     { return b << 8 }
func south(b Bitboard) Bitboard     { return b >> 8 }
func east(b Bitboard) Bitboard      { return (b &^ FileH) << 1 }
func west(b Bitboard) Bitboard      { return (b &^ FileA) >> 1 }
func northEast(b Bitboard) Bitboard { return east(north(b)) }
func northWest(b Bitboard) Bitboard { return west(north(b)) }
func southEast(b Bitboard) Bitboard { return east(south(b)) }
func southWest(b Bitboard) Bitboard { return west(south(b)) }

// Has reports whether the set holds s.
func (b Bitboard) Has(s Square) bool { return b&(1<<s) != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of a non-empty set.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// Flip returns the set turned by 180° (a1 ↔ h8).
func (b Bitboard) Flip() Bitboard { return Bitboard(bits.Reverse64(uint64(b))) }

// Squares lists the squares of the set in increasing order.
func (b Bitboard) Squares() []Square {
	ss := make([]Square, 0, b.Count())
	for ; b != 0; b &= b - 1 {
		ss = append(ss, b.First())
	}
	return ss
}

// String lists the set's squares, such as "a1 b2".
func (b Bitboard) String() string {
	s := ""
	for _, q := range b.Squares() {
		if s != "" {
			s += " "
		}
		s += q.String()
	}
	return s
}
