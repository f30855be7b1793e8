package diamondback

import (
	"fmt"

	"diamond/rules/record"
)

// Reason tells why a game ended.
type Reason uint8

// The ways a game ends (docs/games/diamondback.md, Winning and Draws).
// NotOver is the zero value.
const (
	NotOver Reason = iota
	Checkmate
	Corner // a pawn or king reached the enemy king's corner
	Resignation
	Stalemate
	FiftyMove
	Repetition
	Agreement
)

// reasonWords are the reasons as the records' [Termination] tag and the
// game contract write them.
var reasonWords = [...]string{
	NotOver:     "",
	Checkmate:   "checkmate",
	Corner:      "corner",
	Resignation: "resignation",
	Stalemate:   "stalemate",
	FiftyMove:   "fifty-move",
	Repetition:  "repetition",
	Agreement:   "agreement",
}

// String returns the reason's word: "checkmate", "corner", ...
func (r Reason) String() string {
	if int(r) < len(reasonWords) {
		return reasonWords[r]
	}
	return fmt.Sprintf("Reason(%d)", r)
}

// reasonOfWord returns the reason a [Termination] word names.
func reasonOfWord(w string) (Reason, bool) {
	for r, s := range reasonWords {
		if s == w && r != int(NotOver) {
			return Reason(r), true
		}
	}
	return NotOver, false
}

// Outcome is how a game ended, or NotOver. Winner is meaningful for a win
// (Checkmate, Corner, Resignation); Piece is the kind that reached the
// corner for a Corner win.
type Outcome struct {
	Reason Reason
	Winner Color
	Piece  Kind
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != NotOver }

// IsDraw reports whether the game ended in a draw.
func (o Outcome) IsDraw() bool { return o.Reason >= Stalemate }

// Declared reports whether a player ended the game: a resignation or an
// agreed draw.
func (o Outcome) Declared() bool { return o.Reason == Resignation || o.Reason == Agreement }

// Result returns the record's result: White (who moves first) winning is
// "1-0".
func (o Outcome) Result() record.Result {
	switch {
	case !o.Over():
		return record.Unfinished
	case o.IsDraw():
		return record.Draw
	case o.Winner == White:
		return record.FirstWins
	}
	return record.SecondWins
}

// String describes the outcome for people: "White wins by checkmate",
// "Black wins: a pawn reached a1", "Draw by stalemate".
func (o Outcome) String() string {
	switch o.Reason {
	case NotOver:
		return "not over"
	case Corner:
		return fmt.Sprintf("%s wins: a %s reached %s", o.Winner, o.Piece, goalCorner[o.Winner])
	case Checkmate, Resignation:
		return fmt.Sprintf("%s wins by %s", o.Winner, o.Reason)
	case FiftyMove:
		return "Draw by the fifty-move rule"
	case Repetition:
		return "Draw by threefold repetition"
	}
	return "Draw by " + o.Reason.String()
}

// Judge returns how the game stands by position p alone, in the rules
// page's order (docs/games/diamondback.md, Draws): a corner just reached,
// then no legal move (mate or stalemate), then the fifty-move rule. Game
// adds repetition and the players' declarations.
func Judge(p Position) Outcome { return judge(&p) }

func judge(p *Position) Outcome {
	if winner, ok := p.CornerWinner(); ok {
		kind := King
		if p.kinds[Pawn].Has(goalCorner[winner]) {
			kind = Pawn
		}
		return Outcome{Reason: Corner, Winner: winner, Piece: kind}
	}
	if !p.HasLegalMove() {
		if p.InCheck() {
			return Outcome{Reason: Checkmate, Winner: p.toMove ^ 1}
		}
		return Outcome{Reason: Stalemate}
	}
	if p.clock >= FiftyMoveLimit {
		return Outcome{Reason: FiftyMove}
	}
	return Outcome{}
}
