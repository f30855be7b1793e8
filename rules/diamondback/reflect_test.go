package diamondback

import (
	"slices"
	"testing"

	"diamond/rules/rng"
)

// transpose reflects s in the a1-h8 diagonal: (x, y) → (y, x).
func transpose(s Square) Square { return SquareAt(s.Rank(), s.File()) }

// reflect returns p reflected in the a1-h8 diagonal, which maps the rules
// onto themselves (docs/games/diamondback.md, Checks and speed): FL ↔ FR,
// the a-file ↔ rank 1, d1 ↔ a4.
func reflect(p Position) Position {
	var q Position
	for s := Square(0); s < NumSquares; s++ {
		if c, k := p.At(s); k != NoKind {
			q.put(c, k, transpose(s))
		}
	}
	q.toMove, q.clock, q.number = p.toMove, p.clock, p.number
	if q.toMove == Black {
		q.hash ^= sideKey
	}
	return q
}

// reflectedMoves returns p's legal moves reflected, in the compact form,
// sorted.
func reflectedMoves(p Position) []string {
	var s []string
	for _, m := range p.LegalMoves(nil) {
		r := NewMove(transpose(m.From()), transpose(m.To()), m.Promotion())
		s = append(s, r.String())
	}
	slices.Sort(s)
	return s
}

func TestReflectionMapsSetups(t *testing.T) {
	for _, pair := range [][2]int{{0, 3}, {1, 2}} {
		p, _ := StartPosition(pair[0])
		q, _ := StartPosition(pair[1])
		if reflect(p) != q {
			t.Errorf("%s reflected is\n%s\nwant %s", setupNames[pair[0]], reflect(p).Diagram(), setupNames[pair[1]])
		}
	}
}

// The legal moves and perft of random positions are invariant under the
// reflection.
func TestReflectionProperty(t *testing.T) {
	r := rng.New(11)
	positions := 0
	for game := 0; game < 60; game++ {
		g, _ := NewGame(r.IntN(NumSetups))
		for ply := 0; !g.Outcome().Over() && ply < 120; ply++ {
			p := g.Position()
			if ply%9 == 4 {
				q := reflect(p)
				if got, want := compactMoves(q), reflectedMoves(p); !slices.Equal(got, want) {
					t.Fatalf("reflected moves differ:\n%s\n%v\nwant %v", q.Diagram(), got, want)
				}
				if ply%27 == 4 {
					if got, want := Perft(q, 3), Perft(p, 3); got != want {
						t.Fatalf("perft 3 of the reflection %d, want %d\n%s", got, want, p.Diagram())
					}
				}
				positions++
			}
			moves := g.LegalMoves()
			if err := g.Play(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d positions", positions)
}
