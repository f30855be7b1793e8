package games

import (
	"fmt"
	"strconv"

	"diamond/rules/diamond"
	"diamond/rules/diamond/levels"
	"diamond/rules/game"
	"diamond/rules/player"
)

// Diamond is Diamond's adapter.
var Diamond Game = diamondGame{diamond.Spec}

type diamondGame struct{ game.Spec }

// position is the current position of a Diamond game.
func position(m game.Match) diamond.Position { return m.(*diamond.Match).Game().Position() }

// Click: a placement in the placement phase; in the movement phase a
// click on one's own piece chooses it (partial names its point), a click
// on an empty point steps the chosen piece there, and a click on a
// neutral piece removes it.
func (diamondGame) Click(m game.Match, partial string, site int) (next, move, note string) {
	pos := position(m)
	me, q := pos.ToMove(), diamond.Point(site)
	if pos.Phase() == diamond.Placement {
		return partial, diamond.FormatAction(pos, diamond.PlaceAt(q)), ""
	}
	selected := selectedPoint(partial)
	switch c := pos.At(q); {
	case c == diamond.Contents(me):
		switch {
		case selected == q:
			return "", "", ""
		case pos.Targets(q) == 0:
			return "", "", fmt.Sprintf("The piece on %v cannot move: no empty point next to it.", q)
		}
		return q.String(), "", ""
	case c == diamond.Empty && selected != diamond.NoPoint:
		return partial, diamond.FormatAction(pos, diamond.StepFrom(selected, q)), ""
	case c == diamond.Empty:
		return partial, "", fmt.Sprintf("Choose one of your %s pieces first, then an empty point next to it.", me)
	case c == diamond.Neutral:
		return partial, diamond.FormatAction(pos, diamond.RemoveAt(q)), ""
	}
	return "", "", fmt.Sprintf("%v holds a %s piece: it is %s's turn.", q, me.Other(), me)
}

// selectedPoint reads the chosen piece's point from a partial move.
func selectedPoint(partial string) diamond.Point {
	if q, err := diamond.ParsePoint(partial); err == nil {
		return q
	}
	return diamond.NoPoint
}

// Guide marks, in the movement phase, the neutral pieces that may be
// removed, and the chosen piece with the points it may step to.
func (diamondGame) Guide(m game.Match, partial string, b *game.Board) {
	pos := position(m)
	if pos.Phase() != diamond.Movement {
		return
	}
	mark(b, pos.Removable(), game.Option)
	if q := selectedPoint(partial); q != diamond.NoPoint {
		b.Marks[q] |= game.Selected
		mark(b, pos.Targets(q), game.Target)
	}
}

// OptionKey: the neutral pieces Guide rings may be removed.
func (diamondGame) OptionKey(m game.Match) string {
	if pos := position(m); pos.Phase() != diamond.Movement || pos.Removable() == 0 {
		return ""
	}
	return "Dashed red ring: a neutral piece you may remove instead of a step."
}

// mark adds m to every point of set.
func mark(b *game.Board, set diamond.Bitboard, m game.Mark) {
	for ; set != 0; set &= set - 1 {
		b.Marks[set.First()] |= m
	}
}

// HintMarks rings the hinted point and, for a step, its start, with an
// arrow between them. A swap has nothing to mark.
func (diamondGame) HintMarks(m game.Match, move string, b *game.Board) [][2]int {
	a, err := diamond.ParseAction(position(m), move)
	if err != nil || a.Kind() == diamond.Swap {
		return nil
	}
	b.Marks[a.To()] |= game.Hint
	if a.Kind() != diamond.Step {
		return nil
	}
	b.Marks[a.From()] |= game.HintFrom
	return [][2]int{{int(a.From()), int(a.To())}}
}

// Status: the phase, and each side's pieces in hand and lost.
func (diamondGame) Status(m game.Match, ply int) (string, [2]Side) {
	pos := m.(*diamond.Match).Game().PositionAt(ply)
	var sides [2]Side
	for _, c := range []diamond.Color{diamond.Black, diamond.White} {
		sides[c] = Side{Text: strconv.Itoa(pos.Hand(c)) + " in hand", Count: pos.Hand(c)}
		if lost := pos.Captured(c); lost > 0 {
			sides[c].Text += ", " + strconv.Itoa(lost) + " lost, now neutral (red)"
		}
	}
	return pos.Phase().String(), sides
}

// ColourNotes: Black moves first and White may swap at the standard start;
// elsewhere whoever moves next, and the swap if it is still to come.
func (diamondGame) ColourNotes(m game.Match, ply int) [2]string {
	g := m.(*diamond.Match).Game()
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

// drawReason words Diamond's draws.
var drawReason = map[diamond.Reason]string{
	diamond.Agreement:     "agreed by the players",
	diamond.NoLegalAction: "the player to move has no legal action",
	diamond.Repetition:    "the same position occurred three times",
	diamond.FiftyActions:  "50 moves without a capture or a removal",
}

// Ending: the square that won, or why the game was drawn.
func (diamondGame) Ending(m game.Match) string {
	o := m.(*diamond.Match).Game().Outcome()
	switch {
	case o.IsDraw():
		return drawReason[o.Reason]
	case o.Reason == diamond.SquareWin:
		return fmt.Sprintf("%s holds the square %v", o.Winner, o.Square)
	}
	return ""
}

// Choices: Diamond's moves need no buttons beyond the swap.
func (diamondGame) Choices(game.Match, string) []Choice { return nil }

// Levels are Diamond's computer levels (the table only: no search code).
func (diamondGame) Levels() []player.LevelInfo { return levels.Infos() }

// Words: Diamond's players place pieces.
func (diamondGame) Words() (string, string, string) { return "placing", "place", "piece" }

// onlyWhiteSwaps refuses a swap in Diamond and Pivots.
const onlyWhiteSwaps = "Only White's first turn may swap."

// Swap: White's first turn may swap (the pie rule).
func (diamondGame) Swap() Button {
	return Button{Move: diamond.SwapAction.String(), Refused: onlyWhiteSwaps}
}

// Pass: Diamond has none.
func (diamondGame) Pass() Button { return Button{} }

// HowTo: where a newcomer clicks first.
func (diamondGame) HowTo() string { return "Click or tap a point where lines meet to place a piece." }

func (diamondGame) Explain(game.Match, string) string { return "" }

func (diamondGame) About() (string, string) {
	return "Larry Back", "Place your pieces, then step them; hold the four corners of a square to win."
}
