package review

import "math"

// Class judges a move by the fall in the mover's expected score.
type Class string

// The classes, from the best move to the worst.
const (
	Only       Class = "only" // the one legal move
	Best       Class = "best"
	Good       Class = "good"
	Inaccuracy Class = "inaccuracy"
	Mistake    Class = "mistake"
	Blunder    Class = "blunder"
)

// The thresholds on the fall in the mover's expected score (0 to 1):
// lichess's 10, 20 and 30 points of winning chances on its −1 to 1 scale,
// which docs/review.md checks against this project's searches.
const (
	// Tolerance is the fall within which a move other than the search's own
	// loses nothing worth saying: the difference between two searches of
	// the same position at the review's depth is mostly below it.
	Tolerance      = 0.01
	InaccuracyDrop = 0.05
	MistakeDrop    = 0.10
	BlunderDrop    = 0.15
)

// Classify judges a move: legal is the number of legal moves there were,
// played and best the move played and the search's, before and after the
// mover's expected score before the move (with best play) and after it.
func Classify(legal int, played, best string, before, after float64) Class {
	// Rounded to a millionth, so that a fall of 0.05 written with three
	// decimals is 0.05 and not 0.04999999.
	drop := math.Round((before-after)*1e6) / 1e6
	switch {
	case legal == 1:
		return Only
	case played == best || drop <= Tolerance:
		return Best
	case drop < InaccuracyDrop:
		return Good
	case drop < MistakeDrop:
		return Inaccuracy
	case drop < BlunderDrop:
		return Mistake
	}
	return Blunder
}
