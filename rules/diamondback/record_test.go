package diamondback

import (
	"errors"
	"strings"
	"testing"

	"diamond/rules/record"
)

func TestRecordRoundTrip(t *testing.T) {
	tests := []struct{ start, moves, declare, want string }{
		{"b1g8", "", "", "[Game \"Diamondback Chess\"]\n[Setup \"b1g8\"]\n[Result \"*\"]\n"},
		{"a2h7", "Nc4 d8-d7", "", "[Game \"Diamondback Chess\"]\n[Setup \"a2h7\"]\n[Result \"*\"]\n1. Nc4 d8-d7"},
		{"k7/6P1/8/8/8/8/8/K7 w - - 0 1", "g7-h8#", "",
			"[Game \"Diamondback Chess\"]\n[FEN \"k7/6P1/8/8/8/8/8/K7 w - - 0 1\"]\n[Result \"1-0\"]\n[Termination \"corner\"]\n1. g7-h8# 1-0"},
		{"b1h7", "a5-b6", "resign", "[Game \"Diamondback Chess\"]\n[Setup \"b1h7\"]\n[Result \"1-0\"]\n[Termination \"resignation\"]\n1. a5-b6 1-0"},
		{"a2g8", "a5-b6 h4-g4", "draw", "[Game \"Diamondback Chess\"]\n[Setup \"a2g8\"]\n[Result \"1/2-1/2\"]\n[Termination \"agreement\"]\n1. a5-b6 h4-g4 1/2-1/2"},
		{"7k/8/8/8/8/8/8/K7 w - - 0 1", "Kb1 Kg8 Ka1 Kh8 Kb1 Kg8 Ka1 Kh8", "",
			"[Game \"Diamondback Chess\"]\n[FEN \"7k/8/8/8/8/8/8/K7 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n[Termination \"repetition\"]\n1. Kb1 Kg8 2. Ka1 Kh8 3. Kb1 Kg8 4. Ka1 Kh8 1/2-1/2"},
	}
	for _, tc := range tests {
		g := gameFrom(t, tc.start, tc.moves)
		switch tc.declare {
		case "resign":
			g.Resign(Black)
		case "draw":
			g.AgreeDraw()
		}
		text := g.Record().String()
		if text != tc.want {
			t.Errorf("record\n%s\nwant\n%s", text, tc.want)
		}
		h, err := ParseRecord(text)
		if err != nil {
			t.Errorf("ParseRecord(%q): %v", text, err)
			continue
		}
		if h.Record().String() != text || h.Outcome() != g.Outcome() {
			t.Errorf("%q read back as %q, %v", text, h.Record().String(), h.Outcome())
		}
		l, err := ParseLink(g.Link())
		if err != nil || l.Record().String() != text {
			t.Errorf("link %q read back as %v, %v", g.Link(), l, err)
		}
	}
}

func TestParseRecordForms(t *testing.T) {
	tests := []struct{ text, moves, outcome string }{
		{"[Variant \"Diamondback Chess\"]\n[Setup \"b1g8\"]\n[Result \"*\"]\n1. a5-b6 h4-g4 2. e1-f2", "a5b6 h4g4 e1f2", "not over"},
		{"[Setup \"b1g8\"]\na5b6 h4g4 e1f2", "a5b6 h4g4 e1f2", "not over"}, // compact, unnumbered
		{"[Game \"diamondback\"]\n[Setup \"b1g8\"]\n1. a5-b6 h4-g4 0-1", "a5b6 h4g4", "Black wins by resignation"},
		{"[Setup \"b1g8\"]\n[Result \"1-0\"]\n1. a5-b6 h4-g4", "a5b6 h4g4", "White wins by resignation"},
		{"[Setup \"b1g8\"]\n[Result \"1/2-1/2\"]\n[Termination \"time forfeit\"]\n1. a5-b6", "a5b6", "Draw by agreement"},
		{"[FEN \"k7/6P1/8/8/8/8/8/K7 w - - 0 1\"]\n1. g7-h8", "g7h8", "White wins: a pawn reached h8"},
		{"[FEN \"k7/6P1/8/8/8/8/8/K7 w - - 0 1\"]\n[Result \"1-0\"]\n1. g7-h8 1-0", "g7h8", "White wins: a pawn reached h8"},
	}
	for _, tc := range tests {
		g, err := ParseRecord(tc.text)
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		var moves []string
		for _, m := range g.Moves() {
			moves = append(moves, m.String())
		}
		if strings.Join(moves, " ") != tc.moves || g.Outcome().String() != tc.outcome {
			t.Errorf("%q: moves %v, outcome %v", tc.text, moves, g.Outcome())
		}
	}
}

