package pivots

import (
	"fmt"
	"math/bits"
	"strings"
)

// The board is a hexagon of 61 hexagonal cells, 5 on a side, drawn with
// pointy-top cells in horizontal rows of 5 to 9. A cell is named by
// Neto's letter a–i (L = 1..9) and digit 1–9 (N = 1..9), where only
// |L−N| ≤ 4 exist. Cells are numbered in name order, a1 = 0, a2, ...,
// a5, b1, ..., i9 = 60, so each letter's line is a run of bits. On the
// page's drawing (row 1 at the top) the names and numbers are:
//
//	        a5  b6  c7  d8  e9                    4  10  17  25  34
//	      a4  b5  c6  d7  e8  f9                3   9  16  24  33  42
//	    a3  b4  c5  d6  e7  f8  g9            2   8  15  23  32  41  49
//	  a2  b3  c4  d5  e6  f7  g8  h9        1   7  14  22  31  40  48  55
//	a1  b2  c3  d4  e5  f6  g7  h8  i9    0   6  13  21  30  39  47  54  60
//	  b1  c2  d3  e4  f5  g6  h7  i8        5  12  20  29  38  46  53  59
//	    c1  d2  e3  f4  g5  h6  i7           11  19  28  37  45  52  58
//	      d1  e2  f3  g4  h5  i6               18  27  36  44  51  57
//	        e1  f2  g3  h4  i5                   26  35  43  50  56
//
// The six neighbours of (L, N) differ by the vectors of the Dir values:
// E (+1,+1) right, NE (0,+1) up-right, NW (−1,0) up-left, W (−1,−1)
// left, SW (0,−1) down-left and SE (+1,0) down-right. Every table below
// (neighbours, lines, diamonds, pivot steps, shifts) is derived in init
// from that rule.

// NumCells is the number of cells on the board.
const NumCells = 61

// Cell is a cell of the board, 0..60 in name order (a1 = 0, i9 = 60).
type Cell uint8

// NoCell marks the absence of a cell.
const NoCell Cell = 255

// Bitboard is a set of cells, bit i standing for Cell i.
type Bitboard uint64

// AllCells holds every cell of the board.
const AllCells Bitboard = 1<<NumCells - 1

// Dir is one of the six directions from a cell to a neighbour.
type Dir uint8

// The directions, counter-clockwise from E (right) on the page's drawing.
const (
	E Dir = iota
	NE
	NW
	W
	SW
	SE
	NumDirs = 6
)

// dirVectors holds each direction's (ΔL, ΔN).
var dirVectors = [NumDirs][2]int{E: {1, 1}, NE: {0, 1}, NW: {-1, 0}, W: {-1, -1}, SW: {0, -1}, SE: {1, 0}}

var dirNames = [NumDirs]string{"E", "NE", "NW", "W", "SW", "SE"}

func (d Dir) String() string {
	if d < NumDirs {
		return dirNames[d]
	}
	return fmt.Sprintf("Dir(%d)", d)
}

// Opposite returns the direction pointing the other way.
func (d Dir) Opposite() Dir { return (d + 3) % NumDirs }

// Bit returns the set holding only c.
func (c Cell) Bit() Bitboard { return 1 << c }

// String returns the cell's name, such as "e5".
func (c Cell) String() string {
	if c >= NumCells {
		return fmt.Sprintf("Cell(%d)", c)
	}
	return cellNames[c]
}

// Letter returns L, 1 (a) to 9 (i).
func (c Cell) Letter() int { return int(cellLN[c][0]) }

// Number returns N, 1 to 9.
func (c Cell) Number() int { return int(cellLN[c][1]) }

// Neighbors returns the cells next to c.
func (c Cell) Neighbors() Bitboard { return neighbors[c] }

// Neighbor returns the cell next to c in direction d, or NoCell off the
// board.
func (c Cell) Neighbor(d Dir) Cell { return neighborIn[c][d] }

// Line returns the three cells c+d, c+2d and c+3d where a pivot on c in
// direction d places its stones, or 0 when any of them is off the board
// (such a step is not allowed).
func (c Cell) Line(d Dir) Bitboard { return lineMask[c][d] }

// CellAt returns the cell with letter L and number N (1-based), if it
// exists.
func CellAt(l, n int) (Cell, bool) {
	if l < 1 || l > 9 || n < 1 || n > 9 {
		return NoCell, false
	}
	c := cellAt[l][n]
	return c, c != NoCell
}

