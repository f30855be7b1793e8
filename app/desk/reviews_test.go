package desk

import (
	"strings"
	"testing"

	"diamond/app/games"
	"diamond/app/store"
	"diamond/rules/game"
	"diamond/rules/review"
)

// reviewOf is a review of m's moves, each the best.
func reviewOf(m game.Match) []review.Move {
	var moves []review.Move
	for i, mv := range m.Moves() {
		moves = append(moves, review.Move{N: i + 1, Side: m.ToMove(i), Move: mv, Class: review.Best, Before: 0.5, After: 0.5, Best: mv})
	}
	return moves
}

// A review is kept with the game: the next visit finds it for the game on
// the board, of every kind; a game played on keeps the review of the
// moves it had, and a game taken back behind them has none.
func TestReviewIsKeptWithTheGame(t *testing.T) {
	mem := store.NewMemory()
	for _, g := range games.All() {
		d := visit(t, mem)
		newGame(d, g)
		play(t, d, 6)
		if _, ok := d.Review(); ok {
			t.Fatalf("%s: a review before any was made", g.Name())
		}
		if err := d.AddReview(d.Session().Match(), reviewOf(d.Session().Match())); err != nil {
			t.Fatal(err)
		}
		d = visit(t, mem)
		r, ok := d.Review()
		if !ok || !r.Complete() || r.Covers() != 6 {
			t.Fatalf("%s after a reload: review %v, covers %d", g.Name(), ok, r.Covers())
		}
		play(t, d, 2)
		if r, ok := d.Review(); !ok || r.Complete() || r.Covers() != 6 {
			t.Errorf("%s played on: review %v, complete %v, covers %d", g.Name(), ok, r.Complete(), r.Covers())
		}
		// Reviewed again, the longer review replaces the shorter.
		if err := d.AddReview(d.Session().Match(), reviewOf(d.Session().Match())); err != nil {
			t.Fatal(err)
		}
		if r, ok := d.Review(); !ok || r.Covers() != 8 {
			t.Errorf("%s reviewed again: review %v, covers %d", g.Name(), ok, r.Covers())
		}
		s := d.Session()
		for range 3 {
			s.Undo()
		}
		if s.Match().Len() >= 6 {
			t.Fatalf("%s: %d moves after three take-backs", g.Name(), s.Match().Len())
		}
		if _, ok := d.Review(); ok {
			t.Errorf("%s taken back to %d moves: the review of 8 still applies", g.Name(), s.Match().Len())
		}
	}
	d := visit(t, mem)
	d.readReviews()
	if kept := d.r.list; len(kept) != len(games.All()) {
		t.Errorf("%d reviews kept, want one per game, %d: a longer review replaces the shorter", len(d.r.list), len(games.All()))
	}
}

// A review of the same moves from another start does not apply.
func TestReviewOfAnotherStart(t *testing.T) {
	mem := store.NewMemory()
	d := visit(t, mem)
	newGame(d, games.Diamondback)
	play(t, d, 2)
	if err := d.AddReview(d.Session().Match(), reviewOf(d.Session().Match())); err != nil {
		t.Fatal(err)
	}
	if _, ok := d.Review(); !ok {
		t.Fatal("the game just reviewed has no review")
	}
	d.r.list[0].Start = startOf(line(t, games.Diamond, 0, 0)) // another game's start
	d.r.on = nil
	if _, ok := d.Review(); ok {
		t.Error("a review of the same moves from another start applies")
	}
}

// Damaged reviews are backed up with a notice, and the games are simply
// not reviewed.
func TestDamagedReviews(t *testing.T) {
	mem := store.NewMemory()
	mem.M[store.KeyReviews] = `{"version":1,"reviews":[{"game":`
	d, _ := Open(store.New(mem, clock), nil)
	if _, ok := d.Review(); ok {
		t.Error("a review read from damaged data")
	}
	n := d.Notices()
	if len(n) != 1 || !strings.Contains(n[0], "game reviews could not be read") {
		t.Errorf("notices %q", n)
	}
	if mem.M[store.BackupKey(store.KeyReviews, 1)] == "" {
		t.Error("no backup of the damaged reviews")
	}
}

// At most store.MaxReviews are kept, the newest.
func TestReviewsAreCapped(t *testing.T) {
	mem := store.NewMemory()
	d := visit(t, mem)
	for i := range store.MaxReviews + 5 {
		m := line(t, games.Diamond, 3, i)
		if err := d.AddReview(m, reviewOf(m)); err != nil {
			t.Fatal(err)
		}
	}
	d = visit(t, mem)
	d.readReviews()
	if len(d.r.list) != store.MaxReviews {
		t.Errorf("%d reviews kept, want %d", len(d.r.list), store.MaxReviews)
	}
}
