// Package ai is the computer opponent. Think is the entry point for
// Diamond: a forced-win search, then alpha-beta with an evaluation of
// square threats and material (levels 2 and up), or a Monte Carlo tree
// search (level 1, the plain UCT baseline and experiments). The forced-win
// search and MCTS see the game through a small interface (State) so that
// other games can use them later; alpha-beta's evaluation is Diamond's.
// EXPERIMENTS.md tells how the searches were chosen.
package ai

import "diamond/rules/rng"

// Move is a move of some game, encoded by the game's adapter.
type Move uint32

// State is the search's view of a game in progress: a position it can play
// moves in and take them back. Its methods are coarse (a whole playout is
// one call) so that the interface costs nothing on the hot path.
type State interface {
	// Moves appends the legal moves to buf[:0]; none once the game is over.
	Moves(buf []Move) []Move
	// Play makes a legal move; Undo takes back the last move played.
	Play(m Move)
	Undo()
	// Over reports whether the game has ended and, if so, the result for
	// the player who made the last move: 1 win, 0.5 draw, 0 loss.
	Over() (over bool, result float64)
	// Win returns a move that wins at once for the player to move, if any.
	Win() (Move, bool)
	// Playout plays the game to its end from here with the state's playout
	// policy, leaves the state as it was, and returns the result for the
	// player to move now.
	Playout(r *rng.Rand) float64
}
