package diamond

import (
	"strings"
	"testing"
)

func TestPositionNotation(t *testing.T) {
	if got := FormatPosition(StartPosition()); got != "7/8/8/8/8/8/8/7 b 12 12" {
		t.Errorf("start written as %q", got)
	}
	p := diagramWithHands(t, White, [2]int{2, 3}, `
		- . . . . . . w
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . b . b . . .
		. . w . . . . .
		. . . . . . . .
		n . . . . . w -`)
	text := FormatPosition(p)
	if text != "n6/8/2wb4/8/3b4/8/w7/6w w 2 3" {
		t.Errorf("written as %q", text)
	}
	back, err := ParsePosition(text)
	if err != nil || back != p {
		t.Fatalf("ParsePosition(%q) = %v, %v\nwant\n%v", text, back, err, p)
	}
	for s, want := range map[string]string{
		"7/8/8/8/8/8/8/7 b 12":        "four parts",
		"7/8/8/8/8/8/8 b 12 12":       "8 files",
		"8/8/8/8/8/8/8/7 b 12 12":     "file a",
		"7/8/8/8/8/8/8/8 b 12 12":     "file h",
		"7/8/8/8/8/8/8/7 x 12 12":     "side to move",
		"7/8/8/8/8/8/8/7 b 12 twelve": "should be a number",
		"7/8/8/8/8/8/8/7 b 13 13":     "more than 12",
		"7/8/8/8/8/8/8/7 w 12 12":     "Black moves when both hands are equal",
		"b6/b7/x7/8/8/8/8/7 b 0 0":    "is not b, w, n or a digit",
		"7/bb6/bb6/8/8/8/8/7 w 0 0":   "already holds the square",
		"n6/8/8/8/8/8/8/7 b 12 12":    "more neutral pieces than captured",
	} {
		if _, err := ParsePosition(s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParsePosition(%q) error %v, want %q", s, err, want)
		}
	}
}

// A game from a set-up position carries it in both record forms, and the
// forms without it still read from the standard start.
func TestRecordsWithSetup(t *testing.T) {
	start := diagram(t, Black, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . b . b . . .
		. . w . . . . .
		. . . . . . . .
		n . . . . . w -`)
	g := NewGameFrom(start)
	playGame(t, g, "e4-d4* g1-g2 (a1)")
	text := g.Record().String()
	if want := "[Position \"n6/8/2wb4/8/3b4/8/w7/7 b 0 0\"]\n1. e4-d4* g1-g2 2. (a1)"; text != want {
		t.Errorf("record %q, want %q", text, want)
	}
	compact := g.Compact()
	if want := ".Si.Rv.A.bAA.iavwAA"; compact != want {
		t.Errorf("compact %q, want %q", compact, want)
	}
	for _, parse := range []func(string) (*Game, error){ParseRecord, ParseCompact} {
		for _, s := range []string{text, compact} {
			back, err := parse(s)
			if err != nil {
				continue // each parser reads its own form; checked below
			}
			if back.Start() != start || back.Record().String() != text || back.Compact() != compact {
				t.Errorf("%q read back as %q", s, back.Record())
			}
		}
	}
	if _, err := ParseRecord(text); err != nil {
		t.Error(err)
	}
	if _, err := ParseCompact(compact); err != nil {
		t.Error(err)
	}
	// The standard start needs no prefix, whether set up or not.
	setUp, _ := Setup{Hand: [2]int{12, 12}}.Position()
	if NewGameFrom(setUp).Compact() != "" || setUp != StartPosition() {
		t.Error("a set-up start differs from the start")
	}
	for s, want := range map[string]string{
		".SZ.Q.A.bAA":        "should read",
		".S$.Q.A.bAA.":       "is not a point",
		".SZ.Q.A.xAA.":       "side to move",
		".SZ.Q.A.bAZ.":       "not a number of pieces",
		".SZ.S.A.bAA.":       "hold two pieces",
		".Si.Rv.A.bAA.iavwx": "move 2: the link is cut short",
	} {
		if _, err := ParseCompact(s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseCompact(%q) error %v, want %q", s, err, want)
		}
	}
	if _, err := ParseRecord("[Position \"7/8 b 1 1\"] d4"); err == nil || !strings.Contains(err.Error(), "starting position") {
		t.Errorf("bad Position tag: %v", err)
	}
}
