package diamondback

// Color is a side. White moves first and is side 0 of the game contract.
type Color uint8

// The two colours.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent's colour.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Kind is a kind of piece. Pawns are one kind: what a pawn may do depends
// on the square it stands on (tables.go), not on the pawn.
type Kind uint8

// The kinds, and NoKind for an empty square.
const (
	Pawn Kind = iota
	Knight
	Bishop
	Rook
	Queen
	King
	NoKind
)

// kindLetters are the kinds' letters in upper case, as White's in FEN and
// as piece letters in the SAN-like notation.
const kindLetters = "PNBRQK"

// Letter returns the kind's upper-case letter: P N B R Q K.
func (k Kind) Letter() byte { return kindLetters[k] }

func (k Kind) String() string {
	if k >= NoKind {
		return "none"
	}
	return [...]string{"pawn", "knight", "bishop", "rook", "queen", "king"}[k]
}

// kindOfLetter returns the kind of an upper-case letter, or NoKind.
func kindOfLetter(c byte) Kind {
	for k := Pawn; k < NoKind; k++ {
		if kindLetters[k] == c {
			return k
		}
	}
	return NoKind
}
