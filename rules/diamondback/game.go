package diamondback

import (
	"errors"
	"fmt"
)

// Game is a game from a starting position: its moves, the positions they
// lead to, their text and how it ended. It alone applies the rules that
// need history (threefold repetition) or the players' say (resignation,
// draw by agreement).
type Game struct {
	positions []Position // positions[i] is the position after i moves
	outcomes  []Outcome  // outcomes[i] is how the game stood after i moves
	moves     []Move
	text      []string // the moves in the SAN-like text, with suffixes
	declared  Outcome  // a resignation or agreed draw, else NotOver
}

// ErrGameOver is returned for a move or declaration after the end.
var ErrGameOver = errors.New("the game is over")

// NewGame starts a game from setup i (0 ≤ i < NumSetups).
func NewGame(setup int) (*Game, error) {
	p, err := StartPosition(setup)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// NewGameFrom starts a game from any valid position (see ParseFEN).
func NewGameFrom(start Position) *Game {
	g := &Game{positions: []Position{start}}
	g.outcomes = []Outcome{g.judge()}
	return g
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	return &Game{
		positions: append([]Position(nil), g.positions...),
		outcomes:  append([]Outcome(nil), g.outcomes...),
		moves:     append([]Move(nil), g.moves...),
		text:      append([]string(nil), g.text...),
		declared:  g.declared,
	}
}

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Setup returns the index of the setup the game started from, or -1 for a
// position set up by hand.
func (g *Game) Setup() int { return SetupOf(g.positions[0]) }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// PositionAt returns the position after the first ply moves.
func (g *Game) PositionAt(ply int) Position { return g.positions[ply] }

// Len returns the number of moves played.
func (g *Game) Len() int { return len(g.moves) }

// Moves returns the moves played, in order.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// Text returns the moves played in the SAN-like text, with suffixes.
func (g *Game) Text() []string { return append([]string(nil), g.text...) }

// Hashes returns the hashes of the positions so far, the current one last:
// what a search needs to apply the repetition rule.
func (g *Game) Hashes() []uint64 {
	h := make([]uint64, len(g.positions))
	for i := range g.positions {
		h[i] = g.positions[i].hash
	}
	return h
}

// Outcome returns how the game ended, or an Outcome with Reason NotOver.
func (g *Game) Outcome() Outcome {
	if g.declared.Over() {
		return g.declared
	}
	return g.outcomes[len(g.outcomes)-1]
}

// judge returns how the game stands after its last move: by the position
// first, then by repetition (docs/games/diamondback.md, Draws).
func (g *Game) judge() Outcome {
	last := len(g.positions) - 1
	p := &g.positions[last]
	if o := judge(p); o.Over() {
		return o
	}
	// Repetition: the third occurrence of the placement and side to move,
	// looking back over the plies since the last pawn move or capture.
	n := 0
	for i := last - 2; i >= 0 && i >= last-int(p.clock); i -= 2 {
		if g.positions[i].SamePlacement(p) {
			n++
		}
	}
	if n >= 2 {
		return Outcome{Reason: Repetition}
	}
	return Outcome{}
}

// LegalMoves returns the legal moves, none once the game is over.
func (g *Game) LegalMoves() []Move {
	if g.Outcome().Over() {
		return nil
	}
	p := g.Position()
	return p.LegalMoves(nil)
}

// Play plays a legal move, or returns an error saying why it is not one.
func (g *Game) Play(m Move) error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	p := g.Position()
	var buf [MaxMoves]Move
	legal := p.LegalMoves(buf[:0])
	for _, l := range legal {
		if l == m {
			g.play(&p, m, legal)
			return nil
		}
	}
	return fmt.Errorf("%v is not a legal move", m)
}

// PlayText plays a move in the SAN-like text or the compact form.
func (g *Game) PlayText(s string) error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	p := g.Position()
	var buf [MaxMoves]Move
	legal := p.LegalMoves(buf[:0])
	m, err := parseMove(&p, s, legal)
	if err != nil {
		return err
	}
	g.play(&p, m, legal)
	return nil
}

// play appends m, one of legal (p's legal moves), to the game.
func (g *Game) play(p *Position, m Move, legal []Move) {
	after := p.After(m)
	g.positions = append(g.positions, after)
	g.moves = append(g.moves, m)
	o := g.judge()
	g.outcomes = append(g.outcomes, o)
	s := ""
	if o.Reason == Checkmate || o.Reason == Corner {
		s = "#"
	} else if after.InCheck() {
		s = "+"
	}
	g.text = append(g.text, formatSAN(p, m, legal, s))
}

// Undo takes back the last move (or a resignation or agreed draw that
// ended the game). It returns false when there is nothing to take back.
func (g *Game) Undo() bool {
	if g.declared.Over() {
		g.declared = Outcome{}
		return true
	}
	n := len(g.moves)
	if n == 0 {
		return false
	}
	g.positions, g.outcomes = g.positions[:n], g.outcomes[:n]
	g.moves, g.text = g.moves[:n-1], g.text[:n-1]
	return true
}

// Resign ends the game with side c resigning.
func (g *Game) Resign(c Color) error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	g.declared = Outcome{Reason: Resignation, Winner: c.Other()}
	return nil
}

// AgreeDraw ends the game in a draw by agreement.
func (g *Game) AgreeDraw() error {
	if g.Outcome().Over() {
		return ErrGameOver
	}
	g.declared = Outcome{Reason: Agreement}
	return nil
}

// String describes the game briefly, for debugging.
func (g *Game) String() string {
	return fmt.Sprintf("Game(%d moves, %s)", len(g.moves), g.Outcome())
}
