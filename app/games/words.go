package games

import (
	"strings"

	"diamond/rules/game"
)

// The words a screen reader says of the board, for every game: they are
// read from the geometry's legend and the boards before and after a
// move, so no game needs its own.

// markWords say what a site's marks mean, in the order they are read.
var markWords = []struct {
	mark  game.Mark
	words string
}{
	{game.Selected, "chosen"}, {game.Target, "a target"}, {game.Option, "may be chosen"},
	{game.Last, "last move"}, {game.LastFrom, "last move from here"}, {game.Captured, "captured"},
	{game.Winning, "winning"}, {game.Check, "in check"}, {game.Hint, "hint"}, {game.HintFrom, "hint from here"},
}

// SiteWords names site q, what stands on it and its marks: "d4, black",
// "e5, white knight, chosen", "c3, empty, a target".
func SiteWords(geo *game.Geometry, b game.Board, q int) string {
	w := []string{geo.Sites[q].Name, "empty"}
	if p := b.Pieces[q]; p != 0 {
		w[1] = geo.Legend[p].Name
	}
	for _, m := range markWords {
		if b.Marks != nil && b.Marks[q]&m.mark != 0 {
			w = append(w, m.words)
		}
	}
	return strings.Join(w, ", ")
}

// MoveWords says move ply of m (0 ≤ ply < Len) in plain words, from
// what it changed on the board: "White d3" (a piece put down), "Black:
// knight e4 takes f5", "White: e5 to d5, takes c3", "Black: pass".
func MoveWords(m game.Match, ply int) string {
	geo := m.Spec().Geometry()
	side := m.ToMove(ply)
	mover := m.Spec().SideNames()[side]
	own := func(p game.Piece) bool { return owned(geo, side, p) }
	kinds := 0 // the mover's kinds of piece: with one, a kind says nothing
	for p := range geo.Legend {
		if own(game.Piece(p)) {
			kinds++
		}
	}
	// kind is an own piece's name without its colour: "knight", or "".
	kind := func(p game.Piece) string {
		if kinds < 2 && own(p) {
			return ""
		}
		name := geo.Legend[p].Name
		if i := strings.IndexByte(name, ' '); i >= 0 && strings.EqualFold(name[:i], mover) {
			return name[i+1:]
		}
		if strings.EqualFold(name, mover) {
			return ""
		}
		return name
	}
	site := func(q int) string { return geo.Sites[q].Name }
	mo := MotionOf(m, ply)
	before, after := mo.Before, mo.After
	var parts, taken []string
	placed := -1 // the site of a piece put down
	for _, a := range mo.Arrived {
		q, f, p := a.To, a.From, after[a.To]
		switch {
		case a.Slid():
			w := strings.TrimSpace(kind(before[f]) + " " + site(f))
			if before[q] != 0 {
				w += " takes " + site(q)
			} else {
				w += " to " + site(q)
			}
			if before[f] != p {
				w += ", becomes " + kind(p)
			}
			parts = append(parts, w)
		case before[q] == 0:
			placed = q
			parts = append(parts, strings.TrimSpace(kind(p)+" "+site(q)))
		case !own(before[q]) && !geo.Legend[before[q]].Neutral:
			taken = append(taken, "takes "+site(q))
		default:
			parts = append(parts, site(q)+" becomes "+geo.Legend[p].Name)
		}
	}
	for _, q := range mo.Left {
		if own(before[q]) {
			parts = append(parts, site(q)+" leaves")
		} else if geo.Legend[before[q]].Neutral {
			parts = append(parts, "removes "+geo.Legend[before[q]].Name+" "+site(q))
		} else {
			taken = append(taken, "takes "+site(q))
		}
	}
	parts = append(parts, taken...)
	switch {
	case len(parts) == 0:
		return mover + ": " + m.Moves()[ply]
	case len(parts) == 1 && placed >= 0 && own(after[placed]):
		return mover + " " + site(placed) // the mover's piece put down
	}
	return mover + ": " + strings.Join(parts, ", ")
}
