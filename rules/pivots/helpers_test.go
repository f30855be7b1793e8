package pivots

import (
	"slices"
	"strings"
	"testing"
)

// cell returns the named cell, failing the test on a bad name.
func cell(t testing.TB, name string) Cell {
	t.Helper()
	c, err := ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// set returns the set of the named cells ("a1 b2").
func set(t testing.TB, names string) Bitboard {
	t.Helper()
	var b Bitboard
	for _, n := range strings.Fields(names) {
		b |= cell(t, n).Bit()
	}
	return b
}

// setup returns a state between turns with the given stones, toMove to
// move in turn 5 (the pie rule's turns over).
func setup(t testing.TB, toMove Color, black, white string) *State {
	t.Helper()
	p := Position{turn: 5, toMove: toMove}
	p.stones[Black], p.stones[White] = set(t, black), set(t, white)
	if p.stones[Black]&p.stones[White] != 0 {
		t.Fatalf("setup: %v hold both colours", p.stones[Black]&p.stones[White])
	}
	p.hash = p.computeHash()
	return NewState(p)
}

// play plays actions written in the text notation, failing on any illegal
// one.
func play(t testing.TB, s *State, actions string) {
	t.Helper()
	for _, tok := range strings.Fields(actions) {
		a, err := ParseAction(s, tok)
		if err != nil {
			t.Fatalf("%s: %v\n%v", tok, err, s.pos)
		}
		s.Play(a)
	}
}

// legal returns the legal actions in the text notation.
func legal(s *State) []string {
	var out []string
	for _, a := range s.LegalActions(nil) {
		out = append(out, a.String())
	}
	return out
}

// diamondNames names each diamond of a set by its sorted cells.
func diamondNames(b Bitboard) []string {
	var out []string
	for _, d := range b.Diamonds() {
		out = append(out, d.String())
	}
	slices.Sort(out)
	return out
}

// checkStones fails unless s's board holds exactly the given stones.
func checkStones(t testing.TB, s *State, black, white string) {
	t.Helper()
	if got, want := s.pos.stones[Black], set(t, black); got != want {
		t.Errorf("black stones %v, want %v", got, want)
	}
	if got, want := s.pos.stones[White], set(t, white); got != want {
		t.Errorf("white stones %v, want %v", got, want)
	}
}
