// Package share writes a game into a URL fragment and reads it back:
// "g=<compact record>&m=<ply shown>", with "game=<id>&" first for every
// game but Diamond, whose links stay as they were before there were other
// games. The fragment, unlike a query string, never reaches a server, and
// the offline app loads with it.
package share

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"diamond/rules/game"
	"diamond/rules/games"
)

// Fragment returns the fragment (without '#') for game m shown at ply.
func Fragment(m game.Match, ply int) string {
	return GameParam(m.Spec()) + "g=" + m.Compact() + "&m=" + strconv.Itoa(ply)
}

// GameParam is the fragment's game parameter with its "&": "" for
// Diamond, "game=pivots&" for Diamonds & Pivots.
func GameParam(g game.Spec) string {
	if g.ID() == games.Default.ID() {
		return ""
	}
	return "game=" + g.ID() + "&"
}

// IsLink reports whether a fragment holds a shared game: it has a g=
// parameter, even in a fragment damaged elsewhere (which Parse then
// explains).
func IsLink(fragment string) bool {
	for _, param := range strings.Split(fragment, "&") {
		if strings.HasPrefix(param, "g=") {
			return true
		}
	}
	return false
}

// Find returns the fragment of a game link within text (a whole address
// or just its fragment), or false.
func Find(text string) (string, bool) {
	if strings.ContainsAny(text, " \n\t") {
		return "", false
	}
	_, fragment, found := strings.Cut(text, "#")
	if !found {
		fragment = text
	}
	return fragment, IsLink(fragment)
}

// Link is a shared game and the ply to show. Note, when set, says what in
// the link could not be followed, in words for the user ("the link asks
// for move 999, but the game has 7 moves"): the game is shown anyway.
type Link struct {
	Game game.Match
	Ply  int
	Note string
}

// Spec returns the game a fragment names: Diamond when it names none. An
// unknown name is an error, never Diamond.
func Spec(v url.Values) (game.Spec, error) {
	return games.ByID(v.Get("game"))
}

// Parse reads a fragment written by Fragment. Its errors say what is wrong
// in words a user can act on. A move to show that the game does not have
// is no error: the game is shown at its end, with a Note.
func Parse(fragment string) (Link, error) {
	v, err := url.ParseQuery(fragment)
	if err != nil {
		return Link{}, Damaged(err)
	}
	if !v.Has("g") {
		return Link{}, errors.New("this link holds no game: it should end with #g= and the moves")
	}
	spec, err := Spec(v)
	if err != nil {
		return Link{}, err
	}
	g, err := spec.ParseCompact(v.Get("g"))
	if err != nil {
		return Link{}, err
	}
	l := Link{Game: g, Ply: g.Len()}
	if m := v.Get("m"); m != "" {
		n, err := strconv.Atoi(m)
		switch {
		case err != nil:
			l.Note = fmt.Sprintf("the link asks for move %q, which is not a number", m)
		case n < 0:
			l.Note = fmt.Sprintf("the link asks for move %d, but moves count from 0, the start", n)
		case n > g.Len():
			l.Note = fmt.Sprintf("the link asks for move %d, but the game has %s", n, Plural(g.Len(), "move"))
		default:
			l.Ply = n
		}
	}
	return l, nil
}

// Damaged explains err, from reading a link's fragment or query as
// "key=value&...", to the user.
func Damaged(err error) error {
	var esc url.EscapeError
	if errors.As(err, &esc) {
		return errors.New("it is damaged or cut off (a % in it is not followed by two digits or letters A to F); copy the whole link again")
	}
	return errors.New("it is damaged: it holds characters that the app's links never hold")
}

// Plural counts things in words: "1 move", "2 moves".
func Plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// RepairURL returns href, a page's address as the browser gives it, in a
// form that Go's url.Parse reads, and whether it had to change it. The
// browser escapes everything in an address but a '%' that starts no
// escape ("#g=%%%", a link cut off mid-escape): that '%' becomes "%25",
// so the damage stays visible to whoever reads the fragment. Anything
// else url.Parse rejects loses the query and the fragment, or the path.
func RepairURL(href string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(href); i++ {
		if href[i] == '%' && (i+2 >= len(href) || !isHex(href[i+1]) || !isHex(href[i+2])) {
			b.WriteString("%25")
			continue
		}
		b.WriteByte(href[i])
	}
	fixed := b.String()
	if _, err := url.Parse(fixed); err != nil {
		fixed, _, _ = strings.Cut(fixed, "#")
		fixed, _, _ = strings.Cut(fixed, "?")
	}
	if _, err := url.Parse(fixed); err != nil {
		// The path, then: the start page of the same site.
		scheme, rest, _ := strings.Cut(fixed, "://")
		host, _, _ := strings.Cut(rest, "/")
		fixed = scheme + "://" + host + "/"
	}
	return fixed, fixed != href
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
