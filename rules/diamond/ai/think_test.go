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

func TestThinkIsDeterministicGivenSeedAndIterations(t *testing.T) {
	g := benchGame()
	for l := Level(1); l <= MaxLevel; l++ {
		sr := LevelSearch(l)
		sr.Time, sr.Iterations = 0, 500
		a := Think(g, Options{Seed: 42, Search: &sr})
		b := Think(g, Options{Seed: 42, Search: &sr})
		if a.Action != b.Action || a.Score != b.Score || a.Iterations != b.Iterations || len(a.Line) != len(b.Line) {
			t.Errorf("level %d: two searches with seed 42 differ: %+v and %+v", l, a, b)
		}
	}
}

// TestThinkStopsOnTime allows a generous margin: it checks that the clock
// is obeyed at all, not how precisely.
func TestThinkStopsOnTime(t *testing.T) {
	g := benchGame()
	for _, opt := range []Options{{Level: MaxLevel, MoveTime: 50 * time.Millisecond}, {Level: 2, MoveTime: 50 * time.Millisecond}} {
		start := time.Now()
		an := Think(g, opt)
		if el := time.Since(start); el > 2*time.Second {
			t.Errorf("level %d with 50ms took %v", opt.Level, el)
		}
		if an.Iterations == 0 || an.Elapsed <= 0 {
			t.Errorf("level %d: %d iterations in %v", opt.Level, an.Iterations, an.Elapsed)
		}
	}
}

// TestScoreOfDecidedPositions: a forced win scores 1 and a forced loss 0,
// with the line showing how.
func TestScoreOfDecidedPositions(t *testing.T) {
	// White threatens both e3 and f5 after e4 ... ; here Black to move
	// faces two white squares to complete: it cannot stop both.
	lost := diamond.NewGameFrom(diagram(t, diamond.Black, [2]int{7, 7}, `
- . . . . . . b
. . . . . . . .
. . . . . . . .
. . . . w . . .
. . . w w w . .
. . . w . . . .
b . . . . . . .
b . . . . . b -`))
	if !forcedWin(lost, 1) {
		// Black has no square of its own to complete; check the claim that
		// every action loses.
		if !everyReplyLoses(lost, 1) {
			t.Fatalf("position is not lost for Black:\n%s", lost.Position())
		}
	}
	sr := LevelSearch(2)
	an := Think(lost, Options{Seed: 1, Search: &sr})
	if an.Score != 0 {
		t.Errorf("lost position: score %v, want 0 (line %v)", an.Score, an.Line)
	}
	if len(an.Line) < 2 {
		t.Errorf("lost position: line %v should show White's win", an.Line)
	}

	won := lost.Clone()
	won.Play(an.Action)
	an = Think(won, Options{Seed: 1, Search: &sr})
	if an.Score != 1 || !winsWithin(won, an.Action, 1) {
		t.Errorf("won position: %s with score %v, want the win and 1", an.Action, an.Score)
	}
}

// TestLevels: the strongest level plays on a clock (the names and the
// budgets are rules/diamond/levels's, tested there).
func TestLevels(t *testing.T) {
	if LevelSearch(MaxLevel).Time == 0 || LevelSearch(MaxLevel).Time > time.Second {
		t.Errorf("the strongest level must answer on a clock within a second: %+v", LevelSearch(MaxLevel))
	}
}

func TestThinkOnAFinishedGame(t *testing.T) {
	g, err := diamond.ParseRecord("1. d3 a1 2. d4 a2 3. e3 a4 4. e4 1-0")
	if err != nil {
		t.Fatal(err)
	}
	for l := Level(1); l <= MaxLevel; l++ {
		if an := Think(g, Options{Level: l, MoveTime: 10 * time.Millisecond}); an.Action != diamond.NoAction {
			t.Errorf("level %d plays %s after the end", l, an.Action)
		}
	}
}

// TestLinesAreLegal: the line every level reports can be played out.
func TestLinesAreLegal(t *testing.T) {
	for _, g := range []*diamond.Game{benchGame(), benchMovementGame()} {
		for l := Level(1); l <= MaxLevel; l++ {
			sr := LevelSearch(l)
			if sr.Time > 0 {
				sr.Time, sr.Iterations = 0, 20_000 // a budget a slow machine cannot cut short
			}
			an := Think(g, Options{Seed: 3, Search: &sr})
			line := g.Clone()
			for i, a := range an.Line {
				if err := line.Play(a); err != nil {
					t.Errorf("level %d: line %v: action %d (%s): %v", l, an.Line, i+1, a, err)
					break
				}
			}
			if l > 1 && len(an.Line) < 2 {
				t.Errorf("level %d: line %v is too short to be a line", l, an.Line)
			}
		}
	}
}
