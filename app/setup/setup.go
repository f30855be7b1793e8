// Package setup builds a position of any game by hand: pieces put on
// sites one click at a time, and the settings the game's position
// notation holds beside the placement (the side to move, Diamond's hands,
// Pivots's turn). The editor keeps the position as that notation's
// parts, so that the rules decide everything: Spec.ParsePosition says
// whether the result is a position a game could have, and why not. Each
// game adds only its notation's layout (kinds.go).
package setup

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"diamond/app/session"
	"diamond/rules/game"
)

// Field is a setting of the position beside the placement: one field of
// the notation after it, either a word among Choices or a number from Min
// to Max.
type Field struct {
	ID      string   // for the DOM: "tomove", "hand-black"
	Label   string   // "To move", "Black in hand"
	Choices []Choice // none for a number
	Min     int
	Max     int
	Fixed   bool // kept as read, not shown (a FEN's counters)
}

// Choice is one word a Field may hold.
type Choice struct {
	ID    string // for the DOM, after the field's: "black"
	Label string // "Black"
	Text  string // in the notation: "b"
}

// Command is a game's own button acting on the whole position.
type Command struct {
	ID    string // for the DOM: "setup-fill"
	Label string // "Hands from the board"
	Title string // what it does, for a tooltip
	do    func(*Editor)
}

// kind is one game's part of the editor: the layout of its position
// notation.
type kind struct {
	rows     [][]int      // the sites in the notation's order, row by row
	brushes  []game.Piece // what a click may put down, in the panel's order
	fields   []Field      // the notation's fields after the placement
	empty    []string     // those fields for an empty board
	commands []Command
	note     string // a line for the panel, or ""
	// held marks sites that make the position impossible (Diamond's
	// square already held), or nil.
	held func(pieces []game.Piece) []int
}

// Editor is a position being set up.
type Editor struct {
	spec   game.Spec
	k      *kind
	start  int          // the standard start Start restores
	pieces []game.Piece // by site
	fields []string     // the notation's fields after the placement
	brush  game.Piece
}

// New starts setting up from the position after ply moves of m, or, when
// the notation cannot hold that one (a Pivots turn half played, a game
// just won), from the latest position before it that it can hold.
func New(m game.Match, ply int) *Editor {
	k := kindOf()[m.Spec().ID()]
	e := &Editor{spec: m.Spec(), k: k, start: max(0, m.Start()), brush: k.brushes[0]}
	m = m.Clone()
	for m.Len() > ply && m.Undo() {
	}
	for e.Load(m.Position()) != nil && m.Undo() {
	}
	if e.pieces == nil {
		e.Start()
	}
	return e
}

// Spec returns the game whose position is set up.
func (e *Editor) Spec() game.Spec { return e.spec }

// Brushes lists what a click may put down: pieces of the game's legend
// (0 is the eraser, which each game offers last).
func (e *Editor) Brushes() []game.Piece { return e.k.brushes }

// Brush returns what a click puts down.
func (e *Editor) Brush() game.Piece { return e.brush }

// SetBrush chooses what a click puts down; a piece the game does not
// offer changes nothing.
func (e *Editor) SetBrush(p game.Piece) {
	for _, b := range e.k.brushes {
		if b == p {
			e.brush = p
		}
	}
}

// At returns what stands on site q.
func (e *Editor) At(q int) game.Piece { return e.pieces[q] }

// Click puts the brush's piece on q, replacing what stood there; a click
// on a piece of the brush's kind takes it off, so that a second click
// undoes the first.
func (e *Editor) Click(q int) {
	if q < 0 || q >= len(e.pieces) {
		return
	}
	if e.pieces[q] == e.brush {
		e.pieces[q] = 0
	} else {
		e.pieces[q] = e.brush
	}
}

// Fields lists the settings beside the placement.
func (e *Editor) Fields() []Field { return e.k.fields }

// Value returns field i's value: the index of its choice, or its number.
func (e *Editor) Value(i int) int {
	f, v := e.k.fields[i], e.fields[i]
	for c, ch := range f.Choices {
		if ch.Text == v {
			return c
		}
	}
	n, _ := strconv.Atoi(v)
	return n
}

