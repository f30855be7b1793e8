// Package session is the app's model: one game as a person plays it on
// this device, against a second person or the computer. It turns clicks on
// the board's sites into moves (through the game's adapter, app/games) or
// a short reason why not, keeps the taken-back moves for redo, the
// position being viewed, who plays which side after a swap, and what the
// computer is asked. It works on the game contract (rules/game), so it is
// the same for every game; it draws nothing: the UI renders what it
// reports.
package session

import (
	"fmt"

	"diamond/app/games"
	"diamond/rules/game"
)

// Mode tells who plays.
type Mode uint8

// The modes.
const (
	Hotseat  Mode = iota // two people on this device
	Computer             // a person against the computer
	// Friend: a person against a friend on another device, by links
	// (app/friend): the person plays one side, the friend's moves come in
	// links, and a turn once sent is final (SetFinal).
	Friend
)

// Options are the choices of the new-game dialog.
type Options struct {
	Mode Mode
	// Human is the side the person takes at the start against the
	// computer; a swap exchanges it.
	Human game.Side
	Level int
	// FriendName is the friend's name against a friend, "" if unknown.
	FriendName string
}

// Session is a game in play.
type Session struct {
	opt     Options
	adapter games.Game
	game    game.Match
	redo    []string // taken back, the next to replay last
	view    int      // the ply shown on the board
	shown   int      // the ply shown before view last changed: one less means a move to animate
	showing bool     // the last turn is shown step by step (ShowTurn)
	partial string   // the choices made so far this turn (the game's adapter reads it)
	note    string   // a short answer to the last input
	news    string   // the last note that told what the computer did

	drawOffer game.Side // the side offering a draw in hotseat play
	offering  bool
	// token identifies the position the computer was asked about; a
	// reply with another token is stale.
	token   int
	request *Request // the question outstanding, or nil
	sent    bool     // request was handed to the UI
	hint    *Hint    // the hint shown for the current position, or nil
	// final is, against a friend, how much of the game the friend has
	// (SetFinal): nothing of it can be taken back.
	final struct {
		known, over bool
		plies       int
	}
}

// New starts a game of g from its first standard start.
func New(g games.Game, opt Options) *Session { return NewFrom(g, 0, opt) }

// NewFrom starts a game of g from its standard start number start (the
// first if there is no such start).
func NewFrom(g games.Game, start int, opt Options) *Session {
	m, err := g.New(start)
	if err != nil {
		m, _ = g.New(0)
	}
	return &Session{opt: opt, adapter: g, game: m}
}

// Resume continues a game, with its taken-back moves (the next to replay
// first) and the ply to show. It fails if the redo moves do not continue
// the game or the ply is outside it.
func Resume(opt Options, m game.Match, redo []string, view int) (*Session, error) {
	if view < 0 || view > m.Len() {
		return nil, fmt.Errorf("move %d is outside the game's %d moves", view, m.Len())
	}
	s := &Session{opt: opt, adapter: games.Of(m.Spec()), game: m, view: view, shown: view}
	for i := len(redo) - 1; i >= 0; i-- {
		s.redo = append(s.redo, redo[i])
	}
	if _, err := s.line(); err != nil {
		return nil, err
	}
	return s, nil
}

// line returns the compact form of the game with the taken-back moves
// replayed, as far as they play (none after a resignation), and why the
// first that does not play does not. They are played on the game and
// taken back: a refused move leaves a game as it was (rules/game), so no
// copy is needed.
func (s *Session) line() (string, error) {
	var err error
	played := 0
	for _, mv := range s.RedoMoves() {
		if e := s.game.Play(mv); e != nil {
			err = fmt.Errorf("taken-back move %d (%s): %v", played+1, mv, e)
			break
		}
		played++
	}
	compact := s.game.Compact()
	for range played {
		s.game.Undo()
	}
	return compact, err
}

// Line returns the compact form of the game with its taken-back moves:
// Compact is a prefix of it (rules/game), and the rest stores them.
func (s *Session) Line() string {
	compact, _ := s.line()
	return compact
}

