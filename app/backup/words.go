package backup

import (
	"fmt"
	"strings"

	"diamond/app/store"
)

// Report says what a restore added, kind by kind.
type Report struct {
	Current  int  // games in progress, where none was
	Kept     int  // kept games
	Friends  int  // games with friends
	Reviews  int  // reviews
	Puzzles  int  // puzzles played
	Settings bool // the settings, where none were saved
	// Updated counts stored games that a backup's game continued, which
	// took their place; Beside, the backup's games that went another way
	// than the stored one, now among the kept games.
	Updated, Beside int
	// LeftOut counts the backup's games that found no room in a full
	// list of kept games.
	LeftOut int
}

// String says what the restore did, in plain words: "Restored: 3 kept
// games, 1 game with a friend, 12 puzzles. Nothing was overwritten."
func (r Report) String() string {
	var parts []string
	add := func(n int, one, many string) {
		switch {
		case n == 1:
			parts = append(parts, "1 "+one)
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n, many))
		}
	}
	add(r.Current, "game in progress", "games in progress")
	add(r.Kept, "kept game", "kept games")
	add(r.Friends, "game with a friend", "games with friends")
	add(r.Reviews, "review", "reviews")
	add(r.Puzzles, "puzzle", "puzzles")
	if r.Settings {
		parts = append(parts, "your settings")
	}
	var said []string
	if len(parts) > 0 {
		said = append(said, "Restored: "+strings.Join(parts, ", ")+".")
	}
	if r.Updated > 0 {
		said = append(said, count(r.Updated, "game", "games")+" went on with the backup's later moves.")
	}
	if r.Beside > 0 {
		said = append(said, count(r.Beside, "game of the backup went", "games of the backup went")+" another way than the one here: both are kept, the backup's under Kept games.")
	}
	if r.LeftOut > 0 {
		said = append(said, count(r.LeftOut, "kept game", "kept games")+fmt.Sprintf(" found no room: this browser keeps %d of each game. Remove some and restore again.", store.MaxKept))
	}
	if len(said) == 0 {
		return "Nothing to restore: this browser holds everything in the backup already."
	}
	return strings.Join(append(said, "Nothing was overwritten."), " ")
}

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Lasting says whether this browser keeps the games for good: persisted
// is the answer of the browser's navigator.storage.persisted() (false
// where the browser has none).
func Lasting(persisted bool) string {
	if persisted {
		return "This browser keeps your games until you clear them."
	}
	return "This browser may delete your games after a while without a visit; back them up."
}
