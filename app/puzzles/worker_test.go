package puzzles

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"diamond/rules/protocol"
	"diamond/rules/puzzle"
	"diamond/rules/puzzle/check"
)

// The limits of TestEveryPuzzleThroughTheWorker: a call of the page's
// model (Solving) runs on the page's thread and must never search; the
// worker's answer comes within its budget. A call's time is the CPU time
// of its thread (Linux), so that other work on a busy machine does not
// count, and its time on the clock must stay under a second.
const (
	stepLimit    = 50 * time.Millisecond
	stepClock    = time.Second
	answerMargin = time.Second // past check.RespondTime: the greedy replies after the deadline, and a busy machine
)

// worker is the test's Web Worker and page in one: it hands the puzzle's
// question to the worker's own function (check.Respond, as wasm/worker's
// solve does) and its answer back, both crossing as the maps postMessage
// carries (protocol.RoundTripQuestion, RoundTripAnswer), and times every
// call.
type worker struct {
	t               *testing.T
	steps, answers  int
	slowStep        time.Duration
	slowStepAt      string
	slowClock       time.Duration
	slowAnswer      time.Duration
	slowAnswerAt    string
	cut             int // answers whose search the budget cut
	cutJudged       int // of which judgements of a turn off the line
	questionsByKind map[bool]int
}

// step runs one call of the page's model, which must return within
// stepLimit.
func (w *worker) step(what string, f func()) {
	w.t.Helper()
	start, cpu := time.Now(), threadTime()
	f()
	d, clock := threadTime()-cpu, time.Since(start)
	w.steps++
	if d > w.slowStep {
		w.slowStep, w.slowStepAt = d, what
	}
	if clock > w.slowClock {
		w.slowClock = clock
	}
	if d > stepLimit || clock > stepClock {
		w.t.Errorf("%s took %v of the page's thread, %v on the clock (limits %v, %v)", what, d, clock, stepLimit, stepClock)
	}
}

// answer answers the puzzle's question as the page and the worker do.
func (w *worker) answer(what string, z *Solving) {
	w.t.Helper()
	var q protocol.PuzzleQuestion
	var ok bool
	w.step(what+": Ask", func() { q, ok = z.Ask() })
	if !ok {
		w.t.Fatalf("%s: the puzzle waits, with no question to send", what)
	}
	if _, again := z.Ask(); again {
		w.t.Errorf("%s: the question is handed out twice", what)
	}
	sent, err := protocol.RoundTripQuestion(q) // page → worker
	if err != nil {
		w.t.Fatal(err)
	}
	start := time.Now()
	a := check.Respond(sent.(protocol.PuzzleQuestion), nil)
	d := time.Since(start)
	w.answers++
	w.questionsByKind[q.Judge]++
	if !a.Exact {
		w.cut++
		if q.Judge {
			w.cutJudged++
		}
	}
	if d > w.slowAnswer {
		w.slowAnswer, w.slowAnswerAt = d, what
	}
	if d > check.RespondTime+answerMargin {
		w.t.Errorf("%s: the worker answered in %v (budget %v)", what, d, check.RespondTime)
	}
	if a.Err != "" {
		w.t.Errorf("%s: the worker's answer: %s", what, a.Err)
	}
	back, err := protocol.RoundTripAnswer(a) // worker → page
	if err != nil {
		w.t.Fatal(err)
	}
	stale := back.(protocol.PuzzleAnswer)
	stale.ID--
	w.step(what+": a stale answer", func() {
		if z.Answer(stale) {
			w.t.Errorf("%s: an answer to another question was taken", what)
		}
	})
	w.step(what+": Answer", func() {
		if !z.Answer(back.(protocol.PuzzleAnswer)) {
			w.t.Errorf("%s: the answer was not taken", what)
		}
	})
}

// settle answers the questions and shows the moves until the player can
// act: the puzzle is Playing, Failed or Solved.
func (w *worker) settle(what string, z *Solving) {
	w.t.Helper()
	for i := 0; ; i++ {
		if i > 200 {
			w.t.Fatalf("%s: the puzzle does not settle (state %d)", what, z.State())
		}
		switch z.State() {
		case Waiting:
			w.answer(what, z)
		case Showing:
			w.step(what+": Step", func() { z.Step() })
		default:
			return
		}
	}
}

