package puzzle

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"diamond/rules/game"
)

// Verdict is what an attempt says of the player's move.
type Verdict int

// The verdicts.
const (
	Going  Verdict = iota // right so far: the turn goes on (a Pivots chain)
	Right                 // the turn was right; the defender's reply has been played
	Solved                // the goal is reached: the puzzle is solved
	Wrong                 // not the answer; the puzzle is failed
	Asking                // the verdict needs a search: Question says which, Answer takes its answer
)

// Attempt is one try at a puzzle, the model the puzzle page drives: it
// holds the position, judges each move the player makes, and plays the
// defender's replies. A move is right when it is the line's (the first
// turn is unique by proof) or, on a later turn of a win, when it still
// wins within the turns left.
//
// The attempt searches nothing: it runs on the page's thread. What only
// a search can tell (whether a turn off the line still wins, the
// defender's reply to it, the refutation of a wrong turn that none is
// stored for) it asks as a Question, and goes on when its Answer comes
// (the page asks the worker, which answers with rules/puzzle/check).
type Attempt struct {
	p       *Puzzle
	m       game.Match
	me      game.Side
	turn    int // the line's turn being played, or answered when off the line
	off     bool
	offAt   int      // the turn that left the line
	inTurn  []string // the player's actions in the current turn
	done    bool
	failed  bool
	asking  *Question // the question waiting for its answer
	refute  []string  // a wrong turn's refutation, once known
	refuted bool      // the wrong turn's refutation is known (refute may be none: the game is over)
}

// Ask is what a Question asks.
type Ask int

// The questions.
const (
	// AskReply asks the defender's reply that resists longest: the
	// refutation of a wrong turn.
	AskReply Ask = iota + 1
	// AskJudge asks whether the player's turn, off the line, still
	// forces the goal, and the defender's reply that resists longest
	// (which refutes the turn if it does not).
	AskJudge
)

// Question is a search an attempt needs answered.
type Question struct {
	Ask      Ask
	Game     string // the game's ID
	Compact  string // the game after the player's turn, in its compact form
	Attacker game.Side
	// Goal is the goal left: Turns is the attacker's turns after the one
	// just played.
	Goal Goal
}

// Answer is a Question's answer.
type Answer struct {
	Forced bool     // AskJudge: the player's turn still forces the goal
	Reply  []string // the defender's whole turn (none if the game is over)
}

// Begin starts an attempt at p, a puzzle of spec's game, once p is
// checked against the rules (Validate): a page reads its files with
// Decode, which leaves each puzzle's check to the one opened.
func (p *Puzzle) Begin(spec game.Spec) (*Attempt, error) {
	if err := p.Validate(spec); err != nil {
		return nil, err
	}
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

// Question is the search the attempt waits for, if it waits: after an
// Asking verdict, or a Wrong one whose refutation is not stored.
func (a *Attempt) Question() (Question, bool) {
	if a.asking == nil {
		return Question{}, false
	}
	return *a.asking, true
}

// ask makes the attempt wait for the answer to a question about the
// position now.
func (a *Attempt) ask(what Ask) {
	g := a.p.Goal
	g.Turns = a.turnsLeft() - 1
	a.asking = &Question{Ask: what, Game: a.m.Spec().ID(), Compact: a.m.Compact(), Attacker: a.me, Goal: g}
}

// Try plays the player's move and judges it. reply is the defender's
// turn, already played, after a Right verdict. An illegal move is an
// error and changes nothing, as is a move while a question waits.
func (a *Attempt) Try(move string) (v Verdict, reply []string, err error) {
	if a.asking != nil {
		return 0, nil, errors.New("the reply is still being worked out")
	}
	if a.done || a.failed && a.turnEnded() {
		return 0, nil, errors.New("the puzzle is over")
	}
	if err := a.m.Play(move); err != nil {
		return 0, nil, err
	}
	a.inTurn = append(a.inTurn, move)
	if a.failed { // the rest of a wrong turn (a chain's steps)
		a.wrongTurn()
		return Wrong, nil, nil
	}
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
			a.wrongTurn()
			return Wrong, nil, nil
		}
		a.off, a.offAt = true, a.turn // another move on a later turn: judged by a search
	}
	if !ended {
		return Going, nil, nil
	}
	if a.m.Outcome().Over { // judged by the rules alone
		if a.reached() {
			return a.afterTurn()
		}
		a.failed = true
		a.wrongTurn()
		return Wrong, nil, nil
	}
	a.ask(AskJudge)
	return Asking, nil, nil
}

