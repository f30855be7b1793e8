//go:build e2e && measure

package e2e

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"diamond/rules/games"
)

// TestMeasureReview is the measurement behind docs/review.md's times in
// Chromium, run by scripts/reviewbench.sh (make reviewbench), not by make
// test: the times depend on the machine and on what else runs. In the
// built site's page it starts the real worker as the app does, reviews a
// 60-move game of each kind, then analyses the position after the
// game's 20th move, and prints the time of the review and of each round
// of the analysis.
func TestMeasureReview(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.startWorker()

	fmt.Printf("%-12s %5s %9s %9s\n", "review", "moves", "seconds", "s/move")
	type analysed struct {
		id      string
		compact string
		legal   int
	}
	var positions []analysed
	for _, gameID := range games.IDs() {
		m := benchGame(t, gameID, 60)
		id := len(positions) + 1
		sent := b.workerSend(map[string]any{"type": "review", "id": id, "game": gameID, "record": m.Compact()})
		got := b.workerWait(id, `m.type === 'reviewed'`, 10*time.Minute)
		last := got[len(got)-1]
		var moves []json.RawMessage
		if err := json.Unmarshal(last.Moves, &moves); err != nil || last.Error != "" || len(moves) != 60 {
			t.Fatalf("%s: the review gave %d moves: %s %v", gameID, len(moves), last.Error, err)
		}
		s := (last.At - sent) / 1000
		fmt.Printf("%-12s %5d %9.1f %9.3f\n", gameID, len(moves), s, s/60)
		for m.Len() > 20 {
			m.Undo()
		}
		positions = append(positions, analysed{gameID, m.Compact(), len(m.Legal())})
	}

	fmt.Printf("\n%-12s %5s %5s %9s %9s %9s\n", "analysis", "moves", "round", "nodes", "seconds", "s/move")
	for i, p := range positions {
		id := 100 + i
		at := b.workerSend(map[string]any{"type": "analyse", "id": id, "game": p.id, "record": p.compact, "lines": 3})
		rounds := b.workerWait(id, `m.last || m.error`, 30*time.Minute)
		for _, r := range rounds {
			if r.Error != "" {
				t.Fatalf("%s: %s", p.id, r.Error)
			}
			s := (r.At - at) / 1000
			at = r.At
			fmt.Printf("%-12s %5d %5d %9d %9.2f %9.3f\n", p.id, p.legal, r.Round, r.Nodes, s, s/float64(p.legal))
		}
	}
}
