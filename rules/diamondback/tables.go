package diamondback

import "math/bits"

// Every table is derived once, in this file's init (the package's only
// one), from the shift primitives of board.go.
var (
	kingAttacks   [NumSquares]Bitboard
	knightAttacks [NumSquares]Bitboard

	// pawnMoves[c][s] holds the squares a pawn of colour c on s may move to
	// when they are empty: the "m" and "mc" targets of the rules page
	// (docs/games/diamondback.md, Pawns). pawnCaptures[c][s] holds those it
	// may capture on: the "c" and "mc" targets. pawnAttackers[c][s] is the
	// reverse: the squares from which a pawn of colour c captures on s (for
	// check and attack tests).
	pawnMoves     [2][NumSquares]Bitboard
	pawnCaptures  [2][NumSquares]Bitboard
	pawnAttackers [2][NumSquares]Bitboard

	// between[a][b] holds the squares strictly between a and b when they
	// share a rank, file or diagonal; line[a][b] the whole line through
	// both (0 when they share none).
	between [NumSquares][NumSquares]Bitboard
	line    [NumSquares][NumSquares]Bitboard

	// Empty-board slider attacks, for pin detection.
	rookRays   [NumSquares]Bitboard
	bishopRays [NumSquares]Bitboard
	// rays[i][s] holds the squares from s to the edge in direction
	// rayDirections[i], for building the magic tables.
	rays [8][NumSquares]Bitboard
)

// Squares of the rules that depend on the colour, indexed by Color.
var (
	// homeCorner is each side's king corner; goalCorner the enemy's,
	// where a pawn or king of the side wins (docs/games/diamondback.md,
	// Winning).
	homeCorner = [2]Square{0, 63}
	goalCorner = [2]Square{63, 0}
	// promotionSquares are where the side's pawns promote
	// (docs/games/diamondback.md, Promotion).
	promotionSquares [2]Bitboard
	// rookHomes are the side's rook start squares, where a rook may
	// castle from (docs/games/diamondback.md, Castling).
	rookHomes [2]Bitboard
)

// Pawn kinds for White (docs/games/diamondback.md, Pawns; R-EDGE: the
// a-file and rank 1 are White's edges); Black's are these turned by 180°.
var (
	wingSquares  = FileA | Rank1
	flankFiles   = east(FileA)  // the b-file: edgeward capture toward the a-file
	flankRanks   = north(Rank1) // rank 2: edgeward capture toward rank 1
	guardSquares Bitboard       // White's 4th horizontal diagonal: a4 b3 c2 d1
)

// rayDirections are the eight one-step shifts: rook directions first.
// Opposite directions are neighbours: i and i^1. Even ones go to higher
// squares, odd ones to lower.
var rayDirections = [8]func(Bitboard) Bitboard{north, south, east, west, northEast, southWest, northWest, southEast}

func init() {
	d1 := Square(3).Bit()
	for b := d1; b != 0; b = northWest(b) {
		guardSquares |= b
	}
	promotionSquares[White] = 0
	for _, s := range []Square{60, 61, 62, 55, 47, 39} { // e8 f8 g8 h7 h6 h5
		promotionSquares[White] |= s.Bit()
	}
	promotionSquares[Black] = promotionSquares[White].Flip()
	rookHomes[White] = Square(3).Bit() | Square(24).Bit() // d1, a4
	rookHomes[Black] = rookHomes[White].Flip()

	for s := Square(0); s < NumSquares; s++ {
		b := s.Bit()
		for _, d := range rayDirections {
			kingAttacks[s] |= d(b)
		}
		knightAttacks[s] = north(northEast(b)) | north(northWest(b)) | south(southEast(b)) | south(southWest(b)) |
			east(northEast(b)) | east(southEast(b)) | west(northWest(b)) | west(southWest(b))
		pawnMoves[White][s], pawnCaptures[White][s] = whitePawnTargets(b)
		for i, d := range rayDirections {
			r := ray(b, d, 0)
			rays[i][s] = r
			if i < 4 {
				rookRays[s] |= r
			} else {
				bishopRays[s] |= r
			}
			for t := r; t != 0; t &= t - 1 {
				to := t.First()
				between[s][to] = r & ray(to.Bit(), opposite(i), 0)
				line[s][to] = r | b | ray(b, opposite(i), 0)
			}
		}
	}
	for s := Square(0); s < NumSquares; s++ {
		pawnMoves[Black][s] = pawnMoves[White][s.Flip()].Flip()
		pawnCaptures[Black][s] = pawnCaptures[White][s.Flip()].Flip()
	}
	for c := White; c <= Black; c++ {
		for s := Square(0); s < NumSquares; s++ {
			for t := pawnCaptures[c][s]; t != 0; t &= t - 1 {
				pawnAttackers[c][t.First()] |= s.Bit()
			}
		}
	}
	initCastles()
	initZobrist()
	// The slider tables, the setups and the geometry are built on first
	// use: needMagics, setups and spec.Geometry.
}

