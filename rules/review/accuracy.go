package review

import (
	"math"

	"diamond/rules/game"
)

// MoveAccuracy is lichess's accuracy of one move, 0 to 100, from the
// mover's expected score before and after it (0 to 1): 100 for a move that
// loses nothing, 80.8 for a fall of 0.05, 64.6 for 0.10, 41.0 for 0.20,
// 0 from about 0.78 (lila's AccuracyPercent.scala, its +1 "uncertainty
// bonus" included).
func MoveAccuracy(before, after float64) float64 {
	drop := 100 * (before - after)
	if drop <= 0 {
		return 100
	}
	a := 103.1668100711649*math.Exp(-0.04354415386753951*drop) - 3.166924740191411 + 1
	return max(0, min(100, a))
}

// Accuracy is lichess's game accuracy of side, 0 to 100: the mean of the
// weighted mean and the harmonic mean of its moves' accuracies, each move
// weighted by how much the game's expected score swung around it (the
// standard deviation of the first side's score, in points, over a window
// of the game's length / 10 positions, 2 to 8, clamped to 0.5 to 12).
// ok is false when side made no move.
func Accuracy(moves []Move, side game.Side) (accuracy float64, ok bool) {
	weights := volatility(moves)
	var sum, weighted, total, recip float64
	n := 0
	for i, mv := range moves {
		if mv.Side != side {
			continue
		}
		a := MoveAccuracy(mv.Before, mv.After)
		weighted += a * weights[i]
		total += weights[i]
		recip += 1 / a // +Inf for a move of accuracy 0: the harmonic mean is 0
		sum += a
		n++
	}
	if n == 0 {
		return 0, false
	}
	return (weighted/total + float64(n)/recip) / 2, true
}

// volatility is each move's weight in Accuracy, as lila's gameAccuracy
// computes it: the first side's winning percentages, the start's first,
// in sliding windows; the first moves share the first window.
func volatility(moves []Move) []float64 {
	if len(moves) == 0 {
		return nil
	}
	series := make([]float64, 0, len(moves)+1)
	series = append(series, 100*scoreFor(moves[0].Before, moves[0].Side, game.First))
	for _, mv := range moves {
		series = append(series, 100*scoreFor(mv.After, mv.Side, game.First))
	}
	size := min(max(len(moves)/10, 2), 8, len(series))
	weights := make([]float64, 0, len(moves))
	for range size - 2 {
		weights = append(weights, clampedDeviation(series[:size]))
	}
	for i := 0; i+size <= len(series); i++ {
		weights = append(weights, clampedDeviation(series[i:i+size]))
	}
	return weights[:len(moves)]
}

// clampedDeviation is the population standard deviation of xs, clamped
// to 0.5 to 12.
func clampedDeviation(xs []float64) float64 {
	var mean, sq float64
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sq += (x - mean) * (x - mean)
	}
	return max(0.5, min(12, math.Sqrt(sq/float64(len(xs)))))
}
