package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"diamond/rules/game"
	"diamond/rules/players"
	"diamond/rules/review"
	"diamond/rules/search"
)

// reviewRequest is the search of review and analyse: the review's
// default budget for the game (rules/review.Budget, which counts
// positions), or ms milliseconds a position when ms is given.
func (e *engine) reviewRequest(ms string) (search.Request, error) {
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

// evaluator is the review's evaluator: the game's computer player, its
// scores calibrated by rules/review.
func evaluator(req search.Request) review.Evaluator {
	return review.Calibrated(func(m game.Match) (search.Analysis, error) { return players.Think(m, req) })
}

// reviewGame answers "review [MS]": one line per move of the game from
// its first, N SIDE MOVE CLASS BEFORE AFTER BEST.
func (e *engine) reviewGame(arg string) (string, error) {
	req, err := e.reviewRequest(arg)
	if err != nil {
		return "", err
	}
	moves, err := review.Review(e.game, evaluator(req), nil)
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

// candidate is one legal move scored by analyse.
type candidate struct {
	score float64 // the mover's expected score after the move
	line  []string
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
	if e.game.Outcome().Over {
		return "", game.ErrGameOver
	}
	eval := evaluator(req)
	mover := e.game.ToMove(e.game.Len())
	var cands []candidate
	for _, mv := range e.game.Legal() {
		c, err := scoreMove(e.game, mv, mover, eval)
		if err != nil {
			return "", err
		}
		cands = append(cands, c)
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
	var b strings.Builder
	for i, c := range cands[:min(n, len(cands))] {
		fmt.Fprintf(&b, "\n%d %.3f %s", i+1, c.score, strings.Join(engineLine(e.game, c.line), " "))
	}
	return b.String(), nil
}

// scoreMove plays mv on a copy of m and scores the position after it for
// the mover.
func scoreMove(m game.Match, mv string, mover game.Side, eval review.Evaluator) (candidate, error) {
	g := m.Clone()
	if err := g.Play(mv); err != nil {
		return candidate{}, err
	}
	c := candidate{line: []string{mv}}
	if o := g.Outcome(); o.Over {
		c.score = review.Result(o, mover)
		return c, nil
	}
	an, err := eval(g)
	if err != nil {
		return candidate{}, err
	}
	c.score, c.line = an.Score, append(c.line, an.Line...)
	if g.ToMove(g.Len()) != mover {
		c.score = 1 - an.Score
	}
	return c, nil
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
