package review

import (
	"errors"
	"slices"
	"testing"

	"diamond/rules/game"
	"diamond/rules/player"
)

// byLastMove is an evaluator whose score for the side to move depends on
// the last move only: score[move], else 0.6; its line is "x".
func byLastMove(score map[string]float64) Evaluator {
	return func(m game.Match) (player.Analysis, error) {
		s, ok := score[m.Moves()[m.Len()-1]]
		if !ok {
			s = 0.6
		}
		return player.Analysis{Move: "x", Line: []string{"x"}, Score: s}, nil
	}
}

func TestAnalyse(t *testing.T) {
	// Black to move; e4 completes the square: its score is the win, not a
	// search. The other scores are White's, turned into Black's.
	m := load(t, "diamond", "", "d3", "a1", "d4", "a2", "e3", "a4")
	before := m.Compact()
	legal := m.Legal()
	cands, err := Analyse(m, byLastMove(map[string]float64{"b4": 0.3, "e4": 0.9}), 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	firstOther := legal[0] // the first move scored 0.4, in Legal's order
	if firstOther == "b4" || firstOther == "e4" {
		t.Fatalf("the test wants a first legal move other than b4 and e4: %v", legal)
	}
	want := []Candidate{{1, []string{"e4"}}, {0.7, []string{"b4", "x"}}, {0.4, []string{firstOther, "x"}}}
	if len(cands) != 3 {
		t.Fatalf("Analyse: %v, want %v", cands, want)
	}
	for i := range want {
		if round(cands[i].Score) != want[i].Score || !slices.Equal(cands[i].Line, want[i].Line) {
			t.Errorf("candidate %d: %v, want %v", i+1, cands[i], want[i])
		}
	}
	if m.Compact() != before {
		t.Errorf("Analyse changed the game: %s, was %s", m.Compact(), before)
	}
	if all, _ := Analyse(m, byLastMove(nil), 0, nil); len(all) != len(legal) {
		t.Errorf("n = 0 gave %d moves of %d", len(all), len(legal))
	}

	// A pivot step after which the same side moves again keeps its score.
	p := load(t, "pivots", "5/3b2/2bb3/4b3/5b3/8/7/wwww2/1w3 b 0 3", "c6")
	cands, err = Analyse(p, byLastMove(map[string]float64{"c5/d7>f5": 0.9}), 1, nil)
	if err != nil || len(cands) != 1 || cands[0].Line[0] != "c5/d7>f5" || round(cands[0].Score) != 0.9 {
		t.Errorf("Pivots: %v %v, want c5/d7>f5 at 0.9 for Black, who moves again", cands, err)
	}

	calls := 0
	if _, err := Analyse(m, byLastMove(nil), 3, func(done, total int) bool {
		calls++
		return done < 5 && total == len(legal)
	}); !errors.Is(err, ErrCanceled) || calls != 5 {
		t.Errorf("canceled after 5 moves: %v after %d calls", err, calls)
	}
	_ = m.Play("e4")
	if _, err := Analyse(m, byLastMove(nil), 3, nil); !errors.Is(err, game.ErrGameOver) {
		t.Errorf("a finished game: %v", err)
	}
}
