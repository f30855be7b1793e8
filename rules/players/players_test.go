package players

import (
	"os"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"diamond/rules/diamond"
	"diamond/rules/diamond/ai"
	"diamond/rules/games"
	"diamond/rules/player"
)

// TestThinkCompact: the worker's path gives the move Diamond's own Think
// gives, in notation, with its line and what it counted.
func TestThinkCompact(t *testing.T) {
	for level := 1; level <= 4; level++ {
		got, err := ThinkCompact("", "ZAaB", player.Request{Level: level, Seed: 9})
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
		{"diamond", "ZZ", "move 1 (White's d3) is not legal"},
		{"diamond", "ZAaBhDi_b", "the game is over"},
	} {
		if _, err := ThinkCompact(c.game, c.compact, player.Request{Level: 2}); err == nil || !strings.Contains(err.Error(), c.want) {
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

// Every registered game has a computer player: the app offers the
// computer as an opponent in every game.
func TestEveryGameHasAPlayer(t *testing.T) {
	for _, id := range games.IDs() {
		if _, ok := byID[id]; !ok {
			t.Errorf("%s is registered in rules/games but has no player here", id)
		}
	}
}

// scripts/size.sh finds search code in the app's wasm by function names:
// its pattern must match every player's functions, or a game's search
// could slip into the app unseen.
func TestSizeScriptNamesEverySearch(t *testing.T) {
	script, err := os.ReadFile("../../scripts/size.sh")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^search='([^']+)'$`).FindSubmatch(script)
	if line == nil {
		t.Fatal("scripts/size.sh has no line search='PATTERN'")
	}
	search, err := regexp.Compile(string(line[1]))
	if err != nil {
		t.Fatalf("scripts/size.sh's search pattern: %v", err)
	}
	for id, e := range byID {
		fn := runtime.FuncForPC(reflect.ValueOf(e.play).Pointer()).Name() // "diamond/rules/pivots/ai.Play"
		if !search.MatchString(fn) {
			t.Errorf("scripts/size.sh's search pattern %s does not match %s's player, %s", line[1], id, fn)
		}
	}
}

// TestThinkDiamondback: Diamondback's player answers through the registry
// at every level in the text Match.Moves writes, a move Match.Play
// accepts, with its line and what it counted; the worker's path gives the
// same answer as a direct call.
func TestThinkDiamondback(t *testing.T) {
	spec, err := games.ByID("diamondback")
	if err != nil {
		t.Fatal(err)
	}
	m, err := spec.ParseCompact("~a2g8.d4e4.e5d5")
	if err != nil {
		t.Fatal(err)
	}
	for level := 1; level <= len(Levels("diamondback")); level++ {
		req := player.Request{Level: level, Seed: 3}
		if level == 5 {
			req.MoveTime = 30 * time.Millisecond
		}
		an, err := Think(m, req)
		if err != nil {
			t.Fatal(err)
		}
		if an.Counted != "positions" || an.Count <= 0 || len(an.Line) == 0 || an.Line[0] != an.Move {
			t.Errorf("level %d: %+v", level, an)
		}
		c := m.Clone()
		if err := c.Play(an.Move); err != nil {
			t.Fatalf("level %d: %q: %v", level, an.Move, err)
		}
		if got := c.Moves()[c.Len()-1]; got != an.Move {
			t.Errorf("level %d: answered %q, which the game writes %q", level, an.Move, got)
		}
		if level < 5 {
			w, err := ThinkCompact("diamondback", m.Compact(), req)
			if err != nil || w.Move != an.Move || w.Score != an.Score || w.Count != an.Count {
				t.Errorf("level %d: the worker's path gives %+v (%v), the direct call %+v", level, w, err, an)
			}
		}
	}
}

// TestThinkPivots: Diamonds & Pivots's levels answer through the worker's
// path with an action the game accepts, at a turn's start, on the pie
// rule's turn and in the middle of a chain.
func TestThinkPivots(t *testing.T) {
	spec, err := games.ByID("pivots")
	if err != nil {
		t.Fatal(err)
	}
	for _, compact := range []string{"~", "~e5", "~-c5d6d7e6f6-d1e2f2f3g4-b05-", "~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5d7f5"} {
		for level := 1; level <= 4; level++ {
			an, err := ThinkCompact("pivots", compact, player.Request{Level: level, Seed: 3})
			if err != nil {
				t.Fatalf("%s, level %d: %v", compact, level, err)
			}
			m, _ := spec.ParseCompact(compact)
			if err := m.Play(an.Move); err != nil {
				t.Errorf("%s, level %d: %q: %v", compact, level, an.Move, err)
			}
			book := compact == "~" || compact == "~e5" // the opening book counts nothing
			if len(an.Line) == 0 || an.Line[0] != an.Move || an.Score < 0 || an.Score > 1 || an.Count == 0 && !book {
				t.Errorf("%s, level %d: %+v", compact, level, an)
			}
		}
	}
}

// TestThinkNodes: a request's Nodes replaces the level's count, for every
// game, and the same request gives the same answer.
func TestThinkNodes(t *testing.T) {
	for _, spec := range games.All() {
		m, err := spec.New(0)
		if err != nil {
			t.Fatal(err)
		}
		m.Play(m.Legal()[3])
		req := player.Request{Level: 4, Seed: 1, Nodes: 2_000}
		a, err := Think(m, req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Think(m, req)
		full, _ := Think(m, player.Request{Level: 4, Seed: 1})
		if a.Count >= full.Count/4 || a.Move != b.Move || a.Score != b.Score {
			t.Errorf("%s: %d nodes counted %d (level 4: %d), %s %v then %s %v", spec.ID(), req.Nodes, a.Count, full.Count, a.Move, a.Score, b.Move, b.Score)
		}
	}
}
