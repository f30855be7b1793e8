// Package session is the app's model: one game as a person plays it on
// this device, against a second person or the computer. It turns clicks on
// points into actions (or a short reason why not), keeps the taken-back
// actions for redo, the position being viewed, who plays which colour
// after a swap, and what the computer is asked. It asks the rules for
// everything and draws nothing: the UI renders what it reports.
package session

import (
	"fmt"

	"diamond/rules/diamond"
)

// Mode tells who plays.
type Mode uint8

// The modes.
const (
	Hotseat  Mode = iota // two people on this device
	Computer             // a person against the computer
)

// Options are the choices of the new-game dialog.
type Options struct {
	Mode Mode
	// Human is the colour the person takes at the start against the
	// computer; a swap exchanges it.
	Human diamond.Color
	Level int
}

// Session is a game in play.
type Session struct {
	opt      Options
	game     *diamond.Game
	redo     []diamond.Action // taken back, the next to replay last
	view     int              // the ply shown on the board
	selected diamond.Point
	note     string // a short answer to the last input

	drawOffer diamond.Color // the side offering a draw in hotseat play
	offering  bool
	// token identifies the position the computer was asked about; a
	// reply with another token is stale.
	token   int
	request *Request // the question outstanding, or nil
	sent    bool     // request was handed to the UI
	hint    *Hint    // the hint shown for the current position, or nil
}

// New starts a game from the start position.
func New(opt Options) *Session {
	return &Session{opt: opt, game: diamond.NewGame(), selected: diamond.NoPoint}
}

// Resume continues a game, with its taken-back actions (the next to
// replay first) and the ply to show. It fails if the redo actions do not
// continue the game or the ply is outside it.
func Resume(opt Options, g *diamond.Game, redo []diamond.Action, view int) (*Session, error) {
	if view < 0 || view > g.Len() {
		return nil, fmt.Errorf("move %d is outside the game's %d moves", view, g.Len())
	}
	probe := g.Clone()
	for i, a := range redo {
		if err := probe.Play(a); err != nil {
			return nil, fmt.Errorf("taken-back move %d (%v): %v", i+1, a, err)
		}
	}
	s := &Session{opt: opt, game: g, view: view, selected: diamond.NoPoint}
	for i := len(redo) - 1; i >= 0; i-- {
		s.redo = append(s.redo, redo[i])
	}
	return s, nil
}

// Options returns the game's options.
func (s *Session) Options() Options { return s.opt }

// Game returns the game. Callers must not change it.
func (s *Session) Game() *diamond.Game { return s.game }

// Blank reports whether the game holds nothing worth keeping: no action
// played from the standard start. A position set up by hand is kept.
func (s *Session) Blank() bool {
	return s.game.Len() == 0 && s.game.Start() == diamond.StartPosition()
}

// View returns the ply shown on the board.
func (s *Session) View() int { return s.view }

// RedoActions returns the taken-back actions, the next to replay first.
func (s *Session) RedoActions() []diamond.Action {
	r := make([]diamond.Action, len(s.redo))
	for i, a := range s.redo {
		r[len(r)-1-i] = a
	}
	return r
}

// Note returns the answer to the last input, such as why a click did
// nothing, or "".
func (s *Session) Note() string { return s.note }

// Over reports whether the game has ended.
func (s *Session) Over() bool { return s.game.Outcome().Over() }

// live reports whether the board shows the current position.
func (s *Session) live() bool { return s.view == s.game.Len() }

// swapped reports whether the pie rule's swap has been played.
func (s *Session) swapped() bool { return swappedIn(s.game) }

// HumanColor returns the colour the person plays now against the
// computer: the colour chosen at the start, exchanged by a swap.
func (s *Session) HumanColor() diamond.Color {
	if s.swapped() {
		return s.opt.Human.Other()
	}
	return s.opt.Human
}