// Options returns the game's options.
func (s *Session) Options() Options { return s.opt }

// Game returns the game's adapter.
func (s *Session) Game() games.Game { return s.adapter }

// Match returns the game played. Callers must not change it.
func (s *Session) Match() game.Match { return s.game }

// Blank reports whether the game holds nothing worth keeping: no move
// played from a standard start. A position set up by hand is kept.
func (s *Session) Blank() bool { return s.game.Len() == 0 && s.game.Start() >= 0 }

// View returns the ply shown on the board.
func (s *Session) View() int { return s.view }

// RedoMoves returns the taken-back moves, the next to replay first.
func (s *Session) RedoMoves() []string {
	r := make([]string, len(s.redo))
	for i, mv := range s.redo {
		r[len(r)-1-i] = mv
	}
	return r
}

// Note returns the answer to the last input, such as why a click did
// nothing, or "".
func (s *Session) Note() string { return s.note }

// Over reports whether the game has ended.
func (s *Session) Over() bool { return s.game.Outcome().Over }

// live reports whether the board shows the current position.
func (s *Session) live() bool { return s.view == s.game.Len() }

// mayAct reports whether a person may play now: on the board shown, the
// current position of a game that goes on, on a person's turn.
func (s *Session) mayAct() bool { return s.live() && !s.Over() && s.HumanToMove() }

// toMove is the side to move in the current position.
func (s *Session) toMove() game.Side { return s.game.ToMove(s.game.Len()) }

// sideName names a side in lower case: "black".
func (s *Session) sideName(side game.Side) string {
	return lower(s.adapter.SideNames()[side])
}

// HumanSeat is the seat of the person against the computer or a friend:
// the one that held Options.Human at the start.
func (s *Session) HumanSeat() game.Seat {
	if s.game.SideOf(0, 0) == s.opt.Human {
		return 0
	}
	return 1
}

// HumanColor returns the side the person plays now against the computer:
// the side chosen at the start, exchanged by a swap.
func (s *Session) HumanColor() game.Side { return s.game.SideOf(s.HumanSeat(), s.game.Len()) }

// Player names whoever plays side c now.
func (s *Session) Player(c game.Side) string {
	if s.opt.Mode != Hotseat {
		switch {
		case c == s.HumanColor():
			return "You"
		case s.opt.Mode == Friend:
			return s.opponentFirst()
		}
		return "Computer"
	}
	if c == s.game.SideOf(0, s.game.Len()) { // Player 1 moved first
		return "Player 1"
	}
	return "Player 2"
}

// Opponent names the person's opponent in a sentence: "the computer",
// the friend's name, or "your friend".
func (s *Session) Opponent() string {
	switch {
	case s.opt.Mode == Computer:
		return "the computer"
	case s.opt.FriendName != "":
		return s.opt.FriendName
	}
	return "your friend"
}

// HumanToMove reports whether a person may act now: always in hotseat
// play, on the person's turn against the computer or a friend.
func (s *Session) HumanToMove() bool {
	return s.opt.Mode == Hotseat || s.toMove() == s.HumanColor()
}

// Click answers a click (or tap, or Enter) on a site: the game's adapter
// turns it into a move, a choice towards one, or a reason why nothing
// happened, said in Note.
func (s *Session) Click(site int) {
	s.TurnAtOnce() // a player who acts has seen enough of the friend's turn
	s.note = ""
	switch {
	case s.Over():
		s.note = "The game is over."
		return
	case !s.live():
		s.note = "You are looking at an earlier move: press End to return to the game."
		return
	case !s.HumanToMove():
		s.note = s.notYourTurn()
		return
	}
	next, move, note := s.adapter.Click(s.game, s.partial, site)
	s.note = note
	if move == "" {
		s.partial = next
		return
	}
	s.try(move)
}

