// Command arena plays a match between two players and reports the score,
// its 95% confidence interval and the Elo difference, ending with one
// machine-readable line:
//
//	RESULT games=N wins=W draws=D losses=L score=S elo=E
//
// (wins, draws and losses are the first player's). Games start from random
// openings of a few placements, each opening played twice with colours
// swapped. The referee is this project's rules: an illegal or missing
// action loses the game and is reported.
//
// Usage:
//
//	go run ./cmd/arena -a level:4 -b uct -games 200 -movetime 100ms
//
// See parseSpec for the players. With -parallel 2 two games run at once,
// each player's search on one core: on a machine with two idle cores that
// leaves every move's thinking time unchanged.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"diamond/rules/diamond"
	"diamond/rules/rng"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(2)
	}
}

type match struct {
	a, b     spec
	games    int
	opening  int // random placements before the players take over
	seed     uint64
	parallel int
	verbose  bool
	out      io.Writer
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(out)
	a := fs.String("a", "level:4", "first player (level:N[,key=value...], uct[,...], engine:COMMAND, stdio:COMMAND)")
	b := fs.String("b", "uct", "second player")
	games := fs.Int("games", 20, "games to play (rounded up to an even number: each opening twice)")
	moveTime := fs.Duration("movetime", 0, "thinking time per move for every player (0: built-in levels use their own budget)")
	opening := fs.Int("opening", 2, "random placements that open each game")
	seed := fs.Uint64("seed", 1, "seed for the openings and the built-in searches")
	parallel := fs.Int("parallel", 1, "games played at once")
	verbose := fs.Bool("v", false, "print every game's record")
	timeout := fs.Duration("timeout", 0, "an external player silent this long loses the game (0: 30s plus 10 times -movetime)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	m := match{games: (*games + 1) / 2 * 2, opening: *opening, seed: *seed, parallel: max(1, *parallel), verbose: *verbose, out: out}
	var err error
	if m.a, err = parseSpec(*a, *moveTime); err != nil {
		return err
	}
	if m.b, err = parseSpec(*b, *moveTime); err != nil {
		return err
	}
	if *timeout == 0 {
		*timeout = 30*time.Second + 10**moveTime
	}
	m.a.timeout, m.b.timeout = *timeout, *timeout
	if *opening < 0 || *opening > 2*diamond.PiecesPerSide-1 {
		return fmt.Errorf("-opening %d: between 0 and %d placements", *opening, 2*diamond.PiecesPerSide-1)
	}
	fmt.Fprintf(out, "%s vs %s: %d games, movetime %v, %d-placement openings, seed %d, %d at once\n",
		m.a.text, m.b.text, m.games, *moveTime, m.opening, m.seed, m.parallel)
	t := m.play()
	t.report(out)
	return nil
}

// gameResult is one finished game from the first player's side.
type gameResult struct {
	index  int
	score  float64 // 1 win, 0.5 draw, 0 loss
	note   string  // how it ended
	record string
}

// play runs the match, m.parallel games at a time.
func (m match) play() tally {
	jobs := make(chan int)
	results := make(chan gameResult)
	var wg sync.WaitGroup
	for w := 0; w < m.parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results <- m.playGame(i)
			}
		}()
	}
	go func() {
		for i := 0; i < m.games; i++ {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	var t tally
	for r := range results {
		t.add(r.score)
		fmt.Fprintf(m.out, "game %d: %s (%s) — %s\n", r.index+1, scoreWord(r.score), r.note, t.short())
		if m.verbose {
			fmt.Fprintf(m.out, "  %s\n", r.record)
		}
	}
	return t
}

func scoreWord(s float64) string {
	switch s {
	case 1:
		return "win"
	case 0:
		return "loss"
	}
	return "draw"
}

// opening returns the random placements that open games 2k and 2k+1.
func (m match) openingGame(k int) *diamond.Game {
	r := rng.New(m.seed ^ uint64(k+1)*0x9e3779b97f4a7c15)
	g := diamond.NewGame()
	for i := 0; i < m.opening; i++ {
		empty := g.Position().Empty().Points()
		g.Play(diamond.PlaceAt(empty[r.IntN(len(empty))]))
	}
	return g
}

// playGame plays game i: the first player has Black in even games.
func (m match) playGame(i int) gameResult {
	g := m.openingGame(i / 2)
	res := gameResult{index: i}
	var players [2]player // by colour
	aColour := diamond.Color(i % 2)
	seats := [2]spec{}
	seats[aColour], seats[aColour.Other()] = m.a, m.b
	for c := range players {
		p, err := seats[c].newPlayer(m.seed + uint64(i)*1_000_003 + uint64(c)*7919)
		if err != nil {
			res.note = fmt.Sprintf("%s failed to start: %v", seats[c].text, err)
			if diamond.Color(c) != aColour {
				res.score = 1
			}
			for _, q := range players[:c] {
				q.close()
			}
			return res
		}
		players[c] = p
	}
	defer func() {
		for _, p := range players {
			p.close()
		}
	}()
	names := [2]string{}
	names[aColour], names[aColour.Other()] = "A", "B"
	for !g.Outcome().Over() {
		c := g.Position().ToMove()
		text, err := players[c].move(g)
		var a diamond.Action
		if err == nil {
			a, err = diamond.ParseAction(g.Position(), text)
		}
		if err != nil {
			if c != aColour {
				res.score = 1
			}
			res.note = fmt.Sprintf("%s (%s) lost by an illegal or missing action %q at ply %d: %v", names[c], c, text, g.Len()+1, err)
			res.record = g.Record().String()
			return res
		}
		g.Play(a)
		if a == diamond.SwapAction {
			// The players exchange colours; the position stays.
			players[0], players[1] = players[1], players[0]
			names[0], names[1] = names[1], names[0]
			aColour = aColour.Other()
		}
	}
	o := g.Outcome()
	switch {
	case o.IsDraw():
		res.score = 0.5
	case o.Winner == aColour:
		res.score = 1
	}
	res.note = fmt.Sprintf("%d actions, %s", g.Len(), o)
	res.record = g.Record().String()
	return res
}
