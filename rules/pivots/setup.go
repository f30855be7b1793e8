package pivots

import (
	"fmt"
	"strconv"
	"strings"
)

// rowCells lists the cells of the page's visual rows, row 1 (a5 ... e9)
// at the top to row 9 (e1 ... i5) at the bottom, each from the left.
var rowCells [9][]Cell

func init() {
	for r := 1; r <= 9; r++ {
		for c := 1; c <= 9; c++ {
			l, n := c, 5-r+c // the page's formula for rows 1..5
			if r > 5 {
				l, n = r-5+c, c
			}
			if x, ok := CellAt(l, n); ok {
				rowCells[r-1] = append(rowCells[r-1], x)
			}
		}
	}
}

// Rows returns the cells in the order of the position notation: the
// page's nine visual rows, top to bottom, each from the left.
func Rows() [][]Cell {
	rows := make([][]Cell, len(rowCells))
	for r, row := range rowCells {
		rows[r] = append([]Cell(nil), row...)
	}
	return rows
}

// FormatPosition writes a position in the project's position notation
// for Diamonds & Pivots, made for games that start from a position set up
// by hand (the rules page defines none):
//
//	<rows> <side to move> <passes> <turn>
//
// The rows are the page's nine visual rows, top (a5 b6 c7 d8 e9) to
// bottom (e1 f2 g3 h4 i5), separated by '/', each from the left: b for a
// black stone, w for a white one and a digit for a run of empty cells.
// The side to move is b or w; passes is the number of passes just made
// in a row (0, 1, or 2 when the game is over); turn is the number of the
// turn about to be played, from 1. Turn 1 is Black's first turn (a drop
// on the empty board; no pass) and turn 2 White's first (swap allowed),
// so the turn number also carries the pie rule's state. The standard
// start is
//
//	5/6/7/8/9/8/7/6/5 b 0 1
//
// A set-up position always starts at a turn boundary. In the middle of a
// pivot chain FormatPosition appends a fifth field, "pivot", which
// ParsePosition refuses: the loop rule's memory of the turn's boards is
// not part of the notation.
func FormatPosition(p Position) string {
	var b strings.Builder
	for r, row := range rowCells {
		if r > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			color, ok := p.At(c)
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte("bw"[color])
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
	}
	fmt.Fprintf(&b, " %c %d %d", "bw"[p.toMove], p.passes, p.turn)
	if p.phase == Pivot {
		b.WriteString(" pivot")
	}
	return b.String()
}

// ParsePosition reads the position notation written by FormatPosition.
// The passes and the turn may be left out together; they are then 0 and
// 3 (the pie rule's turns are over). It checks that the position is one
// a game can have between turns: turn 1 is the empty board with Black to
// move, turn 2 has White to move, and there are no more passes in a row
// than turns since the pie rule's.
func ParsePosition(s string) (Position, error) {
	fields := strings.Fields(s)
	if len(fields) == 5 && fields[4] == "pivot" {
		return Position{}, fmt.Errorf("position %q is in the middle of a pivot chain: a set-up position starts at a turn boundary", s)
	}
	if len(fields) != 2 && len(fields) != 4 {
		return Position{}, fmt.Errorf("position %q should read <rows> <side to move> <passes> <turn>, such as 5/6/7/8/4b4/8/7/6/5 w 0 2", s)
	}
	var p Position
	rows := strings.Split(fields[0], "/")
	if len(rows) != 9 {
		return Position{}, fmt.Errorf("position %q should have 9 rows separated by /", fields[0])
	}
	for r, row := range rows {
		i := 0
		for _, ch := range row {
			switch {
			case '1' <= ch && ch <= '9':
				i += int(ch - '0')
				continue
			case ch != 'b' && ch != 'w':
				return Position{}, fmt.Errorf("%q in row %d of position %q is not b, w or a digit", ch, r+1, fields[0])
			case i >= len(rowCells[r]):
				return Position{}, fmt.Errorf("row %d of position %q has more than %d cells", r+1, fields[0], len(rowCells[r]))
			}
			p.stones[strings.IndexRune("bw", ch)] |= rowCells[r][i].Bit()
			i++
		}
		if i != len(rowCells[r]) {
			return Position{}, fmt.Errorf("row %d of position %q covers %d cells, not %d", r+1, fields[0], i, len(rowCells[r]))
		}
	}
	switch fields[1] {
	case "b":
		p.toMove = Black
	case "w":
		p.toMove = White
	default:
		return Position{}, fmt.Errorf("side to move %q should be b or w", fields[1])
	}
	p.turn = 3
	if len(fields) == 4 {
		passes, err := strconv.Atoi(fields[2])
		if err != nil || passes < 0 || passes > 2 || len(fields[2]) != 1 {
			return Position{}, fmt.Errorf("passes %q should be 0, 1 or 2", fields[2])
		}
		turn, err := strconv.Atoi(fields[3])
		if err != nil || turn < 1 || turn > TurnCap+1 || fields[3] != strconv.Itoa(turn) {
			return Position{}, fmt.Errorf("turn %q should be a number from 1 to %d", fields[3], TurnCap+1)
		}
		p.passes, p.turn = uint8(passes), uint16(turn)
	}
	switch {
	case p.turn == 1 && (p.toMove != Black || p.stones[0]|p.stones[1] != 0):
		return Position{}, fmt.Errorf("turn 1 is Black's first drop, on the empty board")
	case p.turn == 2 && p.toMove != White:
		return Position{}, fmt.Errorf("turn 2 is White's first turn")
	case int(p.passes) > max(0, int(p.turn)-2):
		return Position{}, fmt.Errorf("%d passes in a row before turn %d: Black's first turn cannot pass", p.passes, p.turn)
	}
	p.hash = p.computeHash()
	return p, nil
}

// String draws the position as the page draws the board (row 1 at the
// top), b for black, w for white and . for empty, followed by a line
// saying who is to move in which turn and the stones on the board.
func (p Position) String() string {
	var b strings.Builder
	for r, row := range rowCells {
		b.WriteString(strings.Repeat(" ", 4-min(r, 8-r)))
		for i, c := range row {
			if i > 0 {
				b.WriteByte(' ')
			}
			if color, ok := p.At(c); ok {
				b.WriteByte("bw"[color])
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "turn %d, %s to move", p.turn, p.toMove)
	switch {
	case p.over():
		b.WriteString(" (game over)")
	case p.phase == Pivot:
		fmt.Fprintf(&b, " (pivot step %d due)", p.chain+1)
	case p.turn == 2:
		b.WriteString(" (may swap)")
	case p.passes == 1:
		b.WriteString(" (after a pass)")
	}
	fmt.Fprintf(&b, "; stones: Black %d, White %d", p.Count(Black), p.Count(White))
	return b.String()
}
