package puzzles

import (
	"errors"
	"strings"
	"sync/atomic"

	"diamond/app/session"
	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/protocol"
	"diamond/rules/puzzle"
)

// State is where a puzzle on the page stands.
type State int

// The states.
const (
	Playing State = iota // the player's move
	Showing              // moves are being shown one by one (a reply, a refutation, the solution)
	Failed               // a wrong move, refuted: try again, or see the solution
	Solved
	Waiting // the defender's reply is being worked out (the worker): the board takes no move
)

// Solving is one puzzle on the page: the attempt (rules/puzzle), the board
// the player clicks (a session for two, rebuilt from the attempt after
// each move, so that the attempt alone decides), the moves still to show,
// and what to say. The page draws it and calls Step after a pause while
// it is Showing. While it is Waiting, the page sends the worker its
// question (Ask) and hands it the answer (Answer).
type Solving struct {
	Choice
	spec    game.Spec
	att     *puzzle.Attempt
	start   int        // the puzzle's position's ply
	shown   game.Match // what the board shows once every move is shown
	s       *session.Session
	state   State
	after   State // the state once the moves are shown
	say     string
	helped  bool // a hint or the solution was shown: not solved alone
	decided bool // the first attempt's result is known
	solved  bool // and it was solved, alone
	token   int  // the question waiting, while Waiting
	sent    bool // Ask has handed it to the page
}

// tokens number the questions of every puzzle, so that an answer to a
// question of a puzzle no longer shown matches none.
var tokens atomic.Int64

// Start begins puzzle c.
func Start(c Choice) (*Solving, error) {
	spec, err := games.ByID(c.Game)
	if err != nil {
		return nil, err
	}
	att, err := c.Puzzle.Begin(spec)
	if err != nil {
		return nil, err
	}
	z := &Solving{Choice: c, spec: spec, att: att, start: att.Match().Len()}
	z.say = "Your move: find the only one that reaches the goal."
	z.show(att.Match().Clone(), 0, Playing)
	return z, nil
}

// Goal is the puzzle's goal in words: "White to play wins in 2 moves".
func (z *Solving) Goal() string { return z.Puzzle.Goal.Text(z.Puzzle.ToMove) }

// Player is the side the player plays: the side to move in the puzzle.
func (z *Solving) Player() game.Side { return z.att.Player() }

// Session is the board to draw and click.
func (z *Solving) Session() *session.Session { return z.s }

// State is where the puzzle stands.
func (z *Solving) State() State { return z.state }

// Words say what just happened and what to do.
func (z *Solving) Words() string { return z.say }

// Decided tells whether the first attempt's result is known, and whether
// it was a success: the page records it once (Progress.Record).
func (z *Solving) Decided() (decided, solved bool) { return z.decided, z.solved }

// Helped tells whether a hint or the solution was shown.
func (z *Solving) Helped() bool { return z.helped }

// show makes the board show m, of which the last n moves are still to
// show one by one (Step), and then be in state then.
func (z *Solving) show(m game.Match, n int, then State) {
	z.shown = m
	s, err := session.Resume(session.Options{Mode: session.Hotseat}, m.Clone(), nil, m.Len()-n)
	if err != nil { // m comes from the attempt: it always resumes
		panic(err)
	}
	z.s, z.after = s, then
	z.state = then
	if n > 0 {
		z.state = Showing
	}
}

// Step shows the next move waiting; it returns false when none waits.
func (z *Solving) Step() bool {
	if z.state != Showing {
		return false
	}
	z.s.GoTo(z.s.View() + 1) // one move on: the board animates it
	if z.s.View() == z.shown.Len() {
		z.state = z.after
	}
	return true
}

// Click passes a click on the board to the session; a move made by it is
// judged. It reports whether a move was played.
func (z *Solving) Click(site int) bool {
	if z.state != Playing {
		return false
	}
	n := z.s.Match().Len()
	z.s.Click(site)
	if z.s.Match().Len() != n+1 {
		return false // a piece chosen, or a note on why not
	}
	z.judge(z.s.Match().Moves()[n])
	return true
}

// Play plays move as a click would (the page's tests and keyboard).
func (z *Solving) Play(move string) error {
	if z.state != Playing {
		return errors.New("it is not your move")
	}
	if !legal(z.s.Match(), move) {
		return errors.New(move + " is not legal here")
	}
	z.judge(move)
	return nil
}

func legal(m game.Match, move string) bool {
	for _, l := range m.Legal() {
		if l == move {
			return true
		}
	}
	return false
}

// judge passes the player's move to the attempt and shows its answer.
func (z *Solving) judge(move string) {
	z.verdict(z.att.Try(move))
}

// verdict shows the attempt's verdict on the player's move, or on the
// answer to its question.
func (z *Solving) verdict(v puzzle.Verdict, reply []string, err error) {
	if err != nil {
		z.say = "That move could not be judged: " + err.Error() + "."
		z.show(z.att.Match().Clone(), 0, Playing)
		return
	}
	m := z.att.Match().Clone()
	switch v {
	case puzzle.Going:
		z.say = "Right so far: go on."
		z.show(m, 0, Playing)
	case puzzle.Right:
		z.say = "Right. " + z.defender() + " replies " + strings.Join(reply, ", ") + ". Your move."
		z.show(m, len(reply), Playing)
	case puzzle.Solved:
		z.say = "Solved!"
		if z.helped {
			z.say = "Solved, with help."
		}
		z.decide(!z.helped)
		z.show(m, len(reply), Solved)
	case puzzle.Asking:
		z.wait(m, "Working out the reply…")
	case puzzle.Wrong:
		z.decide(false)
		refute, known := z.att.Refutation()
		if !known {
			if _, asking := z.att.Question(); asking {
				z.wait(m, "Not the answer. Working out the reply…")
				return
			}
			// a chain still to finish: the verdict waits for the turn
			z.say = "Go on: finish your turn."
			z.show(m, 0, Playing)
			return
		}
		if len(refute) == 0 { // the wrong turn ended the game
			z.say = "Not the answer."
			z.show(m, 0, Failed)
			return
		}
		for _, r := range refute {
			if m.Play(r) != nil {
				break
			}
		}
		z.say = "Not the answer: " + z.defender() + " replies " + strings.Join(refute, ", ") + ", and " + z.Puzzle.ToMove + " no longer reaches the goal. Try again, or see the solution."
		z.show(m, m.Len()-z.att.Match().Len(), Failed)
	}
}

