package ai

import db "diamond/rules/diamondback"

// noisyMoves appends to buf[:0] the moves the quiescence search tries
// when it may stand pat: captures (a pawn's onto a promotion square
// promoting to a queen), a pawn's step onto a promotion square as a
// queen, and a pawn's step onto the square before the enemy corner when
// that corner is empty. They are pseudo-legal: the caller drops those
// that leave the own king in check. Cheaper than listing every legal
// move and keeping these.
func noisyMoves(p *db.Position, buf []db.Move) []db.Move {
	buf = buf[:0]
	us := p.Turn()
	own, enemy := p.Men(us), p.Men(us^1)
	occupied := own | enemy
	targets := enemy &^ p.OfKind(db.King)
	promos := db.PromotionSquares(us)
	goal := db.GoalCorner(us)
	var before db.Bitboard
	if !occupied.Has(goal) {
		before = preCorner[us].Bit()
	}
	for b := own & p.OfKind(db.Pawn); b != 0; b &= b - 1 {
		from := b.First()
		t := db.PawnCaptures(us, from)&targets | db.PawnMoves(us, from)&^occupied&(promos|before)
		for ; t != 0; t &= t - 1 {
			to := t.First()
			promo := db.NoKind
			if promos.Has(to) {
				promo = db.Queen
			}
			buf = append(buf, db.NewMove(from, to, promo))
		}
	}
	for b := own & p.OfKind(db.Knight); b != 0; b &= b - 1 {
		from := b.First()
		buf = appendTo(buf, from, db.KnightAttacks(from)&targets)
	}
	for b := own & p.OfKind(db.Bishop); b != 0; b &= b - 1 {
		from := b.First()
		buf = appendTo(buf, from, db.BishopAttacks(from, occupied)&targets)
	}
	for b := own & p.OfKind(db.Rook); b != 0; b &= b - 1 {
		from := b.First()
		buf = appendTo(buf, from, db.RookAttacks(from, occupied)&targets)
	}
	for b := own & p.OfKind(db.Queen); b != 0; b &= b - 1 {
		from := b.First()
		buf = appendTo(buf, from, (db.BishopAttacks(from, occupied)|db.RookAttacks(from, occupied))&targets)
	}
	king := (own & p.OfKind(db.King)).First()
	return appendTo(buf, king, db.KingAttacks(king)&targets)
}

func appendTo(buf []db.Move, from db.Square, t db.Bitboard) []db.Move {
	for ; t != 0; t &= t - 1 {
		buf = append(buf, db.NewMove(from, t.First(), db.NoKind))
	}
	return buf
}

// leftInCheck reports whether the side that just moved into c left its
// king in check: a pseudo-legal move that is not legal.
func leftInCheck(c *db.Position) bool {
	mover := c.Turn() ^ 1
	king := (c.Men(mover) & c.OfKind(db.King)).First()
	return c.AttackersTo(king, mover^1, c.Men(db.White)|c.Men(db.Black)) != 0
}
