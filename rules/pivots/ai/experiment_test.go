package ai

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"diamond/rules/pivots"
	"diamond/rules/rng"
)

// experiments are the matches of EXPERIMENTS.md that cmd/arena cannot
// play (it offers Pivots's levels and its UCT baseline, without keys):
// the first search against the second, each with budget a move.
var experiments = map[string]func(budget time.Duration) [2]Search{
	// The strongest level against the plain UCT baseline, as in cmd/arena.
	"uct": func(b time.Duration) [2]Search { return [2]Search{strong(0, b), PlainUCT(b)} },
	// The evaluation with the potential of diamonds to come.
	"potential": func(b time.Duration) [2]Search {
		sr := strong(0, b)
		sr.Potential = 2
		return [2]Search{sr, strong(0, b)}
	},
}

// TestExperiment plays the match PIVOTS_EXPERIMENT (a name of
// experiments) of PIVOTS_GAMES games (default 20) at PIVOTS_MOVETIME a
// move (default 100ms), from game PIVOTS_FIRST on (default 0), as
// cmd/arena plays its matches: each of the
// random openings (two drops, turns finished) twice with the colours
// exchanged.
func TestExperiment(t *testing.T) {
	name := os.Getenv("PIVOTS_EXPERIMENT")
	if name == "" {
		t.Skip("an experiment: PIVOTS_EXPERIMENT=name")
	}
	games, _ := strconv.Atoi(os.Getenv("PIVOTS_GAMES"))
	if games == 0 {
		games = 20
	}
	budget := 100 * time.Millisecond
	if d, err := time.ParseDuration(os.Getenv("PIVOTS_MOVETIME")); err == nil {
		budget = d
	}
	srs := experiments[name](budget)
	first, _ := strconv.Atoi(os.Getenv("PIVOTS_FIRST")) // the first game's number, from 0
	var wins, losses int
	for i := first; i < first+games; i++ {
		g := openingGame(uint64(i / 2))
		aColor := pivots.Color(i % 2) // the colour the first search plays
		for !g.Outcome().Over() {
			sr := srs[0]
			if g.Position().ToMove() != aColor {
				sr = srs[1]
			}
			a := Think(g, Options{Search: &sr, Seed: uint64(i)*1_000_003 + uint64(g.Len())})
			if err := g.Play(a.Action); err != nil {
				t.Fatal(err)
			}
		}
		o := g.Outcome()
		if o.Winner == aColor {
			wins++
		} else {
			losses++
		}
		fmt.Printf("game %d: %s (%d actions) — +%d -%d\n", i+1, o, g.Len(), wins, losses)
	}
	fmt.Printf("RESULT %s games=%d wins=%d losses=%d score=%.3f\n", name, games, wins, losses, float64(wins)/float64(games))
}

// openingGame is like cmd/arena's opening k: two random drops (no swap,
// no pass), the last turn finished.
func openingGame(k uint64) *pivots.Game {
	r := rng.New(1 ^ (k+1)*0x9e3779b97f4a7c15)
	g := pivots.NewGame()
	for g.Len() < 2 || g.Position().Phase() == pivots.Pivot {
		var acts []pivots.Action
		for _, a := range g.LegalActions() {
			if a != pivots.SwapAction && a != pivots.PassAction {
				acts = append(acts, a)
			}
		}
		g.Play(acts[r.IntN(len(acts))])
	}
	return g
}
