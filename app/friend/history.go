package friend

import "diamond/rules/game"

// commonPlies returns how many first moves a and b share, and whether
// they start from the same position at all.
func commonPlies(a, b game.Match) (n int, sameStart bool) {
	if start(a) != start(b) {
		return 0, false
	}
	am, bm := a.Moves(), b.Moves()
	for n < len(am) && n < len(bm) && am[n] == bm[n] {
		n++
	}
	return n, true
}

// start is m's game before its first move, in its compact form.
func start(m game.Match) string {
	m = m.Clone()
	for m.Undo() {
	}
	return m.Compact()
}

// mover is the seat that played move ply of m.
func mover(m game.Match, ply int) game.Seat {
	if m.SideOf(0, ply) == m.ToMove(ply) {
		return 0
	}
	return 1
}

// firstMoveNotBy returns the first move of m from ply from on that seat
// did not play, or -1.
func firstMoveNotBy(m game.Match, from int, seat game.Seat) int {
	for ply := from; ply < m.Len(); ply++ {
		if mover(m, ply) != seat {
			return ply
		}
	}
	return -1
}

// declaredBy reports whether m's end, if declared, is seat's to declare:
// its resignation, or its acceptance of a draw offered to it.
func declaredBy(m game.Match, seat game.Seat, offered bool) bool {
	o := m.Outcome()
	switch {
	case !o.Declared:
		return true
	case o.Reason == game.Agreement:
		return offered
	}
	return o.Winner.Other() == m.SideOf(seat, m.Len())
}

// moveText names move ply of m with its side: "White's d4".
func moveText(m game.Match, ply int) string {
	return m.Spec().SideNames()[m.ToMove(ply)] + "'s " + m.Moves()[ply]
}
