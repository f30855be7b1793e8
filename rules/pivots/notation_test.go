package pivots

import (
	"strings"
	"testing"
)

// netoD1 and netoD2 are Neto's example after the drop and after the
// first step.
func netoD1(t testing.TB) *State {
	s := setup(t, Black, "c5 d6 d7 e6 f6", "d1 e2 f2 f3 g4")
	play(t, s, "c6")
	return s
}

func netoD2(t testing.TB) *State {
	s := netoD1(t)
	play(t, s, "c5/d7>f5")
	return s
}

func TestFormatAndParseActions(t *testing.T) {
	afterDrop := NewState(StartPosition())
	play(t, afterDrop, "e5")
	tests := []struct {
		s    *State
		text string
		want Action
	}{
		{NewState(StartPosition()), "e5", DropAt(cell(t, "e5"))},
		{afterDrop, "swap", SwapAction},
		{afterDrop, "pass", PassAction},
		{netoD1(t), "c5/d7>f5", StepOf(DiamondOf(cell(t, "c5"), cell(t, "d7")), cell(t, "c5"), SE)},
		{netoD2(t), "f5/e6>f2", StepOf(DiamondOf(cell(t, "f5"), cell(t, "e6")), cell(t, "f5"), SW)},
		{netoD2(t), "e5/e6>e8", StepOf(DiamondOf(cell(t, "e5"), cell(t, "e6")), cell(t, "e5"), NE)},
	}
	for _, tc := range tests {
		a, err := ParseAction(tc.s, tc.text)
		if err != nil || a != tc.want || a == NoAction {
			t.Errorf("ParseAction(%q) = %v, %v; want %v", tc.text, a, err, tc.want)
			continue
		}
		if got := a.String(); got != tc.text {
			t.Errorf("%v written %q, want %q", a, got, tc.text)
		}
	}
	// Case and spaces do not matter; the short form P>E reads when P is a
	// corner of one diamond of the mover's only.
	for _, tc := range []struct {
		s          *State
		text, want string
	}{
		{NewState(StartPosition()), " E5 ", "e5"},
		{afterDrop, "SWAP", "swap"},
		{netoD1(t), "C5/D7>F5", "c5/d7>f5"},
		{netoD1(t), "c5>f5", "c5/d7>f5"},
		{netoD1(t), "c6>c9", ""},
		{netoD2(t), "f5>f2", "f5/e6>f2"},
		{netoD2(t), "d5>a5", "d5/f6>a5"},
	} {
		a, err := ParseAction(tc.s, tc.text)
		if tc.want == "" {
			if err == nil {
				t.Errorf("ParseAction(%q) = %v, want an error", tc.text, a)
			}
			continue
		}
		if err != nil || a.String() != tc.want {
			t.Errorf("ParseAction(%q) = %v, %v; want %s", tc.text, a, err, tc.want)
		}
	}
}

func TestParseActionErrors(t *testing.T) {
	start := NewState(StartPosition())
	for _, tc := range []struct {
		s        *State
		text     string
		contains string
	}{
		{start, "", "not an action"},
		{start, "resign", "not an action"},
		{start, "z9", "not a cell"},
		{start, "a6", "not a cell"},
		{start, "pass", "no pass"},
		{start, "swap", "only White's first turn"},
		{start, "c5/d7>f5", "no pivot step now"},
		{netoD1(t), "c5/d7", "not an action"},
		{netoD1(t), "c5-d7>f5", "not a cell"},
		{netoD1(t), "c5/d7/e7>f5", "not a cell"},
		{netoD1(t), "c5/e5>f5", "not opposite corners"},
		{netoD1(t), "c5/d7>f6", "not three cells"},
		{netoD1(t), "c5/d7>b2", "not three cells"},
		{netoD1(t), "c5/c6>c9", "not a cell"},
		{netoD1(t), "e5/e6>e8", "not a diamond of Black"},
		{netoD1(t), "e5", "pivot step is due"},
		{netoD1(t), "a1>a4", "no diamond with a corner on a1"},
		{netoD2(t), "e5>e8", "corner of 2 diamonds"},
		{netoD2(t), "f5/e6>f2/", "not a cell"},
		{netoD0(t), "c5", "not empty"},
	} {
		_, err := ParseAction(tc.s, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.contains) {
			t.Errorf("ParseAction(%q) error %v, want one containing %q", tc.text, err, tc.contains)
		}
	}
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"e5", "pass", "swap", "c5/d7>f5", "c5>f5", "f5/e6>f2", "e5/e6>e8", "i8/h8>f5", "C5/D7>F5", "x", "c5/d7>", "/>"} {
		for k := byte(0); k < 4; k++ {
			f.Add(k, s)
		}
	}
	f.Fuzz(func(t *testing.T, k byte, text string) {
		var s *State
		switch k % 4 {
		case 0:
			s = NewState(StartPosition())
		case 1:
			s = netoD1(t)
		case 2:
			s = netoD2(t)
		default:
			s = setup(t, Black, "a1 b2 c3 d4 b1", "")
			play(t, s, "c2 c2/a1>f5 d4/c2>g7 f5/d4>i8 f6/g6>i9")
		}
		a, err := ParseAction(s, text)
		if err != nil {
			return
		}
		if s.Check(a) != nil {
			t.Fatalf("%q read as %v, which is not legal", text, a)
		}
		back, err := ParseAction(s, a.String())
		if err != nil || back != a {
			t.Fatalf("%q read as %v, written %q, read back as %v, %v", text, a, a.String(), back, err)
		}
		if full, err := ParseActionText(a.String()); err != nil || full != a {
			t.Fatalf("%q: ParseActionText(%q) = %v, %v", text, a.String(), full, err)
		}
	})
}
