package ai

import (
	"fmt"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/rng"
	"diamond/rules/search"
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

// BenchmarkMCTS is the Monte Carlo tree search with tactical playouts
// and the solver (the first search, now for experiments), 2,000 playouts
// per op.
func BenchmarkMCTS(b *testing.B) {
	g := benchGame()
	sr := LevelSearch(MaxLevel)
	sr.AlphaBeta, sr.ForcedWin = false, 0
	sr.Time, sr.Iterations = 0, 2000
	for i := 0; i < b.N; i++ {
		Think(g, Options{Seed: uint64(i), Search: &sr})
	}
	b.ReportMetric(float64(b.N*sr.Iterations)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkAlphaBeta is the levels' alpha-beta search with 20,000 nodes
// per op.
func BenchmarkAlphaBeta(b *testing.B) {
	g := benchGame()
	sr := LevelSearch(MaxLevel)
	sr.Time, sr.Iterations, sr.ForcedWin = 0, 20_000, 0 // alpha-beta alone
	nodes := 0
	for i := 0; i < b.N; i++ {
		nodes += Think(g, Options{Seed: uint64(i), Search: &sr}).Iterations
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkLevel is one move of each level with a fixed budget (the
// strongest level is on the clock), from a placement-phase position and
// from a movement-phase one: ns/op is the time a move takes.
func BenchmarkLevel(b *testing.B) {
	for l := Level(1); l < MaxLevel; l++ {
		for _, phase := range []struct {
			name string
			g    *diamond.Game
		}{{"placement", benchGame()}, {"movement", benchMovementGame()}} {
			b.Run(fmt.Sprintf("%d/%s", l, phase.name), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					Think(phase.g, Options{Level: l, Seed: uint64(i)})
				}
			})
		}
	}
}

// benchMovementGame returns a game a few actions into the movement phase,
// in a position without a forced win (which would end the search early).
func benchMovementGame() *diamond.Game {
	for seed := uint64(1); ; seed++ {
		g := diamond.NewGame()
		r := rng.New(seed)
		for !g.Outcome().Over() && g.Len() < 2*diamond.PiecesPerSide+4 {
			p := g.Position()
			g.Play(p.RandomAction(r))
		}
		if g.Outcome().Over() {
			continue
		}
		if _, _, won := search.NewProver(newDiamondState(g, false), 1_000_000).WinIn(3); !won {
			return g
		}
	}
}
