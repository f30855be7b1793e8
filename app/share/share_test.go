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
	f := Fragment(diamond.NewMatch(g), 3)
	if f != "g=ZAaBhDi_b&m=3" {
		t.Errorf("fragment %q", f)
	}
	if !IsLink(f) || IsLink("rules") || IsLink("") {
		t.Error("IsLink")
	}
	l, err := Parse(f)
	if err != nil || l.Ply != 3 || l.Game.Compact() != g.Compact() || !l.Game.Outcome().Over {
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
		"g=ZZ":         "move 1 (White's d3) is not legal: d3 is not empty",
		"g=ZA%":        "it is damaged or cut off (a % in it is not followed by two digits or letters A to F)",
		"g=ZA;m=1":     "holds characters that the app's links never hold",
		"g=ZA!":        `'!' is not part of a game link`,
		"g=ZA_q":       `"_q" is not a result`,
		"g=ZAaBhDi_w":  "the record ends 0-1, but the play ends 1-0",
		"g=ZAaBhDiJ_b": "move 4 (White's b3) is not legal: the game was already over",
		// A game this app does not know is an error, never Diamond.
		"game=chess&g=ZA":     `does not know the game "chess"`,
		"game=&g=ZA&m=1":      "", // an empty name is the default, Diamond
		"game=diamond&g=ZA&m": "",
	} {
		if want == "" {
			if _, err := Parse(fragment); err != nil {
				t.Errorf("Parse(%q): %v", fragment, err)
			}
			continue
		}
		_, err := Parse(fragment)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want an error with %q", fragment, err, want)
		}
	}
}

func TestFind(t *testing.T) {
	for text, want := range map[string]string{
		"https://example.org/#g=ZA&m=1":          "g=ZA&m=1",
		"https://example.org/#game=pivots&g=~e5": "game=pivots&g=~e5",
		"g=ZA":                                   "g=ZA",
		"#rules":                                 "",
		"1. d4 e5":                               "",
		"https://example.org/embed#g=ZA&theme=dark": "g=ZA&theme=dark",
	} {
		got, ok := Find(text)
		if ok != (want != "") || ok && got != want {
			t.Errorf("Find(%q) = %q, %v; want %q", text, got, ok, want)
		}
	}
}

// A move the game does not have is no error: the game is shown at its end,
// and the note says why, in plain English.
func TestMoveOutOfRange(t *testing.T) {
	for fragment, want := range map[string]string{
		"g=ZA&m=9":   "the link asks for move 9, but the game has 2 moves",
		"g=Z&m=9":    "the link asks for move 9, but the game has 1 move",
		"g=&m=1":     "the link asks for move 1, but the game has 0 moves",
		"g=Z&m=-1":   "the link asks for move -1, but moves count from 0, the start",
		"g=ZA&m=two": `the link asks for move "two", which is not a number`,
		"g=ZA&m=1":   "",
		"g=ZA&m=0":   "",
		"g=ZA&m=2":   "",
	} {
		l, err := Parse(fragment)
		if err != nil {
			t.Errorf("Parse(%q): %v, want the game", fragment, err)
			continue
		}
		if l.Note != want {
			t.Errorf("Parse(%q) note %q, want %q", fragment, l.Note, want)
		}
		if want != "" && l.Ply != l.Game.Len() {
			t.Errorf("Parse(%q) shows ply %d of %d, want the end", fragment, l.Ply, l.Game.Len())
		}
	}
}

// Links of the other games name the side of the move that is not legal as
// their move lists do.
func TestOtherGamesErrors(t *testing.T) {
	for fragment, want := range map[string]string{
		"game=diamondback&g=~b1g8.a5b6.a5b6": "move 1 (Black's a5b6) is not legal",
		"game=pivots&g=~e5.e5":               "turn 2 (White's e5) is not legal: e5 is not empty",
	} {
		_, err := Parse(fragment)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want an error with %q", fragment, err, want)
		}
	}
}
