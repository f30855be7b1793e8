package protocol

import (
	"reflect"
	"strings"
	"testing"

	"diamond/rules/game"
	"diamond/rules/review"
)

// Every message, written as postMessage takes it and read back by the
// other end, is the same message; neither end reads what it sends itself.
func TestRoundTrip(t *testing.T) {
	questions := []Question{
		Init{Wasm: "/web/worker-0123abcd.wasm"},
		Think{ID: 7, Game: "pivots", Record: "~e5.s", Level: 5, Seed: 1<<64 - 1, Draw: true},
		Think{ID: 8, Record: "VaNOMF", Level: 1, Hint: true},
		Review{ID: 3, Game: "diamondback", Record: "~abc"},
		Analyse{ID: 11, Game: "diamond", Record: "VaN", Lines: 3},
		Cancel{ID: 11},
		PuzzleQuestion{ID: 2, Game: "pivots", Record: "~e5.s.c3", Side: 1, Judge: true, Turns: 1, Count: true, Margin: 3},
	}
	answers := []Answer{
		Ready{},
		Reply{ID: 7, Draw: true, Action: "d4", Score: 0.625, Line: []string{"d4", "e5", "f6"}, Iterations: 12345, Counted: "positions", ElapsedMs: 12.5},
		Reply{ID: 9, Hint: true, Err: "the game is over"},
		Progress{ID: 3, Done: 4, Total: 61},
		Reviewed{ID: 3, Moves: []review.Move{
			{N: 1, Side: game.Side(0), Move: "d4", Class: review.Class("best"), Before: 0.5, After: 0.5, Best: "d4", Line: []string{"d4", "e5"}},
			{N: 2, Side: game.Side(1), Move: "e5", Class: review.Class("blunder"), Before: 0.75, After: 0.125, Best: "c3"},
		}},
		Reviewed{ID: 4, Canceled: true},
		Reviewed{ID: 5, Err: "no such game"},
		Analysis{ID: 11, Round: 2, Nodes: 4000, Last: true, Lines: []Line{{Score: 0.75, Moves: []string{"a1", "b2"}}, {Score: 0.25, Moves: []string{"c3"}}}},
		Analysis{ID: 12, Err: "the game is over: there is no move to analyse"},
		PuzzleAnswer{ID: 2, Forced: true, Reply: []string{"a1", "b2-c3"}, Exact: true, Plays: 123456, ElapsedMs: 250.5},
		PuzzleAnswer{ID: 2, Err: "the computer could not start"},
	}
	types := map[string]bool{}
	check := func(m Message, wire map[string]any, got Message, err error) {
		t.Helper()
		types[m.Type()] = true
		if err != nil {
			t.Errorf("%T: %v", m, err)
		} else if !reflect.DeepEqual(got, m) {
			t.Errorf("%T round-trips to\n%#v, not\n%#v", m, got, m)
		}
		if ty := wire["type"]; ty != m.Type() {
			t.Errorf("%T's type field is %v", m, ty)
		}
	}
	for _, q := range questions {
		got, err := RoundTripQuestion(q)
		check(q, q.ToWorker(), got, err)
		if _, err := ReadAnswer(Native{q.ToWorker()}); err == nil || !strings.Contains(err.Error(), "unknown type") {
			t.Errorf("the page reads the question %T as an answer: %v", q, err)
		}
	}
	for _, a := range answers {
		got, err := RoundTripAnswer(a)
		check(a, a.ToPage(), got, err)
		if _, err := ReadQuestion(Native{a.ToPage()}); err == nil || !strings.Contains(err.Error(), "unknown type") {
			t.Errorf("the worker reads the answer %T as a question: %v", a, err)
		}
	}
	for _, ty := range []string{TypeInit, TypeReady, TypeThink, TypeReply, TypeReview, TypeProgress, TypeReviewed,
		TypeAnalyse, TypeAnalysis, TypeCancel, TypePuzzle, TypeSolved} {
		if !types[ty] {
			t.Errorf("no message of type %q is tested", ty)
		}
	}
}

// The map holds only what syscall/js's ValueOf takes.
func TestMapsTakeOnlyJSValues(t *testing.T) {
	var check func(path string, x any)
	check = func(path string, x any) {
		switch v := x.(type) {
		case nil, bool, int, float64, string:
		case []any:
			for _, e := range v {
				check(path+"[]", e)
			}
		case map[string]any:
			for k, e := range v {
				check(path+"."+k, e)
			}
		default:
			t.Errorf("%s is a %T", path, x)
		}
	}
	for _, q := range []Question{Think{Seed: 1}, PuzzleQuestion{}} {
		check(q.Type(), q.ToWorker())
	}
	for _, a := range []Answer{
		Reply{Line: []string{"a"}}, Reviewed{Moves: []review.Move{{Line: []string{"a"}}}},
		Analysis{Lines: []Line{{Moves: []string{"a"}}}}, PuzzleAnswer{Reply: []string{"a"}},
	} {
		check(a.Type(), a.ToPage())
	}
}

// The wire's field names, as web/worker.js and older pages know them.
func TestWireNames(t *testing.T) {
	m := Think{ID: 1, Game: "diamond", Record: "x", Level: 2, Seed: 3, Hint: true}.ToWorker()
	for _, k := range []string{"type", "id", "game", "record", "level", "seed", "draw", "hint"} {
		if _, ok := m[k]; !ok {
			t.Errorf("think has no %q: %v", k, m)
		}
	}
	if m["seed"] != "3" {
		t.Errorf("the seed is sent as %#v, not a decimal string", m["seed"])
	}
	r := Reply{ID: 1, Action: "a1", Line: []string{"a1"}, ElapsedMs: 1}.ToPage()
	for _, k := range []string{"action", "score", "line", "iterations", "counted", "elapsedMs"} {
		if _, ok := r[k]; !ok {
			t.Errorf("reply has no %q: %v", k, r)
		}
	}
}

// A message missing fields reads as zeroes; one of an unknown type, or
// with a field of the wrong kind, is an error, never a panic.
func TestReadErrors(t *testing.T) {
	m, err := ReadAnswer(Native{map[string]any{"type": "reply", "id": 4}})
	if err != nil || !reflect.DeepEqual(m, Reply{ID: 4}) {
		t.Errorf("a bare reply reads as %#v, %v", m, err)
	}
	for _, c := range []struct {
		x    any
		want string
	}{
		{nil, "empty"},
		{map[string]any{"type": "shout"}, "unknown type"},
		{map[string]any{"type": "reply", "id": "four"}, "could not be read"},
		{map[string]any{"type": "reviewed", "moves": []any{map[string]any{"n": "one"}}}, "could not be read"},
	} {
		if a, err := ReadAnswer(Native{c.x}); a != nil || err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %#v, error %v, want one with %q", c.x, a, err, c.want)
		}
	}
	for _, c := range []struct {
		x    any
		want string
	}{
		{nil, "empty"},
		{map[string]any{"type": "shout"}, "unknown type"},
		{map[string]any{"type": "think", "id": "four"}, "could not be read"},
		{map[string]any{"type": "think", "seed": "-1"}, "seed"},
	} {
		if q, err := ReadQuestion(Native{c.x}); q != nil || err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %#v, error %v, want one with %q", c.x, q, err, c.want)
		}
	}
}
