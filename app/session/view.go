package session

import (
	"fmt"

	"diamond/rules/diamond"
)

// Board is what the board shows: the viewed position and the marks that
// help the person to play it. The board draws it and reports clicks; it
// decides nothing.
type Board struct {
	Contents  [diamond.NumPoints]diamond.Contents
	Selected  diamond.Point    // the chosen piece, or NoPoint
	Targets   diamond.Bitboard // where the chosen piece may step
	Removable diamond.Bitboard // neutral pieces the side to move may remove
	// The last action: its kind, its start (steps) and end points.
	LastKind         diamond.Kind
	LastFrom, LastTo diamond.Point
	Captured         diamond.Point  // the point the last action captured, or NoPoint
	Win              diamond.Square // the square that won, or NoSquare
	// The hint shown: its kind (NoKind for none, or a swap), its start
	// (steps) and end points.
	HintKind         diamond.Kind
	HintFrom, HintTo diamond.Point
	Active           bool // a click may act now
	Ply              int  // the viewed ply, for tests and keys
}

// Board returns the board as it should be drawn now.
func (s *Session) Board() Board {
	pos := s.game.PositionAt(s.view)
	b := Board{
		Selected: diamond.NoPoint, LastFrom: diamond.NoPoint, LastTo: diamond.NoPoint,
		Captured: diamond.NoPoint, Win: diamond.NoSquare, Ply: s.view,
		HintFrom: diamond.NoPoint, HintTo: diamond.NoPoint,
	}
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		b.Contents[q] = pos.At(q)
	}
	if s.view > 0 {
		a := s.game.Actions()[s.view-1]
		b.LastKind, b.LastTo = a.Kind(), a.To()
		if a.Kind() == diamond.Step {
			b.LastFrom = a.From()
			if c := s.game.PositionAt(s.view - 1).Captures(a); c != 0 {
				b.Captured = c.First()
			}
		}
		if a.Kind() == diamond.Swap {
			b.LastKind = diamond.NoKind
		}
	}
	if s.live() {
		if o := s.game.Outcome(); o.Reason == diamond.SquareWin {
			b.Win = o.Square
		}
	} else if o := pos.Outcome(); o.Reason == diamond.SquareWin {
		b.Win = o.Square
	}
	if h, ok := s.Hint(); ok && h.Action.Kind() != diamond.Swap {
		b.HintKind, b.HintTo = h.Action.Kind(), h.Action.To()
		if h.Action.Kind() == diamond.Step {
			b.HintFrom = h.Action.From()
		}
	}
	b.Active = s.live() && !s.Over() && s.HumanToMove()
	if b.Active && pos.Phase() == diamond.Movement {
		b.Removable = pos.Removable()
		if s.selected != diamond.NoPoint {
			b.Selected = s.selected
			b.Targets = pos.Targets(s.selected)
		}
	}
	return b
}

// Status is the game's state in words and numbers, for the panel beside
// the board.
type Status struct {
	ToMove   diamond.Color
	Phase    diamond.Phase
	Hand     [2]int    // pieces in hand, by colour
	Captured [2]int    // pieces lost, by colour
	Players  [2]string // who plays each colour now
	Over     bool
	Result   string // how the game ended, in words, once over
	Live     bool   // the board shows the current position
	Swap     bool   // the person to act may swap
}

// Status describes the viewed position.
func (s *Session) Status() Status {
	pos := s.game.PositionAt(s.view)
	st := Status{
		ToMove: pos.ToMove(), Phase: pos.Phase(), Live: s.live(), Over: s.Over(),
		Swap: s.CanSwap(),
	}
	for _, c := range []diamond.Color{diamond.Black, diamond.White} {
		st.Hand[c], st.Captured[c] = pos.Hand(c), pos.Captured(c)
		st.Players[c] = s.Player(c)
	}
	if st.Over {
		st.Result = s.resultText()
	}
	return st
}

// resultText says how the game ended, naming the players.
func (s *Session) resultText() string {
	o := s.game.Outcome()
	if o.IsDraw() {
		return "Draw: " + drawReason[o.Reason] + "."
	}
	who := fmt.Sprintf("%s (%s) wins", s.Player(o.Winner), o.Winner)
	if s.opt.Mode == Computer {
		who = "The computer wins"
		if o.Winner == s.HumanColor() {
			who = "You win"
		}
	}
	switch o.Reason {
	case diamond.SquareWin:
		return fmt.Sprintf("%s: %s holds the square %v.", who, o.Winner, o.Square)
	case diamond.Resignation:
		return fmt.Sprintf("%s: %s resigned.", who, o.Winner.Other())
	}
	return who + "."
}

var drawReason = map[diamond.Reason]string{
	diamond.Agreement:     "agreed by the players",
	diamond.NoLegalAction: "the player to move has no legal action",
	diamond.Repetition:    "the same position occurred three times",
	diamond.FiftyActions:  "50 moves without a capture or a removal",
}

// Moves returns the actions played, in the project's notation.
func (s *Session) Moves() []string { return s.game.FormattedActions() }
