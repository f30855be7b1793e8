package ui

import (
	"testing"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/rules/game"
)

// The pie rule's and the pass's words, which the page wrote with the
// sides' names and the moves "swap" and "pass" in its own code before
// the adapters held them, are as they were for the games of today.
func TestPromptWords(t *testing.T) {
	for _, c := range []struct {
		game        games.Game
		compact     string
		mode        session.Mode
		text, usual string
	}{
		{games.Diamond, "a", session.Hotseat,
			"Pie rule: instead of placing, Player 2 may swap colours: Player 2 then plays Black, with the piece on d4, and Player 1 plays White and moves next.",
			"Or place a white piece as usual."},
		{games.Diamond, "a", session.Computer,
			"Pie rule: instead of placing, you may swap colours: you then play Black, with the piece on d4, and the computer plays White and moves next.",
			"Or place a white piece as usual."},
		{games.Pivots, "~e5", session.Hotseat,
			"Pie rule: instead of dropping, Player 2 may swap colours: Player 2 then plays Black, with the stone on e5, and Player 1 plays White and moves next.",
			"Or drop a white stone as usual."},
		{games.Pivots, "", session.Hotseat, // White's first turn, set up
			"Pie rule: instead of dropping, Player 1 may swap colours: Player 1 then plays Black, with the board as it stands, and Player 2 plays White and moves next.",
			"Or drop a white stone as usual."},
	} {
		m, err := c.game.ParseCompact(c.compact)
		if c.compact == "" {
			m, err = c.game.ParsePosition(pivotsAfterE5(t))
		}
		if err != nil {
			t.Fatalf("%s: %v", c.compact, err)
		}
		s, err := session.Resume(session.Options{Mode: c.mode, Human: game.Second}, m, nil, m.Len())
		if err != nil {
			t.Fatal(err)
		}
		st := s.Status()
		if !st.Swap {
			t.Fatalf("%s: no swap offered", c.compact)
		}
		if text, usual := pieRule(s, st); text != c.text || usual != c.usual {
			t.Errorf("%s, mode %d:\n%s\n%s\nwant\n%s\n%s", c.compact, c.mode, text, usual, c.text, c.usual)
		}
	}
	m, err := games.Pivots.ParseCompact("~e5.s.c3")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := session.Resume(session.Options{}, m, nil, m.Len())
	if want := "You may pass. Two passes in a row end the game, and the side with more stones on the board wins (White on a tie)."; !s.Status().Pass || s.Game().Pass().Rule != want {
		t.Errorf("Pivots's pass: %v, %q", s.Status().Pass, s.Game().Pass().Rule)
	}
}

// pivotsAfterE5 is the position after Black's first stone, on e5.
func pivotsAfterE5(t *testing.T) string {
	m, _ := games.Pivots.New(0)
	if err := m.Play("e5"); err != nil {
		t.Fatal(err)
	}
	return m.Position()
}
