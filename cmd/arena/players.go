package main

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"diamond/rules/diamond"
	"diamond/rules/diamond/ai"
	"diamond/rules/game"
	rulesplayer "diamond/rules/player" // the arena's own player is the interface below
	"diamond/rules/players"
)

// A player chooses moves for one game. It is told the game so far (the
// referee's copy) and answers in the game's notation, which the referee
// checks: one move, or the moves of its whole turn.
type player interface {
	move(g game.Match) ([]string, error)
	close() error
}

// spec describes a player; newPlayer makes one for each game.
type spec struct {
	text     string
	search   *ai.Search               // a built-in Diamond search, tunable
	builtin  func(seed uint64) player // another game's built-in player (builtinSpecs)
	level    int                      // a built-in level of another game
	engine   string                   // a command speaking cmd/engine's protocol
	stdio    string                   // a command reading the opponent's moves, writing its own
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
// Keys (Diamond's searches): iterations=N, time=DURATION, c=FLOAT,
// solver=0|1, playouts=random|tactical, forced=N (forced-win depth),
// proof=N, expand=N, alphabeta=0|1, extend=0|1 (threat extension),
// captures=0|1 (capture chances in the evaluation). A game with its own
// built-in players reads them in builtinSpecs (Diamondback's:
// diamondbackSpec); the others offer their levels, without keys.
func parseSpec(g game.Spec, text string, moveTime time.Duration) (spec, error) {
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
	if parse, ok := builtinSpecs[g.ID()]; ok {
		return parse(sp, fields)
	}
	if g.ID() != diamond.Spec.ID() {
		return otherGameSpec(g, sp, fields)
	}
	var sr ai.Search
	switch head := fields[0]; {
	case head == "uct":
		sr = ai.PlainUCT(moveTime)
	case strings.HasPrefix(head, "level:"):
		n, err := parseLevel(head, int(ai.MaxLevel))
		if err != nil {
			return sp, err
		}
		sr = ai.LevelSearch(ai.Level(n))
	default:
		return sp, fmt.Errorf("%q: a player is level:N, uct, engine:COMMAND or stdio:COMMAND", text)
	}
	if moveTime > 0 {
		sr.Time, sr.Iterations = moveTime, 0
	}
	if err := applyKeys(text, fields[1:], func(kv *keyValue) bool { return setKey(&sr, kv) }); err != nil {
		return sp, err
	}
	sp.search = &sr
	return sp, nil
}

// otherGameSpec reads a level of a game other than Diamond.
func otherGameSpec(g game.Spec, sp spec, fields []string) (spec, error) {
	levels := len(players.Levels(g.ID()))
	head := fields[0]
	n, err := strconv.Atoi(strings.TrimPrefix(head, "level:"))
	switch {
	case levels == 0:
		return sp, fmt.Errorf("%s has no computer player yet: use engine:COMMAND or stdio:COMMAND", g.Name())
	case !strings.HasPrefix(head, "level:") || err != nil || n < 1 || n > levels:
		return sp, fmt.Errorf("%q: a player of %s is level:1 to level:%d, engine:COMMAND or stdio:COMMAND", sp.text, g.Name(), levels)
	case len(fields) > 1:
		return sp, fmt.Errorf("%q: %s's levels take no keys", sp.text, g.Name())
	}
	sp.level = n
	return sp, nil
}

// setKey sets one of Diamond's keys; false for an unknown key.
func setKey(sr *ai.Search, kv *keyValue) bool {
	switch kv.key {
	case "iterations":
		sr.Iterations = kv.Int()
	case "time":
		sr.Time = kv.Duration()
	case "c":
		sr.Explore = kv.Float()
	case "solver":
		sr.Solver = kv.Bool()
	case "forced":
		sr.ForcedWin = kv.Int()
	case "proof":
		sr.ProofNodes = kv.Int()
	case "expand":
		sr.ExpandAt = kv.Int()
	case "alphabeta":
		sr.AlphaBeta = kv.Bool()
	case "extend":
		sr.ThreatExtension = kv.Bool()
	case "captures":
		sr.CaptureEval = kv.Bool()
	case "playouts":
		switch kv.value {
		case "random", "tactical":
			sr.Tactical = kv.value == "tactical"
		default:
			kv.fail(fmt.Errorf("playouts are random or tactical"))
		}
	default:
		return false
	}
	return true
}

// newPlayer makes the player for one game; seed varies its searches.
func (sp spec) newPlayer(seed uint64) (player, error) {
	switch {
	case sp.search != nil:
		return &builtin{search: *sp.search, seed: seed}, nil
	case sp.builtin != nil:
		return sp.builtin(seed), nil
	case sp.level > 0:
		return &level{req: rulesplayer.Request{Level: sp.level, MoveTime: sp.moveTime, Seed: seed}}, nil
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

func (b *builtin) move(m game.Match) ([]string, error) {
	g := m.(*diamond.Match).Game()
	an := ai.Think(g, ai.Options{Seed: b.seed + uint64(g.Len()), Search: &b.search})
	return []string{diamond.FormatAction(g.Position(), an.Action)}, nil
}

func (b *builtin) close() error { return nil }

// level is a level of a game's computer player (rules/players).
type level struct{ req rulesplayer.Request }

func (l *level) move(m game.Match) ([]string, error) {
	req := l.req
	req.Seed += uint64(m.Len())
	an, err := players.Think(m, req)
	return []string{an.Move}, err
}

func (l *level) close() error { return nil }

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

// engine speaks cmd/engine's protocol: it is told each move with play
// and asked for its own with genmove; a game's start comes with new.
type engine struct {
	*process
	sent    int  // moves of the game the engine knows
	started bool // new was sent
}

func startEngine(command string, moveTime, timeout time.Duration) (*engine, error) {
	p, err := start(command, timeout)
	if err != nil {
		return nil, err
	}
	e := &engine{process: p}
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

func (e *engine) move(g game.Match) ([]string, error) {
	if !e.started {
		e.started = true
		if _, err := e.ask("new " + g.Spec().Starts()[max(0, g.Start())]); err != nil {
			return nil, err
		}
	}
	moves := g.Moves()
	for ; e.sent < len(moves); e.sent++ {
		if _, err := e.ask("play " + moves[e.sent]); err != nil {
			return nil, err
		}
	}
	e.sent++ // its own move, played in its game by genmove
	mv, err := e.ask("genmove")
	return []string{mv}, err
}

// stdio is a program that reads, each time it is to move, one line with
// the moves played since its last turn (empty when it opens the game),
// and answers with one line: its turn's moves.
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

func (s *stdio) move(g game.Match) ([]string, error) {
	moves := g.Moves()
	if _, err := fmt.Fprintln(s.in, strings.Join(moves[s.sent:], " ")); err != nil {
		return nil, err
	}
	line, err := s.readLine()
	ours := strings.Fields(line)
	if err == nil && len(ours) == 0 {
		ours = []string{line} // reported as the empty move it is
	}
	s.sent = len(moves) + len(ours)
	return ours, err
}
