package diamondback

import (
	"slices"
	"testing"

	"diamond/rules/rng"
)

// TestRandomGameInvariants plays random games from the four setups and
// checks after every move: the pieces do not overlap and each side has one
// king, the incremental hash equals a fresh one, the side that moved is
// not in check, no pawn stands on its own promotion squares, the FEN reads
// back as the same position, the move was legal and its text reads back
// as it, and undo restores the position. Every game ends, and every way of
// ending but resignation and agreement turns up.
func TestRandomGameInvariants(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 200
	}
	r := rng.New(3)
	reasons := map[Reason]int{}
	longest, plies := 0, 0
	for n := 0; n < games; n++ {
		g, _ := NewGame(n % NumSetups)
		for !g.Outcome().Over() {
			if g.Len() > 3000 {
				t.Fatalf("game %d did not end in 3000 moves", n)
			}
			before := g.Position()
			legal := g.LegalMoves()
			m := legal[r.IntN(len(legal))]
			if err := g.Play(m); err != nil {
				t.Fatalf("game %d: %v: %v", n, m, err)
			}
			p := g.Position()
			checkInvariants(t, &p)
			text := g.text[g.Len()-1]
			if back, err := ParseMove(before, text); err != nil || back != m {
				t.Fatalf("game %d: %v written %q reads back as %v, %v\n%s", n, m, text, back, err, before.Diagram())
			}
			if p != before.After(m) {
				t.Fatalf("game %d: Game and Position disagree on %v", n, m)
			}
			if !g.Undo() || g.Position() != before {
				t.Fatalf("game %d: undo of %v does not restore\n%s", n, m, before.Diagram())
			}
			g.Play(m)
		}
		reasons[g.Outcome().Reason]++
		longest = max(longest, g.Len())
		plies += g.Len()
	}
	t.Logf("%d games, %d moves, longest %d; endings %v", games, plies, longest, reasons)
	for _, r := range []Reason{Checkmate, Corner, Stalemate, FiftyMove, Repetition} {
		if reasons[r] == 0 && !testing.Short() {
			t.Errorf("no random game ended by %v", r)
		}
	}
}

func checkInvariants(t *testing.T, p *Position) {
	t.Helper()
	var all Bitboard
	for k := Pawn; k <= King; k++ {
		if all&p.kinds[k] != 0 {
			t.Fatalf("kinds overlap\n%s", p.Diagram())
		}
		all |= p.kinds[k]
	}
	if all != p.colors[White]|p.colors[Black] || p.colors[White]&p.colors[Black] != 0 {
		t.Fatalf("colours and kinds disagree\n%s", p.Diagram())
	}
	for c := White; c <= Black; c++ {
		if (p.colors[c] & p.kinds[King]).Count() != 1 {
			t.Fatalf("%v has no king or several\n%s", c, p.Diagram())
		}
		if p.colors[c]&p.kinds[Pawn]&promotionSquares[c] != 0 {
			t.Fatalf("a %v pawn stands on a promotion square\n%s", c, p.Diagram())
		}
	}
	if p.Hash() != p.computeHash() {
		t.Fatalf("incremental hash differs from a fresh one\n%s", p.Diagram())
	}
	if p.Attacked(p.King(p.toMove^1), p.toMove) {
		t.Fatalf("the side that moved is in check\n%s", p.Diagram())
	}
	if p.clock%8 == 0 { // not every move, for time
		q, err := ParseFEN(p.FEN())
		if err != nil || q != *p {
			t.Fatalf("FEN %s reads back as %v, %v", p.FEN(), q.FEN(), err)
		}
	}
	// The legal moves are exactly the pseudo-legal ones that do not leave
	// the king in check: a slow, obviously correct generator.
	if got, want := p.LegalMoves(nil), slowLegalMoves(p); !sameMoves(got, want) {
		t.Fatalf("legal moves %v, want %v\n%s", got, want, p.Diagram())
	}
}

// slowLegalMoves generates every move a piece could make by its movement
// alone, plays each and keeps those that leave the own king unattacked.
func slowLegalMoves(p *Position) []Move {
	if p.cornerWon() {
		return nil
	}
	us, them := p.toMove, p.toMove^1
	own, enemy := p.colors[us], p.colors[them]
	occ := own | enemy
	var moves []Move
	for b := own; b != 0; b &= b - 1 {
		from := b.First()
		var t Bitboard
		switch p.kindAt(from.Bit()) {
		case Pawn:
			t = pawnMoves[us][from]&^occ | pawnCaptures[us][from]&enemy
		case Knight:
			t = knightAttacks[from]
		case Bishop:
			t = bishopAttacks(from, occ)
		case Rook:
			t = rookAttacks(from, occ)
		case Queen:
			t = bishopAttacks(from, occ) | rookAttacks(from, occ)
		case King:
			t = kingAttacks[from]
		}
		for t &^= own | p.kinds[King]; t != 0; t &= t - 1 {
			to := t.First()
			if p.kindAt(from.Bit()) == Pawn && promotionSquares[us].Has(to) {
				for _, k := range []Kind{Queen, Rook, Bishop, Knight} {
					moves = append(moves, NewMove(from, to, k))
				}
			} else {
				moves = append(moves, NewMove(from, to, NoKind))
			}
		}
	}
	if p.King(us) == homeCorner[us] {
		for _, c := range castles[us] {
			if (own & p.kinds[Rook]).Has(c.RookFrom) && occ&c.Empty == 0 {
				moves = append(moves, newCastle(c.KingFrom, c.KingTo))
			}
		}
	}
	var legal []Move
	for _, m := range moves {
		q := p.After(m)
		if !q.Attacked(q.King(us), them) {
			legal = append(legal, m)
		}
	}
	return legal
}

// sameMoves reports whether a and b hold the same moves, each once.
func sameMoves(a, b []Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i, m := range a {
		if !slices.Contains(b, m) || slices.Contains(a[i+1:], m) {
			return false
		}
	}
	return true
}
