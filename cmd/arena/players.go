package main

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"diamond/rules/ai"
	"diamond/rules/diamond"
)

// A player chooses actions for one game. It is told the game so far (the
// referee's copy) and answers in the project's notation, which the referee
// checks.
type player interface {
	move(g *diamond.Game) (string, error)
	close() error
}

// spec describes a player; newPlayer makes one for each game.
type spec struct {
	text     string
	search   *ai.Search // a built-in search
	engine   string     // a command speaking cmd/engine's protocol
	stdio    string     // a command reading the opponent's moves, writing its own
	moveTime time.Duration
	timeout  time.Duration // an external player silent this long loses
}

// parseSpec reads a player description:
//
//	level:N[,key=value...]  a built-in level, optionally changed
//	uct[,key=value...]      the plain UCT baseline
//	engine:COMMAND          an engine speaking cmd/engine's protocol
//	stdio:COMMAND           a program reading the opponent's moves on stdin, writing its own on stdout
//
// Keys: iterations=N, time=DURATION, c=FLOAT, solver=0|1,
// playouts=random|tactical, forced=N (forced-win depth), proof=N,
// expand=N, alphabeta=0|1, extend=0|1 (threat extension), captures=0|1
// (capture chances in the evaluation).
func parseSpec(text string, moveTime time.Duration) (spec, error) {
	sp := spec{text: text, moveTime: moveTime}
	kind, rest, _ := strings.Cut(text, ":")
	switch {
	case kind == "engine" && rest != "":
		sp.engine = rest
		return sp, nil
	case kind == "stdio" && rest != "":
		sp.stdio = rest
		return sp, nil
	}
	fields := strings.Split(text, ",")
	var sr ai.Search
	switch head := fields[0]; {
	case head == "uct":
		sr = ai.PlainUCT(moveTime)
	case strings.HasPrefix(head, "level:"):
		n, err := strconv.Atoi(strings.TrimPrefix(head, "level:"))
		if err != nil || n < 1 || n > int(ai.MaxLevel) {
			return sp, fmt.Errorf("%q: a level is 1 to %d", head, ai.MaxLevel)
		}
		sr = ai.LevelSearch(ai.Level(n))
	default:
		return sp, fmt.Errorf("%q: a player is level:N, uct, engine:COMMAND or stdio:COMMAND", text)
	}
	if moveTime > 0 {
		sr.Time, sr.Iterations = moveTime, 0
	}
	for _, f := range fields[1:] {
		if err := setKey(&sr, f); err != nil {
			return sp, fmt.Errorf("%q: %v", text, err)
		}
	}
	sp.search = &sr
	return sp, nil
}

func setKey(sr *ai.Search, kv string) error {
	k, v, ok := strings.Cut(kv, "=")
	if !ok {
		return fmt.Errorf("%q is not key=value", kv)
	}
	var err error
	atoi := func() int {
		var n int
		n, err = strconv.Atoi(v)
		return n
	}
	switch k {
	case "iterations":
		sr.Iterations = atoi()
	case "time":
		sr.Time, err = time.ParseDuration(v)
	case "c":
		sr.Explore, err = strconv.ParseFloat(v, 64)
	case "solver":
		sr.Solver = atoi() != 0
	case "forced":
		sr.ForcedWin = atoi()
	case "proof":
		sr.ProofNodes = atoi()
	case "expand":
		sr.ExpandAt = atoi()
	case "alphabeta":
		sr.AlphaBeta = atoi() != 0
	case "extend":
		sr.ThreatExtension = atoi() != 0
	case "captures":
		sr.CaptureEval = atoi() != 0
	case "playouts":
		switch v {
		case "random", "tactical":
			sr.Tactical = v == "tactical"
		default:
			err = fmt.Errorf("playouts are random or tactical")
		}
	default:
		return fmt.Errorf("unknown key %q", k)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", kv, err)
	}
	return nil
}

// newPlayer makes the player for one game; seed varies its searches.
func (sp spec) newPlayer(seed uint64) (player, error) {
	switch {
	case sp.search != nil:
		return &builtin{search: *sp.search, seed: seed}, nil
	case sp.engine != "":
		return startEngine(sp.engine, sp.moveTime, sp.timeout)
	}
	return startStdio(sp.stdio, sp.timeout)
}

