package diamondback

import (
	"testing"

	"diamond/rules/rng"
)

// TestSearchingAccessors: the pointer-receiver views agree with the
// value accessors and the tables on positions from random games, and a
// null move passes the turn with a consistent hash.
func TestSearchingAccessors(t *testing.T) {
	r := rng.New(17)
	for n := 0; n < 40; n++ {
		g, _ := NewGame(n % NumSetups)
		for !g.Outcome().Over() && g.Len() < 120 {
			p := g.Position()
			if p.Turn() != p.ToMove() || p.Key() != p.Hash() || p.Quiet() != p.Clock() {
				t.Fatalf("Turn, Key or Quiet disagree\n%s", p.Diagram())
			}
			occupied := p.Occupied()
			for c := White; c <= Black; c++ {
				if p.Men(c) != p.Side(c) {
					t.Fatalf("Men(%v) disagrees", c)
				}
				for k := Pawn; k <= King; k++ {
					if p.OfKind(k)&p.Men(c) != p.Pieces(c, k) {
						t.Fatalf("OfKind(%v) disagrees", k)
					}
				}
			}
			for s := Square(0); s < NumSquares; s++ {
				if _, k := p.At(s); p.KindOn(s) != k {
					t.Fatalf("KindOn(%v) = %v, want %v", s, p.KindOn(s), k)
				}
				for c := White; c <= Black; c++ {
					if got, want := p.AttackersTo(s, c, occupied) != 0, p.Attacked(s, c); got != want {
						t.Fatalf("AttackersTo(%v, %v) disagrees with Attacked", s, c)
					}
				}
				if RookAttacks(s, occupied) != rookAttacks(s, occupied) || BishopAttacks(s, occupied) != bishopAttacks(s, occupied) ||
					KnightAttacks(s) != knightAttacks[s] || KingAttacks(s) != kingAttacks[s] ||
					PawnMoves(p.ToMove(), s) != pawnMoves[p.ToMove()][s] || PawnCaptures(p.ToMove(), s) != pawnCaptures[p.ToMove()][s] ||
					PawnAttackers(p.ToMove(), s) != pawnAttackers[p.ToMove()][s] {
					t.Fatalf("a table disagrees on %v", s)
				}
			}
			q := p
			q.PlayNull()
			if q.Turn() == p.Turn() || q.Key() != q.computeHash() || q.Quiet() != p.Quiet()+1 || !q.SamePlacement(&q) {
				t.Fatalf("PlayNull: %+v", q)
			}
			legal := g.LegalMoves()
			g.Play(legal[r.IntN(len(legal))])
		}
	}
	if HomeCorner(White) != 0 || GoalCorner(White) != 63 || HomeCorner(Black) != 63 || GoalCorner(Black) != 0 {
		t.Errorf("corners wrong")
	}
	if PromotionSquares(White).String() != "h5 h6 h7 e8 f8 g8" || PromotionSquares(Black).String() != "b1 c1 d1 a2 a3 a4" {
		t.Errorf("promotion squares %v, %v", PromotionSquares(White), PromotionSquares(Black))
	}
}
