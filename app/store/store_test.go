package store

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/rules/diamond"
	"diamond/rules/game"
)

func newMemory() *Memory { return NewMemory() }

func clock() time.Time { return time.UnixMilli(1_700_000_000_000) }

func played(t *testing.T, opt session.Options, moves ...string) *session.Session {
	t.Helper()
	s := session.New(games.Diamond, opt)
	for _, m := range moves {
		q, err := diamond.ParsePoint(m)
		if err != nil {
			t.Fatal(err)
		}
		s.Click(int(q))
		if s.Note() != "" {
			t.Fatal(s.Note())
		}
	}
	return s
}

func TestGameRoundTrip(t *testing.T) {
	mem := newMemory()
	st := New(mem, clock)
	s := session.New(games.Diamond, session.Options{Mode: session.Computer, Human: game.First, Level: 2})
	for _, m := range []string{"d4", "e5", "c3", "f6"} {
		q, _ := diamond.ParsePoint(m)
		if r, ok := s.ComputerRequest(); ok {
			if err := s.Reply(r.Token, session.Answer{Action: m, Score: 0.5}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		s.Click(int(q))
	}
	s.Undo() // back to the person's turn, two actions to redo
	s.GoTo(1)
	if err := st.SaveGame(s); err != nil {
		t.Fatal(err)
	}
	got, ok := New(mem, clock).LoadGame(games.Diamond)
	if !ok {
		t.Fatalf("not loaded; stored %q", mem.M[KeyGame(diamond.Spec)])
	}
	if got.Match().Compact() != s.Match().Compact() || got.View() != 1 || got.Options() != s.Options() {
		t.Errorf("loaded %q view %d %+v", got.Match().Compact(), got.View(), got.Options())
	}
	if r, want := got.RedoMoves(), s.RedoMoves(); len(r) != len(want) || r[0] != want[0] {
		t.Errorf("redo %v, want %v", r, want)
	}
}

// Unreadable data of every kind is moved to a backup key, untouched, and
// the user is told in plain words, which name no key.
func TestCorruptDataIsKept(t *testing.T) {
	for name, tc := range map[string]struct{ raw, why string }{
		"not json":       {"{{{", "the data is damaged"},
		"newer format":   {`{"version":2,"game":{"record":"a","mode":"hotseat"}}`, "the data was written by a newer version of the app"},
		"older format":   {`{"version":0,"game":{"record":"a","mode":"hotseat"}}`, "the data is damaged"},
		"no version":     {`{"game":{"record":"a","mode":"hotseat"}}`, "the data is damaged"},
		"illegal record": {`{"version":1,"game":{"record":"aa","mode":"hotseat"}}`, "the data is damaged"},
		"unknown mode":   {`{"version":1,"game":{"record":"a","mode":"chess"}}`, "the data is damaged"},
		"wrong types":    {`{"version":1,"game":{"record":7}}`, "the data is damaged"},
	} {
		t.Run(name, func(t *testing.T) {
			mem := newMemory()
			mem.M[KeyGame(diamond.Spec)] = tc.raw
			mem.M[BackupPrefix+"game"] = "an older backup"
			st := New(mem, clock)
			if _, ok := st.LoadGame(games.Diamond); ok {
				t.Fatal("loaded")
			}
			if got := mem.M[BackupPrefix+"game"]; got != tc.raw {
				t.Errorf("newest backup %q, want %q", got, tc.raw)
			}
			if mem.M[BackupPrefix+"game.2"] != "an older backup" {
				t.Error("the older backup was not kept")
			}
			if _, ok := mem.M[KeyGame(diamond.Spec)]; ok {
				t.Error("the bad data is still under the game key")
			}
			want := "Your saved Diamond game could not be read (" + tc.why + "). A backup copy is kept in this browser, and a new game was started."
			if n := st.Notices(); len(n) != 1 || n[0] != want {
				t.Errorf("notices %q, want %q", n, want)
			}
			if err := st.SaveGame(session.New(games.Diamond, session.Options{})); err != nil {
				t.Errorf("saving afterwards: %v", err)
			}
		})
	}
}

// Each game's notices name it, and each kind of data says what the app
// does instead.
func TestCorruptNotices(t *testing.T) {
	mem := newMemory()
	mem.M[KeyGame(games.Pivots)] = "{"
	mem.M[KeyKept(games.Diamondback)] = "{"
	st := New(mem, clock)
	st.LoadGame(games.Pivots)
	st.Kept(games.Diamondback)
	want := []string{
		"Your saved Diamonds & Pivots game could not be read (the data is damaged). A backup copy is kept in this browser, and a new game was started.",
		"Your list of Diamondback Chess games put aside could not be read (the data is damaged). A backup copy is kept in this browser, and the list starts empty.",
	}
	if n := st.Notices(); strings.Join(n, "\n") != strings.Join(want, "\n") {
		t.Errorf("notices\n%q\nwant\n%q", n, want)
	}
	if mem.M[BackupPrefix+"pivots.game"] != "{" || mem.M[BackupPrefix+"diamondback.kept"] != "{" {
		t.Errorf("backups: %v", mem.M)
	}
}

// Backups do not pile up: each key keeps its MaxBackups newest, and the
// ones an earlier version numbered on without bound go.
func TestBackupsAreBounded(t *testing.T) {
	mem := newMemory()
	key := KeyGame(diamond.Spec)
	for i := 1; i <= 8; i++ { // an earlier version's pile
		mem.M[BackupKey(key, i)] = "old"
	}
	for i := 1; i <= 7; i++ {
		mem.M[key] = fmt.Sprintf("bad %d", i)
		New(mem, clock).LoadGame(games.Diamond)
	}
	for i := 1; i <= MaxBackups; i++ {
		if got, want := mem.M[BackupKey(key, i)], fmt.Sprintf("bad %d", 8-i); got != want {
			t.Errorf("backup %d: %q, want %q", i, got, want)
		}
	}
	if n := len(mem.M); n != MaxBackups {
		t.Errorf("%d keys, want the %d backups: %v", n, MaxBackups, mem.M)
	}
}

func TestCorruptSettings(t *testing.T) {
	mem := newMemory()
	mem.M[KeySettings] = `{"version":1,"settings":{"coords":"yes"}}`
	st := New(mem, clock)
	if got := st.LoadSettings(); got != DefaultSettings() {
		t.Errorf("settings %+v", got)
	}
	if mem.M[BackupPrefix+"settings"] == "" || len(st.Notices()) != 1 {
		t.Error("damaged settings not backed up")
	}
	want := Settings{Coords: false, Flip: true, Mute: true, Mode: "computer", Human: "white", Level: 3}
	if err := st.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	if got := New(mem, clock).LoadSettings(); got != want {
		t.Errorf("settings %+v, want %+v", got, want)
	}
}

// A full storage fails saves with one notice, and never loses the data
// that could not be backed up.
func TestFullStorage(t *testing.T) {
	mem := newMemory()
	mem.M[KeyGame(diamond.Spec)] = strings.Repeat("x", 200)
	mem.Limit = 250
	st := New(mem, clock)
	if _, ok := st.LoadGame(games.Diamond); ok {
		t.Fatal("loaded junk")
	}
	if mem.M[KeyGame(diamond.Spec)] != strings.Repeat("x", 200) {
		t.Fatal("junk that could not be backed up was removed")
	}
	if err := st.SaveGame(played(t, session.Options{}, "d4")); err == nil {
		t.Error("overwrote data that could not be backed up")
	}
	st.Notices()
	for i := 0; i < 3; i++ {
		if err := st.SaveSettings(Settings{Mode: strings.Repeat("m", 100)}); err == nil {
			t.Fatal("saved past the limit")
		}
	}
	if n := st.Notices(); len(n) != 1 || !strings.Contains(n[0], "full") {
		t.Errorf("notices %q", n)
	}
}

func TestKeep(t *testing.T) {
	mem := newMemory()
	st := New(mem, clock)
	if err := st.Keep(session.New(games.Diamond, session.Options{})); err != nil || len(st.Kept(games.Diamond)) != 0 {
		t.Fatal("kept an empty game")
	}
	for i := 0; i < MaxKept+2; i++ {
		name := []string{"b1", "b2", "b3", "c1", "c2", "c3", "d1", "d2", "d3", "e1", "e2", "e3"}[i]
		if err := st.Keep(played(t, session.Options{}, name)); err != nil {
			t.Fatal(err)
		}
	}
	st.Keep(played(t, session.Options{}, "a1")) // again: moves to the front
	kept := st.Kept(games.Diamond)
	if len(kept) != MaxKept || kept[0].Record != "A" || kept[1].Record == "A" {
		t.Fatalf("kept %d, first %q %q", len(kept), kept[0].Record, kept[1].Record)
	}
	s, err := st.TakeKept(games.Diamond, 0)
	if err != nil || s.Match().Compact() != "A" || len(st.Kept(games.Diamond)) != MaxKept-1 {
		t.Errorf("take: %v", err)
	}
	// A position set up by hand is kept before its first move.
	start, err := diamond.ParsePosition("n6/8/2wb4/8/3b4/8/w7/7 b 0 0")
	if err != nil {
		t.Fatal(err)
	}
	setup, _ := session.Resume(session.Options{}, diamond.NewMatch(diamond.NewGameFrom(start)), nil, 0)
	if err := st.Keep(setup); err != nil || st.Kept(games.Diamond)[0].Record != ".Si.Rv.A.bAA." {
		t.Errorf("a set-up position was not kept: %v", err)
	}
}

// Games are dated by their last move, not by their last save: a reload or
// a look at an earlier move does not make a game newer, nor does putting
// it aside.
func TestGamesDatedByLastMove(t *testing.T) {
	mem := newMemory()
	now := clock()
	st := New(mem, func() time.Time { return now })
	s := played(t, session.Options{}, "d4")
	st.SaveGame(s)
	moved := now.UnixMilli()
	now = now.Add(time.Hour)
	s.GoTo(0)
	st.SaveGame(s)
	st.Keep(s)
	if k := st.Kept(games.Diamond); len(k) != 1 || k[0].Saved != moved {
		t.Errorf("kept %+v, want dated %d", k, moved)
	}
	s.GoTo(1)
	e5, _ := diamond.ParsePoint("e5")
	s.Click(int(e5))
	st.SaveGame(s)
	var env envelope
	if !st.load(KeyGame(games.Diamond), loss{what: "game"}, &env) || env.Game.Saved != now.UnixMilli() {
		t.Errorf("after a move the game is dated %+v, want %d", env.Game, now.UnixMilli())
	}
}

// TestSettingsTheme: settings saved before the theme existed load with
// the theme that follows the system, and a chosen theme is kept.
func TestSettingsTheme(t *testing.T) {
	mem := newMemory()
	mem.M[KeySettings] = `{"version":1,"settings":{"coords":true,"flip":true,"mode":"hotseat","human":"black","level":2}}`
	st := New(mem, clock)
	got := st.LoadSettings()
	if want := (Settings{Coords: true, Flip: true, Mode: "hotseat", Human: "black", Level: 2}); got != want || got.Theme != "" {
		t.Fatalf("old settings loaded as %+v, want %+v (theme \"\": the system's)", got, want)
	}
	if n := st.Notices(); len(n) != 0 {
		t.Errorf("old settings gave notices %q", n)
	}
	got.Theme = ThemeDark
	if err := st.SaveSettings(got); err != nil {
		t.Fatal(err)
	}
	if again := New(mem, clock).LoadSettings(); again.Theme != ThemeDark {
		t.Errorf("theme saved as dark loaded as %q", again.Theme)
	}
}

// counting counts the writes to a storage.
type counting struct {
	*Memory
	sets int
}

func (c *counting) Set(k, v string) error { c.sets++; return c.Memory.Set(k, v) }

// TestSavingWhatIsStoredWritesNothing: the app saves after every change
// and when it starts; a save of the game as it was read or last written
// leaves the storage alone, and a reload keeps the game's date.
func TestSavingWhatIsStoredWritesNothing(t *testing.T) {
	mem := &counting{Memory: newMemory()}
	now := clock()
	st := New(mem, func() time.Time { return now })
	s := played(t, session.Options{}, "d4")
	for range 2 {
		if err := st.SaveGame(s); err != nil {
			t.Fatal(err)
		}
	}
	if mem.sets != 1 {
		t.Fatalf("the same game saved twice: %d writes, want 1", mem.sets)
	}
	s.GoTo(0)
	st.SaveGame(s)
	if mem.sets != 2 {
		t.Fatalf("a change of the move shown: %d writes in all, want 2", mem.sets)
	}
	stored := mem.M[KeyGame(games.Diamond)]

	now = now.Add(time.Hour) // a reload, later
	again := New(mem, func() time.Time { return now })
	loaded, ok := again.LoadGame(games.Diamond)
	if !ok {
		t.Fatal("the saved game did not load")
	}
	again.SaveGame(loaded)
	if mem.sets != 2 || mem.M[KeyGame(games.Diamond)] != stored {
		t.Errorf("saving the game as loaded: %d writes in all, stored %s, want 2 and %s", mem.sets, mem.M[KeyGame(games.Diamond)], stored)
	}

	// Another tab overwrites it with what cannot be read: the next load
	// backs that up, and the next save writes the game again.
	mem.M[KeyGame(games.Diamond)] = "{"
	if _, ok := again.LoadGame(games.Diamond); ok {
		t.Fatal("damaged data loaded")
	}
	again.SaveGame(loaded)
	if mem.M[KeyGame(games.Diamond)] == "" {
		t.Error("after a damaged game was backed up, saving the game in progress wrote nothing")
	}
}
