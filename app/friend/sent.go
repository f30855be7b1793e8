package friend

import (
	"errors"

	"diamond/rules/game"
)

// What I do stays mine to take back until it leaves this device: a turn
// (or a draw offer, a resignation, an acceptance) is recorded unsent
// (Game.Unsent), and final once its link is shared or copied (Sent). A
// link of the friend's brings a game they have: nothing of it is
// unsent.

// ErrSent answers a take-back of what has left this device.
var ErrSent = errors.New("it has been sent, and is final")

// unsent returns g about to be changed by me: what the friend has is
// kept, unless something unsent kept it already.
func (g Game) unsent() Game {
	if g.Unsent == nil {
		g.Unsent = &Before{Record: g.Record, Offer: g.Offer}
	}
	return g
}

// before returns the game as the friend has it, while something is
// unsent: a game that g continues by my moves alone (and perhaps my end
// of it). Damaged data reads as nothing unsent, so that it never lets the
// friend's moves be taken back.
func (g Game) before() (game.Match, bool) {
	if g.Unsent == nil {
		return nil, false
	}
	spec, err := g.Spec()
	if err != nil {
		return nil, false
	}
	b, err := spec.ParseCompact(g.Unsent.Record)
	if err != nil {
		return nil, false
	}
	m, err := g.Match()
	if err != nil || !extends(b, m) || firstMoveNotBy(m, b.Len(), g.Seat) >= 0 {
		return nil, false
	}
	return b, true
}

// Final is the game as the friend has it, or will from a link that left:
// nothing of it can be taken back. It is the game itself when nothing is
// unsent.
func (g Game) Final() (game.Match, error) {
	if b, ok := g.before(); ok {
		return b, nil
	}
	return g.Match()
}

// TakeBack takes back all I did since the friend last had the game,
// while none of it has been sent: the game goes back to the friend's last
// turn, and their draw offer, if they made one, stands again. What was
// sent is final (ErrSent).
func (p *Post) TakeBack(g Game) (Game, error) {
	if _, ok := g.before(); !ok {
		return g, ErrSent
	}
	g.Record, g.Offer, g.Unsent, g.Changed = g.Unsent.Record, g.Unsent.Offer, nil, p.now()
	return g, nil
}

// Sent returns g, the game as saved now, once sent, a copy of it that
// Link wrote, has left this device (shared or copied): all it carried is
// final. g may have changed since sent was made: by a turn of the
// friend's, or more of mine, which stay; or, in another tab, by a
// take-back of what sent carries (and perhaps another turn in its place,
// which the friend never received): sent replaces it.
func (p *Post) Sent(g, sent Game) Game {
	m, err := g.Match()
	s, serr := sent.Match()
	final, ferr := g.Final()
	switch {
	case g.ID != sent.ID || err != nil || serr != nil || ferr != nil:
	case g.Record == sent.Record && g.Offer == sent.Offer:
		g.Unsent = nil
	case extends(s, m):
		if b, ok := g.before(); ok && extends(b, s) {
			g.Unsent = &Before{Record: sent.Record, Offer: sent.Offer}
		}
	case extends(final, s) && firstMoveNotBy(s, final.Len(), g.Seat) < 0:
		sent.Unsent, sent.Changed = nil, p.now()
		return sent
	}
	return g
}

// extends tells whether game b continues game a: a's moves are b's
// first ones, and a's end, if a is over, b's too. A game extends itself.
func extends(a, b game.Match) bool {
	n, sameStart := commonPlies(a, b)
	return a.Compact() == b.Compact() ||
		a.Spec().ID() == b.Spec().ID() && sameStart && n == a.Len() && !a.Outcome().Over
}
