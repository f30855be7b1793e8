package friend

import (
	"fmt"
	"slices"
	"strings"

	"diamond/rules/game"
)

// LinkKind is what a link is to the player's saved games.
type LinkKind uint8

// The kinds of link.
const (
	// NotFriend: no friend link (no c=): an ordinary shared game, or no
	// game at all, which the caller reads as before (share.Parse).
	NotFriend LinkKind = iota
	// Damaged: a friend link cut off or changed on its way.
	Damaged
	// NewGame: a game not saved here: Result.Game is to be added.
	NewGame
	// Applied: the friend's turn, resignation or acceptance of my draw
	// offer continues my copy: Result.Game replaces it.
	Applied
	// Same: my copy holds the link's game already.
	Same
	// Older: a link from earlier in the chat; my copy has gone on since.
	Older
	// Own: a link I sent.
	Own
	// Changed: the link rewrites the game's history, or plays for me:
	// refused. Result.Line, the link's game, can be opened on its own.
	Changed
)

var kindNames = [...]string{"not a friend link", "damaged", "new game", "applied", "same", "older", "own link", "changed history"}

func (k LinkKind) String() string { return kindNames[k] }

// Result is what a link is, and what it does to the saved games.
type Result struct {
	Kind LinkKind
	// Text says it in plain words for the player: "Ann played d4. It is
	// your turn."
	Text string
	// Game is the game to save (NewGame, Applied) or the saved copy the
	// link concerns, unchanged.
	Game Game
	// Index is the saved copy's index among the saved games, or -1.
	Index int
	// Line is the link's game, once read.
	Line game.Match
	// Ply is, for Changed, the first move (from 0) that the link changes.
	Ply int
}

// Open reads a link's fragment against the saved games. It changes
// nothing itself: Update applies the result.
func (p *Post) Open(fragment string, saved []Game) Result {
	l, err := readLink(fragment)
	switch {
	case err != nil:
		return Result{Kind: Damaged, Index: -1, Text: "This link cannot be read: " + err.Error() + "."}
	case l == nil:
		return Result{Kind: NotFriend, Index: -1}
	}
	r := Result{Index: -1, Line: l.match}
	if i := slices.IndexFunc(saved, func(g Game) bool { return g.ID == l.id }); i >= 0 {
		r.Index, r.Game = i, saved[i]
		return p.against(r, l)
	}
	m := l.match
	r.Kind = NewGame
	r.Game = Game{ID: l.id, Kind: m.Spec().ID(), Seat: l.seat, Me: l.to, Friend: l.from, Record: m.Compact(), Changed: p.now()}
	if l.offer && !m.Outcome().Over {
		r.Game.Offer = OfferedByFriend
	}
	r.Text = fmt.Sprintf("A new game of %s with %s. %s", m.Spec().Name(), r.Game.friendName(), r.Game.news(m, game.LastTurnStart(m)))
	return r
}

// Update returns the saved games with the result's change: a new game
// first, an applied one in its place; the same games otherwise.
func (r Result) Update(saved []Game) []Game {
	switch r.Kind {
	case NewGame:
		return append([]Game{r.Game}, saved...)
	case Applied:
		saved = slices.Clone(saved)
		saved[r.Index] = r.Game
	}
	return saved
}

// against compares the link with my saved copy, r.Game.
func (p *Post) against(r Result, l *link) Result {
	mine, line := r.Game, l.match
	friend := mine.friendName()
	if line.Spec().ID() != mine.Kind {
		return r.changed(0, fmt.Sprintf("it is a game of %s, and your game with the same code is not", line.Spec().Name()))
	}
	m, err := mine.Match()
	if err != nil {
		return r.changed(0, "your copy of the game cannot be read ("+err.Error()+")")
	}
	n, sameStart := commonPlies(m, line)
	own := l.seat != mine.Seat // addressed to the friend: sent by me
	// The link's game is mine, or mine before some of its moves.
	prefix := line.Compact() == m.Compact() || line.Len() <= m.Len() && !line.Outcome().Over
	switch {
	case !sameStart:
		return r.changed(0, "it starts from another position than your game")
	case n < m.Len() && n < line.Len():
		return r.changed(n, fmt.Sprintf("move %d is %s in it, and %s in your game", n+1, moveText(line, n), moveText(m, n)))
	case own && prefix:
		r.Kind, r.Text = Own, fmt.Sprintf("This is a link you sent to %s, at move %d: your game stays as it is. %s", friend, line.Len(), mine.Status(m))
		return r
	case line.Compact() == m.Compact():
		r.Kind, r.Text = Same, "Nothing new. "+mine.Status(m)
		return r
	case prefix && line.Len() == m.Len():
		r.Kind, r.Text = Older, "This link is from before the game ended: your game stays as it is. "+mine.Status(m)
		return r
	case prefix:
		r.Kind, r.Text = Older, fmt.Sprintf("This link is at move %d; your game is at move %d, and stays as it is.", line.Len(), m.Len())
		return r
	case own:
		return r.changed(m.Len(), "it is addressed to "+friend+", and holds moves your game does not have")
	case line.Len() < m.Len():
		return r.changed(line.Len(), fmt.Sprintf("it ends the game at move %d, where your game goes on", line.Len()))
	case m.Outcome().Over && line.Len() == m.Len():
		return r.changed(m.Len(), "it ends the game in another way than your game")
	case m.Outcome().Over:
		return r.changed(m.Len(), "your game is over, and it goes on")
	}
	if ply := firstMoveNotBy(line, m.Len(), mine.friendSeat()); ply >= 0 {
		return r.changed(ply, fmt.Sprintf("it plays move %d for you (%s), which you did not play", ply+1, moveText(line, ply)))
	}
	if !declaredBy(line, mine.friendSeat(), mine.Offer == OfferedByMe && line.Len() == m.Len()) {
		if line.Outcome().Reason == game.Agreement {
			return r.changed(line.Len(), "it ends the game in a draw by agreement, which you did not offer")
		}
		return r.changed(line.Len(), "it says that you resigned, which you did not")
	}
	g := mine
	// The friend went on from my last turn: they have all of it.
	g.Record, g.Offer, g.Unsent, g.Changed = line.Compact(), "", nil, p.now()
	if l.offer && !line.Outcome().Over {
		g.Offer = OfferedByFriend
	}
	if g.Friend == "" {
		g.Friend = l.from
	}
	r.Kind, r.Game, r.Text = Applied, g, g.news(line, m.Len())
	if mine.Offer == OfferedByMe && line.Outcome().Reason != game.Agreement {
		r.Text = g.friendFirst() + " declined your draw offer. " + r.Text
	}
	return r
}

// news says what the friend did from ply from on, and where the game
// stands: "Ann played d4. Ann offers a draw. It is your turn."
func (g Game) news(m game.Match, from int) string {
	var said []string
	if from < m.Len() && mover(m, from) != g.Seat {
		said = append(said, did(g.friendFirst(), m, from)+".")
	}
	if g.Offer == OfferedByFriend {
		said = append(said, g.friendFirst()+" offers a draw.")
	}
	if m.Outcome().Reason == game.Agreement && from == m.Len() {
		said = append(said, g.friendFirst()+" accepted your draw offer.")
	}
	return strings.Join(append(said, g.Status(m)), " ")
}

// changed refuses the link as a change to the game's history, saying why.
func (r Result) changed(ply int, why string) Result {
	r.Kind, r.Ply = Changed, ply
	r.Text = "This link changes the game's history: " + why + ". Your game stays as it is; the link's game can be opened on its own."
	return r
}
