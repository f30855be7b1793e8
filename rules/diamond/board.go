package diamond

import (
	"fmt"
	"math"
	"math/bits"
)

// The board is an 8×8 lattice of names without a8 and h1: 62 points. Point
// numbers (bit positions in a Bitboard) run file by file, a1 first:
//
//	rank 8  .  14 22 30 38 46 54 61
//	rank 7  6  13 21 29 37 45 53 60
//	rank 6  5  12 20 28 36 44 52 59
//	rank 5  4  11 19 27 35 43 51 58
//	rank 4  3  10 18 26 34 42 50 57
//	rank 3  2   9 17 25 33 41 49 56
//	rank 2  1   8 16 24 32 40 48 55
//	rank 1  0   7 15 23 31 39 47  .
//	        a   b  c  d  e  f  g  h
//
// Lattice cell (x, y) with x+y odd is a board square; the others hold two
// triangles split by a diagonal (see the rules page). Every table below is
// derived from that one rule in init.

// NumPoints is the number of points on the board.
const NumPoints = 62

// Point is a point of the board, 0..61 (a1 = 0, h8 = 61).
type Point uint8

// NoPoint marks the absence of a point.
const NoPoint Point = 255

// Bitboard is a set of points, bit i standing for Point i.
type Bitboard uint64

// AllPoints holds every point of the board.
const AllPoints Bitboard = 1<<NumPoints - 1

// Bit returns the set holding only p.
func (p Point) Bit() Bitboard { return 1 << p }

// File returns the point's file index, 0 (a) to 7 (h).
func (p Point) File() int { return int(pointFile[p]) }

// Rank returns the point's rank index, 0 (rank 1) to 7 (rank 8).
func (p Point) Rank() int { return int(pointRank[p]) }

// String returns the point's name, such as "d4".
func (p Point) String() string {
	if p >= NumPoints {
		return fmt.Sprintf("Point(%d)", p)
	}
	return pointNames[p]
}

// Neighbors returns the points joined to p by a line.
func (p Point) Neighbors() Bitboard { return neighbors[p] }

// Position2D returns the point's place in the true board geometry: edge
// length 1, y growing downwards, a1 at the bottom tip and h8 at the top tip.
func (p Point) Position2D() (x, y float64) { return geometry[p][0], geometry[p][1] }

// PointAt returns the point at file x and rank y (0-based), if it exists.
func PointAt(x, y int) (Point, bool) {
	if x < 0 || x > 7 || y < 0 || y > 7 {
		return NoPoint, false
	}
	p := latticePoint[x][y]
	return p, p != NoPoint
}

// ParsePoint reads a point name such as "d4".
func ParsePoint(s string) (Point, error) {
	if len(s) == 2 {
		if p, ok := PointAt(int(s[0])-'a', int(s[1])-'1'); ok {
			return p, nil
		}
	}
	return NoPoint, fmt.Errorf("%q is not a point of the board (a1 to h8, without a8 and h1)", s)
}

// Has reports whether the set holds p.
func (b Bitboard) Has(p Point) bool { return b&(1<<p) != 0 }

// Count returns the number of points in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest point of a non-empty set.
func (b Bitboard) First() Point { return Point(bits.TrailingZeros64(uint64(b))) }

// Points lists the points of the set in increasing order.
func (b Bitboard) Points() []Point {
	ps := make([]Point, 0, b.Count())
	for ; b != 0; b &= b - 1 {
		ps = append(ps, b.First())
	}
	return ps
}

// Square is one of the 24 board squares, numbered in the order of their
// lowest corner.
type Square uint8

// NumSquares is the number of board squares.
const NumSquares = 24

// NoSquare marks the absence of a square.
const NoSquare Square = 255

// Corners returns the square's four corners.
func (s Square) Corners() Bitboard { return squareMasks[s] }

// String names the square by its corners, such as "a2 a3 b2 b3".
func (s Square) String() string {
	if s >= NumSquares {
		return fmt.Sprintf("Square(%d)", s)
	}
	return pointsString(squareMasks[s])
}

// NumTriangles is the number of triangles on the board.
const NumTriangles = 48

// Triangles returns the board's triangles, each as the set of its corners.
func Triangles() []Bitboard { return append([]Bitboard(nil), triangleMasks[:]...) }

// Lines returns every line of the board as a pair of points, lower first.
func Lines() [][2]Point {
	var ls [][2]Point
	for p := Point(0); p < NumPoints; p++ {
		for n := neighbors[p] &^ (p.Bit()<<1 - 1); n != 0; n &= n - 1 {
			ls = append(ls, [2]Point{p, n.First()})
		}
	}
	return ls
}

func pointsString(b Bitboard) string {
	s := ""
	for _, p := range b.Points() {
		if s != "" {
			s += " "
		}
		s += p.String()
	}
	return s
}

