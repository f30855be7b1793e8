package session

import (
	"errors"
	"fmt"

	"diamond/rules/diamond"
)

// ErrOver is Continue's error for a position where the game has ended.
var ErrOver = errors.New("the game is over at this move")

// Continue starts a game that plays on from the position after ply
// actions of game g, with new options: the actions after ply, then redo,
// become the taken-back actions, so that nothing is lost. opt.Human is the
// colour the person plays from that position on, whoever moves first
// there. The pie rule stays where the game allows it: from the standard
// start only.
func Continue(opt Options, g *diamond.Game, redo []diamond.Action, ply int) (*Session, error) {
	if ply < 0 || ply > g.Len() {
		return nil, fmt.Errorf("move %d is outside the game's %d moves", ply, g.Len())
	}
	line, later := lineTo(g, ply)
	if line.Outcome().Over() {
		return nil, ErrOver
	}
	// Options.Human is the colour held before a swap: one already played
	// has exchanged the colours.
	if swappedIn(line) {
		opt.Human = opt.Human.Other()
	}
	return Resume(opt, line, append(later, redo...), line.Len())
}

// lineTo returns game g cut back to its first ply actions, without a
// resignation or agreed draw, and the actions cut, in order.
func lineTo(g *diamond.Game, ply int) (*diamond.Game, []diamond.Action) {
	line := g.Clone()
	later := g.Actions()[ply:]
	for line.Len() > ply || declared(line) {
		line.Undo()
	}
	return line, later
}

// PlayFrom starts a game from the position shown, with new options (see
// Continue).
func (s *Session) PlayFrom(opt Options) (*Session, error) {
	return Continue(opt, s.game, s.RedoActions(), s.view)
}

// CanPlayFrom reports whether a game can go on from the position shown.
func (s *Session) CanPlayFrom() bool {
	line, _ := lineTo(s.game, s.view)
	return !line.Outcome().Over()
}

// declared reports whether g ended by a resignation or an agreed draw.
func declared(g *diamond.Game) bool {
	r := g.Outcome().Reason
	return r == diamond.Resignation || r == diamond.Agreement
}

// swappedIn reports whether the pie rule's swap has been played in g.
func swappedIn(g *diamond.Game) bool {
	a := g.Actions()
	return len(a) > 1 && a[1] == diamond.SwapAction
}

// ColourNotes say what each colour means for the person who plays it from
// the position after ply actions of g, for the new-game dialog: who moves
// first, and the pie rule where it applies.
func ColourNotes(g *diamond.Game, ply int) [2]string {
	if ply == 0 && g.Start() == diamond.StartPosition() {
		return [2]string{diamond.Black: "moves first", diamond.White: "may swap after Black's first piece"}
	}
	var n [2]string
	pos := g.PositionAt(ply)
	me := pos.ToMove()
	n[me], n[me.Other()] = "moves next", "the computer moves first"
	if pos.SwapAvailable() {
		n[me] = "moves next, and may swap"
	}
	return n
}
