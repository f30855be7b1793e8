// Package levels is Diamond's computer levels as data: each level's name
// and description, which the app's level picker shows, and its budget,
// from which rules/diamond/ai builds the level's search. It is its own
// package, beside the player, so that the page links the table and none
// of the search (wasm/app/deps_test.go): it imports rules/player only.
package levels

import (
	"time"

	"diamond/rules/player"
)

// Max is the strongest level; the levels are 1 to Max.
const Max = 5

// Level is one level: what the level picker shows, and its budget.
// Level 1 is a plain Monte Carlo tree search of Nodes playouts; the
// others look for forced wins first, then search by alpha-beta for Nodes
// positions or for Time (rules/diamond/ai's LevelSearch).
type Level struct {
	player.LevelInfo
	Nodes int           // playouts (level 1) or positions (alpha-beta); 0: on the clock
	Time  time.Duration // thinking time a move; 0: no clock
}

var table = player.Levels[Level]{
	{player.LevelInfo{Level: 1, Name: "Beginner", Description: "Plays almost at random: often misses a threat or a win. For a first game."}, 300, 0},
	{player.LevelInfo{Level: 2, Name: "Casual", Description: "Never misses a win in up to three moves nor a square to block, but plans little."}, 1_000, 0},
	{player.LevelInfo{Level: 3, Name: "Club", Description: "As Casual, and thinks further ahead."}, 10_000, 0},
	{player.LevelInfo{Level: 4, Name: "Strong", Description: "Thinks much further ahead: a hard opponent."}, 100_000, 0},
	// 0.7 s: the page takes about 0.1 s more on a desktop to pass the
	// question and draw the answer (e2e/computer_test.go), so the answer
	// shows within a second even on a phone three times slower.
	{player.LevelInfo{Level: 5, Name: "Expert", Description: "Thinks for most of a second a move: the strongest."}, 0, 700 * time.Millisecond},
}

// Of returns level l, clamped to 1..Max.
func Of(l int) Level { return table.Of(l) }

// Infos lists the levels for a level picker, weakest first.
func Infos() []player.LevelInfo { return table.Infos() }
