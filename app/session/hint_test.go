package session

import (
	"strings"
	"testing"

	"diamond/app/games"
	"diamond/rules/diamond"
	"diamond/rules/game"
)

// askHint asks for a hint and returns the request the UI would send.
func askHint(t *testing.T, s *Session) Request {
	t.Helper()
	s.ToggleHint()
	if s.Note() != "" {
		t.Fatalf("hint refused: %s", s.Note())
	}
	r, ok := s.ComputerRequest()
	if !ok || !r.Hint || r.Draw || !s.HintPending() || s.Thinking() {
		t.Fatalf("hint request %+v %v, pending %v, thinking %v", r, ok, s.HintPending(), s.Thinking())
	}
	if r.Record != s.Match().Compact() || r.Game != "diamond" {
		t.Fatalf("hint asked about %q, the game is %q", r.Game, s.Match().Compact())
	}
	return r
}

// A hint in hotseat play is shown on the board and in words, and goes
// when a move is made.
func TestHintShownUntilAMove(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d4")
	r := askHint(t, s)
	if r.Level != HintLevel {
		t.Errorf("hotseat hint at level %d, want %d", r.Level, HintLevel)
	}
	if _, ok := s.Hint(); ok {
		t.Fatal("a hint shown before the answer")
	}
	line := []string{"e5", "c3", "f6", "b2", "g7", "a1"}
	if err := s.Reply(r.Token, Answer{Action: "e5", Score: 0.3, Line: line}); err != nil {
		t.Fatal(err)
	}
	h, ok := s.Hint()
	if !ok || h.Move != "e5" || s.HintPending() {
		t.Fatalf("hint %+v %v, pending %v", h, ok, s.HintPending())
	}
	if want := "Hint: e5. Expected line: e5 c3 f6 b2. Black is better."; h.Text() != want {
		t.Errorf("hint text %q, want %q", h.Text(), want)
	}
	b := s.Board()
	if h, from := b.Marked(game.Hint), b.Marked(game.HintFrom); len(h) != 1 || h[0] != (pt(t, "e5")) || len(from) != 0 || len(b.Arrows) != 0 {
		t.Errorf("board hint %v from %v, arrows %v", h, from, b.Arrows)
	}
	if s.Match().Len() != 1 {
		t.Fatal("the hint was played")
	}
	clickMoves(t, s, "a1") // not the hinted move
	if _, ok := s.Hint(); ok || len(s.Board().Marked(game.Hint)) != 0 {
		t.Error("the hint stays after a move")
	}
}

// A step is hinted from its piece to its target, and asking again hides
// the hint.
func TestHintStepAndToggle(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, placements)
	r := askHint(t, s)
	if err := s.Reply(r.Token, Answer{Action: "e4-d4*", Score: 0.52, Line: []string{"e4-d4*"}}); err != nil {
		t.Fatal(err)
	}
	b := s.Board()
	if e4, d4 := (pt(t, "e4")), (pt(t, "d4")); !b.Has(e4, game.HintFrom) || !b.Has(d4, game.Hint) || len(b.Arrows) != 1 || b.Arrows[0] != [2]int{e4, d4} {
		t.Errorf("board hint %v from %v, arrows %v", b.Marked(game.Hint), b.Marked(game.HintFrom), b.Arrows)
	}
	if h, _ := s.Hint(); h.Text() != "Hint: e4-d4*. Expected line: e4-d4*. About even." {
		t.Errorf("hint text %q", h.Text())
	}
	s.ToggleHint()
	if _, ok := s.Hint(); ok || s.HintPending() {
		t.Error("a second press does not hide the hint")
	}
}

// An answer for a position that has changed, or that the view has left,
// is not shown.
func TestStaleHint(t *testing.T) {
	s := New(games.Diamond, Options{})
	r := askHint(t, s)
	clickMoves(t, s, "d4") // a move while the computer thinks
	if s.HintPending() {
		t.Error("still waiting for a hint after a move")
	}
	if err := s.Reply(r.Token, Answer{Action: "d4", Score: 0.5}); err != nil {
		t.Fatalf("a stale hint is an error: %v", err)
	}
	if _, ok := s.Hint(); ok {
		t.Fatal("a stale hint is shown")
	}

	r = askHint(t, s)
	s.GoTo(0)
	s.GoTo(1)
	if err := s.Reply(r.Token, Answer{Action: "e5", Score: 0.5}); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Hint(); ok {
		t.Fatal("a hint asked before looking at an earlier move is shown")
	}

	r = askHint(t, s)
	if err := s.Reply(r.Token, Answer{Action: "e5", Score: 0.5}); err != nil {
		t.Fatal(err)
	}
	s.GoTo(0)
	if _, ok := s.Hint(); ok || len(s.Board().Marked(game.Hint)) != 0 {
		t.Error("the hint is shown on an earlier move")
	}
	s.GoTo(1)
	if _, ok := s.Hint(); ok {
		t.Error("the hint comes back with the view")
	}
}

