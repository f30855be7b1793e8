// Package review reviews a finished (or unfinished) game move by move:
// for each move, the mover's expected score before it with best play,
// after it as played, the search's best move, and a class from the fall
// between the two (docs/review.md).
//
// It is game-independent and holds no search: the caller passes an
// Evaluator (cmd/engine and cmd/calibrate pass rules/players' Think), so
// that the app's wasm can link it without the search code.
package review

import (
	"errors"
	"fmt"

	"diamond/rules/game"
	"diamond/rules/player"
)

// Evaluator scores a position that is not over for the side to move:
// Score is its expected result (1 win, 0.5 level, 0 loss), Move the best
// move and Line the expected line, in the game's notation.
type Evaluator func(m game.Match) (player.Analysis, error)

// Move is the review of one move: one atomic action of the game (a
// Diamond placement or step, a Pivots drop, pass, swap or pivot step, a
// Diamondback move).
type Move struct {
	N      int       // the move's number, from 1
	Side   game.Side // the mover
	Move   string    // the move played, as Match.Moves writes it
	Class  Class
	Before float64  // the mover's expected score with best play: after the search's best move
	After  float64  // the mover's expected score after the move played (its result if the game ended)
	Best   string   // the evaluator's move before this one
	Line   []string // the evaluator's line before this one, Best first
}

// ErrCanceled is returned when the progress function asks to stop.
var ErrCanceled = errors.New("the review was canceled")

// Review reviews m from its first move; m is not changed. A declared
// result (resignation, agreed draw) is not a move.
//
// It evaluates each of the game's positions once (the last one only if
// the game is not over): the search's best move there, and the score of
// the position after each move, After. Before is the mover's score after
// the search's best move: After itself when that move was played, else
// the position after the best move, evaluated too. So a move's fall
// compares two positions with the same side to move, searched alike: a
// position and the next one, searched to the same budget, differ by the
// parity of the depth the search reached, which in Diamond moved scores
// by 0.1 between consecutive plies (docs/review.md).
//
// progress, when not nil, is called after each position of the game with
// the positions done and their total; returning false cancels the review.
func Review(m game.Match, eval Evaluator, progress func(done, total int) bool) ([]Move, error) {
	played := m.Moves()
	g := m.Clone()
	for g.Len() > 0 {
		g.Undo() // takes back a declared result first, then the moves
	}
	if g.Len() != 0 {
		return nil, errors.New("the game cannot be taken back to its start")
	}
	r := reviewer{eval: eval, th: ThresholdsOf(m.Spec().ID()), moves: make([]Move, len(played))}
	total := len(played) + 1
	for i := 0; i <= len(played); i++ {
		if err := r.position(g, i, played); err != nil {
			return nil, err
		}
		if progress != nil && !progress(i+1, total) {
			return nil, ErrCanceled
		}
		if i < len(played) {
			if err := g.Play(played[i]); err != nil {
				return nil, fmt.Errorf("move %d, %s: %w", i+1, played[i], err)
			}
		}
	}
	return r.moves, nil
}

// reviewer holds a review in progress.
type reviewer struct {
	eval  Evaluator
	th    Thresholds
	moves []Move
	legal int // legal moves before the move being reviewed
}

// position reviews the game g at ply i of played: it completes move i-1
// with the score of g, and starts move i with g's search.
func (r *reviewer) position(g game.Match, i int, played []string) error {
	var an player.Analysis
	if !g.Outcome().Over {
		var err error
		if an, err = r.eval(g); err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	if i > 0 {
		mv := &r.moves[i-1]
		mv.After = valueFor(g, an, mv.Side)
		mv.Before = mv.After
		if mv.Move != mv.Best {
			var err error
			if mv.Before, err = r.afterBest(g, mv); err != nil {
				return err
			}
		}
		mv.Class = Classify(r.legal, mv.Move, mv.Best, mv.Before, mv.After, r.th)
	}
	if i < len(played) {
		r.moves[i] = Move{N: i + 1, Side: g.ToMove(i), Move: played[i], Best: an.Move, Line: an.Line}
		r.legal = len(g.Legal())
	}
	return nil
}

// afterBest is the mover's score after the search's best move instead of
// the move played: g is the game after the move played.
func (r *reviewer) afterBest(g game.Match, mv *Move) (float64, error) {
	alt := g.Clone()
	alt.Undo()
	if mv.Best == "" || alt.Play(mv.Best) != nil {
		return mv.After, nil // no best move to compare with
	}
	var an player.Analysis
	if !alt.Outcome().Over {
		var err error
		if an, err = r.eval(alt); err != nil {
			return 0, fmt.Errorf("move %d, %s: %w", mv.N, mv.Best, err)
		}
	}
	return valueFor(alt, an, mv.Side), nil
}

// valueFor is side's expected score in g: its result if g is over, else
// the search an of g seen from side.
func valueFor(g game.Match, an player.Analysis, side game.Side) float64 {
	if o := g.Outcome(); o.Over {
		return Result(o, side)
	}
	return scoreFor(an.Score, g.ToMove(g.Len()), side)
}

// scoreFor is a score for the side to move seen from side.
func scoreFor(score float64, toMove, side game.Side) float64 {
	if toMove == side {
		return score
	}
	return 1 - score
}

// Result is a finished game's result for side: 1, 0.5 or 0.
func Result(o game.Outcome, side game.Side) float64 {
	switch {
	case o.Draw:
		return 0.5
	case o.Winner == side:
		return 1
	}
	return 0
}
