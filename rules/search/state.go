// Package search holds the game-independent computer players: a Monte
// Carlo tree search with a solver, a forced-win prover and a filter of
// moves that lose at once. They see a game through State, whose player
// to move may repeat (a Pivots pivot chain: the same player moves again),
// so nothing here assumes the players alternate. Evaluations, move
// ordering and playout policies stay with each game (rules/<game>/ai).
package search

import "diamond/rules/rng"

// Move is a move of some game, encoded by the game's adapter.
type Move uint32

// State is the search's view of a game in progress: a position it can play
// moves in and take them back. Its methods are coarse (a whole playout is
// one call) so that the interface costs nothing on the hot path. Values
// are results for player 0: 1 a win, 0.5 a draw, 0 a loss.
type State interface {
	// Player is the player to move, 0 or 1. It may stay the same after a
	// move. Which player is 0 is the game's choice, fixed for a search.
	Player() int
	// Moves appends the legal moves to buf[:0]; none once the game is over.
	Moves(buf []Move) []Move
	// Play makes a legal move; Undo takes back the last move played.
	Play(m Move)
	Undo()
	// Over reports whether the game has ended and, if so, its value for
	// player 0.
	Over() (over bool, value float64)
	// Win returns a move that wins at once for the player to move, if any.
	Win() (Move, bool)
	// Playout plays the game to its end from here with the state's playout
	// policy, leaves the state as it was, and returns the value for
	// player 0.
	Playout(r *rng.Rand) float64
}

// valueFor turns a value for player 0 into one for player p.
func valueFor(p int, v0 float64) float64 {
	if p == 0 {
		return v0
	}
	return 1 - v0
}
