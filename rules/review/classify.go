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

// Thresholds are the falls in the mover's expected score (0 to 1) at
// which a move stops being best and becomes an inaccuracy, a mistake, a
// blunder.
type Thresholds struct {
	// Best is the fall within which a move other than the search's own
	// loses nothing worth saying.
	Best                         float64
	Inaccuracy, Mistake, Blunder float64
}

// Lichess's thresholds: 10, 20 and 30 points of winning chances on its
// −1 to 1 scale, and a hundredth for a move as good as the search's.
var Lichess = Thresholds{Best: 0.01, Inaccuracy: 0.05, Mistake: 0.10, Blunder: 0.15}

// thresholds are the games' own, where their searches at the review's
// budget need wider ones for a review to give the same classes as a
// longer one (docs/review.md has the data).
var thresholds = map[string]Thresholds{
	"diamond":     {Best: 0.15, Inaccuracy: 0.20, Mistake: 0.30, Blunder: 0.40},
	"diamondback": {Best: 0.05, Inaccuracy: 0.10, Mistake: 0.20, Blunder: 0.30},
}

// ThresholdsOf is a game's thresholds: Lichess's unless it has its own.
func ThresholdsOf(id string) Thresholds {
	if th, ok := thresholds[id]; ok {
		return th
	}
	return Lichess
}

// Classify judges a move: legal is the number of legal moves there were,
// played and best the move played and the search's, before and after the
// mover's expected score with best play and after the move played.
func Classify(legal int, played, best string, before, after float64, th Thresholds) Class {
	// Rounded to a millionth, so that a fall of 0.05 written with three
	// decimals is 0.05 and not 0.04999999.
	drop := math.Round((before-after)*1e6) / 1e6
	switch {
	case legal == 1:
		return Only
	case played == best || drop <= th.Best:
		return Best
	case drop < th.Inaccuracy:
		return Good
	case drop < th.Mistake:
		return Inaccuracy
	case drop < th.Blunder:
		return Mistake
	}
	return Blunder
}
