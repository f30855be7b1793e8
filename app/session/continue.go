package session

import (
	"errors"
	"fmt"

	"diamond/app/games"
	"diamond/rules/game"
)

// ErrOver is Continue's error for a position where the game has ended.
var ErrOver = errors.New("the game is over at this move")

// Continue starts a game that plays on from the position after ply moves
// of game m, with new options: the moves after ply, then redo, become the
// taken-back moves, so that nothing is lost. opt.Human is the side the
// person plays from that position on, whoever moves first there. The pie
// rule stays where the game allows it: from the standard start only.
func Continue(opt Options, m game.Match, redo []string, ply int) (*Session, error) {
	if ply < 0 || ply > m.Len() {
		return nil, fmt.Errorf("move %d is outside the game's %d moves", ply, m.Len())
	}
	line, later := lineTo(m, ply)
	if line.Outcome().Over {
		return nil, ErrOver
	}
	// Options.Human is the side held before a swap: one already played
	// has exchanged the sides.
	if line.SideOf(0, 0) != line.SideOf(0, line.Len()) {
		opt.Human = opt.Human.Other()
	}
	return Resume(opt, line, append(later, redo...), line.Len())
}

// lineTo returns game m cut back to its first ply moves, without a
// resignation or agreed draw, and the moves cut, in order.
func lineTo(m game.Match, ply int) (game.Match, []string) {
	line := m.Clone()
	later := m.Moves()[ply:]
	for line.Len() > ply || line.Outcome().Declared {
		line.Undo()
	}
	return line, later
}

// PlayFrom starts a game from the position shown, with new options (see
// Continue).
func (s *Session) PlayFrom(opt Options) (*Session, error) {
	return Continue(opt, s.game, s.RedoMoves(), s.view)
}

// CanPlayFrom reports whether a game can go on from the position shown:
// one a move followed, or the last of a game that goes on or ended by a
// declaration, which Continue drops. (No copy: every render asks.)
func (s *Session) CanPlayFrom() bool {
	o := s.game.Outcome()
	return s.view < s.game.Len() || !o.Over || o.Declared
}

// ColourNotes say what each side means for the person who plays it from
// the position after ply moves of m, for the new-game dialog: who moves
// first, and the pie rule where it applies.
func ColourNotes(m game.Match, ply int) [2]string {
	return games.Of(m.Spec()).ColourNotes(m, ply)
}
