// Package record reads and writes game records as text: optional tags
// such as [Position "..."] (as in chess's PGN), then a sequence of actions
// in a game's own notation, optionally numbered in pairs
// ("1. d4 e5 2. c3 d5"), ending with an optional result. It knows nothing
// of any game's rules: a game parses each action token itself and reports
// a bad one with MoveError.
package record

import (
	"fmt"
	"strconv"
	"strings"
)

// Result is a record's result. The first player is the one who moves
// first (Black in Diamond).
type Result uint8

// The results.
const (
	Unfinished Result = iota // "*"
	FirstWins                // "1-0"
	SecondWins               // "0-1"
	Draw                     // "1/2-1/2"
)

var resultText = [...]string{"*", "1-0", "0-1", "1/2-1/2"}

func (r Result) String() string {
	if int(r) < len(resultText) {
		return resultText[r]
	}
	return fmt.Sprintf("Result(%d)", r)
}

// ParseResult reads a result token; "½-½" is accepted for a draw.
func ParseResult(s string) (Result, bool) {
	if s == "½-½" {
		return Draw, true
	}
	for r, t := range resultText {
		if s == t {
			return Result(r), true
		}
	}
	return Unfinished, false
}

// Record is a game's tags, its actions as tokens in the game's notation,
// and its result.
type Record struct {
	Tags    []Tag
	Actions []string
	Result  Result
}

// Tag is a named value written before the actions, as [Name "Value"].
type Tag struct {
	Name, Value string
}

// Tag returns the value of the named tag, if the record has it.
func (r Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// MoveNumber returns the number under which the action at ply (0-based)
// is written: actions are numbered in pairs.
func MoveNumber(ply int) int { return ply/2 + 1 }

// String writes the numbered form, such as "1. d4 swap 2. e5 c3 1-0". An
// unfinished game has no result token.
func (r Record) String() string {
	var b strings.Builder
	for _, t := range r.Tags {
		fmt.Fprintf(&b, "[%s %q]\n", t.Name, t.Value)
	}
	for i, a := range r.Actions {
		if i > 0 {
			b.WriteByte(' ')
		}
		if i%2 == 0 {
			b.WriteString(strconv.Itoa(MoveNumber(i)))
			b.WriteString(". ")
		}
		b.WriteString(a)
	}
	if r.Result != Unfinished {
		if len(r.Actions) > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(r.Result.String())
	}
	return b.String()
}

// Parse reads a record in numbered or unnumbered form, or a mix. Move
// numbers ("12." before the first action of a pair, "12..." before the
// second) are checked against the actions' places; a result may only come
// last. Action tokens are returned as they are, for the game to check.
func Parse(text string) (Record, error) {
	var r Record
	text, err := parseTags(text, &r)
	if err != nil {
		return Record{}, err
	}
	fields := strings.Fields(text)
	for i, f := range fields {
		for {
			number, rest, ok := splitNumber(f)
			if !ok {
				break
			}
			if err := checkNumber(number, len(r.Actions)); err != nil {
				return Record{}, err
			}
			f = rest
		}
		if res, ok := ParseResult(f); ok {
			if i != len(fields)-1 {
				return Record{}, fmt.Errorf("the result %q must come last", f)
			}
			r.Result = res
		} else if f != "" {
			r.Actions = append(r.Actions, f)
		}
	}
	return r, nil
}

// parseTags reads the tags at the start of text into r and returns the
// rest. A tag is [Name "Value"]: a name of letters and digits, and a
// quoted value without quotes or line breaks inside.
func parseTags(text string, r *Record) (string, error) {
	for {
		text = strings.TrimLeft(text, " \t\r\n")
		if !strings.HasPrefix(text, "[") {
			return text, nil
		}
		line, rest, _ := strings.Cut(text, "\n")
		end := strings.Index(line, "]")
		if end < 0 {
			return "", fmt.Errorf("tag %q is not closed with ]", line)
		}
		name, quoted, _ := strings.Cut(line[1:end], " ")
		value, err := strconv.Unquote(strings.TrimSpace(quoted))
		if err != nil || !validTagName(name) || strings.ContainsAny(value, "\"\n") {
			return "", fmt.Errorf("tag %q should read [Name \"value\"]", line[:end+1])
		}
		r.Tags = append(r.Tags, Tag{Name: name, Value: value})
		text = line[end+1:] + "\n" + rest
	}
}

func validTagName(name string) bool {
	for _, c := range name {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return name != ""
}

// splitNumber splits a leading move number such as "12." or "12..." off a
// token. number keeps its dots.
func splitNumber(tok string) (number, rest string, ok bool) {
	digits := 0
	for digits < len(tok) && tok[digits] >= '0' && tok[digits] <= '9' {
		digits++
	}
	dots := digits
	for dots < len(tok) && tok[dots] == '.' {
		dots++
	}
	if digits == 0 || dots == digits {
		return "", tok, false
	}
	return tok[:dots], tok[dots:], true
}

// checkNumber checks a move number token such as "3." or "3..." against
// the ply of the action it precedes.
func checkNumber(number string, ply int) error {
	digits := strings.TrimRight(number, ".")
	n, err := strconv.Atoi(digits)
	want := MoveNumber(ply)
	secondOfPair := ply%2 == 1
	dots := len(number) - len(digits)
	switch {
	case err != nil || n != want:
		return fmt.Errorf("move number %q where %d was expected", number, want)
	case secondOfPair && dots != 3:
		return fmt.Errorf("move number %q comes before the second action of move %d: write \"%d...\" or nothing", number, want, want)
	case !secondOfPair && dots != 1:
		return fmt.Errorf("move number %q comes before the first action of move %d: write \"%d.\"", number, want, want)
	}
	return nil
}

// MoveError reports a bad action in a record: its ply (0-based), its text
// as written and why it was rejected. Move names it as the game's records
// number it ("turn 3"); empty, it is "move N" with actions numbered in
// pairs. Side, when set, names who played it ("White"): in a pair, the
// number alone does not say.
type MoveError struct {
	Ply    int
	Action string
	Err    error
	Move   string
	Side   string
}

func (e *MoveError) Error() string {
	move := e.Move
	if move == "" {
		move = fmt.Sprintf("move %d", MoveNumber(e.Ply))
	}
	action := e.Action
	if e.Side != "" {
		action = e.Side + "'s " + action
	}
	return fmt.Sprintf("%s (%s) is not legal: %v", move, action, e.Err)
}

func (e *MoveError) Unwrap() error { return e.Err }
