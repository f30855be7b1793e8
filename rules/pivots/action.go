package pivots

import "fmt"

// Color is a colour: Black (who moves first) or White.
type Color uint8

// The two colours.
const (
	Black Color = iota
	White
)

// Other returns the opposing colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "Black" or "White".
func (c Color) String() string {
	switch c {
	case Black:
		return "Black"
	case White:
		return "White"
	}
	return fmt.Sprintf("Color(%d)", c)
}

// Kind tells what an action does.
type Kind uint8

// The kinds of action. A turn is a drop followed by its pivot steps, a
// pass or a swap.
const (
	NoKind Kind = iota
	Drop        // a stone of the mover's colour on an empty cell
	Pass        // nothing
	Swap        // White's pie-rule choice on its first turn
	Step        // one pivot step of the chain that follows a drop
)

// Action is one atomic action packed in 16 bits: its kind in the top
// four, and the cell of a drop or the number of a pivot step (0..1877,
// see NumSteps) in the low twelve. The zero Action is no action.
type Action uint16

// NoAction is the zero Action.
const NoAction Action = 0

// The actions without an argument.
const (
	PassAction = Action(Pass) << 12
	SwapAction = Action(Swap) << 12
)

// DropAt returns the drop of a stone on c.
func DropAt(c Cell) Action { return Action(Drop)<<12 | Action(c) }

// StepOf returns the pivot step of diamond d with pivot p in direction
// dir, or NoAction when p is not a corner of d or the line p+dir, p+2dir,
// p+3dir leaves the board.
func StepOf(d Diamond, p Cell, dir Dir) Action {
	if d >= NumDiamonds || dir >= NumDirs {
		return NoAction
	}
	for k, c := range diamondCorners[d] {
		if c == p {
			if i := stepOf[d][k][dir]; i >= 0 {
				return stepAction(int(i))
			}
		}
	}
	return NoAction
}

func stepAction(i int) Action { return Action(Step)<<12 | Action(i) }

// Kind returns what the action does.
func (a Action) Kind() Kind { return Kind(a >> 12) }

// Cell returns the cell of a drop.
func (a Action) Cell() Cell { return Cell(a & 63) }

// step returns the number of a pivot step.
func (a Action) step() int { return int(a & 0xfff) }

// Diamond returns a pivot step's diamond.
func (a Action) Diamond() Diamond { return steps[a.step()].diamond }

// Pivot returns a pivot step's pivot, the stone that stays.
func (a Action) Pivot() Cell { return steps[a.step()].pivot }

// Opposite returns the corner of a pivot step's diamond opposite the
// pivot.
func (a Action) Opposite() Cell { return steps[a.step()].opposite }

// Dir returns a pivot step's direction.
func (a Action) Dir() Dir { return steps[a.step()].dir }

// End returns the far end of a pivot step's line, pivot + 3·Dir.
func (a Action) End() Cell { return steps[a.step()].end }

// Lifted returns the three cells a pivot step lifts its stones from: the
// diamond but the pivot.
func (a Action) Lifted() Bitboard { return stepMoves[a.step()][0] }

// Line returns the three cells a pivot step places its stones on.
func (a Action) Line() Bitboard { return stepMoves[a.step()][1] }

// valid reports whether a is an action at all (not whether it is legal).
func (a Action) valid() bool {
	switch a.Kind() {
	case Drop:
		return a&0xfff < NumCells
	case Pass, Swap:
		return a&0xfff == 0
	case Step:
		return a.step() < NumSteps
	}
	return false
}

// String writes the action in the text notation: "e5" (drop), "pass",
// "swap", or "P/O>E" for a pivot step (pivot P, the diamond's corner O
// opposite P, the line's far end E), such as "c5/d7>f5". A step's text
// does not depend on the position.
func (a Action) String() string {
	if !a.valid() {
		return fmt.Sprintf("Action(%#x)", uint16(a))
	}
	switch a.Kind() {
	case Drop:
		return a.Cell().String()
	case Pass:
		return "pass"
	case Swap:
		return "swap"
	}
	s := &steps[a.step()]
	return s.pivot.String() + "/" + s.opposite.String() + ">" + s.end.String()
}
