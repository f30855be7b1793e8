// Package friend is a game played with a friend on another device by
// sending links through any messenger: there is no server, and each
// player's saved copy is the witness of the game. It is the model only,
// plain Go over the game contract (rules/game), for every game.
//
// A friend link is a game link (app/share: the whole game's compact form
// and its ply) that also says which correspondence game it belongs to:
//
//	[game=<id>&]c=<code>.<seat>.<ply>.<check>[&draw=1][&from=<name>][&to=<name>]&g=<compact>&m=<ply>
//
// where:
//
//   - code: 8 base64url characters, random: the game's identity on both
//     devices.
//   - seat: the receiver's seat (game.Seat: 0 for the player who moved
//     first from the start; the pie rule swaps sides, not seats).
//   - ply: how many moves the record holds.
//   - check: 8 base64url characters of the FNV-1a hash of "<code>.<seat>."
//     and the compact form as the rules write it, so that a link cut or
//     mangled on its way is recognised (the seat is covered too: a changed
//     seat would turn a link into the player's own).
//   - draw=1: the sender offers a draw.
//   - from, to: the players' names, free text (see CleanName).
//
// Everything that identifies the game comes before g=: a messenger that
// cuts a long link cuts its end, which the ply and the check then catch,
// and the link ends in m='s digits, which no messenger takes for
// punctuation. An app that does not know friend links reads one as the
// ordinary shared game it also is, and a link without c= means what it
// always meant (share.Parse).
//
// Every message is a link: a turn (all of its moves: a Pivots drop and
// its chain), a resignation and an agreed draw (the compact form carries
// the result), a draw offer (draw=1, with the sender's turn: a link
// without a new turn brings none) and its answer (accepted: the record
// ends in an agreed draw; declined: the next turn comes without it).
//
// Open compares a link with the saved copies (see LinkKind) and never
// overwrites one silently: the only change it makes to a saved game is a
// true extension by the friend's moves, or the friend's resignation or
// acceptance of my draw offer at its end; an empty friend's name is
// filled in from the link. Who played a move is the seat whose side was
// to move (ToMove and SideOf), so the pie rule's swap needs no case. A
// link that changes the game's history is refused, and its game offered
// as an ordinary shared game (Result.Line), not as a second game with
// the friend: the friend's links would not reach it. The texts count
// moves as m= does, every action one ("This link is at move 12").
//
// Post holds the clock and the randomness; Played, OfferDraw, AcceptDraw
// and Resign record what I do, and Link and Message write what I send.
// The page shows names and texts as text, never as markup.
package friend

import (
	"encoding/base64"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"diamond/app/games"
	"diamond/rules/game"
)

// Game is a correspondence game as this player keeps it.
type Game struct {
	ID     string    `json:"id"`   // the code shared by both copies
	Kind   string    `json:"game"` // the game's ID: "diamond", "pivots", "diamondback"
	Seat   game.Seat `json:"seat"` // my seat
	Me     string    `json:"me,omitempty"`
	Friend string    `json:"friend,omitempty"`
	Record string    `json:"record"` // the compact form, with a result once over
	Offer  Offer     `json:"offer,omitempty"`
	// Unsent is set while what I did last (a turn, a draw offer, a
	// resignation, an acceptance) has not left this device: no link of it
	// was shared or copied. It holds the game as the friend has it, to
	// which Take back may return. nil: the friend has the game as it
	// stands, or will, from a link that left; a record saved before the
	// mark existed reads so, and nothing old can be taken back.
	Unsent *Before `json:"unsent,omitempty"`
	// Changed is when the game last changed, in Unix milliseconds: the
	// list of games sorts and dates by it.
	Changed int64 `json:"changed"`
}

// Before is the game as the friend has it, while what I did since is
// unsent: its record and its draw offer.
type Before struct {
	Record string `json:"record"`
	Offer  Offer  `json:"offer,omitempty"`
}

// Offer is a draw offer waiting for an answer, and who made it.
type Offer string

// The offers; "" is none.
const (
	OfferedByMe     Offer = "me"
	OfferedByFriend Offer = "friend"
)

// AnySeat, given to New, draws my seat at random.
const AnySeat = -1

// MaxName is the most characters (runes) a player's name keeps.
const MaxName = 40

// Post is what the model takes from the world: the clock that dates
// changes, and the randomness of game codes and drawn seats. Tests set
// both.
type Post struct {
	Now  func() time.Time
	Rand *rand.Rand
}

