// Package study is what the page shows of a game's review (rules/review):
// the marks of the move list, the evaluation graph, each side's accuracy,
// the way from one mistake to the next and each move's verdict in words.
// It draws nothing and asks no search: the worker reviews, the desk keeps
// the result, and the page draws what this package reports.
package study

import (
	"fmt"
	"math"
	"strings"

	"diamond/rules/game"
	"diamond/rules/review"
)

// Review is a game's review, as far as it goes: the review of its first
// Covers() moves. A game played on after its review keeps the marks of
// the moves reviewed.
type Review struct {
	spec  game.Spec
	moves []review.Move
	plies int // the game's moves
}

// Of is the review moves applied to game m, if they review m's first
// moves: each reviewed move is m's move at its place, played by the same
// side. A review of another game, or of a line that m has taken back,
// does not apply.
func Of(m game.Match, moves []review.Move) (Review, bool) {
	played := m.Moves()
	if len(moves) == 0 || len(moves) > len(played) {
		return Review{}, false
	}
	for i, mv := range moves {
		if mv.N != i+1 || mv.Move != played[i] || mv.Side != m.ToMove(i) {
			return Review{}, false
		}
	}
	return Review{spec: m.Spec(), moves: moves, plies: len(played)}, true
}

// Moves are the moves reviewed, the first first.
func (r Review) Moves() []review.Move { return r.moves }

// Covers is how many of the game's moves the review covers.
func (r Review) Covers() int { return len(r.moves) }

// Complete tells whether the review covers every move of the game.
func (r Review) Complete() bool { return len(r.moves) == r.plies }

// Move is the review of the move that led to ply (from 1).
func (r Review) Move(ply int) (review.Move, bool) {
	if ply < 1 || ply > len(r.moves) {
		return review.Move{}, false
	}
	return r.moves[ply-1], true
}

// Mark is the move list's mark of a class: ?! an inaccuracy, ? a
// mistake, ?? a blunder, "" for the rest.
func Mark(c review.Class) string {
	switch c {
	case review.Inaccuracy:
		return "?!"
	case review.Mistake:
		return "?"
	case review.Blunder:
		return "??"
	}
	return ""
}

// Marks are the marks of the game's moves, one for each move ("" where
// there is none or the review does not reach).
func (r Review) Marks() []string {
	marks := make([]string, r.plies)
	for i, mv := range r.moves {
		marks[i] = Mark(mv.Class)
	}
	return marks
}

// Graph is the first side's expected score at each position the review
// covers, from the start (with best play) to the position after its last
// move: Covers()+1 values from 0 to 1.
func (r Review) Graph() []float64 {
	if len(r.moves) == 0 {
		return nil
	}
	first := func(score float64, side game.Side) float64 {
		if side == 0 {
			return score
		}
		return 1 - score
	}
	g := make([]float64, 0, len(r.moves)+1)
	g = append(g, first(r.moves[0].Before, r.moves[0].Side))
	for _, mv := range r.moves {
		g = append(g, first(mv.After, mv.Side))
	}
	return g
}

// Side sums up one side's play.
type Side struct {
	Accuracy float64 // 0 to 100
	Moved    bool    // the side made a move (else Accuracy means nothing)
	// Inaccuracies, Mistakes and Blunders count the side's moves of
	// each class.
	Inaccuracies, Mistakes, Blunders int
}

// Side sums up side's moves.
func (r Review) Side(side game.Side) Side {
	var s Side
	s.Accuracy, s.Moved = review.Accuracy(r.moves, side)
	for _, mv := range r.moves {
		if mv.Side != side {
			continue
		}
		switch mv.Class {
		case review.Inaccuracy:
			s.Inaccuracies++
		case review.Mistake:
			s.Mistakes++
		case review.Blunder:
			s.Blunders++
		}
	}
	return s
}

