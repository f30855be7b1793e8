package main

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/diamondback"
	"diamond/rules/game"
	"diamond/rules/player"
)

// session drives an engine through pipes, as a controlling program would.
type session struct {
	t   *testing.T
	in  *io.PipeWriter
	out *bufio.Reader
	end chan error
}

func newSession(t *testing.T, spec game.Spec, req player.Request) *session {
	e, err := newEngine(spec, req)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{t: t, in: inW, out: bufio.NewReader(outR), end: make(chan error, 1)}
	go func() {
		err := e.serve(inR, outW)
		outW.Close()
		s.end <- err
	}()
	return s
}

// ask sends one command and returns its whole answer (lines up to the
// empty line).
func (s *session) ask(command string) string {
	s.t.Helper()
	if _, err := io.WriteString(s.in, command+"\n"); err != nil {
		s.t.Fatalf("%s: %v", command, err)
	}
	var lines []string
	for {
		line, err := s.out.ReadString('\n')
		if err != nil {
			s.t.Fatalf("%s: reading the answer: %v (so far %q)", command, err, lines)
		}
		line = strings.TrimRight(line, "\n")
		if line == "" && len(lines) > 0 {
			return strings.Join(lines, "\n")
		}
		lines = append(lines, line)
	}
}

func (s *session) expect(command, want string) {
	s.t.Helper()
	if got := s.ask(command); got != want {
		s.t.Errorf("%s: answer %q, want %q", command, got, want)
	}
}

func (s *session) expectError(command, contains string) {
	s.t.Helper()
	got := s.ask(command)
	if !strings.HasPrefix(got, "? ") || !strings.Contains(got, contains) {
		s.t.Errorf("%s: answer %q, want an error mentioning %q", command, got, contains)
	}
}

func TestProtocolCommands(t *testing.T) {
	s := newSession(t, diamond.Spec, player.Request{Level: 2, Seed: 1})
	s.expect("name", "= diamond-engine")
	s.expect("level 2", "=")
	s.expect("movetime 0", "=")
	s.expect("play d4", "=")
	legal := s.ask("legal")
	if !strings.HasPrefix(legal, "= a1 ") || !strings.HasSuffix(legal, " swap") || strings.Contains(legal, "d4") {
		t.Errorf("legal after d4: %q", legal)
	}
	move := s.ask("genmove")
	if !strings.HasPrefix(move, "= ") {
		t.Fatalf("genmove: %q", move)
	}
	// The reply may be a placement or the pie rule's swap, after which
	// White moves again.
	toMove := "black to move"
	if move == "= swap" {
		toMove = "white to move"
	}
	show := s.ask("show")
	if !strings.Contains(show, "4 . . . b . . . .") || !strings.Contains(show, toMove) {
		t.Errorf("show after d4 and %s:\n%s", move, show)
	}
	s.expect("record", "= 1. d4 "+strings.TrimPrefix(move, "= "))
	s.expect("result", "= * not over")
	s.expect("undo", "=")
	s.expect("undo", "=")
	s.expectError("undo", "nothing to undo")
	s.expect("new", "=")

	// Errors say what is wrong and leave the game as it was.
	s.expectError("play zz", `"zz" is not a point`)
	s.expectError("play d4-d5", "no steps before all pieces are placed")
	s.expectError("play", "play takes a move, such as: a1, a2,")
	s.expectError("level 9", "level takes a number from 1 to")
	s.expectError("movetime soon", "movetime takes milliseconds")
	s.expectError("frobnicate", `unknown command "frobnicate"`)
	s.expect("record", "=")

	s.expect("quit", "=")
	if err := <-s.end; err != nil {
		t.Errorf("serve: %v", err)
	}
}

// TestProtocolPlaysToTheEnd has the engine take a won position to the end
// and report the result, then refuse further actions.
func TestProtocolPlaysToTheEnd(t *testing.T) {
	s := newSession(t, diamond.Spec, player.Request{Level: 2, Seed: 1})
	for _, a := range strings.Fields("d3 a1 d4 a2 e3 a4") {
		s.expect("play "+a, "=")
	}
	s.expect("genmove", "= e4") // Black completes d3 d4 e3 e4
	s.expect("result", "= 1-0 black wins: square completed (d3 d4 e3 e4)")
	s.expectError("genmove", "over")
	s.expectError("play h8", "over")
	s.in.Close()
	if err := <-s.end; err != nil {
		t.Errorf("serve: %v", err)
	}
}

