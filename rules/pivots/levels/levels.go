// Package levels is Diamonds & Pivots's computer levels as data: each
// level's name and description, which the app's level picker shows, and
// its budget, from which rules/pivots/ai builds the level's search. It is
// its own package, beside the player, so that the page links the table
// and none of the search (wasm/app/deps_test.go): it imports rules/player
// only.
package levels

import (
	"time"

	"diamond/rules/player"
)

// Max is the strongest level; the levels are 1 to Max.
const Max = 5

// Level is one level: what the level picker shows, and its budget.
// Level 1 is a plain Monte Carlo tree search of Nodes playouts over the
// atomic actions; the others search whole turns by alpha-beta for Nodes
// positions or for Time (rules/pivots/ai's LevelSearch).
type Level struct {
	player.LevelInfo
	Nodes int           // playouts (level 1) or positions (alpha-beta); 0: on the clock
	Time  time.Duration // alpha-beta's thinking time for a turn; 0: no clock
	Step  time.Duration // the thinking time of a pivot step the turn's plan does not answer; 0: no clock
}

var table = player.Levels[Level]{
	{player.LevelInfo{Level: 1, Name: "Beginner", Description: "Plays almost at random: often misses a capture or a threat. For a first game."}, 300, 0, 0},
	{player.LevelInfo{Level: 2, Name: "Casual", Description: "Plans whole turns, pivots included, but only a little ahead."}, 1_000, 0, 0},
	{player.LevelInfo{Level: 3, Name: "Club", Description: "As Casual, and thinks further ahead."}, 10_000, 0, 0},
	{player.LevelInfo{Level: 4, Name: "Strong", Description: "Thinks much further ahead: a hard opponent."}, 50_000, 0, 0},
	// 0.7 s, as Diamond's strongest level: the page takes about 0.1 s
	// more to pass the question and draw the answer, and the turn's
	// steps come from the plan at once.
	{player.LevelInfo{Level: 5, Name: "Expert", Description: "Thinks for most of a second a turn: the strongest."}, 0, 700 * time.Millisecond, 150 * time.Millisecond},
}

// Of returns level l, clamped to 1..Max.
func Of(l int) Level { return table.Of(l) }

// Infos lists the levels for a level picker, weakest first.
func Infos() []player.LevelInfo { return table.Infos() }
