package pivots

import "fmt"

// Game is a game from a starting position: its actions, the positions
// they lead to, and how it ended. It adds the players' say (resignation,
// draw by agreement) to the rules, and is what the app and the records
// work with.
type Game struct {
	st       State
	actions  []Action
	declared Outcome // a resignation or an agreed draw, else NotOver
}

// NewGame starts a game from the standard start.
func NewGame() *Game { return NewGameFrom(StartPosition()) }

// NewGameFrom starts a game from a position between turns (as
// ParsePosition gives).
func NewGameFrom(start Position) *Game {
	if start.phase != Choose {
		panic("pivots: a game starts at a turn boundary")
	}
	return &Game{st: State{pos: start}}
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := &Game{actions: append([]Action(nil), g.actions...), declared: g.declared}
	c.st.CopyFrom(&g.st)
	return c
}

// Start returns the position the game started from.
func (g *Game) Start() Position { return *g.st.At(0) }

// Position returns the current position.
func (g *Game) Position() Position { return g.st.pos }

// PositionAt returns the position after the first ply actions.
func (g *Game) PositionAt(ply int) Position { return *g.st.At(ply) }

// State returns a copy of the game's state, with the history the loop
// rule needs: what a search starts from.
func (g *Game) State() *State { return g.st.Clone() }

// Len returns the number of actions played.
func (g *Game) Len() int { return len(g.actions) }

// Actions returns the actions played, in order.
func (g *Game) Actions() []Action { return append([]Action(nil), g.actions...) }

// Outcome returns how the game ended, or an Outcome with Reason NotOver.
func (g *Game) Outcome() Outcome {
	if g.declared.Over() {
		return g.declared
	}
	return g.st.pos.Outcome()
}

// LegalActions returns the legal actions, none once the game is over.
func (g *Game) LegalActions() []Action {
	if g.declared.Over() {
		return nil
	}
	return g.st.LegalActions(nil)
}

// Check returns nil if a may be played now, or an error saying why not.
func (g *Game) Check(a Action) error {
	if g.declared.Over() {
		return ErrGameOver
	}
	return g.st.Check(a)
}

// Play plays a legal action, or returns an error saying why it is not.
func (g *Game) Play(a Action) error {
	if err := g.Check(a); err != nil {
		return err
	}
	g.st.Play(a)
	g.actions = append(g.actions, a)
	return nil
}

// Undo takes back the last action, or a resignation or agreed draw that
// ended the game. It returns false when there is nothing to take back.
func (g *Game) Undo() bool {
	if g.declared.Over() {
		g.declared = Outcome{}
		return true
	}
	if !g.st.Undo() {
		return false
	}
	g.actions = g.actions[:len(g.actions)-1]
	return true
}

// Resign ends the game with colour c resigning.
func (g *Game) Resign(c Color) error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	p := &g.st.pos
	g.declared = Outcome{Reason: Resignation, Winner: c.Other(), Score: [2]int{p.Count(Black), p.Count(White)}}
	return nil
}

// AgreeDraw ends the game in a draw by agreement.
func (g *Game) AgreeDraw() error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	p := &g.st.pos
	g.declared = Outcome{Reason: Agreement, Score: [2]int{p.Count(Black), p.Count(White)}}
	return nil
}

// EndsTurn reports whether action ply ended its side's turn.
func (g *Game) EndsTurn(ply int) bool { return g.st.At(ply+1).phase == Choose }

// FormattedActions returns the actions in the text notation.
func (g *Game) FormattedActions() []string {
	s := make([]string, len(g.actions))
	for i, a := range g.actions {
		s[i] = a.String()
	}
	return s
}

// swappedBefore reports whether a swap is among the first ply actions. It
// can only be the first action of turn 2: the first or second of a game.
func (g *Game) swappedBefore(ply int) bool {
	for _, a := range g.actions[:min(ply, 2, len(g.actions))] {
		if a == SwapAction {
			return true
		}
	}
	return false
}

// String describes the game briefly, for debugging.
func (g *Game) String() string {
	return fmt.Sprintf("Game(%d actions, %s)", len(g.actions), g.Outcome())
}
