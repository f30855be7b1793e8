package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"diamond/rules/diamond"
	"diamond/rules/diamond/ai"
	"diamond/rules/diamondback"
	"diamond/rules/pivots"
)

var resultLine = regexp.MustCompile(`(?m)^RESULT games=(\d+) wins=(\d+) draws=(\d+) losses=(\d+) score=([0-9.]+) elo=(\S+)$`)

// arena runs a match and returns its output and RESULT numbers.
func arena(t *testing.T, args ...string) (string, [4]int) {
	t.Helper()
	var out strings.Builder
	if err := run(args, &out); err != nil {
		t.Fatalf("arena %q: %v\n%s", args, err, out.String())
	}
	text := out.String()
	if !strings.HasSuffix(text, "\n") || resultLine.FindStringIndex(text)[1] != len(text)-1 {
		t.Fatalf("output does not end with the RESULT line:\n%s", text)
	}
	m := resultLine.FindStringSubmatch(text)
	var n [4]int
	for i := range n {
		n[i], _ = strconv.Atoi(m[i+1])
	}
	if n[0] != n[1]+n[2]+n[3] {
		t.Errorf("games %d != wins+draws+losses in %q", n[0], m[0])
	}
	return text, n
}

func TestArenaBuiltinLevels(t *testing.T) {
	text, n := arena(t, "-a", "level:2,iterations=200", "-b", "level:1,iterations=50", "-games", "4", "-parallel", "2")
	if n[0] != 4 {
		t.Errorf("played %d games, want 4:\n%s", n[0], text)
	}
	if strings.Count(text, "\ngame ") != 4 {
		t.Errorf("want a line per game:\n%s", text)
	}
}

// TestArenaExternalPlayers builds cmd/engine and plays it through both
// external protocols, and checks that an illegal action loses.
func TestArenaExternalPlayers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds cmd/engine")
	}
	bin := filepath.Join(t.TempDir(), "engine")
	if out, err := exec.Command("go", "build", "-o", bin, "diamond/cmd/engine").CombinedOutput(); err != nil {
		t.Fatalf("building the engine: %v\n%s", err, out)
	}
	text, n := arena(t, "-a", "engine:"+bin+" -level 1", "-b", "stdio:"+bin+" -simple -level 1", "-games", "2", "-movetime", "20ms")
	if n[0] != 2 || strings.Contains(text, "illegal") {
		t.Errorf("engine vs simple engine:\n%s", text)
	}

	// A player that says nothing loses when its time is up.
	text, n = arena(t, "-a", "level:1", "-b", "stdio:sleep 20", "-games", "2", "-timeout", "300ms")
	if n[1] != 2 || strings.Count(text, "no answer within 300ms") != 2 {
		t.Errorf("silent player:\n%s", text)
	}

	// A player that answers nonsense loses every game, as first or second.
	text, n = arena(t, "-a", "stdio:while read l; do echo zz; done", "-b", "level:1", "-games", "2")
	if n[3] != 2 || strings.Count(text, `illegal or missing action "zz"`) != 2 {
		t.Errorf("nonsense player:\n%s", text)
	}
}

func TestParseSpec(t *testing.T) {
	sp, err := parseSpec(diamond.Spec, "level:3,c=0.5,playouts=random,forced=0", 0)
	if err != nil {
		t.Fatal(err)
	}
	if s := sp.search; s.Explore != 0.5 || s.Tactical || s.ForcedWin != 0 || s.Iterations != ai.LevelSearch(3).Iterations {
		t.Errorf("level:3 with changes: %+v", *s)
	}
	for _, bad := range []string{"level:0", "level:x", "uct,c", "uct,colour=red", "level:2,playouts=smart", "grandmaster"} {
		if _, err := parseSpec(diamond.Spec, bad, 0); err == nil {
			t.Errorf("parseSpec(%q) accepted", bad)
		}
	}
}

func TestTally(t *testing.T) {
	var tl tally
	for _, s := range []float64{1, 1, 1, 0.5, 0} {
		tl.add(s)
	}
	if got := tl.score(); got != 0.7 {
		t.Errorf("score %v, want 0.7", got)
	}
	if e := elo(0.75); e < 190.8 || e > 190.9 {
		t.Errorf("elo(0.75) = %v, want 190.85", e)
	}
	if lo, hi := tl.interval(); lo < 0.27 || lo > 0.33 || hi < 0.92 || hi > 0.96 {
		t.Errorf("interval %.3f to %.3f for 5 games at 0.7, want about 0.30 to 0.94", lo, hi)
	}
	sweep := tally{wins: 200}
	if lo, hi := sweep.interval(); lo < 0.97 || lo > 0.99 || hi != 1 {
		t.Errorf("interval %.3f to %.3f for 200 wins in 200, want about 0.981 to 1", lo, hi)
	}
}

// TestArenaDiamondback: Diamondback's built-in players, baselines and
// keys included, play whole games; bad descriptions are refused.
func TestArenaDiamondback(t *testing.T) {
	text, n := arena(t, "-game", "diamondback", "-a", "level:2,nodes=300", "-b", "material:1", "-games", "2")
	if n[0] != 2 || strings.Contains(text, "illegal") {
		t.Errorf("level vs material:\n%s", text)
	}
	text, n = arena(t, "-game", "diamondback", "-a", "uct,c=1", "-b", "level:1,null=0,lmr=0,futility=0,checks=0,quiescence=0,noise=50", "-games", "2", "-movetime", "5ms")
	if n[0] != 2 || strings.Contains(text, "illegal") {
		t.Errorf("uct vs level 1 changed:\n%s", text)
	}
	for _, bad := range []string{"level:6", "material:0", "uct,c", "level:2,colour=red", "level:2,nodes=x", "grandmaster"} {
		if _, err := parseSpec(diamondback.Spec, bad, 0); err == nil {
			t.Errorf("parseSpec(%q) accepted", bad)
		}
	}
	sp, err := parseSpec(diamondback.Spec, "level:4,futility=0", 100*time.Millisecond)
	if err != nil || sp.builtin == nil {
		t.Fatalf("level:4,futility=0: %v", err)
	}
}

// TestArenaPivots: Diamonds & Pivots's built-in players, its UCT baseline
// and keys included, play whole games; bad descriptions are refused.
func TestArenaPivots(t *testing.T) {
	text, n := arena(t, "-game", "pivots", "-a", "level:2", "-b", "uct", "-games", "2", "-movetime", "2ms")
	if n[0] != 2 || strings.Contains(text, "illegal") {
		t.Errorf("level 2 vs uct:\n%s", text)
	}
	text, n = arena(t, "-game", "pivots", "-a", "level:3,nodes=500,quiescence=0,book=0", "-b", "level:1,nodes=50,c=1,solver=1", "-games", "2")
	if n[0] != 2 || strings.Contains(text, "illegal") {
		t.Errorf("changed levels:\n%s", text)
	}
	for _, bad := range []string{"level:6", "uct,c", "level:2,colour=red", "level:2,nodes=x", "grandmaster"} {
		if _, err := parseSpec(pivots.Spec, bad, 0); err == nil {
			t.Errorf("parseSpec(pivots, %q) accepted", bad)
		}
	}
}
