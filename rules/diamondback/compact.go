package diamondback

import (
	"fmt"
	"strings"

	"diamond/rules/record"
)

// The link form, for URLs, such as "~b1g8.a5b6.h4g4.e1f2_w". Every
// character is unreserved (RFC 3986: letters, digits, - . _ ~).
//
//   - It starts with '~', which is outside Diamond's link alphabet, so an
//     app that knows only Diamond rejects it at once.
//   - Then the start: a setup name (b1g8, b1h7, a2g8, a2h7), or a position
//     set up by hand as its FEN with the fields that are not always "-",
//     joined by '-': the eight ranks (rank 8 first), the side to move, the
//     half-move clock and the move number, as in
//     "~7k-8-8-8-R7-8-8-K2R4-w-0-1.a1c1".
//   - Then each move in the compact form (Move.String: d4d5, f7f8q, a
//     castle as the king's move a1c1), each after a '.'.
//   - A finished game ends with '_' and 'w' (White won), 'b' (Black won)
//     or 'd' (a draw). The result is what tells a resignation or an
//     agreed draw; for a game the moves ended, it must agree with them.
//
// A game that continues another extends its link: the shorter game's link
// (without its result) is a prefix of the longer one's.
const (
	linkMark      = '~'
	linkSeparator = '.'
	linkResult    = '_'
)

var linkResults = map[record.Result]byte{record.FirstWins: 'w', record.SecondWins: 'b', record.Draw: 'd'}

// Link returns the game in the link form.
func (g *Game) Link() string {
	var b strings.Builder
	b.WriteByte(linkMark)
	if i := g.Setup(); i >= 0 {
		b.WriteString(setupNames[i])
	} else {
		f := strings.Fields(g.Start().FEN())
		b.WriteString(strings.ReplaceAll(f[0], "/", "-"))
		b.WriteString("-" + f[1] + "-" + f[4] + "-" + f[5])
	}
	for _, m := range g.moves {
		b.WriteByte(linkSeparator)
		b.WriteString(m.String())
	}
	if r := g.Outcome().Result(); r != record.Unfinished {
		b.WriteByte(linkResult)
		b.WriteByte(linkResults[r])
	}
	return b.String()
}

// ParseLink reads a game in the link form, checking every move. The first
// bad move is reported as a *record.MoveError.
func ParseLink(s string) (*Game, error) {
	if len(s) == 0 || s[0] != linkMark {
		return nil, fmt.Errorf("diamondback: %q is not a Diamondback link: it should start with ~", s)
	}
	body, result, hasResult := strings.Cut(s[1:], string(linkResult))
	parts := strings.Split(body, string(linkSeparator))
	start, err := parseLinkStart(parts[0])
	if err != nil {
		return nil, err
	}
	g := NewGameFrom(start)
	for ply, tok := range parts[1:] {
		if o := g.Outcome(); o.Over() {
			return nil, g.moveError(ply, tok, fmt.Errorf("the game was already over (%s)", o))
		}
		m, err := parseLinkMove(g, tok)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return nil, g.moveError(ply, tok, err)
		}
	}
	if hasResult {
		r, ok := linkResultOf(result)
		if !ok {
			return nil, fmt.Errorf("diamondback: %q is not a result: the link should end with _w, _b or _d", "_"+result)
		}
		if err := g.declare(r, NotOver); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// parseLinkStart reads a setup name or a FEN written with '-'.
func parseLinkStart(s string) (Position, error) {
	if i := SetupIndex(s); i >= 0 {
		return setups()[i], nil
	}
	f := strings.Split(s, "-")
	if len(f) != 11 {
		return Position{}, fmt.Errorf("diamondback: link start %q: want a setup (%s) or a position (eight ranks, side, clock, number, joined by -)",
			s, strings.Join(setupNames[:], ", "))
	}
	return ParseFEN(strings.Join(f[:8], "/") + " " + f[8] + " - - " + f[9] + " " + f[10])
}

// parseLinkMove reads a move in the compact form only.
func parseLinkMove(g *Game, tok string) (Move, error) {
	legal := g.LegalMoves()
	m, ok, err := parseCompactBody(tok, legal)
	if !ok || strings.ToLower(tok) != tok {
		return NoMove, fmt.Errorf("%q is not a move of a link: write it as d4d5, f7f8q or a1c1", tok)
	}
	return m, err
}

func linkResultOf(s string) (record.Result, bool) {
	for r, c := range linkResults {
		if s == string(c) {
			return r, true
		}
	}
	return record.Unfinished, false
}

// declare gives the game the result its record or link states: a result
// the play does not explain is a resignation (by the loser) or a draw by
// agreement; one that contradicts the play is an error. reason, if not
// NotOver, is the [Termination] the record states, which must agree.
func (g *Game) declare(r record.Result, reason Reason) error {
	if o := g.Outcome(); o.Over() {
		if r != record.Unfinished && r != o.Result() {
			return fmt.Errorf("diamondback: the game is said to end %s, but the play ends %s (%s)", r, o.Result(), o)
		}
		if reason != NotOver && reason != o.Reason {
			return fmt.Errorf("diamondback: the game is said to end by %s, but the play ends by %s", reason, o.Reason)
		}
		return nil
	}
	var err error
	switch r {
	case record.FirstWins:
		err = g.Resign(Black)
	case record.SecondWins:
		err = g.Resign(White)
	case record.Draw:
		err = g.AgreeDraw()
	}
	if o := g.Outcome(); reason != NotOver && reason != o.Reason {
		return fmt.Errorf("diamondback: the game is said to end by %s, but the play does not end it (it ends %s)", reason, o.Result())
	}
	return err
}
