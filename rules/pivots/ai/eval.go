package ai

import (
	"math/bits"

	"diamond/rules/pivots"
)

// The evaluation, in hundredths of a stone, for the side to move.
const (
	stoneValue = 100
	// tieValue is what winning ties is worth to White: a count level at
	// the end is White's win, so an even count leans White's way.
	tieValue = 50
	// tempoValue is the side to move's drop to come, while a cell is
	// empty: both sides dropping in turn, it is half a stone ahead.
	tempoValue = 50
)

// threatScan is what one pass over the diamonds tells about one side's
// threats: the cells where its drop would make a diamond, and the best
// gains of the pivot steps that would follow (its stones on the line
// minus own stones the line takes, ignoring any chain after).
type threatScan struct {
	cells        pivots.Bitboard // the drops that make a diamond
	best, second int             // the two best gains, at different cells (0 when none)
	bestCell     pivots.Cell
	profitable   int // threat cells with a gain above zero
}

// scanThreats finds the threats of the side holding mine against the
// side holding theirs.
func scanThreats(mine, theirs, empty pivots.Bitboard) threatScan {
	ts := threatScan{bestCell: pivots.NoCell}
	var gains [pivots.NumCells]int8
	for d := range diamondMasks {
		m := diamondMasks[d]
		rest := m &^ mine
		if rest == 0 || rest&(rest-1) != 0 || rest&empty == 0 {
			continue
		}
		c := pivots.Cell(bits.TrailingZeros64(uint64(rest)))
		g := 0
		for _, l := range diamondLines[d] {
			g = max(g, bits.OnesCount64(uint64(theirs&l))-bits.OnesCount64(uint64(mine&l&^m)))
		}
		if !ts.cells.Has(c) {
			ts.cells |= rest
			gains[c] = int8(g)
			if g > 0 {
				ts.profitable++
			}
		} else if int(gains[c]) < g {
			if gains[c] <= 0 && g > 0 {
				ts.profitable++
			}
			gains[c] = int8(g)
		}
	}
	for x := ts.cells; x != 0; x &= x - 1 {
		c := x.First()
		switch g := int(gains[c]); {
		case g > ts.best:
			ts.second, ts.best, ts.bestCell = ts.best, g, c
		case g > ts.second:
			ts.second = g
		}
	}
	return ts
}

// material is the count for the side to move, with the tie's value.
func material(p *pivots.Position) int {
	mine, theirs := p.Sides()
	v := stoneValue * (mine.Count() - theirs.Count())
	if mine|theirs != pivots.AllCells {
		v += tempoValue
	}
	if p.ToMove() == pivots.White {
		return v + tieValue
	}
	return v - tieValue
}

// wins reports whether the side to move wins a game ending now.
func wins(p *pivots.Position) bool {
	mine, theirs := p.Sides()
	n, m := mine.Count(), theirs.Count()
	return n > m || n == m && p.ToMove() == pivots.White
}
