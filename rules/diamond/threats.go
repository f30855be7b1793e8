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

// ThreatPoints returns the empty points where side c would complete a
// square by placing or stepping there with its next action.
func (p *Position) ThreatPoints(c Color) Bitboard {
	var t Bitboard
	empty, mine := p.empty(), p.pieces[c]
	for s := Square(0); s < NumSquares; s++ {
		if e, ok := lastCorner(s, mine, empty); ok && (p.hand[c] > 0 || neighbors[e]&mine&^squareMasks[s] != 0) {
			t |= e.Bit()
		}
	}
	return t
}

// lastCorner returns the corner of square s that mine lacks when mine
// holds the other three and that corner is empty.
func lastCorner(s Square, mine, empty Bitboard) (Point, bool) {
	missing := squareMasks[s] &^ mine
	if missing&(missing-1) != 0 || missing&empty == 0 {
		return NoPoint, false
	}
	return missing.First(), true
}

// winningAction returns an action by which side c completes a square, as
// if c were on move, or NoAction.
func (p *Position) winningAction(c Color) Action {
	empty, mine := p.empty(), p.pieces[c]
	for s := Square(0); s < NumSquares; s++ {
		e, ok := lastCorner(s, mine, empty)
		if !ok {
			continue
		}
		if p.hand[c] > 0 {
			return PlaceAt(e)
		}
		// The piece that steps in must come from outside the square: a
		// corner stepping to another corner leaves its own corner empty.
		if from := neighbors[e] & mine &^ squareMasks[s]; from != 0 {
			return StepFrom(from.First(), e)
		}
	}
	return NoAction
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
