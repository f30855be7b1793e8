package games

import (
	"strings"
	"testing"
)

func TestByID(t *testing.T) {
	for _, id := range []string{"", "diamond"} {
		if s, err := ByID(id); err != nil || s.ID() != "diamond" {
			t.Errorf("ByID(%q) = %v, %v; want Diamond", id, s, err)
		}
	}
	if s, err := ByID("checkers"); err == nil || !strings.Contains(err.Error(), `"checkers"`) {
		t.Errorf("ByID(checkers) = %v, %v; want an error naming it", s, err)
	}
	for _, s := range All() {
		if got, err := ByID(s.ID()); err != nil || got != s {
			t.Errorf("ByID(%q) = %v, %v", s.ID(), got, err)
		}
	}
}

func TestNamed(t *testing.T) {
	cases := []struct{ text, want, err string }{
		{"1. d4 e5", "diamond", ""},
		{"[Game \"Diamond\"]\n1. d4", "diamond", ""},
		{"[Game \"diamond\"]\n1. d4", "diamond", ""},
		{"[Game \"Go\"]\n1. d4", "", `"Go"`},
		{"[Position \"7/8/8/8/8/8/8/7 b 12 12\"]\n[Variant \"diamond\"]\n1. d4", "diamond", ""},
		{"1. d4 [Game \"Go\"]", "diamond", ""}, // not a tag at the head: the record parser judges it
		{"  [Game  \"Go\" ]", "", `"Go"`},
		{"[Game \"Diamondback Chess\"]\n[Setup \"b1g8\"]\n1. a5-b6", "diamondback", ""},
		{"[Variant \"Diamondback Chess\"]\n[Setup \"b1g8\"]\n1. a5-b6", "diamondback", ""},
		{"[Game \"diamondback\"]\n1. a5-b6", "diamondback", ""},
		{"[Game \"Diamonds & Pivots\"]\n1 B e5", "pivots", ""},
		{"[Game \"diamonds & pivots\"]\n1 B e5", "pivots", ""},
		{"[Game \"pivots\"]\n1 B e5", "pivots", ""},
	}
	for _, c := range cases {
		s, err := Named(c.text, Default)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Named(%q) = %v, %v; want an error with %s", c.text, s, err, c.err)
			}
			continue
		}
		if err != nil || s.ID() != c.want {
			t.Errorf("Named(%q) = %v, %v; want %s", c.text, s, err, c.want)
		}
	}
	m, err := ParseRecord("1. d4 e5 2. c3", Default)
	if err != nil || m.Len() != 3 {
		t.Fatalf("ParseRecord: %v, %v", m, err)
	}
	m, err = ParseRecord("[Variant \"Diamondback Chess\"]\n[Setup \"a2h7\"]\n1. Nc4 d8-d7 *", Default)
	if err != nil || m.Spec().ID() != "diamondback" || m.Len() != 2 || m.Start() != 3 {
		t.Fatalf("ParseRecord of a Diamondback record: %v, %v", m, err)
	}
	// A Pivots record, as Pivots writes it, reads back through the
	// registry.
	p, err := ByID("pivots")
	if err != nil || p.Name() != "Diamonds & Pivots" {
		t.Fatalf("ByID(pivots) = %v, %v", p, err)
	}
	g, _ := p.New(0)
	for _, move := range []string{"e5", "swap", "c3", "pass", "pass"} {
		if err := g.Play(move); err != nil {
			t.Fatal(err)
		}
	}
	m, err = ParseRecord(g.Record(), Default)
	if err != nil || m.Spec().ID() != "pivots" || m.Compact() != "~e5.s.c3.p.p" || !m.Outcome().Over {
		t.Fatalf("ParseRecord of a Pivots record: %v, %v", m, err)
	}
}

// Links of different games cannot be mistaken for each other: each game
// refuses the others' links.
func TestLinksDoNotMix(t *testing.T) {
	links := map[string]string{}
	for _, s := range All() {
		g, _ := s.New(0)
		for i := 0; i < 4; i++ {
			legal := g.Legal()
			if err := g.Play(legal[len(legal)/2]); err != nil {
				t.Fatal(err)
			}
		}
		links[s.ID()] = g.Compact()
	}
	for _, s := range All() {
		for id, link := range links {
			if _, err := s.ParseCompact(link); (err == nil) != (id == s.ID()) {
				t.Errorf("%s reads the %s link %q: %v", s.ID(), id, link, err)
			}
		}
	}
}
