package diamondback

// MaxMoves is a buffer size that holds the legal moves of any position
// reached in play; LegalMoves appends past it if ever needed.
const MaxMoves = 256

// attackersTo returns the pieces of side by that attack s, with occupied
// the squares that block sliders.
func (p *Position) attackersTo(s Square, by Color, occupied Bitboard) Bitboard {
	return p.colors[by] & (pawnAttackers[by][s]&p.kinds[Pawn] |
		knightAttacks[s]&p.kinds[Knight] |
		kingAttacks[s]&p.kinds[King] |
		bishopAttacks(s, occupied)&(p.kinds[Bishop]|p.kinds[Queen]) |
		rookAttacks(s, occupied)&(p.kinds[Rook]|p.kinds[Queen]))
}

// Attacked reports whether a piece of side by attacks s.
func (p *Position) Attacked(s Square, by Color) bool {
	return p.attackersTo(s, by, p.colors[White]|p.colors[Black]) != 0
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.Attacked(p.King(p.toMove), p.toMove^1) }

// Checkers returns the pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard {
	return p.attackersTo(p.King(p.toMove), p.toMove^1, p.colors[White]|p.colors[Black])
}

// LegalMoves appends the legal moves to buf[:0] and returns it; none once
// a corner is reached (the game is then over). It allocates nothing when
// buf has room for them (MaxMoves). The order is fixed: king steps,
// castles, then pawns, knights, bishops, rooks and queens by square, each
// piece's targets by square, promotions as Q, R, B, N.
func (p *Position) LegalMoves(buf []Move) []Move {
	buf = buf[:0]
	if p.cornerWon() {
		return buf
	}
	us, them := p.toMove, p.toMove^1
	own, enemy := p.colors[us], p.colors[them]
	occupied := own | enemy
	ksq := p.King(us)
	checkers := p.attackersTo(ksq, them, occupied)

	// The king steps to squares not attacked once it has left its own.
	withoutKing := occupied &^ ksq.Bit()
	for t := kingAttacks[ksq] &^ own; t != 0; t &= t - 1 {
		if to := t.First(); p.attackersTo(to, them, withoutKing) == 0 {
			buf = append(buf, NewMove(ksq, to, NoKind))
		}
	}
	// Castles: out of and across check, never into it
	// (docs/games/diamondback.md, Castling).
	if ksq == homeCorner[us] {
		for _, c := range &castles[us] {
			if own&p.kinds[Rook]&c.RookFrom.Bit() == 0 || occupied&c.Empty != 0 {
				continue
			}
			after := occupied ^ ksq.Bit() ^ c.KingTo.Bit() ^ c.RookFrom.Bit() ^ c.RookTo.Bit()
			if p.attackersTo(c.KingTo, them, after) == 0 {
				buf = append(buf, newCastle(ksq, c.KingTo))
			}
		}
	}
	if checkers&(checkers-1) != 0 {
		return buf // double check: only the king moves
	}

	// Other pieces move to target: in check, onto the checker or between
	// it and the king; a pinned piece along its pin.
	target := ^own &^ p.kinds[King]
	if checkers != 0 {
		target &= checkers | between[ksq][checkers.First()]
	}
	var pinned Bitboard
	snipers := enemy & (rookRays[ksq]&(p.kinds[Rook]|p.kinds[Queen]) | bishopRays[ksq]&(p.kinds[Bishop]|p.kinds[Queen]))
	for ; snipers != 0; snipers &= snipers - 1 {
		b := between[ksq][snipers.First()] & occupied
		if b&(b-1) == 0 && b&own != 0 {
			pinned |= b
		}
	}

	for b := own & p.kinds[Pawn]; b != 0; b &= b - 1 {
		from := b.First()
		t := (pawnMoves[us][from]&^occupied | pawnCaptures[us][from]&enemy) & target
		if pinned.Has(from) {
			t &= line[ksq][from]
		}
		for ; t != 0; t &= t - 1 {
			to := t.First()
			if promotionSquares[us].Has(to) {
				buf = append(buf, NewMove(from, to, Queen), NewMove(from, to, Rook), NewMove(from, to, Bishop), NewMove(from, to, Knight))
			} else {
				buf = append(buf, NewMove(from, to, NoKind))
			}
		}
	}
	for b := own & p.kinds[Knight] &^ pinned; b != 0; b &= b - 1 {
		from := b.First()
		buf = appendMoves(buf, from, knightAttacks[from]&target)
	}
	for b := own & p.kinds[Bishop]; b != 0; b &= b - 1 {
		from := b.First()
		buf = appendMoves(buf, from, p.pinnedTo(bishopAttacks(from, occupied)&target, from, ksq, pinned))
	}
	for b := own & p.kinds[Rook]; b != 0; b &= b - 1 {
		from := b.First()
		buf = appendMoves(buf, from, p.pinnedTo(rookAttacks(from, occupied)&target, from, ksq, pinned))
	}
	for b := own & p.kinds[Queen]; b != 0; b &= b - 1 {
		from := b.First()
		t := (bishopAttacks(from, occupied) | rookAttacks(from, occupied)) & target
		buf = appendMoves(buf, from, p.pinnedTo(t, from, ksq, pinned))
	}
	return buf
}

// pinnedTo restricts targets t of the piece on from to its pin line, if it
// is pinned.
func (p *Position) pinnedTo(t Bitboard, from, ksq Square, pinned Bitboard) Bitboard {
	if pinned.Has(from) {
		return t & line[ksq][from]
	}
	return t
}

func appendMoves(buf []Move, from Square, t Bitboard) []Move {
	for ; t != 0; t &= t - 1 {
		buf = append(buf, NewMove(from, t.First(), NoKind))
	}
	return buf
}

// HasLegalMove reports whether the side to move has a legal move.
func (p *Position) HasLegalMove() bool {
	var buf [MaxMoves]Move
	return len(p.LegalMoves(buf[:0])) > 0
}

// IsLegal reports whether m is a legal move here.
func (p *Position) IsLegal(m Move) bool {
	var buf [MaxMoves]Move
	for _, l := range p.LegalMoves(buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}
