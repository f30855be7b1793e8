package main

import (
	"fmt"
	"io"
	"math"
)

// tally counts a match's results from the first player's side.
type tally struct {
	wins, draws, losses int
}

func (t *tally) add(score float64) {
	switch score {
	case 1:
		t.wins++
	case 0:
		t.losses++
	default:
		t.draws++
	}
}

func (t tally) games() int { return t.wins + t.draws + t.losses }

// score is the mean result per game.
func (t tally) score() float64 {
	if t.games() == 0 {
		return 0.5
	}
	return (float64(t.wins) + float64(t.draws)/2) / float64(t.games())
}

// interval is the score's 95% confidence interval: the Wilson score
// interval, which stays honest for a clean sweep (where the normal
// approximation shrinks to nothing). Draws count as half a win.
func (t tally) interval() (lo, hi float64) {
	n := float64(t.games())
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	s := t.score()
	centre := (s + z*z/(2*n)) / (1 + z*z/n)
	half := z * math.Sqrt(s*(1-s)/n+z*z/(4*n*n)) / (1 + z*z/n)
	lo, hi = centre-half, centre+half
	if lo < 1e-9 { // a sweep: rounding must not leave the Elo bound finite
		lo = 0
	}
	if hi > 1-1e-9 {
		hi = 1
	}
	return lo, hi
}

// elo converts a score to an Elo difference (±Inf at 1 and 0).
func elo(score float64) float64 {
	return -400 * math.Log10(1/score-1)
}

func (t tally) short() string {
	return fmt.Sprintf("+%d =%d -%d", t.wins, t.draws, t.losses)
}

func (t tally) report(out io.Writer) {
	s := t.score()
	lo, hi := t.interval()
	fmt.Fprintf(out, "games %d: %d wins, %d draws, %d losses\n", t.games(), t.wins, t.draws, t.losses)
	fmt.Fprintf(out, "score %.3f (95%%: %.3f to %.3f)\n", s, lo, hi)
	fmt.Fprintf(out, "elo %+.0f (95%%: %+.0f to %+.0f)\n", elo(s), elo(lo), elo(hi))
	fmt.Fprintf(out, "RESULT games=%d wins=%d draws=%d losses=%d score=%.3f elo=%.0f\n", t.games(), t.wins, t.draws, t.losses, s, elo(s))
}
