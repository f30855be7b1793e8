package record

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseForms(t *testing.T) {
	want := []string{"d4", "swap", "e5", "c3"}
	for _, text := range []string{
		"1. d4 swap 2. e5 c3",
		"d4 swap e5 c3",
		"1.d4 swap\n2.e5 2... c3",
		"  1. d4   1... swap 2. e5 c3 *",
	} {
		r, err := Parse(text)
		if err != nil {
			t.Errorf("Parse(%q): %v", text, err)
			continue
		}
		if !slices.Equal(r.Actions, want) || r.Result != Unfinished {
			t.Errorf("Parse(%q) = %v %v", text, r.Actions, r.Result)
		}
	}
}

func TestResults(t *testing.T) {
	for text, want := range map[string]Result{"d4 1-0": FirstWins, "d4 0-1": SecondWins, "d4 1/2-1/2": Draw, "d4 ½-½": Draw, "d4 *": Unfinished, "d4": Unfinished} {
		r, err := Parse(text)
		if err != nil || r.Result != want {
			t.Errorf("Parse(%q) result %v, %v; want %v", text, r.Result, err, want)
		}
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		r    Record
		want string
	}{
		{Record{}, ""},
		{Record{Result: Draw}, "1/2-1/2"},
		{Record{Actions: []string{"d4"}}, "1. d4"},
		{Record{Actions: []string{"d4", "swap", "e5"}, Result: SecondWins}, "1. d4 swap 2. e5 0-1"},
	}
	for _, tc := range tests {
		if got := tc.r.String(); got != tc.want {
			t.Errorf("%v formats as %q, want %q", tc.r, got, tc.want)
		}
	}
}

func TestTags(t *testing.T) {
	r, err := Parse("[Position \"7/8 b 1 1\"]\n[Event \"club\"] 1. d4 e5")
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := r.Tag("Position"); !ok || v != "7/8 b 1 1" {
		t.Errorf("Position tag %q, %v", v, ok)
	}
	if v, _ := r.Tag("Event"); v != "club" || len(r.Actions) != 2 {
		t.Errorf("Event %q, actions %v", v, r.Actions)
	}
	if got, want := r.String(), "[Position \"7/8 b 1 1\"]\n[Event \"club\"]\n1. d4 e5"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	for _, bad := range []string{"[Position \"x\"", "[Position x]", "[ \"x\"]", "[Po-sition \"x\"]"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted a malformed tag", bad)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for text, want := range map[string]string{
		"1. d4 e5 3. c3":   `move number "3." where 2 was expected`,
		"1. d4 1. e5":      `move number "1." comes before the second action of move 1`,
		"1. d4 e5 2... c3": `move number "2..." comes before the first action of move 2`,
		"1-0 d4":           "must come last",
		"0. d4":            `move number "0." where 1 was expected`,
	} {
		if _, err := Parse(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) error %v, want %q", text, err, want)
		}
	}
}

func TestMoveError(t *testing.T) {
	inner := errors.New("c3 holds no white piece")
	err := &MoveError{Ply: 27, Action: "c3-c4", Err: inner}
	if got := err.Error(); got != "move 14 (c3-c4) is not legal: c3 holds no white piece" {
		t.Errorf("MoveError reads %q", got)
	}
	if !errors.Is(err, inner) {
		t.Error("MoveError does not unwrap")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "1. d4 swap 2. e5 c3 1-0", "d4 e5", "1... d4", "12345678901234567890. x", "1-0 1-0", "[Position \"7/8 b 1 1\"] d4", "[A \"\\u00e9\"]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Parse(text)
		if err != nil {
			return
		}
		// Actions never contain spaces, so the numbered form reads back
		// the same, unless an action looks like a number or a result.
		again, err := Parse(r.String())
		if err != nil {
			t.Fatalf("%q parsed, its rewrite %q does not: %v", text, r.String(), err)
		}
		if !slices.Equal(again.Actions, r.Actions) || again.Result != r.Result || !slices.Equal(again.Tags, r.Tags) {
			t.Fatalf("rewrite of %q reads %v %v, want %v %v", text, again.Actions, again.Result, r.Actions, r.Result)
		}
	})
}
