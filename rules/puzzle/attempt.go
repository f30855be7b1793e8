package puzzle

import (
	"errors"
	"fmt"
	"strings"

	"diamond/rules/game"
	"diamond/rules/puzzle/check"
)

// Verdict is what an attempt says of the player's move.
type Verdict int

// The verdicts.
const (
	Going  Verdict = iota // right so far: the turn goes on (a Pivots chain)
	Right                 // the turn was right; the defender's reply has been played
	Solved                // the goal is reached: the puzzle is solved
	Wrong                 // not the answer; the puzzle is failed
)

// Attempt is one try at a puzzle, the model the puzzle page drives: it
// holds the position, judges each move the player makes, and plays the
// defender's replies. A move is right when it is the line's (the first
// turn is unique by proof) or, on a later turn of a win, when it still
// wins within the turns left (then the reply comes from a small search).
type Attempt struct {
	p      *Puzzle
	m      game.Match
	me     game.Side
	turn   int // the line's turn being played, or answered when off the line
	off    bool
	inTurn []string // the player's actions in the current turn
	done   bool
	failed bool
}

// Begin starts an attempt at p, a puzzle of spec's game.
func (p *Puzzle) Begin(spec game.Spec) (*Attempt, error) {
	m, err := p.Open(spec)
	if err != nil {
		return nil, err
	}
	return &Attempt{p: p, m: m, me: m.ToMove(m.Len())}, nil
}

// Match is the position as played so far, to draw; the page must not play
// on it (Try does).
func (a *Attempt) Match() game.Match { return a.m }

// Player is the side the player plays.
func (a *Attempt) Player() game.Side { return a.me }

// Over reports whether the attempt has ended, and whether it was solved.
func (a *Attempt) Over() (over, solved bool) { return a.done || a.failed, a.done }

// turnsLeft is the attacker's turns left, the one being played included.
func (a *Attempt) turnsLeft() int { return a.p.Goal.Turns - a.turn/2 }

// Try plays the player's move and judges it. reply is the defender's
// turn, already played, after a Right verdict. An illegal move is an
// error and changes nothing.
func (a *Attempt) Try(move string) (v Verdict, reply []string, err error) {
	if a.done || a.failed && a.turnEnded() {
		return 0, nil, errors.New("the puzzle is over")
	}
	if err := a.m.Play(move); err != nil {
		return 0, nil, err
	}
	if a.failed { // the rest of a wrong turn (a chain's steps)
		a.inTurn = append(a.inTurn, move)
		return Wrong, nil, nil
	}
	a.inTurn = append(a.inTurn, move)
	ended := a.turnEnded()
	if !a.off {
		want := a.p.Line[a.turn]
		if len(a.inTurn) <= len(want) && want[len(a.inTurn)-1] == move {
			if !ended {
				return Going, nil, nil
			}
			return a.afterTurn()
		}
		if a.turn == 0 || a.p.Goal.Kind == Count {
			a.failed = true
			return Wrong, nil, nil
		}
		a.off = true // another move on a later turn: judged by a search
	}
	if !ended {
		return Going, nil, nil
	}
	if !check.Forced(a.m, a.goalLeft(1), a.me) {
		a.failed = true
		return Wrong, nil, nil
	}
	return a.afterTurn()
}

// goalLeft is the goal from here, the attacker's turns left less used.
func (a *Attempt) goalLeft(used int) check.Goal {
	g := a.p.Goal.Check()
	g.Turns = a.turnsLeft() - used
	return g
}

// afterTurn ends the player's right turn: solved, or the defender replies.
func (a *Attempt) afterTurn() (Verdict, []string, error) {
	a.inTurn = nil
	if a.reached() {
		a.done = true
		return Solved, nil, nil
	}
	var reply []string
	if !a.off && a.turn+1 < len(a.p.Line) {
		reply = a.p.Line[a.turn+1]
	} else {
		reply = check.Reply(a.m, a.goalLeft(1), a.me)
	}
	for _, r := range reply {
		if err := a.m.Play(r); err != nil {
			return 0, nil, fmt.Errorf("the puzzle's reply %q: %v", r, err)
		}
	}
	a.turn += 2
	if a.reached() { // a count goal is judged after the reply
		a.done = true
		return Solved, reply, nil
	}
	return Right, reply, nil
}

// reached reports whether the goal is met now.
func (a *Attempt) reached() bool {
	o := a.m.Outcome()
	if a.p.Goal.Kind == Win {
		return o.Over && !o.Draw && o.Winner == a.me
	}
	if a.turn < 2*a.p.Goal.Turns && !o.Over {
		return false // the reply comes first
	}
	return check.Margin(a.m, a.me) >= a.p.Goal.Margin
}

// turnEnded reports whether the last move ended its turn.
func (a *Attempt) turnEnded() bool {
	return a.m.Len() == 0 || a.m.Outcome().Over || a.m.EndsTurn(a.m.Len()-1)
}

// Refutation is what the defender answers to the player's wrong turn: the
// stored reply for a wrong first move of a win puzzle, or else the reply
// that resists longest, found by the checker's search (a wrong Pivots turn
// is searched once its chain is complete; nil before). It does not play it.
func (a *Attempt) Refutation() []string {
	if !a.failed || len(a.inTurn) == 0 {
		return nil
	}
	if !a.turnEnded() {
		return nil
	}
	if a.turn == 0 {
		if r, ok := a.p.Refute[strings.Join(a.inTurn, " ")]; ok && r != "" {
			return []string{r}
		}
	}
	return check.Reply(a.m, a.goalLeft(1), a.me)
}

// Retry takes back the player's wrong turn so far, to try again.
func (a *Attempt) Retry() {
	for range a.inTurn {
		a.m.Undo()
	}
	a.inTurn, a.failed = nil, false
}