// TestSimpleProtocol plays the engine against itself through the simple
// protocol and checks that the actions make a legal game.
func TestSimpleProtocol(t *testing.T) {
	black, err := newEngine(diamond.Spec, player.Request{Level: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	white, _ := newEngine(diamond.Spec, player.Request{Level: 1, Seed: 2})
	var bIn, wIn strings.Builder
	referee := diamond.NewGame()
	last := "" // the actions the side to move has not seen
	for ply := 0; ply < 30 && !referee.Outcome().Over(); ply++ {
		e, log := black, &bIn
		if ply%2 == 1 {
			e, log = white, &wIn
		}
		var out strings.Builder
		log.WriteString(last + "\n")
		if err := e.serveSimple(strings.NewReader(last+"\n"), &out); err != nil {
			t.Fatalf("ply %d: %v", ply, err)
		}
		text := strings.TrimSpace(out.String())
		a, err := diamond.ParseAction(referee.Position(), text)
		if err != nil {
			t.Fatalf("ply %d: engine answered %q: %v", ply, text, err)
		}
		referee.Play(a)
		last = text
	}
	if referee.Len() < 10 {
		t.Errorf("only %d actions played: %s", referee.Len(), referee.Record())
	}
}

// TestProtocolGameCommands: the commands every game has, on Diamond.
func TestProtocolGameCommands(t *testing.T) {
	s := newSession(t, diamond.Spec, player.Request{Level: 2, Seed: 1})
	s.expect("perft 1", "= 62")
	s.expect("perft 2", "= 3844")
	s.expect("perft 3", "= 230702")
	s.expectError("perft deep", "perft takes a depth")
	s.expect("position", "= 7/8/8/8/8/8/8/7 b 12 12")
	s.expect("load ZAaBhD", "=")
	s.expect("compact", "= ZAaBhD")
	s.expect("record", "= 1. d3 a1 2. d4 a2 3. e3 a4")
	s.expect("play e4", "=")
	s.expect("compact", "= ZAaBhDi_b")
	s.expect("result", "= 1-0 black wins: square completed (d3 d4 e3 e4)")
	s.expect("perft 2", "= 0")
	s.expectError("load ZZ", "move 1 (White's d3) is not legal: d3 is not empty")
	s.expect("compact", "= ZAaBhDi_b") // a bad load leaves the game
	s.expect("setposition n6/8/2wb4/8/3b4/8/w7/7 b 0 0", "=")
	s.expect("position", "= n6/8/2wb4/8/3b4/8/w7/7 b 0 0")
	s.expect("play e4-d4*", "=")
	s.expect("compact", "= .Si.Rv.A.bAA.ia")
	s.expectError("setposition 7/8 b 1 1", "position")
	s.expect("new standard", "=")
	s.expect("compact", "=")
	s.expect("new 1", "=")
	s.expectError("new fischer", `Diamond has no start "fischer"; its starts: standard`)
	s.expect("play d4", "=")
	s.expect("undo", "=")
	s.expect("legal", "= "+strings.Join(mustLegal(t), " "))
	s.in.Close()
	if err := <-s.end; err != nil {
		t.Errorf("serve: %v", err)
	}
}

func mustLegal(t *testing.T) []string {
	m, err := diamond.Spec.New(0)
	if err != nil {
		t.Fatal(err)
	}
	return m.Legal()
}

// TestProtocolDiamondback: the commands on Diamondback Chess, as its
// cross-checks use them: setups, perft, legal in the compact form, play in
// both notations, FEN, and the computer's move.
func TestProtocolDiamondback(t *testing.T) {
	s := newSession(t, diamondback.Spec, player.Request{Level: 1, Seed: 1})
	s.expect("new b1g8", "=")
	s.expect("perft 1", "= 22")
	s.expect("perft 3", "= 11458")
	s.expect("position", "= 3prnqk/4ppbb/5ppn/P3p1pr/RP1P3p/NPP5/BBPP4/KQNRP3 w - - 0 1")
	legal := s.ask("legal")
	if !strings.HasPrefix(legal, "= ") || !strings.Contains(legal, " a5b6 ") || strings.Contains(legal, "-") {
		t.Errorf("legal: %q, want compact moves", legal)
	}
	s.expect("play a5b6", "=")
	s.expect("play h4-g4", "=")
	s.expect("compact", "= ~b1g8.a5b6.h4g4")
	s.expect("record", "= [Game \"Diamondback Chess\"]\n[Setup \"b1g8\"]\n[Result \"*\"]\n1. a5-b6 h4-g4")
	s.expectError("play a1a8", "")
	s.expect("new 4", "=")
	s.expect("compact", "= ~a2h7")
	s.expectError("new b1b1", `Diamondback Chess has no start "b1b1"; its starts: b1g8, b1h7, a2g8, a2h7`)
	s.expect("load ~b1g8.a5b6", "=")
	s.expect("setposition 7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "=")
	s.expect("position", "= 7k/8/8/8/R7/8/8/K2R4 w - - 0 1")
	// The computer player answers in the SAN-like text and plays its move.
	if mv := s.ask("genmove"); !strings.HasPrefix(mv, "= ") || len(mv) < 4 {
		t.Errorf("genmove: %q, want a move", mv)
	}
	s.expect("undo", "=")
	s.expect("position", "= 7k/8/8/8/R7/8/8/K2R4 w - - 0 1")
	s.in.Close()
	if err := <-s.end; err != nil {
		t.Errorf("serve: %v", err)
	}
}
