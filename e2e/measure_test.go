//go:build e2e && measure

package e2e

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"
)

// TestMeasureComputer is the measurement behind docs/perf/longtask.md's numbers on the
// computer's timing, run by scripts/longtask.sh (make longtask), not by
// make test: the timings depend on the machine and on what else runs. It
// plays LONGTASK_MOVES moves (default 8) against the strongest level,
// starting new games as needed, and prints for each move and in all: the
// longest main-thread task while the computer thinks and while the page
// draws its answer, the search's time, and the time from the person's
// click to the answer on the board.
func TestMeasureComputer(t *testing.T) {
	want := 8
	if s := os.Getenv("LONGTASK_MOVES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("LONGTASK_MOVES=%q: want a number of moves", s)
		}
		want = n
	}
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.eval(watchComputer, nil)
	level := ""

	var searches, toAnswer, ownMoves, thinkings, answers []float64
	fmt.Printf("%4s %6s %7s %10s %14s %12s %12s %12s\n",
		"move", "action", "answer", "search ms", "click→answer", "own move ms", "thinking ms", "answer ms")
	for moves, games := 0, 0; moves < want; {
		if games == 0 || b.over() || !b.personCanPlace() {
			level = b.computerGame()
			games++
		}
		ply := b.plies()
		point := b.emptyPoint()
		b.eval(`__watch.reset()`, nil)
		b.clickPoint(point)
		b.waitPly(ply+2, 60*time.Second)
		w := b.watched()
		action, search, _ := b.thought()
		moved, okMoved := w.Shown[strconv.Itoa(ply+1)]
		answered, okAnswered := w.Shown[strconv.Itoa(ply+2)]
		if !okMoved || !okAnswered || w.ClickAt == 0 {
			t.Fatalf("move %d: the board's plies were seen at %v and the click at %.0f", moves+1, w.Shown, w.ClickAt)
		}
		// The task that draws the person's move, the tasks while the
		// computer thinks, the task that draws its answer.
		own, thinking, answer := 0.0, 0.0, 0.0
		for _, task := range w.Long {
			start, end := task[0], task[0]+task[1]
			switch {
			case start < w.T0 || start > answered:
			case start <= moved && moved <= end+1:
				own = max(own, task[1])
			case answered <= end+1:
				answer = max(answer, task[1])
			default:
				thinking = max(thinking, task[1])
			}
		}
		moves++
		fmt.Printf("%4d %6s %7s %10.0f %14.0f %12.0f %12.0f %12.0f\n",
			moves, point, action, search, answered-w.ClickAt, own, thinking, answer)
		searches = append(searches, search)
		toAnswer = append(toAnswer, answered-w.ClickAt)
		ownMoves, thinkings, answers = append(ownMoves, own), append(thinkings, thinking), append(answers, answer)
	}
	fmt.Printf("\n%d moves against %s (long tasks: over 50 ms; 0 means none)\n", want, level)
	fmt.Printf("longest main-thread task drawing the person's move: %s\n", stats(ownMoves))
	fmt.Printf("longest main-thread task while the computer thinks: %s\n", stats(thinkings))
	fmt.Printf("longest main-thread task drawing the answer:        %s\n", stats(answers))
	fmt.Printf("search time (the worker's):                         %s\n", stats(searches))
	fmt.Printf("from the person's click to the answer on the board: %s\n", stats(toAnswer))
}

// stats gives the median and the largest of some milliseconds.
func stats(ms []float64) string {
	s := slices.Clone(ms)
	slices.Sort(s)
	median := s[len(s)/2]
	if len(s)%2 == 0 {
		median = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return fmt.Sprintf("median %4.0f ms, max %4.0f ms", median, s[len(s)-1])
}

// over reports whether the game has ended.
func (b *browser) over() bool {
	b.t.Helper()
	var over bool
	b.eval(`document.querySelector('.status.over') !== null`, &over)
	return over
}

// personCanPlace reports whether the side to move (the person's, between
// the computer's moves) still has a piece in hand.
func (b *browser) personCanPlace() bool {
	b.t.Helper()
	var n int
	b.eval(`Number(document.querySelector('#hand-' + document.querySelector('#status').dataset.toMove).dataset.hand)`, &n)
	return n > 0
}
