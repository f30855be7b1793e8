package review

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/player"
)

// fake is an evaluator of hand-made scores by position, named by its ply
// and the last move ("0" at the start, "2 a1"): score and best move of
// the side to move. It fails on a position it has no score for, and
// counts its calls by position.
type fake struct {
	score map[string]float64
	best  map[string]string
	calls map[string]int
}

// key names a position for fake.
func key(m game.Match) string {
	if m.Len() == 0 {
		return "0"
	}
	return fmt.Sprintf("%d %s", m.Len(), m.Moves()[m.Len()-1])
}

func (f *fake) eval(m game.Match) (player.Analysis, error) {
	k := key(m)
	if f.calls == nil {
		f.calls = map[string]int{}
	}
	f.calls[k]++
	s, ok := f.score[k]
	if !ok || m.Outcome().Over {
		return player.Analysis{}, fmt.Errorf("%s: no score (over: %v)", k, m.Outcome().Over)
	}
	return player.Analysis{Move: f.best[k], Line: []string{f.best[k]}, Score: s}, nil
}

// load plays moves from a position (or the start when position is "").
func load(t *testing.T, id, position string, moves ...string) game.Match {
	t.Helper()
	spec, err := games.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := spec.New(0)
	if position != "" {
		m, err = spec.ParsePosition(position)
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	return m
}

// row is a reviewed move without its line, for comparing.
type row struct {
	Side          game.Side
	Move          string
	Class         Class
	Before, After float64
	Best          string
}

func rows(t *testing.T, moves []Move) []row {
	t.Helper()
	var rs []row
	for i, mv := range moves {
		if mv.N != i+1 {
			t.Errorf("move %d numbered %d", i+1, mv.N)
		}
		rs = append(rs, row{mv.Side, mv.Move, mv.Class, round(mv.Before), round(mv.After), mv.Best})
	}
	return rs
}

func round(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }

// lichessOnly makes every game use Lichess's thresholds for the test, so
// that the hand-made scores test Review and not the games' thresholds.
func lichessOnly(t *testing.T) {
	saved := thresholds
	thresholds = map[string]Thresholds{}
	t.Cleanup(func() { thresholds = saved })
}

func TestReview(t *testing.T) {
	lichessOnly(t)
	const b, w = game.First, game.Second
	tests := []struct {
		name  string
		game  game.Match
		score map[string]float64 // by position, for the side to move
		best  map[string]string
		want  []row
	}{{
		// Black completes the square d3 d4 e3 e4 with its fourth move:
		// that move's After is the win itself. Before is the score after
		// the best move, searched too when another was played.
		name: "Diamond, a win",
		game: load(t, "diamond", "", "d3", "a1", "d4", "a2", "e3", "a4", "e4"),
		score: map[string]float64{"0": 0.55, "1 d3": 0.45, "2 a1": 0.75, "2 d4": 0.55, "3 d4": 0.27, "3 e3": 0.25,
			"4 a2": 0.80, "4 e3": 0.73, "5 e3": 0.195, "5 e4": 0.2, "6 a4": 0.93, "6 e4": 0.805},
		best: map[string]string{"0": "d3", "1 d3": "d4", "2 a1": "e3", "3 d4": "e3", "4 a2": "e4", "5 e3": "e4", "6 a4": "e4"},
		want: []row{
			{b, "d3", Best, 0.55, 0.55, "d3"},
			{w, "a1", Blunder, 0.45, 0.25, "d4"},   // falls 0.20
			{b, "d4", Good, 0.75, 0.73, "e3"},      // falls 0.02
			{w, "a2", Inaccuracy, 0.27, 0.2, "e3"}, // falls 0.07
			{b, "e3", Best, 0.8, 0.805, "e4"},      // not the search's move, but loses nothing
			{w, "a4", Mistake, 0.195, 0.07, "e4"},  // falls 0.125
			{b, "e4", Best, 1, 1, "e4"},            // wins
		},
	}, {
		// A drop and its two pivot steps, all Black's: the steps' scores
		// are Black's own, not the other side's. The best second step
		// ends the turn: its score is White's.
		name:  "Pivots, a chain",
		game:  load(t, "pivots", "5/3b2/2bb3/4b3/5b3/8/7/wwww2/1w3 b 0 3", "c6", "c5/d7>f5", "f5/e6>f2"),
		score: map[string]float64{"0": 0.6, "1 c6": 0.7, "2 c5/d7>f5": 0.62, "2 c6/d6>f6": 0.3, "3 f5/e6>f2": 0.4},
		best:  map[string]string{"0": "c6", "1 c6": "c6/d6>f6", "2 c5/d7>f5": "f5/e6>f2", "3 f5/e6>f2": "a1"},
		want: []row{
			{b, "c6", Best, 0.7, 0.7, "c6"},
			{b, "c5/d7>f5", Inaccuracy, 0.7, 0.62, "c6/d6>f6"},
			{b, "f5/e6>f2", Best, 0.6, 0.6, "f5/e6>f2"},
		},
	}, {
		// A full board: each side's pass is its only move, and the two
		// passes end the game, Black 31 to White 30.
		name:  "Pivots, only moves and a win",
		game:  load(t, "pivots", "bbbbb/wbwbww/wwwbwbb/bbbbbbww/wwbwwwwbb/wbbbwbbw/wwbwb1w/wbbb1w/wwbww w 1 92", "h6", "h5", "pass", "pass"),
		score: map[string]float64{"0": 0.4, "1 h6": 0.5, "2 h5": 0.3, "3 pass": 0.9},
		best:  map[string]string{"0": "h6", "1 h6": "h5", "2 h5": "pass", "3 pass": "pass"},
		want: []row{
			{w, "h6", Best, 0.5, 0.5, "h6"},
			{b, "h5", Best, 0.7, 0.7, "h5"},
			{w, "pass", Only, 0.1, 0.1, "pass"},
			{b, "pass", Only, 1, 1, "pass"},
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.game.Compact()
			f := &fake{score: tt.score, best: tt.best}
			var progress [][2]int
			got, err := Review(tt.game, f.eval, func(done, total int) bool {
				progress = append(progress, [2]int{done, total})
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			if g := rows(t, got); !reflect.DeepEqual(g, tt.want) {
				t.Errorf("got\n%v\nwant\n%v", g, tt.want)
			}
			if after := tt.game.Compact(); after != before {
				t.Errorf("the game changed: %s, was %s", after, before)
			}
			for k := range tt.score {
				if f.calls[k] != 1 {
					t.Errorf("position %q evaluated %d times, want once", k, f.calls[k])
				}
			}
			n := len(tt.want) + 1
			if len(progress) != n || progress[n-1] != [2]int{n, n} {
				t.Errorf("progress %v, want 1 to %d of %d", progress, n, n)
			}
		})
	}
}

// TestReviewDeclared: a resignation is not a move, and the position
// before it is reviewed as a position still to play.
func TestReviewDeclared(t *testing.T) {
	m := load(t, "diamond", "", "d3", "a1")
	if err := m.Resign(game.Second); err != nil {
		t.Fatal(err)
	}
	f := &fake{score: map[string]float64{"0": 0.5, "1 d3": 0.5, "2 a1": 0.6}, best: map[string]string{"0": "d3", "1 d3": "a1"}}
	got, err := Review(m, f.eval, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || f.calls["2 a1"] != 1 {
		t.Errorf("got %d moves and %d calls after a1, want 2 moves and the last position evaluated", len(got), f.calls["2 a1"])
	}
	if !m.Outcome().Declared {
		t.Error("the resignation was taken back from the game")
	}
}

func TestReviewStops(t *testing.T) {
	m := load(t, "diamond", "", "d3", "a1")
	f := &fake{score: map[string]float64{"0": 0.5}, best: map[string]string{"0": "d3"}}
	if _, err := Review(m, f.eval, nil); err == nil {
		t.Error("an evaluator's error was not returned")
	}
	f.score = map[string]float64{"0": 0.5, "1 d3": 0.5, "2 a1": 0.5}
	f.best = map[string]string{"0": "d3", "1 d3": "a1"}
	_, err := Review(m, f.eval, func(done, total int) bool { return done < 2 })
	if !errors.Is(err, ErrCanceled) || f.calls["2 a1"] != 0 {
		t.Errorf("canceled after 2 positions: %v, %d calls after a1", err, f.calls["2 a1"])
	}
}

func TestClassify(t *testing.T) {
	tests := []struct {
		legal         int
		played, best  string
		before, after float64
		want          Class
	}{
		{1, "pass", "pass", 0.9, 0.1, Only},
		{1, "pass", "x", 0.9, 0.1, Only},
		{20, "a", "a", 0.9, 0.1, Best}, // the search's own move, whatever the scores say
		{20, "a", "b", 0.5, 0.6, Best}, // gains
		{20, "a", "b", 0.5, 0.49, Best},
		{20, "a", "b", 0.5, 0.489, Good},
		{20, "a", "b", 0.5, 0.451, Good},
		{20, "a", "b", 0.5, 0.45, Inaccuracy},
		{20, "a", "b", 0.5, 0.401, Inaccuracy},
		{20, "a", "b", 0.5, 0.4, Mistake},
		{20, "a", "b", 0.5, 0.351, Mistake},
		{20, "a", "b", 0.5, 0.35, Blunder},
		{20, "a", "b", 1, 0, Blunder},
	}
	for _, tt := range tests {
		if got := Classify(tt.legal, tt.played, tt.best, tt.before, tt.after, Lichess); got != tt.want {
			t.Errorf("Classify(%d, %s, %s, %v, %v) = %s, want %s", tt.legal, tt.played, tt.best, tt.before, tt.after, got, tt.want)
		}
	}
}
