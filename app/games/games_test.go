package games

import (
	"slices"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/game"
	rules "diamond/rules/games"
	"diamond/rules/rng"
)

// Every game the rules register has an adapter: the app offers every
// registered game and must never meet one it cannot play.
func TestEveryGameHasAnAdapter(t *testing.T) {
	for _, spec := range rules.All() {
		if !slices.ContainsFunc(adapters, func(g Game) bool { return g.ID() == spec.ID() }) {
			t.Errorf("%s is registered in rules/games but has no adapter here", spec.ID())
		}
	}
	if g, err := ByID("no-such-game"); err == nil {
		t.Errorf("ByID of an unknown game = %v", g)
	}
}

// Every adapter is a registered game's, once.
func TestEveryAdapterIsAGame(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range adapters {
		if _, err := rules.ByID(g.ID()); err != nil {
			t.Errorf("adapter %s: %v", g.ID(), err)
		}
		if seen[g.ID()] {
			t.Errorf("two adapters for %s", g.ID())
		}
		seen[g.ID()] = true
	}
}

// Every legal move can be entered with clicks (and a choice button where
// the adapter offers one), in every position of a random game: the
// adapter's grammar reaches the whole of the rules.
func TestEveryMoveCanBeClicked(t *testing.T) {
	for _, g := range All() {
		checked := 0
		for seed := 0; seed < 2; seed++ {
			checked += clickGame(t, g, seed)
		}
		if checked < 1000 {
			t.Errorf("%s: only %d moves checked", g.ID(), checked)
		}
	}
}

// clickGame checks the moves of one random game, up to 100 plies, and
// returns how many it checked.
func clickGame(t *testing.T, g Game, seed int) (checked int) {
	m, err := g.New(seed % len(g.Starts()))
	if err != nil {
		t.Fatal(err)
	}
	r := rng.New(uint64(seed))
	for ply := 0; ply < 100 && !m.Outcome().Over; ply++ {
		res := &results{m: m, cache: map[string]string{}}
		reached := clickable(g, m, res)
		for _, mv := range m.Legal() {
			if !reached[res.of(mv)] {
				t.Fatalf("%s, after %q: no clicks enter the legal move %s", g.ID(), m.Moves(), mv)
			}
			checked++
		}
		g.Status(m, m.Len())
		g.ColourNotes(m, m.Len())
		legal := m.Legal()
		mv := legal[r.IntN(len(legal))]
		b := m.Board(m.Len())
		g.HintMarks(m, mv, &b)
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	return checked
}

// result names what a move leads to (the position, and the outcome for
// a move that ends the game): two notations of one move lead to the same.
// Results are cached per move text, as many clicks give the same move.
type results struct {
	m     game.Match
	cache map[string]string
}

func (r *results) of(move string) string {
	if k, ok := r.cache[move]; ok {
		return k
	}
	c := r.m.Clone()
	k := ""
	if c.Play(move) == nil {
		k = c.Position() + " | " + c.Outcome().Text
	}
	r.cache[move] = k
	return k
}

// clickable returns the moves (as written) that up to four clicks on the
// board, then a choice button, enter; the page's own buttons play the
// pie rule's swap and a pass.
func clickable(g Game, m game.Match, res *results) map[string]bool {
	reached := map[string]bool{res.of(g.Swap().Move): true, res.of(g.Pass().Move): true}
	seen := map[string]bool{"": true}
	frontier := []string{""}
	for depth := 0; depth < 4 && len(frontier) > 0; depth++ {
		var next []string
		for _, partial := range frontier {
			for _, c := range g.Choices(m, partial) {
				reached[res.of(c.Move)] = true
			}
			b := m.Board(m.Len())
			g.Guide(m, partial, &b)
			for site := range g.Geometry().Sites {
				p, move, _ := g.Click(m, partial, site)
				if move != "" {
					reached[res.of(move)] = true
				} else if !seen[p] {
					seen[p] = true
					next = append(next, p)
				}
			}
		}
		frontier = next
	}
	return reached
}

// Diamondback's pawns are tagged with their kinds on their squares (W
// wing, F flank, G guard), Black's turned round; other pieces and normal
// pawns are not; Diamond and Pivots tag nothing.
func TestDiamondbackPawnTags(t *testing.T) {
	m, err := Diamondback.New(0) // b1g8
	if err != nil {
		t.Fatal(err)
	}
	tags := Diamondback.(Tagger).Tags(m.Board(0))
	sites := map[string]int{}
	for i, s := range Diamondback.Geometry().Sites {
		sites[s.Name] = i
	}
	for name, want := range map[string]string{
		"e1": "W", "c2": "GF", "d2": "F", "b3": "GF", "c3": "", "b4": "F", "d4": "", "a5": "W", // White's pawns
		"h4": "W", "f7": "GF", "e7": "F", "g6": "GF", "f6": "", "g5": "F", "e5": "", "d8": "W", // Black's
		"a1": "", "d1": "", "h8": "", // kings and a rook
	} {
		if got := tags[sites[name]]; got != want {
			t.Errorf("%s (%s) tagged %q, want %q", name, Diamondback.Geometry().Legend[m.Board(0).Pieces[sites[name]]].Name, got, want)
		}
	}
	for _, g := range []Game{Diamond, Pivots} {
		if _, ok := g.(Tagger); ok || TagWords(g, "G") != "" {
			t.Errorf("%s tags its pieces", g.Name())
		}
	}
	if w := TagWords(Diamondback, "GF"); w != "guard and flank" {
		t.Errorf("GF in words: %q", w)
	}
}

// Diamond's dashed red rings have a key exactly while its guide draws
// them: in the movement phase, with a neutral piece free to remove.
func TestDiamondOptionKey(t *testing.T) {
	for record, want := range map[string]bool{
		"1. d4 e5": false, // placing
		`[Position "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"]`: true,  // a1 touches nothing
		`[Position "7/8/2wb4/8/3b4/8/w7/7 b 0 0"]`:  false, // no neutral piece
		`[Position "7/8/2wbn3/8/3b4/8/w7/7 b 0 0"]`: false, // c5 touches c4
	} {
		g, err := diamond.ParseRecord(record)
		if err != nil {
			t.Fatal(err)
		}
		m := diamond.NewMatch(g)
		key := Diamond.(Keyed).OptionKey(m)
		var b game.Board
		b.Marks = make([]game.Mark, len(m.Board(m.Len()).Marks))
		Diamond.Guide(m, "", &b)
		rings := false
		for _, mk := range b.Marks {
			rings = rings || mk&game.Option != 0
		}
		if (key != "") != want || rings != want {
			t.Errorf("%s: key %q, rings drawn %v; want both %v", record, key, rings, want)
		}
	}
}
