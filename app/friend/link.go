package friend

import (
	"encoding/base64"
	"errors"
	"fmt"
	"hash/fnv"
	"net/url"
	"strconv"
	"strings"

	"diamond/app/share"
	"diamond/rules/game"
)

// Link returns the fragment (without '#') to send the friend: the game as
// I keep it, addressed to the friend's seat, with my draw offer if I made
// one.
func Link(g Game) (string, error) {
	m, err := g.Match()
	if err != nil {
		return "", err
	}
	return fragment(link{id: g.ID, seat: g.friendSeat(), offer: g.Offer == OfferedByMe, from: g.Me, to: g.Friend, match: m}), nil
}

// Message is the text to send the friend, the link at its end: what
// happened, in the game's name ("Your move in Diamond: I played d4."),
// then address (the app's) with the fragment.
func Message(g Game, address string) (string, error) {
	f, err := Link(g)
	if err != nil {
		return "", err
	}
	m, _ := g.Match()
	name := m.Spec().Name()
	// The friend's view of the game, for the words they read.
	theirs := Game{Seat: g.friendSeat(), Friend: g.Me}
	var text string
	switch {
	case m.Outcome().Over:
		text = "Game over in " + name + ". " + theirs.ending(m)
	case g.MyTurn(m):
		text = "My move in " + name + "."
	case m.Len() == 0:
		text = fmt.Sprintf("Your move in %s: you play %s.", name, m.Spec().SideNames()[m.SideOf(theirs.Seat, 0)])
	default:
		text = "Your move in " + name + ": " + did("I", m, game.LastTurnStart(m)) + "."
	}
	if g.Offer == OfferedByMe {
		text += " I offer a draw."
	}
	address, _, _ = strings.Cut(address, "#")
	return text + " " + address + "#" + f, nil
}

// link is what a friend link says.
type link struct {
	id       string
	seat     game.Seat // the receiver's
	offer    bool      // the sender offers a draw
	from, to string    // the sender's and the receiver's names
	match    game.Match
}

// fragment writes l as a link's fragment: what identifies the game first,
// so that a link cut short loses its record, which the check catches.
func fragment(l link) string {
	spec := l.match.Spec()
	var b strings.Builder
	b.WriteString(share.GameParam(spec))
	fmt.Fprintf(&b, "c=%s.%d.%d.%s", l.id, l.seat, l.match.Len(), check(l.id, l.seat, l.match.Compact()))
	if l.offer {
		b.WriteString("&draw=1")
	}
	for _, p := range [][2]string{{"from", l.from}, {"to", l.to}} {
		if p[1] != "" {
			b.WriteString("&" + p[0] + "=" + url.QueryEscape(p[1]))
		}
	}
	// Then the game link's own parameters, as app/share writes them.
	b.WriteString("&" + strings.TrimPrefix(share.Fragment(l.match, l.match.Len()), share.GameParam(spec)))
	return b.String()
}

// check is the fingerprint of a game's code, the receiver's seat and the
// record: 8 base64url characters of their 64-bit FNV-1a hash. It catches
// a link that a messenger cut or mangled, not a forger (who could compute
// any hash): the player's own saved copy is the witness against a changed
// history. FNV, not SHA-256: crypto/sha256 would bring much of the crypto
// stack into the app's download (docs/perf/size.md).
func check(id string, seat game.Seat, compact string) string {
	h := fnv.New64a()
	h.Write([]byte(id + "." + strconv.Itoa(int(seat)) + "." + compact))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil)[:6])
}

// isCode reports whether s is 8 base64url characters.
func isCode(s string) bool {
	b, err := base64.RawURLEncoding.DecodeString(s)
	return err == nil && len(b) == 6
}

var errCode = errors.New("its game code (c=) is damaged or cut off; copy the whole link again")

// IsLink tells whether fragment carries a friend game's code (a c
// parameter), whole or not: a link cut anywhere after its code is a
// friend link to refuse in words, never an address to ignore.
func IsLink(fragment string) bool {
	for _, param := range strings.Split(fragment, "&") {
		if param == "c" || strings.HasPrefix(param, "c=") {
			return true
		}
	}
	return false
}

// readLink reads a friend link, or returns nil for a fragment that is not
// one (no c=: an ordinary game link or anything else). Its errors say
// what is wrong with a friend link in words for the user.
func readLink(fragment string) (*link, error) {
	v, err := url.ParseQuery(fragment)
	switch {
	case !v.Has("c"):
		return nil, nil
	case err != nil:
		return nil, share.Damaged(err)
	case !v.Has("g"):
		return nil, errors.New("it is cut off before its game; copy the whole link again")
	}
	parts := strings.Split(v.Get("c"), ".")
	if len(parts) != 4 || !isCode(parts[0]) || parts[1] != "0" && parts[1] != "1" || !isCode(parts[3]) {
		return nil, errCode
	}
	ply, err := strconv.Atoi(parts[2])
	if err != nil || ply < 0 {
		return nil, errCode
	}
	spec, err := share.Spec(v)
	if err != nil {
		return nil, err
	}
	m, err := spec.ParseCompact(v.Get("g"))
	if err != nil {
		return nil, fmt.Errorf("it is damaged or cut off: %v", err)
	}
	l := &link{id: parts[0], seat: game.Seat(parts[1][0] - '0'), offer: v.Get("draw") == "1",
		from: CleanName(v.Get("from")), to: CleanName(v.Get("to")), match: m}
	switch {
	case m.Len() != ply:
		return nil, fmt.Errorf("it is damaged or cut off: it should hold %s, and holds %d; copy the whole link again", share.Plural(ply, "move"), m.Len())
	case parts[3] != check(l.id, l.seat, m.Compact()):
		return nil, errors.New("it was changed on its way (its moves do not match its check); copy the whole link again")
	}
	return l, nil
}
