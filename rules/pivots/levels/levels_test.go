package levels

import "testing"

func TestTable(t *testing.T) {
	ls := Infos()
	if len(ls) != Max || Max < 4 {
		t.Fatalf("%d levels, Max %d", len(ls), Max)
	}
	for i, l := range ls {
		if l.Level != i+1 || l.Name == "" || l.Description == "" {
			t.Errorf("level %d: %+v", i+1, l)
		}
		if lv := Of(i + 1); lv.LevelInfo != l || lv.Nodes == 0 && lv.Time == 0 {
			t.Errorf("level %d: %+v, want the picker's %+v and a budget", i+1, lv, l)
		}
	}
	if Of(0) != Of(1) || Of(Max+1) != Of(Max) {
		t.Errorf("Of does not clamp to 1..%d", Max)
	}
	if Of(Max).Time == 0 {
		t.Errorf("the strongest level must play on a clock: %+v", Of(Max))
	}
}
