package diamondback

// Perft counts the move sequences of length depth from p: the leaves of the
// game tree at that depth, as the rules page counts them
// (docs/games/diamondback.md, Checks and speed): each promotion piece and
// each castle is one move, and a position whose game is over (a corner
// reached, mate, stalemate) has no moves. The fifty-move and repetition
// rules are ignored.
func Perft(p Position, depth int) int64 {
	if depth <= 0 {
		return 1
	}
	return perft(&p, depth, make([]Move, MaxMoves*depth), make([]Position, depth))
}

// perft counts at the leaves' parents (bulk counting), with buf holding
// MaxMoves moves and children one position per remaining ply.
func perft(p *Position, depth int, buf []Move, children []Position) int64 {
	moves := p.LegalMoves(buf[:0:MaxMoves])
	if depth == 1 {
		return int64(len(moves))
	}
	var n int64
	c := &children[0]
	for _, m := range moves {
		*c = *p
		c.Play(m)
		n += perft(c, depth-1, buf[MaxMoves:], children[1:])
	}
	return n
}

// Divide returns Perft of each legal move's result at depth-1: the tool
// for finding where two move generators disagree.
func Divide(p Position, depth int) map[Move]int64 {
	counts := map[Move]int64{}
	for _, m := range p.LegalMoves(nil) {
		counts[m] = Perft(p.After(m), depth-1)
	}
	return counts
}
