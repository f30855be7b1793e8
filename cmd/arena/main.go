// Command arena plays a match between two players and reports the score,
// its 95% confidence interval and the Elo difference, ending with one
// machine-readable line:
//
//	RESULT games=N wins=W draws=D losses=L score=S elo=E
//
// (wins, draws and losses are the first player's). Games start from random
// openings of a few moves, each opening played twice with colours swapped,
// and from each of the game's standard starts in turn. The referee is this
// project's rules: an illegal or missing move loses the game and is
// reported.
//
// Usage:
//
//	go run ./cmd/arena -game diamond -a level:4 -b uct -games 200 -movetime 100ms
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
	"strings"
	"sync"
	"time"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/rng"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(2)
	}
}

type match struct {
	game     game.Spec
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
	gameID := fs.String("game", "diamond", "the game: "+strings.Join(games.IDs(), ", "))
	a := fs.String("a", "level:4", "first player (level:N[,key=value...], uct[,...], engine:COMMAND, stdio:COMMAND)")
	b := fs.String("b", "uct", "second player")
	numGames := fs.Int("games", 20, "games to play (rounded up to an even number: each opening twice)")
	moveTime := fs.Duration("movetime", 0, "thinking time per move for every player (0: built-in levels use their own budget)")
	opening := fs.Int("opening", 2, "random moves that open each game (no swap or pass; a turn is finished)")
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
	g, err := games.ByID(*gameID)
	if err != nil {
		return err
	}
	m := match{game: g, games: (*numGames + 1) / 2 * 2, opening: *opening, seed: *seed, parallel: max(1, *parallel), verbose: *verbose, out: out}
	if m.a, err = parseSpec(g, *a, *moveTime); err != nil {
		return err
	}
	if m.b, err = parseSpec(g, *b, *moveTime); err != nil {
		return err
	}
	if *timeout == 0 {
		*timeout = 30*time.Second + 10**moveTime
	}
	m.a.timeout, m.b.timeout = *timeout, *timeout
	if *opening < 0 || *opening > maxOpening {
		return fmt.Errorf("-opening %d: between 0 and %d moves", *opening, maxOpening)
	}
	fmt.Fprintf(out, "%s: %s vs %s: %d games, movetime %v, %d-move openings, seed %d, %d at once\n",
		g.Name(), m.a.text, m.b.text, m.games, *moveTime, m.opening, m.seed, m.parallel)
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

// maxOpening bounds -opening.
const maxOpening = 40

// openingGame returns the opening of games 2k and 2k+1: the game's
// standard starts in turn, then random moves other than the pie rule's
// swap and passes, the last turn finished. (For Diamond: random
// placements, as before there were other games.)
func (m match) openingGame(k int) game.Match {
	r := rng.New(m.seed ^ uint64(k+1)*0x9e3779b97f4a7c15)
	g, _ := m.game.New(k % len(m.game.Starts()))
	for i := 0; i < m.opening || g.Len() > 0 && !g.EndsTurn(g.Len()-1); i++ {
		var moves []string
		for _, mv := range g.Legal() {
			if mv != "swap" && mv != "pass" {
				moves = append(moves, mv)
			}
		}
		if len(moves) == 0 {
			break
		}
		g.Play(moves[r.IntN(len(moves))])
	}
	return g
}

// seatToMove is the seat whose side is to move.
func seatToMove(g game.Match) game.Seat {
	if g.SideOf(0, g.Len()) == g.ToMove(g.Len()) {
		return 0
	}
	return 1
}

// playGame plays game i: the first player holds seat 0 (the side that
// moves first, until a swap) in even games.
func (m match) playGame(i int) gameResult {
	g := m.openingGame(i / 2)
	res := gameResult{index: i}
	var players [2]player // by seat
	aSeat := game.Seat(i % 2)
	seats := [2]spec{}
	seats[aSeat], seats[1-aSeat] = m.a, m.b
	for c := range players {
		p, err := seats[c].newPlayer(m.seed + uint64(i)*1_000_003 + uint64(c)*7919)
		if err != nil {
			res.note = fmt.Sprintf("%s failed to start: %v", seats[c].text, err)
			if game.Seat(c) != aSeat {
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
	names[aSeat], names[1-aSeat] = "A", "B"
	sides := m.game.SideNames()
	for !g.Outcome().Over {
		seat, side := seatToMove(g), g.ToMove(g.Len())
		moves, err := players[seat].move(g)
		text := strings.Join(moves, " ")
		if err == nil && len(moves) == 0 {
			err = fmt.Errorf("no move")
		}
		for _, mv := range moves {
			if err != nil {
				break
			}
			if g.Outcome().Over || g.ToMove(g.Len()) != side || seatToMove(g) != seat {
				err = fmt.Errorf("%q is not its turn", mv)
				break
			}
			err = g.Play(mv)
		}
		if err != nil {
			if seat != aSeat {
				res.score = 1
			}
			res.note = fmt.Sprintf("%s (%s) lost by an illegal or missing action %q at ply %d: %v", names[seat], strings.ToLower(sides[side]), text, g.Len()+1, err)
			res.record = g.Record()
			return res
		}
	}
	o := g.Outcome()
	switch {
	case o.Draw:
		res.score = 0.5
	case g.SideOf(aSeat, g.Len()) == o.Winner:
		res.score = 1
	}
	res.note = fmt.Sprintf("%d actions, %s", g.Len(), o.Text)
	res.record = g.Record()
	return res
}
