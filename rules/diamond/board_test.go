package diamond

import (
	"encoding/json"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
)

// boardData is the board's reference data, testdata/diamond-board.json: a
// copy kept here of every point, line, diagonal, square and triangle by
// name, which the tables derived from the lattice rule must match
// (docs/games/diamond.md, The board).
type boardData struct {
	Points    []string `json:"points"`
	Lines     []string `json:"lines"`
	Diagonals []string `json:"diagonals"`
	Squares   []string `json:"squares"`
	Triangles []string `json:"triangles"`
}

func loadJSON(t testing.TB, name string, v any) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
}

func loadBoard(t testing.TB) boardData {
	var b boardData
	loadJSON(t, "diamond-board.json", &b)
	return b
}

func TestPointsMatchBoardData(t *testing.T) {
	b := loadBoard(t)
	if len(b.Points) != NumPoints {
		t.Fatalf("board data has %d points, want %d", len(b.Points), NumPoints)
	}
	for i, name := range b.Points {
		if got := Point(i).String(); got != name {
			t.Errorf("Point(%d) = %s, want %s", i, got, name)
		}
		if q, err := ParsePoint(name); err != nil || q != Point(i) {
			t.Errorf("ParsePoint(%s) = %v, %v", name, q, err)
		}
	}
	for _, bad := range []string{"a8", "h1", "i1", "a9", "a0", "", "d", "d44", "D4"} {
		if _, err := ParsePoint(bad); err == nil {
			t.Errorf("ParsePoint(%q) succeeded", bad)
		}
	}
}

// sortedNames writes each group of points as sorted names joined by
// sep, and sorts the groups.
func sortedNames(groups []Bitboard, sep string) []string {
	var out []string
	for _, g := range groups {
		var names []string
		for _, q := range g.Points() {
			names = append(names, q.String())
		}
		slices.Sort(names)
		out = append(out, strings.Join(names, sep))
	}
	slices.Sort(out)
	return out
}

// normalized sorts the names inside each group and the groups.
func normalized(groups []string, sep string) []string {
	var out []string
	for _, g := range groups {
		names := strings.FieldsFunc(g, func(r rune) bool { return string(r) == sep || r == ' ' })
		slices.Sort(names)
		out = append(out, strings.Join(names, sep))
	}
	slices.Sort(out)
	return out
}

func TestLinesMatchBoardData(t *testing.T) {
	b := loadBoard(t)
	var lines []Bitboard
	for _, l := range Lines() {
		lines = append(lines, l[0].Bit()|l[1].Bit())
	}
	if got, want := sortedNames(lines, "-"), normalized(b.Lines, "-"); !slices.Equal(got, want) {
		t.Errorf("lines differ from the board data:\n got %v\nwant %v", got, want)
	}
	if len(lines) != 133 {
		t.Errorf("%d lines, want 133", len(lines))
	}
	// The diagonals are the lines that are not lattice steps.
	var diagonals []Bitboard
	for _, l := range Lines() {
		if l[0].File() != l[1].File() && l[0].Rank() != l[1].Rank() {
			diagonals = append(diagonals, l[0].Bit()|l[1].Bit())
		}
	}
	if got, want := sortedNames(diagonals, "-"), normalized(b.Diagonals, "-"); !slices.Equal(got, want) {
		t.Errorf("diagonals differ:\n got %v\nwant %v", got, want)
	}
}

func TestNeighbourCounts(t *testing.T) {
	counts := map[int]int{}
	for q := Point(0); q < NumPoints; q++ {
		counts[q.Neighbors().Count()]++
		for _, n := range q.Neighbors().Points() {
			if !n.Neighbors().Has(q) {
				t.Errorf("%s is a neighbour of %s but not the reverse", n, q)
			}
		}
	}
	if want := map[int]int{3: 18, 4: 8, 5: 36}; !maps(counts, want) {
		t.Errorf("neighbour counts %v, want %v", counts, want)
	}
}

func maps(a, b map[int]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestSquaresAndTrianglesMatchBoardData(t *testing.T) {
	b := loadBoard(t)
	var squares []Bitboard
	for s := Square(0); s < NumSquares; s++ {
		squares = append(squares, s.Corners())
	}
	if got, want := sortedNames(squares, " "), normalized(b.Squares, " "); !slices.Equal(got, want) {
		t.Errorf("squares differ:\n got %v\nwant %v", got, want)
	}
	if got, want := sortedNames(Triangles(), " "), normalized(b.Triangles, " "); !slices.Equal(got, want) {
		t.Errorf("triangles differ:\n got %v\nwant %v", got, want)
	}
	// The lookup tables by point agree with the lists.
	for q := Point(0); q < NumPoints; q++ {
		var pairs []Bitboard
		for _, tri := range Triangles() {
			if tri.Has(q) {
				pairs = append(pairs, tri&^q.Bit())
			}
		}
		var table []Bitboard
		for _, pair := range cornerPairs[q] {
			if pair != 0 {
				table = append(table, pair)
			}
		}
		if !slices.Equal(sortedNames(pairs, " "), sortedNames(table, " ")) {
			t.Errorf("%s: corner pairs %v, want %v", q, sortedNames(table, " "), sortedNames(pairs, " "))
		}
		var sq []Square
		for s := Square(0); s < NumSquares; s++ {
			if s.Corners().Has(q) {
				sq = append(sq, s)
			}
		}
		var tab []Square
		for _, s := range squaresAt[q] {
			if s != NoSquare {
				tab = append(tab, s)
			}
		}
		if !slices.Equal(sq, tab) {
			t.Errorf("%s: squares %v, want %v", q, tab, sq)
		}
	}
}

func TestGeometryMatchesData(t *testing.T) {
	var want map[string][2]float64
	loadJSON(t, "diamond-geometry.json", &want)
	if len(want) != NumPoints {
		t.Fatalf("geometry data has %d points", len(want))
	}
	for q := Point(0); q < NumPoints; q++ {
		x, y := q.Position2D()
		w := want[q.String()]
		if math.Abs(x-w[0]) > 1e-5 || math.Abs(y-w[1]) > 1e-5 {
			t.Errorf("%s at (%f, %f), want (%f, %f)", q, x, y, w[0], w[1])
		}
	}
}

func dist(a, b Point) float64 {
	ax, ay := a.Position2D()
	bx, by := b.Position2D()
	return math.Hypot(ax-bx, ay-by)
}

// The true geometry: every line has length 1, triangles are equilateral
// and squares have diagonals of length √2.
func TestGeometryIsTrue(t *testing.T) {
	for _, l := range Lines() {
		if d := dist(l[0], l[1]); math.Abs(d-1) > 1e-9 {
			t.Errorf("line %s-%s has length %f", l[0], l[1], d)
		}
	}
	for s := Square(0); s < NumSquares; s++ {
		c := s.Corners().Points() // sorted: x0y0 x0y1 x1y0 x1y1
		if d := dist(c[0], c[3]); math.Abs(d-math.Sqrt2) > 1e-9 {
			t.Errorf("square %s has diagonal %f", s, d)
		}
	}
	for _, tri := range Triangles() {
		c := tri.Points()
		for i := range c {
			if d := dist(c[i], c[(i+1)%3]); math.Abs(d-1) > 1e-9 {
				t.Errorf("triangle %v has a side of %f", c, d)
			}
		}
	}
}
