package diamond

import (
	"errors"
	"fmt"
	"strings"
)

// FormatAction writes a legal action in the project's notation as played
// from p: "d4" (placement), "d4-e5" or "d4-e5*" (a step, * when it
// captures), "(d4)" (removal of a neutral piece), "swap".
func FormatAction(p Position, a Action) string {
	if a.Kind() == Step && p.Captures(a) != 0 {
		return a.String() + "*"
	}
	return a.String()
}

var errNotation = errors.New("not an action: write a placement (d4), a step (d4-e5, or d4-e5* when it captures), a removal ((d4)) or swap")

// ParseAction reads an action in the project's notation and checks that it
// is legal in p, including that a step's capture mark "*" is present
// exactly when the step captures. Letters may be upper or lower case.
func ParseAction(p Position, s string) (Action, error) {
	a, marked, err := parseSyntax(strings.ToLower(strings.TrimSpace(s)))
	if err != nil {
		return NoAction, err
	}
	if err := p.Check(a); err != nil {
		return NoAction, err
	}
	if a.Kind() == Step {
		captures := p.Captures(a) != 0
		switch {
		case captures && !marked:
			return NoAction, fmt.Errorf("this step captures on %s: write %s*", p.Captures(a).First(), a)
		case !captures && marked:
			return NoAction, fmt.Errorf("this step captures nothing: write %s without *", a)
		}
	}
	return a, nil
}

// parseSyntax reads an action's form without looking at a position.
// marked reports a trailing capture mark.
func parseSyntax(s string) (a Action, marked bool, err error) {
	switch {
	case s == "swap":
		return SwapAction, false, nil
	case strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")"):
		q, err := ParsePoint(s[1 : len(s)-1])
		if err != nil {
			return NoAction, false, err
		}
		return RemoveAt(q), false, nil
	case strings.Contains(s, "-"):
		body, marked := strings.CutSuffix(s, "*")
		from, to, _ := strings.Cut(body, "-")
		f, err := ParsePoint(from)
		if err != nil {
			return NoAction, false, err
		}
		t, err := ParsePoint(to)
		if err != nil {
			return NoAction, false, err
		}
		return StepFrom(f, t), marked, nil
	case len(s) == 2:
		q, err := ParsePoint(s)
		if err != nil {
			return NoAction, false, err
		}
		return PlaceAt(q), false, nil
	}
	return NoAction, false, errNotation
}
