package pivots

import (
	"fmt"
	"strings"

	"diamond/rules/record"
)

// The compact form of a game, made for links (docs/games/pivots.md,
// Notation): every character is unreserved in URLs.
//
//   - It begins with '~', which no Diamond link holds, so that an app that
//     knows only Diamond refuses the link instead of misreading it.
//   - Turns follow, joined by '.': a pass is "p", a swap "s", and a drop
//     turn is the drop's cell followed by each pivot step's three cells
//     P, O and E, without separators: Neto's example turn is
//     "c6c5d7f5f5e6f2". A whole short game: "~e5.s.c3.p.p".
//   - A game ended by a declaration ends with '_' and 'b' (Black won),
//     'w' (White won) or 'd' (draw by agreement): "~e5.a1_w". A game over
//     by its rules needs no mark (a reader accepts one that agrees).
//   - A game from a position set up by hand has the position first,
//     between dashes: "-B-W-Spt-" where B and W list the cells of the
//     black and white stones, S is the side to move (b or w), p the passes
//     just made in a row and t the turn number, as in the position
//     notation: "~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5d7f5f5e6f2".
//
// The '.' goes before a turn, not after one, so the compact form of a game
// is a prefix of that of any game continuing it, a result mark aside, even
// in the middle of a pivot chain.
const (
	compactMark   = '~'
	compactSetup  = '-'
	compactTurn   = '.'
	compactResult = '_'
)

var compactResults = map[record.Result]byte{record.FirstWins: 'b', record.SecondWins: 'w', record.Draw: 'd'}

// Compact returns the game in the compact form.
func (g *Game) Compact() string {
	var b strings.Builder
	b.WriteByte(compactMark)
	if start := g.Start(); start != StartPosition() {
		writeCompactPosition(&b, start)
	}
	for i, a := range g.actions {
		if i > 0 && g.st.At(i).phase == Choose {
			b.WriteByte(compactTurn)
		}
		switch a.Kind() {
		case Drop:
			b.WriteString(a.Cell().String())
		case Pass:
			b.WriteByte('p')
		case Swap:
			b.WriteByte('s')
		case Step:
			b.WriteString(a.Pivot().String())
			b.WriteString(a.Opposite().String())
			b.WriteString(a.End().String())
		}
	}
	if g.declared.Over() {
		b.WriteByte(compactResult)
		b.WriteByte(compactResults[g.declared.Result()])
	}
	return b.String()
}

func writeCompactPosition(b *strings.Builder, p Position) {
	b.WriteByte(compactSetup)
	for _, c := range []Color{Black, White} {
		for x := p.stones[c]; x != 0; x &= x - 1 {
			b.WriteString(x.First().String())
		}
		b.WriteByte(compactSetup)
	}
	fmt.Fprintf(b, "%c%d%d", "bw"[p.toMove], p.passes, p.turn)
	b.WriteByte(compactSetup)
}

