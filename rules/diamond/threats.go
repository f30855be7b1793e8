package diamond

// Square threats: what the AI needs to see wins in one coming, cheaply
// enough for playouts.

// WinningAction returns an action that completes a square for the side to
// move at once, or NoAction. Like LegalActions it finds none once the
// position is won or drawn by the fifty-action rule.
func (p *Position) WinningAction() Action {
	if p.terminal() {
		return NoAction
	}
	return p.winningAction(p.toMove)
}

// Threatens reports whether side c would complete a square with its next
// action if it were on move now: a square of which c holds three corners
// and can fill the fourth (from hand while c has pieces in hand, else by a
// step from a piece outside the square).
func (p *Position) Threatens(c Color) bool { return p.winningAction(c) != NoAction }

// OpponentThreatens is Threatens(p.ToMove().Other()) without copying the
// Position (see Position), for playout loops.
func (p *Position) OpponentThreatens() bool { return p.winningAction(p.toMove.Other()) != NoAction }

// ThreatPoints returns the empty points where side c would complete a
// square by placing or stepping there with its next action.
func (p *Position) ThreatPoints(c Color) Bitboard {
	var t Bitboard
	mine := p.pieces[c]
	for s := lastCornerEmpty(mine, p.empty()); s != 0; s &= s - 1 {
		corners := lowestCornerOf[s.First()]
		if e := (corners &^ mine).First(); p.hand[c] > 0 || neighbors[e]&mine&^corners != 0 {
			t |= e.Bit()
		}
	}
	return t
}

// winningAction returns an action by which side c completes a square, as
// if c were on move, or NoAction.
func (p *Position) winningAction(c Color) Action {
	mine := p.pieces[c]
	for s := lastCornerEmpty(mine, p.empty()); s != 0; s &= s - 1 {
		corners := lowestCornerOf[s.First()]
		e := (corners &^ mine).First()
		if p.hand[c] > 0 {
			return PlaceAt(e)
		}
		// The piece that steps in must come from outside the square: a
		// corner stepping to another corner leaves its own corner empty.
		if from := neighbors[e] & mine &^ corners; from != 0 {
			return StepFrom(from.First(), e)
		}
	}
	return NoAction
}

// Bit-parallel square tests: instead of visiting the 24 squares one by one
// (under WebAssembly every loop iteration is a jump through a table), a
// few shifts and masks test every square at once. Each square is named
// by its lowest corner ll; its corners are ll, ll+1 (the same file, one
// rank up) and, on the next file, ll+d and ll+d+1, where d is 8 between
// two full files and 7 next to the short files a and h. The AI's
// evaluation counts corners with these too.
var (
	lowestCorners Bitboard // the squares' lowest corners
	lowestD7      Bitboard // lowest corners of the squares with d = 7
	lowestD8      Bitboard // lowest corners of the squares with d = 8
	// lowestCornerOf[ll] is the corners of the square whose lowest
	// corner is ll. Squares in order of their lowest corners are in
	// their own order.
	lowestCornerOf [64]Bitboard
)

func init() {
	for s := Square(0); s < NumSquares; s++ {
		c := squareMasks[s]
		ll := c.First()
		d := (c &^ (ll.Bit() | ll.Bit()<<1)).First() - ll
		if c != ll.Bit()|ll.Bit()<<1|ll.Bit()<<d|ll.Bit()<<(d+1) || d != 7 && d != 8 || ll.Bit() <= lowestCorners {
			panic("diamond: unexpected square layout")
		}
		lowestCorners |= ll.Bit()
		if d == 7 {
			lowestD7 |= ll.Bit()
		} else {
			lowestD8 |= ll.Bit()
		}
		lowestCornerOf[ll] = c
	}
}

// SquareCornerCounts counts, for every square at once, the corners of it
// that b holds: bits 0 and 1 of the count, as sets of squares (by their
// lowest corners, see SquareCorners). Four corners count as zero. So a
// square holds one corner of b in odd&^twos, two in twos&^odd and three
// in odd&twos.
func SquareCornerCounts(b Bitboard) (odd, twos Bitboard) {
	c0, c1 := b&lowestCorners, b>>1&lowestCorners
	c2, c3 := b>>8&lowestD8|b>>7&lowestD7, b>>9&lowestD8|b>>8&lowestD7
	x, y := c0^c1, c2^c3
	return x ^ y, c0&c1 ^ c2&c3 ^ x&y
}

// SquaresTouched returns the squares (by their lowest corners) with at
// least one corner in b.
func SquaresTouched(b Bitboard) Bitboard {
	b |= b >> 1
	return b&lowestCorners | b>>8&lowestD8 | b>>7&lowestD7
}

// SquareCorners returns the corners of the square whose lowest corner is
// ll (a point of a set that SquareCornerCounts or SquaresTouched
// returned), or 0 when no square's lowest corner is ll.
func SquareCorners(ll Point) Bitboard { return lowestCornerOf[ll&63] }

// lastCornerEmpty returns the squares (by their lowest corners) of which
// mine holds three corners, the fourth being in empty: lastCorner's
// squares.
func lastCornerEmpty(mine, empty Bitboard) Bitboard {
	odd, twos := SquareCornerCounts(mine)
	return odd & twos & SquaresTouched(empty)
}

// Repeated reports whether the last of hashes, the position hashes of a
// game in order with quiet the last position's QuietActions, occurs for
// the third time: the threefold-repetition draw, as Game applies it.
func Repeated(hashes []uint64, quiet int) bool { return repeats(hashes, quiet) >= 2 }

// CapturedBy applies the capture rule to a step that has just arrived on
// point to, with mine the mover's pieces after the step and theirs the
// opponent's: the enemy piece captured, or 0. It lets a search ask what a
// hypothetical step would capture without making it.
func CapturedBy(mine, theirs Bitboard, to Point) Bitboard { return captured(mine, theirs, to) }
