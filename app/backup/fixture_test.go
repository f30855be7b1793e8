package backup

import (
	"maps"
	"testing"
	"time"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/puzzles"
	"diamond/app/rating"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/rules/game"
	"diamond/rules/review"
)

// ticks is a clock that moves a second at each reading, so that every
// game and review is dated apart.
func ticks() func() time.Time {
	t := time.UnixMilli(1_800_000_000_000)
	return func() time.Time {
		t = t.Add(time.Second)
		return t
	}
}

// line returns a game of g with n moves, the pick-th legal move at each.
func line(t testing.TB, g games.Game, n, pick int) game.Match {
	t.Helper()
	m, err := g.New(0)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		legal := m.Legal()
		if len(legal) == 0 {
			t.Fatalf("%s: no move after %d", g.ID(), i)
		}
		if err := m.Play(legal[(pick+i)%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// sess is a game of two on this device on m, shown at its end.
func sess(t testing.TB, m game.Match) *session.Session {
	t.Helper()
	s, err := session.Resume(session.Options{Mode: session.Hotseat}, m, nil, m.Len())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// kept is m as a kept game of two.
func kept(m game.Match, saved int64) store.Game {
	return store.Game{Record: m.Compact(), View: m.Len(), Mode: "hotseat", Saved: saved}
}

// rich stores everything a player can have, of all three games: a game
// in progress each (one against the computer with taken-back moves and
// an earlier move shown), two kept games each, games with friends of two
// games (one with a draw offered), two reviews, puzzle progress and
// settings.
func rich(t testing.TB) *store.Memory {
	t.Helper()
	mem := store.NewMemory()
	st := store.New(mem, ticks())
	for i, g := range games.All() {
		for j := range 2 {
			if err := st.Keep(sess(t, line(t, g, 4+j, i+2*j+1))); err != nil {
				t.Fatal(err)
			}
		}
		m := line(t, g, 9, i)
		redo := m.Moves()[6:]
		for range redo {
			m.Undo()
		}
		s, err := session.Resume(session.Options{Mode: session.Computer, Human: game.Second, Level: 3}, m, redo, 4)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.SaveGame(s); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.SaveFriends([]friend.Game{
		{ID: "AbCdEfGh", Kind: "pivots", Seat: 1, Me: "Ann", Friend: "Bob", Record: line(t, games.Pivots, 3, 2).Compact(), Offer: friend.OfferedByFriend, Changed: 1_800_000_100_000},
		{ID: "Zz-_0123", Kind: "diamond", Seat: 0, Friend: "Cy", Record: line(t, games.Diamond, 6, 5).Compact(), Changed: 1_800_000_200_000},
	}); err != nil {
		t.Fatal(err)
	}
	rs := st.Reviews()
	for _, g := range []games.Game{games.Diamondback, games.Diamond} {
		var err error
		if rs, err = st.AddReview(rs, reviewOf(line(t, g, 5, 3))); err != nil {
			t.Fatal(err)
		}
	}
	p := puzzles.New()
	p.Rating.R, p.Streak, p.Best, p.Theme = 1612.5, 1, 3, "corner"
	p.Seen = map[string]puzzles.Seen{
		"diamond/d-1": {Solved: true, Rating: rating.Rating{R: 1400, RD: 120, Vol: 0.06}},
		"pivots/p-9":  {Rating: rating.Rating{R: 1733.25, RD: 80.5, Vol: 0.0599}},
	}
	if err := st.SavePuzzles(p); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveSettings(store.Settings{Coords: true, Flip: true, Game: "pivots", Mode: "computer", Human: "white", Level: 4, Theme: store.ThemeDark, Name: "Ann"}); err != nil {
		t.Fatal(err)
	}
	if n := st.Notices(); len(n) > 0 {
		t.Fatalf("notices: %q", n)
	}
	return mem
}

// reviewOf is a review of m's moves, with made-up verdicts.
func reviewOf(m game.Match) store.Review {
	start := m.Clone()
	for start.Undo() {
	}
	r := store.Review{Game: m.Spec().ID(), Start: start.Compact()}
	for i, mv := range m.Moves() {
		r.Moves = append(r.Moves, review.Move{N: i + 1, Side: m.ToMove(i), Move: mv, Class: []review.Class{review.Best, review.Good, review.Mistake}[i%3],
			Before: 0.5 + float64(i)/7, After: 0.5 - float64(i)/9, Best: mv, Line: []string{mv}})
	}
	return r
}

// snapshot is a copy of what a storage holds.
func snapshot(mem *store.Memory) map[string]string { return maps.Clone(mem.M) }

// backupOf writes mem's backup.
func backupOf(t testing.TB, mem *store.Memory) []byte {
	t.Helper()
	data, err := Write(store.New(mem, ticks()))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// restore restores data into mem, failing the test on an error.
func restore(t testing.TB, mem *store.Memory, data []byte) Report {
	t.Helper()
	r, err := Restore(store.New(mem, ticks()), data)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
