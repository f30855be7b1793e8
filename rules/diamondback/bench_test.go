package diamondback

import (
	"testing"

	"diamond/rules/rng"
)

// BenchmarkPerft5 counts perft 5 from the start (6,891,633 leaves) per
// op, with bulk counting at the leaves' parents.
func BenchmarkPerft5(b *testing.B) {
	p, _ := StartPosition(0)
	var nodes int64
	for b.Loop() {
		n := Perft(p, 5)
		if n != 6891633 {
			b.Fatalf("perft 5 = %d", n)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// benchPositions returns positions from random games.
func benchPositions() []Position {
	r := rng.New(42)
	var ps []Position
	for len(ps) < 1000 {
		g, _ := NewGame(r.IntN(NumSetups))
		for !g.Outcome().Over() {
			if g.Len()%7 == 3 {
				ps = append(ps, g.Position())
			}
			moves := g.LegalMoves()
			g.Play(moves[r.IntN(len(moves))])
		}
	}
	return ps
}

func BenchmarkLegalMoves(b *testing.B) {
	ps := benchPositions()
	buf := make([]Move, 0, MaxMoves)
	n, i := 0, 0
	for b.Loop() {
		p := &ps[i%len(ps)]
		buf = p.LegalMoves(buf)
		n += len(buf)
		i++
	}
	b.ReportMetric(float64(n)/float64(i), "moves/op")
}

func BenchmarkPlay(b *testing.B) {
	ps := benchPositions()
	r := rng.New(3)
	moves := make([]Move, len(ps))
	for i := range ps {
		legal := ps[i].LegalMoves(nil)
		moves[i] = legal[r.IntN(len(legal))]
	}
	i := 0
	for b.Loop() {
		p := ps[i%len(ps)]
		p.Play(moves[i%len(ps)])
		i++
	}
}
