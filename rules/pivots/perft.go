package pivots

// Perft counts the sequences of depth atomic actions from s: the leaves
// of the game tree at that depth, a finished game having no children. s
// is restored before it returns.
func Perft(s *State, depth int) int64 {
	if depth == 0 {
		return 1
	}
	buf := make([]Action, 0, 4096)
	return perft(s, depth, buf)
}

func perft(s *State, depth int, buf []Action) int64 {
	actions := s.LegalActions(buf)
	if depth == 1 {
		return int64(len(actions))
	}
	// The children reuse the rest of the buffer.
	rest := actions[len(actions):]
	var n int64
	for _, a := range actions {
		s.Play(a)
		n += perft(s, depth-1, rest)
		s.Undo()
	}
	return n
}

// Divide returns Perft of each legal action's result at depth-1: the tool
// for finding where two move generators disagree.
func Divide(s *State, depth int) map[Action]int64 {
	counts := map[Action]int64{}
	for _, a := range s.LegalActions(nil) {
		s.Play(a)
		counts[a] = Perft(s, depth-1)
		s.Undo()
	}
	return counts
}
