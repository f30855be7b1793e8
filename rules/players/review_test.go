package players

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"diamond/rules/game"
	"diamond/rules/review"
)

// TestReviewCompact: the worker's review of a short game of each kind,
// at the review's budget, gives the classes and scores of cmd/engine's
// review of the same games (docs/engine-protocol.md): "" is Diamond, and
// each game is searched at its own budget.
func TestReviewCompact(t *testing.T) {
	for _, c := range []struct {
		game, compact string
		want          []string // N CLASS BEFORE AFTER
	}{
		{"", "ZAaBhDi_b", []string{"1 best 0.462 0.462", "2 best 0.490 0.442", "3 best 0.535 0.535",
			"4 best 0.450 0.415", "5 best 0.571 0.523", "6 blunder 0.450 0.000", "7 best 1.000 1.000"}},
		{"pivots", "~-c5d6d7e6f6-d1e2f2f3g4-b03-c6c5d7f5f5e6f2", []string{"1 best 0.892 0.892",
			"2 best 0.892 0.892", "3 mistake 0.892 0.773"}},
		{"diamondback", "~b1g8.a5b6.h4g4.b4c5.g6f5", []string{"1 best 0.506 0.506", "2 best 0.496 0.494",
			"3 good 0.502 0.429", "4 best 0.530 0.492"}},
	} {
		var calls []int
		moves, err := ReviewCompact(c.game, c.compact, func(done, total int) bool {
			if total != len(c.want)+1 {
				t.Errorf("%s: progress total %d, want %d positions", c.compact, total, len(c.want)+1)
			}
			calls = append(calls, done)
			return true
		})
		if err != nil {
			t.Fatalf("%s: %v", c.compact, err)
		}
		var got []string
		for _, mv := range moves {
			got = append(got, fmt.Sprintf("%d %s %.3f %.3f", mv.N, mv.Class, mv.Before, mv.After))
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s: reviewed\n%s\nwant\n%s", c.compact, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
		if len(calls) != len(c.want)+1 || calls[len(calls)-1] != len(c.want)+1 {
			t.Errorf("%s: progress reported %v", c.compact, calls)
		}
	}
}

func TestReviewCompactStops(t *testing.T) {
	calls := 0
	_, err := ReviewCompact("diamondback", "~b1g8.a5b6.h4g4.b4c5.g6f5", func(done, total int) bool {
		calls++
		return done < 2
	})
	if !errors.Is(err, review.ErrCanceled) || calls != 2 {
		t.Errorf("canceled at the second position: %v after %d calls, want review.ErrCanceled after 2", err, calls)
	}
	if _, err := ReviewCompact("pivots", "~zz", nil); err == nil {
		t.Error("a bad record was reviewed")
	}
}

// TestAnalyseCompact: at the review's budget the worker's analysis is
// cmd/engine's analyse (docs/engine-protocol.md); with fewer positions a
// move that wins at once still comes first.
func TestAnalyseCompact(t *testing.T) {
	want := []string{"1.000 e4", "0.571 c4 e4 d2 c5 e2 b5", "0.571 d2 e4 e2 c2 c4 b2"}
	done := 0
	cands, err := AnalyseCompact("", "ZAaBhD", 3, review.Budget("diamond").Nodes, func(d, total int) bool {
		if d != done+1 || total != 56 {
			t.Errorf("each(%d, %d) after %d moves of 56", d, total, done)
		}
		done = d
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cands {
		got = append(got, fmt.Sprintf("%.3f %s", c.Score, strings.Join(c.Line, " ")))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || done != 56 {
		t.Errorf("analysed\n%s\nwant\n%s (after %d moves scored)", strings.Join(got, "\n"), strings.Join(want, "\n"), done)
	}

	cands, err = AnalyseCompact("pivots", "~-c5d6d7e6f6-d1e2f2f3g4-b03-", 2, 500, nil)
	if err != nil || len(cands) != 2 || cands[0].Score < cands[1].Score {
		t.Errorf("Pivots at 500 positions: %v %v, want 2 moves, best first", cands, err)
	}

	calls := 0
	if _, err := AnalyseCompact("diamondback", "~b1g8", 3, 1000, func(int, int) bool { calls++; return false }); !errors.Is(err, review.ErrCanceled) || calls != 1 {
		t.Errorf("canceled at once: %v after %d calls", err, calls)
	}
	if _, err := AnalyseCompact("", "ZAaBhDi_b", 3, 1000, nil); !errors.Is(err, game.ErrGameOver) {
		t.Errorf("a finished game analysed: %v", err)
	}
}
