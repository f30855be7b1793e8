// Package puzzle holds the puzzles: positions where the side to move has
// exactly one first turn that forces a goal (a win within a few turns, or
// for Diamonds & Pivots the best count of stones after the reply), the files they
// ship in (web/puzzles/<game>.json), the loader that validates a file, and
// the model of one attempt at a puzzle that the puzzle page drives.
// rules/puzzle/check re-proves them, and answers the attempt's questions
// in the worker: this package, which the page's wasm links, searches
// nothing.
package puzzle

import (
	"fmt"
	"os"
	"strings"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/jsonlite"
)

// Version is the file format's version.
const Version = 1

// The goals' kinds.
const (
	Win   = "win"   // win the game within Goal.Turns turns
	Count = "count" // reach the best count, Goal.Margin, after the reply to the turn
)

// File is one game's puzzles, as shipped in web/puzzles/<game>.json.
type File struct {
	Version int      `json:"version"`
	Game    string   `json:"game"` // the game's ID (rules/games)
	Puzzles []Puzzle `json:"puzzles"`
}

// Puzzle is one position and its proven answer.
type Puzzle struct {
	ID string `json:"id"`
	// Compact is the game up to the puzzle's position in its compact (link)
	// form: the history counts (repetitions, the fifty-move rule), and the
	// app opens it as any link.
	Compact string `json:"compact"`
	ToMove  string `json:"toMove"` // the side to move's name, the attacker
	Goal    Goal   `json:"goal"`
	// Line is the solution: the attacker's turns and the defender's replies
	// alternating, each turn its actions; the first turn is the only one
	// that reaches the goal, each reply one that resists longest.
	// Line and Refute of a puzzle from Decode are read by Validate (and so
	// by Begin): before that they are empty.
	Line [][]string `json:"line"`
	// Refute holds, by each wrong first move of a win puzzle, the
	// defender's reply that holds (found by the checker's proof).
	Refute     map[string]string `json:"refute,omitempty"`
	Themes     []string          `json:"themes"`
	Difficulty int               `json:"difficulty"` // 1 (easy) to 5
	Rating     int               `json:"rating"`     // the initial Glicko-2 rating
	RD         int               `json:"rd"`         // and its deviation
	Source     string            `json:"source"`     // where the generator found it: seed and ply

	unread *unread // what Decode left unread: Validate reads it
}

// Goal is what the side to move must force.
type Goal struct {
	Kind   string `json:"kind"`             // Win or Count
	Turns  int    `json:"turns"`            // the attacker's turns, the first included
	Margin int    `json:"margin,omitempty"` // Count: own stones less the other's after the reply; may be 0 (then omitted) or negative
	Gain   int    `json:"gain,omitempty"`   // Count: Margin less the lead before the turn, for the words
}

// Text says the goal in words for the side named side.
func (g Goal) Text(side string) string {
	if g.Kind == Count {
		return fmt.Sprintf("%s to play: gain %d stones, counted after the reply", side, g.Gain)
	}
	if g.Turns == 1 {
		return side + " to play wins at once"
	}
	return fmt.Sprintf("%s to play wins in %d moves", side, g.Turns)
}

// ReadFile reads and validates the puzzle file at path (Parse).
func ReadFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// Parse reads and validates a puzzle file: every puzzle's game, side,
// goal, line and refutations are checked against the rules, so a bad
// file gives an error naming the puzzle and what is wrong, never a page
// that breaks later. It does not re-prove the puzzles (check does).
func Parse(data []byte) (*File, error) {
	f, err := Decode(data)
	if err != nil {
		return nil, err
	}
	spec, _ := games.ByID(f.Game) // Decode checked it
	for i := range f.Puzzles {
		p := &f.Puzzles[i]
		if err := p.Validate(spec); err != nil {
			return nil, fmt.Errorf("puzzle %d (%s): %v", i+1, p.ID, err)
		}
	}
	return f, nil
}

// Decode reads a puzzle file and checks the file as a whole: its version,
// its game, each puzzle's id, given and used once. It leaves each
// puzzle's rules to Validate, which a page calls on the puzzle it opens:
// checking all of Diamondback's 300 took the page's thread about 0.7 s.
// For the same reason each puzzle's line and refutations stay the file's
// bytes until Validate reads them: building their slices and maps was
// three quarters of a file's decoding (Diamondback's, as WebAssembly:
// 137 ms, 34 ms without).
func Decode(data []byte) (*File, error) {
	var stored struct {
		Version int            `json:"version"`
		Game    string         `json:"game"`
		Puzzles []storedPuzzle `json:"puzzles"`
	}
	if err := jsonlite.UnmarshalStrict(data, &stored); err != nil {
		return nil, fmt.Errorf("puzzle file: %v", err)
	}
	if stored.Version != Version {
		return nil, fmt.Errorf("puzzle file: version %d, not %d", stored.Version, Version)
	}
	if _, err := games.ByID(stored.Game); err != nil {
		return nil, fmt.Errorf("puzzle file: %v", err)
	}
	f := &File{Version: stored.Version, Game: stored.Game, Puzzles: make([]Puzzle, len(stored.Puzzles))}
	seen := map[string]bool{}
	for i, s := range stored.Puzzles {
		p := &f.Puzzles[i]
		*p = s.Puzzle
		p.unread = &unread{line: s.Line, refute: s.Refute}
		if p.ID == "" {
			return nil, fmt.Errorf("puzzle %d: no id", i+1)
		}
		if seen[p.ID] {
			return nil, fmt.Errorf("puzzle %d: the id %q is used twice", i+1, p.ID)
		}
		seen[p.ID] = true
	}
	return f, nil
}

