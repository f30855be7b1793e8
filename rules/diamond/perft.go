package diamond

// Perft counts the action sequences of length depth from p: the leaves of
// the game tree at that depth (a won position has no children). It applies
// the position's own rules only, not repetition, and counts swap as an
// action.
func Perft(p Position, depth int) int64 {
	if depth == 0 {
		return 1
	}
	var buf [128]Action
	actions := p.LegalActions(buf[:0])
	if depth == 1 {
		return int64(len(actions))
	}
	var n int64
	for _, a := range actions {
		n += Perft(p.Apply(a), depth-1)
	}
	return n
}

// Divide returns Perft of each legal action's result at depth-1: the tool
// for finding where two move generators disagree.
func Divide(p Position, depth int) map[Action]int64 {
	counts := map[Action]int64{}
	for _, a := range p.LegalActions(nil) {
		counts[a] = Perft(p.Apply(a), depth-1)
	}
	return counts
}
