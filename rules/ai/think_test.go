package ai

import (
	"testing"
	"time"

	"diamond/rules/diamond"
)

// TestThinkPlaysLegalGames plays short games between levels and checks
// every action is legal and the game is left untouched by Think.
func TestThinkPlaysLegalGames(t *testing.T) {
	g := diamond.NewGame()
	for ply := 0; ply < 40 && !g.Outcome().Over(); ply++ {
		before := g.Compact()
		lvl := Level(1 + ply%int(MaxLevel))
		a := Think(g, Options{Level: lvl, Seed: uint64(ply), MoveTime: 20 * time.Millisecond})
		if g.Compact() != before {
			t.Fatalf("Think changed the game")
		}
		if err := g.Play(a.Action); err != nil {
			t.Fatalf("ply %d, level %d: %s: %v\n%s", ply, lvl, a.Action, err, g.Position())
		}
		if len(a.Line) == 0 || a.Line[0] != a.Action {
			t.Errorf("ply %d: line %v does not start with %s", ply, a.Line, a.Action)
		}
		if a.Score < 0 || a.Score > 1 {
			t.Errorf("ply %d: score %v out of [0, 1]", ply, a.Score)
		}
	}
}