// storedPuzzle is a puzzle as Decode reads it: its line and refutations
// as the file's bytes (these fields hide the Puzzle's own of the same
// names).
type storedPuzzle struct {
	Puzzle
	Line   jsonlite.RawMessage `json:"line"`
	Refute jsonlite.RawMessage `json:"refute"`
}

// unread is what Decode left unread of a puzzle.
type unread struct{ line, refute jsonlite.RawMessage }

// read reads what Decode left unread of p. Once it has succeeded it is
// done; a failure is kept, so that every later Validate fails alike
// (jsonlite may have filled part of a field before its error).
func (p *Puzzle) read() error {
	u := p.unread
	if u == nil {
		return nil
	}
	if len(u.line) > 0 {
		if err := jsonlite.Unmarshal(u.line, &p.Line); err != nil {
			return fmt.Errorf("the line: %v", err)
		}
	}
	if len(u.refute) > 0 {
		if err := jsonlite.Unmarshal(u.refute, &p.Refute); err != nil {
			return fmt.Errorf("the refutations: %v", err)
		}
	}
	p.unread = nil
	return nil
}

// Open returns the puzzle's position as a match of spec's game.
func (p *Puzzle) Open(spec game.Spec) (game.Match, error) {
	m, err := spec.ParseCompact(p.Compact)
	if err != nil {
		return nil, fmt.Errorf("the position: %v", err)
	}
	return m, nil
}

// Refuted is a wrong first move whose refutation the file stores, the
// first in the notation's order (a map's order changes from run to run):
// the page's tests fail a puzzle with it.
func (p *Puzzle) Refuted() (move string, ok bool) {
	for mv, reply := range p.Refute {
		if reply != "" && (!ok || mv < move) {
			move, ok = mv, true
		}
	}
	return move, ok
}

// Validate checks a puzzle against the rules of spec's game, reading
// first what Decode left unread of it.
func (p *Puzzle) Validate(spec game.Spec) error {
	if p.ID == "" {
		return fmt.Errorf("no id")
	}
	if err := p.read(); err != nil {
		return err
	}
	m, err := p.Open(spec)
	if err != nil {
		return err
	}
	if m.Outcome().Over {
		return fmt.Errorf("the game is over")
	}
	me := m.ToMove(m.Len())
	if name := spec.SideNames()[me]; p.ToMove != name {
		return fmt.Errorf("toMove is %q, but %s is to move", p.ToMove, name)
	}
	switch {
	case p.Goal.Kind != Win && p.Goal.Kind != Count:
		return fmt.Errorf("goal kind %q is neither %q nor %q", p.Goal.Kind, Win, Count)
	case p.Goal.Turns < 1:
		return fmt.Errorf("goal of %d turns", p.Goal.Turns)
	case p.Goal.Kind == Win && (p.Goal.Margin != 0 || p.Goal.Gain != 0):
		return fmt.Errorf("a win goal with a margin")
	}
	if len(p.Line) == 0 {
		return fmt.Errorf("no solution")
	}
	if p.Goal.Kind == Win && len(p.Line) != 2*p.Goal.Turns-1 {
		return fmt.Errorf("a win in %d turns needs a line of %d turns, not %d", p.Goal.Turns, 2*p.Goal.Turns-1, len(p.Line))
	}
	for t, turn := range p.Line {
		side := me
		if t%2 == 1 {
			side = me.Other()
		}
		if err := playTurn(m, turn, side); err != nil {
			return fmt.Errorf("line, turn %d: %v", t+1, err)
		}
	}
	if p.Goal.Kind == Win {
		if o := m.Outcome(); !o.Over || o.Draw || o.Winner != me {
			return fmt.Errorf("the line does not end in %s's win", p.ToMove)
		}
	}
	if err := p.validateRefutations(spec); err != nil {
		return err
	}
	switch {
	case len(p.Themes) == 0:
		return fmt.Errorf("no themes")
	case p.Difficulty < 1 || p.Difficulty > 5:
		return fmt.Errorf("difficulty %d is not 1 to 5", p.Difficulty)
	case p.Rating < 500 || p.Rating > 3000 || p.RD < 30 || p.RD > 500:
		return fmt.Errorf("rating %d ± %d is out of range", p.Rating, p.RD)
	}
	return nil
}

// validateRefutations checks that each refuted move is a legal wrong first
// move and its reply a legal answer.
func (p *Puzzle) validateRefutations(spec game.Spec) error {
	m, err := p.Open(spec)
	if err != nil {
		return err
	}
	first := strings.Join(p.Line[0], " ")
	for move, reply := range p.Refute {
		if move == first {
			return fmt.Errorf("the solution %q is refuted", move)
		}
		if err := m.Play(move); err != nil {
			return fmt.Errorf("refuted move %q: %v", move, err)
		}
		if reply != "" {
			if err := m.Play(reply); err != nil {
				return fmt.Errorf("refutation of %q: %q: %v", move, reply, err)
			}
			m.Undo()
		}
		m.Undo()
	}
	return nil
}

// playTurn plays a whole turn of side's, checking that it is one turn.
func playTurn(m game.Match, turn []string, side game.Side) error {
	if len(turn) == 0 {
		return fmt.Errorf("an empty turn")
	}
	for i, a := range turn {
		if m.Outcome().Over {
			return fmt.Errorf("%q after the game's end", a)
		}
		if got := m.ToMove(m.Len()); got != side {
			return fmt.Errorf("%q: %s is to move", a, m.Spec().SideNames()[got])
		}
		if err := m.Play(a); err != nil {
			return fmt.Errorf("%q: %v", a, err)
		}
		ends := m.Outcome().Over || m.EndsTurn(m.Len()-1)
		if ends != (i == len(turn)-1) {
			return fmt.Errorf("the turn %q does not end at its last action", strings.Join(turn, " "))
		}
	}
	return nil
}
