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

type prover struct {
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
	p := newProver(m, g)
	p.me = attacker
	if m.Outcome().Over {
		return p.reached()
	}
	if m.ToMove(m.Len()) == attacker {
		return g.Turns >= 1 && p.attack(g.Turns)
	}
	if !g.Count && g.Turns < 1 {
		return false
	}
	return p.defend(g.Turns)
}

// Reply is the defender's turn in m that resists attacker longest: one
// that holds against the goal if any does, else one after which the win
// takes the most turns; for a count goal, the turn that leaves attacker
// the smallest lead. It is what the puzzle page plays after a move that
// the stored line does not answer. m is left as it was.
func Reply(m game.Match, g Goal, attacker game.Side) []string {
	p := newProver(m, g)
	p.me = attacker
	var best []string
	bestScore := 0
	first := true
	p.turns(func(turn []string) {
		score := 0 // higher resists longer
		switch {
		case m.Outcome().Over:
			if !p.reached() {
				score = 1 << 20
			}
			if g.Count {
				score = -p.margin()
			}
		case g.Count:
			score = -p.margin()
		default:
			score = 1 << 20 // holds unless some length below proves it
			for k := 1; k <= g.Turns; k++ {
				if p.attack(k) {
					score = k // lost in k turns: later resists longer
					break
				}
			}
		}
		if first || score > bestScore {
			best, bestScore, first = slices.Clone(turn), score, false
		}
	})
	return best
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
