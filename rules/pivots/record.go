package pivots

import (
	"fmt"
	"strconv"
	"strings"

	"diamond/rules/record"
)

// The record tags this package reads and writes.
const (
	GameTag     = "Game"     // the game: "Diamonds & Pivots" (or "pivots")
	PositionTag = "Position" // a start set up by hand, in FormatPosition's notation
	ResultTag   = "Result"   // read only: B or W (the page's form), or 1-0, 0-1, 1/2-1/2
)

// Record returns the game record, in the layout of the rules page
// (docs/games/pivots.md, Notation): the tags [Game "Diamonds & Pivots"]
// and, for a start set up by hand, [Position "..."]; then one turn per
// line, numbered by turn, with the colour that moves (B or W) and its
// actions in the text notation; then the result, "1-0" when Black won,
// "0-1" when White won and "1/2-1/2" for a draw by agreement, as in the
// project's records:
//
//	[Game "Diamonds & Pivots"]
//	1 B e5
//	2 W swap
//	3 W c3
//	4 B d4
//	5 W pass
//	6 B pass
//	1-0
//
// A drop's turn holds its pivot steps: from Neto's example position,
//
//	[Game "Diamonds & Pivots"]
//	[Position "5/3b2/2bb3/4b3/5b3/8/7/wwww2/1w3 b 0 5"]
//	5 B c6 c5/d7>f5 f5/e6>f2
//	6 W d2
//
// Turn numbers count from the start, or from the set-up position's turn.
// A record may stop in the middle of a turn (a game stopped or resigned
// during a pivot chain).
func (g *Game) Record() string {
	var b strings.Builder
	fmt.Fprintf(&b, "[%s %q]\n", GameTag, Name)
	if start := g.Start(); start != StartPosition() {
		fmt.Fprintf(&b, "[%s %q]\n", PositionTag, FormatPosition(start))
	}
	for i, a := range g.actions {
		if before := g.st.At(i); before.phase == Choose {
			if i > 0 {
				b.WriteByte('\n')
			}
			fmt.Fprintf(&b, "%d %c", before.turn, "BW"[before.toMove])
		}
		b.WriteByte(' ')
		b.WriteString(a.String())
	}
	if len(g.actions) > 0 {
		b.WriteByte('\n')
	}
	if r := g.Outcome().Result(); r != record.Unfinished {
		b.WriteString(r.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseRecord reads a game record, checking every action in turn. It
// reads what Record writes, and also:
//
//   - the page's layout with comments ("# ..." to the end of a line) and
//     its [Result "B"] or [Result "W"] tag;
//   - a plain list of actions separated by spaces or line breaks
//     ("e5 swap c3 d4 pass pass");
//   - the project's numbering of actions in pairs ("1. e5 swap 2. c3 ...").
//
// Turn numbers and colours, where written, must agree with the play: a
// turn number where a turn begins, the colour of its mover after it. So a
// turn that stops while its mover still owns a diamond is refused when the
// next turn's number comes. The first bad action is reported as a
// *record.MoveError. A result that the play does not explain is a
// resignation (by the loser) or a draw by agreement; one that contradicts
// the play is an error. A [Game] tag must name this game; tags other
// than [Game], [Position] and [Result] are ignored.
func ParseRecord(text string) (*Game, error) {
	rec, err := record.Parse(stripComments(text))
	if err != nil {
		return nil, err
	}
	if name, ok := rec.Tag(GameTag); ok && !strings.EqualFold(name, ID) && !strings.EqualFold(name, Name) {
		return nil, fmt.Errorf("the record is of the game %q, not %s", name, Name)
	}
	result := rec.Result
	if s, ok := rec.Tag(ResultTag); ok {
		r, ok := map[string]record.Result{"B": record.FirstWins, "W": record.SecondWins}[strings.ToUpper(s)]
		if !ok {
			r, ok = record.ParseResult(s)
		}
		switch {
		case !ok:
			return nil, fmt.Errorf("[Result %q] should be B, W, 1-0, 0-1, 1/2-1/2 or *", s)
		case result != record.Unfinished && r != record.Unfinished && r != result:
			return nil, fmt.Errorf("the [Result %q] tag and the result %s disagree", s, result)
		case r != record.Unfinished:
			result = r
		}
	}
	g := NewGame()
	if s, ok := rec.Tag(PositionTag); ok {
		start, err := ParsePosition(s)
		if err != nil {
			return nil, fmt.Errorf("starting position: %v", err)
		}
		g = NewGameFrom(start)
	}
	for _, tok := range rec.Actions {
		if err := g.readRecordToken(tok); err != nil {
			return nil, err
		}
	}
	if err := g.declare(result); err != nil {
		return nil, err
	}
	return g, nil
}

// readRecordToken reads one token of a record: a turn number, a colour or
// an action.
func (g *Game) readRecordToken(tok string) error {
	p := &g.st.pos
	unfinished := func() error {
		return fmt.Errorf("turn %d is not over: %s owns a diamond (%s) and must make a pivot step, but the record goes on with %q", p.turn, p.toMove, diamondList(p.stones[p.toMove]), tok)
	}
	if n, err := strconv.Atoi(tok); err == nil && tok[0] != '-' && tok[0] != '+' {
		switch {
		case p.phase == Pivot:
			return unfinished()
		case n != int(p.turn):
			return fmt.Errorf("turn number %s where turn %d begins", tok, p.turn)
		}
		return nil
	}
	if up := strings.ToUpper(tok); up == "B" || up == "W" {
		color := Black
		if up == "W" {
			color = White
		}
		switch {
		case p.phase == Pivot:
			return unfinished()
		case color != p.toMove:
			return fmt.Errorf("turn %d is %s's, not %s's", p.turn, p.toMove, color)
		}
		return nil
	}
	ply, turn, mover := g.Len(), p.turn, p.toMove
	a, err := g.ParseAction(tok)
	if err == nil {
		err = g.Play(a)
	}
	if err != nil {
		return &record.MoveError{Ply: ply, Action: tok, Err: fmt.Errorf("%s: %w", mover, err), Move: fmt.Sprintf("turn %d", turn)}
	}
	return nil
}

// ParseAction reads an action in the text notation (or the short form
// P>E) and checks that it may be played now.
func (g *Game) ParseAction(text string) (Action, error) {
	if o := g.Outcome(); o.Over() {
		return NoAction, fmt.Errorf("the game is over (%s)", o)
	}
	return ParseAction(&g.st, text)
}

// stripComments removes "# ..." comments to the end of each line, but not
// a '#' inside a tag's quoted value.
func stripComments(text string) string {
	if !strings.Contains(text, "#") {
		return text
	}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		quoted := false
		for j := 0; j < len(line); j++ {
			switch line[j] {
			case '"':
				quoted = !quoted
			case '#':
				if !quoted {
					lines[i] = line[:j]
					j = len(line)
				}
			}
		}
	}
	return strings.Join(lines, "\n")
}
