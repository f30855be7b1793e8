//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/player"
	"diamond/rules/players"
	"diamond/rules/rng"
)

// startWorker starts the site's worker in the page as the app does
// (app/ui/engine.go: its wasm under the hashed name the app is given),
// and keeps every message it posts, with the time it arrived, in
// window.__worker.got.
func (b *browser) startWorker() {
	b.t.Helper()
	b.eval(`(() => {
		const w = new Worker('/web/worker.js');
		const state = window.__worker = {got: [], send: (m) => { w.postMessage(m); return performance.now(); }};
		w.onmessage = (e) => state.got.push(Object.assign({at: performance.now()}, e.data));
		w.postMessage({type: 'init', wasm: goappGetenv('DIAMOND_WORKER_WASM')});
		return true;
	})()`, nil)
	b.waitFor(`window.__worker.got.some(m => m.type === 'ready')`, 30*time.Second)
}

// workerSend posts messages to the worker in one go and returns the time
// they were sent, on the page's clock.
func (b *browser) workerSend(msgs ...map[string]any) float64 {
	b.t.Helper()
	js, err := json.Marshal(msgs)
	if err != nil {
		b.t.Fatal(err)
	}
	var at float64
	b.eval(fmt.Sprintf(`%s.map(m => window.__worker.send(m)).pop()`, js), &at)
	return at
}

// workerMessage is a message from the worker, as the tests read it.
type workerMessage struct {
	At       float64
	Type     string
	ID       int
	Done     int
	Total    int
	Canceled bool
	Error    string
	Action   string
	Round    int
	Nodes    int
	Last     bool
	Moves    json.RawMessage // reviewed: the moves
	Lines    []struct {
		Score float64
		Moves []string
	}
}

// workerWait waits until the worker has posted a message for which the
// JavaScript condition on m holds, then returns every message for id.
func (b *browser) workerWait(id int, cond string, timeout time.Duration) []workerMessage {
	b.t.Helper()
	b.waitFor(fmt.Sprintf(`window.__worker.got.some(m => m.id === %d && (%s))`, id, cond), timeout)
	return b.workerGot(id)
}

// workerGot is every message the worker has posted for id.
func (b *browser) workerGot(id int) []workerMessage {
	b.t.Helper()
	var got []workerMessage
	b.eval(fmt.Sprintf(`window.__worker.got.filter(m => m.id === %d)`, id), &got)
	return got
}

