package diamondback

// Move is a move packed in 16 bits: from (bits 0-5), to (6-11), the
// promotion kind (12-14: 0 for none, else Knight..Queen) and a castling
// flag (15). A castle is the king's move, from its corner to c1, d1, a3
// or a4 (f8, e8, h6 or h5 for Black); the rook's move follows from it.
type Move uint16

// NoMove is the zero Move, never a legal one.
const NoMove Move = 0

const castleFlag Move = 1 << 15

// NewMove returns the move from from to to, promoting to promo (NoKind or
// Pawn for none).
func NewMove(from, to Square, promo Kind) Move {
	m := Move(from) | Move(to)<<6
	if promo >= Knight && promo <= Queen {
		m |= Move(promo) << 12
	}
	return m
}

// newCastle returns the castle moving the king from from to to.
func newCastle(from, to Square) Move { return Move(from) | Move(to)<<6 | castleFlag }

// From returns the square the (king's, for a castle) move starts on.
func (m Move) From() Square { return Square(m & 63) }

// To returns the square the (king's) move ends on.
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Promotion returns the kind a pawn promotes to, or NoKind.
func (m Move) Promotion() Kind {
	if k := Kind(m >> 12 & 7); k != 0 {
		return k
	}
	return NoKind
}

// IsCastle reports whether the move is a castle.
func (m Move) IsCastle() bool { return m&castleFlag != 0 }

// String returns the move in the compact form (docs/games/diamondback.md,
// Notation): "d4d5", "f7f8q", a castle as the king's move "a1c1".
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	s := m.From().String() + m.To().String()
	if k := m.Promotion(); k != NoKind {
		s += string(rune(kindLetters[k] + 'a' - 'A'))
	}
	return s
}

// Castle is one of a side's four castles (docs/games/diamondback.md,
// Castling): the king goes from its corner to KingTo and the rook on
// RookFrom to RookTo; the squares of Empty lie between them and must be
// empty.
type Castle struct {
	KingFrom, KingTo, RookFrom, RookTo Square
	Empty                              Bitboard
	Long                               bool // king and rook exchange squares
}

// Name returns the castle in the SAN-like notation: "O-O/d1", "O-O-O/a4".
func (c Castle) Name() string {
	if c.Long {
		return "O-O-O/" + c.RookFrom.String()
	}
	return "O-O/" + c.RookFrom.String()
}

// castles lists each side's castles: short and long with the rook on d1,
// then on a4 (White); e8 then h5 (Black, turned by 180°).
var castles [2][4]Castle

func initCastles() {
	a1, a2, a3, a4, b1, c1, d1 := Square(0), Square(8), Square(16), Square(24), Square(1), Square(2), Square(3)
	castles[White] = [4]Castle{
		{a1, c1, d1, b1, b1.Bit() | c1.Bit(), false},
		{a1, d1, d1, a1, b1.Bit() | c1.Bit(), true},
		{a1, a3, a4, a2, a2.Bit() | a3.Bit(), false},
		{a1, a4, a4, a1, a2.Bit() | a3.Bit(), true},
	}
	for i, c := range castles[White] {
		castles[Black][i] = Castle{c.KingFrom.Flip(), c.KingTo.Flip(), c.RookFrom.Flip(), c.RookTo.Flip(), c.Empty.Flip(), c.Long}
	}
}

// castleOf returns the castle m makes for side c.
func castleOf(c Color, m Move) Castle {
	for _, k := range castles[c] {
		if k.KingTo == m.To() {
			return k
		}
	}
	panic("diamondback: not a castle: " + m.String())
}
