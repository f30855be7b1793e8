package review

import (
	"math"
	"testing"
)

func TestInterpolate(t *testing.T) {
	points := []Point{{0.2, 0.1}, {0.5, 0.6}}
	tests := []struct{ x, want float64 }{
		{0, 0}, {0.1, 0.05}, {0.2, 0.1}, {0.35, 0.35}, {0.5, 0.6}, {0.75, 0.8}, {1, 1},
	}
	for _, tt := range tests {
		if got := interpolate(points, tt.x); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("interpolate(%v) = %v, want %v", tt.x, got, tt.want)
		}
	}
	if got := interpolate(nil, 0.37); got != 0.37 {
		t.Errorf("no map changed 0.37 to %v", got)
	}
}

// TestMaps: every game's map is increasing and keeps a proven result.
func TestMaps(t *testing.T) {
	for id := range maps {
		if Calibrate(id, 0) != 0 || Calibrate(id, 1) != 1 {
			t.Errorf("%s: 0 and 1 map to %v and %v", id, Calibrate(id, 0), Calibrate(id, 1))
		}
		last := -1.0
		for x := 0.0; x <= 1; x += 0.001 {
			y := Calibrate(id, x)
			if y < last || y < 0 || y > 1 {
				t.Fatalf("%s: %v maps to %v, after %v", id, x, y, last)
			}
			last = y
		}
	}
	if Calibrate("none", 0.42) != 0.42 {
		t.Error("a game without a map had its scores changed")
	}
}

func TestThresholdsOf(t *testing.T) {
	if ThresholdsOf("pivots") != Lichess || ThresholdsOf("none") != Lichess {
		t.Error("Pivots and unknown games should use Lichess's thresholds")
	}
	for id, th := range thresholds {
		if !(0 <= th.Best && th.Best < th.Inaccuracy && th.Inaccuracy < th.Mistake && th.Mistake < th.Blunder) {
			t.Errorf("%s: thresholds %+v out of order", id, th)
		}
	}
}