// ParseCell reads a cell name such as "e5".
func ParseCell(s string) (Cell, error) {
	if len(s) == 2 {
		if c, ok := CellAt(int(s[0])-'a'+1, int(s[1])-'0'); ok {
			return c, nil
		}
	}
	return NoCell, fmt.Errorf("%q is not a cell of the board (a letter a-i and a digit 1-9, at most 4 apart: a1-a5, b1-b6, ..., i5-i9)", s)
}

// Has reports whether the set holds c.
func (b Bitboard) Has(c Cell) bool { return b&(1<<c) != 0 }

// Count returns the number of cells in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest cell of a non-empty set.
func (b Bitboard) First() Cell { return Cell(bits.TrailingZeros64(uint64(b))) }

// Cells lists the cells of the set in increasing order.
func (b Bitboard) Cells() []Cell {
	cs := make([]Cell, 0, b.Count())
	for ; b != 0; b &= b - 1 {
		cs = append(cs, b.First())
	}
	return cs
}

// String lists the set's cell names, such as "c5 c6 d6 d7".
func (b Bitboard) String() string {
	var s strings.Builder
	for i, c := range b.Cells() {
		if i > 0 {
			s.WriteByte(' ')
		}
		s.WriteString(c.String())
	}
	return s.String()
}

// nth returns the k-th lowest cell of the set (k from 0).
func (b Bitboard) nth(k int) Cell {
	if low := bits.OnesCount32(uint32(b)); k >= low {
		b >>= 32
		k -= low
		for ; k > 0; k-- {
			b &= b - 1
		}
		return 32 + b.First()
	}
	for ; k > 0; k-- {
		b &= b - 1
	}
	return b.First()
}

// Diamond is one of the 132 placements of a diamond (a rhombus of four
// cells: two triangles of mutually adjacent cells sharing an edge). They
// are numbered by orientation, then by base corner: orientation 0 is
// {p, p+NE, p+E, p+(1,2)}, 1 is {p, p+E, p+SE, p+(2,1)} and 2 (upright on
// the screen) is {p, p+SE, p+SW, p+(1,−1)}, each 44 times.
type Diamond uint8

// NumDiamonds is the number of diamond placements on the board.
const NumDiamonds = 132

// NoDiamond marks the absence of a diamond.
const NoDiamond Diamond = 255

// Cells returns the diamond's four cells.
func (d Diamond) Cells() Bitboard { return diamondMask[d] }

// Corners returns the diamond's cells in increasing order.
func (d Diamond) Corners() [4]Cell { return diamondCorners[d] }

// Opposite returns the corner of d opposite corner c (acute to acute,
// obtuse to obtuse), or NoCell when c is not a corner of d.
func (d Diamond) Opposite(c Cell) Cell {
	for k, x := range diamondCorners[d] {
		if x == c {
			return diamondCorners[d][diamondOpposite[d][k]]
		}
	}
	return NoCell
}

// String names the diamond by its cells, such as "c5 c6 d6 d7".
func (d Diamond) String() string {
	if d >= NumDiamonds {
		return fmt.Sprintf("Diamond(%d)", d)
	}
	return diamondMask[d].String()
}

// DiamondOf returns the diamond with corner p whose corner opposite p is
// o, or NoDiamond: the diamond P/O of the step notation.
func DiamondOf(p, o Cell) Diamond {
	if p >= NumCells || o >= NumCells {
		return NoDiamond
	}
	return diamondByCorners[p][o]
}

// DiamondsAt returns the diamonds having c as a corner.
func DiamondsAt(c Cell) []Diamond { return append([]Diamond(nil), diamondsAt[c]...) }

// Diamonds returns the diamonds whose four cells are all in set.
func (b Bitboard) Diamonds() []Diamond {
	var ds []Diamond
	bases := diamondBases(b)
	for o := range bases {
		for x := bases[o]; x != 0; x &= x - 1 {
			ds = append(ds, baseDiamond[o][x.First()])
		}
	}
	return ds
}

// HasDiamond reports whether the set holds all four cells of some
// diamond.
func (b Bitboard) HasDiamond() bool {
	bases := diamondBases(b)
	return bases[0]|bases[1]|bases[2] != 0
}

