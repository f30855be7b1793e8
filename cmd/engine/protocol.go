package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"diamond/rules/game"
	"diamond/rules/player"
	"diamond/rules/players"
)

// engine is the protocol's state: one game and how to think about it.
type engine struct {
	spec game.Spec
	game game.Match
	req  player.Request
}

// defaultLevels is the level range of a game without a computer player
// yet, so that its level command still reads the same.
const defaultLevels = 5

func newEngine(spec game.Spec, req player.Request) (*engine, error) {
	if n := maxLevel(spec); req.Level < 1 || req.Level > n {
		req.Level = n
	}
	m, err := spec.New(0)
	if err != nil {
		return nil, err
	}
	return &engine{spec: spec, game: m, req: req}, nil
}

// maxLevel is the game's strongest level.
func maxLevel(spec game.Spec) int {
	if n := len(players.Levels(spec.ID())); n > 0 {
		return n
	}
	return defaultLevels
}

// errQuit ends the session after its answer.
var errQuit = errors.New("quit")

// serve answers commands until quit or the end of the input.
func (e *engine) serve(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<16), 1<<24) // long load lines
	w := bufio.NewWriter(out)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		answer, err := e.do(line)
		if err != nil && err != errQuit {
			fmt.Fprintf(w, "? %v\n\n", err)
		} else {
			fmt.Fprintln(w, strings.TrimSpace("= "+answer)+"\n")
		}
		if err := w.Flush(); err != nil {
			return err
		}
		if err == errQuit {
			return nil
		}
	}
	return sc.Err()
}

// commands lists the commands, for "help" and errors.
const commands = "name, new [START], level N, movetime MS, seed N, play MOVE, genmove, hint, legal, show, result, record, undo, " +
	"load COMPACT, compact, position, setposition TEXT, perft N, review [MS], analyse N [MS], help, quit"

// do runs one command line and returns its answer.
func (e *engine) do(line string) (string, error) {
	cmd, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(cmd) {
	case "name":
		return "diamond-engine", nil
	case "help":
		return commands, nil
	case "quit":
		return "", errQuit
	case "new":
		return "", e.newGame(arg)
	case "level":
		n, err := strconv.Atoi(arg)
		if max := maxLevel(e.spec); err != nil || n < 1 || n > max {
			return "", fmt.Errorf("level takes a number from 1 to %d", max)
		}
		e.req.Level = n
		return "", nil
	case "movetime":
		ms, err := strconv.Atoi(arg)
		if err != nil || ms < 0 {
			return "", fmt.Errorf("movetime takes milliseconds, 0 for the level's own budget")
		}
		e.req.MoveTime = time.Duration(ms) * time.Millisecond
		return "", nil
	case "seed":
		n, err := strconv.ParseUint(arg, 10, 64)
		if err != nil {
			return "", fmt.Errorf("seed takes a whole number")
		}
		e.req.Seed = n
		return "", nil
	case "play":
		if arg == "" {
			return "", fmt.Errorf("play takes a move, such as: %s", strings.Join(sample(engineMoves(e.game), 6), ", "))
		}
		return "", e.game.Play(arg)
	case "genmove", "hint":
		an, err := e.think()
		if err != nil {
			return "", err
		}
		if cmd == "hint" {
			return fmt.Sprintf("%s score %.3f line %s", an.Move, an.Score, strings.Join(an.Line, " ")), nil
		}
		return an.Move, e.game.Play(an.Move)
	case "legal":
		return strings.Join(engineMoves(e.game), " "), nil
	case "show":
		return "\n" + e.game.Diagram(), nil
	case "result":
		o := e.game.Outcome()
		if !o.Over {
			return "* not over", nil
		}
		return o.Result() + " " + o.Text, nil
	case "record":
		return e.game.Record(), nil
	case "undo":
		if !e.game.Undo() {
			return "", fmt.Errorf("nothing to undo")
		}
		return "", nil
	case "load":
		m, err := e.spec.ParseCompact(arg)
		if err != nil {
			return "", err
		}
		e.game = m
		return "", nil
	case "compact":
		return e.game.Compact(), nil
	case "position":
		return e.game.Position(), nil
	case "setposition":
		m, err := e.spec.ParsePosition(arg)
		if err != nil {
			return "", err
		}
		e.game = m
		return "", nil
	case "review":
		return e.reviewGame(arg)
	case "analyse", "analyze":
		return e.analyse(arg)
	case "perft":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 0 || n > 12 {
			return "", fmt.Errorf("perft takes a depth from 0 to 12")
		}
		return strconv.FormatInt(e.game.Perft(n), 10), nil
	}
	return "", fmt.Errorf("unknown command %q; commands: %s", cmd, commands)
}

// newGame starts a game from a standard start, named or numbered from 1.
func (e *engine) newGame(start string) error {
	starts := e.spec.Starts()
	i := 0
	if start != "" {
		i = -1
		for k, s := range starts {
			if strings.EqualFold(s, start) || start == strconv.Itoa(k+1) {
				i = k
			}
		}
		if i < 0 {
			return fmt.Errorf("%s has no start %q; its starts: %s", e.spec.Name(), start, strings.Join(starts, ", "))
		}
	}
	m, err := e.spec.New(i)
	if err != nil {
		return err
	}
	e.game = m
	return nil
}

// compactLister is a game whose engine notation is its compact move form
// (Diamondback: d4d5, f7f8q), which the engine's legal lists.
type compactLister interface{ LegalCompact() []string }

// engineMoves lists the legal moves as the engine writes them: in the
// compact form where the game has one for engines, else as records write
// them. play reads both.
func engineMoves(m game.Match) []string {
	if c, ok := m.(compactLister); ok {
		if m.Outcome().Over {
			return nil
		}
		return c.LegalCompact()
	}
	return m.Legal()
}

// sample returns the first n of moves, for an error message.
func sample(moves []string, n int) []string {
	if len(moves) > n {
		return append(moves[:n:n], "...")
	}
	return moves
}

// think asks the computer player about the current position, varying the
// seed with the move number so that games differ.
func (e *engine) think() (player.Analysis, error) {
	req := e.req
	req.Seed += uint64(e.game.Len())
	return players.Think(e.game, req)
}

// serveSimple plays the plainest protocol: read the moves played since
// our last turn, answer with ours: all the moves of our turn (several in
// a game whose turns have several moves) on one line.
func (e *engine) serveSimple(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		for _, text := range strings.Fields(sc.Text()) {
			if err := e.game.Play(text); err != nil {
				return fmt.Errorf("%s: %v", text, err)
			}
		}
		if e.game.Outcome().Over {
			return nil
		}
		me := e.game.ToMove(e.game.Len())
		var ours []string
		for !e.game.Outcome().Over && e.game.ToMove(e.game.Len()) == me && (len(ours) == 0 || !e.game.EndsTurn(e.game.Len()-1)) {
			an, err := e.think()
			if err != nil {
				return err
			}
			if err := e.game.Play(an.Move); err != nil {
				return err
			}
			ours = append(ours, an.Move)
		}
		if _, err := fmt.Fprintln(out, strings.Join(ours, " ")); err != nil {
			return err
		}
	}
	return sc.Err()
}