// Player names whoever plays colour c now.
func (s *Session) Player(c diamond.Color) string {
	if s.opt.Mode == Computer {
		if c == s.HumanColor() {
			return "You"
		}
		return "Computer"
	}
	first := diamond.Black // Player 1 places first
	if s.swapped() {
		first = diamond.White
	}
	if c == first {
		return "Player 1"
	}
	return "Player 2"
}

// HumanToMove reports whether a person may act now: always in hotseat
// play, on the person's turn against the computer.
func (s *Session) HumanToMove() bool {
	return s.opt.Mode == Hotseat || s.game.Position().ToMove() == s.HumanColor()
}

// Click answers a click (or tap, or Enter) on point q: a placement, a
// choice of piece, a step to a highlighted target, or the removal of a
// neutral piece. Anything else leaves the game as it is and says why in
// Note.
func (s *Session) Click(q diamond.Point) {
	s.note = ""
	switch {
	case s.Over():
		s.note = "The game is over."
		return
	case !s.live():
		s.note = "You are looking at an earlier move: press End to return to the game."
		return
	case !s.HumanToMove():
		s.note = "It is the computer's turn."
		return
	}
	pos := s.game.Position()
	me := pos.ToMove()
	if pos.Phase() == diamond.Placement {
		s.try(diamond.PlaceAt(q))
		return
	}
	switch c := pos.At(q); {
	case c == diamond.Contents(me):
		switch {
		case s.selected == q:
			s.selected = diamond.NoPoint
		case pos.Targets(q) == 0:
			s.selected = diamond.NoPoint
			s.note = fmt.Sprintf("The piece on %v cannot move: no empty point next to it.", q)
		default:
			s.selected = q
		}
	case c == diamond.Empty && s.selected != diamond.NoPoint:
		s.try(diamond.StepFrom(s.selected, q))
	case c == diamond.Empty:
		s.note = fmt.Sprintf("Choose one of your %s pieces first, then an empty point next to it.", me)
	case c == diamond.Neutral:
		s.try(diamond.RemoveAt(q))
	default:
		s.selected = diamond.NoPoint
		s.note = fmt.Sprintf("%v holds a %s piece: it is %s's turn.", q, me.Other(), me)
	}
}

// try plays a if it is legal, else says why not.
func (s *Session) try(a diamond.Action) {
	if err := s.game.Check(a); err != nil {
		s.note = sentence(err.Error())
		return
	}
	s.play(a)
}

// play applies a legal action by either side.
func (s *Session) play(a diamond.Action) {
	following := s.live()
	if err := s.game.Play(a); err != nil {
		panic(fmt.Sprintf("session: playing a checked action: %v", err))
	}
	if n := len(s.redo); n > 0 && s.redo[n-1] == a {
		s.redo = s.redo[:n-1]
	} else {
		s.redo = nil
	}
	if s.Over() {
		s.redo = nil // nothing can follow the end
	}
	if following {
		s.view = s.game.Len()
	}
	s.selected = diamond.NoPoint
	s.offering = false
	s.hint = nil
	s.cancelThinking()
}

// Swap plays the pie rule's swap for White.
func (s *Session) Swap() {
	s.note = ""
	if !s.CanSwap() {
		s.note = "Only White's first turn may swap."
		return
	}
	s.play(diamond.SwapAction)
}

// CanSwap reports whether the person to act may swap now.
func (s *Session) CanSwap() bool {
	return s.live() && !s.Over() && s.HumanToMove() && s.game.Position().SwapAvailable()
}

// Deselect drops the chosen piece.
func (s *Session) Deselect() { s.selected, s.note = diamond.NoPoint, "" }

// GoTo shows the position after ply actions, clamped to the game.
func (s *Session) GoTo(ply int) {
	if v := max(0, min(ply, s.game.Len())); v != s.view {
		s.view = v
		s.dropHint()
	}
	s.selected, s.note = diamond.NoPoint, ""
}

// CanUndo reports whether Undo would take anything back.
func (s *Session) CanUndo() bool {
	if s.game.Outcome().Reason == diamond.Resignation || s.game.Outcome().Reason == diamond.Agreement {
		return true
	}
	if s.opt.Mode == Computer {
		// Something the person played must come back.
		g := s.game.Clone()
		for g.Len() > 0 {
			g.Undo()
			if g.Position().ToMove() == s.colorAt(g) {
				return true
			}
		}
		return false
	}
	return s.game.Len() > 0
}

