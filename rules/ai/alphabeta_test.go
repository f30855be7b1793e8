package ai

import (
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/rng"
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

// TestScanAgreesWithTheRules: the horizon's one-pass scan finds the same
// wins and threats as the rules' helpers.
func TestScanAgreesWithTheRules(t *testing.T) {
	r := rng.New(9)
	checked := 0
	for game := 0; game < 200; game++ {
		g := diamond.NewGame()
		for !g.Outcome().Over() {
			p := g.Position()
			l := scan(&p, false)
			if win := p.WinningAction() != diamond.NoAction; l.win != win {
				t.Fatalf("scan win %v, WinningAction %v\n%s", l.win, win, p)
			}
			if want := p.ThreatPoints(p.ToMove().Other()).Count(); l.threats != want {
				t.Fatalf("scan threats %d, ThreatPoints %d\n%s", l.threats, want, p)
			}
			checked++
			g.Play(p.RandomAction(r))
		}
	}
	if checked < 10_000 {
		t.Errorf("only %d positions", checked)
	}
}
