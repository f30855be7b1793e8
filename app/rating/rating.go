// Package rating is Glicko-2 (Mark Glickman, "Example of the Glicko-2
// system", 2012), as lichess rates puzzles: each attempt at a puzzle is
// a game between the player and the puzzle, a win if the player solves
// it. No well-kept Go library of it is served to this project, and the
// system is a page of arithmetic.
package rating

import "math"

// Rating is a Glicko-2 rating on the Glicko scale: R (1500 for a
// newcomer), its deviation RD (350 for a newcomer: how unsure it is) and
// its volatility.
type Rating struct {
	R, RD, Vol float64
}

// New is a newcomer's rating.
func New() Rating { return Rating{R: 1500, RD: 350, Vol: 0.06} }

// Tau constrains how fast volatility moves; Glickman suggests 0.3 to 1.2.
const Tau = 0.5

// scale turns Glicko's scale into Glicko-2's.
const scale = 173.7178

// Bounds of a rating's deviation: a rating never gets surer than
// minRD (it would stop moving), nor less sure than a newcomer's.
const (
	minRD = 45
	maxRD = 350
)

// Result is one game's: the opponent's rating and the score, 1 a win, 0.5
// a draw, 0 a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// Update is r after the games of one rating period.
func (r Rating) Update(games ...Result) Rating {
	mu, phi := (r.R-1500)/scale, r.RD/scale
	if len(games) == 0 {
		phi = math.Sqrt(phi*phi + r.Vol*r.Vol)
		return Rating{R: r.R, RD: clampRD(phi * scale), Vol: r.Vol}
	}
	var vInv, sum float64
	for _, g := range games {
		muJ, phiJ := (g.Opponent.R-1500)/scale, g.Opponent.RD/scale
		gj := 1 / math.Sqrt(1+3*phiJ*phiJ/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-gj*(mu-muJ)))
		vInv += gj * gj * e * (1 - e)
		sum += gj * (g.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	vol := volatility(delta, phi, v, r.Vol)
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{R: muNew*scale + 1500, RD: clampRD(phiNew * scale), Vol: vol}
}

// volatility is the new volatility, by the Illinois algorithm (step 5 of
// Glickman's example).
func volatility(delta, phi, v, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	const eps = 1e-6
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > eps && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

func clampRD(rd float64) float64 { return max(minRD, min(maxRD, rd)) }

// Expected is the expected score of r against o.
func (r Rating) Expected(o Rating) float64 {
	mu, muJ, phiJ := (r.R-1500)/scale, (o.R-1500)/scale, o.RD/scale
	gj := 1 / math.Sqrt(1+3*phiJ*phiJ/(math.Pi*math.Pi))
	return 1 / (1 + math.Exp(-gj*(mu-muJ)))
}
