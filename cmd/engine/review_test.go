package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/diamondback"
	"diamond/rules/pivots"
	"diamond/rules/player"
)

// reviewLine is a line of review's answer: N SIDE MOVE CLASS BEFORE AFTER BEST.
var reviewLine = regexp.MustCompile(`^(\d+) (black|white) (\S+) (best|good|inaccuracy|mistake|blunder|only) ([01]\.\d{3}) ([01]\.\d{3}) (\S+)$`)

// checkReview asks for a review and checks its lines against the moves
// (in legal's form), the movers and, where not "", the classes wanted.
func checkReview(t *testing.T, s *session, moves, sides, classes []string) [][]string {
	t.Helper()
	answer := s.ask("review")
	lines := strings.Split(answer, "\n")
	if strings.TrimSpace(lines[0]) != "=" || len(lines) != len(moves)+1 {
		t.Fatalf("review: %q, want = and %d lines", answer, len(moves))
	}
	var rows [][]string
	for i, line := range lines[1:] {
		f := reviewLine.FindStringSubmatch(line)
		if f == nil {
			t.Fatalf("review line %q does not read N SIDE MOVE CLASS BEFORE AFTER BEST", line)
		}
		if f[1] != strconv.Itoa(i+1) || f[2] != sides[i] || f[3] != moves[i] || classes[i] != "" && f[4] != classes[i] {
			t.Errorf("review line %q, want move %d by %s, %s, %s", line, i+1, sides[i], moves[i], classes[i])
		}
		rows = append(rows, f)
	}
	return rows
}

// checkAnalyse asks for the n best moves and checks their form: ranks
// from 1, scores falling, each line starting with a legal move.
func checkAnalyse(t *testing.T, s *session, n int, legal []string) [][]string {
	t.Helper()
	answer := s.ask("analyse " + strconv.Itoa(n))
	lines := strings.Split(answer, "\n")
	if strings.TrimSpace(lines[0]) != "=" || len(lines) != n+1 {
		t.Fatalf("analyse %d: %q, want = and %d lines", n, answer, n)
	}
	var rows [][]string
	last := 2.0
	for i, line := range lines[1:] {
		f := strings.Fields(line)
		score, err := strconv.ParseFloat(f[1], 64)
		if len(f) < 3 || f[0] != strconv.Itoa(i+1) || err != nil || score > last || !strings.Contains(f[1], ".") || len(f[1]) != 5 {
			t.Fatalf("analyse line %q: want RANK SCORE MOVE LINE, scores falling, three decimals", line)
		}
		if !contains(legal, f[2]) {
			t.Errorf("analyse line %q: %s is not in legal's list", line, f[2])
		}
		last = score
		rows = append(rows, f)
	}
	return rows
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestReviewDiamond(t *testing.T) {
	s := newSession(t, diamond.Spec, player.Request{Level: 2, Seed: 1})
	s.expect("load ZAaBhD", "=") // 1. d3 a1 2. d4 a2 3. e3 a4: e4 wins
	rows := checkAnalyse(t, s, 3, legalOf(s))
	if rows[0][1] != "1.000" || rows[0][2] != "e4" {
		t.Errorf("analyse: the win e4 first with 1.000, got %v", rows[0])
	}
	s.expect("play e4", "=")
	rows = checkReview(t, s, []string{"d3", "a1", "d4", "a2", "e3", "a4", "e4"},
		[]string{"black", "white", "black", "white", "black", "white", "black"},
		[]string{"", "", "", "", "", "blunder", "best"})
	if got := rows[6][6]; got != "1.000" {
		t.Errorf("the winning move's AFTER is %s, want 1.000", got)
	}
	s.expectError("analyse 3", "over")
	s.expectError("analyse x", "number")
	s.expectError("review abc", "milliseconds")
	s.expect("new", "=")
	s.expect("review", "=")
}

func TestReviewPivots(t *testing.T) {
	s := newSession(t, pivots.Spec, player.Request{Level: 2, Seed: 1})
	// Neto's example: a drop and two pivot steps, all Black's.
	s.expect("setposition 5/3b2/2bb3/4b3/5b3/8/7/wwww2/1w3 b 0 3", "=")
	for _, mv := range []string{"c6", "c5/d7>f5", "f5/e6>f2"} {
		s.expect("play "+mv, "=")
	}
	checkReview(t, s, []string{"c6", "c5/d7>f5", "f5/e6>f2"}, []string{"black", "black", "black"}, []string{"", "", ""})
	checkAnalyse(t, s, 2, legalOf(s))
	// A full board: each side's pass is its only move, and they end it.
	s.expect("setposition bbbbb/wbwbww/wwwbwbb/bbbbbbww/wwbwwwwbb/wbbbwbbw/wwbwb1w/wbbb1w/wwbww w 1 92", "=")
	for _, mv := range []string{"h6", "h5", "pass", "pass"} {
		s.expect("play "+mv, "=")
	}
	rows := checkReview(t, s, []string{"h6", "h5", "pass", "pass"}, []string{"white", "black", "white", "black"},
		[]string{"", "", "only", "only"})
	if rows[3][6] != "1.000" {
		t.Errorf("Black's last pass wins 31 to 30: AFTER %s, want 1.000", rows[3][6])
	}
}

func TestReviewDiamondback(t *testing.T) {
	s := newSession(t, diamondback.Spec, player.Request{Level: 2, Seed: 1})
	s.expect("new b1g8", "=")
	for _, mv := range []string{"a5b6", "h4-g4", "b4c5"} {
		s.expect("play "+mv, "=")
	}
	// Moves and best moves in legal's compact form, whichever form played them.
	rows := checkReview(t, s, []string{"a5b6", "h4g4", "b4c5"}, []string{"white", "black", "white"}, []string{"", "", ""})
	for _, r := range rows {
		if !regexp.MustCompile(`^[a-h][1-8][a-h][1-8][qrbn]?$`).MatchString(r[7]) {
			t.Errorf("BEST %q is not in the compact form", r[7])
		}
	}
	checkAnalyse(t, s, 3, legalOf(s))
}

// legalOf is the session's legal list.
func legalOf(s *session) []string {
	return strings.Fields(strings.TrimPrefix(s.ask("legal"), "= "))
}