// TestWorkerReviewAndAnalysis: the built worker reviews and analyses in
// the browser as wasm/worker/main.go says, a cancel stops a review at
// its next position, a think asked during a review is answered, and a
// new analysis stops the last.
func TestWorkerReviewAndAnalysis(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.startWorker()

	// White's a4 lets Black complete the square (docs/engine-protocol.md).
	b.workerSend(map[string]any{"type": "review", "id": 1, "game": "", "record": "ZAaBhDi_b"})
	got := b.workerWait(1, `m.type === 'reviewed'`, time.Minute)
	var moves []struct {
		N             int
		Side          int
		Move, Class   string
		Before, After float64
		Best          string
		Line          []string
	}
	last := got[len(got)-1]
	if err := json.Unmarshal(last.Moves, &moves); err != nil || last.Error != "" || len(moves) != 7 || len(got) != 9 {
		t.Fatalf("the review: %+v (%v), want 8 progress messages and 7 moves", got, err)
	}
	for i, m := range got[:8] {
		if m.Type != "progress" || m.Done != i+1 || m.Total != 8 {
			t.Errorf("message %d: %+v, want progress %d of 8", i+1, m, i+1)
		}
	}
	if mv := moves[5]; mv.N != 6 || mv.Side != 1 || mv.Move != "a4" || mv.Class != "blunder" || mv.After != 0 || mv.Best != "e4" || len(mv.Line) == 0 {
		t.Errorf("move 6: %+v", mv)
	}

	// A long review, a think and a cancel, sent together: the think is
	// answered while the review runs, and the review stops.
	long := benchGame(t, "diamondback", 60).Compact()
	b.workerSend(
		map[string]any{"type": "review", "id": 2, "game": "diamondback", "record": long},
		map[string]any{"type": "think", "id": 3, "game": "diamondback", "record": long, "level": 1, "seed": "1"},
		map[string]any{"type": "cancel", "id": 2},
	)
	got = b.workerWait(2, `m.type === 'reviewed'`, time.Minute)
	think := b.workerWait(3, `m.type === 'reply'`, time.Minute)
	if last := got[len(got)-1]; !last.Canceled || last.Moves != nil || len(got) > 3 {
		t.Errorf("a canceled review: %+v, want a position or two, then canceled", got)
	}
	if think[0].Action == "" || think[0].Error != "" || think[0].At > got[len(got)-1].At {
		t.Errorf("the think sent during the review: %+v, want an answer before the review's end (%+v)", think, got[len(got)-1])
	}

	// An analysis, replaced by another after its first round; the second,
	// canceled after its first round, posts nothing more.
	b.workerSend(map[string]any{"type": "analyse", "id": 4, "game": "", "record": "ZAaBhD", "lines": 2})
	first := b.workerWait(4, `m.type === 'analysis'`, time.Minute)[0]
	if first.Error != "" || first.Round != 1 || first.Last || first.Nodes != 25_000 || len(first.Lines) != 2 ||
		first.Lines[0].Score != 1 || fmt.Sprint(first.Lines[0].Moves) != "[e4]" || first.Lines[1].Score >= 1 {
		t.Fatalf("round 1: %+v, want e4 winning, then another move", first)
	}
	sent := b.workerSend(map[string]any{"type": "analyse", "id": 5, "game": "", "record": "ZAaBhD", "lines": 2})
	second := b.workerWait(5, `m.type === 'analysis'`, time.Minute)[0]
	b.workerSend(map[string]any{"type": "cancel", "id": 5})
	// Round 2 searches four times the positions: waiting four times
	// round 1's time would see it.
	time.Sleep(time.Duration(4*(second.At-sent)) * time.Millisecond)
	if got := append(b.workerGot(4), b.workerGot(5)...); len(got) != 2 {
		t.Errorf("after a new analysis and a cancel: %+v, want round 1 of each only", got)
	}

	b.workerSend(map[string]any{"type": "analyse", "id": 6, "game": "", "record": "ZAaBhDi_b", "lines": 2})
	if got := b.workerWait(6, `m.type === 'analysis'`, time.Minute); got[0].Error != "the game is over: there is no move to analyse" {
		t.Errorf("a finished game's analysis: %+v", got)
	}
}

// benchGame is a game of n moves (atomic actions) not over, the same at
// every run: level 2 against itself, seeded by the move, with one move
// in ten at random, so that about a third of the moves are not the
// computer's choice and cost the review a second search, as in
// docs/review.md's agreement games. A game that ends sooner is played
// again from the next seed.
func benchGame(t *testing.T, id string, n int) game.Match {
	t.Helper()
	spec, err := games.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 100; seed++ {
		m, err := spec.New(0)
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for m.Len() < n && !m.Outcome().Over {
			legal := m.Legal()
			mv := legal[r.IntN(len(legal))]
			if r.Float64() >= 0.1 {
				an, err := players.Think(m, player.Request{Level: 2, Seed: seed<<16 + uint64(m.Len())})
				if err != nil {
					t.Fatal(err)
				}
				mv = an.Move
			}
			if err := m.Play(mv); err != nil {
				t.Fatalf("%s: %s: %v", id, mv, err)
			}
		}
		if !m.Outcome().Over {
			return m
		}
	}
	t.Fatalf("%s: no game of %d moves in 99 seeds", id, n)
	return nil
}