// wrongTurn finds the refutation of the player's wrong turn once the turn
// has ended: the stored reply to a wrong first move of a win puzzle, none
// when the game is over, or else a question.
func (a *Attempt) wrongTurn() {
	if !a.turnEnded() {
		return
	}
	if a.turn == 0 {
		if r, ok := a.p.Refute[strings.Join(a.inTurn, " ")]; ok && r != "" {
			a.refute, a.refuted = []string{r}, true
			return
		}
	}
	if a.m.Outcome().Over {
		a.refute, a.refuted = nil, true
		return
	}
	a.ask(AskReply)
}

// afterTurn ends the player's right turn: solved, or the defender replies
// with the line's reply, or, off the line, the search's (a question).
func (a *Attempt) afterTurn() (Verdict, []string, error) {
	if a.reached() {
		a.inTurn = nil
		a.done = true
		return Solved, nil, nil
	}
	if a.off || a.turn+1 >= len(a.p.Line) {
		a.ask(AskJudge)
		return Asking, nil, nil
	}
	return a.reply(a.p.Line[a.turn+1])
}

// reply plays the defender's reply to the player's right turn.
func (a *Attempt) reply(reply []string) (Verdict, []string, error) {
	for i, r := range reply {
		if err := a.m.Play(r); err != nil {
			for range i {
				a.m.Undo()
			}
			return 0, nil, fmt.Errorf("the puzzle's reply %q: %v", r, err)
		}
	}
	a.inTurn = nil
	a.turn += 2
	if a.reached() { // a count goal is judged after the reply
		a.done = true
		return Solved, reply, nil
	}
	return Right, reply, nil
}

// Answer gives the attempt the answer to its Question, and judges as Try
// would have: Right or Solved (the reply played), or Wrong (Refutation
// holds the reply). An error (no question waits; the reply is not legal)
// changes nothing: the question still waits, if one did.
func (a *Attempt) Answer(ans Answer) (Verdict, []string, error) {
	q := a.asking
	if q == nil {
		return 0, nil, errors.New("no question waits for an answer")
	}
	if err := a.legalTurn(ans.Reply); err != nil {
		return 0, nil, fmt.Errorf("the reply %v: %v", ans.Reply, err)
	}
	a.asking = nil
	if q.Ask == AskJudge && ans.Forced {
		return a.reply(slices.Clone(ans.Reply))
	}
	a.failed = true
	a.refute, a.refuted = slices.Clone(ans.Reply), true
	return Wrong, nil, nil
}

// legalTurn reports whether reply is a legal turn of the defender here
// (none only if the game is over); it leaves the match as it was.
func (a *Attempt) legalTurn(reply []string) error {
	if a.m.Outcome().Over {
		if len(reply) > 0 {
			return errors.New("the game is over")
		}
		return nil
	}
	if len(reply) == 0 {
		return errors.New("no reply")
	}
	start := a.m.Len()
	defer func() {
		for a.m.Len() > start {
			a.m.Undo()
		}
	}()
	for i, r := range reply {
		if a.m.ToMove(a.m.Len()) == a.me {
			return errors.New("not the defender's move")
		}
		if err := a.m.Play(r); err != nil {
			return err
		}
		if end := a.m.Outcome().Over || a.m.EndsTurn(a.m.Len()-1); end != (i == len(reply)-1) {
			return errors.New("not one whole turn")
		}
	}
	return nil
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
	return Margin(a.m, a.me) >= a.p.Goal.Margin
}

// Margin is side's stones on m's board less the other side's: the count
// of a count goal.
func Margin(m game.Match, side game.Side) int {
	legend := m.Spec().Geometry().Legend
	n := 0
	for _, pc := range m.Board(m.Len()).Pieces {
		if pc == 0 || int(pc) >= len(legend) || legend[pc].Name == "" {
			continue
		}
		if legend[pc].Side == side {
			n++
		} else {
			n--
		}
	}
	return n
}

// turnEnded reports whether the last move ended its turn.
func (a *Attempt) turnEnded() bool {
	return a.m.Len() == 0 || a.m.Outcome().Over || a.m.EndsTurn(a.m.Len()-1)
}

// Refutation is what the defender answers to the player's wrong turn, and
// whether it is known: the stored reply to a wrong first move of a win
// puzzle, or else the answer to the attempt's question (the reply that
// resists longest). Not known before the wrong turn has ended (a Pivots
// chain) nor while the question waits; known and empty when the wrong
// turn ended the game. It does not play it.
func (a *Attempt) Refutation() ([]string, bool) {
	if !a.failed || !a.refuted {
		return nil, false
	}
	return a.refute, true
}

// Retry takes back the player's turn so far, a wrong one or one waiting
// for its judgement, to try again; a question waiting is dropped.
func (a *Attempt) Retry() {
	for range a.inTurn {
		a.m.Undo()
	}
	if a.off && a.offAt == a.turn {
		a.off = false
	}
	a.inTurn, a.failed, a.asking, a.refute, a.refuted = nil, false, nil, nil, false
}
