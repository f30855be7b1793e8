package diamondback

// Zobrist keys: one per (colour, kind, square) and one for Black to move.
// A position's hash is the XOR of the keys of what it holds: placement and
// side to move, all the repetition rule compares (castling follows from
// the placement and there is no en passant). Play updates it
// incrementally.
var (
	pieceKeys [2][6][NumSquares]uint64
	sideKey   uint64
)

func initZobrist() {
	// splitmix64 from a fixed seed: the same keys on every run and platform.
	seed := uint64(0xd1b54a32d192ed03)
	next := func() uint64 {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range pieceKeys {
		for k := range pieceKeys[c] {
			for s := range pieceKeys[c][k] {
				pieceKeys[c][k][s] = next()
			}
		}
	}
	sideKey = next()
}

// computeHash computes the position's hash from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for c := White; c <= Black; c++ {
		for k := Pawn; k <= King; k++ {
			for b := p.colors[c] & p.kinds[k]; b != 0; b &= b - 1 {
				h ^= pieceKeys[c][k][b.First()]
			}
		}
	}
	if p.toMove == Black {
		h ^= sideKey
	}
	return h
}
