// Command engine plays the project's games over a text protocol on
// standard input and output, in the spirit of GTP: one command per line,
// each answered by "= answer" or "? error" and an empty line. See
// docs/engine-protocol.md for the commands.
//
// With -simple it speaks the plainest protocol instead: each time it is to
// move it reads one line holding the moves played since its last turn
// (an empty line when it opens the game) and writes its own turn's moves.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"diamond/rules/games"
	"diamond/rules/player"
)

func main() {
	gameID := flag.String("game", "diamond", "the game: "+strings.Join(games.IDs(), ", "))
	level := flag.Int("level", 0, "strength, 1 to the game's strongest (0: the strongest)")
	moveTime := flag.Duration("movetime", 0, "thinking time per move (0: the level's own budget)")
	seed := flag.Uint64("seed", 1, "seed for the search")
	simple := flag.Bool("simple", false, "read the opponent's moves, write our own, one line each")
	flag.Parse()
	spec, err := games.ByID(*gameID)
	if err != nil {
		fmt.Fprintln(os.Stderr, "engine:", err)
		os.Exit(2)
	}
	e, err := newEngine(spec, player.Request{Level: *level, Seed: *seed, MoveTime: *moveTime})
	if err == nil {
		if *simple {
			err = e.serveSimple(os.Stdin, os.Stdout)
		} else {
			err = e.serve(os.Stdin, os.Stdout)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "engine:", err)
		os.Exit(1)
	}
}
