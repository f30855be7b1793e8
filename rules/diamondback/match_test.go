package diamondback

import (
	"errors"
	"strings"
	"testing"

	"diamond/rules/game"
)

func TestMatch(t *testing.T) {
	if Spec.ID() != "diamondback" || Spec.Name() != "Diamondback Chess" || Spec.SideNames() != [2]string{"White", "Black"} ||
		strings.Join(Spec.Starts(), " ") != "b1g8 b1h7 a2g8 a2h7" {
		t.Fatalf("spec %s %s %v %v", Spec.ID(), Spec.Name(), Spec.SideNames(), Spec.Starts())
	}
	for i := range Spec.Starts() {
		m, err := Spec.New(i)
		if err != nil || m.Start() != i || m.Perft(3) != 11458 || m.Position() != setupFENs[i] || m.ToMove(0) != game.First {
			t.Errorf("start %d: %v, start %d, perft %d, %s", i, err, m.Start(), m.Perft(3), m.Position())
		}
		if m.SideOf(0, 0) != game.First || m.SideOf(1, 5) != game.Second {
			t.Error("seat 0 plays White")
		}
	}
	m, _ := Spec.ParsePosition("k7/6P1/8/8/8/8/8/K7 w - - 0 1")
	if got := strings.Join(m.(*Match).LegalCompact(), " "); got != "a1b1 a1a2 a1b2 g7h7q g7h7r g7h7b g7h7n g7g8q g7g8r g7g8b g7g8n g7h8" {
		t.Errorf("compact moves %s", got)
	}
	if got := strings.Join(m.Legal(), " "); got != "Kb1 Ka2 Kb2 g7-h7=Q g7-h7=R g7-h7=B g7-h7=N g7-g8=Q+ g7-g8=R+ g7-g8=B g7-g8=N g7-h8#" {
		t.Errorf("moves %s", got)
	}
	if err := m.Play("g7h8"); err != nil || m.Perft(2) != 0 || m.Legal() != nil || m.Start() != -1 {
		t.Errorf("after the corner: %v, perft %d, legal %v", err, m.Perft(2), m.Legal())
	}
	if o := m.Outcome(); !o.Over || o.Winner != game.First || o.Reason != "corner" || o.Result() != "1-0" || o.Declared {
		t.Errorf("outcome %+v", o)
	}
	if err := m.Play("Ka2"); !errors.Is(err, game.ErrGameOver) {
		t.Errorf("play after the end: %v", err)
	}
	if m.Compact() != "~k7-6P1-8-8-8-8-8-K7-w-0-1.g7h8_w" || m.Moves()[0] != "g7-h8#" {
		t.Errorf("compact %s, moves %v", m.Compact(), m.Moves())
	}
	if !strings.HasPrefix(m.Diagram(), "8 k . . . . . . P\n") {
		t.Errorf("diagram\n%s", m.Diagram())
	}
}
