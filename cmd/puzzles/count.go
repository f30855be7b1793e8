package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"diamond/rules/game"
	"diamond/rules/pivots"
	"diamond/rules/puzzle"
	"diamond/rules/puzzle/check"
)

// The whole turns searched for one Pivots position, at most: the side to
// move's, then all the turns searched (the replies tried included). A
// turn is a sequence of actions, and every sequence is searched (the loop
// rule makes a chain's steps depend on the boards seen), so a chain that
// can run long (a diamond that keeps making diamonds) has hundreds of
// thousands: such a position is skipped.
const (
	maxRoot  = 3_000
	maxTurns = 30_000
)

// countSearch finds the best turn of a Pivots position by the count: the
// lead in stones after the defender's best reply, over every whole turn of
// both sides. It works on pivots.State, not on the checker's strings.
type countSearch struct {
	st    *pivots.State
	me    pivots.Color
	turns int
	bufs  [][]pivots.Action
	path  []pivots.Action
}

func (c *countSearch) margin() int {
	p := c.st.Current()
	return p.Count(c.me) - p.Count(c.me.Other())
}

// each calls f after each whole turn of the side to move, played; false
// from f stops the walk, and each returns false then.
func (c *countSearch) each(f func() bool) bool {
	depth := len(c.path)
	for len(c.bufs) <= depth {
		c.bufs = append(c.bufs, make([]pivots.Action, 0, pivots.MaxActions))
	}
	c.bufs[depth] = c.st.LegalActions(c.bufs[depth])
	for i := 0; i < len(c.bufs[depth]); i++ {
		a := c.bufs[depth][i]
		c.st.Play(a)
		c.path = append(c.path, a)
		var goOn bool
		if p := c.st.Current(); p.Over() || p.Phase() == pivots.Choose {
			c.turns++
			goOn = c.turns < maxTurns && f()
		} else {
			goOn = c.each(f)
		}
		c.path = c.path[:len(c.path)-1]
		c.st.Undo()
		if !goOn {
			return false
		}
	}
	return true
}

// count counts the side to move's turns, stopping at most.
func (c *countSearch) count(most int) int {
	n := 0
	c.each(func() bool { n++; return n < most })
	c.turns = 0
	return n
}

// reply is the lowest lead the defender's replies leave, stopping early at
// one below floor.
func (c *countSearch) reply(floor int) int {
	if c.st.Current().Over() {
		return c.margin()
	}
	low := 1 << 30
	c.each(func() bool {
		low = min(low, c.margin())
		return low >= floor
	})
	return low
}

// best returns the best lead, the number of turns reaching it, and the
// first such turn; ok is false when the search was too large.
func (c *countSearch) best() (best, ties int, turn []pivots.Action, ok bool) {
	type cand struct {
		path []pivots.Action
		now  int
	}
	var all []cand
	c.each(func() bool {
		all = append(all, cand{slices.Clone(c.path), c.margin()})
		return true
	})
	// The turns that gain most at once first, so that the bar rises early.
	sort.SliceStable(all, func(i, j int) bool { return all[i].now > all[j].now })
	best = -1 << 30
	for _, t := range all {
		for _, a := range t.path {
			c.st.Play(a)
		}
		v := c.reply(best)
		for range t.path {
			c.st.Undo()
		}
		switch {
		case v > best:
			best, ties, turn = v, 1, t.path
		case v == best:
			ties++
		}
	}
	return best, ties, turn, c.turns < maxTurns
}

// tryCount keeps a Pivots position whose best turn, by the lead after the
// best reply, is one sequence of actions, gains at least two stones over a
// quiet drop and its quiet answer, and pivots: proven by countSearch, then
// by the checker.
func (g *generator) tryCount(m game.Match) (puzzle.Puzzle, bool) {
	st := m.(*pivots.Match).Game().State()
	if !canPivot(st) {
		return puzzle.Puzzle{}, false
	}
	g.stats.candidates++
	c := &countSearch{st: st, me: st.Current().ToMove()}
	if n := c.count(maxRoot); n >= maxRoot {
		g.stats.unproven++ // chains too long to prove every turn
		return puzzle.Puzzle{}, false
	}
	before := c.margin()
	best, ties, turn, ok := c.best()
	switch {
	case !ok:
		g.stats.unproven++
		return puzzle.Puzzle{}, false
	case best-before < 2 || len(turn) < 2:
		return puzzle.Puzzle{}, false
	case ties != 1:
		g.stats.notUnique++
		return puzzle.Puzzle{}, false
	}
	g.stats.proven++
	var solution []string
	for _, a := range turn {
		solution = append(solution, a.String())
	}
	goal := puzzle.Goal{Kind: puzzle.Count, Turns: 1, Margin: best, Gain: best - before}
	proof, err := check.Prove(m, checkGoal(goal), nil)
	if err != nil || len(proof.Wins) != 1 || !slices.Equal(proof.Wins[0], solution) {
		panic(fmt.Sprintf("the checker disagrees with the count search at %s: %v %v", m.Compact(), proof.Wins, err))
	}
	me := m.ToMove(m.Len())
	mustPlay(m, solution...)
	reply := check.Reply(m, checkGoal(goal), me)
	for range solution {
		m.Undo()
	}
	p := puzzle.Puzzle{Goal: goal, Line: [][]string{solution, reply}}
	p.Themes, p.Difficulty = countThemes(m, solution, reply)
	return p, true
}

// canPivot reports whether some drop of the side to move makes a diamond:
// the only way to capture, so the only positions worth a search.
func canPivot(st *pivots.State) bool {
	p := st.Current()
	mine := p.Stones(p.ToMove())
	for e := p.Empty(); e != 0; e &= e - 1 {
		if (mine | e.First().Bit()).HasDiamond() {
			return true
		}
	}
	return false
}

// countThemes: the chain's length, whether the reply captures back, the
// phase by the stones on the board; and the difficulty, 1 to 5.
func countThemes(m game.Match, solution, reply []string) ([]string, int) {
	steps := len(solution) - 1
	themes := []string{fmt.Sprintf("chain%d", min(steps, 3))}
	points := min(steps, 3) - 1
	if len(reply) > 1 {
		themes = append(themes, "recapture")
		points++
	}
	stones := 0
	for _, pc := range m.Board(m.Len()).Pieces {
		if pc != 0 {
			stones++
		}
	}
	switch {
	case stones < 20:
		themes = append(themes, "opening")
	case stones < 40:
		themes = append(themes, "middlegame")
	default:
		themes = append(themes, "crowded")
	}
	if weakMisses(m, solution[0]) {
		points++
	}
	if strings.HasPrefix(solution[0], "p") {
		themes = append(themes, "pass")
	}
	return themes, 1 + min(points, 4)
}