// diamondBases returns, for each orientation, the base corners p of the
// diamonds whose four cells are all in x, by bit-parallel shifts:
// orientation 0 pairs p with p+NE and then with p+E, orientation 1 pairs
// p with p+SE and then with p+E, orientation 2 pairs p with p+SE and then
// with p+SW.
func diamondBases(x Bitboard) [3]Bitboard {
	v := x & (x >> 1) & hasNE // p and p+NE
	s := x & pullSE(x)        // p and p+SE
	return [3]Bitboard{v & pullE(v), s & pullE(s), s & (s << 1) & hasSW}
}

// pullE returns the cells p such that p+E is in x. Going E from letter L
// adds a fixed number to the bit index (6, 7, 8 or 9 by letter): four
// shifts, each masked to the letters it is right for.
func pullE(x Bitboard) Bitboard {
	g := &pullGroups[0]
	return x>>g[0].shift&g[0].mask | x>>g[1].shift&g[1].mask | x>>g[2].shift&g[2].mask | x>>g[3].shift&g[3].mask
}

// pullSE returns the cells p such that p+SE is in x (shifts of 5 to 8).
func pullSE(x Bitboard) Bitboard {
	g := &pullGroups[1]
	return x>>g[0].shift&g[0].mask | x>>g[1].shift&g[1].mask | x>>g[2].shift&g[2].mask | x>>g[3].shift&g[3].mask
}

// shiftGroup is a set of cells whose neighbour in one direction is a
// fixed number of bits higher.
type shiftGroup struct {
	shift uint8
	mask  Bitboard
}

// Step tables. A pivot step is a (diamond, pivot, direction) triple whose
// line fits on the board; the 1,878 of them are numbered by diamond, then
// pivot (increasing cell), then direction, so that a diamond's steps are
// the run stepFirst[d] to stepFirst[d+1].
const NumSteps = 1878

type stepInfo struct {
	diamond  Diamond
	pivot    Cell
	opposite Cell
	end      Cell // pivot + 3·dir
	dir      Dir
}

// Tables derived once from the naming rule.
var (
	cellNames [NumCells]string
	cellLN    [NumCells][2]int8
	cellAt    [10][10]Cell

	neighbors  [NumCells]Bitboard
	neighborIn [NumCells][NumDirs]Cell
	lineMask   [NumCells][NumDirs]Bitboard
	lineEnd    [NumCells][NumDirs]Cell

	hasNE, hasSW Bitboard         // the cells with a neighbour NE, SW
	pullGroups   [2][4]shiftGroup // E, SE

	diamondMask      [NumDiamonds]Bitboard
	diamondCorners   [NumDiamonds][4]Cell
	diamondOpposite  [NumDiamonds][4]uint8 // corner index → opposite corner index
	diamondsAt       [NumCells][]Diamond
	diamondByCorners [NumCells][NumCells]Diamond
	baseDiamond      [3][NumCells]Diamond

	steps     [NumSteps]stepInfo
	stepMoves [NumSteps][2]Bitboard // the cells lifted (D minus the pivot) and the line
	stepFirst [NumDiamonds + 1]uint16
	// stepOf[d][k][dir] is the step of diamond d with pivot corner k in
	// direction dir, or -1 when the line leaves the board.
	stepOf [NumDiamonds][4][NumDirs]int16
)

func init() {
	for l := range cellAt {
		for n := range cellAt[l] {
			cellAt[l][n] = NoCell
		}
	}
	var c Cell
	for l := 1; l <= 9; l++ {
		for n := 1; n <= 9; n++ {
			if l-n > 4 || n-l > 4 {
				continue
			}
			cellAt[l][n] = c
			cellNames[c] = string(rune('a'+l-1)) + string(rune('0'+n))
			cellLN[c] = [2]int8{int8(l), int8(n)}
			c++
		}
	}
	if c != NumCells {
		panic("pivots: the naming rule does not give 61 cells")
	}
	at := func(c Cell, k int, d Dir) Cell { // c + k·d
		x, _ := CellAt(c.Letter()+k*dirVectors[d][0], c.Number()+k*dirVectors[d][1])
		return x
	}
	for c := Cell(0); c < NumCells; c++ {
		for d := Dir(0); d < NumDirs; d++ {
			n := at(c, 1, d)
			neighborIn[c][d] = n
			lineEnd[c][d] = NoCell
			if n == NoCell {
				continue
			}
			neighbors[c] |= n.Bit()
			if n2, n3 := at(c, 2, d), at(c, 3, d); n2 != NoCell && n3 != NoCell {
				lineMask[c][d] = n.Bit() | n2.Bit() | n3.Bit()
				lineEnd[c][d] = n3
			}
		}
	}
	initShifts()
	initDiamonds()
	initSteps()
}

