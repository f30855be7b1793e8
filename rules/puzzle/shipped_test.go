package puzzle

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"diamond/rules/games"
	"diamond/rules/protocol"
	"diamond/rules/puzzle/check"
)

// shipped is how many puzzles each file holds at least (docs/puzzles.md).
var shipped = map[string]int{"diamond": 300, "diamondback": 300, "pivots": 150}

func loadShipped(t *testing.T) map[string]*File {
	t.Helper()
	paths, err := filepath.Glob("../../web/puzzles/*.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no puzzle files: %v", err)
	}
	files := map[string]*File{}
	for _, path := range paths {
		f, err := ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if want := f.Game + ".json"; filepath.Base(path) != want {
			t.Errorf("%s holds %s's puzzles", path, f.Game)
		}
		files[f.Game] = f
	}
	return files
}

// checkGoal is g in the checker's terms.
func checkGoal(g Goal) check.Goal {
	return check.Goal{Turns: g.Turns, Count: g.Kind == Count, Margin: g.Margin}
}

// answer answers the attempt's question, if it asks one, as the worker
// does (check.Respond).
func answer(t *testing.T, a *Attempt) (Verdict, []string, error) {
	t.Helper()
	q, ok := a.Question()
	if !ok {
		t.Fatal("no question")
	}
	r := check.Respond(protocol.PuzzleQuestion{ID: 1, Game: q.Game, Record: q.Compact, Side: int(q.Attacker),
		Judge: q.Ask == AskJudge, Turns: q.Goal.Turns, Count: q.Goal.Kind == Count, Margin: q.Goal.Margin}, nil)
	if r.Err != "" {
		t.Fatal(r.Err)
	}
	return a.Answer(Answer{Forced: r.Forced, Reply: r.Reply})
}

// TestShippedPuzzlesReproven re-proves every shipped puzzle with the
// independent checker: the solution's first turn reaches the goal against
// every defence, every other first turn fails against some reply, and
// each stored refutation is a reply that holds.
func TestShippedPuzzlesReproven(t *testing.T) {
	files := loadShipped(t)
	for id, least := range shipped {
		f := files[id]
		if f == nil || len(f.Puzzles) < least {
			t.Errorf("%s: fewer than %d puzzles shipped", id, least)
		}
	}
	for id, f := range files {
		spec, _ := games.ByID(id)
		start, plays := time.Now(), 0
		for i := range f.Puzzles {
			p := &f.Puzzles[i]
			m, err := p.Open(spec)
			if err != nil {
				t.Fatal(err)
			}
			proof, err := check.Prove(m, checkGoal(p.Goal), p.Refute)
			if err != nil {
				t.Fatalf("%s: %v", p.ID, err)
			}
			plays += proof.Plays
			if len(proof.Wins) != 1 || !slices.Equal(proof.Wins[0], p.Line[0]) {
				t.Errorf("%s: the turns that reach the goal are %v, not only %v", p.ID, proof.Wins, p.Line[0])
				continue
			}
			if p.Goal.Kind == Win {
				for move, reply := range proof.Refutations {
					if got, ok := p.Refute[move]; !ok || got != reply {
						t.Errorf("%s: the wrong move %s is refuted by %q, the file says %q", p.ID, move, reply, got)
					}
				}
				if len(p.Refute) != len(proof.Refutations) {
					t.Errorf("%s: %d refutations stored, %d wrong moves", p.ID, len(p.Refute), len(proof.Refutations))
				}
			}
		}
		t.Logf("%s: %d puzzles re-proven, %d moves played, in %s", id, len(f.Puzzles), plays, time.Since(start).Round(time.Millisecond))
	}
}

