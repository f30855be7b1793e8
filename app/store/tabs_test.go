package store

import (
	"errors"
	"testing"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/session"
	"diamond/rules/diamond"
)

// Two stores on one storage are two tabs: a save over a game the other
// stored is written only if it loses none of its moves, or if the store
// read the latest copy before.
func TestSaveOverAnotherTabsGame(t *testing.T) {
	mem := newMemory()
	tab1, tab2 := New(mem, clock), New(mem, clock)
	if err := tab1.SaveGame(played(t, session.Options{}, "d4")); err != nil {
		t.Fatal(err)
	}
	old, _ := tab1.LoadGame(games.Diamond)
	newer, _ := tab2.LoadGame(games.Diamond)
	newer.Click(mustPoint(t, "e5"))
	if err := tab2.SaveGame(newer); err != nil {
		t.Fatal(err)
	}
	want := mem.M[KeyGame(games.Diamond)]

	// The older copy, resigned, browsed, or unchanged: nothing written.
	old.GoTo(0)
	if err := tab1.SaveGame(old); !errors.Is(err, ErrBehind) || mem.M[KeyGame(games.Diamond)] != want {
		t.Fatalf("browsing the older copy: %v, stored %s", err, mem.M[KeyGame(games.Diamond)])
	}
	old.GoTo(1)
	old.Resign()
	if err := tab1.SaveGame(old); !errors.Is(err, ErrBehind) || mem.M[KeyGame(games.Diamond)] != want {
		t.Fatalf("resigning the older copy: %v", err)
	}
	// Newer shows the stored game; a save of it is on the latest copy.
	s, ok := tab1.Newer(old)
	if !ok || s.Match().Compact() != newer.Match().Compact() {
		t.Fatalf("Newer: %v", ok)
	}
	if _, ok := tab1.Newer(s); ok {
		t.Error("the latest copy is said to be behind")
	}
	s.Undo()
	if err := tab1.SaveGame(s); err != nil {
		t.Fatalf("a take-back on the latest copy: %v", err)
	}
	// The other tab's game continues the stored one, taken back moves
	// included: it may be saved.
	newer.Click(mustPoint(t, "c3"))
	if err := tab2.SaveGame(newer); err != nil {
		t.Fatalf("a move that continues the stored game: %v", err)
	}
	if got, _ := New(mem, clock).LoadGame(games.Diamond); got.Match().Compact() != newer.Match().Compact() {
		t.Errorf("stored %q", got.Match().Compact())
	}
}

// Data another version wrote is backed up before a save replaces it.
func TestSaveOverUnreadableData(t *testing.T) {
	mem := newMemory()
	tab := New(mem, clock)
	s := played(t, session.Options{}, "d4")
	if err := tab.SaveGame(s); err != nil {
		t.Fatal(err)
	}
	mem.M[KeyGame(games.Diamond)] = `{"version":2,"game":{}}`
	s.Click(mustPoint(t, "e5"))
	if err := tab.SaveGame(s); err != nil {
		t.Fatal(err)
	}
	if mem.M[BackupKey(KeyGame(games.Diamond), 1)] != `{"version":2,"game":{}}` || len(tab.Notices()) != 1 {
		t.Errorf("not backed up: %v", mem.M)
	}
}

// The list of games with friends is saved only as read last.
func TestSaveFriendsReadBefore(t *testing.T) {
	mem := newMemory()
	tab1, tab2 := New(mem, clock), New(mem, clock)
	tab1.Friends()
	tab2.Friends()
	if err := tab1.SaveFriends(friendGames); err != nil {
		t.Fatal(err)
	}
	if err := tab2.SaveFriends(friendGames[:1]); !errors.Is(err, ErrBehind) || len(New(mem, clock).Friends()) != len(friendGames) {
		t.Fatalf("a list read before another tab wrote was saved: %v", err)
	}
	if !tab2.Changed(KeyFriends) || tab1.Changed(KeyFriends) {
		t.Error("Changed")
	}
	gs := tab2.Friends()
	if err := tab2.SaveFriends(append([]friend.Game{}, gs[1:]...)); err != nil {
		t.Fatal(err)
	}
}

// Extends: the same game from the same start, played on; a game over
// extends only itself.
func TestExtends(t *testing.T) {
	a := played(t, session.Options{}, "d4", "e5").Match()
	b := played(t, session.Options{}, "d4", "e5", "c3").Match()
	c := played(t, session.Options{}, "d4", "e4", "c3").Match()
	if !Extends(a, b) || Extends(b, a) || Extends(a, c) || !Extends(a, a) {
		t.Error("Extends on Diamond games")
	}
	over := a.Clone()
	over.Resign(over.ToMove(over.Len()))
	if !Extends(a, over) || Extends(over, b) || !Extends(over, over) {
		t.Error("Extends with a resignation")
	}
	p, _ := games.Pivots.New(0)
	if Extends(p, a) || Extends(a, p) {
		t.Error("Extends across games")
	}
}

func mustPoint(t *testing.T, name string) int {
	t.Helper()
	q, err := diamond.ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return int(q)
}

// A game restored from a backup is written as it is, date included, only
// where it loses nothing: over no game, or over one it continues; a tab
// that shows the older game then finds the restored one newer.
func TestRestoreGame(t *testing.T) {
	mem := newMemory()
	tab, restorer := New(mem, clock), New(mem, clock)
	shown := played(t, session.Options{}, "d4")
	if err := tab.SaveGame(shown); err != nil {
		t.Fatal(err)
	}
	longer := Encode(played(t, session.Options{}, "d4", "e5"))
	longer.Saved = 42
	if err := restorer.RestoreGame(games.Diamond, longer); err != nil {
		t.Fatal(err)
	}
	if got, ok := New(mem, clock).StoredGame(games.Diamond); !ok || got != longer {
		t.Errorf("stored %+v, want %+v", got, longer)
	}
	if s, ok := tab.Newer(shown); !ok || s.Match().Len() != 2 {
		t.Error("the tab does not find the restored game newer")
	}
	before := mem.M[KeyGame(games.Diamond)]
	for _, g := range []Game{Encode(played(t, session.Options{}, "c3")), {Record: "zz", Mode: "hotseat"}} {
		if err := restorer.RestoreGame(games.Diamond, g); err == nil || mem.M[KeyGame(games.Diamond)] != before {
			t.Errorf("restoring %q over another game: %v", g.Record, err)
		}
	}
	if _, ok := New(newMemory(), clock).StoredGame(games.Diamond); ok {
		t.Error("a game in progress read from an empty storage")
	}
}
