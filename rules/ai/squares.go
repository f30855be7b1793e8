package ai

import (
	"math/bits"

	"diamond/rules/diamond"
)

// Bit-parallel square counts for the evaluation: instead of visiting the
// 24 squares one by one, a few shifts and masks count the corners a set of
// points holds in every square at once.
//
// Each square is named by its lowest corner ll; its corners are ll, ll+1
// (the same file, one rank up) and, on the next file, ll+d and ll+d+1,
// where d is 8 between two full files and 7 next to the short files a and
// h. init checks that this holds for every square.
var (
	sqLow diamond.Bitboard // the squares' lowest corners
	sqD7  diamond.Bitboard // lowest corners of the squares with d = 7
	sqD8  diamond.Bitboard // lowest corners of the squares with d = 8
	// sqCorners[ll] is the corners of the square whose lowest corner is
	// ll.
	sqCorners [64]diamond.Bitboard
)

func init() {
	for s := diamond.Square(0); s < diamond.NumSquares; s++ {
		c := s.Corners()
		ll := c.First()
		d := (c &^ (ll.Bit() | ll.Bit()<<1)).First() - ll
		if c != ll.Bit()|ll.Bit()<<1|ll.Bit()<<d|ll.Bit()<<(d+1) || d != 7 && d != 8 {
			panic("ai: unexpected square layout")
		}
		sqLow |= ll.Bit()
		if d == 7 {
			sqD7 |= ll.Bit()
		} else {
			sqD8 |= ll.Bit()
		}
		sqCorners[ll] = c
	}
}

// squareCorners counts, for every square at once, the corners of it that
// b holds: bits 0 and 1 of the count, as the sets of squares (by their
// lowest corners) where they are set. Four corners count as zero. So a
// square holds one corner of b in odd&^twos, two in twos&^odd and three in
// odd&twos.
func squareCorners(b diamond.Bitboard) (odd, twos diamond.Bitboard) {
	c0, c1 := b&sqLow, b>>1&sqLow
	c2, c3 := b>>8&sqD8|b>>7&sqD7, b>>9&sqD8|b>>8&sqD7
	x, y := c0^c1, c2^c3
	return x ^ y, c0&c1 ^ c2&c3 ^ x&y
}

// squaresTouched returns the squares (by their lowest corners) with at
// least one corner in b.
func squaresTouched(b diamond.Bitboard) diamond.Bitboard {
	b |= b >> 1
	return b&sqLow | b>>8&sqD8 | b>>7&sqD7
}

// count is Bitboard.Count for a plain uint64 expression.
func count(b diamond.Bitboard) int { return bits.OnesCount64(uint64(b)) }