// notYourTurn says whose turn it is when the person may not act.
func (s *Session) notYourTurn() string {
	if s.opt.Mode == Friend {
		return "It is " + s.Opponent() + "'s turn: their move comes in a link."
	}
	return "It is the computer's turn."
}

// try plays move if it is legal, else says why not.
func (s *Session) try(move string) {
	if err := s.play(move); err != nil {
		s.note = sentence(err.Error())
	}
}

// play plays a move by either side, or says why it is not legal, and then
// changes nothing: a refused move leaves the game as it was (rules/game).
func (s *Session) play(move string) error {
	following := s.live()
	if err := s.game.Play(move); err != nil {
		return err
	}
	if n := len(s.redo); n > 0 && s.redo[n-1] == s.game.Moves()[s.game.Len()-1] {
		s.redo = s.redo[:n-1]
	} else {
		s.redo = nil
	}
	if s.Over() {
		s.redo = nil // nothing can follow the end
	}
	if following {
		s.show(s.game.Len())
	}
	s.partial = ""
	s.offering = false
	s.hint = nil
	s.cancelThinking()
	return nil
}

// show shows the position after ply v, remembering the one shown before.
func (s *Session) show(v int) { s.shown, s.view = s.view, v }

// canPlay reports whether the person to act may play move now (a
// button's: the pie rule's swap, a pass). It plays the move and takes it
// back, as a refused move changes nothing: no copy of the game, though
// every render asks.
func (s *Session) canPlay(move string) bool {
	if move == "" || !s.mayAct() || s.game.Play(move) != nil {
		return false
	}
	s.game.Undo()
	return true
}

// Play plays a move chosen by a button (a choice, the swap, a pass), or
// says why not.
func (s *Session) Play(move string, why string) {
	s.TurnAtOnce()
	s.note = ""
	if move == "" || !s.mayAct() || s.play(move) != nil {
		s.note = why
	}
}

// Swap plays the pie rule's swap, or says why not.
func (s *Session) Swap() {
	b := s.adapter.Swap()
	s.Play(b.Move, b.Refused)
}

// Pass passes, or says why not.
func (s *Session) Pass() {
	b := s.adapter.Pass()
	s.Play(b.Move, b.Refused)
}

// Choices are the buttons that would finish the move being entered (a
// promotion's piece), if any.
func (s *Session) Choices() []games.Choice {
	if !s.mayAct() || s.partial == "" {
		return nil
	}
	return s.adapter.Choices(s.game, s.partial)
}

// Explain says what the move being entered needs next and what it will
// do, where the board alone does not say it (a Pivots chain), on a
// person's turn; "" otherwise.
func (s *Session) Explain() string {
	if !s.mayAct() {
		return ""
	}
	return s.adapter.Explain(s.game, s.partial)
}

// OptionKey says what the board's option rings mean where the game has
// a word for them (games.Keyed), on a person's turn, when it draws them.
func (s *Session) OptionKey() string {
	k, ok := s.adapter.(games.Keyed)
	if !ok || !s.mayAct() {
		return ""
	}
	return k.OptionKey(s.game)
}

// Deselect drops the choices made towards a move.
func (s *Session) Deselect() { s.partial, s.note = "", "" }

// GoTo shows the position after ply moves, clamped to the game.
func (s *Session) GoTo(ply int) {
	s.showing = false
	if v := max(0, min(ply, s.game.Len())); v != s.view {
		s.show(v)
		s.dropHint()
	}
	s.partial, s.note = "", ""
}

// SetFinal tells a game with a friend the game as the friend has it, m,
// which it continues: nothing of m can be taken back, and all the person
// did since can, until it is sent (app/desk).
func (s *Session) SetFinal(m game.Match) {
	s.final.known, s.final.over, s.final.plies = true, m.Outcome().Over, m.Len()
}

