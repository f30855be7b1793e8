// Package player is what a computer player is asked and what it answers,
// in every game's notation: a Request, an Analysis, a level's LevelInfo,
// and the table type of each game's levels, Levels. It is the players'
// counterpart of rules/game, as rules/players is of rules/games. It holds
// types only, no search code, so that the packages
// the page links (rules/review, app/games, each game's levels) name them
// without linking the search (wasm/app/deps_test.go).
package player

import "time"

// Request asks a game's computer player for a move.
type Request struct {
	Level    int
	Seed     uint64        // the same game, level and seed give the same answer on levels that count nodes
	MoveTime time.Duration // when positive, replaces the level's budget
	// Nodes, when positive (and MoveTime is not), replaces the level's
	// count of positions or playouts, its search otherwise unchanged: a
	// budget between two levels that still gives the same answer on every
	// machine (game review chooses its depth with it).
	Nodes int
}

// Analysis is a computer player's answer, in the game's notation: what
// the worker, the arena and the engine protocol pass on.
type Analysis struct {
	Move    string   // the move to play
	Line    []string // the expected line, Move first
	Score   float64  // the expected result for the side to move: 1 win, 0.5 level, 0 loss
	Count   int      // positions searched or games played out
	Counted string   // what Count counts: "positions" or "playouts"
	Elapsed time.Duration
}

// LevelInfo describes a level for a level picker and docs/ai.md.
type LevelInfo struct {
	Level             int
	Name, Description string
}

// Info returns i itself: a game's level type embeds LevelInfo and so has
// Info, through which Levels lists its table for the picker.
func (i LevelInfo) Info() LevelInfo { return i }

// Levels is a game's table of computer levels, weakest first: level l is
// the table's l-1th. L is the game's level type: LevelInfo, which it
// embeds, and the game's budget.
type Levels[L interface{ Info() LevelInfo }] []L

// Of returns level l, clamped to 1..len(t).
func (t Levels[L]) Of(l int) L { return t[max(1, min(l, len(t)))-1] }

// Infos lists the levels for a level picker, weakest first.
func (t Levels[L]) Infos() []LevelInfo {
	infos := make([]LevelInfo, len(t))
	for i, l := range t {
		infos[i] = l.Info()
	}
	return infos
}
