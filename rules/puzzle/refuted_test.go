package puzzle

import "testing"

// Refuted picks the same wrong move every run: the first in order with a
// stored reply.
func TestRefuted(t *testing.T) {
	p := Puzzle{Refute: map[string]string{"d4": "e5", "b2": "", "c3": "a1", "e1": "a2"}}
	for range 20 {
		if mv, ok := p.Refuted(); !ok || mv != "c3" {
			t.Fatalf("Refuted() = %q, %v; want c3", mv, ok)
		}
	}
	if _, ok := (&Puzzle{Refute: map[string]string{"a1": ""}}).Refuted(); ok {
		t.Error("a wrong move without a reply is offered")
	}
}
