package puzzles

import (
	"maps"
	"math/rand/v2"
	"testing"

	"diamond/app/rating"
	"diamond/rules/puzzle"
)

func files() []*puzzle.File {
	d := &puzzle.File{Game: "diamond"}
	for i := range 30 {
		theme := "short"
		if i%3 == 0 {
			theme = "long"
		}
		d.Puzzles = append(d.Puzzles, puzzle.Puzzle{ID: string(rune('a' + i)), Rating: 1000 + 50*i, RD: 80, Themes: []string{theme}})
	}
	b := &puzzle.File{Game: "diamondback", Puzzles: []puzzle.Puzzle{{ID: "a", Rating: 1500, RD: 80, Themes: []string{"mate"}}}}
	return []*puzzle.File{d, b}
}

// The first attempt rates the player and the puzzle and moves the streak;
// a second attempt at the same puzzle changes nothing.
func TestRecord(t *testing.T) {
	pr := New()
	fs := files()
	p := &fs[0].Puzzles[10] // rated 1500
	if d := pr.Record("diamond", p, true); d <= 0 || pr.Streak != 1 || pr.Best != 1 {
		t.Fatalf("solved: change %v, streak %d, best %d", d, pr.Streak, pr.Best)
	}
	if pr.PuzzleRating("diamond", p).R >= 1500 {
		t.Errorf("a puzzle solved keeps or raises its rating: %v", pr.PuzzleRating("diamond", p))
	}
	before := pr
	if d := pr.Record("diamond", p, false); d != 0 || pr.Streak != 1 || pr.Rating != before.Rating {
		t.Errorf("a second attempt counts: change %v, streak %d", d, pr.Streak)
	}
	// The same id in another game is another puzzle.
	if d := pr.Record("diamondback", &fs[1].Puzzles[0], false); d >= 0 || pr.Streak != 0 || pr.Best != 1 {
		t.Errorf("failed: change %v, streak %d, best %d", d, pr.Streak, pr.Best)
	}
}

// Next offers puzzles not seen, of the game and theme chosen, near the
// player's rating, until none is left.
func TestNext(t *testing.T) {
	pr := New() // 1500
	pr.Seen = map[string]Seen{}
	fs := files()
	rnd := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	for {
		c, ok := pr.Next(fs, "diamond", "long", rnd)
		if !ok {
			break
		}
		k := Key(c.Game, c.Puzzle)
		if seen[k] || c.Game != "diamond" || !HasTheme(c.Puzzle, "long") {
			t.Fatalf("offered %s (%v) again or out of the choice", k, c.Puzzle.Themes)
		}
		seen[k] = true
		pr.Seen[k] = Seen{} // seen, without moving the rating
	}
	if len(seen) != 10 {
		t.Errorf("%d long Diamond puzzles offered, want all 10", len(seen))
	}
	// Near the rating: the first offer is among the 12 nearest 1500.
	for range 20 {
		fresh := New()
		c, _ := fresh.Next(fs, "", "", rnd)
		if r := c.Puzzle.Rating; r < 1200 || r > 1800 {
			t.Errorf("offered a puzzle rated %d to a player rated 1500", r)
		}
	}
	if names, counts := Themes(fs, ""); len(names) != 3 || counts["short"] != 20 || counts["mate"] != 1 {
		t.Errorf("themes %v %v", names, counts)
	}
}

// Progress that reads but cannot be used is refused.
func TestCheck(t *testing.T) {
	good := New()
	if err := good.Check(); err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]Progress{
		"zero volatility":   {Rating: rating.Rating{R: 1500, RD: 100}},
		"negative streak":   {Rating: rating.New(), Streak: -1},
		"streak above best": {Rating: rating.New(), Streak: 3, Best: 2},
		"a puzzle's rating": {Rating: rating.New(), Seen: map[string]Seen{"diamond/a": {}}},
	} {
		if bad.Check() == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// Two copies of one player's progress merge: every puzzle of either is
// played, the rating and streak are those of the copy with more puzzles
// (the first on a tie), the best streak the better; neither copy changes.
func TestMerge(t *testing.T) {
	fs := files()
	a, b := New(), New()
	a.Record("diamond", &fs[0].Puzzles[0], true)
	a.Record("diamond", &fs[0].Puzzles[1], true) // best 2
	a.Record("diamond", &fs[0].Puzzles[2], false)
	b.Record("diamond", &fs[0].Puzzles[2], true)
	b.Game = "pivots"
	aSeen, bSeen := a.Seen[Key("diamond", &fs[0].Puzzles[2])], b.Seen[Key("diamond", &fs[0].Puzzles[2])]

	for _, m := range []Progress{Merge(a, b), Merge(b, a)} {
		if len(m.Seen) != 3 || m.Rating != a.Rating || m.Streak != 0 || m.Best != 2 || m.Game != "" {
			t.Errorf("merged: %d seen, rating %v (a's %v), streak %d, best %d, game %q", len(m.Seen), m.Rating, a.Rating, m.Streak, m.Best, m.Game)
		}
		if m.Seen[Key("diamond", &fs[0].Puzzles[2])] != aSeen {
			t.Error("a puzzle played on both does not keep the result of the copy with more puzzles")
		}
	}
	if len(a.Seen) != 3 || len(b.Seen) != 1 || b.Seen[Key("diamond", &fs[0].Puzzles[2])] != bSeen {
		t.Error("merging changed a copy")
	}
	// A tie keeps the first's rating; a copy with nothing seen adds none.
	c := New()
	c.Record("diamondback", &fs[1].Puzzles[0], true)
	if m := Merge(b, c); m.Rating != b.Rating || len(m.Seen) != 2 {
		t.Errorf("a tie: rating %v, want b's %v; %d seen", m.Rating, b.Rating, len(m.Seen))
	}
	// The best streak is the better, whichever copy it is in.
	d, e := New(), New()
	d.Record("diamond", &fs[0].Puzzles[3], true)
	d.Record("diamond", &fs[0].Puzzles[4], true)
	for i, solved := range []bool{true, false, true} {
		e.Record("diamond", &fs[0].Puzzles[5+i], solved)
	}
	if m := Merge(e, d); m.Best != 2 || m.Streak != 1 || m.Rating != e.Rating {
		t.Errorf("best %d, streak %d, rating %v; want 2, 1 and e's %v", m.Best, m.Streak, m.Rating, e.Rating)
	}
	if m := Merge(New(), New()); m.Seen != nil || !m.Equal(New()) {
		t.Errorf("two newcomers merge to %+v", m)
	}
	if m := Merge(New(), b); !m.Equal(b) {
		t.Errorf("a newcomer and b merge to %+v, not b", m)
	}

	// Equal compares every part.
	for name, change := range map[string]func(*Progress){
		"rating": func(p *Progress) { p.Rating.R++ },
		"streak": func(p *Progress) { p.Streak++; p.Best++ },
		"game":   func(p *Progress) { p.Game = "x" },
		"theme":  func(p *Progress) { p.Theme = "x" },
		"seen":   func(p *Progress) { p.Seen = map[string]Seen{"diamond/x": {}} },
	} {
		o := a
		o.Seen = maps.Clone(a.Seen)
		if !o.Equal(a) {
			t.Fatal("a copy is not equal")
		}
		change(&o)
		if o.Equal(a) {
			t.Errorf("a change of the %s is equal", name)
		}
	}
}
