package ai

import (
	db "diamond/rules/diamondback"
)

// The evaluation, in centipawns for the side to move. Terms are written
// for White and applied to Black through the board's symmetry: Black's
// square s plays the part of White's s.Flip() (a1 ↔ h8). White's view of
// the board, with f the file and r the rank (0-based):
//
//   - forward is toward h8 (f and r grow), the enemy corner;
//   - a pawn steps to (f, r+1), (f+1, r) or (f+1, r+1), so it needs
//     max(Δf, Δr) moves to reach a square ahead of it;
//   - it may enter the enemy corner h8 only from g7, by the straight step
//     (move only: h8 must be empty), so from (f, r) with f, r ≤ 6 it needs
//     max(6-f, 6-r) + 1 moves to win; on the h-file or rank 8 never (it
//     can only promote);
//   - it promotes on e8 f8 g8 h7 h6 h5.

// Piece values.
const (
	pawnValue   = 100
	knightValue = 310
	bishopValue = 330
	rookValue   = 490
	queenValue  = 920
)

// values are the piece values by kind (the king's is nominal, for
// ordering captures).
var values = [7]int32{db.Pawn: pawnValue, db.Knight: knightValue, db.Bishop: bishopValue, db.Rook: rookValue, db.Queen: queenValue, db.King: 2000}

// phaseWeights count the pieces toward the middle game: 24 with every
// piece on the board.
var phaseWeights = [6]int{db.Knight: 1, db.Bishop: 1, db.Rook: 2, db.Queen: 4}

const maxPhase = 24

// Tables for White, by square; Black reads them at s.Flip().
var (
	// centre rates a square by its nearness to the centre (7 for d4 e4
	// d5 e5 down to 0 for a corner), the same for both sides.
	centre [64]int32
	// pawnAdvance is a pawn's bonus for how far it is from promotion.
	pawnAdvance [64]int32
	// cornerSteps is a pawn's number of moves to the enemy corner (0 if
	// it can never get there).
	cornerSteps [64]int8
	// kingDistance[a][b] is the king moves from a to b.
	kingDistance [64][64]int8
)

// promotionBonus rates a pawn by the moves it needs to promote.
var promotionBonus = [8]int32{0, 90, 55, 30, 14, 5, 0, 0}

// cornerPawnBonus rates a pawn by its moves to the enemy corner when that
// corner is empty: a pawn one step away wins next move unless stopped.
var cornerPawnBonus = [8]int32{0, 350, 170, 80, 35, 15, 5, 0}

// cornerKingBonus rates a king by its distance to the enemy corner when
// the enemy king is away from it.
var cornerKingBonus = [8]int32{0, 250, 110, 45, 18, 6, 0, 0}

