// Command calibrate measures game review (rules/review) on self-play: how
// well the review's expected scores match the results (a calibration
// table, and with -raw a monotone map fitted to it for rules/review), how
// often a review at four times the budget gives the same classes
// (-agreement), and how long a review of a 60-move game takes natively.
// docs/review.md holds its results and the commands that made them.
//
//	go run ./cmd/calibrate -game pivots -games 40 -seed 1 -raw
//	go run ./cmd/calibrate -game pivots -games 40 -seed 1001
//	go run ./cmd/calibrate -game pivots -games 10 -agreement
//	go run ./cmd/calibrate -game diamond -raw -table a.tsv,b.tsv
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"time"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/player"
	"diamond/rules/players"
	"diamond/rules/review"
	"diamond/rules/rng"
)

// options are the command's flags.
type options struct {
	spec      game.Spec
	games     int
	seed      uint64
	opening   int
	maxLen    int
	req       player.Request
	raw       bool
	agreement bool
	player    int       // -agreement: the level that plays the games
	random    float64   // -agreement: the share of random moves in them
	dump      io.Writer // each position's score and result, or with -agreement each move's two reviews, a line each, when not nil
}

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "calibrate:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("calibrate", flag.ContinueOnError)
	gameID := fs.String("game", "diamond", "the game: "+strings.Join(games.IDs(), ", "))
	numGames := fs.Int("games", 20, "self-play games")
	seed := fs.Uint64("seed", 1, "seed of the first game's opening; game k uses seed+k")
	opening := fs.Int("opening", 2, "random moves that open each game (no swap or pass; a turn is finished)")
	maxLen := fs.Int("maxlen", 400, "moves after which a game is left unfinished (and not counted)")
	nodes := fs.Int("nodes", 0, "positions per search (0: the review's budget)")
	raw := fs.Bool("raw", false, "the search's raw scores, without the game's calibration map, and a map fitted to them")
	agreement := fs.Bool("agreement", false, "compare the classes of reviews at the budget and at four times it")
	player := fs.Int("player", 2, "-agreement: the level that plays the games (seeded by game and move)")
	random := fs.Float64("random", 0.1, "-agreement: the share of random moves in the games")
	dump := fs.String("dump", "", "write each position's game, score and result (with -agreement: each move's two reviews) to this file, tab-separated")
	dumps := fs.String("table", "", "print the table of dump files (comma-separated) written with -raw -dump instead of playing: their raw scores and a fitted map with -raw, else the scores the game's map makes of them")
	if err := fs.Parse(args); err != nil {
		return err
	}
	spec, err := games.ByID(*gameID)
	if err != nil {
		return err
	}
	o := options{spec: spec, games: *numGames, seed: *seed, opening: *opening, maxLen: *maxLen,
		req: review.Budget(spec.ID()), raw: *raw, agreement: *agreement, player: *player, random: *random}
	if *nodes > 0 {
		o.req.Nodes = *nodes
	}
	if *dumps != "" {
		return o.fromDumps(*dumps, out)
	}
	if *dump != "" {
		f, err := os.Create(*dump)
		if err != nil {
			return err
		}
		defer f.Close()
		o.dump = f
	}
	fmt.Fprintf(out, "%s: %d games from seed %d, %d-move openings, level %d, %d positions a search, raw %v\n",
		spec.Name(), o.games, o.seed, o.opening, o.req.Level, o.req.Nodes, o.raw)
	if o.agreement {
		fmt.Fprintf(out, "games played by level %d with %.0f%% random moves\n", o.player, 100*o.random)
	}
	if o.agreement {
		return o.measureAgreement(out)
	}
	return o.calibrate(out)
}

// evaluator is the review's evaluator at the request req, calibrated
// unless raw, timing its searches.
type evaluator struct {
	eval     review.Evaluator
	searches int
	elapsed  time.Duration // wall clock
	cpu      time.Duration // the process's processor time (the machine may be busy with other work)
}

func (o options) newEvaluator(req player.Request) *evaluator {
	e := &evaluator{}
	think := func(m game.Match) (player.Analysis, error) {
		start, cpu := time.Now(), cpuTime()
		an, err := players.Think(m, req)
		e.elapsed += time.Since(start)
		e.cpu += cpuTime() - cpu
		e.searches++
		return an, err
	}
	e.eval = think
	if !o.raw {
		e.eval = review.Calibrated(think)
	}
	return e
}

// perGame is the time the evaluator's searches took for 60 of the
// moves they reviewed, on the clock and in processor time.
func (e *evaluator) perGame(moves int) string {
	n := time.Duration(max(1, moves))
	return fmt.Sprintf("%.2f s (processor time %.2f s; %d searches for %d moves, %.1f ms each)",
		(e.elapsed * 60 / n).Seconds(), (e.cpu * 60 / n).Seconds(), e.searches, moves, e.cpu.Seconds()*1000/float64(max(1, e.searches)))
}

// cpuTime is the processor time the process has used.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// weakPlay plays game k as a person might: a random opening, then the
// level o.player, seeded by game and move, with a share o.random of
// random moves, so that a review finds all its classes.
func (o options) weakPlay(k int) (game.Match, int, error) {
	return o.play(k, func(g game.Match, r *rng.Rand) (string, error) {
		if r.Float64() < o.random {
			return randomMove(g, r), nil
		}
		an, err := players.Think(g, player.Request{Level: o.player, Seed: o.seed + uint64(k)<<16 + uint64(g.Len())})
		return an.Move, err
	})
}

// play plays game k: the opening, then choose's moves until the end or
// maxLen moves. It returns the game and the opening's length.
func (o options) play(k int, choose func(game.Match, *rng.Rand) (string, error)) (game.Match, int, error) {
	r := rng.New(o.seed + uint64(k))
	g, err := o.spec.New(k % len(o.spec.Starts()))
	if err != nil {
		return nil, 0, err
	}
	for i := 0; i < o.opening || g.Len() > 0 && !g.EndsTurn(g.Len()-1); i++ {
		mv := randomMove(g, r)
		if mv == "" {
			break
		}
		if err := g.Play(mv); err != nil {
			return nil, 0, err
		}
	}
	opened := g.Len()
	for !g.Outcome().Over && g.Len() < o.maxLen {
		mv, err := choose(g, r)
		if err != nil {
			return nil, 0, err
		}
		if err := g.Play(mv); err != nil {
			return nil, 0, fmt.Errorf("%s: %w", mv, err)
		}
	}
	return g, opened, nil
}

// randomMove is a random legal move other than the pie rule's swap and a
// pass, or "" when there is none.
func randomMove(g game.Match, r *rng.Rand) string {
	var moves []string
	for _, mv := range g.Legal() {
		if mv != "swap" && mv != "pass" {
			moves = append(moves, mv)
		}
	}
	if len(moves) == 0 || g.Outcome().Over {
		return ""
	}
	return moves[r.IntN(len(moves))]
}
