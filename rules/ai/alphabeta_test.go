package ai

import (
	"testing"

	"diamond/rules/diamond"
)

// TestAlphaBetaTactics: the alpha-beta experiment, without the forced-win
// search in front of it, takes wins in one and two and blocks.
func TestAlphaBetaTactics(t *testing.T) {
	sr := Search{AlphaBeta: true, Iterations: 200_000}
	for _, tc := range handmade(t) {
		an := Think(tc.game, Options{Search: &sr})
		checkAnswer(t, tc, 0, an)
	}
}

func TestAlphaBetaPlaysLegalGames(t *testing.T) {
	g := diamond.NewGame()
	sr := Search{AlphaBeta: true, Iterations: 5000}
	for !g.Outcome().Over() && g.Len() < 60 {
		an := Think(g, Options{Seed: 1, Search: &sr})
		if err := g.Play(an.Action); err != nil {
			t.Fatalf("ply %d: %s: %v\n%s", g.Len(), an.Action, err, g.Position())
		}
	}
}
