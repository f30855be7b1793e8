package store

import (
	"encoding/json"
	"flag"
	"os"
	"testing"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/rules/diamond"
	"diamond/rules/game"
)

var update = flag.Bool("update", false, "rewrite testdata/v1-storage.json from the current code")

const fixtureFile = "testdata/v1-storage.json"

// fixtureGames are the games the storage fixture holds: a game in progress
// against the computer from a set-up position, with taken-back moves and
// an earlier move shown; kept games finished by a square, by resignation,
// after a swap, and a hotseat game.
func fixtureGames(t *testing.T) (current *session.Session, kept []*session.Session) {
	t.Helper()
	must := func(s *session.Session, err error) *session.Session {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	line := func(text string) game.Match {
		t.Helper()
		g, err := diamond.Spec.ParseRecord(text)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	setup := line("[Position \"n6/8/2wb4/8/3b4/8/w7/7 b 0 0\"]\n1. e4-d4* g1-g2 2. (a1)")
	redo := setup.Moves()[2:]
	for range redo {
		setup.Undo()
	}
	current = must(session.Resume(session.Options{Mode: session.Computer, Human: game.Second, Level: 3}, setup, redo, 1))
	kept = []*session.Session{
		must(session.Resume(session.Options{Mode: session.Hotseat}, line("1. d3 a1 2. d4 a2 3. e3 a4 4. e4 1-0"), nil, 7)),
		must(session.Resume(session.Options{Mode: session.Computer, Human: game.First, Level: 5}, line("1. d4 swap 2. e5 c3 3. f2 0-1"), nil, 5)),
		must(session.Resume(session.Options{Mode: session.Hotseat}, line("1. a1 b2 2. c3 d4 3. e5"), nil, 2)),
	}
	return current, kept
}

// TestStorageFixture pins the stored format: data saved by the code of
// the one-game app (the fixture, written at e376c88's format) is read
// back, and saving it again writes the same bytes under the same keys.
func TestStorageFixture(t *testing.T) {
	if *update {
		mem := newMemory()
		st := New(mem, clock)
		current, kept := fixtureGames(t)
		for i := len(kept) - 1; i >= 0; i-- {
			if err := st.Keep(kept[i]); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.SaveGame(current); err != nil {
			t.Fatal(err)
		}
		if err := st.SaveSettings(Settings{Coords: false, Flip: true, Mode: "computer", Human: "white", Level: 4}); err != nil {
			t.Fatal(err)
		}
		b, err := json.MarshalIndent(mem.M, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(fixtureFile, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	raw, err := os.ReadFile(fixtureFile)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string]string{}
	if err := json.Unmarshal(raw, &stored); err != nil {
		t.Fatal(err)
	}
	if len(stored) != 3 {
		t.Fatalf("the fixture holds %d keys, want 3", len(stored))
	}
	old := New(&Memory{M: stored}, clock)
	current, ok := old.LoadGame(games.Diamond)
	if !ok {
		t.Fatalf("the saved game did not load: %v", old.Notices())
	}
	if current.Match().Len() != 2 || len(current.RedoMoves()) != 1 || current.View() != 1 || current.Options().Human != game.Second {
		t.Errorf("saved game: %d moves, %d to redo, view %d, options %+v", current.Match().Len(), len(current.RedoMoves()), current.View(), current.Options())
	}
	kept := old.Kept(games.Diamond)
	if len(kept) != 3 {
		t.Fatalf("kept: %d games, want 3", len(kept))
	}
	settings := old.LoadSettings()
	if settings.Mute {
		t.Error("settings stored before sounds existed load muted")
	}
	if n := old.Notices(); len(n) != 0 {
		t.Fatalf("notices: %q", n)
	}

	// Saving again writes the same bytes.
	mem := newMemory()
	st := New(mem, clock)
	for i := len(kept) - 1; i >= 0; i-- {
		s, err := Decode(games.Diamond, kept[i])
		if err != nil {
			t.Fatalf("kept game %d: %v", i, err)
		}
		if err := st.Keep(s); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.SaveGame(current); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveSettings(settings); err != nil {
		t.Fatal(err)
	}
	for k, want := range stored {
		if got := mem.M[k]; got != want {
			t.Errorf("%s:\n got %s\nwant %s", k, got, want)
		}
	}
}
