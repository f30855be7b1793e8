package main

import (
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
)

// messages collects what a job posts.
type messages []map[string]any

func (m *messages) post(out map[string]any) { *m = append(*m, out) }

// TestReview: progress after each position, then the moves as the page
// reads them.
func TestReview(t *testing.T) {
	var got messages
	reviewGame(request{id: 7, record: "ZAaBhDi_b"}, new(atomic.Bool), got.post)
	if len(got) != 9 {
		t.Fatalf("%d messages, want 8 progress and the review: %v", len(got), got)
	}
	for i, m := range got[:8] {
		want := map[string]any{"type": "progress", "id": 7, "done": i + 1, "total": 8}
		if !reflect.DeepEqual(m, want) {
			t.Errorf("message %d: %v, want %v", i+1, m, want)
		}
	}
	last := got[8]
	moves, _ := last["moves"].([]any)
	if last["type"] != "reviewed" || last["id"] != 7 || len(moves) != 7 || last["error"] != nil {
		t.Fatalf("the review: %v", last)
	}
	// White's a4 lets Black complete the square (docs/engine-protocol.md).
	sixth := moves[5].(map[string]any)
	line, _ := sixth["line"].([]any)
	if sixth["n"] != 6 || sixth["side"] != 1 || sixth["move"] != "a4" || sixth["class"] != "blunder" ||
		sixth["after"] != 0.0 || sixth["best"] != "e4" || len(line) == 0 || line[0] != "e4" {
		t.Errorf("move 6: %v", sixth)
	}
	if b, ok := sixth["before"].(float64); !ok || b < 0.4 || b > 0.5 {
		t.Errorf("move 6: before %v, want about 0.456", sixth["before"])
	}

	got = nil
	reviewGame(request{id: 8, game: "chess"}, new(atomic.Bool), got.post)
	if len(got) != 1 || got[0]["type"] != "reviewed" || !strings.Contains(got[0]["error"].(string), `"chess"`) {
		t.Errorf("an unknown game: %v", got)
	}
}

// TestCancelReview: a cancel read during a review stops it at the next
// position, and the page hears that it was canceled.
func TestCancelReview(t *testing.T) {
	var running jobs
	stop := running.start(3, false)
	var got messages
	reviewGame(request{id: 3, game: "diamondback", record: "~b1g8.a5b6.h4g4.b4c5.g6f5"}, stop, func(m map[string]any) {
		got.post(m)
		if m["done"] == 2 {
			running.cancel(4) // another job's: no effect
			running.cancel(3)
		}
	})
	running.end(3)
	want := map[string]any{"type": "reviewed", "id": 3, "canceled": true}
	if len(got) != 3 || !reflect.DeepEqual(got[2], want) {
		t.Errorf("messages %v, want two progress and %v", got, want)
	}
	if len(running.stops) != 0 || running.analysis != nil {
		t.Errorf("jobs left after the end: %v %v", running.stops, running.analysis)
	}
}

// TestAnalyse: one message a round, each with its count of positions,
// the last marked; an error in plain words for a finished game.
func TestAnalyse(t *testing.T) {
	var got messages
	analyse(request{id: 5, record: "ZAaBhD", lines: 2}, []int{100, 1000}, new(atomic.Bool), got.post)
	if len(got) != 2 {
		t.Fatalf("%d messages, want 2 rounds: %v", len(got), got)
	}
	for i, m := range got {
		lines, _ := m["lines"].([]any)
		if m["type"] != "analysis" || m["id"] != 5 || m["round"] != i+1 || m["nodes"] != []int{100, 1000}[i] || m["last"] != (i == 1) || len(lines) != 2 {
			t.Fatalf("round %d: %v", i+1, m)
		}
		// e4 completes Black's square.
		first := lines[0].(map[string]any)
		if first["score"] != 1.0 || !reflect.DeepEqual(first["moves"], []any{"e4"}) {
			t.Errorf("round %d: best line %v, want e4 winning", i+1, first)
		}
	}

	got = nil
	analysisRounds(request{id: 6, record: "ZAaBhDi_b", lines: 3}, new(atomic.Bool), got.post)
	want := map[string]any{"type": "analysis", "id": 6, "error": "the game is over: there is no move to analyse"}
	if len(got) != 1 || !reflect.DeepEqual(got[0], want) {
		t.Errorf("a finished game: %v, want %v", got, want)
	}
}

// TestNewAnalysisStopsTheLast: only one analysis runs; a stopped one
// posts nothing more.
func TestNewAnalysisStopsTheLast(t *testing.T) {
	var running jobs
	first := running.start(1, true)
	review := running.start(2, false)
	second := running.start(3, true)
	if !first.Load() || review.Load() || second.Load() {
		t.Errorf("after a second analysis: first stopped %v, review %v, second %v; want only the first", first.Load(), review.Load(), second.Load())
	}
	var got messages
	analyse(request{id: 1, record: "ZAaBhD", lines: 2}, []int{100, 1000}, first, got.post)
	if len(got) != 0 {
		t.Errorf("a stopped analysis posted %v", got)
	}
	stop := running.start(4, true)
	analyse(request{id: 4, record: "ZAaB", lines: 1}, []int{100, 1000}, stop, func(m map[string]any) {
		got.post(m)
		running.cancel(4)
	})
	if len(got) != 1 || got[0]["round"] != 1 {
		t.Errorf("canceled after its first round: %v", got)
	}
}

// TestRounds: each round searches four times the last, from a quarter
// of the review's budget to 16 times it.
func TestRounds(t *testing.T) {
	if got, want := rounds("diamond"), []int{25_000, 100_000, 400_000, 1_600_000}; !reflect.DeepEqual(got, want) {
		t.Errorf("Diamond's rounds %v, want %v", got, want)
	}
	if got, want := rounds("pivots"), []int{2_500, 10_000, 40_000, 160_000}; !reflect.DeepEqual(got, want) {
		t.Errorf("Pivots' rounds %v, want %v", got, want)
	}
}