// wait shows m while the attempt's question is worked out.
func (z *Solving) wait(m game.Match, say string) {
	z.say = say
	z.show(m, 0, Waiting)
	z.token, z.sent = int(tokens.Add(1)), false
}

// Ask is the question for the worker while the puzzle is Waiting, once:
// the page sends it, and hands its answer to Answer.
func (z *Solving) Ask() (protocol.PuzzleQuestion, bool) {
	q, ok := z.att.Question()
	if z.state != Waiting || !ok || z.sent {
		return protocol.PuzzleQuestion{}, false
	}
	z.sent = true
	return protocol.PuzzleQuestion{
		ID: z.token, Game: q.Game, Record: q.Compact, Side: int(q.Attacker), Judge: q.Ask == puzzle.AskJudge,
		Turns: q.Goal.Turns, Count: q.Goal.Kind == puzzle.Count, Margin: q.Goal.Margin,
	}, true
}

// Asked is the token of the question waiting for its answer, 0 if none:
// a question sent whose token this no longer is can be canceled.
func (z *Solving) Asked() int {
	if z.state != Waiting {
		return 0
	}
	return z.token
}

// Answer takes the worker's answer to the question waiting and shows what
// follows. It reports whether the answer was the one awaited: an answer
// to an earlier question, or another puzzle's, changes nothing.
func (z *Solving) Answer(a protocol.PuzzleAnswer) bool {
	if z.state != Waiting || a.ID != z.token {
		return false
	}
	err := errors.New(a.Err)
	if a.Err == "" {
		var v puzzle.Verdict
		var reply []string
		if v, reply, err = z.att.Answer(puzzle.Answer{Forced: a.Forced, Reply: a.Reply}); err == nil {
			z.verdict(v, reply, nil)
			return true
		}
	}
	// Without an answer the turn cannot be judged: it is taken back.
	z.att.Retry()
	z.say = "The reply could not be worked out (" + err.Error() + "): your move was taken back."
	z.show(z.att.Match().Clone(), 0, Playing)
	return true
}

// defender is the defending side's name.
func (z *Solving) defender() string {
	return z.spec.SideNames()[z.att.Player().Other()]
}

func (z *Solving) decide(solved bool) {
	if !z.decided {
		z.decided, z.solved = true, solved
	}
}

// Retry takes the wrong move back, to try again.
func (z *Solving) Retry() {
	if z.state != Failed {
		return
	}
	z.att.Retry()
	z.say = "Try again: " + z.Goal() + "."
	z.show(z.att.Match().Clone(), 0, Playing)
}

// flat is the solution's actions, in order.
func (z *Solving) flat() []string {
	var out []string
	for _, turn := range z.Puzzle.Line {
		out = append(out, turn...)
	}
	return out
}

// onLine is how many of the solution's actions have been played, if what
// was played is the solution so far.
func (z *Solving) onLine() (int, bool) {
	played := z.att.Match().Moves()[z.start:]
	flat := z.flat()
	if len(played) > len(flat) {
		return 0, false
	}
	for i, mv := range played {
		if flat[i] != mv {
			return 0, false
		}
	}
	return len(played), true
}

// CanHint tells whether a hint can be shown: the player's move, on the
// solution's line.
func (z *Solving) CanHint() bool {
	_, ok := z.onLine()
	return z.state == Playing && ok
}

// Hint draws the solution's next move on the board; the puzzle then
// counts as not solved alone.
func (z *Solving) Hint() {
	i, ok := z.onLine()
	if !ok || z.state != Playing {
		return
	}
	next := z.flat()[i]
	z.helped = true
	z.decide(false)
	z.s.ShowLine(session.Answer{Action: next, Score: 1, Line: []string{next}})
	z.say = "Hint: " + next + "."
}

// ShowSolution plays the whole solution from the puzzle's position, one
// move at a time.
func (z *Solving) ShowSolution() {
	z.helped = true
	z.decide(false)
	att, err := z.Puzzle.Begin(z.spec)
	if err != nil {
		return
	}
	z.att = att
	m := att.Match().Clone()
	for _, mv := range z.flat() {
		if m.Play(mv) != nil {
			break
		}
	}
	z.say = "The solution: " + z.solutionWords() + "."
	z.show(m, m.Len()-z.start, Solved)
}

// solutionWords is the solution, turn by turn: "e4; Black d5; f5".
func (z *Solving) solutionWords() string {
	var parts []string
	for i, turn := range z.Puzzle.Line {
		w := strings.Join(turn, ", ")
		if i%2 == 1 {
			w = z.defender() + " " + w
		}
		parts = append(parts, w)
	}
	return strings.Join(parts, "; ")
}
