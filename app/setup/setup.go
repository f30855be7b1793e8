// Package setup builds a Diamond position by hand: pieces put on points
// one click at a time, the pieces in hand and the side to move. Any
// arrangement may be built on the way; the rules (diamond.Setup) say
// whether the result is a position a game could reach, and why not.
package setup

import (
	"diamond/app/session"
	"diamond/rules/diamond"
	"diamond/rules/game"
)

// Editor is a position being set up.
type Editor struct {
	s     diamond.Setup
	brush diamond.Contents
}

// New starts from position p, with black pieces to put down.
func New(p diamond.Position) *Editor {
	return &Editor{s: p.Setup(), brush: diamond.BlackPiece}
}

// Setup returns the position as built so far.
func (e *Editor) Setup() diamond.Setup { return e.s }

// Brush returns what a click puts down: a piece, or Empty to clear.
func (e *Editor) Brush() diamond.Contents { return e.brush }

// SetBrush chooses what a click puts down.
func (e *Editor) SetBrush(c diamond.Contents) {
	if c <= diamond.Empty {
		e.brush = c
	}
}

// boards returns the setup's three piece sets, by Contents.
func (e *Editor) boards() [3]*diamond.Bitboard {
	return [3]*diamond.Bitboard{diamond.BlackPiece: &e.s.Black, diamond.WhitePiece: &e.s.White, diamond.Neutral: &e.s.Neutral}
}

// At returns what stands on q.
func (e *Editor) At(q diamond.Point) diamond.Contents {
	for c, b := range e.boards() {
		if b.Has(q) {
			return diamond.Contents(c)
		}
	}
	return diamond.Empty
}

// Click puts the brush's piece on q, replacing what stood there; a click
// on a piece of the brush's kind takes it off, so that a second click
// undoes the first.
func (e *Editor) Click(q diamond.Point) {
	if q >= diamond.NumPoints {
		return
	}
	put := e.brush
	if e.At(q) == put {
		put = diamond.Empty
	}
	for _, b := range e.boards() {
		*b &^= q.Bit()
	}
	if put != diamond.Empty {
		*e.boards()[put] |= q.Bit()
	}
}

// SetHand sets the pieces colour c holds in hand, from 0 to 12.
func (e *Editor) SetHand(c diamond.Color, n int) {
	e.s.Hand[c] = max(0, min(n, diamond.PiecesPerSide))
}

// FillHands puts in hand every piece of each side that is not on the
// board, and gives the move to whoever the hands say: the placement phase
// of a game without captures.
func (e *Editor) FillHands() {
	e.s.Hand = [2]int{diamond.PiecesPerSide - e.s.Black.Count(), diamond.PiecesPerSide - e.s.White.Count()}
	if e.s.Hand[diamond.White] == e.s.Hand[diamond.Black]+1 {
		e.s.ToMove = diamond.White
	} else {
		e.s.ToMove = diamond.Black
	}
}

// SetToMove sets the side to move.
func (e *Editor) SetToMove(c diamond.Color) { e.s.ToMove = c }

// Clear empties the board and the hands, Black to move.
func (e *Editor) Clear() { e.s = diamond.Setup{ToMove: diamond.Black} }

// Start sets up the standard start.
func (e *Editor) Start() { e.s = diamond.StartPosition().Setup() }

// Position returns the position built, or the rules' reason why no game
// could reach it.
func (e *Editor) Position() (diamond.Position, error) { return e.s.Position() }

// Board returns the board to draw: the pieces, and a square one side
// already holds (a reason the rules refuse) marked as won.
func (e *Editor) Board() session.Board {
	geo := diamond.Spec.Geometry()
	b := session.Board{Game: diamond.Spec, Geometry: geo, Active: true}
	b.Pieces, b.Marks = make([]game.Piece, len(geo.Sites)), make([]game.Mark, len(geo.Sites))
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		if c := e.At(q); c != diamond.Empty {
			b.Pieces[q] = 1 + game.Piece(c)
		}
	}
	var held diamond.Bitboard
	for q := diamond.Square(0); q < diamond.NumSquares; q++ {
		if c := q.Corners(); e.s.Black&c == c || e.s.White&c == c {
			held = c
		}
	}
	for _, p := range held.Points() {
		b.Win = append(b.Win, int(p))
		b.Marks[p] |= game.Winning
	}
	return b
}

// Game returns a game that starts from the position built.
func (e *Editor) Game() (*diamond.Game, error) {
	p, err := e.Position()
	if err != nil {
		return nil, err
	}
	return diamond.NewGameFrom(p), nil
}