// NewPost returns a Post on the system's clock, with a generator seeded
// by the runtime's own random seed (math/rand/v2: no crypto packages in
// the app's download).
func NewPost() *Post {
	return &Post{Now: time.Now, Rand: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
}

func (p *Post) now() int64 { return p.Now().UnixMilli() }

// New starts a game of kind from its standard start number start, with
// me in seat (0 moves first; AnySeat draws it).
func (p *Post) New(kind game.Spec, seat int, myName, friendName string, start int) (Game, error) {
	m, err := kind.New(start)
	if err != nil {
		return Game{}, err
	}
	switch seat {
	case AnySeat:
		seat = p.Rand.IntN(2)
	case 0, 1:
	default:
		return Game{}, fmt.Errorf("no seat %d: 0 moves first, 1 second", seat)
	}
	var code [6]byte // 48 bits: 8 base64url characters
	for i, v := 0, p.Rand.Uint64(); i < len(code); i++ {
		code[i] = byte(v >> (8 * i))
	}
	return Game{
		ID: base64.RawURLEncoding.EncodeToString(code[:]), Kind: kind.ID(), Seat: game.Seat(seat),
		Me: CleanName(myName), Friend: CleanName(friendName), Record: m.Compact(), Changed: p.now(),
	}, nil
}

// CleanName makes a player's free text fit to keep and show: control and
// bidirectional-control characters become spaces, runs of spaces one,
// and at most MaxName characters are kept, trimmed. It stays text, never
// markup: the page shows it as text.
func CleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) {
			return ' '
		}
		return r
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > MaxName {
		s = strings.TrimSpace(string(r[:MaxName]))
	}
	return s
}

// Spec returns the game's rules.
func (g Game) Spec() (game.Spec, error) { return games.ByID(g.Kind) }

// Match reads the game's record.
func (g Game) Match() (game.Match, error) {
	spec, err := g.Spec()
	switch {
	case err != nil:
		return nil, err
	case g.Seat > 1:
		return nil, fmt.Errorf("no seat %d", g.Seat)
	}
	return spec.ParseCompact(g.Record)
}

// friendSeat is the friend's seat.
func (g Game) friendSeat() game.Seat { return 1 - g.Seat }

// Played records my turn, played on the board: m must continue the game
// by moves of mine only (and perhaps my resignation, or my acceptance of
// the friend's draw offer) and end my turn, or the game. Playing on
// declines the friend's draw offer.
func (p *Post) Played(g Game, m game.Match) (Game, error) {
	old, err := g.Match()
	if err != nil {
		return g, err
	}
	n, sameStart := commonPlies(old, m)
	switch {
	case m.Spec().ID() != g.Kind || !sameStart || n < old.Len() || old.Outcome().Over:
		return g, errors.New("the game on the board does not continue this game")
	case m.Compact() == old.Compact():
		return g, errors.New("no move has been played")
	}
	if ply := firstMoveNotBy(m, old.Len(), g.Seat); ply >= 0 {
		return g, fmt.Errorf("move %d (%s) is the friend's to play", ply+1, moveText(m, ply))
	}
	if !declaredBy(m, g.Seat, g.Offer == OfferedByFriend && m.Len() == old.Len()) {
		return g, errors.New("the game on the board ends in a way that is not yours to choose")
	}
	if g.MyTurn(m) {
		return g, errors.New("finish the turn first")
	}
	g = g.unsent()
	g.Record, g.Offer, g.Changed = m.Compact(), "", p.now()
	return g, nil
}

// OfferDraw offers the friend a draw with the turn just played: the next
// link carries the offer.
func (p *Post) OfferDraw(g Game) (Game, error) {
	m, err := g.Match()
	switch {
	case err != nil:
		return g, err
	case m.Outcome().Over:
		return g, game.ErrGameOver
	case g.MyTurn(m):
		return g, errors.New("play your turn first: the offer goes with it")
	}
	g = g.unsent()
	g.Offer, g.Changed = OfferedByMe, p.now()
	return g, nil
}

// AcceptDraw accepts the friend's draw offer: the game ends in an agreed
// draw, and the next link says so.
func (p *Post) AcceptDraw(g Game) (Game, error) {
	if g.Offer != OfferedByFriend {
		return g, errors.New("there is no draw offer to accept")
	}
	return p.declare(g, func(m game.Match) error { return m.AgreeDraw() })
}

// Resign ends the game with my resignation; the next link says so.
func (p *Post) Resign(g Game) (Game, error) {
	return p.declare(g, func(m game.Match) error { return m.Resign(m.SideOf(g.Seat, m.Len())) })
}

func (p *Post) declare(g Game, end func(game.Match) error) (Game, error) {
	m, err := g.Match()
	if err == nil {
		err = end(m)
	}
	if err != nil {
		return g, err
	}
	g = g.unsent()
	g.Record, g.Offer, g.Changed = m.Compact(), "", p.now()
	return g, nil
}

// MyTurn reports whether it is my turn in m, the game's match.
func (g Game) MyTurn(m game.Match) bool {
	return !m.Outcome().Over && m.ToMove(m.Len()) == m.SideOf(g.Seat, m.Len())
}
