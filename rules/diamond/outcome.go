package diamond

import (
	"fmt"

	"diamond/rules/record"
)

// Reason tells why a game ended.
type Reason uint8

// The ways a game ends. NotOver is the zero value.
const (
	NotOver Reason = iota
	SquareWin
	Resignation
	Agreement
	NoLegalAction
	Repetition
	FiftyActions
)

var reasonText = [...]string{
	NotOver:       "not over",
	SquareWin:     "square completed",
	Resignation:   "resignation",
	Agreement:     "draw by agreement",
	NoLegalAction: "draw: no legal action",
	Repetition:    "draw by threefold repetition",
	FiftyActions:  "draw: 50 actions without capture or removal",
}

func (r Reason) String() string {
	if int(r) < len(reasonText) {
		return reasonText[r]
	}
	return fmt.Sprintf("Reason(%d)", r)
}

// Outcome is how a game ended, or NotOver. Winner is meaningful for a win
// (SquareWin, Resignation); Square is the completed square of a SquareWin
// and NoSquare otherwise.
type Outcome struct {
	Reason Reason
	Winner Color
	Square Square
}

func drawBy(r Reason) Outcome { return Outcome{Reason: r, Square: NoSquare} }

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != NotOver }

// IsDraw reports whether the game ended in a draw.
func (o Outcome) IsDraw() bool { return o.Reason >= Agreement }

// Result returns the record's result: Black (who moves first) winning is
// "1-0".
func (o Outcome) Result() record.Result {
	switch {
	case !o.Over():
		return record.Unfinished
	case o.IsDraw():
		return record.Draw
	case o.Winner == Black:
		return record.FirstWins
	}
	return record.SecondWins
}

// String describes the outcome in words, such as "white wins: square
// completed (d3 d4 e3 e4)".
func (o Outcome) String() string {
	switch {
	case !o.Over():
		return "not over"
	case o.IsDraw():
		return o.Reason.String()
	case o.Reason == SquareWin:
		return fmt.Sprintf("%s wins: square completed (%s)", o.Winner, o.Square)
	}
	return fmt.Sprintf("%s wins by %s", o.Winner, o.Reason)
}
