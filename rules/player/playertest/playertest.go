// Package playertest checks what every game's computer player shares: a
// game's levels package's table, through its Max, Infos and Of.
package playertest

import (
	"testing"
	"time"

	"diamond/rules/player"
)

// CheckLevels checks a game's table of levels: at least 4 levels, Max of
// them, numbered 1 to Max, each named and described; Of(l) is the
// picker's level l with a budget (budget returns its nodes and its time,
// not both 0); Of clamps to 1..Max; the strongest level plays on a clock.
func CheckLevels[L interface {
	comparable
	Info() player.LevelInfo
}](t *testing.T, max int, infos []player.LevelInfo, of func(int) L, budget func(L) (nodes int, clock time.Duration)) {
	t.Helper()
	if len(infos) != max || max < 4 {
		t.Fatalf("%d levels, Max %d", len(infos), max)
	}
	for i, l := range infos {
		if l.Level != i+1 || l.Name == "" || l.Description == "" {
			t.Errorf("level %d: %+v", i+1, l)
		}
		lv := of(i + 1)
		if nodes, clock := budget(lv); lv.Info() != l || nodes == 0 && clock == 0 {
			t.Errorf("level %d: %+v, want the picker's %+v and a budget", i+1, lv, l)
		}
	}
	if of(0) != of(1) || of(max+1) != of(max) {
		t.Errorf("Of does not clamp to 1..%d", max)
	}
	if _, clock := budget(of(max)); clock == 0 {
		t.Errorf("the strongest level must play on a clock: %+v", of(max))
	}
}
