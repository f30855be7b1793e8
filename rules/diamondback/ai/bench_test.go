package ai

import (
	"fmt"
	"testing"

	db "diamond/rules/diamondback"
	"diamond/rules/rng"
)

// benchGames are an opening position (eight plies from setup b1g8) and a
// middle-game one (thirty plies from a2h7), from seeded random play.
func benchGames() []struct {
	name string
	g    *db.Game
} {
	return []struct {
		name string
		g    *db.Game
	}{
		{"opening", randomGame(0, 8, rng.New(3))},
		{"middlegame", randomGame(3, 30, rng.New(4))},
	}
}

// BenchmarkAlphaBeta is the levels' search, 100,000 positions per op, in
// the opening and the middle game.
func BenchmarkAlphaBeta(b *testing.B) {
	for _, bg := range benchGames() {
		b.Run(bg.name, func(b *testing.B) {
			sr := LevelSearch(4)
			nodes := 0
			for i := 0; i < b.N; i++ {
				nodes += Think(bg.g, Options{Seed: uint64(i), Search: &sr}).Count
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkEvaluate is the evaluation alone, per position.
func BenchmarkEvaluate(b *testing.B) {
	var ps []db.Position
	r := rng.New(6)
	for i := 0; i < 64; i++ {
		ps = append(ps, randomGame(i%db.NumSetups, 4+i, r).Position())
	}
	b.ResetTimer()
	var sum int32
	for i := 0; i < b.N; i++ {
		sum += evaluate(&ps[i&63])
	}
	_ = sum
}

// BenchmarkUCTPlayouts: the plain UCT baseline's random playouts.
func BenchmarkUCTPlayouts(b *testing.B) {
	s := newState(randomGame(0, 8, rng.New(3)))
	r := rng.New(1)
	for i := 0; i < b.N; i++ {
		s.Playout(r)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkLevel is one move of each level in the opening and in the
// middle game: ns/op is the time a move takes. Level 5 is on the clock
// (0.7 s; it stops early when the next depth would not get far).
func BenchmarkLevel(b *testing.B) {
	for l := Level(1); l <= MaxLevel; l++ {
		for _, bg := range benchGames() {
			b.Run(fmt.Sprintf("%d/%s", l, bg.name), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					Think(bg.g, Options{Level: l, Seed: uint64(i)})
				}
				b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/move")
			})
		}
	}
}
