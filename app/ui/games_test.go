package ui

import (
	"strings"
	"testing"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/rules/diamond"
	"diamond/rules/game"
)

// A kept game names the colour the person plays now: the computer's swap
// as White makes the person, who chose Black, White.
func TestDescribeAfterSwap(t *testing.T) {
	s := session.New(games.Diamond, session.Options{Mode: session.Computer, Human: game.First, Level: 3})
	q, _ := diamond.ParsePoint("d4")
	s.Click(int(q))
	r, ok := s.ComputerRequest()
	if !ok {
		t.Fatal("the computer was not asked to answer d4")
	}
	if err := s.Reply(r.Token, session.Answer{Action: "swap", Score: 0.5}); err != nil {
		t.Fatal(err)
	}
	got := describe(games.Diamond, store.Encode(s))
	if !strings.HasPrefix(got, "You (white) against the computer, level 3 · 2 moves") {
		t.Errorf("describe after a swap = %q", got)
	}
}