// CanUndo reports whether Undo would take anything back.
func (s *Session) CanUndo() bool {
	if s.opt.Mode == Friend {
		n := s.game.Len()
		if s.final.known {
			// What the person did since the friend's game: their moves,
			// or their resignation or acceptance of a draw.
			return !s.final.over && (n > s.final.plies || n == s.final.plies && s.game.Outcome().Declared)
		}
		// Only the moves of a turn not yet finished: a finished turn is
		// the one the friend receives.
		return n > 0 && !s.Over() && !s.game.EndsTurn(n-1) && s.game.ToMove(n-1) == s.HumanColor()
	}
	if s.game.Outcome().Declared {
		return true
	}
	if s.opt.Mode == Computer {
		// Something the person played must come back: a move made on
		// the person's turn.
		for ply := s.game.Len() - 1; ply >= 0; ply-- {
			if s.game.ToMove(ply) == s.game.SideOf(s.HumanSeat(), ply) {
				return true
			}
		}
		return false
	}
	return s.game.Len() > 0
}

// Undo takes back the last move (or the resignation or agreed draw that
// ended the game); against the computer, back to the start of the
// person's last turn.
func (s *Session) Undo() {
	s.note = ""
	if !s.CanUndo() {
		return
	}
	s.cancelThinking()
	s.hint = nil
	s.undoOne()
	for s.opt.Mode == Computer && s.game.Len() > 0 && (!s.HumanToMove() || !s.game.EndsTurn(s.game.Len()-1)) {
		s.undoOne()
	}
	s.show(s.game.Len())
	s.partial = ""
	s.offering = false
}

func (s *Session) undoOne() {
	declared := s.game.Outcome().Declared
	n := s.game.Len()
	var last string
	if n > 0 {
		last = s.game.Moves()[n-1]
	}
	s.game.Undo()
	if !declared {
		s.redo = append(s.redo, last)
	}
}

// CanRedo reports whether there is a taken-back move to replay (against
// a friend, on the person's own turn).
func (s *Session) CanRedo() bool {
	return len(s.redo) > 0 && !s.Over() && (s.opt.Mode != Friend || s.HumanToMove())
}

// Redo replays the last taken-back move; against the computer, up to the
// person's next turn.
func (s *Session) Redo() {
	s.note = ""
	if !s.CanRedo() {
		return
	}
	start := s.view
	s.view = s.game.Len()
	s.replay()
	for s.opt.Mode == Computer && s.CanRedo() && (!s.HumanToMove() || !s.game.EndsTurn(s.game.Len()-1)) {
		s.replay()
	}
	s.shown = start // several moves, or a jump from an earlier one, do not animate
}

// replay plays the next taken-back move, which continues the game:
// Resume checked the line, and play keeps only a line that goes on.
func (s *Session) replay() {
	if err := s.play(s.redo[len(s.redo)-1]); err != nil {
		panic(fmt.Sprintf("session: a taken-back move no longer plays: %v", err))
	}
}

// Resign ends the game: the side to move resigns in hotseat play, the
// person against the computer or a friend.
func (s *Session) Resign() {
	s.note = ""
	c := s.toMove()
	if s.opt.Mode != Hotseat {
		c = s.HumanColor()
	}
	if err := s.game.Resign(c); err != nil {
		s.note = sentence(err.Error())
		return
	}
	s.cancelThinking()
	s.hint = nil
	s.show(s.game.Len())
	s.partial = ""
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
	s.drawOffer = s.toMove()
	if s.opt.Mode == Computer {
		s.ask(true)
	}
}

// DrawOffer reports a hotseat draw offer waiting for an answer, and who
// made it.
func (s *Session) DrawOffer() (game.Side, bool) {
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

// sentence capitalises an error message and ends it with a full stop; a
// point's name stays as the board writes it ("d4 is not empty.").
func sentence(msg string) string {
	if msg == "" {
		return msg
	}
	if startsWithPoint := len(msg) > 1 && msg[1] >= '0' && msg[1] <= '9'; startsWithPoint {
		return msg + "."
	}
	if c := msg[0]; c >= 'a' && c <= 'z' {
		msg = string(c-'a'+'A') + msg[1:]
	}
	return msg + "."
}

// lower puts a name in lower case: "Black" is "black".
func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}