// initShifts groups the cells by how many bits their E and SE neighbours
// are above them, for pullE and pullSE.
func initShifts() {
	for c := Cell(0); c < NumCells; c++ {
		if neighborIn[c][NE] != NoCell {
			hasNE |= c.Bit()
		}
		if neighborIn[c][SW] != NoCell {
			hasSW |= c.Bit()
		}
		if neighborIn[c][NE] != NoCell && neighborIn[c][NE] != c+1 || neighborIn[c][SW] != NoCell && neighborIn[c][SW] != c-1 {
			panic("pivots: NE and SW are not one bit apart")
		}
	}
	for i, d := range []Dir{E, SE} {
		n := 0
		for c := Cell(0); c < NumCells; c++ {
			to := neighborIn[c][d]
			if to == NoCell {
				continue
			}
			shift := uint8(to - c)
			k := 0
			for k < n && pullGroups[i][k].shift != shift {
				k++
			}
			if k == n {
				if n == 4 {
					panic("pivots: more than four shifts for a direction")
				}
				pullGroups[i][k].shift = shift
				n++
			}
			pullGroups[i][k].mask |= c.Bit()
		}
	}
}

// initDiamonds lists the diamonds {p, p+u, p+w, p+u+w} for u, w 60° apart
// in the three orientations, and the tables to look them up.
func initDiamonds() {
	orientations := [3][2]Dir{{NE, E}, {E, SE}, {SE, SW}}
	for p := range diamondByCorners {
		for o := range diamondByCorners[p] {
			diamondByCorners[p][o] = NoDiamond
		}
	}
	var d Diamond
	for o, uw := range orientations {
		for p := Cell(0); p < NumCells; p++ {
			baseDiamond[o][p] = NoDiamond
			pu, pw := neighborIn[p][uw[0]], neighborIn[p][uw[1]]
			if pu == NoCell || pw == NoCell || neighborIn[pu][uw[1]] == NoCell {
				continue
			}
			puw := neighborIn[pu][uw[1]]
			if d == NumDiamonds {
				panic("pivots: more than 132 diamonds")
			}
			baseDiamond[o][p] = d
			diamondMask[d] = p.Bit() | pu.Bit() | pw.Bit() | puw.Bit()
			copy(diamondCorners[d][:], diamondMask[d].Cells())
			opposite := func(x Cell) Cell {
				switch x {
				case p:
					return puw
				case puw:
					return p
				case pu:
					return pw
				}
				return pu
			}
			for k, x := range diamondCorners[d] {
				for j, y := range diamondCorners[d] {
					if opposite(x) == y {
						diamondOpposite[d][k] = uint8(j)
					}
				}
				diamondsAt[x] = append(diamondsAt[x], d)
				diamondByCorners[x][opposite(x)] = d
			}
			d++
		}
	}
	if d != NumDiamonds {
		panic("pivots: fewer than 132 diamonds")
	}
}

// initSteps numbers the pivot steps.
func initSteps() {
	n := 0
	for d := Diamond(0); d < NumDiamonds; d++ {
		stepFirst[d] = uint16(n)
		for k, p := range diamondCorners[d] {
			for dir := Dir(0); dir < NumDirs; dir++ {
				stepOf[d][k][dir] = -1
				if lineMask[p][dir] == 0 {
					continue
				}
				stepOf[d][k][dir] = int16(n)
				steps[n] = stepInfo{
					diamond: d, pivot: p, dir: dir, end: lineEnd[p][dir],
					opposite: diamondCorners[d][diamondOpposite[d][k]],
				}
				stepMoves[n] = [2]Bitboard{diamondMask[d] &^ p.Bit(), lineMask[p][dir]}
				n++
			}
		}
	}
	stepFirst[NumDiamonds] = uint16(n)
	if n != NumSteps {
		panic(fmt.Sprintf("pivots: %d pivot steps, want %d", n, NumSteps))
	}
}