func TestParseRecordErrors(t *testing.T) {
	tests := []struct {
		text, contains string
		ply            int // for a *record.MoveError, else -1
	}{
		{"1. a5-b6", "names no start", -1},
		{"[Setup \"b1b1\"]", "want one of b1g8", -1},
		{"[Game \"Diamond\"]\n[Setup \"b1g8\"]", "not of Diamondback Chess", -1},
		{"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]", "has no king", -1},
		{"[Setup \"b1h7\"]\n[FEN \"3prnqk/4ppbb/5ppn/P3p1pr/RP1P3p/NPP5/BBPP4/KQNRP3 w - - 0 1\"]", "disagree", -1},
		{"[Setup \"b1g8\"]\n1. a5-b6 h4-g4 2. e1-e3", "move 2 (White's e1-e3) is not legal", 2},
		{"[Setup \"b1g8\"]\n1. a5-b6 h4-g5", "move 1 (Black's h4-g5) is not legal", 1},
		{"[Setup \"b1g8\"]\n1. a5-b6+", "neither checks nor wins", 0},
		{"[FEN \"k7/6P1/8/8/8/8/8/K7 w - - 0 1\"]\n1. g7-h8 Ka7", "already over", 1},
		{"[FEN \"k7/6P1/8/8/8/8/8/K7 w - - 0 1\"]\n1. g7-h8 0-1", "play ends 1-0", -1},
		{"[FEN \"k7/6P1/8/8/8/8/8/K7 w - - 0 1\"]\n[Termination \"checkmate\"]\n1. g7-h8", "ends by corner", -1},
		{"[Setup \"b1g8\"]\n[Termination \"stalemate\"]\n1. a5-b6 1/2-1/2", "does not end it", -1},
		{"[Setup \"b1g8\"]\n[Result \"1-0\"]\n1. a5-b6 0-1", "but the moves end", -1},
		{"[Setup \"b1g8\"]\n[Result \"2-0\"]\n1. a5-b6", "want 1-0", -1},
		{"[Setup \"b1g8\"]\n2. a5-b6", "move number", -1},
	}
	for _, tc := range tests {
		_, err := ParseRecord(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.contains) {
			t.Errorf("%q: error %v, want one containing %q", tc.text, err, tc.contains)
			continue
		}
		var me *record.MoveError
		if isMove := errors.As(err, &me); isMove != (tc.ply >= 0) || (isMove && me.Ply != tc.ply) {
			t.Errorf("%q: error %#v, want a MoveError at ply %d", tc.text, err, tc.ply)
		}
	}
}

func TestLinks(t *testing.T) {
	tests := []struct{ start, moves, declare, want string }{
		{"b1g8", "", "", "~b1g8"},
		{"b1g8", "a5b6 h4g4", "", "~b1g8.a5b6.h4g4"},
		{"a2h7", "a5b6", "resign", "~a2h7.a5b6_w"},
		{"b1h7", "", "draw", "~b1h7_d"},
		{"7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "O-O/d1", "", "~7k-8-8-8-R7-8-8-K2R4-w-0-1.a1c1"},
		{"k7/5P2/8/8/8/8/8/K7 w - - 0 1", "f7-f8=N", "", "~k7-5P2-8-8-8-8-8-K7-w-0-1.f7f8n"},
		{"7k/8/8/8/8/8/1p6/4K3 b - - 3 9", "b2a1", "", "~7k-8-8-8-8-8-1p6-4K3-b-3-9.b2a1_b"},
		{"3prnqk/4ppbb/5ppn/P3p1pr/RP1P3p/NPP5/BBPP4/KQNRP3 w - - 0 1", "", "", "~b1g8"},
	}
	for _, tc := range tests {
		g := gameFrom(t, tc.start, tc.moves)
		switch tc.declare {
		case "resign":
			g.Resign(Black)
		case "draw":
			g.AgreeDraw()
		}
		if got := g.Link(); got != tc.want {
			t.Errorf("link %q, want %q", got, tc.want)
		}
		h, err := ParseLink(tc.want)
		if err != nil || h.Link() != tc.want || h.Outcome() != g.Outcome() || h.Start() != g.Start() {
			t.Errorf("%q read back as %v, %v", tc.want, h, err)
		}
		const unreserved = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"
		for _, c := range tc.want {
			if !strings.ContainsRune(unreserved, c) {
				t.Errorf("%q: %q is reserved in URLs", tc.want, c)
			}
		}
	}
}

func TestParseLinkErrors(t *testing.T) {
	tests := []struct {
		link, contains string
		ply            int
	}{
		{"", "should start with ~", -1},
		{"b1g8.a5b6", "should start with ~", -1},
		{"~", "want a setup", -1},
		{"~b1g9", "want a setup", -1},
		{"~b1g8.a5b7", "is not a legal move", 0},
		{"~b1g8.a5b6.a5b6", "is not a legal move", 1},
		{"~b1g8.a5-b6", "not a move of a link", 0},
		{"~b1g8.Nc4", "not a move of a link", 0},
		{"~b1g8.A5B6", "not a move of a link", 0},
		{"~b1g8.", "not a move of a link", 0},
		{"~b1g8_x", "not a result", -1},
		{"~k7-6P1-8-8-8-8-8-K7-w-0-1.g7h8_b", "play ends 1-0", -1},
		{"~k7-6P1-8-8-8-8-8-K7-w-0-1.g7h8.a8a7", "already over", 1},
		{"~k7-6P1-8-8-8-8-8-K7-w-0", "want a setup", -1},
		{"~k7-6P1-8-8-8-8-8-K9-w-0-1", "FEN", -1},
	}
	for _, tc := range tests {
		_, err := ParseLink(tc.link)
		if err == nil || !strings.Contains(err.Error(), tc.contains) {
			t.Errorf("%q: error %v, want one containing %q", tc.link, err, tc.contains)
			continue
		}
		var me *record.MoveError
		if isMove := errors.As(err, &me); isMove != (tc.ply >= 0) || (isMove && me.Ply != tc.ply) {
			t.Errorf("%q: error %#v, want a MoveError at ply %d", tc.link, err, tc.ply)
		}
	}
}
