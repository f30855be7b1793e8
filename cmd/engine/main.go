// Command engine plays Diamond over a text protocol on standard input and
// output, in the spirit of GTP: one command per line, each answered by
// "= answer" or "? error" and an empty line. See README.md ("Computer
// opponent") for the commands.
//
// With -simple it speaks the plainest protocol instead: each time it is to
// move it reads one line holding the actions played since its last one
// (an empty line when it opens the game) and writes its action.
package main

import (
	"flag"
	"fmt"
	"os"

	"diamond/rules/ai"
)

func main() {
	level := flag.Int("level", int(ai.MaxLevel), fmt.Sprintf("strength, 1 to %d", ai.MaxLevel))
	moveTime := flag.Duration("movetime", 0, "thinking time per move (0: the level's own budget)")
	seed := flag.Uint64("seed", 1, "seed for the search")
	simple := flag.Bool("simple", false, "read the opponent's moves, write our own, one line each")
	flag.Parse()
	e := newEngine(ai.Options{Level: ai.Level(*level), Seed: *seed, MoveTime: *moveTime})
	var err error
	if *simple {
		err = e.serveSimple(os.Stdin, os.Stdout)
	} else {
		err = e.serve(os.Stdin, os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "engine:", err)
		os.Exit(1)
	}
}
