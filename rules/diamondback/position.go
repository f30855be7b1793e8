package diamondback

// FiftyMoveLimit is the number of consecutive plies without a pawn move or
// a capture that draws the game (docs/games/diamondback.md, Draws).
const FiftyMoveLimit = 100

// Position is everything that decides the game's future but for the
// repetition history: the placement, the side to move, the half-move clock
// of the fifty-move rule and the full-move number of FEN. Castling needs no
// rights (it follows from the placement: docs/games/diamondback.md,
// Castling) and there is no en passant. It is a small value: copy it to
// keep the one before a move (copy-make).
type Position struct {
	colors [2]Bitboard // by Color
	kinds  [6]Bitboard // by Kind
	toMove Color
	clock  uint16 // plies since the last pawn move or capture
	number uint16 // the full-move number, from 1, counted up after Black's move
	hash   uint64
}

// ToMove returns the side whose turn it is.
func (p Position) ToMove() Color { return p.toMove }

// Clock returns the plies since the last pawn move or capture.
func (p Position) Clock() int { return int(p.clock) }

// MoveNumber returns the full-move number, as in FEN.
func (p Position) MoveNumber() int { return int(p.number) }

// Hash returns the Zobrist hash of the placement and the side to move.
func (p Position) Hash() uint64 { return p.hash }

// Pieces returns the squares of the side's pieces of kind k.
func (p Position) Pieces(c Color, k Kind) Bitboard { return p.colors[c] & p.kinds[k] }

// Side returns the squares of the side's pieces.
func (p Position) Side(c Color) Bitboard { return p.colors[c] }

// Occupied returns the squares holding a piece.
func (p Position) Occupied() Bitboard { return p.colors[White] | p.colors[Black] }

// At returns the colour and kind of the piece on s, or NoKind.
func (p Position) At(s Square) (Color, Kind) {
	b := s.Bit()
	c := White
	if p.colors[Black]&b != 0 {
		c = Black
	} else if p.colors[White]&b == 0 {
		return White, NoKind
	}
	return c, p.kindAt(b)
}

// kindAt returns the kind of the piece on the square of b, which must hold
// one.
func (p *Position) kindAt(b Bitboard) Kind {
	for k := Pawn; k < King; k++ {
		if p.kinds[k]&b != 0 {
			return k
		}
	}
	return King
}

// SamePlacement reports whether p and q hold the same pieces with the
// same side to move: the same position for the repetition rule.
func (p *Position) SamePlacement(q *Position) bool {
	return p.colors == q.colors && p.kinds == q.kinds && p.toMove == q.toMove
}

// King returns the square of the side's king.
func (p *Position) King(c Color) Square { return (p.colors[c] & p.kinds[King]).First() }

func (p *Position) put(c Color, k Kind, s Square) {
	p.colors[c] |= s.Bit()
	p.kinds[k] |= s.Bit()
	p.hash ^= pieceKeys[c][k][s]
}

func (p *Position) remove(c Color, k Kind, s Square) {
	p.colors[c] &^= s.Bit()
	p.kinds[k] &^= s.Bit()
	p.hash ^= pieceKeys[c][k][s]
}

// Play makes move m, which must be legal, in place. Copy the position
// first to keep it.
func (p *Position) Play(m Move) {
	us, them := p.toMove, p.toMove^1
	from, to := m.From(), m.To()
	p.clock++
	if m.IsCastle() {
		c := castleOf(us, m)
		p.remove(us, King, from)
		p.remove(us, Rook, c.RookFrom)
		p.put(us, King, c.KingTo)
		p.put(us, Rook, c.RookTo)
	} else {
		k := p.kindAt(from.Bit())
		if p.colors[them]&to.Bit() != 0 {
			p.remove(them, p.kindAt(to.Bit()), to)
			p.clock = 0
		}
		p.remove(us, k, from)
		if k == Pawn {
			p.clock = 0
			if promo := m.Promotion(); promo != NoKind {
				k = promo
			}
		}
		p.put(us, k, to)
	}
	if us == Black {
		p.number++
	}
	p.toMove = them
	p.hash ^= sideKey
}

// After returns the position after move m, which must be legal.
func (p Position) After(m Move) Position {
	p.Play(m)
	return p
}

// CornerWinner reports whether the game is won by a corner
// (docs/games/diamondback.md, Winning): a pawn or king of the side that
// just moved stands on the enemy king's corner.
func (p *Position) CornerWinner() (Color, bool) {
	them := p.toMove ^ 1
	if p.colors[them]&(p.kinds[Pawn]|p.kinds[King])&goalCorner[them].Bit() != 0 {
		return them, true
	}
	return White, false
}

// cornerWon is CornerWinner's second result, for the hot path.
func (p *Position) cornerWon() bool {
	them := p.toMove ^ 1
	return p.colors[them]&(p.kinds[Pawn]|p.kinds[King])&goalCorner[them].Bit() != 0
}

// IsCapture reports whether legal move m takes a piece.
func (p Position) IsCapture(m Move) bool {
	return !m.IsCastle() && p.colors[p.toMove^1].Has(m.To())
}