// builtin is one of this project's searches, called directly.
type builtin struct {
	search ai.Search
	seed   uint64
}

func (b *builtin) move(g *diamond.Game) (string, error) {
	an := ai.Think(g, ai.Options{Seed: b.seed + uint64(g.Len()), Search: &b.search})
	return diamond.FormatAction(g.Position(), an.Action), nil
}

func (b *builtin) close() error { return nil }

// process is a running external command.
type process struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	timeout time.Duration
}

func start(command string, timeout time.Duration) (*process, error) {
	cmd := exec.Command("sh", "-c", command)
	ownGroup(cmd)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %q: %v", command, err)
	}
	return &process{cmd: cmd, in: in, out: bufio.NewReader(out), timeout: timeout}, nil
}

// readLine reads one line, killing the program if it stays silent for
// the timeout (the read then fails and the game is lost).
func (p *process) readLine() (string, error) {
	timedOut := false
	t := time.AfterFunc(p.timeout, func() {
		timedOut = true
		killGroup(p.cmd)
	})
	line, err := p.out.ReadString('\n')
	t.Stop()
	switch {
	case err != nil && line == "" && timedOut:
		return "", fmt.Errorf("no answer within %v", p.timeout)
	case err != nil && line == "":
		return "", fmt.Errorf("no answer: %v", err)
	}
	return strings.TrimSpace(line), nil
}

func (p *process) close() error {
	p.in.Close()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(5 * time.Second):
		killGroup(p.cmd)
		return <-done
	}
}

// engine speaks cmd/engine's protocol: it is told each action with play
// and asked for its own with genmove.
type engine struct {
	*process
	sent int // actions of the game the engine knows
}

func startEngine(command string, moveTime, timeout time.Duration) (*engine, error) {
	p, err := start(command, timeout)
	if err != nil {
		return nil, err
	}
	e := &engine{process: p}
	if _, err := e.ask("new"); err != nil {
		return nil, err
	}
	if moveTime > 0 {
		if _, err := e.ask(fmt.Sprintf("movetime %d", moveTime.Milliseconds())); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// ask sends a command and returns the answer's first line without "= ",
// or the engine's error.
func (e *engine) ask(command string) (string, error) {
	if _, err := fmt.Fprintln(e.in, command); err != nil {
		return "", err
	}
	var answer []string
	for {
		line, err := e.readLine()
		if err != nil {
			return "", fmt.Errorf("%s: %v", command, err)
		}
		if line == "" && len(answer) > 0 {
			break
		}
		if line != "" {
			answer = append(answer, line)
		}
	}
	switch first := answer[0]; {
	case strings.HasPrefix(first, "="):
		return strings.TrimSpace(first[1:]), nil
	case strings.HasPrefix(first, "?"):
		return "", fmt.Errorf("%s: %s", command, strings.TrimSpace(first[1:]))
	}
	return "", fmt.Errorf("%s: unexpected answer %q", command, answer[0])
}

func (e *engine) move(g *diamond.Game) (string, error) {
	moves := g.FormattedActions()
	for ; e.sent < len(moves); e.sent++ {
		if _, err := e.ask("play " + moves[e.sent]); err != nil {
			return "", err
		}
	}
	e.sent++ // its own move, played in its game by genmove
	return e.ask("genmove")
}

// stdio is a program that reads, each time it is to move, one line with
// the actions played since its last action (empty when it opens the
// game), and answers with one line: its action.
type stdio struct {
	*process
	sent int
}

func startStdio(command string, timeout time.Duration) (*stdio, error) {
	p, err := start(command, timeout)
	if err != nil {
		return nil, err
	}
	return &stdio{process: p}, nil
}

func (s *stdio) move(g *diamond.Game) (string, error) {
	moves := g.FormattedActions()
	if _, err := fmt.Fprintln(s.in, strings.Join(moves[s.sent:], " ")); err != nil {
		return "", err
	}
	s.sent = len(moves) + 1
	return s.readLine()
}
