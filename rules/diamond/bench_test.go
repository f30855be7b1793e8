package diamond

import (
	"diamond/rules/rng"
	"testing"
)

// benchPositions returns positions from random games, half in each phase.
func benchPositions() []Position {
	r := rng.New(42)
	var ps []Position
	for len(ps) < 1000 {
		g := NewGame()
		for !g.Outcome().Over() {
			p := g.Position()
			if g.Len()%7 == 3 {
				ps = append(ps, p)
			}
			g.Play(p.RandomAction(r))
		}
	}
	return ps
}

func BenchmarkLegalActions(b *testing.B) {
	ps := benchPositions()
	buf := make([]Action, 0, 128)
	n := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := &ps[i%len(ps)]
		buf = p.LegalActions(buf)
		n += len(buf)
	}
	b.ReportMetric(float64(n)/float64(b.N), "actions/op")
}

// BenchmarkRandomPlayout plays one uniformly random game from the start
// per op, with every rule applied (repetition included).
func BenchmarkRandomPlayout(b *testing.B) {
	r := rng.New(1)
	var pl Playouts
	start := StartPosition()
	plies := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, n := pl.Play(start, nil, r)
		plies += n
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
}

func BenchmarkPlay(b *testing.B) {
	ps := benchPositions()
	r := rng.New(3)
	actions := make([]Action, len(ps))
	for i := range ps {
		actions[i] = ps[i].RandomAction(r)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		p.Play(actions[i%len(ps)])
	}
}
