package session

import (
	"strings"
	"testing"

	"diamond/app/games"
)

// site finds a site by name.
func site(t *testing.T, g games.Game, name string) int {
	t.Helper()
	for q, s := range g.Geometry().Sites {
		if s.Name == name {
			return q
		}
	}
	t.Fatalf("%s has no site %s", g.ID(), name)
	return -1
}

// The live region's line says the chosen piece and its targets, then the
// move played; the board's name says whose turn it is.
func TestSpoken(t *testing.T) {
	s := New(games.Diamond, Options{})
	if got := s.Spoken(); got != "" {
		t.Errorf("at the start: %q", got)
	}
	if got := s.Board().Label; got != "Diamond board, Black to move" {
		t.Errorf("label %q", got)
	}
	s.Click(site(t, games.Diamond, "a1"))
	if got := s.Spoken(); got != "Black a1." {
		t.Errorf("after a1: %q", got)
	}
	if got := s.Board().Label; got != "Diamond board, White to move" {
		t.Errorf("label %q", got)
	}
	s.GoTo(0)
	if got := s.Board().Label; got != "Diamond board, Black to move, an earlier position" {
		t.Errorf("label %q", got)
	}

	s = New(games.Diamondback, Options{})
	s.Click(site(t, games.Diamondback, "c1"))
	if got := s.Spoken(); !strings.HasPrefix(got, "c1, white knight, chosen; may go to ") || !strings.Contains(got, "e2") {
		t.Errorf("knight chosen: %q", got)
	}
	s.Click(site(t, games.Diamondback, "e2"))
	if got := s.Spoken(); got != "White: knight c1 to e2." {
		t.Errorf("knight moved: %q", got)
	}
	s.Resign()
	if got := s.Spoken(); !strings.HasSuffix(got, "resigned.") {
		t.Errorf("after resigning: %q", got)
	}
}
