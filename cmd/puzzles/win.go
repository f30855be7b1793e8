package main

import (
	"slices"

	diamondai "diamond/rules/diamond/ai"
	diamondbackai "diamond/rules/diamondback/ai"
	"diamond/rules/game"
	"diamond/rules/player"
	"diamond/rules/players"
	"diamond/rules/puzzle"
	"diamond/rules/puzzle/check"
	"diamond/rules/search"
)

// proofState is the prover's view of m.
func proofState(m game.Match) search.State {
	var s search.State
	var err error
	switch m.Spec().ID() {
	case "diamond":
		s, err = diamondai.ProofState(m)
	default:
		s, err = diamondbackai.ProofState(m)
	}
	if err != nil {
		panic(err)
	}
	return s
}

// tryWin keeps a position where the side to move wins in k ≥ 2 turns by
// exactly one first move, no other winning within k+1 either (a margin,
// so that a second answer is not merely a little slower), proven by the
// prover, then by the checker.
func (g *generator) tryWin(m game.Match) (puzzle.Puzzle, bool) {
	if _, _, ok := search.NewProver(proofState(m), g.budget).WinIn(1); ok {
		return puzzle.Puzzle{}, false // a win in one is too easy
	}
	_, k, ok := search.NewProver(proofState(m), g.budget).WinIn(g.turns)
	if !ok {
		return puzzle.Puzzle{}, false
	}
	g.stats.candidates++
	solution := ""
	for _, mv := range m.Legal() {
		if err := m.Play(mv); err != nil {
			panic(err)
		}
		wins, done := search.NewProver(proofState(m), g.budget).Loses(k - 1)
		slower := false
		if !wins && done {
			slower, done = search.NewProver(proofState(m), g.budget).Loses(k)
		}
		m.Undo()
		switch {
		case slower: // wins a turn later: not unique enough
			g.stats.notUnique++
			return puzzle.Puzzle{}, false
		case !done:
			g.stats.unproven++
			return puzzle.Puzzle{}, false
		case wins && solution != "":
			g.stats.notUnique++
			return puzzle.Puzzle{}, false
		case wins:
			solution = mv
		}
	}
	if solution == "" {
		g.stats.unproven++ // the prover's win was not found again: should not happen
		return puzzle.Puzzle{}, false
	}
	g.stats.proven++
	goal := puzzle.Goal{Kind: puzzle.Win, Turns: k}
	proof, err := check.Prove(m, checkGoal(goal), nil)
	if err != nil || len(proof.Wins) != 1 || !slices.Equal(proof.Wins[0], []string{solution}) {
		panic("the checker disagrees with the prover at " + m.Compact()) // one of them is wrong: stop and look
	}
	p := puzzle.Puzzle{Goal: goal, Refute: proof.Refutations, Line: winLine(m, solution, k)}
	p.Themes = winThemes(m, p.Line)
	p.Difficulty = winDifficulty(m, p.Line, k)
	return p, true
}

// winLine is the solution's main line: after solution, the defender's
// reply that resists longest, then the attacker's quickest win, and so on.
func winLine(m game.Match, solution string, k int) [][]string {
	me := m.ToMove(m.Len())
	line := [][]string{{solution}}
	mustPlay(m, solution)
	for t := k - 1; t >= 1; t-- {
		reply := check.Reply(m, check.Goal{Turns: t}, me)
		line = append(line, reply)
		mustPlay(m, reply...)
		move := quickest(m, t, me)
		line = append(line, []string{move})
		mustPlay(m, move)
	}
	for range 2*k - 1 {
		m.Undo()
	}
	return line
}

// quickest is a move that wins within the fewest turns, at most t.
func quickest(m game.Match, t int, me game.Side) string {
	for j := 1; j <= t; j++ {
		for _, mv := range m.Legal() {
			mustPlay(m, mv)
			won := check.Forced(m, check.Goal{Turns: j - 1}, me)
			m.Undo()
			if won {
				return mv
			}
		}
	}
	panic("no winning move in a won position at " + m.Compact())
}

func mustPlay(m game.Match, moves ...string) {
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			panic(err)
		}
	}
}

// weakMisses reports whether the weakest level, asked with a fixed seed,
// plays something else than the answer: one sign that it is not obvious.
func weakMisses(m game.Match, answer string) bool {
	an, err := players.Think(m, player.Request{Level: 1, Seed: 1})
	return err != nil || an.Move != answer
}

// checkGoal is a puzzle's goal in the checker's terms.
func checkGoal(g puzzle.Goal) check.Goal {
	return check.Goal{Turns: g.Turns, Count: g.Kind == puzzle.Count, Margin: g.Margin}
}
