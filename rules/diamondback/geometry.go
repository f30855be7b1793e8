package diamondback

import (
	"math"
	"sync"

	"diamond/rules/game"
)

// The board as data (game.Geometry), drawn as a diamond
// (docs/games/diamondback.md, Board and directions): the 64 squares
// turned by 45°, dark corners toward the players, White's corner a1 at
// the bottom, Black's h8 at the top, a8 at the left tip and h1 at the
// right tip. Lengths are in square edges, y down, the centre of the
// board at 0,0: the square on file f and rank r (0-based) is centred at
//
//	x = (f - r) / √2,  y = (7 - f - r) / √2,
//
// so squares that share an edge have centres 1 apart. Site s is Square s.
// Files are labelled along the rank-1 edge (lower right), ranks along the
// a-file edge (lower left).
var (
	geometryData game.Geometry
	geometryOnce sync.Once
)

// geometry returns the board's data, made when first drawn rather than
// when the app starts on another game.
func geometry() *game.Geometry {
	geometryOnce.Do(initGeometry)
	return &geometryData
}

// halfDiagonal is half a unit square's diagonal.
var halfDiagonal = math.Sqrt(0.5)

// squareCentre returns the drawn centre of s.
func squareCentre(s Square) (x, y float64) {
	f, r := float64(s.File()), float64(s.Rank())
	return (f - r) * halfDiagonal, (7 - f - r) * halfDiagonal
}

// labelDistance is how far a label stands from its square's centre, out
// of the board.
const labelDistance = 0.85

// The pieces' glyphs: SVG path data of simple silhouettes in a 100-unit
// box centred on 0,0, y down. Holes (the bishop's slit, the knight's eye)
// wind the other way.
const (
	glyphKing   = "M-26 40 L26 40 L26 31 L20 27 C30 16 36 2 28 -7 C20 -15 9 -11 0 -3 C-9 -11 -20 -15 -28 -7 C-36 2 -30 16 -20 27 L-26 31 Z M-4 -8 L-4 -24 L-12 -24 L-12 -32 L-4 -32 L-4 -42 L4 -42 L4 -32 L12 -32 L12 -24 L4 -24 L4 -8 Z"
	glyphQueen  = "M-26 40 L26 40 L26 31 L20 27 L32 -16 L17 2 L15 -26 L5 -2 L0 -32 L-5 -2 L-15 -26 L-17 2 L-32 -16 L-20 27 L-26 31 Z M33 -22 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z M16 -32 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z M0 -38 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z M-16 -32 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z M-33 -22 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z"
	glyphRook   = "M-28 40 L28 40 L28 30 L20 30 L17 -6 L25 -12 L25 -34 L14 -34 L14 -25 L5 -25 L5 -34 L-5 -34 L-5 -25 L-14 -25 L-14 -34 L-25 -34 L-25 -12 L-17 -6 L-20 30 L-28 30 Z"
	glyphBishop = "M-28 40 L28 40 L28 32 L11 32 C24 18 24 -2 0 -28 C-24 -2 -24 18 -11 32 L-28 32 Z M0 -27 m-7 -7 a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 Z M4 -6 L10 -12 L14 -8 L8 -2 Z"
	glyphKnight = "M-24 40 L28 40 L28 30 C30 6 26 -16 8 -28 L2 -40 L-4 -28 C-12 -26 -20 -18 -24 -10 L-34 4 C-36 10 -30 14 -24 10 L-14 4 C-8 6 -2 4 2 -2 C0 12 -20 20 -24 30 Z M-10 -16 m-4 0 a4 4 0 1 1 8 0 a4 4 0 1 1 -8 0 Z"
	glyphPawn   = "M-24 40 L24 40 L24 30 L14 26 C10 16 8 8 9 0 L15 -2 L15 -8 L-15 -8 L-15 -2 L-9 0 C-8 8 -10 16 -14 26 L-24 30 Z M0 -9 m-12 -12 a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0 Z"
)

func initGeometry() {
	g := &geometryData
	h := halfDiagonal
	for s := Square(0); s < NumSquares; s++ {
		x, y := squareCentre(s)
		g.Sites = append(g.Sites, game.Site{Name: s.String(), X: x, Y: y})
		class := "light"
		if (s.File()+s.Rank())%2 == 0 {
			class = "dark" // a1 and h8 are dark
		}
		g.Cells = append(g.Cells, game.Cell{
			Poly:  [][2]float64{{x, y - h}, {x + h, y}, {x, y + h}, {x - h, y}},
			Class: class,
			Site:  int(s),
		})
	}
	for i := 0; i < 8; i++ {
		x, y := squareCentre(SquareAt(i, 0)) // rank 1: outward is down-right
		g.Labels = append(g.Labels, game.Label{Text: string(rune('a' + i)), X: x + labelDistance*h, Y: y + labelDistance*h})
		x, y = squareCentre(SquareAt(0, i)) // the a-file: outward is down-left
		g.Labels = append(g.Labels, game.Label{Text: string(rune('1' + i)), X: x - labelDistance*h, Y: y + labelDistance*h})
	}
	glyphs := [...]string{King: glyphKing, Queen: glyphQueen, Rook: glyphRook, Bishop: glyphBishop, Knight: glyphKnight, Pawn: glyphPawn}
	g.Legend = make([]game.PieceStyle, 13)
	for c := White; c <= Black; c++ {
		for k := Pawn; k <= King; k++ {
			st := game.PieceStyle{
				Name:   colourNames[c] + " " + k.String(),
				Class:  string([]byte{"wb"[c], kindLetters[k] + 'a' - 'A'}),
				Side:   game.Side(c),
				Fill:   "#fbfbf8",
				Stroke: "#222222",
				Glyph:  glyphs[k],
				Letter: string(pieceLetter(c, k)),
			}
			if c == Black {
				st.Fill, st.Stroke = "#222222", "#000000"
			}
			g.Legend[PieceOf(c, k)] = st
		}
	}
	g.Cursor = int(SquareAt(3, 3)) // d4
}

var colourNames = [2]string{"white", "black"}
