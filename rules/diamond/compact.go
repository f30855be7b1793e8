package diamond

import (
	"fmt"
	"strings"

	"diamond/rules/record"
)

// The compact record form, made for a URL fragment: one character per
// point, from compactPoints (a1 = 'A', ..., h8 = '9').
//
//   - a placement is its point: "d4" is 'Z';
//   - swap is '-';
//   - a step is its two points, from then to;
//   - a removal is its point twice (a step never stays in place);
//   - a finished game ends with '_' and 'b' (Black won), 'w' (White won)
//     or 'd' (draw).
//
// The phase tells a placement from a step, so the form needs no
// separators, and every character is unreserved in URLs.
//
// A game from a position set up by hand starts with that position between
// dots: ".B.W.N.Sbw." where B, W and N list the black, white and neutral
// points, S is the side to move ('b' or 'w') and b and w are the pieces in
// hand, each one character of compactPoints ('A' = 0, ..., 'M' = 12).
// Links without the prefix start from the standard start, so links written
// before setups existed still read the same.
const compactPoints = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

const (
	compactSwap   = '-'
	compactResult = '_'
	compactSetup  = '.'
)

var compactResults = map[record.Result]byte{record.FirstWins: 'b', record.SecondWins: 'w', record.Draw: 'd'}

// Compact returns the game in the compact form.
func (g *Game) Compact() string {
	var b strings.Builder
	if start := g.Start(); start != StartPosition() {
		writeCompactPosition(&b, start)
	}
	for _, a := range g.actions {
		switch a.Kind() {
		case Place:
			b.WriteByte(compactPoints[a.To()])
		case Swap:
			b.WriteByte(compactSwap)
		case Step:
			b.WriteByte(compactPoints[a.From()])
			b.WriteByte(compactPoints[a.To()])
		case Remove:
			b.WriteByte(compactPoints[a.To()])
			b.WriteByte(compactPoints[a.To()])
		}
	}
	if r := g.Outcome().Result(); r != record.Unfinished {
		b.WriteByte(compactResult)
		b.WriteByte(compactResults[r])
	}
	return b.String()
}

// ParseCompact reads a game in the compact form, checking every action.
// The first bad action is reported as a *record.MoveError.
func ParseCompact(s string) (*Game, error) {
	g := NewGame()
	if strings.HasPrefix(s, string(compactSetup)) {
		start, rest, err := readCompactPosition(s)
		if err != nil {
			return nil, fmt.Errorf("starting position: %v", err)
		}
		g, s = NewGameFrom(start), rest
	}
	body, result, hasResult := strings.Cut(s, string(compactResult))
	for i := 0; i < len(body); {
		ply := g.Len()
		a, n, err := decodeCompact(g.Position(), body[i:])
		if err != nil {
			return nil, fmt.Errorf("move %d: %v", record.MoveNumber(ply), err)
		}
		i += n
		if o := g.Outcome(); o.Over() {
			return nil, g.moveError(ply, a.String(), fmt.Errorf("the game was already over (%s)", o))
		}
		if err := g.Play(a); err != nil {
			return nil, g.moveError(ply, a.String(), err)
		}
	}
	if hasResult {
		r, ok := compactResultOf(result)
		if !ok {
			return nil, fmt.Errorf("%q is not a result: the link should end with _b, _w or _d", "_"+result)
		}
		if err := g.declare(r); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// decodeCompact reads one action from the start of s as it would be
// written from p, returning it and the number of bytes it took.
func decodeCompact(p Position, s string) (Action, int, error) {
	point := func(i int) (Point, error) {
		if i >= len(s) {
			return NoPoint, fmt.Errorf("the link is cut short")
		}
		k := strings.IndexByte(compactPoints, s[i])
		if k < 0 {
			return NoPoint, fmt.Errorf("%q is not part of a game link", s[i])
		}
		return Point(k), nil
	}
	if p.Hand(p.ToMove()) > 0 {
		if s[0] == compactSwap {
			return SwapAction, 1, nil
		}
		q, err := point(0)
		return PlaceAt(q), 1, err
	}
	from, err := point(0)
	if err != nil {
		return NoAction, 0, err
	}
	to, err := point(1)
	if err != nil {
		return NoAction, 0, err
	}
	if from == to {
		return RemoveAt(from), 2, nil
	}
	return StepFrom(from, to), 2, nil
}

func compactResultOf(s string) (record.Result, bool) {
	for r, c := range compactResults {
		if s == string(c) {
			return r, true
		}
	}
	return record.Unfinished, false
}

func writeCompactPosition(b *strings.Builder, p Position) {
	b.WriteByte(compactSetup)
	for _, set := range []Bitboard{p.Pieces(Black), p.Pieces(White), p.Neutrals()} {
		for ; set != 0; set &= set - 1 {
			b.WriteByte(compactPoints[set.First()])
		}
		b.WriteByte(compactSetup)
	}
	b.WriteByte("bw"[p.ToMove()])
	b.WriteByte(compactPoints[p.Hand(Black)])
	b.WriteByte(compactPoints[p.Hand(White)])
	b.WriteByte(compactSetup)
}

// readCompactPosition reads the ".B.W.N.Sbw." prefix of s and returns
// the position and the rest of s.
func readCompactPosition(s string) (Position, string, error) {
	parts := strings.SplitN(s, string(compactSetup), 6)
	if len(parts) != 6 {
		return Position{}, "", fmt.Errorf("it should read .black.white.neutral.side-and-hands. with five dots")
	}
	var setup Setup
	for i, set := range []*Bitboard{&setup.Black, &setup.White, &setup.Neutral} {
		for _, c := range []byte(parts[1+i]) {
			k := strings.IndexByte(compactPoints, c)
			if k < 0 {
				return Position{}, "", fmt.Errorf("%q is not a point", c)
			}
			*set |= Point(k).Bit()
		}
	}
	sh := parts[4]
	if len(sh) != 3 || (sh[0] != 'b' && sh[0] != 'w') {
		return Position{}, "", fmt.Errorf("%q should be the side to move (b or w) and the two hands", sh)
	}
	setup.ToMove = Color(strings.IndexByte("bw", sh[0]))
	for c := range setup.Hand {
		k := strings.IndexByte(compactPoints, sh[1+c])
		if k < 0 || k > PiecesPerSide {
			return Position{}, "", fmt.Errorf("%q is not a number of pieces in hand", sh[1+c])
		}
		setup.Hand[c] = k
	}
	p, err := setup.Position()
	return p, parts[5], err
}
