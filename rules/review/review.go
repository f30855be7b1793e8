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
	"diamond/rules/search"
)

// Evaluator scores a position that is not over for the side to move:
// Score is its expected result (1 win, 0.5 level, 0 loss), Move the best
// move and Line the expected line, in the game's notation.
type Evaluator func(m game.Match) (search.Analysis, error)

// Move is the review of one move: one atomic action of the game (a
// Diamond placement or step, a Pivots drop, pass, swap or pivot step, a
// Diamondback move).
type Move struct {
	N      int       // the move's number, from 1
	Side   game.Side // the mover
	Move   string    // the move played, as Match.Moves writes it
	Class  Class
	Before float64  // the mover's expected score before the move, with best play
	After  float64  // the mover's expected score after the move played
	Best   string   // the evaluator's move before this one
	Line   []string // the evaluator's line before this one, Best first
}

// ErrCanceled is returned when the progress function asks to stop.
var ErrCanceled = errors.New("the review was canceled")

// Review reviews m from its first move. It evaluates each of the game's
// positions once, the last one only if the game is not over, and calls
// progress (when not nil) after each with the positions done and their
// total; progress returning false cancels the review. A declared result
// (resignation, agreed draw) is not a move. m is not changed.
func Review(m game.Match, eval Evaluator, progress func(done, total int) bool) ([]Move, error) {
	played := m.Moves()
	g := m.Clone()
	for g.Len() > 0 {
		g.Undo() // takes back a declared result first, then the moves
	}
	if g.Len() != 0 {
		return nil, errors.New("the game cannot be taken back to its start")
	}
	total := len(played) + 1
	scores := make([]search.Analysis, 0, total)
	outcomes := make([]game.Outcome, 0, total)
	movers := make([]game.Side, 0, total)
	legal := make([]int, 0, total)
	for i := 0; i <= len(played); i++ {
		o := g.Outcome()
		movers = append(movers, g.ToMove(i))
		outcomes = append(outcomes, o)
		legal = append(legal, len(g.Legal()))
		var an search.Analysis
		if !o.Over {
			var err error
			if an, err = eval(g); err != nil {
				return nil, fmt.Errorf("move %d: %w", i+1, err)
			}
		}
		scores = append(scores, an)
		if progress != nil && !progress(i+1, total) {
			return nil, ErrCanceled
		}
		if i < len(played) {
			if err := g.Play(played[i]); err != nil {
				return nil, fmt.Errorf("move %d, %s: %w", i+1, played[i], err)
			}
		}
	}
	moves := make([]Move, len(played))
	for i, mv := range played {
		side := movers[i]
		after := outcomeFor(outcomes[i+1], side)
		if !outcomes[i+1].Over {
			after = scoreFor(scores[i+1].Score, movers[i+1], side)
		}
		moves[i] = Move{
			N: i + 1, Side: side, Move: mv,
			Before: scores[i].Score, After: after,
			Best: scores[i].Move, Line: scores[i].Line,
		}
		moves[i].Class = Classify(legal[i], mv, scores[i].Move, moves[i].Before, after)
	}
	return moves, nil
}

// scoreFor is a score for the side to move seen from side.
func scoreFor(score float64, toMove, side game.Side) float64 {
	if toMove == side {
		return score
	}
	return 1 - score
}

// outcomeFor is a finished game's result for side: 1, 0.5 or 0.
func outcomeFor(o game.Outcome, side game.Side) float64 {
	switch {
	case o.Draw:
		return 0.5
	case o.Winner == side:
		return 1
	}
	return 0
}