// SetValue sets field i to a choice's index or a number, kept in range.
func (e *Editor) SetValue(i, v int) {
	f := e.k.fields[i]
	if len(f.Choices) > 0 {
		if v >= 0 && v < len(f.Choices) {
			e.fields[i] = f.Choices[v].Text
		}
		return
	}
	e.fields[i] = strconv.Itoa(max(f.Min, min(v, f.Max)))
}

// Commands lists the game's own buttons.
func (e *Editor) Commands() []Command { return e.k.commands }

// Do runs the game's command id.
func (e *Editor) Do(id string) {
	for _, c := range e.k.commands {
		if c.ID == id {
			c.do(e)
		}
	}
}

// Note is a line the game adds to the panel, or "".
func (e *Editor) Note() string { return e.k.note }

// Clear empties the board.
func (e *Editor) Clear() {
	clear(e.pieces)
	e.fields = append([]string(nil), e.k.empty...)
}

// Start sets up the standard start the editor began from.
func (e *Editor) Start() {
	m, err := e.spec.New(e.start)
	if err == nil {
		err = e.Load(m.Position())
	}
	if err != nil {
		panic("app/setup: " + e.spec.ID() + " start: " + err.Error())
	}
}

// Text is the position in the game's notation, whether the rules accept
// it or not.
func (e *Editor) Text() string {
	var b strings.Builder
	legend := e.spec.Geometry().Legend
	for r, row := range e.k.rows {
		if r > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for _, q := range row {
			if e.pieces[q] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(legend[e.pieces[q]].Letter)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
	}
	for _, f := range e.fields {
		b.WriteString(" " + f)
	}
	return b.String()
}

// Load replaces the position by one in the game's notation (or anything
// else its ParsePosition reads, such as a Diamondback setup's name). Text
// the rules refuse changes nothing; the error says why in plain words.
func (e *Editor) Load(text string) error {
	text = strings.TrimSpace(text)
	m, err := e.spec.ParsePosition(text)
	if err != nil {
		return plain(e.spec, text, err)
	}
	// The game writes its position in full (a FEN's counters, Pivots's
	// turn), whatever the text left out.
	fields := strings.Fields(m.Position())[1:]
	if len(fields) != len(e.k.fields) {
		return fmt.Errorf("%q is not a position that can be set up", text)
	}
	e.pieces, e.fields = m.Board(0).Pieces, fields
	return nil
}

// Match returns a game that starts from the position built, or the rules'
// reason, in plain words, why no game could have it.
func (e *Editor) Match() (game.Match, error) {
	text := e.Text()
	m, err := e.spec.ParsePosition(text)
	if err != nil {
		return nil, plain(e.spec, text, err)
	}
	return m, nil
}

// plain drops what a parser's error repeats for a reader of its own
// (the game's name, the text read), keeping the reason.
func plain(spec game.Spec, text string, err error) error {
	msg := strings.TrimPrefix(err.Error(), spec.ID()+": ")
	if i := strings.Index(msg, strconv.Quote(text)+": "); i >= 0 {
		msg = msg[i+len(strconv.Quote(text))+2:]
	}
	return fmt.Errorf("%s", msg)
}

// Board returns the board to draw: the pieces, with the marks of the
// position when the rules accept it (a king in check), or the sites that
// make it impossible marked as winning (a square Diamond's side holds).
func (e *Editor) Board() session.Board {
	geo := e.spec.Geometry()
	b := session.Board{Game: e.spec, Geometry: geo, Active: true}
	if m, err := e.Match(); err == nil {
		b.Board = m.Board(0)
	} else {
		b.Marks = make([]game.Mark, len(geo.Sites))
		if e.k.held != nil {
			b.Win = e.k.held(e.pieces)
			for _, q := range b.Win {
				b.Marks[q] |= game.Winning
			}
		}
	}
	b.Pieces = slices.Clone(e.pieces) // the board compares what it drew with this
	return b
}
