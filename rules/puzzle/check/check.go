// Package check re-proves puzzles by plain brute force over the game
// contract (game.Match: Legal, Play, Undo, Outcome, EndsTurn) and nothing
// else: it shares no code with rules/search or the computer players, so a
// bug in the generator's prover cannot hide in both.
//
// A goal is reached within n of the attacker's turns against every
// defence. A turn is every action its side makes until EndsTurn (a Pivots
// drop and its pivot steps); a draw by any rule is an escape.
package check

import (
	"fmt"
	"slices"
	"strings"

	"diamond/rules/game"
)

// Goal is what the side to move must force.
type Goal struct {
	// Turns is how many of its own turns the attacker has.
	Turns int
	// Margin, when Count is set, is the lead in stones (the attacker's
	// count minus the defender's) to hold after the defender's reply to
	// the attacker's last turn (or at the game's end, if sooner).
	// Otherwise the goal is to win the game.
	Count  bool
	Margin int
}

// Proof is what a proof found on the way: the first turns that reach the
// goal and, for each other first turn, the defender's first action of a
// reply that holds.
type Proof struct {
	Wins        [][]string        // the first turns that reach the goal
	Refutations map[string]string // by a first turn (actions joined by spaces); "" when the turn fails by itself
	Plays       int               // moves played, for the tests' report
}

// Budget bounds a search, so that a question the page asks while a
// person waits is answered in time (Respond). The zero Budget is no bound.
type Budget struct {
	// Plays is the most moves the search plays; 0 for no bound.
	Plays int
	// Stop, if set, is asked every 1,024 moves played; true stops the
	// search (a deadline passed, the question was canceled).
	Stop func() bool
}

// cut is what play panics with when the budget runs out; within recovers
// it.
type cut struct{}

type prover struct {
	budget  Budget
	limit   int  // the plays at which the search running is cut, 0 for none
	stopped bool // Budget.Stop said stop: every search from now on is cut
	m       game.Match
	me      game.Side
	goal    Goal
	pieces  []game.Side // by piece: its side, for counting stones
	hasSide []bool
	killers map[int]string // by depth: the move that last decided a node
	plays   int
	line    []string // the actions played since the root
}

func newProver(m game.Match, g Goal) *prover {
	p := &prover{m: m, me: m.ToMove(m.Len()), goal: g, killers: map[int]string{}}
	for _, st := range m.Spec().Geometry().Legend {
		p.pieces = append(p.pieces, st.Side)
		p.hasSide = append(p.hasSide, st.Name != "")
	}
	return p
}

// margin is the attacker's stones minus the defender's.
func (p *prover) margin() int {
	n := 0
	for _, pc := range p.m.Board(p.m.Len()).Pieces {
		if pc == 0 || int(pc) >= len(p.pieces) || !p.hasSide[pc] {
			continue
		}
		if p.pieces[pc] == p.me {
			n++
		} else {
			n--
		}
	}
	return n
}

// Margin is side's stones on the board less the other side's.
func Margin(m game.Match, side game.Side) int {
	p := newProver(m, Goal{})
	p.me = side
	return p.margin()
}

// reached judges a finished game, or the position at the horizon.
func (p *prover) reached() bool {
	if p.goal.Count {
		return p.margin() >= p.goal.Margin
	}
	o := p.m.Outcome()
	return o.Over && !o.Draw && o.Winner == p.me
}

// ordered lists the legal moves with the depth's killer first.
func (p *prover) ordered(depth int) []string {
	moves := p.m.Legal()
	if k, ok := p.killers[depth]; ok {
		if i := slices.Index(moves, k); i > 0 {
			moves[0], moves[i] = moves[i], moves[0]
		}
	}
	return moves
}

func (p *prover) play(a string) {
	if p.limit > 0 && p.plays >= p.limit {
		panic(cut{})
	}
	if p.plays&1023 == 1023 && p.budget.Stop != nil && !p.stopped && p.budget.Stop() {
		p.stopped = true
	}
	if p.stopped {
		panic(cut{})
	}
	if err := p.m.Play(a); err != nil {
		panic(fmt.Sprintf("check: a legal move %q was refused: %v", a, err)) // the contract says it cannot happen
	}
	p.plays++
	p.line = append(p.line, a)
}

func (p *prover) undo() {
	p.m.Undo()
	p.line = p.line[:len(p.line)-1]
}

// within runs f with the search cut at limit plays in all (0: the
// budget's own bound only), and reports whether it ran to its end. Cut,
// the match and the line are as they were before f.
func (p *prover) within(limit int, f func()) (done bool) {
	n, line, outer := p.m.Len(), len(p.line), p.limit
	if limit > 0 && (outer == 0 || limit < outer) {
		p.limit = limit
	}
	defer func() {
		p.limit = outer
		if r := recover(); r != nil {
			if _, ok := r.(cut); !ok {
				panic(r)
			}
			for p.m.Len() > n {
				p.m.Undo()
			}
			p.line = p.line[:line]
			done = false
		}
	}()
	f()
	return true
}

