package diamond

import (
	"strings"
	"testing"
)

// pt returns the named point, failing the test on a bad name.
func pt(t testing.TB, name string) Point {
	t.Helper()
	q, err := ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// set returns the set of the named points ("a1 b2").
func set(t testing.TB, names string) Bitboard {
	t.Helper()
	var b Bitboard
	for _, n := range strings.Fields(names) {
		b |= pt(t, n).Bit()
	}
	return b
}

// diagram builds a movement-phase position (empty hands) from a drawing
// in the form Position.String writes: eight rows, rank 8 first, of eight
// cells each: b, w, n, . or - (no point).
func diagram(t testing.TB, toMove Color, rows string) Position {
	t.Helper()
	return diagramWithHands(t, toMove, [2]int{}, rows)
}

func diagramWithHands(t testing.TB, toMove Color, hand [2]int, rows string) Position {
	t.Helper()
	s := Setup{Hand: hand, ToMove: toMove}
	lines := strings.Split(strings.TrimSpace(rows), "\n")
	if len(lines) != 8 {
		t.Fatalf("diagram has %d rows, want 8", len(lines))
	}
	for i, line := range lines {
		cells := strings.Fields(line)
		if len(cells) != 8 {
			t.Fatalf("diagram row %d has %d cells, want 8: %q", i+1, len(cells), line)
		}
		for x, c := range cells {
			q, ok := PointAt(x, 7-i)
			if !ok {
				if c != "-" {
					t.Fatalf("diagram row %d: %q where there is no point", i+1, c)
				}
				continue
			}
			switch c {
			case "b":
				s.Black |= q.Bit()
			case "w":
				s.White |= q.Bit()
			case "n":
				s.Neutral |= q.Bit()
			case ".":
			default:
				t.Fatalf("diagram row %d: bad cell %q", i+1, c)
			}
		}
	}
	p, err := s.Position()
	if err != nil {
		t.Fatalf("diagram: %v", err)
	}
	return p
}

// play applies actions written in notation, failing on any illegal one.
func play(t testing.TB, p Position, actions ...string) Position {
	t.Helper()
	for _, s := range actions {
		a, err := ParseAction(p, s)
		if err != nil {
			t.Fatalf("%s: %v\n%v", s, err, p)
		}
		p.Play(a)
	}
	return p
}
