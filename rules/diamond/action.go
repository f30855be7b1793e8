package diamond

import "fmt"

// Color is a side: Black (who moves first) or White.
type Color uint8

// The two sides.
const (
	Black Color = iota
	White
)

// Other returns the opposing side.
func (c Color) Other() Color { return c ^ 1 }

// String returns "black" or "white".
func (c Color) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return fmt.Sprintf("Color(%d)", c)
}

// Kind tells what an action does.
type Kind uint8

// The kinds of action.
const (
	NoKind Kind = iota
	Place       // put a piece from hand on an empty point
	Step        // move a piece along a line to an adjacent empty point
	Remove      // take a neutral piece off the board
	Swap        // White's pie-rule choice on its first turn
)

// Action is one turn's action packed in 16 bits: kind, from, to. The zero
// Action is no action.
type Action uint16

// NoAction is the zero Action.
const NoAction Action = 0

// PlaceAt returns the placement of a piece on p.
func PlaceAt(p Point) Action { return Action(Place)<<12 | Action(p) }

// StepFrom returns the step from one point to another.
func StepFrom(from, to Point) Action { return Action(Step)<<12 | Action(from)<<6 | Action(to) }

// RemoveAt returns the removal of the neutral piece on p.
func RemoveAt(p Point) Action { return Action(Remove)<<12 | Action(p) }

// SwapAction is the pie rule's swap.
const SwapAction = Action(Swap) << 12

// Kind returns what the action does.
func (a Action) Kind() Kind { return Kind(a >> 12) }

// To returns the point placed on, stepped to or removed from.
func (a Action) To() Point { return Point(a & 63) }

// From returns the point a step starts from.
func (a Action) From() Point { return Point(a >> 6 & 63) }

// String writes the action in the project's notation without the capture
// mark, which depends on the position (see FormatAction).
func (a Action) String() string {
	switch a.Kind() {
	case Place:
		return a.To().String()
	case Step:
		return a.From().String() + "-" + a.To().String()
	case Remove:
		return "(" + a.To().String() + ")"
	case Swap:
		return "swap"
	}
	return fmt.Sprintf("Action(%#x)", uint16(a))
}
