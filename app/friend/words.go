package friend

import (
	"strings"

	"diamond/app/games"
	"diamond/rules/game"
)

// friendName is the friend's name for sentences: "your friend" when
// unknown.
func (g Game) friendName() string {
	if g.Friend == "" {
		return "your friend"
	}
	return g.Friend
}

// Status says where the game stands, for the list of games: "It is your
// turn.", "It is Ann's turn.", or how it ended.
func (g Game) Status(m game.Match) string {
	switch {
	case m.Outcome().Over:
		return g.ending(m)
	case g.MyTurn(m):
		return "It is your turn."
	}
	return "It is " + g.friendName() + "'s turn."
}

// LastTurn is the last turn played, with who played it: "Ann played
// d4", "you played f7 f7/g8>c7", "Ann passed"; "" before the first move.
func (g Game) LastTurn(m game.Match) string {
	if m.Len() == 0 {
		return ""
	}
	who := g.friendName()
	if mover(m, m.Len()-1) == g.Seat {
		who = "you"
	}
	return did(who, m, game.LastTurnStart(m))
}

// did says what who did in m's moves from ply from on: "Ann played d4",
// "Ann passed", "I swapped colours".
func did(who string, m game.Match, from int) string {
	moves := m.Moves()[from:]
	if len(moves) == 1 {
		switch a := games.Of(m.Spec()); moves[0] {
		case a.Pass().Move:
			return who + " passed"
		case a.Swap().Move:
			return who + " swapped colours"
		}
	}
	return who + " played " + strings.Join(moves, " ")
}

// ending says how the game ended, naming the players: "Ann resigned:
// you win.", "You win: white holds the square d3 d4 e3 e4."
func (g Game) ending(m game.Match) string {
	o := m.Outcome()
	how := ""
	if h := games.Of(m.Spec()).Ending(m); h != "" {
		how = ": " + h
	}
	mine := o.Winner == m.SideOf(g.Seat, m.Len())
	switch {
	case o.Draw && o.Reason == game.Agreement:
		return "Drawn by agreement."
	case o.Draw:
		return "Draw" + how + "."
	case o.Reason == game.Resignation && mine:
		return g.friendFirst() + " resigned: you win."
	case o.Reason == game.Resignation:
		return "You resigned: " + g.friendName() + " wins."
	case mine:
		return "You win" + how + "."
	}
	return g.friendFirst() + " wins" + how + "."
}

// friendFirst is the friend's name to start a sentence with: names stay
// as their players wrote them.
func (g Game) friendFirst() string {
	if g.Friend == "" {
		return "Your friend"
	}
	return g.Friend
}

// Sent tells whether the friend has the game as it stands, or will from
// a link that left: nothing of mine waits to be sent.
func (g Game) Sent() bool { return g.Unsent == nil }

// Sending words the send step of game g, m its match, once my part is
// played: what it says (after the result, at the end) and its button:
// "Tell Ann you resigned", "Send your move", "Send again" once sent.
func (g Game) Sending(m game.Match) (text, button string) {
	name := g.friendName()
	end := "Send " + name + " the end of the game."
	switch o := m.Outcome(); {
	case o.Reason == game.Resignation:
		return end, "Tell " + name + " you resigned"
	case o.Reason == game.Agreement:
		return end, "Tell " + name + " you accept"
	case o.Over:
		return end, "Send your move"
	case m.Len() == 0:
		return g.friendFirst() + " moves first: send them the game.", "Send the game"
	case g.Sent() || g.Unsent.Record == g.Record: // at most a draw offer unsent
		return "Your move went to " + name + "; their answer comes in a link.", "Send again"
	}
	return "Your move is ready for " + name + ". Until you send it, you can take it back.", "Send your move"
}
