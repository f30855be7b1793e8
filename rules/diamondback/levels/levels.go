// Package levels is Diamondback Chess's computer levels as data: each
// level's name and description, which the app's level picker shows, and
// its budget, from which rules/diamondback/ai builds the level's search.
// It is its own package, beside the player, so that the page links the
// table and none of the search (wasm/app/deps_test.go): it imports
// rules/player only.
package levels

import (
	"time"

	"diamond/rules/player"
)

// Max is the strongest level; the levels are 1 to Max.
const Max = 5

// Level is one level: what the level picker shows, and its budget. Every
// level is the alpha-beta engine with all its parts, for Nodes positions
// or for Time; level 1 adds noise to its evaluation, so that it judges
// roughly (rules/diamondback/ai's LevelSearch).
type Level struct {
	player.LevelInfo
	Nodes int           // positions a move; 0: on the clock
	Time  time.Duration // thinking time a move; 0: no clock
}

var table = player.Levels[Level]{
	{player.LevelInfo{Level: 1, Name: "Beginner", Description: "Looks a move or two ahead and judges roughly: misses tactics. For a first game."}, 300, 0},
	{player.LevelInfo{Level: 2, Name: "Casual", Description: "Takes what it is given and sees short threats, but plans little."}, 1_000, 0},
	{player.LevelInfo{Level: 3, Name: "Club", Description: "As Casual, and thinks further ahead."}, 10_000, 0},
	{player.LevelInfo{Level: 4, Name: "Strong", Description: "Thinks much further ahead: a hard opponent."}, 100_000, 0},
	// 0.7 s, as Diamond's level 5: the page adds about 0.1 s to pass the
	// question and draw the answer, so it shows within a second.
	{player.LevelInfo{Level: 5, Name: "Expert", Description: "Thinks for most of a second a move: the strongest."}, 0, 700 * time.Millisecond},
}

// Of returns level l, clamped to 1..Max.
func Of(l int) Level { return table.Of(l) }

// Infos lists the levels for a level picker, weakest first.
func Infos() []player.LevelInfo { return table.Infos() }
