package review

import (
	"diamond/rules/game"
	"diamond/rules/player"
)

// Budget is the review's default search for a game: a level's search
// with a count of positions, so that a review gives the same answer on
// every machine (docs/review.md says how it was chosen). An unknown game
// gets the strongest level that counts positions.
func Budget(id string) player.Request {
	if r, ok := budgets[id]; ok {
		return r
	}
	return player.Request{Level: 4, Seed: 1}
}

var budgets = map[string]player.Request{
	"diamond":     {Level: 4, Nodes: 100_000, Seed: 1},
	"pivots":      {Level: 4, Nodes: 10_000, Seed: 1},
	"diamondback": {Level: 4, Nodes: 100_000, Seed: 1},
}

// Point is one point of a calibration map: a raw score and what it means.
type Point struct{ Raw, Calibrated float64 }

// maps are the games' calibration maps, fitted by cmd/calibrate on
// self-play at the review's budget (docs/review.md): piecewise linear
// through these points, 0 and 1 fixed. A game without one keeps its raw
// scores. Each was printed by the command in its comment, and checked on
// other games (seeds from 1001) by the same command without -raw.
var maps = map[string][]Point{
	// go run ./cmd/calibrate -game diamond -games 300 -seed 1 -raw
	"diamond": {{0.000, 0.000}, {0.166, 0.021}, {0.257, 0.137}, {0.354, 0.220}, {0.455, 0.368}, {0.529, 0.548}, {0.647, 0.756}, {0.740, 0.831}, {0.833, 0.994}, {1.000, 1.000}},
	// go run ./cmd/calibrate -game pivots -games 160 -seed 1 -raw (its 128
	// finished games: 32 passed 400 moves)
	"pivots": {{0.002, 0.067}, {0.119, 0.141}, {0.209, 0.153}, {0.339, 0.227}, {0.500, 0.520}, {0.661, 0.781}, {0.791, 0.844}, {0.881, 0.892}, {0.997, 0.918}},
	// go run ./cmd/calibrate -game diamondback -games 160 -seed 1 -raw -dump fit.tsv
	"diamondback": {{0.020, 0.019}, {0.145, 0.110}, {0.257, 0.166}, {0.343, 0.269}, {0.466, 0.483}, {0.528, 0.512}, {0.656, 0.736}, {0.742, 0.826}, {0.854, 0.890}, {0.980, 0.981}},
}

// Calibrate maps a raw score of a game's search at the review's budget
// to the expected result it stands for.
func Calibrate(id string, raw float64) float64 {
	return interpolate(maps[id], raw)
}

// interpolate is the piecewise linear map through points (sorted by Raw,
// both coordinates increasing), with (0, 0) and (1, 1) added.
func interpolate(points []Point, x float64) float64 {
	if len(points) == 0 {
		return x
	}
	prev := Point{0, 0}
	for _, p := range append(points, Point{1, 1}) {
		if x <= p.Raw {
			if p.Raw == prev.Raw {
				return p.Calibrated
			}
			return prev.Calibrated + (x-prev.Raw)*(p.Calibrated-prev.Calibrated)/(p.Raw-prev.Raw)
		}
		prev = p
	}
	return 1
}

// Calibrated is eval with its scores mapped by the game's calibration
// map (Calibrate).
func Calibrated(eval Evaluator) Evaluator {
	return func(m game.Match) (player.Analysis, error) {
		an, err := eval(m)
		an.Score = Calibrate(m.Spec().ID(), an.Score)
		return an, err
	}
}
