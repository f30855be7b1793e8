package review

import (
	"math"
	"testing"

	"diamond/rules/game"
)

func TestMoveAccuracy(t *testing.T) {
	tests := []struct{ before, after, want float64 }{
		{0.5, 0.5, 100},
		{0.5, 0.7, 100}, // a gain is no loss
		{0.5, 0.45, 80.8},
		{0.5, 0.4, 64.6},
		{0.6, 0.4, 41.0},
		{1, 0, 0}, // clamped at 0
	}
	for _, tt := range tests {
		if got := MoveAccuracy(tt.before, tt.after); math.Abs(got-tt.want) > 0.1 {
			t.Errorf("MoveAccuracy(%v, %v) = %.2f, want %.1f", tt.before, tt.after, got, tt.want)
		}
	}
}

func TestAccuracy(t *testing.T) {
	const b, w = game.First, game.Second
	// White plays perfectly; Black throws the game away at its second move.
	moves := []Move{
		{Side: b, Before: 0.5, After: 0.5},
		{Side: w, Before: 0.5, After: 0.5},
		{Side: b, Before: 1, After: 0}, // accuracy 0
		{Side: w, Before: 1, After: 1},
	}
	if a, ok := Accuracy(moves, w); !ok || a != 100 {
		t.Errorf("White's accuracy %v %v, want 100", a, ok)
	}
	// Black: accuracies 100 and 0, so a harmonic mean of 0; the weighted
	// mean weighs the blunder's window (where the score swung) more.
	a, ok := Accuracy(moves, b)
	weights := volatility(moves)
	want := 100 * weights[0] / (weights[0] + weights[2]) / 2
	if !ok || math.Abs(a-want) > 1e-9 || a >= 25 {
		t.Errorf("Black's accuracy %v %v, want %v, under 25", a, ok, want)
	}
	if _, ok := Accuracy(moves[:1], w); ok {
		t.Error("an accuracy for a side that did not move")
	}
}

func TestVolatility(t *testing.T) {
	// Black's series (percent): 50, 50, 50, 100, 100; windows of 2.
	moves := []Move{
		{Side: game.First, Before: 0.5, After: 0.5},
		{Side: game.Second, Before: 0.5, After: 0.5},
		{Side: game.First, Before: 0.5, After: 1},
		{Side: game.Second, Before: 0, After: 0},
	}
	want := []float64{0.5, 0.5, 12, 0.5} // deviations 0, 0, 25 (clamped to 12), 0
	got := volatility(moves)
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("volatility %v, want %v", got, want)
		}
	}
}