func init() {
	promos := db.PromotionSquares(db.White)
	for s := db.Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		df, dr := abs(2*f-7), abs(2*r-7) // 1 to 7
		centre[s] = int32(7 - (df+dr)/2)
		if f <= 6 && r <= 6 {
			cornerSteps[s] = int8(max(6-f, 6-r) + 1)
		}
		best := 8
		for t := promos; t != 0; t &= t - 1 {
			q := t.First()
			if q.File() >= f && q.Rank() >= r {
				best = min(best, max(q.File()-f, q.Rank()-r))
			}
		}
		if best < len(promotionBonus) {
			pawnAdvance[s] = promotionBonus[best]
		}
		for t := db.Square(0); t < 64; t++ {
			kingDistance[s][t] = int8(max(abs(f-t.File()), abs(r-t.Rank())))
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// relative returns side c's square s as White sees it.
func relative(c db.Color, s db.Square) db.Square {
	if c == db.Black {
		return s.Flip()
	}
	return s
}

// material returns the material balance for the side to move.
func material(p *db.Position) int32 {
	us := p.Turn()
	var v int32
	for k := db.Pawn; k < db.King; k++ {
		b := p.OfKind(k)
		v += values[k] * int32((b&p.Men(us)).Count()-(b&p.Men(us^1)).Count())
	}
	return v
}

// evaluate returns the full evaluation for the side to move.
func evaluate(p *db.Position) int32 {
	us := p.Turn()
	phase := 0
	for k := db.Knight; k < db.King; k++ {
		phase += phaseWeights[k] * p.OfKind(k).Count()
	}
	phase = min(phase, maxPhase)
	// The squares each side's pawns attack.
	var pawnAttacks [2]db.Bitboard
	for c := db.White; c <= db.Black; c++ {
		for b := p.OfKind(db.Pawn) & p.Men(c); b != 0; b &= b - 1 {
			pawnAttacks[c] |= db.PawnCaptures(c, b.First())
		}
	}
	v := evaluateSide(p, us, phase, &pawnAttacks) - evaluateSide(p, us^1, phase, &pawnAttacks)
	return v + 12 // the move in hand
}

// evaluateSide returns side c's share of the evaluation.
func evaluateSide(p *db.Position, c db.Color, phase int, pawnAttacks *[2]db.Bitboard) int32 {
	them := c ^ 1
	own, enemy := p.Men(c), p.Men(them)
	occupied := own | enemy
	pawns := p.OfKind(db.Pawn) & own
	king := (p.OfKind(db.King) & own).First()
	enemyKing := (p.OfKind(db.King) & enemy).First()
	goal := db.GoalCorner(c)
	// The enemy king away from its corner opens it to our pawns and king.
	open := enemyKing != goal
	goalEmpty := !occupied.Has(goal)
	enemyKingSteps := int(kingDistance[enemyKing][goal])

	var v int32
	// Squares the enemy pawns attack: our pieces avoid them.
	enemyPawnAttacks, ownPawnAttacks := pawnAttacks[them], pawnAttacks[c]
	for b := pawns; b != 0; b &= b - 1 {
		w := relative(c, b.First())
		v += pawnValue + pawnAdvance[w]
		if open && goalEmpty {
			if n := int(cornerSteps[w]); n > 0 {
				bonus := cornerPawnBonus[n]
				if enemyKingSteps < n { // the king gets back first
					bonus /= 4
				}
				v += bonus
			}
		}
	}
	v += 6 * int32((pawns & ownPawnAttacks).Count()) // pawns guarding pawns

	// Pieces: material, centre, mobility and attacks near the enemy king.
	area := ^own &^ enemyPawnAttacks
	zone := db.KingAttacks(enemyKing) | enemyKing.Bit()
	var attackUnits, attackers int32
	for b := p.OfKind(db.Knight) & own; b != 0; b &= b - 1 {
		s := b.First()
		att := db.KnightAttacks(s)
		v += knightValue + 4*centre[s] + 4*int32((att&area).Count()-4)
		if n := (att & zone).Count(); n > 0 {
			attackers++
			attackUnits += 2 * int32(n)
		}
	}
	for b := p.OfKind(db.Bishop) & own; b != 0; b &= b - 1 {
		s := b.First()
		att := db.BishopAttacks(s, occupied)
		v += bishopValue + 2*centre[s] + 4*int32((att&area).Count()-6)
		if n := (att & zone).Count(); n > 0 {
			attackers++
			attackUnits += 2 * int32(n)
		}
	}
	for b := p.OfKind(db.Rook) & own; b != 0; b &= b - 1 {
		s := b.First()
		att := db.RookAttacks(s, occupied)
		v += rookValue + 2*int32((att&area).Count()-6)
		if n := (att & zone).Count(); n > 0 {
			attackers++
			attackUnits += 3 * int32(n)
		}
	}
	for b := p.OfKind(db.Queen) & own; b != 0; b &= b - 1 {
		s := b.First()
		att := db.BishopAttacks(s, occupied) | db.RookAttacks(s, occupied)
		v += queenValue + centre[s] + int32((att&area).Count()-10)
		if n := (att & zone).Count(); n > 0 {
			attackers++
			attackUnits += 5 * int32(n)
		}
	}
	if attackers >= 2 {
		v += min(attackUnits*attackUnits/2, 400) * int32(phase) / maxPhase
	}

	// The king: at home in the middle game, its corner closed to the enemy
	// pawns; racing for the enemy corner once that is open.
	home := int32(kingDistance[king][db.HomeCorner(c)])
	v -= 18 * home * int32(phase) / maxPhase
	if open {
		if n := kingDistance[king][goal]; !own.Has(goal) {
			bonus := cornerKingBonus[n]
			if enemyKingSteps < int(n) {
				bonus /= 4
			}
			v += bonus
		}
	}
	return v
}
