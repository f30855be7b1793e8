package pivots

import (
	"errors"
	"fmt"
	"strings"
)

// The text notation of an action (docs/games/pivots.md, Notation):
//
//	e5       a drop on e5
//	pass     a pass
//	swap     White uses the pie rule
//	P/O>E    a pivot step: pivot on P, in the diamond whose corner
//	         opposite P is O, placing the three other stones on the line
//	         from P whose far end is E (E = P + 3·d), such as c5/d7>f5
//	P>E      the same step in the short form, which readers accept when
//	         exactly one of the mover's diamonds has P as a corner
//
// Writers always write the full form (Action.String). Captures are not
// written: they follow from the position.

var errNotation = errors.New("not an action: write a drop (e5), pass, swap, or a pivot step P/O>E (c5/d7>f5)")

// ParseAction reads an action in the text notation, in any case, and
// checks that it is legal in s (see State.Check).
func ParseAction(s *State, text string) (Action, error) {
	text = strings.ToLower(strings.TrimSpace(text))
	var a Action
	var err error
	if p, e, ok := strings.Cut(text, ">"); ok && !strings.Contains(p, "/") {
		a, err = parseShortStep(s, p, e)
	} else {
		a, err = ParseActionText(text)
	}
	if err != nil {
		return NoAction, err
	}
	if err := s.Check(a); err != nil {
		return NoAction, err
	}
	return a, nil
}

// ParseActionText reads an action in the full text notation without a
// position: a drop, pass, swap or P/O>E (not the short form P>E). It
// checks that a step's diamond and line are on the board, not that the
// action is legal.
func ParseActionText(text string) (Action, error) {
	text = strings.ToLower(strings.TrimSpace(text))
	switch {
	case text == "pass":
		return PassAction, nil
	case text == "swap":
		return SwapAction, nil
	case len(text) == 2:
		c, err := ParseCell(text)
		if err != nil {
			return NoAction, err
		}
		return DropAt(c), nil
	case strings.Contains(text, ">"):
		po, e, _ := strings.Cut(text, ">")
		p, o, ok := strings.Cut(po, "/")
		if !ok {
			return NoAction, fmt.Errorf("%q: a pivot step reads P/O>E, such as c5/d7>f5", text)
		}
		return parseStep(p, o, e)
	}
	return NoAction, errNotation
}

// parseStep reads the three cells of a step P/O>E.
func parseStep(pivot, opposite, end string) (Action, error) {
	var cells [3]Cell
	for i, name := range []string{pivot, opposite, end} {
		c, err := ParseCell(name)
		if err != nil {
			return NoAction, err
		}
		cells[i] = c
	}
	p, o, e := cells[0], cells[1], cells[2]
	d := DiamondOf(p, o)
	if d == NoDiamond {
		return NoAction, fmt.Errorf("%s and %s are not opposite corners of a diamond on the board", p, o)
	}
	dir, err := lineTo(p, e)
	if err != nil {
		return NoAction, err
	}
	return StepOf(d, p, dir), nil
}

// lineTo returns the direction from p whose line ends on e.
func lineTo(p, e Cell) (Dir, error) {
	for dir := Dir(0); dir < NumDirs; dir++ {
		if lineEnd[p][dir] == e {
			return dir, nil
		}
	}
	return 0, fmt.Errorf("%s is not three cells from %s in a straight line", e, p)
}

// parseShortStep reads the short form P>E: the diamond is the mover's
// only diamond with corner P.
func parseShortStep(s *State, pivot, end string) (Action, error) {
	p, err := ParseCell(pivot)
	if err != nil {
		return NoAction, err
	}
	e, err := ParseCell(end)
	if err != nil {
		return NoAction, err
	}
	me := s.pos.toMove
	var found []Diamond
	for _, d := range s.pos.stones[me].Diamonds() {
		if d.Cells().Has(p) {
			found = append(found, d)
		}
	}
	switch len(found) {
	case 0:
		return NoAction, fmt.Errorf("%s has no diamond with a corner on %s", me, p)
	case 1:
	default:
		return NoAction, fmt.Errorf("%s is a corner of %d diamonds of %s's: write the step in full, P/O>E", p, len(found), me)
	}
	dir, err := lineTo(p, e)
	if err != nil {
		return NoAction, err
	}
	return StepOf(found[0], p, dir), nil
}
