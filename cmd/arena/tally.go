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

// margin is the half-width of the score's 95% confidence interval (normal
// approximation with the games' own variance).
func (t tally) margin() float64 {
	n := float64(t.games())
	if n < 2 {
		return 0.5
	}
	s := t.score()
	variance := (float64(t.wins)*(1-s)*(1-s) + float64(t.draws)*(0.5-s)*(0.5-s) + float64(t.losses)*s*s) / (n - 1)
	return 1.96 * math.Sqrt(variance/n)
}

// elo converts a score to an Elo difference (±Inf at 1 and 0).
func elo(score float64) float64 {
	return -400 * math.Log10(1/score-1)
}

func (t tally) short() string {
	return fmt.Sprintf("+%d =%d -%d", t.wins, t.draws, t.losses)
}

func (t tally) report(out io.Writer) {
	s, m := t.score(), t.margin()
	lo, hi := max(0, s-m), min(1, s+m)
	fmt.Fprintf(out, "games %d: %d wins, %d draws, %d losses\n", t.games(), t.wins, t.draws, t.losses)
	fmt.Fprintf(out, "score %.3f ± %.3f (95%%: %.3f to %.3f)\n", s, m, lo, hi)
	fmt.Fprintf(out, "elo %+.0f (95%%: %+.0f to %+.0f)\n", elo(s), elo(lo), elo(hi))
	fmt.Fprintf(out, "RESULT games=%d wins=%d draws=%d losses=%d score=%.3f elo=%.0f\n", t.games(), t.wins, t.draws, t.losses, s, elo(s))
}
