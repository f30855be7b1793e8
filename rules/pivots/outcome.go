package pivots

import (
	"fmt"

	"diamond/rules/record"
)

// Reason tells why a game ended.
type Reason uint8

// The ways a game ends. NotOver is the zero value.
const (
	NotOver     Reason = iota
	Passes             // two passes in a row (R10)
	Cap                // the 1,000-turn cap (R14)
	Resignation        // declared by a player
	Agreement          // a draw agreed by the players (an app feature)
)

// reasonWords are the contract's one-word reasons.
var reasonWords = [...]string{NotOver: "", Passes: "passes", Cap: "cap", Resignation: "resignation", Agreement: "agreement"}

// Word returns the reason as one word for tools and storage: "passes",
// "cap", "resignation" or "agreement" ("" while not over).
func (r Reason) Word() string {
	if int(r) < len(reasonWords) {
		return reasonWords[r]
	}
	return fmt.Sprintf("Reason(%d)", r)
}

func (r Reason) String() string { return r.Word() }

// Outcome is how a game ended, or not. Winner is meaningful for every end
// but Agreement; Score holds the stones on the board by colour for Passes
// and Cap.
type Outcome struct {
	Reason Reason
	Winner Color
	Score  [2]int
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != NotOver }

// IsDraw reports whether the game ended in a draw (only by agreement: the
// rules have no draws, White winning ties).
func (o Outcome) IsDraw() bool { return o.Reason == Agreement }

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

// String describes the outcome for people, such as "two passes: White 14,
// Black 12 — White wins" or "Black resigns — White wins".
func (o Outcome) String() string {
	switch o.Reason {
	case NotOver:
		return "not over"
	case Agreement:
		return "draw by agreement"
	case Resignation:
		return fmt.Sprintf("%s resigns — %s wins", o.Winner.Other(), o.Winner)
	}
	how := "two passes"
	if o.Reason == Cap {
		how = fmt.Sprintf("the %d-turn cap", TurnCap)
	}
	w, l := o.Winner, o.Winner.Other()
	tie := ""
	if o.Score[w] == o.Score[l] {
		tie = " the tie"
	}
	return fmt.Sprintf("%s: %s %d, %s %d — %s wins%s", how, w, o.Score[w], l, o.Score[l], w, tie)
}