// ParseCompact reads a game in the compact form, checking every action.
// The first bad action is reported as a *record.MoveError.
func ParseCompact(s string) (*Game, error) {
	rest, ok := strings.CutPrefix(s, string(compactMark))
	if !ok {
		return nil, fmt.Errorf("%q is not a Diamonds & Pivots link: it should begin with ~", s)
	}
	g := NewGame()
	if strings.HasPrefix(rest, string(compactSetup)) {
		start, moves, err := readCompactPosition(rest)
		if err != nil {
			return nil, fmt.Errorf("starting position: %v", err)
		}
		g, rest = NewGameFrom(start), moves
	}
	body, result, hasResult := strings.Cut(rest, string(compactResult))
	if body != "" {
		for i, turn := range strings.Split(body, string(compactTurn)) {
			if err := g.playCompactTurn(turn, i == 0); err != nil {
				return nil, err
			}
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

// playCompactTurn plays one turn of the compact form: p, s, or a drop's
// cell and the steps' cells.
func (g *Game) playCompactTurn(turn string, first bool) error {
	p := &g.st.pos
	if !first && p.phase == Pivot {
		return fmt.Errorf("turn %d is cut short: %s still owns a diamond (%s) and must make a pivot step", p.turn, p.toMove, diamondList(p.stones[p.toMove]))
	}
	var actions []Action
	switch {
	case turn == "p":
		actions = []Action{PassAction}
	case turn == "s":
		actions = []Action{SwapAction}
	case len(turn) >= 2 && (len(turn)-2)%6 == 0:
		c, err := ParseCell(turn[:2])
		if err != nil {
			return fmt.Errorf("turn %q: %v", turn, err)
		}
		actions = append(actions, DropAt(c))
		for i := 2; i < len(turn); i += 6 {
			a, err := parseStep(turn[i:i+2], turn[i+2:i+4], turn[i+4:i+6])
			if err != nil {
				return fmt.Errorf("turn %q: %v", turn, err)
			}
			actions = append(actions, a)
		}
	default:
		return fmt.Errorf("turn %q should be p, s, or a drop's cell and six characters for each pivot step", turn)
	}
	for i, a := range actions {
		ply, move, side := g.Len(), fmt.Sprintf("turn %d", g.st.pos.turn), spec{}.SideNames()[g.st.pos.toMove]
		if i > 0 && g.st.pos.phase == Choose {
			return &record.MoveError{Ply: ply, Action: a.String(), Err: fmt.Errorf("the turn ended after %s, but the link goes on", actions[i-1]), Move: move, Side: side}
		}
		if err := g.Play(a); err != nil {
			return &record.MoveError{Ply: ply, Action: a.String(), Err: err, Move: move, Side: side}
		}
	}
	return nil
}

func compactResultOf(s string) (record.Result, bool) {
	for r, c := range compactResults {
		if s == string(c) {
			return r, true
		}
	}
	return record.Unfinished, false
}

// readCompactPosition reads the "-B-W-Spt-" prefix of s and returns the
// position and the rest of s.
func readCompactPosition(s string) (Position, string, error) {
	parts := strings.SplitN(s, string(compactSetup), 5)
	if len(parts) != 5 {
		return Position{}, "", fmt.Errorf("it should read -black-white-state- with four dashes")
	}
	var stones [2]Bitboard
	for c, list := range parts[1:3] {
		if len(list)%2 != 0 {
			return Position{}, "", fmt.Errorf("%q should be cells of two characters each", list)
		}
		for i := 0; i < len(list); i += 2 {
			x, err := ParseCell(list[i : i+2])
			if err != nil {
				return Position{}, "", err
			}
			stones[c] |= x.Bit()
		}
	}
	if stones[Black]&stones[White] != 0 {
		return Position{}, "", fmt.Errorf("%s hold both a black and a white stone", stones[Black]&stones[White])
	}
	state := parts[3]
	if len(state) < 3 || state[0] != 'b' && state[0] != 'w' {
		return Position{}, "", fmt.Errorf("%q should be the side to move (b or w), the passes and the turn", state)
	}
	// The position notation checks the rest: build it.
	var b strings.Builder
	for r, row := range rowCells {
		if r > 0 {
			b.WriteByte('/')
		}
		for _, x := range row {
			switch {
			case stones[Black].Has(x):
				b.WriteByte('b')
			case stones[White].Has(x):
				b.WriteByte('w')
			default:
				b.WriteByte('1')
			}
		}
	}
	p, err := ParsePosition(b.String() + " " + state[:1] + " " + state[1:2] + " " + state[2:])
	if err != nil {
		return Position{}, "", err
	}
	// The cells must be listed in order, once, for the form to be unique.
	var again strings.Builder
	writeCompactPosition(&again, p)
	if !strings.HasPrefix(s, again.String()) {
		return Position{}, "", fmt.Errorf("the position should read %q", again.String())
	}
	return p, parts[4], nil
}

// declare gives the game the result its record or link states: one that
// the play explains must agree with it; one it does not is a resignation
// by the loser or a draw by agreement.
func (g *Game) declare(r record.Result) error {
	if o := g.Outcome(); o.Over() {
		if r != record.Unfinished && r != o.Result() {
			return fmt.Errorf("the record ends %s, but the play ends %s (%s)", r, o.Result(), o)
		}
		return nil
	}
	switch r {
	case record.FirstWins:
		return g.Resign(White)
	case record.SecondWins:
		return g.Resign(Black)
	case record.Draw:
		return g.AgreeDraw()
	}
	return nil
}
