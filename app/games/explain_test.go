package games

import "testing"

// A Pivots chain is explained step by step: why the player must pivot,
// then the direction, then what the step previewed does, in cell names;
// the Pivot button says it too. Outside a chain, and in the other games,
// there is nothing to explain.
func TestPivotsChainExplained(t *testing.T) {
	m, err := Pivots.ParseCompact("~-c5d6d7e6f6-d1e2f2f3g4-b03-") // Neto's example, Black to move
	if err != nil {
		t.Fatal(err)
	}
	if got := Pivots.Explain(m, ""); got != "" {
		t.Errorf("before the drop: %q", got)
	}
	if err := m.Play("c6"); err != nil {
		t.Fatal(err)
	}
	for partial, want := range map[string]string{
		"":   "Black's drop on c6 made a diamond: it must pivot. Choose the stone it turns on (ringed): it stays, and the other three are laid in a line from it.",
		"c5": "Now the direction: choose where the line of three stones from c5 ends (3 dots).",
	} {
		if got := Pivots.Explain(m, partial); got != want {
			t.Errorf("Explain(%q) = %q, want %q", partial, got, want)
		}
	}
	if err := m.Play("c5/d7>f5"); err != nil {
		t.Fatal(err)
	}
	const want = "f2, f3 and f4 will hold Black's stones; f2 and f3 are captured. Click f2 again, or press Pivot, to play it; or choose another stone or end."
	if got := Pivots.Explain(m, "f5/e6>f2"); got != want {
		t.Errorf("the preview: %q, want %q", got, want)
	}
	if got := Pivots.Explain(m, ""); got != "The last step left a diamond: it must pivot. Choose the stone it turns on (ringed): it stays, and the other three are laid in a line from it." {
		t.Errorf("after a step: %q", got)
	}
	if c := Pivots.Choices(m, "f5/e6>f2"); len(c) != 1 || c[0].Label != "Pivot: stones to f2, f3 and f4, taking f2 and f3" {
		t.Errorf("the Pivot button: %+v", c)
	}
	d, _ := Diamond.New(0)
	if Diamond.Explain(d, "") != "" {
		t.Error("Diamond explains something")
	}
}
