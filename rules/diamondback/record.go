package diamondback

import (
	"fmt"
	"strings"

	"diamond/rules/record"
)

// The record tags (docs/games/diamondback.md, Notation).
const (
	GameTag        = "Game"
	VariantTag     = "Variant"
	SetupTag       = "Setup"
	FENTag         = "FEN"
	ResultTag      = "Result"
	TerminationTag = "Termination"
)

// Record returns the game's record: [Game "Diamondback Chess"], the start
// as [Setup "b1g8"] or [FEN "..."], [Result] and, once the game is over,
// [Termination]; then the moves in the SAN-like text, numbered in pairs
// from the start, and the result.
func (g *Game) Record() record.Record {
	o := g.Outcome()
	r := record.Record{Actions: g.Text(), Result: o.Result()}
	r.Tags = []record.Tag{{Name: GameTag, Value: name}}
	if i := g.Setup(); i >= 0 {
		r.Tags = append(r.Tags, record.Tag{Name: SetupTag, Value: setupNames[i]})
	} else {
		r.Tags = append(r.Tags, record.Tag{Name: FENTag, Value: g.Start().FEN()})
	}
	r.Tags = append(r.Tags, record.Tag{Name: ResultTag, Value: o.Result().String()})
	if o.Over() {
		r.Tags = append(r.Tags, record.Tag{Name: TerminationTag, Value: o.Reason.String()})
	}
	return r
}

// ParseRecord reads a game record, checking every move in turn; the first
// bad move is reported as a *record.MoveError naming its move number.
//
//   - A [Game] or [Variant] tag, if present, must name this game.
//   - The start is [Setup "b1g8"] (or another setup) or [FEN "..."]; one
//     of them is needed. With both, they must agree.
//   - Moves are in the SAN-like text or the compact form, numbered in
//     pairs from the start or not at all.
//   - The result is the one after the moves, else the [Result] tag's; the
//     two must agree. A result the play does not explain is a resignation
//     (by the loser) or a draw by agreement; one that contradicts the play
//     is an error. A [Termination] with one of the page's words
//     (checkmate, corner, stalemate, fifty-move, repetition, resignation,
//     agreement) must agree too; other words are ignored.
func ParseRecord(text string) (*Game, error) {
	rec, err := record.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("diamondback: %v", err)
	}
	for _, tag := range []string{GameTag, VariantTag} {
		if v, ok := rec.Tag(tag); ok && !strings.EqualFold(v, name) && !strings.EqualFold(v, id) {
			return nil, fmt.Errorf("diamondback: the record is of %q, not of %s", v, name)
		}
	}
	start, err := recordStart(rec)
	if err != nil {
		return nil, err
	}
	g := NewGameFrom(start)
	for i, tok := range rec.Actions {
		if o := g.Outcome(); o.Over() {
			return nil, g.moveError(i, tok, fmt.Errorf("the game was already over (%s)", o))
		}
		if err := g.PlayText(tok); err != nil {
			return nil, g.moveError(i, tok, err)
		}
	}
	result := rec.Result
	if v, ok := rec.Tag(ResultTag); ok {
		tagged, ok := record.ParseResult(v)
		switch {
		case !ok:
			return nil, fmt.Errorf("diamondback: [Result %q]: want 1-0, 0-1, 1/2-1/2 or *", v)
		case result == record.Unfinished:
			result = tagged
		case tagged != result && tagged != record.Unfinished:
			return nil, fmt.Errorf("diamondback: [Result %q] but the moves end %s", v, result)
		}
	}
	reason := NotOver
	if v, ok := rec.Tag(TerminationTag); ok {
		reason, _ = reasonOfWord(strings.ToLower(v))
	}
	if err := g.declare(result, reason); err != nil {
		return nil, err
	}
	return g, nil
}

// recordStart returns the start a record's tags give.
func recordStart(rec record.Record) (Position, error) {
	setup, hasSetup := rec.Tag(SetupTag)
	fen, hasFEN := rec.Tag(FENTag)
	i := SetupIndex(setup)
	switch {
	case hasSetup && i < 0:
		return Position{}, fmt.Errorf("diamondback: [Setup %q]: want one of %s", setup, strings.Join(setupNames[:], ", "))
	case hasFEN:
		p, err := ParseFEN(fen)
		if err != nil {
			return Position{}, err
		}
		if hasSetup && p != setups()[i] {
			return Position{}, fmt.Errorf("diamondback: [Setup %q] and [FEN %q] disagree", setup, fen)
		}
		return p, nil
	case hasSetup:
		return setups()[i], nil
	}
	return Position{}, fmt.Errorf("diamondback: the record names no start: add [Setup \"b1g8\"] (or %s) or [FEN \"...\"]", strings.Join(setupNames[1:], ", "))
}

// moveError reports action, the game's next, as not legal for err, naming
// the side that played it.
func (g *Game) moveError(ply int, action string, err error) *record.MoveError {
	return &record.MoveError{Ply: ply, Action: action, Err: err, Side: spec{}.SideNames()[g.Position().ToMove()]}
}