// Tables derived once from the lattice rule.
var (
	pointNames   [NumPoints]string
	pointFile    [NumPoints]uint8
	pointRank    [NumPoints]uint8
	latticePoint [8][8]Point
	geometry     [NumPoints][2]float64

	neighbors [NumPoints]Bitboard
	// neighborList[p] lists p's neighbours, padded with NoPoint.
	neighborList  [NumPoints][5]Point
	squareMasks   [NumSquares]Bitboard
	triangleMasks [NumTriangles]Bitboard

	// squaresAt[p] lists the squares having p as a corner (at most two),
	// padded with NoSquare.
	squaresAt [NumPoints][2]Square
	// squareCornersAt[p][i] is the corners of squaresAt[p][i], or a set
	// no position holds (bit 63) where there is no square.
	squareCornersAt [NumPoints][2]Bitboard
	// cornerPairs[p] holds, for each triangle at p (at most three), its two
	// other corners: the pairs a step to p may corner an enemy piece with.
	// Unused entries are 0 and never match.
	cornerPairs [NumPoints][3]Bitboard
)

func init() {
	var n Point
	for x := 0; x < 8; x++ {
		for y := 0; y < 8; y++ {
			latticePoint[x][y] = NoPoint
			if (x == 0 && y == 7) || (x == 7 && y == 0) {
				continue
			}
			latticePoint[x][y] = n
			pointNames[n] = string(rune('a'+x)) + string(rune('1'+y))
			pointFile[n], pointRank[n] = uint8(x), uint8(y)
			n++
		}
	}

	join := func(a, b Point) {
		neighbors[a] |= b.Bit()
		neighbors[b] |= a.Bit()
	}
	var squares, triangles int
	for x := 0; x < 7; x++ {
		for y := 0; y < 7; y++ {
			// The cell's corners; NoPoint where the lattice has no point.
			ll, lr := latticePoint[x][y], latticePoint[x+1][y]
			ul, ur := latticePoint[x][y+1], latticePoint[x+1][y+1]
			for _, e := range [][2]Point{{ll, lr}, {ul, ur}, {ll, ul}, {lr, ur}} {
				if e[0] != NoPoint && e[1] != NoPoint {
					join(e[0], e[1])
				}
			}
			if (x+y)%2 == 1 {
				squareMasks[squares] = ll.Bit() | lr.Bit() | ul.Bit() | ur.Bit()
				squares++
				continue
			}
			// Split by a diagonal: ll-ur for even x, ul-lr for odd x.
			d0, d1, o0, o1 := ll, ur, ul, lr
			if x%2 == 1 {
				d0, d1, o0, o1 = ul, lr, ll, ur
			}
			join(d0, d1)
			for _, o := range []Point{o0, o1} {
				if o != NoPoint {
					triangleMasks[triangles] = d0.Bit() | d1.Bit() | o.Bit()
					triangles++
				}
			}
		}
	}
	if squares != NumSquares || triangles != NumTriangles {
		panic("diamond: board tables disagree with the lattice rule")
	}

	for p := Point(0); p < NumPoints; p++ {
		neighborList[p] = [5]Point{NoPoint, NoPoint, NoPoint, NoPoint, NoPoint}
		copy(neighborList[p][:], neighbors[p].Points())
	}
	var nSquares, nTriangles [NumPoints]int
	for p := range squaresAt {
		squaresAt[p] = [2]Square{NoSquare, NoSquare}
		squareCornersAt[p] = [2]Bitboard{1 << 63, 1 << 63}
	}
	for s := Square(0); s < NumSquares; s++ {
		for _, p := range squareMasks[s].Points() {
			squaresAt[p][nSquares[p]] = s
			squareCornersAt[p][nSquares[p]] = squareMasks[s]
			nSquares[p]++
		}
	}
	for _, t := range triangleMasks {
		for _, p := range t.Points() {
			cornerPairs[p][nTriangles[p]] = t &^ p.Bit()
			nTriangles[p]++
		}
	}

	initGeometry()
	initGeometryData()
}

// initGeometry lays the lattice out in the true geometry. Walking one file
// to the right turns by -150° on even files and -120° on odd ones; walking
// one rank up turns by -30° on even ranks and -60° on odd ones (screen
// angles, y down). Squares and equilateral triangles follow.
func initGeometry() {
	c, s := math.Sqrt(3)/2, 0.5
	fileStep := [2][2]float64{{-c, -s}, {-s, -c}}
	rankStep := [2][2]float64{{c, -s}, {s, -c}}
	top := 0.0 // a1's height above the lattice origin, found below
	var raw [NumPoints][2]float64
	for p := Point(0); p < NumPoints; p++ {
		var x, y float64
		for i := 0; i < p.File(); i++ {
			x += fileStep[i%2][0]
			y += fileStep[i%2][1]
		}
		for j := 0; j < p.Rank(); j++ {
			x += rankStep[j%2][0]
			y += rankStep[j%2][1]
		}
		raw[p] = [2]float64{x, y}
		top = math.Min(top, y)
	}
	// Centre the board vertically: a1 and h8 sit at ±(half the height).
	for p := range raw {
		geometry[p] = [2]float64{raw[p][0], raw[p][1] - top/2}
	}
}
