package rating

import (
	"math"
	"testing"
)

// Glickman's worked example: a player rated 1500 (RD 200, volatility
// 0.06) beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD
// 300), with tau 0.5: 1464.06, RD 151.52, volatility 0.05999.
func TestGlickmansExample(t *testing.T) {
	r := Rating{R: 1500, RD: 200, Vol: 0.06}.Update(
		Result{Rating{1400, 30, 0.06}, 1},
		Result{Rating{1550, 100, 0.06}, 0},
		Result{Rating{1700, 300, 0.06}, 0},
	)
	if math.Abs(r.R-1464.06) > 0.01 || math.Abs(r.RD-151.52) > 0.01 || math.Abs(r.Vol-0.05999) > 0.00001 {
		t.Errorf("got %.2f, RD %.2f, volatility %.5f; want 1464.06, 151.52, 0.05999", r.R, r.RD, r.Vol)
	}
}

// A win raises a rating and a loss lowers it, the more the surer the
// opponent and the less sure the player; a rating period without games
// makes the rating less sure, and never beyond a newcomer's.
func TestDirections(t *testing.T) {
	p, puzzle := New(), Rating{R: 1500, RD: 80, Vol: 0.06}
	won, lost := p.Update(Result{puzzle, 1}), p.Update(Result{puzzle, 0})
	if won.R <= p.R || lost.R >= p.R || won.RD >= p.RD {
		t.Errorf("a win gives %+v, a loss %+v, from %+v", won, lost, p)
	}
	if d := (won.R - p.R) + (lost.R - p.R); math.Abs(d) > 1e-6 {
		t.Errorf("a win and a loss against an even opponent are not symmetric: %+v %+v", won, lost)
	}
	sure := Rating{R: 1500, RD: 60, Vol: 0.06}
	if w := sure.Update(Result{puzzle, 1}); w.R-sure.R >= won.R-p.R {
		t.Errorf("a sure rating moves as much as a newcomer's: %.1f against %.1f", w.R-sure.R, won.R-p.R)
	}
	idle := sure.Update()
	if idle.R != sure.R || idle.RD <= sure.RD {
		t.Errorf("a period without games: %+v from %+v", idle, sure)
	}
	if n := New().Update(); n.RD > 350 {
		t.Errorf("a newcomer's deviation grows past 350: %v", n.RD)
	}
	if e := New().Expected(Rating{R: 1900, RD: 50, Vol: 0.06}); e >= 0.5 || e <= 0 {
		t.Errorf("expected score against a stronger opponent: %v", e)
	}
}
