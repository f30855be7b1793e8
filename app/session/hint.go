package session

import (
	"fmt"
	"strings"

	"diamond/rules/game"
)

// HintLevel is the least level a hint searches at: strong, and quick (well
// under a tenth of a second in a browser). A game against a stronger level
// gets hints at that level.
const HintLevel = 4

// hintLine is how many moves of the expected line a hint shows.
const hintLine = 4

// Hint is the computer's advice for the side to move in the current
// position.
type Hint struct {
	Move    string   // in the game's notation, as written in records
	Line    []string // the first moves of the expected line, Move first
	Score   float64  // the side to move's expected result, 0 to 1
	Verdict string   // Score in words, e.g. "Black is winning"
}

// Text is the hint in one line, e.g. "Hint: e4. Expected line: e4 d5 e3
// d3. Black is slightly better."
func (h Hint) Text() string {
	return fmt.Sprintf("Hint: %s. Expected line: %s. %s.", h.Move, strings.Join(h.Line, " "), h.Verdict)
}

// CanHint reports whether a hint may be asked for now: on a person's turn
// in the current position of a game that goes on, with no other question
// to the computer outstanding.
func (s *Session) CanHint() bool {
	return s.mayAct() && s.request == nil && len(s.adapter.Levels()) > 0 && s.opt.Mode != Friend
}

// ToggleHint asks the computer for a hint (the UI sends ComputerRequest
// and passes the answer to Reply), or hides the hint shown. When no hint
// may be asked for, Note says why.
func (s *Session) ToggleHint() {
	s.note = ""
	if s.hint != nil {
		s.hint = nil
		return
	}
	switch {
	case s.opt.Mode == Friend:
		s.note = "No hints in a game with a friend: the game is yours to play."
	case len(s.adapter.Levels()) == 0:
		s.note = fmt.Sprintf("There is no computer player for %s yet, so no hints.", s.adapter.Name())
	case s.Over():
		s.note = "The game is over."
	case !s.live():
		s.note = "You are looking at an earlier move: press End to return to the game."
	case !s.HumanToMove():
		s.note = s.notYourTurn()
	case s.request != nil:
		s.note = "The computer is busy: ask again in a moment."
	default:
		s.newRequest(Request{Level: max(HintLevel, s.opt.Level), Hint: true})
	}
}

// Hint returns the hint for the position shown, if there is one.
func (s *Session) Hint() (Hint, bool) {
	if s.hint == nil || !s.live() {
		return Hint{}, false
	}
	return *s.hint, true
}

// ShowLine draws a line on the board as a hint is drawn, a.Action its
// first move: the analysis board's best line. It changes nothing if the
// move is not legal.
func (s *Session) ShowLine(a Answer) error {
	s.hint = nil
	return s.takeHint(a)
}

// HintPending reports whether a hint was asked for and has not come.
func (s *Session) HintPending() bool { return s.request != nil && s.request.Hint }

// dropHint forgets the hint shown and any hint asked for: the position or
// the view changed.
func (s *Session) dropHint() {
	s.hint = nil
	if s.HintPending() {
		s.cancelThinking()
	}
}

// takeHint keeps the computer's answer to a hint request.
func (s *Session) takeHint(ans Answer) error {
	if err := s.game.Play(ans.Action); err != nil { // refused, it changes nothing
		s.note = "The computer's hint was not legal."
		return fmt.Errorf("the computer hinted %q: %v", ans.Action, err)
	}
	move := s.game.Moves()[s.game.Len()-1] // as written in records
	s.game.Undo()
	h := Hint{Move: move, Score: ans.Score, Verdict: Verdict(s.adapter, s.toMove(), ans.Score)}
	h.Line = append(h.Line, h.Move)
	if len(ans.Line) > 0 && ans.Line[0] == ans.Action {
		h.Line = append(h.Line, ans.Line[1:min(len(ans.Line), hintLine)]...)
	}
	s.hint = &h
	return nil
}

// Verdict puts an evaluation in words, e.g. "Black is winning": score is
// side's expected result, from 0 (a certain loss) to 1 (a certain win), as
// the search reports it; 1 and 0 are proven.
func Verdict(g game.Spec, side game.Side, score float64) string {
	leader, lead := side, score-0.5
	if lead < 0 {
		leader, lead = side.Other(), -lead
	}
	who := g.SideNames()[leader]
	switch {
	case lead >= 0.5:
		return who + " can force a win"
	case lead >= 0.35:
		return who + " is winning"
	case lead >= 0.15:
		return who + " is better"
	case lead >= 0.05:
		return who + " is slightly better"
	}
	return "About even"
}