// play plays move, as a click does, and settles.
func (w *worker) play(what string, z *Solving, move string) {
	w.t.Helper()
	var err error
	w.step(what+": Play "+move, func() { err = z.Play(move) })
	if err != nil {
		w.t.Fatalf("%s: %s: %v", what, move, err)
	}
	if z.State() == Waiting {
		if z.Play(move) == nil {
			w.t.Errorf("%s: a move was taken while the reply was worked out", what)
		}
	}
	w.settle(what, z)
}

// start opens puzzle p.
func (w *worker) start(id string, p *puzzle.Puzzle) *Solving {
	w.t.Helper()
	var z *Solving
	var err error
	w.step(p.ID+": Start", func() { z, err = Start(Choice{Game: id, Puzzle: p}) })
	if err != nil {
		w.t.Fatal(err)
	}
	return z
}

// randomWrongTurn plays a turn of random actions from the puzzle's
// position on: the first not the line's, so that the turn is wrong. It
// reports false, and plays nothing, when the line's move is the only one.
func (w *worker) randomWrongTurn(what string, z *Solving, line []string, rng *rand.Rand) bool {
	w.t.Helper()
	first := true
	for z.State() == Playing {
		var moves []string
		for _, mv := range z.Session().Match().Legal() {
			if !first || mv != line[0] {
				moves = append(moves, mv)
			}
		}
		if len(moves) == 0 {
			if first {
				return false
			}
			w.t.Fatalf("%s: no move to play", what)
		}
		first = false
		w.play(what, z, moves[rng.IntN(len(moves))])
	}
	return true
}

// TestEveryPuzzleThroughTheWorker plays every shipped puzzle through the
// page's model as the page does, with the worker answering its questions
// natively: the solution, each stored wrong first move, and random wrong
// turns (seeded): the first turn of a sample of Pivots puzzles, whose
// replies are searched, and pivots-3-170's a1, which froze the page before
// the search moved to the worker; and for each win puzzle, a random move
// off the line on the player's second turn, judged by the worker. Every
// call of the model returns within stepLimit, every answer within the
// worker's budget.
func TestEveryPuzzleThroughTheWorker(t *testing.T) {
	runtime.LockOSThread() // the thread's time is the calls' (threadTime)
	defer runtime.UnlockOSThread()
	w := &worker{t: t, questionsByKind: map[bool]int{}}
	rng := rand.New(rand.NewPCG(2026, 11))
	sample := 20 // the Pivots puzzles played with a random wrong turn
	if testing.Short() {
		sample = 4
	}
	wrongTurns := 0
	for _, id := range []string{"diamond", "diamondback", "pivots"} {
		f := shipped(t, id)
		pivotsSample := map[int]bool{}
		for _, i := range rng.Perm(len(f.Puzzles))[:min(sample, len(f.Puzzles))] {
			pivotsSample[i] = true
		}
		for i := range f.Puzzles {
			p := &f.Puzzles[i]
			// The solution.
			z := w.start(id, p)
			for k := 0; k < len(p.Line); k += 2 {
				for _, mv := range p.Line[k] {
					w.play(p.ID, z, mv)
				}
			}
			if d, s := z.Decided(); z.State() != Solved || !d || !s {
				t.Errorf("%s: the solution played: state %d, decided %v, solved %v", p.ID, z.State(), d, s)
			}
			// The stored wrong first moves, each refuted by its reply.
			z = w.start(id, p)
			wrongs := make([]string, 0, len(p.Refute))
			for mv := range p.Refute {
				wrongs = append(wrongs, mv)
			}
			slices.Sort(wrongs)
			for _, mv := range wrongs {
				what := p.ID + " " + mv
				w.play(what, z, mv)
				if z.State() != Failed {
					t.Errorf("%s: state %d after a wrong first move", what, z.State())
				}
				if r := p.Refute[mv]; r != "" && !strings.Contains(z.Words(), r) {
					t.Errorf("%s: %q does not name the refutation %s", what, z.Words(), r)
				}
				w.step(what+": Retry", z.Retry)
				if z.State() != Playing {
					t.Fatalf("%s: state %d after Try again", what, z.State())
				}
			}
			// A random wrong turn.
			switch {
			case p.Goal.Kind == puzzle.Count && pivotsSample[i]:
				z = w.start(id, p)
				what := fmt.Sprintf("%s random wrong turn", p.ID)
				if !w.randomWrongTurn(what, z, p.Line[0], rng) {
					break
				}
				wrongTurns++
				if z.State() != Failed {
					t.Errorf("%s: state %d, words %q", what, z.State(), z.Words())
				}
			case p.Goal.Kind == puzzle.Win && len(p.Line) >= 3:
				z = w.start(id, p)
				for _, mv := range p.Line[0] {
					w.play(p.ID, z, mv)
				}
				what := fmt.Sprintf("%s random second turn", p.ID)
				if !w.randomWrongTurn(what, z, p.Line[2], rng) {
					break
				}
				wrongTurns++
				if st := z.State(); st != Failed && st != Playing && st != Solved {
					t.Errorf("%s: state %d, words %q", what, st, z.Words())
				}
			}
		}
	}
	// The wrong turn that froze the page: a1, its chain as it comes.
	f := shipped(t, "pivots")
	for i := range f.Puzzles {
		if p := &f.Puzzles[i]; p.ID == "pivots-3-170" {
			z := w.start("pivots", p)
			w.play(p.ID+" a1", z, "a1")
			for z.State() == Playing {
				w.play(p.ID+" a1", z, z.Session().Match().Legal()[0])
			}
			if z.State() != Failed || !strings.Contains(z.Words(), " replies ") {
				t.Errorf("%s a1: state %d, words %q", p.ID, z.State(), z.Words())
			}
			w.step(p.ID+" a1: Retry", z.Retry)
		}
	}
	t.Logf("%d calls of the model, the slowest %v of its thread (%s; thread time measured: %v), %v on the clock; %d answers (%d judged turns off the line), %d cut by the budget (%d judgements), the slowest %v (%s); %d random wrong turns",
		w.steps, w.slowStep, w.slowStepAt, threadTimed, w.slowClock, w.answers, w.questionsByKind[true], w.cut, w.cutJudged, w.slowAnswer, w.slowAnswerAt, wrongTurns)
}