// TestAttempt plays each file's first puzzles: the line solves it, a wrong
// first move fails with its refutation, and a retry starts again.
func TestAttempt(t *testing.T) {
	for id, f := range loadShipped(t) {
		spec, _ := games.ByID(id)
		for i := range min(3, len(f.Puzzles)) {
			p := &f.Puzzles[i]
			a, err := p.Begin(spec)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := a.Try("no such move"); err == nil {
				t.Errorf("%s: an illegal move was taken", p.ID)
			}
			wrong := ""
			for _, mv := range a.Match().Legal() {
				if mv != p.Line[0][0] {
					wrong = mv
					break
				}
			}
			if v, _, err := a.Try(wrong); err != nil || v != Wrong {
				t.Errorf("%s: the wrong move %s: %v %v", p.ID, wrong, v, err)
			}
			if over, solved := a.Over(); a.turnEnded() && (!over || solved) {
				t.Errorf("%s: after a wrong move: over %v, solved %v", p.ID, over, solved)
			}
			for !a.turnEnded() { // a chain: finish the wrong turn
				if v, _, err := a.Try(a.Match().Legal()[0]); err != nil || v != Wrong {
					t.Fatalf("%s: the wrong turn's chain: %v %v", p.ID, v, err)
				}
			}
			if _, ok := a.Question(); ok {
				if v, _, err := answer(t, a); err != nil || v != Wrong {
					t.Fatalf("%s: the refutation's answer: %v %v", p.ID, v, err)
				}
			}
			refute, known := a.Refutation()
			if !known {
				t.Errorf("%s: the refutation of %s is not known", p.ID, wrong)
			}
			if r, ok := p.Refute[wrong]; ok && r != "" && strings.Join(refute, " ") != r {
				t.Errorf("%s: the refutation of %s is %v, the file says %s", p.ID, wrong, refute, r)
			}
			a.Retry()
			var last Verdict
			for t2 := 0; t2 < len(p.Line); t2 += 2 {
				for _, mv := range p.Line[t2] {
					v, reply, err := a.Try(mv)
					if err != nil {
						t.Fatalf("%s: %s: %v", p.ID, mv, err)
					}
					if v == Right && !slices.Equal(reply, p.Line[t2+1]) {
						t.Errorf("%s: the reply %v, not the line's %v", p.ID, reply, p.Line[t2+1])
					}
					last = v
				}
			}
			if over, solved := a.Over(); last != Solved || !over || !solved {
				t.Errorf("%s: the line played gives %v (over %v, solved %v)", p.ID, last, over, solved)
			}
		}
	}
}

// TestParseErrors: a bad file names the puzzle and what is wrong.
func TestParseErrors(t *testing.T) {
	good := `{"id":"x","compact":"VaNOMF","toMove":"Black","goal":{"kind":"win","turns":2},"line":[["a1"],["a2"],["a3"]],"themes":["t"],"difficulty":1,"rating":1500,"rd":250,"source":""}`
	cases := []struct{ file, want string }{
		{`{"version":2,"game":"diamond","puzzles":[]}`, "version 2"},
		{`{"version":1,"game":"chess","puzzles":[]}`, "chess"},
		{`{"version":1,"game":"diamond","puzzles":[],"extra":1}`, "unknown field"},
		{`{"version":1,"game":"diamond","puzzles":[` + strings.Replace(good, `"VaNOMF"`, `"!!"`, 1) + `]}`, "puzzle 1 (x): the position"},
		{`{"version":1,"game":"diamond","puzzles":[` + strings.Replace(good, `"Black"`, `"White"`, 1) + `]}`, "Black is to move"},
		{`{"version":1,"game":"diamond","puzzles":[` + strings.Replace(good, `"win"`, `"draw"`, 1) + `]}`, "goal kind"},
		{`{"version":1,"game":"diamond","puzzles":[` + good + `]}`, "does not end in Black's win"},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.file))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one with %q", c.file, err, c.want)
		}
	}
}

// TestDecodeLeavesEachPuzzleToBegin: Decode refuses a file that is bad as
// a whole, and takes one whose puzzle breaks the rules, which Begin then
// refuses with Parse's words.
func TestDecodeLeavesEachPuzzleToBegin(t *testing.T) {
	good := `{"id":"x","compact":"VaNOMF","toMove":"Black","goal":{"kind":"win","turns":2},"line":[["a1"],["a2"],["a3"]],"themes":["t"],"difficulty":1,"rating":1500,"rd":250,"source":""}`
	for file, want := range map[string]string{
		`{"version":2,"game":"diamond","puzzles":[]}`:                                              "version 2",
		`{"version":1,"game":"chess","puzzles":[]}`:                                                "chess",
		`{"version":1,"game":"diamond","puzzles":[` + good + `,` + good + `]}`:                     "used twice",
		`{"version":1,"game":"diamond","puzzles":[` + strings.Replace(good, `"x"`, `""`, 1) + `]}`: "no id",
	} {
		if _, err := Decode([]byte(file)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one with %q", file, err, want)
		}
	}
	f, err := Decode([]byte(`{"version":1,"game":"diamond","puzzles":[` + strings.Replace(good, `"Black"`, `"White"`, 1) + `]}`))
	if err != nil {
		t.Fatal(err)
	}
	spec, _ := games.ByID("diamond")
	if _, err := f.Puzzles[0].Begin(spec); err == nil || !strings.Contains(err.Error(), "Black is to move") {
		t.Errorf("Begin on a puzzle with the wrong side to move: %v", err)
	}
}
