package share

import (
	"strings"
	"testing"

	"diamond/rules/diamond"
)

func TestRoundTrip(t *testing.T) {
	g, err := diamond.ParseRecord("1. d3 a1 2. d4 a2 3. e3 a4 4. e4")
	if err != nil {
		t.Fatal(err)
	}
	f := Fragment(g, 3)
	if f != "g=ZAaBhDi_b&m=3" {
		t.Errorf("fragment %q", f)
	}
	if !IsLink(f) || IsLink("rules") || IsLink("") {
		t.Error("IsLink")
	}
	l, err := Parse(f)
	if err != nil || l.Ply != 3 || l.Game.Compact() != g.Compact() || !l.Game.Outcome().Over() {
		t.Fatalf("parse: %+v %v", l, err)
	}
	if l, err := Parse("g=ZA"); err != nil || l.Ply != 2 {
		t.Errorf("no m: shows the end: %+v %v", l, err)
	}
}

func TestErrors(t *testing.T) {
	for fragment, want := range map[string]string{
		"":             "holds no game",
		"m=3":          "holds no game",
		"g=ZZ":         "move 1 (d3) is not legal: d3 is not empty",
		"g=ZA%":        "holds no game",
		"g=ZA!":        `'!' is not part of a game link`,
		"g=ZA_q":       `"_q" is not a result`,
		"g=ZA&m=9":     `show move "9", but the game has 2 moves`,
		"g=ZA&m=-1":    `show move "-1"`,
		"g=ZA&m=two":   `show move "two"`,
		"g=ZAaBhDi_w":  "the record ends 0-1, but the play ends 1-0",
		"g=ZAaBhDiJ_b": "move 4 (b3) is not legal: the game was already over",
	} {
		_, err := Parse(fragment)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want an error with %q", fragment, err, want)
		}
	}
}
