package diamondback

import "strings"

// Diagram draws the position as plain text: the board as a grid, rank 8
// at the top, White's pieces in upper case, then the side to move and the
// FEN.
func (p Position) Diagram() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		b.WriteByte(byte('1' + r))
		for f := 0; f < 8; f++ {
			b.WriteByte(' ')
			if c, k := p.At(SquareAt(f, r)); k != NoKind {
				b.WriteByte(pieceLetter(c, k))
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString("  a b c d e f g h\n")
	b.WriteString(p.toMove.String() + " to move: " + p.FEN())
	return b.String()
}
