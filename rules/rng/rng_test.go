package rng

import (
	"math"
	"testing"
)

func TestDeterministic(t *testing.T) {
	a, b := New(42), New(42)
	for i := 0; i < 100; i++ {
		if a.Uint64() != b.Uint64() {
			t.Fatal("same seed, different streams")
		}
	}
	if New(1).Uint64() == New(2).Uint64() {
		t.Error("different seeds, same first number")
	}
}

// IntN's counts over many draws stay within a chi-square bound.
func TestIntNUniform(t *testing.T) {
	r := New(7)
	for _, n := range []int{1, 2, 5, 37, 62} {
		counts := make([]int, n)
		draws := 20000 * n
		for i := 0; i < draws; i++ {
			k := r.IntN(n)
			if k < 0 || k >= n {
				t.Fatalf("IntN(%d) = %d", n, k)
			}
			counts[k]++
		}
		chi := 0.0
		for _, c := range counts {
			d := float64(c) - 20000
			chi += d * d / 20000
		}
		// mean n-1, sd sqrt(2(n-1)): 6 sd is far out for a fixed seed.
		if limit := float64(n-1) + 6*math.Sqrt(2*float64(n-1)); n > 1 && chi > limit {
			t.Errorf("IntN(%d): chi-square %.1f above %.1f", n, chi, limit)
		}
	}
	for i := 0; i < 1000; i++ {
		if f := r.Float64(); f < 0 || f >= 1 {
			t.Fatalf("Float64 = %v", f)
		}
	}
}