func TestHintRefused(t *testing.T) {
	over := New(games.Diamond, Options{})
	clickMoves(t, over, "d3 a1 d4 a2 e3 a4 e4")
	browsing := New(games.Diamond, Options{})
	clickMoves(t, browsing, "d4")
	browsing.GoTo(0)
	computer := New(games.Diamond, Options{Mode: Computer, Human: game.Second, Level: 2})
	offered := New(games.Diamond, Options{Mode: Computer, Human: game.First, Level: 2})
	offered.OfferDraw()
	for _, c := range []struct {
		name string
		s    *Session
		note string
	}{
		{"over", over, "The game is over."},
		{"earlier move", browsing, "You are looking at an earlier move: press End to return to the game."},
		{"computer's turn", computer, "It is the computer's turn."},
		{"draw offer", offered, "The computer is busy: ask again in a moment."},
	} {
		if c.s.CanHint() {
			t.Errorf("%s: a hint may be asked for", c.name)
		}
		c.s.ToggleHint()
		if c.s.Note() != c.note || c.s.HintPending() {
			t.Errorf("%s: note %q, pending %v", c.name, c.s.Note(), c.s.HintPending())
		}
	}
}

// Against the computer a hint comes on the person's turn, at the game's
// level when that is stronger, and is not played; the computer is asked
// for its own move only after the person's.
func TestHintAgainstComputer(t *testing.T) {
	for _, c := range []struct{ level, want int }{{2, HintLevel}, {5, 5}} {
		s := New(games.Diamond, Options{Mode: Computer, Human: game.First, Level: c.level})
		r := askHint(t, s)
		if r.Level != c.want {
			t.Errorf("level %d game: hint at level %d, want %d", c.level, r.Level, c.want)
		}
		if err := s.Reply(r.Token, Answer{Action: "d4", Score: 0.5, Line: []string{"d4", "e5"}}); err != nil {
			t.Fatal(err)
		}
		if _, ok := s.ComputerRequest(); ok || s.Match().Len() != 0 {
			t.Fatalf("after the hint: %d actions, computer asked %v", s.Match().Len(), ok)
		}
		if h, ok := s.Hint(); !ok || h.Move != "d4" {
			t.Fatalf("hint %+v", h)
		}
		clickMoves(t, s, "c3")
		if r, ok := s.ComputerRequest(); !ok || r.Hint {
			t.Fatalf("the computer's turn asks %+v %v", r, ok)
		}
	}
}

func TestIllegalHint(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d4")
	r := askHint(t, s)
	if err := s.Reply(r.Token, Answer{Action: "d4", Score: 0.5}); err == nil {
		t.Fatal("a hint on an occupied point was accepted")
	}
	if _, ok := s.Hint(); ok || !strings.Contains(s.Note(), "not legal") || s.Match().Len() != 1 {
		t.Errorf("after an illegal hint: note %q, %d actions", s.Note(), s.Match().Len())
	}
}

func TestVerdict(t *testing.T) {
	for _, c := range []struct {
		side  game.Side
		score float64
		want  string
	}{
		{game.First, 1, "Black can force a win"},
		{game.Second, 0, "Black can force a win"},
		{game.Second, 0.9, "White is winning"},
		{game.First, 0.2, "White is better"},
		{game.Second, 0.58, "White is slightly better"},
		{game.First, 0.47, "About even"},
		{game.Second, 0.5, "About even"},
	} {
		if got := Verdict(diamond.Spec, c.side, c.score); got != c.want {
			t.Errorf("Verdict(%v, %v) = %q, want %q", c.side, c.score, got, c.want)
		}
	}
}

// ShowLine draws a line given (the analysis board's best) as a hint, and
// refuses a move that is not legal, showing nothing.
func TestShowLine(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d4")
	if err := s.ShowLine(Answer{Action: "e5", Score: 0.4, Line: []string{"e5", "c3"}}); err != nil {
		t.Fatal(err)
	}
	h, ok := s.Hint()
	if !ok || h.Move != "e5" || strings.Join(h.Line, " ") != "e5 c3" || len(s.Board().Marked(game.Hint)) != 1 {
		t.Fatalf("line shown: %+v %v, marked %v", h, ok, s.Board().Marked(game.Hint))
	}
	if err := s.ShowLine(Answer{Action: "d4", Score: 0.4}); err == nil {
		t.Error("a line starting on an occupied point is shown")
	}
	if _, ok := s.Hint(); ok {
		t.Error("a refused line leaves the last one shown")
	}
	clickMoves(t, s, "e5")
	if _, ok := s.Hint(); ok {
		t.Error("the line stays after a move")
	}
}
