package check

import (
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/game"
)

// play opens a Diamond game from its moves.
func play(t *testing.T, moves ...string) game.Match {
	t.Helper()
	m, err := diamond.Spec.New(0)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	return m
}

// In the placement phase Black holds three corners of the square c4 c5 d4
// d5 and White none: Black wins at once on d5, and only there; with two
// turns nothing else wins either, as White then blocks d5.
func TestWinInOne(t *testing.T) {
	m := play(t, "c4", "a1", "c5", "a2", "d4", "a3")
	before := m.Compact()
	pr, err := Prove(m, Goal{Turns: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(pr.Wins) != 1 || pr.Wins[0][0] != "d5" {
		t.Fatalf("wins in one: %v, want only d5", pr.Wins)
	}
	if m.Compact() != before {
		t.Fatal("Prove changed the match")
	}
	if r, ok := pr.Refutations["c3"]; !ok || r != "" {
		t.Errorf("c3 fails by itself with no reply needed, got %q %v", r, ok)
	}
	pr2, _ := Prove(m, Goal{Turns: 2}, nil)
	if len(pr2.Wins) != 1 || pr2.Wins[0][0] != "d5" {
		t.Errorf("wins in two: %v, want only d5", pr2.Wins)
	}
	if r := pr2.Refutations["c3"]; r != "d5" {
		t.Errorf("c3 is refuted by %q, want the block d5", r)
	}
}

// White to move can block d5; after it Black has no win in one, and the
// reply that resists is the block.
func TestReplyBlocks(t *testing.T) {
	m := play(t, "c4", "a1", "c5", "a2", "d4")
	if Forced(m, Goal{Turns: 1}, game.First) {
		t.Error("Black wins with White to move and one turn left, though White can block")
	}
	if r := Reply(m, Goal{Turns: 1}, game.First); len(r) != 1 || r[0] != "d5" {
		t.Errorf("the reply is %v, want d5", r)
	}
	if got := Margin(m, game.First); got != 1 {
		t.Errorf("margin %d, want 1 (three black, two white)", got)
	}
}
