package ai

import (
	"fmt"
	"testing"

	"diamond/rules/pivots"
	"diamond/rules/rng"
	"diamond/rules/search"
)

// benchGame returns a game some way in (turn boundary, not over), where
// the search spends most of its time in real games: 30 seeded random
// drops and their chains.
func benchGame() *pivots.Game { return randomGame(3, 30) }

// BenchmarkRandomPlayouts: the playouts of the plain UCT baseline and
// level 1, uniformly random actions.
func BenchmarkRandomPlayouts(b *testing.B) {
	s := newPivotsState(benchGame().State())
	r := rng.New(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Playout(r)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkMCTS is the plain UCT baseline's tree search, 2,000 playouts
// per op.
func BenchmarkMCTS(b *testing.B) {
	g := benchGame()
	sr := PlainUCT(0)
	sr.Iterations = 2000
	for i := 0; i < b.N; i++ {
		Think(g, Options{Seed: uint64(i), Search: &sr})
	}
	b.ReportMetric(float64(b.N*sr.Iterations)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkAlphaBeta is the levels' alpha-beta search with 50,000
// positions per op (pivot steps in the chains it lists included).
func BenchmarkAlphaBeta(b *testing.B) {
	g := benchGame()
	sr := LevelSearch(4)
	sr.Iterations = 50_000
	nodes := 0
	for i := 0; i < b.N; i++ {
		plans.reset()
		nodes += Think(g, Options{Seed: uint64(i), Search: &sr}).Count
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// turnGames are the positions of BenchmarkTurn: an opening, a middle game
// and a crowded board, each at a turn's start.
func turnGames() []*pivots.Game {
	return []*pivots.Game{randomGame(3, 4), benchGame(), randomGame(8, 120)}
}

// BenchmarkTurn is a whole turn of each level (the drop and its chain,
// the steps answered from the plan), from each of turnGames: ns/op is the
// time the computer takes for a turn. Level 5 is on its clock.
func BenchmarkTurn(b *testing.B) {
	for l := Level(1); l <= MaxLevel; l++ {
		for k, g := range turnGames() {
			b.Run(fmt.Sprintf("level%d/game%d", l, k), func(b *testing.B) {
				actions := 0
				for i := 0; i < b.N; i++ {
					plans.reset()
					h := g.Clone()
					actions += len(playTurn(b, h, Options{Level: l, Seed: uint64(i)}))
				}
				b.ReportMetric(float64(actions)/float64(b.N), "actions/turn")
			})
		}
	}
}

var _ search.State = (*pivotsState)(nil)

// BenchmarkRootTurns lists every turn, with its actions, of a crowded
// position: what a search does before it starts.
func BenchmarkRootTurns(b *testing.B) {
	g := randomGame(8, 120)
	gen := newTurnGen()
	n := 0
	for i := 0; i < b.N; i++ {
		n = len(gen.rootTurns(g.State()))
		gen.steps = 0
	}
	b.ReportMetric(float64(n), "turns")
}
