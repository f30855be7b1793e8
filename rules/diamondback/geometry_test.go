package diamondback

import (
	"math"
	"regexp"
	"testing"

	"diamond/rules/game"
)

func TestGeometry(t *testing.T) {
	g := Spec.Geometry()
	if len(g.Sites) != 64 || len(g.Cells) != 64 || len(g.Legend) != 13 || len(g.Labels) != 16 {
		t.Fatalf("%d sites, %d cells, %d legend entries, %d labels", len(g.Sites), len(g.Cells), len(g.Legend), len(g.Labels))
	}
	at := func(name string) game.Site { return g.Sites[sq(t, name)] }
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	// a1 at the bottom, h8 at the top, a8 left, h1 right, centred on 0,0.
	a1, h8, a8, h1 := at("a1"), at("h8"), at("a8"), at("h1")
	if !(a1.Y > 0 && near(a1.X, 0) && near(h8.Y, -a1.Y) && near(h8.X, 0) && a8.X < 0 && near(h1.X, -a8.X) && near(a8.Y, 0)) {
		t.Errorf("corners a1 %+v h8 %+v a8 %+v h1 %+v", a1, h8, a8, h1)
	}
	// Squares that share an edge are 1 apart; the diamond view puts a
	// square's F neighbour straight up.
	for s := Square(0); s < NumSquares; s++ {
		for _, n := range (north(s.Bit()) | east(s.Bit())).Squares() {
			if d := math.Hypot(g.Sites[s].X-g.Sites[n].X, g.Sites[s].Y-g.Sites[n].Y); !near(d, 1) {
				t.Errorf("%s to %s: %v apart", s, n, d)
			}
		}
	}
	if d4, e5 := at("d4"), at("e5"); !near(d4.X, e5.X) || !(e5.Y < d4.Y) {
		t.Errorf("e5 %+v is not straight above d4 %+v", e5, d4)
	}
	for i, c := range g.Cells {
		want := "light"
		if s := Square(i); (s.File()+s.Rank())%2 == 0 {
			want = "dark"
		}
		if c.Site != i || c.Class != want || len(c.Poly) != 4 {
			t.Errorf("cell %d: %+v", i, c)
		}
		for j, v := range c.Poly { // edges of length 1 around the site
			w := c.Poly[(j+1)%4]
			if !near(math.Hypot(v[0]-w[0], v[1]-w[1]), 1) {
				t.Errorf("cell %d: edge %v %v", i, v, w)
			}
		}
	}
	if g.Cells[0].Class != "dark" || g.Cells[63].Class != "dark" {
		t.Error("the corners are not dark")
	}
	// Labels stand outside the board, below its lower edges.
	for _, l := range g.Labels {
		if l.Y < 0 || math.Abs(l.X)+l.Y < 8*halfDiagonal {
			t.Errorf("label %+v is not outside the lower edges", l)
		}
	}
	if g.Sites[g.Cursor].Name != "d4" {
		t.Errorf("cursor on %s", g.Sites[g.Cursor].Name)
	}
	path := regexp.MustCompile(`^M[-0-9 .MmLlCcQqAaZz]+Z$`)
	classes := map[string]bool{}
	for i, st := range g.Legend[1:] {
		c, k := Color(i/6), [...]Kind{King, Queen, Rook, Bishop, Knight, Pawn}[i%6]
		if PieceOf(c, k) != game.Piece(i+1) || st.Side != game.Side(c) || st.Letter != string(pieceLetter(c, k)) ||
			!path.MatchString(st.Glyph) || st.Fill == "" || st.Stroke == "" || classes[st.Class] {
			t.Errorf("legend %d: %+v", i+1, st)
		}
		classes[st.Class] = true
	}
	if g.Legend[PieceOf(White, King)].Class != "wk" || g.Legend[PieceOf(Black, Pawn)].Class != "bp" {
		t.Error("classes")
	}
}

// Board marks the last move, a capture, a king in check and a reached
// corner.
func TestBoardMarks(t *testing.T) {
	m, _ := Spec.ParsePosition("4k2r/6K1/8/8/8/8/8/8 w - - 0 1")
	if err := m.Play("Kxh8#"); err != nil {
		t.Fatal(err)
	}
	b := m.Board(1)
	g7, h8 := sq(t, "g7"), sq(t, "h8")
	if b.Pieces[h8] != PieceOf(White, King) || b.Pieces[g7] != 0 {
		t.Errorf("pieces %v", b.Pieces)
	}
	if b.Marks[h8] != game.Last|game.Captured|game.Winning || b.Marks[g7] != game.LastFrom || len(b.Win) != 1 || b.Win[0] != int(h8) {
		t.Errorf("marks h8 %b g7 %b win %v", b.Marks[h8], b.Marks[g7], b.Win)
	}
	c, _ := Spec.ParsePosition("k7/8/1K6/8/8/8/8/7R w - - 0 1")
	c.Play("Ra1+")
	if b := c.Board(1); b.Marks[sq(t, "a8")] != game.Check || b.Marks[sq(t, "a1")] != game.Last {
		t.Errorf("check marks %v", b.Marks)
	}
	if b := c.Board(0); b.Marks[sq(t, "a8")] != 0 {
		t.Errorf("board 0 marks %v", b.Marks)
	}
}