// attack: the attacker is to move with n turns (this one included).
func (p *prover) attack(n int) bool {
	depth := len(p.line)
	for _, a := range p.ordered(depth) {
		p.play(a)
		ok := p.afterAttack(n)
		p.undo()
		if ok {
			p.killers[depth] = a
			return true
		}
	}
	return false
}

// afterAttack: an attacker's action was just played with n turns, it
// included.
func (p *prover) afterAttack(n int) bool {
	if p.m.Outcome().Over {
		return p.reached()
	}
	if !p.m.EndsTurn(p.m.Len() - 1) {
		return p.attack(n)
	}
	if !p.goal.Count && n == 1 {
		return false
	}
	return p.defend(n - 1)
}

// defend: the defender is to move, the attacker having k turns after
// this one; true when every defence fails.
func (p *prover) defend(k int) bool {
	depth := len(p.line)
	for _, d := range p.ordered(depth) {
		p.play(d)
		ok := p.afterDefend(k)
		p.undo()
		if !ok {
			p.killers[depth] = d
			return false
		}
	}
	return true
}

func (p *prover) afterDefend(k int) bool {
	if p.m.Outcome().Over {
		return p.reached()
	}
	if !p.m.EndsTurn(p.m.Len() - 1) {
		return p.defend(k)
	}
	if k == 0 {
		return p.reached() // a count goal's horizon
	}
	return p.attack(k)
}

// Prove judges every first turn of the side to move in m against the
// goal: which reach it against every defence, and a reply that holds
// against each of the others. hints, by a first turn's actions joined by
// spaces, name the reply to try first (a stored refutation); they order
// the search and prove nothing. m is left as it was.
func Prove(m game.Match, g Goal, hints map[string]string) (Proof, error) {
	if m.Outcome().Over {
		return Proof{}, fmt.Errorf("the game is over")
	}
	if g.Turns < 1 {
		return Proof{}, fmt.Errorf("a goal needs at least one turn, not %d", g.Turns)
	}
	p := newProver(m, g)
	pr := Proof{Refutations: map[string]string{}}
	p.turns(func(turn []string) {
		key := strings.Join(turn, " ")
		if h, ok := hints[key]; ok && h != "" {
			p.killers[len(turn)] = h
		}
		if ok, reply := p.afterTurn(g.Turns); ok {
			pr.Wins = append(pr.Wins, slices.Clone(turn))
		} else {
			pr.Refutations[key] = reply // "" when the turn itself fails: a draw, a loss, a count short at the end
		}
	})
	pr.Plays = p.plays
	return pr, nil
}

// afterTurn judges the position after a whole first turn, with the
// defender's first action that holds when it fails.
func (p *prover) afterTurn(n int) (bool, string) {
	if p.m.Outcome().Over {
		return p.reached(), ""
	}
	if !p.goal.Count && n == 1 {
		return false, ""
	}
	if p.defend(n - 1) {
		return true, ""
	}
	return false, p.killers[len(p.line)]
}

// Forced reports whether attacker reaches the goal from m within
// g.Turns more of its turns (the one in progress included), whoever is to
// move, against every defence. m is left as it was.
func Forced(m game.Match, g Goal, attacker game.Side) bool {
	forced, _, _ := ForcedWithin(m, g, attacker, Budget{})
	return forced
}

// ForcedWithin is Forced within a budget: exact is false when the budget
// cut the search, and then forced is false (not proven). plays is the
// moves it played.
func ForcedWithin(m game.Match, g Goal, attacker game.Side, b Budget) (forced, exact bool, plays int) {
	p := newProver(m, g)
	p.me, p.budget = attacker, b
	if m.Outcome().Over {
		return p.reached(), true, 0
	}
	exact = p.within(b.Plays, func() {
		if m.ToMove(m.Len()) == attacker {
			forced = g.Turns >= 1 && p.attack(g.Turns)
			return
		}
		forced = (g.Count || g.Turns >= 1) && p.defend(g.Turns)
	})
	return forced && exact, exact, p.plays
}

// Reply is the defender's turn in m that resists attacker longest: one
// that holds against the goal if any does, else one after which the win
// takes the most turns; for a count goal, the turn that leaves attacker
// the smallest lead. It is what the puzzle page plays after a move that
// the stored line does not answer. m is left as it was.
func Reply(m game.Match, g Goal, attacker game.Side) []string {
	reply, _, _ := ReplyWithin(m, g, attacker, Budget{})
	return reply
}

