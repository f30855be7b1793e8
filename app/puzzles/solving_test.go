package puzzles

import (
	"strings"
	"testing"

	"diamond/rules/puzzle"
)

// shipped reads a game's puzzle file as the site ships it.
func shipped(t *testing.T, id string) *puzzle.File {
	t.Helper()
	f, err := puzzle.ReadFile("../../web/puzzles/" + id + ".json")
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// startShipped starts puzzle i of game id's shipped file.
func startShipped(t *testing.T, id string, i int) *Solving {
	t.Helper()
	z, err := Start(Choice{Game: id, Puzzle: &shipped(t, id).Puzzles[i]})
	if err != nil {
		t.Fatal(err)
	}
	return z
}

// showAll steps through the moves being shown, as the page does after
// its pauses.
func showAll(t *testing.T, z *Solving) {
	t.Helper()
	for i := 0; z.State() == Showing; i++ {
		if !z.Step() || i > 50 {
			t.Fatal("Step does not end the showing")
		}
	}
}

// The first puzzle of each game, solved: each of the player's moves is
// taken, each reply shown, and the first attempt is decided solved.
func TestSolveEachGame(t *testing.T) {
	for _, id := range []string{"diamond", "pivots", "diamondback"} {
		f := shipped(t, id)
		z, err := Start(Choice{Game: id, Puzzle: &f.Puzzles[0]})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(z.Goal(), z.Puzzle.ToMove+" to play") {
			t.Errorf("%s: the goal %q", id, z.Goal())
		}
		start := z.Session().Match().Len()
		for k, turn := range z.Puzzle.Line {
			if k%2 == 1 {
				continue // the page plays the replies
			}
			for _, mv := range turn {
				if z.State() != Playing {
					t.Fatalf("%s: state %d before %s", id, z.State(), mv)
				}
				if err := z.Play(mv); err != nil {
					t.Fatalf("%s: %s: %v", id, mv, err)
				}
			}
			showAll(t, z)
		}
		if z.State() != Solved || !strings.HasPrefix(z.Words(), "Solved!") {
			t.Errorf("%s: state %d, words %q after the solution", id, z.State(), z.Words())
		}
		if d, s := z.Decided(); !d || !s {
			t.Errorf("%s: decided %v, solved %v", id, d, s)
		}
		n := 0
		for _, turn := range z.Puzzle.Line {
			n += len(turn)
		}
		if got := z.Session().Match().Len(); got != start+n || z.Session().View() != got {
			t.Errorf("%s: the board shows ply %d of %d, want %d", id, z.Session().View(), got, start+n)
		}
	}
}

// A wrong move is refuted on the board, then taken back; a hint or the
// solution decides the attempt as not solved.
func TestFailRetryAndHelp(t *testing.T) {
	z := startShipped(t, "diamond", 1)
	p := z.Puzzle
	start := z.Session().Match().Len()
	wrong, ok := p.Refuted()
	if !ok {
		t.Fatalf("puzzle %s has no refutation", p.ID)
	}
	if err := z.Play(wrong); err != nil {
		t.Fatal(err)
	}
	showAll(t, z)
	if z.State() != Failed || !strings.Contains(z.Words(), p.Refute[wrong]) {
		t.Errorf("after %s: state %d, words %q", wrong, z.State(), z.Words())
	}
	if got := z.Session().View(); got != start+2 {
		t.Errorf("the refutation shown at ply %d, want %d", got, start+2)
	}
	if d, s := z.Decided(); !d || s {
		t.Errorf("decided %v, solved %v after a wrong move", d, s)
	}
	z.Retry()
	if z.State() != Playing || z.Session().Match().Len() != start {
		t.Errorf("Try again: state %d at ply %d", z.State(), z.Session().Match().Len())
	}
	if !z.CanHint() {
		t.Fatal("no hint at the puzzle's start")
	}
	z.Hint()
	if h, ok := z.Session().Hint(); !ok || h.Move != p.Line[0][0] || !z.Helped() {
		t.Errorf("the hint shows %+v %v, want %s", h, ok, p.Line[0][0])
	}
	z.ShowSolution()
	showAll(t, z)
	if z.State() != Solved || !strings.HasPrefix(z.Words(), "The solution: ") {
		t.Errorf("after the solution: state %d, words %q", z.State(), z.Words())
	}
	// Solved alone, a fresh attempt is decided solved; with a hint, not.
	z, _ = Start(Choice{Game: "diamond", Puzzle: p})
	z.Hint()
	for k, turn := range p.Line {
		if k%2 == 0 {
			for _, mv := range turn {
				if err := z.Play(mv); err != nil {
					t.Fatal(err)
				}
			}
		}
		showAll(t, z)
	}
	if d, s := z.Decided(); !d || s || z.State() != Solved {
		t.Errorf("solved with a hint: decided %v, solved alone %v, state %d", d, s, z.State())
	}
}

// The board's clicks: a piece chosen plays nothing, its step plays the
// answer; the board takes no click while the reply is shown. The player
// is the side to move.
func TestClick(t *testing.T) {
	z := startShipped(t, "diamond", 0)
	p := z.Puzzle
	spec := z.Session().Match().Spec()
	if got := spec.SideNames()[z.Player()]; got != p.ToMove {
		t.Errorf("the player is %s, the puzzle's side to move %s", got, p.ToMove)
	}
	at := func(name string) int {
		for q, s := range spec.Geometry().Sites {
			if s.Name == name {
				return q
			}
		}
		t.Fatalf("no site %s", name)
		return -1
	}
	from, to, _ := strings.Cut(p.Line[0][0], "-")
	if z.Click(at(from)) {
		t.Fatal("choosing a piece played a move")
	}
	if !z.Click(at(to)) || z.State() != Showing {
		t.Fatalf("the answer by clicks: state %d", z.State())
	}
	if z.Click(at(to)) {
		t.Error("a click while the reply is shown played")
	}
}
