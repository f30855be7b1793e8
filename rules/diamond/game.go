package diamond

import (
	"errors"
	"fmt"
)

// Game is a game from a starting position: its actions, the positions
// they lead to, and how it ended. It alone applies the rules that need
// history (threefold repetition) or the players' say (resignation, draw
// by agreement), and it is what the app and the records work with.
type Game struct {
	positions []Position // positions[i] is the position after i actions
	hashes    []uint64   // hashes[i] is positions[i].Hash()
	actions   []Action
	declared  Outcome // a resignation or agreed draw, else NotOver
}

// NewGame starts a game from the standard start position.
func NewGame() *Game { return NewGameFrom(StartPosition()) }

// NewGameFrom starts a game from any position.
func NewGameFrom(start Position) *Game {
	return &Game{positions: []Position{start}, hashes: []uint64{start.Hash()}, declared: drawBy(NotOver)}
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	return &Game{
		positions: append([]Position(nil), g.positions...),
		hashes:    append([]uint64(nil), g.hashes...),
		actions:   append([]Action(nil), g.actions...),
		declared:  g.declared,
	}
}

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// PositionAt returns the position after the first ply actions.
func (g *Game) PositionAt(ply int) Position { return g.positions[ply] }

// Len returns the number of actions played.
func (g *Game) Len() int { return len(g.actions) }

// Actions returns the actions played, in order.
func (g *Game) Actions() []Action { return append([]Action(nil), g.actions...) }

// Hashes returns the hashes of the positions so far, the current one last:
// what a search needs to apply the repetition rule.
func (g *Game) Hashes() []uint64 { return append([]uint64(nil), g.hashes...) }

// Outcome returns how the game ended, or an Outcome with Reason NotOver.
// A completed square comes first, then repetition, then the position's
// own draws.
func (g *Game) Outcome() Outcome {
	if g.declared.Over() {
		return g.declared
	}
	p := g.Position()
	return judge(&p, g.hashes)
}

// judge returns the outcome of position p, the last of a game whose
// position hashes are hashes.
func judge(p *Position, hashes []uint64) Outcome {
	if p.won == NoSquare && repeats(hashes, int(p.quiet)) >= 2 {
		return drawBy(Repetition)
	}
	return p.Outcome()
}

// repeats counts the positions before the last of hashes that equal it,
// looking back over the last quiet actions (no position before a capture,
// removal or placement can recur) and only at positions with the same side
// to move.
func repeats(hashes []uint64, quiet int) int {
	last := len(hashes) - 1
	n := 0
	for i := last - 2; i >= 0 && i >= last-quiet; i -= 2 {
		if hashes[i] == hashes[last] {
			n++
		}
	}
	return n
}

// ErrGameOver is returned for an action or declaration after the end.
var ErrGameOver = errors.New("the game is over")

// LegalActions returns the legal actions, none once the game is over.
func (g *Game) LegalActions() []Action {
	if g.Outcome().Over() {
		return nil
	}
	p := g.Position()
	return p.LegalActions(nil)
}

// Check returns nil if a may be played now, or an error saying why not.
func (g *Game) Check(a Action) error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	p := g.Position()
	return p.Check(a)
}

// Play plays a legal action, or returns an error saying why it is not.
func (g *Game) Play(a Action) error {
	if err := g.Check(a); err != nil {
		return err
	}
	p := g.Position().Apply(a)
	g.positions = append(g.positions, p)
	g.hashes = append(g.hashes, p.Hash())
	g.actions = append(g.actions, a)
	return nil
}

// Undo takes back the last action (or a resignation or agreed draw that
// ended the game). It returns false when there is nothing to take back.
func (g *Game) Undo() bool {
	if g.declared.Over() {
		g.declared = drawBy(NotOver)
		return true
	}
	if len(g.actions) == 0 {
		return false
	}
	n := len(g.actions) - 1
	g.positions, g.hashes, g.actions = g.positions[:n+1], g.hashes[:n+1], g.actions[:n]
	return true
}

// Resign ends the game with side c resigning.
func (g *Game) Resign(c Color) error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	g.declared = Outcome{Reason: Resignation, Winner: c.Other(), Square: NoSquare}
	return nil
}

// AgreeDraw ends the game in a draw by agreement.
func (g *Game) AgreeDraw() error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	g.declared = drawBy(Agreement)
	return nil
}

// FormattedActions returns the actions in the project's notation, with
// capture marks.
func (g *Game) FormattedActions() []string {
	s := make([]string, len(g.actions))
	for i, a := range g.actions {
		s[i] = FormatAction(g.positions[i], a)
	}
	return s
}

// String describes the game briefly, for debugging.
func (g *Game) String() string {
	return fmt.Sprintf("Game(%d actions, %s)", len(g.actions), g.Outcome())
}