// The scores of a defender's turn in ReplyWithin: higher resists longer.
// A win goal's turn scores holds if no attack within the goal's turns
// wins, 2k if the win takes k turns, and 2k + 1 if the search was cut
// while it asked whether the win takes k (it does not take fewer).
const holds = 1 << 20

// ReplyWithin is Reply within a budget. The defender's first actions
// share it: each gets an equal part of what is left, and searches the
// turns it starts, scoring each. When the budget cuts that search
// (exact is false), the action still counts with what was found: the
// turns scored so far and, for a count goal, the turn it starts
// completed greedily (each action the one that leaves the defender the
// best count at once: for Pivots, the best single drop with its chain
// chosen step by step). So a reply comes whatever the budget; it is the
// best when exact. plays is the moves played, the greedy ones included.
func ReplyWithin(m game.Match, g Goal, attacker game.Side, b Budget) (reply []string, exact bool, plays int) {
	p := newProver(m, g)
	p.me, p.budget = attacker, b
	var best []string
	bestScore := 0
	consider := func(turn []string, score int) {
		if best == nil || score > bestScore {
			best, bestScore = slices.Clone(turn), score
		}
	}
	// pending is the turn being scored and the win's length being asked.
	var pending []string
	pendingK := 0
	score := func(turn []string) int {
		switch {
		case m.Outcome().Over:
			if g.Count {
				return -p.margin()
			}
			if !p.reached() {
				return holds
			}
			return 0
		case g.Count:
			return -p.margin()
		}
		pending = turn // until scored: a cut leaves it set (no defer, which the cut's panic would run)
		for k := 1; k <= g.Turns; k++ {
			pendingK = k
			if p.attack(k) {
				pending = nil
				return 2 * k // lost in k turns: later resists longer
			}
		}
		pending = nil
		return holds
	}
	exact = true
	actions := m.Legal()
	greedy := 0
	for i, a := range actions {
		limit := 0
		if b.Plays > 0 {
			limit = p.plays + max(1, (b.Plays-p.plays-greedy)/(len(actions)-i))
		}
		found := false
		done := p.within(limit, func() {
			start := len(p.line)
			p.play(a)
			if m.Outcome().Over || m.EndsTurn(m.Len()-1) {
				consider(p.line[start:], score(p.line[start:]))
				found = true
			} else {
				p.turns(func(turn []string) {
					consider(p.line[start:], score(p.line[start:]))
					found = true
				})
			}
			p.undo()
		})
		if done {
			continue
		}
		exact = false
		if pending != nil {
			consider(pending, 2*pendingK+1) // pending is a slice of p.line, cut back: consider copies what it held
			pending = nil
		}
		if g.Count || !found {
			turn, n := p.greedyTurn(a)
			greedy += n
			if turn != nil {
				s := 0
				if g.Count {
					s = p.marginAfter(turn)
				}
				consider(turn, s)
			}
		}
	}
	return best, exact, p.plays + greedy
}

// greedyTurn completes the defender's turn that starts with action a,
// each action the one that leaves the defender the best count at once
// (the first in the rules' order among equals), without the budget: nil
// if the turn does not end within 1,000 actions. n is the moves played.
func (p *prover) greedyTurn(a string) (turn []string, n int) {
	m := p.m
	start := m.Len()
	defer func() {
		for m.Len() > start {
			m.Undo()
		}
	}()
	step := func(x string) bool {
		n++
		return m.Play(x) == nil
	}
	if !step(a) {
		return nil, n
	}
	turn = []string{a}
	for len(turn) < 1000 {
		if m.Outcome().Over || m.EndsTurn(m.Len()-1) {
			return turn, n
		}
		next, bestMargin := "", 0
		for _, x := range m.Legal() {
			if !step(x) {
				continue
			}
			if mg := p.margin(); next == "" || mg < bestMargin { // the attacker's lead, smallest
				next, bestMargin = x, mg
			}
			m.Undo()
		}
		if next == "" || !step(next) {
			return nil, n
		}
		turn = append(turn, next)
	}
	return nil, n
}

// marginAfter is the score of a count goal's defender turn: the
// attacker's lead after it, negated.
func (p *prover) marginAfter(turn []string) int {
	m := p.m
	start := m.Len()
	defer func() {
		for m.Len() > start {
			m.Undo()
		}
	}()
	for _, x := range turn {
		if m.Play(x) != nil {
			return -1 << 20
		}
	}
	return -p.margin()
}

// turns calls f with each whole turn of the side to move played on the
// match (f's slice is only valid during the call).
func (p *prover) turns(f func(turn []string)) {
	start := len(p.line)
	var walk func()
	walk = func() {
		for _, a := range p.m.Legal() {
			p.play(a)
			if p.m.Outcome().Over || p.m.EndsTurn(p.m.Len()-1) {
				f(p.line[start:])
			} else {
				walk()
			}
			p.undo()
		}
	}
	walk()
}
