package ai

import (
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/rng"
)

// benchGame returns a game some way into the placement phase, where the
// search spends most of its time in real games.
func benchGame() *diamond.Game {
	g := diamond.NewGame()
	r := rng.New(3)
	for g.Len() < 8 {
		p := g.Position()
		g.Play(p.RandomAction(r))
	}
	return g
}

func benchPlayouts(b *testing.B, tactical bool) {
	s := newDiamondState(benchGame(), tactical)
	r := rng.New(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Playout(r)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkRandomPlayouts: the plain UCT baseline's playouts.
func BenchmarkRandomPlayouts(b *testing.B) { benchPlayouts(b, false) }

// BenchmarkTacticalPlayouts: the levels' playouts (complete or block
// squares).
func BenchmarkTacticalPlayouts(b *testing.B) { benchPlayouts(b, true) }

// BenchmarkSearch is the strongest level's whole search with 2,000
// playouts per op: forced-win search, tree and playouts.
func BenchmarkSearch(b *testing.B) {
	g := benchGame()
	sr := LevelSearch(MaxLevel)
	sr.Time, sr.Iterations = 0, 2000
	for i := 0; i < b.N; i++ {
		Think(g, Options{Seed: uint64(i), Search: &sr})
	}
	b.ReportMetric(float64(b.N*sr.Iterations)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkAlphaBeta is the alpha-beta search with 20,000 nodes per op.
func BenchmarkAlphaBeta(b *testing.B) {
	g := benchGame()
	sr := LevelSearch(MaxLevel)
	sr.AlphaBeta, sr.ThreatExtension, sr.CaptureEval = true, true, true
	sr.Time, sr.Iterations, sr.ForcedWin = 0, 20_000, 0
	nodes := 0
	for i := 0; i < b.N; i++ {
		nodes += Think(g, Options{Seed: uint64(i), Search: &sr}).Iterations
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