// colorAt is HumanColor for game g (a line of the game).
func (s *Session) colorAt(g *diamond.Game) diamond.Color {
	if swappedIn(g) {
		return s.opt.Human.Other()
	}
	return s.opt.Human
}

// Undo takes back the last action (or the resignation or agreed draw that
// ended the game); against the computer, back to the person's last turn.
func (s *Session) Undo() {
	s.note = ""
	if !s.CanUndo() {
		return
	}
	s.cancelThinking()
	s.hint = nil
	s.undoOne()
	for s.opt.Mode == Computer && !s.HumanToMove() && s.game.Len() > 0 {
		s.undoOne()
	}
	s.view = s.game.Len()
	s.selected = diamond.NoPoint
	s.offering = false
}

func (s *Session) undoOne() {
	o := s.game.Outcome()
	declared := o.Reason == diamond.Resignation || o.Reason == diamond.Agreement
	n := s.game.Len()
	var last diamond.Action
	if n > 0 {
		last = s.game.Actions()[n-1]
	}
	s.game.Undo()
	if !declared {
		s.redo = append(s.redo, last)
	}
}

// CanRedo reports whether there is a taken-back action to replay.
func (s *Session) CanRedo() bool { return len(s.redo) > 0 && !s.Over() }

// Redo replays the last taken-back action; against the computer, up to
// the person's next turn.
func (s *Session) Redo() {
	s.note = ""
	if !s.CanRedo() {
		return
	}
	s.view = s.game.Len()
	s.play(s.redo[len(s.redo)-1])
	for s.opt.Mode == Computer && !s.HumanToMove() && s.CanRedo() {
		s.play(s.redo[len(s.redo)-1])
	}
}

// Resign ends the game: the side to move resigns in hotseat play, the
// person against the computer.
func (s *Session) Resign() {
	s.note = ""
	c := s.game.Position().ToMove()
	if s.opt.Mode == Computer {
		c = s.HumanColor()
	}
	if err := s.game.Resign(c); err != nil {
		s.note = sentence(err.Error())
		return
	}
	s.cancelThinking()
	s.hint = nil
	s.view = s.game.Len()
	s.selected = diamond.NoPoint
	s.offering = false
}

// OfferDraw offers a draw: in hotseat play to the other player, who
// answers with AnswerDraw; against the computer the UI asks the computer
// for its evaluation (DrawRequest) and passes it to DrawReply.
func (s *Session) OfferDraw() {
	s.note = ""
	switch {
	case s.Over():
		s.note = "The game is over."
		return
	case !s.HumanToMove():
		s.note = "Offer a draw on your turn."
		return
	}
	s.offering = true
	s.drawOffer = s.game.Position().ToMove()
	if s.opt.Mode == Computer {
		s.ask(true)
	}
}

// DrawOffer reports a hotseat draw offer waiting for an answer, and who
// made it.
func (s *Session) DrawOffer() (diamond.Color, bool) {
	return s.drawOffer, s.offering && s.opt.Mode == Hotseat
}

// AnswerDraw accepts or declines a hotseat draw offer.
func (s *Session) AnswerDraw(accept bool) {
	if _, ok := s.DrawOffer(); !ok {
		return
	}
	s.offering = false
	if accept {
		if err := s.game.AgreeDraw(); err == nil {
			s.view = s.game.Len()
			s.dropHint()
		}
		return
	}
	s.note = fmt.Sprintf("%s declined the draw.", s.Player(s.drawOffer.Other()))
}

// sentence capitalises an error message and ends it with a full stop.
func sentence(msg string) string {
	if msg == "" {
		return msg
	}
	if c := msg[0]; c >= 'a' && c <= 'z' {
		msg = string(c-'a'+'A') + msg[1:]
	}
	return msg + "."
}
