package players

import (
	"strings"
	"testing"
	"time"

	"diamond/rules/diamond"
	"diamond/rules/diamond/ai"
	"diamond/rules/games"
	"diamond/rules/pivots"
	"diamond/rules/search"
)

// TestThinkCompact: the worker's path gives the move Diamond's own Think
// gives, in notation, with its line and what it counted.
func TestThinkCompact(t *testing.T) {
	for level := 1; level <= 4; level++ {
		got, err := ThinkCompact("", "ZAaB", search.Request{Level: level, Seed: 9})
		if err != nil {
			t.Fatal(err)
		}
		g, _ := diamond.ParseCompact("ZAaB")
		want := ai.Think(g, ai.Options{Level: ai.Level(level), Seed: 9})
		if got.Move != diamond.FormatAction(g.Position(), want.Action) || got.Score != want.Score || got.Count != want.Iterations {
			t.Errorf("level %d: %+v, want %v", level, got, want)
		}
		if len(got.Line) == 0 || got.Line[0] != got.Move {
			t.Errorf("level %d: line %q should start with %s", level, got.Line, got.Move)
		}
		if wantCounted := map[bool]string{true: "positions", false: "playouts"}[level > 1]; got.Counted != wantCounted {
			t.Errorf("level %d counts %s", level, got.Counted)
		}
	}
}

func TestThinkErrors(t *testing.T) {
	for _, c := range []struct{ game, compact, want string }{
		{"chess", "", `"chess"`},
		{"diamond", "ZZ", "move 1 (d3) is not legal"},
		{"diamond", "ZAaBhDi_b", "the game is over"},
	} {
		if _, err := ThinkCompact(c.game, c.compact, search.Request{Level: 2}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ThinkCompact(%q, %q): %v; want an error with %s", c.game, c.compact, err, c.want)
		}
	}
}

func TestEveryPlayerIsAGame(t *testing.T) {
	for id := range byID {
		if _, err := games.ByID(id); err != nil {
			t.Errorf("player for %q: %v", id, err)
		}
		if len(Levels(id)) == 0 {
			t.Errorf("%s has no levels", id)
		}
	}
}

// TestPivotsThink: Diamonds & Pivots's levels and its UCT baseline answer
// with an action the game accepts, at a turn's start, on the pie rule's
// turn and in the middle of a chain.
func TestPivotsThink(t *testing.T) {
	for _, compact := range []string{"~", "~e5", "~-c5d6d7e6f6-d1e2f2f3g4-b05-", "~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5d7f5"} {
		for level := 1; level <= 4; level++ {
			req := search.Request{Level: level, Seed: 3}
			an, err := ThinkCompact("pivots", compact, req)
			if err != nil {
				t.Fatalf("%s, level %d: %v", compact, level, err)
			}
			m, _ := pivots.Spec.ParseCompact(compact)
			if err := m.Play(an.Move); err != nil {
				t.Errorf("%s, level %d: %q: %v", compact, level, an.Move, err)
			}
			book := compact == "~" || compact == "~e5" // the opening book counts nothing
			if len(an.Line) == 0 || an.Line[0] != an.Move || an.Score < 0 || an.Score > 1 || an.Count == 0 && !book {
				t.Errorf("%s, level %d: %+v", compact, level, an)
			}
		}
		m, _ := pivots.Spec.ParseCompact(compact)
		an, err := UCT("pivots")(m, search.Request{MoveTime: 5 * time.Millisecond, Seed: 1})
		if err != nil || m.Play(an.Move) != nil || an.Counted != "playouts" {
			t.Errorf("%s, UCT: %+v, %v", compact, an, err)
		}
	}
	if UCT("diamond") != nil {
		t.Errorf("Diamond's UCT baseline is the arena's own")
	}
}
