package diamond

import (
	"fmt"
	"strings"
)

// Setup describes a position built by hand.
type Setup struct {
	Black, White, Neutral Bitboard
	Hand                  [2]int // pieces in hand, by Color
	ToMove                Color
}

// Position checks that the setup could arise in a game and returns it as a
// Position. The pie rule applies only from the standard start.
func (s Setup) Position() (Position, error) {
	if err := s.check(); err != nil {
		return Position{}, err
	}
	p := Position{
		pieces: [3]Bitboard{s.Black, s.White, s.Neutral},
		hand:   [2]uint8{uint8(s.Hand[Black]), uint8(s.Hand[White])},
		toMove: s.ToMove,
		won:    NoSquare,
	}
	if p.Empty() == AllPoints && s.Hand == [2]int{PiecesPerSide, PiecesPerSide} && s.ToMove == Black {
		p.pie = pieFirstPlace
	}
	p.hash = p.computeHash()
	return p, nil
}

func (s Setup) check() error {
	if s.Black&s.White|s.Black&s.Neutral|s.White&s.Neutral != 0 {
		return fmt.Errorf("%s hold two pieces", pointsString(s.Black&s.White|s.Black&s.Neutral|s.White&s.Neutral))
	}
	if (s.Black|s.White|s.Neutral)&^AllPoints != 0 {
		return fmt.Errorf("pieces outside the board")
	}
	if s.ToMove > White {
		return fmt.Errorf("no side to move")
	}
	for c, pieces := range []Bitboard{s.Black, s.White} {
		if h := s.Hand[c]; h < 0 || h+pieces.Count() > PiecesPerSide {
			return fmt.Errorf("%s has %d pieces on the board and %d in hand: more than %d", Color(c), pieces.Count(), h, PiecesPerSide)
		}
		for q := Square(0); q < NumSquares; q++ {
			if pieces&q.Corners() == q.Corners() {
				return fmt.Errorf("%s already holds the square %s", Color(c), q)
			}
		}
	}
	if s.Black.Count()+s.White.Count()+s.Neutral.Count() == 0 && s.Hand[Black]+s.Hand[White] == 0 {
		return fmt.Errorf("no pieces on the board or in hand")
	}
	if s.Neutral.Count() > 2*PiecesPerSide-s.Black.Count()-s.White.Count()-s.Hand[Black]-s.Hand[White] {
		return fmt.Errorf("more neutral pieces than captured pieces")
	}
	b, w := s.Hand[Black], s.Hand[White]
	if b+w > 0 && !(s.ToMove == Black && b == w || s.ToMove == White && w == b+1) {
		return fmt.Errorf("while pieces are in hand, Black moves when both hands are equal and White when it holds one more (black %d, white %d, %s to move)", b, w, s.ToMove)
	}
	return nil
}

// Setup returns the position's contents, hands and side to move.
func (p Position) Setup() Setup {
	return Setup{
		Black: p.pieces[BlackPiece], White: p.pieces[WhitePiece], Neutral: p.pieces[Neutral],
		Hand:   [2]int{int(p.hand[Black]), int(p.hand[White])},
		ToMove: p.toMove,
	}
}

// String draws the position on the naming lattice, rank 8 at the top:
// b black, w white, n neutral, . empty, - no point (a8, h1); then the
// hands and the side to move.
func (p Position) String() string {
	var b strings.Builder
	for y := 7; y >= 0; y-- {
		fmt.Fprintf(&b, "%d", y+1)
		for x := 0; x < 8; x++ {
			q, ok := PointAt(x, y)
			b.WriteString(" ")
			if !ok {
				b.WriteString("-")
				continue
			}
			b.WriteByte("bwn."[p.At(q)])
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "  a b c d e f g h\nhands: black %d, white %d; %s to move", p.hand[Black], p.hand[White], p.toMove)
	return b.String()
}
