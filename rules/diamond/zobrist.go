package diamond

// Zobrist keys: one per (contents, point), per (side, pieces in hand), per
// pie state, and one for White to move. A position's hash is the XOR of
// the keys of what it holds; Play updates it incrementally.
var (
	pieceKeys [3][NumPoints]uint64
	handKeys  [2][PiecesPerSide + 1]uint64
	pieKeys   [3]uint64
	sideKey   uint64
)

func init() {
	// splitmix64 from a fixed seed: the same keys on every run and platform.
	seed := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range pieceKeys {
		for q := range pieceKeys[c] {
			pieceKeys[c][q] = next()
		}
	}
	for c := range handKeys {
		for n := range handKeys[c] {
			handKeys[c][n] = next()
		}
	}
	for i := range pieKeys {
		pieKeys[i] = next()
	}
	sideKey = next()
}

// computeHash computes the position's hash from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for c := BlackPiece; c <= Neutral; c++ {
		for b := p.pieces[c]; b != 0; b &= b - 1 {
			h ^= pieceKeys[c][b.First()]
		}
	}
	h ^= handKeys[Black][p.hand[Black]] ^ handKeys[White][p.hand[White]] ^ pieKeys[p.pie]
	if p.toMove == White {
		h ^= sideKey
	}
	return h
}
