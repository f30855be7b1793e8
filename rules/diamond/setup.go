package diamond

import (
	"fmt"
	"strconv"
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

// FormatPosition writes a position in the project's position notation,
// made for records that start from a position set up by hand:
//
//	<files> <side to move> <black in hand> <white in hand>
//
// The files come a to h, separated by '/', each from its lowest point up
// (a1..a7, b1..b8, ..., h2..h8): b black, w white, n neutral, and a digit
// for a run of empty points. The start is "7/8/8/8/8/8/8/7 b 12 12".
func FormatPosition(p Position) string {
	var b strings.Builder
	empty := 0
	flush := func() {
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
			empty = 0
		}
	}
	for q := Point(0); q < NumPoints; q++ {
		if q > 0 && q.File() != (q-1).File() {
			flush()
			b.WriteByte('/')
		}
		if c := p.At(q); c == Empty {
			empty++
		} else {
			flush()
			b.WriteByte("bwn"[c])
		}
	}
	flush()
	fmt.Fprintf(&b, " %c %d %d", "bw"[p.toMove], p.hand[Black], p.hand[White])
	return b.String()
}

// ParsePosition reads the position notation written by FormatPosition and
// checks that the position could arise in a game (see Setup.Position).
func ParsePosition(s string) (Position, error) {
	fields := strings.Fields(s)
	if len(fields) != 4 {
		return Position{}, fmt.Errorf("position %q should have four parts: files, side to move, black's and white's pieces in hand", s)
	}
	var setup Setup
	files := strings.Split(fields[0], "/")
	if len(files) != 8 {
		return Position{}, fmt.Errorf("position %q should have 8 files separated by /", fields[0])
	}
	for x, file := range files {
		y := 0
		if x == 7 {
			y = 1 // h1 does not exist
		}
		for _, c := range file {
			if '1' <= c && c <= '8' {
				y += int(c - '0')
				continue
			}
			q, ok := PointAt(x, y)
			if !ok {
				return Position{}, fmt.Errorf("file %c of position %q is too long", 'a'+x, fields[0])
			}
			switch c {
			case 'b':
				setup.Black |= q.Bit()
			case 'w':
				setup.White |= q.Bit()
			case 'n':
				setup.Neutral |= q.Bit()
			default:
				return Position{}, fmt.Errorf("%q in position %q is not b, w, n or a digit", c, fields[0])
			}
			y++
		}
		if x == 0 && y != 7 || x > 0 && y != 8 {
			return Position{}, fmt.Errorf("file %c of position %q does not cover its points exactly", 'a'+x, fields[0])
		}
	}
	switch fields[1] {
	case "b":
		setup.ToMove = Black
	case "w":
		setup.ToMove = White
	default:
		return Position{}, fmt.Errorf("side to move %q should be b or w", fields[1])
	}
	for c, f := range fields[2:] {
		n, err := strconv.Atoi(f)
		if err != nil {
			return Position{}, fmt.Errorf("pieces in hand %q should be a number", f)
		}
		setup.Hand[c] = n
	}
	return setup.Position()
}