// whitePawnTargets returns the squares a White pawn on the square of b may
// move to (when empty) and capture on, by the union of the kinds of its
// square (docs/games/diamondback.md, Pawns; R-UNION, R-GUARD). Directions
// as White sees them: FL is north, FR east, F north-east, L north-west and
// R south-east.
func whitePawnTargets(b Bitboard) (moves, captures Bitboard) {
	fl, fr, f, l, r := north(b), east(b), northEast(b), northWest(b), southEast(b)
	moves = fl | fr | f     // every pawn: FL and FR move or capture, F moves
	captures = fl | fr      //
	if b&wingSquares != 0 { // wing: F captures too
		captures |= f
	}
	if b&guardSquares != 0 { // guard: one step along the diagonal, L or R
		moves |= l | r
		captures |= l | r
	}
	if b&flankFiles != 0 { // flank on the b-file: captures edgeward, L
		captures |= l
	}
	if b&flankRanks != 0 { // flank on rank 2: captures edgeward, R
		captures |= r
	}
	return moves, captures
}

// ray returns the squares from the square of b in direction d up to and
// including the first square of occupied, or to the edge.
func ray(b Bitboard, d func(Bitboard) Bitboard, occupied Bitboard) Bitboard {
	var r Bitboard
	for b = d(b); b != 0; b = d(b) {
		r |= b
		if b&occupied != 0 {
			break
		}
	}
	return r
}

// slide returns the squares a slider on s moving in the directions
// rayDirections[first:first+4] attacks through occupied: each ray up to
// its first occupied square, the nearest one by index (lowest for the
// even directions, highest for the odd ones).
func slide(s Square, first int, occupied Bitboard) Bitboard {
	var att Bitboard
	for i := first; i < first+4; i++ {
		r := rays[i][s]
		if b := r & occupied; b != 0 {
			blocker := b.First()
			if i%2 == 1 {
				blocker = Square(63 - bits.LeadingZeros64(uint64(b)))
			}
			r &^= rays[i][blocker]
		}
		att |= r
	}
	return att
}

// opposite returns the index in rayDirections of direction i's opposite.
func opposite(i int) func(Bitboard) Bitboard { return rayDirections[i^1] }

// PawnKind is the set of kinds a square gives a pawn
// (docs/games/diamondback.md, Pawns): none is a normal pawn; a square may
// give several, and the pawn has all their powers (R-UNION).
type PawnKind uint8

// The pawn kinds.
const (
	Guard PawnKind = 1 << iota // steps one square either way along its fourth row
	Wing                       // on its edges: also captures straight ahead
	Flank                      // beside its edges: also captures toward the edge
)

// PawnKindOf returns the kinds a pawn of colour c has on square s.
func PawnKindOf(c Color, s Square) PawnKind {
	if c == Black {
		s = s.Flip()
	}
	b, k := s.Bit(), PawnKind(0)
	if b&guardSquares != 0 {
		k |= Guard
	}
	if b&wingSquares != 0 {
		k |= Wing
	}
	if b&(flankFiles|flankRanks) != 0 {
		k |= Flank
	}
	return k
}

// String writes the kinds as letters, G guard, W wing, F flank ("GW"),
// or "" for a normal pawn.
func (k PawnKind) String() string {
	var b []byte
	for i, letter := range "GWF" {
		if k&(1<<i) != 0 {
			b = append(b, byte(letter))
		}
	}
	return string(b)
}
