package session

import (
	"fmt"

	"diamond/app/games"
	"diamond/rules/game"
)

// Board is what the board shows: the viewed position and the marks that
// help the person to play it. The board draws it and reports clicks; it
// decides nothing, and knows no game.
type Board struct {
	game.Board           // the pieces, the game's marks and the app's, a winning pattern
	Game       game.Spec // the game shown
	Geometry   *game.Geometry
	Arrows     [][2]int // hinted moves from a site to a site
	Tags       []string // a short tag on each site's piece, or nil (games.Tagger)
	Active     bool     // a click may act now
	Ply        int      // the viewed ply, for tests and keys
	Label      string   // the board's name for screen readers: "Diamond board, White to move"
	Mover      string   // the side to move in the position shown, in lower case: "black"
	// Motion is what the move shown did, when it was just played or shown
	// one move forward, for the board to animate; nil otherwise (a jump,
	// a take-back, a game opened).
	Motion *games.Motion
}

// Has reports whether site q carries mark m.
func (b Board) Has(q int, m game.Mark) bool { return b.Marks[q]&m != 0 }

// Marked returns the sites that carry mark m, in order.
func (b Board) Marked(m game.Mark) []int {
	var sites []int
	for q, mk := range b.Marks {
		if mk&m != 0 {
			sites = append(sites, q)
		}
	}
	return sites
}

// Board returns the board as it should be drawn now.
func (s *Session) Board() Board {
	b := Board{Board: s.game.Board(s.view), Game: s.adapter, Geometry: s.adapter.Geometry(), Ply: s.view}
	if t, ok := s.adapter.(games.Tagger); ok {
		b.Tags = t.Tags(b.Board)
	}
	if h, ok := s.Hint(); ok {
		b.Arrows = s.adapter.HintMarks(s.game, h.Move, &b.Board)
	}
	b.Label = s.boardLabel()
	b.Mover = s.sideName(s.game.ToMove(s.view))
	if s.view > 0 && s.view == s.shown+1 {
		mo := games.MotionOf(s.game, s.view-1)
		b.Motion = &mo
	}
	b.Active = s.mayAct()
	if b.Active {
		s.adapter.Guide(s.game, s.partial, &b.Board)
	}
	return b
}

// guideMarks are the marks Guide adds for the move being entered.
const guideMarks = game.Selected | game.Target | game.Option | game.Doomed | game.Own | game.Lands

// Deactivate makes b a board no click acts on, without the marks that
// invite one (a view-only embed's board).
func (b *Board) Deactivate() {
	b.Active = false
	for q := range b.Marks {
		b.Marks[q] &^= guideMarks
	}
}

// Status is the game's state in words and numbers, for the panel beside
// the board.
type Status struct {
	ToMove  game.Side
	Side    [2]string     // the sides' names in lower case: "black", "white"
	Phase   string        // a word on the position beside the side to move, or ""
	Sides   [2]games.Side // a line on each side
	Players [2]string     // who plays each side now
	Over    bool
	Result  string // how the game ended, in words, once over
	Live    bool   // the board shows the current position
	Swap    bool   // the person to act may play the pie rule's swap
	Pass    bool   // the person to act may pass
	Showing bool   // the last turn is shown step by step (ShowTurn)
}

// Status describes the viewed position.
func (s *Session) Status() Status {
	st := Status{ToMove: s.game.ToMove(s.view), Live: s.live(), Over: s.Over(), Showing: s.ShowingTurn()}
	st.Swap, st.Pass = s.canPlay(s.adapter.Swap().Move), s.canPlay(s.adapter.Pass().Move)
	st.Phase, st.Sides = s.adapter.Status(s.game, s.view)
	for _, c := range []game.Side{game.First, game.Second} {
		st.Side[c] = s.sideName(c)
		st.Players[c] = s.Player(c)
	}
	if st.Over {
		st.Result = s.resultText()
	}
	return st
}

// resultText says how the game ended, naming the players.
func (s *Session) resultText() string {
	o := s.game.Outcome()
	switch {
	case o.Draw && o.Reason == game.Agreement && s.opt.Mode == Computer:
		return "Draw: the computer accepted your offer."
	case o.Draw && o.Reason == game.Agreement:
		return "Draw: agreed by the players."
	case o.Draw:
		return "Draw: " + s.adapter.Ending(s.game) + "."
	}
	who := fmt.Sprintf("%s (%s) wins", s.Player(o.Winner), s.sideName(o.Winner))
	switch {
	case s.opt.Mode != Hotseat && o.Winner == s.HumanColor():
		who = "You win"
	case s.opt.Mode == Computer:
		who = "The computer wins"
	case s.opt.Mode == Friend:
		who = s.opponentFirst() + " wins"
	}
	if o.Reason == game.Resignation {
		return who + ": " + s.resigner(o.Winner.Other()) + " resigned."
	}
	if e := s.adapter.Ending(s.game); e != "" {
		return who + ": " + e + "."
	}
	return who + "."
}

// resigner names the side c that resigned, in the middle of a sentence,
// from the person's side of the board: "you", "the computer", the
// friend's name, or for two on this device "Player 2 (White)".
func (s *Session) resigner(c game.Side) string {
	switch {
	case s.opt.Mode == Hotseat:
		return fmt.Sprintf("%s (%s)", s.Player(c), s.sideName(c))
	case c == s.HumanColor():
		return "you"
	case s.opt.Mode == Computer:
		return "the computer"
	}
	return s.opponentFirst()
}

// Moves returns the moves played, in the game's notation.
func (s *Session) Moves() []string { return s.game.Moves() }

// TurnEnds tells, for each move played, whether it ended its player's
// turn: a Diamonds & Pivots turn is a drop and its chain of steps.
func (s *Session) TurnEnds() []bool {
	ends := make([]bool, s.game.Len())
	for i := range ends {
		ends[i] = s.game.EndsTurn(i)
	}
	return ends
}

// opponentFirst names the friend to start a sentence: names stay as
// their players wrote them.
func (s *Session) opponentFirst() string {
	if s.opt.FriendName == "" {
		return "Your friend"
	}
	return s.opt.FriendName
}
