package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"diamond/rules/game"
	"diamond/rules/player"
	"diamond/rules/players"
	"diamond/rules/review"
)

// reviewRequest is the search of review and analyse: the review's
// default budget for the game (rules/review.Budget, which counts
// positions), or ms milliseconds a position when ms is given.
func (e *engine) reviewRequest(ms string) (player.Request, error) {
	req := review.Budget(e.spec.ID())
	if ms == "" {
		return req, nil
	}
	n, err := strconv.Atoi(ms)
	if err != nil || n <= 0 {
		return req, fmt.Errorf("the search time per position is a number of milliseconds, such as 200")
	}
	req.MoveTime = time.Duration(n) * time.Millisecond
	return req, nil
}

// reviewGame answers "review [MS]": one line per move of the game from
// its first, N SIDE MOVE CLASS BEFORE AFTER BEST.
func (e *engine) reviewGame(arg string) (string, error) {
	req, err := e.reviewRequest(arg)
	if err != nil {
		return "", err
	}
	moves, err := review.Review(e.game, players.ReviewEvaluator(req), nil)
	if err != nil {
		return "", err
	}
	start := e.game.Clone()
	for start.Len() > 0 {
		start.Undo()
	}
	var b strings.Builder
	for _, mv := range moves {
		fmt.Fprintf(&b, "\n%d %s %s %s %.3f %.3f %s", mv.N, e.sideName(mv.Side), engineMove(start, mv.Move), mv.Class,
			mv.Before, mv.After, engineMove(start, mv.Best))
		if err := start.Play(mv.Move); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// sideName is a side's name as the engine writes it: "black", "white".
func (e *engine) sideName(s game.Side) string {
	return strings.ToLower(e.spec.SideNames()[s])
}

// analyse answers "analyse N [MS]": the N best moves, each scored by a
// search of the position after it (the exact result if it ends the
// game), one line each: RANK SCORE MOVE LINE….
func (e *engine) analyse(arg string) (string, error) {
	nText, ms, _ := strings.Cut(arg, " ")
	n, err := strconv.Atoi(nText)
	if err != nil || n < 1 {
		return "", fmt.Errorf("analyse takes the number of moves to show, then optionally the milliseconds per move")
	}
	req, err := e.reviewRequest(strings.TrimSpace(ms))
	if err != nil {
		return "", err
	}
	cands, err := review.Analyse(e.game, players.ReviewEvaluator(req), n, nil)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for i, c := range cands {
		fmt.Fprintf(&b, "\n%d %.3f %s", i+1, c.Score, strings.Join(engineLine(e.game, c.Line), " "))
	}
	return b.String(), nil
}

// engineMove writes a move of m's notation as legal lists it (the
// compact form in Diamondback).
func engineMove(m game.Match, mv string) string {
	c, ok := m.(compactLister)
	if !ok {
		return mv
	}
	for i, l := range m.Legal() {
		if l == mv {
			return c.LegalCompact()[i]
		}
	}
	return mv
}

// engineLine writes a line of moves from m as legal lists them.
func engineLine(m game.Match, line []string) []string {
	g := m.Clone()
	out := make([]string, 0, len(line))
	for _, mv := range line {
		out = append(out, engineMove(g, mv))
		if g.Play(mv) != nil {
			break
		}
	}
	return out
}
