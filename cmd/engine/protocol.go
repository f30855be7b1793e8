package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"diamond/rules/ai"
	"diamond/rules/diamond"
)

// engine is the protocol's state: one game and how to think about it.
type engine struct {
	game *diamond.Game
	opt  ai.Options
}

func newEngine(opt ai.Options) *engine {
	if opt.Level < 1 || opt.Level > ai.MaxLevel {
		opt.Level = ai.MaxLevel
	}
	return &engine{game: diamond.NewGame(), opt: opt}
}

// errQuit ends the session after its answer.
var errQuit = errors.New("quit")

// serve answers commands until quit or the end of the input.
func (e *engine) serve(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
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
const commands = "name, new, level N, movetime MS, seed N, play ACTION, genmove, hint, legal, show, result, record, undo, help, quit"

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
		e.game = diamond.NewGame()
		return "", nil
	case "level":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > int(ai.MaxLevel) {
			return "", fmt.Errorf("level takes a number from 1 to %d", ai.MaxLevel)
		}
		e.opt.Level = ai.Level(n)
		return "", nil
	case "movetime":
		ms, err := strconv.Atoi(arg)
		if err != nil || ms < 0 {
			return "", fmt.Errorf("movetime takes milliseconds, 0 for the level's own budget")
		}
		e.opt.MoveTime = time.Duration(ms) * time.Millisecond
		return "", nil
	case "seed":
		n, err := strconv.ParseUint(arg, 10, 64)
		if err != nil {
			return "", fmt.Errorf("seed takes a whole number")
		}
		e.opt.Seed = n
		return "", nil
	case "play":
		if arg == "" {
			return "", fmt.Errorf("play takes an action: d4, d4-e5, d4-e5*, (d4) or swap")
		}
		if e.game.Outcome().Over() {
			return "", diamond.ErrGameOver
		}
		a, err := diamond.ParseAction(e.game.Position(), arg)
		if err != nil {
			return "", err
		}
		return "", e.game.Play(a)
	case "genmove", "hint":
		if e.game.Outcome().Over() {
			return "", diamond.ErrGameOver
		}
		an := e.think()
		text := diamond.FormatAction(e.game.Position(), an.Action)
		if cmd == "hint" {
			return fmt.Sprintf("%s score %.3f line %s", text, an.Score, e.lineText(an.Line)), nil
		}
		return text, e.game.Play(an.Action)
	case "legal":
		var s []string
		p := e.game.Position()
		for _, a := range e.game.LegalActions() {
			s = append(s, diamond.FormatAction(p, a))
		}
		return strings.Join(s, " "), nil
	case "show":
		return "\n" + e.game.Position().String(), nil
	case "result":
		o := e.game.Outcome()
		return fmt.Sprintf("%s %s", o.Result(), o), nil
	case "record":
		return e.game.Record().String(), nil
	case "undo":
		if !e.game.Undo() {
			return "", fmt.Errorf("nothing to undo")
		}
		return "", nil
	}
	return "", fmt.Errorf("unknown command %q; commands: %s", cmd, commands)
}

// think asks the AI about the current position, varying the seed with the
// move number so that games differ.
func (e *engine) think() ai.Analysis {
	opt := e.opt
	opt.Seed += uint64(e.game.Len())
	return ai.Think(e.game, opt)
}

// lineText writes a line of play in the notation.
func (e *engine) lineText(line []diamond.Action) string {
	p := e.game.Position()
	var s []string
	for _, a := range line {
		s = append(s, diamond.FormatAction(p, a))
		p.Play(a)
	}
	return strings.Join(s, " ")
}

// serveSimple plays the plainest protocol: read the actions played since
// our last one, answer with ours.
func (e *engine) serveSimple(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		for _, text := range strings.Fields(sc.Text()) {
			a, err := diamond.ParseAction(e.game.Position(), text)
			if err == nil {
				err = e.game.Play(a)
			}
			if err != nil {
				return fmt.Errorf("%s: %v", text, err)
			}
		}
		if e.game.Outcome().Over() {
			return nil
		}
		an := e.think()
		text := diamond.FormatAction(e.game.Position(), an.Action)
		if err := e.game.Play(an.Action); err != nil {
			return err
		}
		if _, err := fmt.Fprintln(out, text); err != nil {
			return err
		}
	}
	return sc.Err()
}