// The player leaves a puzzle while its reply is worked out: the answer,
// when it comes, changes nothing on the next one.
func TestStaleAnswer(t *testing.T) {
	z := startShipped(t, "pivots", 0)
	for z.State() == Playing {
		moves := z.Session().Match().Legal()
		mv := moves[0]
		if mv == z.Puzzle.Line[0][0] && z.Session().Match().Len() == z.start {
			mv = moves[1]
		}
		if err := z.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	q, ok := z.Ask()
	if z.State() != Waiting || !ok || z.Asked() != q.ID {
		t.Fatalf("state %d, question %v %v", z.State(), q, ok)
	}
	if z.CanHint() || z.Click(0) {
		t.Error("a hint or a click is taken while the reply is worked out")
	}
	a := check.Respond(q, nil)
	next := startShipped(t, "pivots", 1)
	if next.Answer(a) || next.State() != Playing {
		t.Errorf("another puzzle took the answer: state %d", next.State())
	}
	// The solution shown meanwhile: the question is dropped.
	z.ShowSolution()
	if z.Asked() != 0 || z.Answer(a) {
		t.Error("the answer was taken after the solution was shown")
	}
}

// A worker that fails: the turn is taken back, with the reason.
func TestAnswerError(t *testing.T) {
	z := startShipped(t, "pivots", 0)
	p := z.Puzzle
	start := z.Session().Match().Len()
	for z.State() == Playing {
		moves := z.Session().Match().Legal()
		mv := moves[0]
		if mv == p.Line[0][0] && z.Session().Match().Len() == start {
			mv = moves[1]
		}
		if err := z.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	q, _ := z.Ask()
	if !z.Answer(protocol.PuzzleAnswer{ID: q.ID, Err: "the computer could not start"}) {
		t.Fatal("the error was not taken")
	}
	if z.State() != Playing || z.Session().Match().Len() != start || !strings.Contains(z.Words(), "could not start") {
		t.Errorf("after an error: state %d at ply %d, words %q", z.State(), z.Session().Match().Len(), z.Words())
	}
	// An illegal reply is an error too.
	for z.State() == Playing {
		moves := z.Session().Match().Legal()
		mv := moves[0]
		if mv == p.Line[0][0] && z.Session().Match().Len() == start {
			mv = moves[1]
		}
		z.Play(mv)
	}
	q, _ = z.Ask()
	if !z.Answer(protocol.PuzzleAnswer{ID: q.ID, Reply: []string{"z99"}}) || z.State() != Playing || z.Session().Match().Len() != start {
		t.Errorf("after an illegal reply: state %d at ply %d, words %q", z.State(), z.Session().Match().Len(), z.Words())
	}
}
