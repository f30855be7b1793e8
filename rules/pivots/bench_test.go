package pivots

import (
	"testing"

	"diamond/rules/rng"
)

// benchStates returns states from random games, about one in six in the
// middle of a pivot chain.
func benchStates() []*State {
	r := rng.New(42)
	var ss []*State
	for len(ss) < 1000 {
		s := NewState(StartPosition())
		for !s.pos.over() {
			if s.Len()%5 == 2 || s.pos.phase == Pivot && s.Len()%2 == 0 {
				ss = append(ss, s.Clone())
			}
			s.Play(s.RandomAction(r))
		}
	}
	return ss
}

func BenchmarkLegalActions(b *testing.B) {
	ss := benchStates()
	buf := make([]Action, 0, MaxActions)
	n := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = ss[i%len(ss)].LegalActions(buf)
		n += len(buf)
	}
	b.ReportMetric(float64(n)/float64(b.N), "actions/op")
}

// BenchmarkRandomPlayout plays one uniformly random game from the start
// per op, with every rule applied (the loop rule included).
func BenchmarkRandomPlayout(b *testing.B) {
	r := rng.New(1)
	var pl Playouts
	actions := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, n := pl.PlayFrom(StartPosition(), r)
		actions += n
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/op")
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkPlayUndo plays and takes back a random legal action.
func BenchmarkPlayUndo(b *testing.B) {
	ss := benchStates()
	r := rng.New(3)
	actions := make([]Action, len(ss))
	for i, s := range ss {
		actions[i] = s.RandomAction(r)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := ss[i%len(ss)]
		s.Play(actions[i%len(ss)])
		s.Undo()
	}
}

// BenchmarkPerft counts the leaves at depth 3 from Neto's example before
// the drop (123,073), through drops and pivot chains.
func BenchmarkPerft(b *testing.B) {
	g, err := ParseCompact("~-c5d6d7e6f6-d1e2f2f3g4-b05-")
	if err != nil {
		b.Fatal(err)
	}
	s := g.State()
	var leaves int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		leaves += Perft(s, 3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}
