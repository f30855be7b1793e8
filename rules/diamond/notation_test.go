package diamond

import (
	"strings"
	"testing"
)

// capturePosition has a capturing step (e4-d4*), a quiet one and a
// removable neutral piece, Black to move.
func capturePosition(t *testing.T) Position {
	return diagram(t, Black, `
		- . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . b . b . . .
		. . w . . . . .
		. . . . . . . .
		n . . . . . w -`)
}

func TestFormatAndParseActions(t *testing.T) {
	capture := capturePosition(t)
	tests := []struct {
		p    Position
		text string
		want Action
	}{
		{StartPosition(), "d4", PlaceAt(pt(t, "d4"))},
		{play(t, StartPosition(), "d4"), "swap", SwapAction},
		{capture, "e4-d4*", StepFrom(pt(t, "e4"), pt(t, "d4"))},
		{capture, "e4-e5", StepFrom(pt(t, "e4"), pt(t, "e5"))},
		{capture, "(a1)", RemoveAt(pt(t, "a1"))},
	}
	for _, tc := range tests {
		a, err := ParseAction(tc.p, tc.text)
		if err != nil || a != tc.want {
			t.Errorf("ParseAction(%q) = %v, %v; want %v", tc.text, a, err, tc.want)
			continue
		}
		if got := FormatAction(tc.p, a); got != tc.text {
			t.Errorf("FormatAction(%v) = %q, want %q", a, got, tc.text)
		}
	}
	// Case and surrounding space do not matter.
	if a, err := ParseAction(StartPosition(), " D4 "); err != nil || a != PlaceAt(pt(t, "d4")) {
		t.Errorf("ParseAction(\" D4 \") = %v, %v", a, err)
	}
}

func TestParseActionErrors(t *testing.T) {
	capture := capturePosition(t)
	tests := []struct {
		p        Position
		text     string
		contains string
	}{
		{StartPosition(), "", "not an action"},
		{StartPosition(), "z9", "not a point"},
		{StartPosition(), "a8", "not a point"},
		{StartPosition(), "swap", "only White's first turn"},
		{StartPosition(), "d4-d5", "no steps before"},
		{StartPosition(), "(d4)", "no removals before"},
		{play(t, StartPosition(), "d4"), "d4", "not empty"},
		{capture, "e4-d4", "captures on c3: write e4-d4*"},
		{capture, "e4-e5*", "captures nothing"},
		{capture, "e4-e6", "not joined"},
		{capture, "c3-c2", "holds no black piece"},
		{capture, "d4", "no pieces left to place"},
		{capture, "(c3)", "holds no neutral piece"},
		{capture, "e4-", "not a point"},
		{capture, "-e4", "not a point"},
		{capture, "(a1", "not an action"},
		{capture, "e4-d4**", "not a point"},
	}
	for _, tc := range tests {
		_, err := ParseAction(tc.p, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.contains) {
			t.Errorf("ParseAction(%q) error %v, want one containing %q", tc.text, err, tc.contains)
		}
	}
}
