package diamond

import (
	"fmt"

	"diamond/rules/record"
)

// PositionTag names the record tag that holds a starting position set up
// by hand, in the notation of FormatPosition.
const PositionTag = "Position"

// Record returns the game's record: its starting position if it is not
// the standard start, its actions in the project's notation and its
// result.
func (g *Game) Record() record.Record {
	r := record.Record{Actions: g.FormattedActions(), Result: g.Outcome().Result()}
	if start := g.Start(); start != StartPosition() {
		r.Tags = []record.Tag{{Name: PositionTag, Value: FormatPosition(start)}}
	}
	return r
}

// ParseRecord reads a game record in numbered or unnumbered form, such as
// "1. d4 swap 2. e5 c3 ... 0-1", checking every action in turn. The first
// bad action is reported as a *record.MoveError naming its move number. A
// result that the play does not explain is a resignation (by the loser)
// or a draw by agreement; one that contradicts the play is an error. A
// [Position "..."] tag gives a starting position other than the standard
// start; other tags are ignored.
func ParseRecord(text string) (*Game, error) {
	rec, err := record.Parse(text)
	if err != nil {
		return nil, err
	}
	g := NewGame()
	if s, ok := rec.Tag(PositionTag); ok {
		start, err := ParsePosition(s)
		if err != nil {
			return nil, fmt.Errorf("starting position: %v", err)
		}
		g = NewGameFrom(start)
	}
	for i, tok := range rec.Actions {
		if o := g.Outcome(); o.Over() {
			return nil, g.moveError(i, tok, fmt.Errorf("the game was already over (%s)", o))
		}
		a, err := ParseAction(g.Position(), tok)
		if err == nil {
			err = g.Play(a)
		}
		if err != nil {
			return nil, g.moveError(i, tok, err)
		}
	}
	if err := g.declare(rec.Result); err != nil {
		return nil, err
	}
	return g, nil
}

// declare gives the game the result its record states.
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

// moveError reports action, the game's next, as not legal for err, naming
// the side that played it.
func (g *Game) moveError(ply int, action string, err error) *record.MoveError {
	return &record.MoveError{Ply: ply, Action: action, Err: err, Side: spec{}.SideNames()[g.Position().ToMove()]}
}
