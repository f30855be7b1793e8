package session

import (
	"testing"

	"diamond/app/games"
	"diamond/rules/game"
)

// computerGame is a game of Diamond against the computer after the
// person's first move: the computer's turn.
func computerGame(t *testing.T) *Session {
	t.Helper()
	s := New(games.Diamond, Options{Mode: Computer, Human: game.First, Level: 1})
	clickMoves(t, s, "d4")
	return s
}

// The computer's answer goes to the game that asked, by its token, and
// the game asks on: nothing on the board (the analysis board over it)
// stands between them. A stale token, or a game left, is no news.
func TestPaceAnswersTheGameThatAsked(t *testing.T) {
	var p Pace
	g := computerGame(t)
	r, ok := g.ComputerRequest()
	if !ok || !p.Ask(r) {
		t.Fatalf("the computer's turn: %+v %v", r, ok)
	}
	legal := g.Match().Legal()[0]
	if news, _, _ := p.Answer(g, r.Token+1, Answer{Action: legal}, "", Search{}); news {
		t.Error("another token's answer is news")
	}
	news, moved, err := p.Answer(g, r.Token, Answer{Action: legal, Score: 0.4, Line: []string{legal}}, "", Search{Iterations: 12345, Counted: "positions", ElapsedMs: 250})
	if !news || !moved || err != nil || g.Match().Len() != 2 {
		t.Fatalf("the answer: news %v, moved %v, %v; %d moves", news, moved, err, g.Match().Len())
	}
	if th, ms := p.Thought(); th != "Computer: "+legal+" in 0.2 s (12,345 positions), expects 40%." || ms != 250 {
		t.Errorf("thought %q %v", th, ms)
	}
	if news, _, _ := p.Answer(g, r.Token, Answer{Action: legal}, "", Search{}); news {
		t.Error("an answer taken twice")
	}
	// The person moves; the computer is asked again, and a failure is
	// said in words.
	clickMoves(t, g, g.Match().Legal()[0])
	r, _ = g.ComputerRequest()
	if _, _, err := p.Answer(g, r.Token, Answer{}, "no worker", Search{}); err == nil || err.Error() != "The computer could not play: no worker" {
		t.Errorf("a failure: %v", err)
	}
}

// A hint's answer draws the hint and moves nothing.
func TestPaceHint(t *testing.T) {
	var p Pace
	g := New(games.Diamond, Options{Mode: Computer, Human: game.First, Level: 1})
	g.ToggleHint()
	r, ok := g.ComputerRequest()
	if !ok || !r.Hint {
		t.Fatalf("no hint asked: %+v", r)
	}
	legal := g.Match().Legal()[0]
	if news, moved, err := p.Answer(g, r.Token, Answer{Action: legal, Line: []string{legal}}, "", Search{}); !news || moved || err != nil {
		t.Errorf("a hint: news %v, moved %v, %v", news, moved, err)
	}
	if h, ok := g.Hint(); !ok || h.Move != legal {
		t.Errorf("the hint shown: %+v %v", h, ok)
	}
	g.ToggleHint()
	g.ToggleHint()
	r, _ = g.ComputerRequest()
	if _, _, err := p.Answer(g, r.Token, Answer{}, "busy", Search{}); err == nil || err.Error() != "The computer could not give a hint: busy" {
		t.Errorf("a failed hint: %v", err)
	}
}

// A chain's next step waits for its pause, and goes only if the game
// still waits for it; At once sends it now, and the rest of the turn goes
// without pauses until a new turn.
func TestPaceOfAChain(t *testing.T) {
	var p Pace
	first := Request{Token: 1}
	if !p.Ask(first) {
		t.Error("a turn's first question waits")
	}
	g := computerGame(t)
	r, _ := g.ComputerRequest()
	step := r
	step.Follows = true
	if p.Ask(step) || !p.Holds(g) {
		t.Fatal("a chain's step is not held")
	}
	if _, ok := p.Paused(step.Token+1, g); ok {
		t.Error("another question's pause sends this one")
	}
	if got, ok := p.Paused(step.Token, g); !ok || got != step || p.Holds(g) {
		t.Errorf("after the pause: %+v %v", got, ok)
	}
	p.Ask(step)
	if got, ok := p.AtOnce(g); !ok || got != step || !p.Hurried() {
		t.Errorf("at once: %+v %v", got, ok)
	}
	if !p.Ask(step) {
		t.Error("at once, a step still waits")
	}
	if _, ok := p.AtOnce(g); ok {
		t.Error("nothing held, yet at once sends")
	}
	if !p.Ask(first) || p.Hurried() {
		t.Error("a new turn is not shown step by step again")
	}
	// The game took the move back meanwhile: the held step is dropped.
	p.Ask(step)
	g.Undo()
	if _, ok := p.Paused(step.Token, g); ok {
		t.Error("a step the game no longer asks for is sent")
	}
}

func TestGrouped(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 2689250: "2,689,250", -1234: "-1,234", 100000: "100,000"} {
		if got := Grouped(n); got != want {
			t.Errorf("Grouped(%d) = %q, want %q", n, got, want)
		}
	}
}