// Summary is a side's line of the review, e.g. "Black: accuracy 84%,
// 1 inaccuracy, 2 mistakes, no blunder."
func (r Review) Summary(side game.Side) string {
	s := r.Side(side)
	name := r.spec.SideNames()[side]
	if !s.Moved {
		return name + ": no move reviewed."
	}
	return fmt.Sprintf("%s: accuracy %.0f%%, %s, %s, %s.", name, s.Accuracy,
		count(s.Inaccuracies, "inaccuracy", "inaccuracies"), count(s.Mistakes, "mistake", "mistakes"), count(s.Blunders, "blunder", "blunders"))
}

func count(n int, one, many string) string {
	switch n {
	case 0:
		return "no " + one
	case 1:
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Faulty tells whether a class is worth stopping at: an inaccuracy or
// worse.
func Faulty(c review.Class) bool {
	return c == review.Inaccuracy || c == review.Mistake || c == review.Blunder
}

// NextFault is the first ply after ply whose move is an inaccuracy or
// worse.
func (r Review) NextFault(ply int) (int, bool) {
	for p := max(ply+1, 1); p <= len(r.moves); p++ {
		if Faulty(r.moves[p-1].Class) {
			return p, true
		}
	}
	return 0, false
}

// PrevFault is the last ply before ply whose move is an inaccuracy or
// worse.
func (r Review) PrevFault(ply int) (int, bool) {
	for p := min(ply-1, len(r.moves)); p >= 1; p-- {
		if Faulty(r.moves[p-1].Class) {
			return p, true
		}
	}
	return 0, false
}

// Words are the verdict on the move that led to ply, in a sentence or
// three: "12. White's d5 is a mistake: White's chances fell from 62% to
// 41%. Better was e4, then f5 g6." "" for the start, or a move the review
// does not reach.
func (r Review) Words(ply int) string {
	mv, ok := r.Move(ply)
	if !ok {
		return ""
	}
	name := r.spec.SideNames()[mv.Side]
	head := fmt.Sprintf("Move %d, %s's %s", ply, name, mv.Move)
	switch mv.Class {
	case review.Only:
		return head + ": the only legal move."
	case review.Best:
		if mv.Move == mv.Best {
			return fmt.Sprintf("%s: the best move. %s's chances: %s.", head, name, Percent(mv.After))
		}
		return fmt.Sprintf("%s: as good as the best move. %s's chances: %s.", head, name, Percent(mv.After))
	}
	what := map[review.Class]string{
		review.Good:       "a good move",
		review.Inaccuracy: "an inaccuracy (?!)",
		review.Mistake:    "a mistake (?)",
		review.Blunder:    "a blunder (??)",
	}[mv.Class]
	if what == "" {
		what = string(mv.Class)
	}
	s := fmt.Sprintf("%s: %s. %s's chances went from %s to %s.", head, what, name, Percent(mv.Before), Percent(mv.After))
	if better := r.Better(ply); len(better) > 0 {
		s += " Better was " + better[0]
		if len(better) > 1 {
			s += ", then " + strings.Join(better[1:], " ")
		}
		s += "."
	}
	return s
}

// betterLine is how many moves of the better line Words and Better give.
const betterLine = 4

// Better is the review's move instead of the one that led to ply, and
// the first moves of its line, when it differs from the move played.
func (r Review) Better(ply int) []string {
	mv, ok := r.Move(ply)
	if !ok || mv.Best == "" || mv.Best == mv.Move {
		return nil
	}
	line := []string{mv.Best}
	if len(mv.Line) > 0 && mv.Line[0] == mv.Best {
		line = append(line, mv.Line[1:min(len(mv.Line), betterLine)]...)
	}
	return line
}

// Percent writes an expected score (0 to 1) as a percentage: "62%".
func Percent(score float64) string {
	return fmt.Sprintf("%.0f%%", math.Round(100*score))
}

// At is game m cut back to its first ply moves, without a declared
// result: the position a review or an analysis searches.
func At(m game.Match, ply int) game.Match {
	g := m.Clone()
	for g.Len() > ply || g.Outcome().Declared {
		g.Undo()
	}
	return g
}
