package diamondback

// What a search reads: the position's parts through a pointer and the
// move tables, for the computer player (rules/diamondback/ai). None of
// this changes a rule. The value-receiver accessors (ToMove, Hash,
// Pieces, ...) copy the whole Position when called under WebAssembly
// (about 2.5 ns a call under Node), which a search's inner loops feel.

// Turn returns the side to move, as ToMove does.
func (p *Position) Turn() Color { return p.toMove }

// Key returns the Zobrist hash, as Hash does.
func (p *Position) Key() uint64 { return p.hash }

// Quiet returns the plies since the last pawn move or capture, as Clock
// does.
func (p *Position) Quiet() int { return int(p.clock) }

// Men returns the squares of side c's pieces, as Side does.
func (p *Position) Men(c Color) Bitboard { return p.colors[c] }

// OfKind returns the squares of both sides' pieces of kind k.
func (p *Position) OfKind(k Kind) Bitboard { return p.kinds[k] }

// KindOn returns the kind of the piece on s, or NoKind.
func (p *Position) KindOn(s Square) Kind {
	b := s.Bit()
	if (p.colors[White]|p.colors[Black])&b == 0 {
		return NoKind
	}
	return p.kindAt(b)
}

// AttackersTo returns side by's pieces that attack s when the squares of
// occupied block sliders (for exchange evaluation: take pieces out of
// occupied to see through them).
func (p *Position) AttackersTo(s Square, by Color, occupied Bitboard) Bitboard {
	return p.attackersTo(s, by, occupied)
}

// KnightAttacks returns the squares a knight on s attacks.
func KnightAttacks(s Square) Bitboard { return knightAttacks[s] }

// KingAttacks returns the squares a king on s attacks.
func KingAttacks(s Square) Bitboard { return kingAttacks[s] }

// BishopAttacks returns the squares a bishop on s attacks through occupied.
// It and RookAttacks are for a search over positions, which come from
// ParseFEN: that builds their tables (needMagics), and the search's hot
// loops need no check of it.
func BishopAttacks(s Square, occupied Bitboard) Bitboard { return bishopAttacks(s, occupied) }

// RookAttacks returns the squares a rook on s attacks through occupied.
func RookAttacks(s Square, occupied Bitboard) Bitboard { return rookAttacks(s, occupied) }

// PawnMoves returns the squares a pawn of side c on s may move to when
// they are empty (the m and mc targets of docs/games/diamondback.md,
// Pawns).
func PawnMoves(c Color, s Square) Bitboard { return pawnMoves[c][s] }

// PawnCaptures returns the squares a pawn of side c on s captures on
// (the c and mc targets of docs/games/diamondback.md, Pawns).
func PawnCaptures(c Color, s Square) Bitboard { return pawnCaptures[c][s] }

// PawnAttackers returns the squares from which a pawn of side c captures
// on s.
func PawnAttackers(c Color, s Square) Bitboard { return pawnAttackers[c][s] }

// HomeCorner returns side c's king corner: a1 for White, h8 for Black.
func HomeCorner(c Color) Square { return homeCorner[c] }

// GoalCorner returns the corner where side c's pawns and king win: the
// enemy king's corner (docs/games/diamondback.md, Winning).
func GoalCorner(c Color) Square { return goalCorner[c] }

// PromotionSquares returns where side c's pawns promote
// (docs/games/diamondback.md, Promotion).
func PromotionSquares(c Color) Bitboard { return promotionSquares[c] }

// PlayNull passes the turn without a move, in place: never legal in the
// game, it is the null move of searches' null-move pruning. The hash and
// the fifty-move clock change as for a move that takes nothing.
func (p *Position) PlayNull() {
	p.clock++
	if p.toMove == Black {
		p.number++
	}
	p.toMove ^= 1
	p.hash ^= sideKey
}
