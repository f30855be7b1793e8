package main

import (
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"diamond/rules/protocol"
	"diamond/rules/puzzle/check"
	"diamond/rules/puzzle/puzzletest"
)

// messages collects what a job posts, each read back as the page reads
// it (rules/protocol), so that the wire is tested too.
type messages []protocol.Answer

func (m *messages) post(out protocol.Answer) {
	back, err := protocol.RoundTripAnswer(out)
	if err != nil {
		panic(err)
	}
	*m = append(*m, back)
}

// TestReview: progress after each position, then the moves as the page
// reads them.
func TestReview(t *testing.T) {
	var got messages
	reviewGame(protocol.Review{ID: 7, Record: "ZAaBhDi_b"}, new(atomic.Bool), got.post)
	if len(got) != 9 {
		t.Fatalf("%d messages, want 8 progress and the review: %v", len(got), got)
	}
	for i, m := range got[:8] {
		want := protocol.Progress{ID: 7, Done: i + 1, Total: 8}
		if m != want {
			t.Errorf("message %d: %v, want %v", i+1, m, want)
		}
	}
	last, ok := got[8].(protocol.Reviewed)
	if !ok || last.ID != 7 || len(last.Moves) != 7 || last.Err != "" {
		t.Fatalf("the review: %#v", got[8])
	}
	// White's a4 lets Black complete the square (docs/engine-protocol.md).
	sixth := last.Moves[5]
	if sixth.N != 6 || sixth.Side != 1 || sixth.Move != "a4" || sixth.Class != "blunder" ||
		sixth.After != 0.0 || sixth.Best != "e4" || len(sixth.Line) == 0 || sixth.Line[0] != "e4" {
		t.Errorf("move 6: %+v", sixth)
	}
	if b := sixth.Before; b < 0.4 || b > 0.5 {
		t.Errorf("move 6: before %v, want about 0.456", b)
	}

	got = nil
	reviewGame(protocol.Review{ID: 8, Game: "chess"}, new(atomic.Bool), got.post)
	if r, ok := got[0].(protocol.Reviewed); len(got) != 1 || !ok || !strings.Contains(r.Err, `"chess"`) {
		t.Errorf("an unknown game: %v", got)
	}
}

// TestCancelReview: a cancel read during a review stops it at the next
// position, and the page hears that it was canceled.
func TestCancelReview(t *testing.T) {
	var running jobs
	stop := running.start(3, false)
	var got messages
	reviewGame(protocol.Review{ID: 3, Game: "diamondback", Record: "~b1g8.a5b6.h4g4.b4c5.g6f5"}, stop, func(m protocol.Answer) {
		got.post(m)
		if p, ok := m.(protocol.Progress); ok && p.Done == 2 {
			running.cancel(4) // another job's: no effect
			running.cancel(3)
		}
	})
	running.end(3)
	want := protocol.Reviewed{ID: 3, Canceled: true}
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
	analyse(protocol.Analyse{ID: 5, Record: "ZAaBhD", Lines: 2}, []int{100, 1000}, new(atomic.Bool), got.post)
	if len(got) != 2 {
		t.Fatalf("%d messages, want 2 rounds: %v", len(got), got)
	}
	for i, msg := range got {
		m, ok := msg.(protocol.Analysis)
		if !ok || m.ID != 5 || m.Round != i+1 || m.Nodes != []int{100, 1000}[i] || m.Last != (i == 1) || len(m.Lines) != 2 {
			t.Fatalf("round %d: %#v", i+1, msg)
		}
		// e4 completes Black's square.
		if first := m.Lines[0]; first.Score != 1.0 || !reflect.DeepEqual(first.Moves, []string{"e4"}) {
			t.Errorf("round %d: best line %v, want e4 winning", i+1, first)
		}
	}

	got = nil
	analysisRounds(protocol.Analyse{ID: 6, Record: "ZAaBhDi_b", Lines: 3}, new(atomic.Bool), got.post)
	want := protocol.Analysis{ID: 6, Err: "the game is over: there is no move to analyse"}
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
	analyse(protocol.Analyse{ID: 1, Record: "ZAaBhD", Lines: 2}, []int{100, 1000}, first, got.post)
	if len(got) != 0 {
		t.Errorf("a stopped analysis posted %v", got)
	}
	stop := running.start(4, true)
	analyse(protocol.Analyse{ID: 4, Record: "ZAaB", Lines: 1}, []int{100, 1000}, stop, func(m protocol.Answer) {
		got.post(m)
		running.cancel(4)
	})
	if len(got) != 1 || got[0].(protocol.Analysis).Round != 1 {
		t.Errorf("canceled after its first round: %v", got)
	}
}

// TestThink: the computer's move comes back with the question's token and
// purpose; a finished game's question is answered with an error.
func TestThink(t *testing.T) {
	r := think(protocol.Think{ID: 9, Record: "ZAaBhD", Level: 1, Seed: 1, Hint: true})
	if r.ID != 9 || !r.Hint || r.Draw || r.Err != "" || r.Action == "" || len(r.Line) == 0 || r.Line[0] != r.Action {
		t.Errorf("a hint: %+v", r)
	}
	if r := think(protocol.Think{ID: 10, Record: "ZAaBhDi_b", Level: 1, Draw: true}); r.ID != 10 || !r.Draw || r.Err == "" {
		t.Errorf("a finished game: %+v", r)
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

// puzzleQuestion is the page's question after the wrong drop a1 in
// pivots-3-170 (its chain's first steps in the rules' order), read as the
// worker reads it: the defender's reply, a million whole turns to search.
func puzzleQuestion(t *testing.T) protocol.PuzzleQuestion {
	t.Helper()
	m, me, p := puzzletest.AfterA1(t, "../../web/puzzles/pivots.json")
	q := protocol.PuzzleQuestion{ID: 12, Game: "pivots", Record: m.Compact(), Side: int(me), Count: true, Margin: p.Goal.Margin}
	back, err := protocol.ReadQuestion(protocol.Native{X: q.ToWorker()})
	if err != nil {
		t.Fatal(err)
	}
	return back.(protocol.PuzzleQuestion)
}

// TestSolve: the worker answers a puzzle question within its budget with
// a reply; canceled, at once with what it found.
func TestSolve(t *testing.T) {
	q := puzzleQuestion(t)
	start := time.Now()
	a := solve(q, new(atomic.Bool))
	d := time.Since(start)
	if a.ID != 12 || a.Err != "" || len(a.Reply) == 0 {
		t.Fatalf("the answer: %+v", a)
	}
	if d > check.RespondTime+time.Second {
		t.Errorf("answered in %v, budget %v", d, check.RespondTime)
	}
	t.Logf("pivots-3-170 after a1: %v in %v, %d plays, exact %v", a.Reply, d, a.Plays, a.Exact)

	var running jobs
	stop := running.start(q.ID, false)
	running.cancel(q.ID)
	start = time.Now()
	a = solve(q, stop)
	running.end(q.ID)
	if d := time.Since(start); d > 500*time.Millisecond || a.Exact || len(a.Reply) == 0 || a.Err != "" {
		t.Errorf("canceled: %+v in %v", a, d)
	}
	if _, err := protocol.RoundTripAnswer(a); err != nil {
		t.Error(err)
	}
}
