package backup

import (
	"encoding/json"
	"errors"
	"maps"
	"strings"
	"testing"
	"time"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/puzzles"
	"diamond/app/rating"
	"diamond/app/session"
	"diamond/app/store"
)

// A backup restored into an empty browser gives back every key as it
// was, byte for byte: games of all three kinds, their dates, the games
// with friends, reviews, puzzles and settings.
func TestRestoreIntoEmpty(t *testing.T) {
	src := rich(t)
	data := backupOf(t, src)
	var head map[string]any
	if err := json.Unmarshal(data, &head); err != nil || head["format"] != Format || head["version"] != float64(Version) {
		t.Fatalf("the file's head: %v, %v", head["format"], head["version"])
	}
	dst := store.NewMemory()
	r := restore(t, dst, data)
	if !maps.Equal(dst.M, src.M) {
		for k, v := range src.M {
			if dst.M[k] != v {
				t.Errorf("%s:\n got %s\nwant %s", k, dst.M[k], v)
			}
		}
		for k := range dst.M {
			if _, ok := src.M[k]; !ok {
				t.Errorf("%s: restored, but not in the backup", k)
			}
		}
	}
	if len(src.M) != 10 { // 3 kinds × (game, kept), friends, reviews, puzzles, settings
		t.Errorf("the fixture holds %d keys, want 10", len(src.M))
	}
	want := "Restored: 3 games in progress, 6 kept games, 2 games with friends, 2 reviews, 2 puzzles, your settings. Nothing was overwritten."
	if r.String() != want {
		t.Errorf("report %q, want %q", r, want)
	}
	// Written again from the restored browser: the same file.
	if again := backupOf(t, dst); string(again) != string(data) {
		t.Errorf("the restored browser's backup differs from the first:\n%s\n%s", again, data)
	}
}

// Restoring into the browser it came from, or twice, adds nothing and
// writes nothing.
func TestRestoreTwice(t *testing.T) {
	mem := rich(t)
	data := backupOf(t, mem)
	before := snapshot(mem)
	if r := restore(t, mem, data); r != (Report{}) {
		t.Errorf("restored into its own browser: %+v", r)
	}
	if !maps.Equal(mem.M, before) {
		t.Error("restoring a browser's own backup changed its storage")
	}
	if got := (Report{}).String(); got != "Nothing to restore: this browser holds everything in the backup already." {
		t.Errorf("empty report %q", got)
	}
}

// An empty browser's backup holds nothing, and restores nothing.
func TestEmptyBackup(t *testing.T) {
	data := backupOf(t, store.NewMemory())
	if string(data) != "{\n \"format\": \"diamond-backup\",\n \"version\": 1\n}" {
		t.Errorf("an empty backup: %s", data)
	}
	mem := rich(t)
	before := snapshot(mem)
	if r := restore(t, mem, data); r != (Report{}) || !maps.Equal(mem.M, before) {
		t.Errorf("an empty backup restored %+v", r)
	}
}

// A file that is not a backup, is of a newer version, or is damaged
// anywhere is refused in plain words, and nothing stored changes.
func TestBadFiles(t *testing.T) {
	good := backupOf(t, rich(t))
	var f file
	if err := json.Unmarshal(good, &f); err != nil {
		t.Fatal(err)
	}
	edit := func(change func(f *file)) string {
		g := f
		g.Games = append([]kind(nil), f.Games...)
		for i := range g.Games {
			g.Games[i].Kept = append([]store.Game(nil), f.Games[i].Kept...)
		}
		g.Friends = append([]friend.Game(nil), f.Friends...)
		g.Reviews = append([]store.Review(nil), f.Reviews...)
		p := *f.Puzzles
		g.Puzzles = &p
		change(&g)
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	const (
		notOurs = "This file is not a backup of the Diamond Games: choose a file that Back up all games saved. Nothing was changed."
		newer   = "This backup was made by a newer version of the app: reload the page to update the app, then restore it again. Nothing was changed."
	)
	for _, c := range []struct{ name, data, want string }{
		{"empty", "", notOurs},
		{"text", "1. d4 e5", notOurs},
		{"another JSON", `{"version":1,"game":{"record":"x"}}`, notOurs},
		{"another format", `{"format":"chess-backup","version":1}`, notOurs},
		{"newer", `{"format":"diamond-backup","version":2,"everything":"new"}`, newer},
		{"no version", `{"format":"diamond-backup"}`, "This backup is damaged: it cannot be read. Nothing was changed."},
		{"wrong types", `{"format":"diamond-backup","version":1,"games":{}}`, "This backup is damaged: it cannot be read. Nothing was changed."},
		{"unknown game", edit(func(f *file) { f.Games[1].Game = "go" }), `This backup is damaged: it holds games of "go", which this version of the app does not know, or twice. Nothing was changed.`},
		{"a kind twice", edit(func(f *file) { f.Games[1].Game = f.Games[0].Game }), `This backup is damaged: it holds games of "diamond", which this version of the app does not know, or twice. Nothing was changed.`},
		{"game in progress", edit(func(f *file) { c := *f.Games[2].Current; c.Record += "zz"; f.Games[2].Current = &c }), "This backup is damaged: the Diamondback Chess game in progress cannot be read ("},
		{"kept game", edit(func(f *file) { f.Games[0].Kept[1].Mode = "chess" }), `This backup is damaged: kept Diamond game 2 cannot be read (unknown mode "chess"). Nothing was changed.`},
		{"friend's record", edit(func(f *file) { f.Friends[1].Record = "??" }), "This backup is damaged: game with a friend 2 cannot be read ("},
		{"friend's code twice", edit(func(f *file) { f.Friends[1].ID = f.Friends[0].ID }), "This backup is damaged: game with a friend 2 cannot be read (its code is there twice). Nothing was changed."},
		{"friend without code", edit(func(f *file) { f.Friends[0].ID = "" }), "This backup is damaged: game with a friend 1 cannot be read (it has no code). Nothing was changed."},
		{"friend's offer", edit(func(f *file) { f.Friends[0].Offer = "both" }), `This backup is damaged: game with a friend 1 cannot be read (unknown draw offer "both"). Nothing was changed.`},
		{"review's game", edit(func(f *file) { f.Reviews[0].Game = "go" }), "This backup is damaged: review 1 cannot be read ("},
		{"review's start", edit(func(f *file) { f.Reviews[0].Start = f.Games[0].Kept[0].Record }), "This backup is damaged: review 1 cannot be read (its start holds moves). Nothing was changed."},
		{"review's start unreadable", edit(func(f *file) { f.Reviews[0].Start = "!" }), "This backup is damaged: review 1 cannot be read ("},
		{"review's move", edit(func(f *file) {
			r := f.Reviews[1]
			r.Moves = append(r.Moves[:1:1], r.Moves[2:]...)
			f.Reviews[1] = r
		}), "This backup is damaged: review 2 cannot be read ("},
		{"review's numbers", edit(func(f *file) {
			r := f.Reviews[1]
			r.Moves = append(r.Moves[:0:0], r.Moves...)
			r.Moves[0].N = 7
			f.Reviews[1] = r
		}), "This backup is damaged: review 2 cannot be read (its moves are not numbered as played). Nothing was changed."},
		{"puzzle rating", edit(func(f *file) { f.Puzzles.Rating.RD = 0 }), "This backup is damaged: the puzzle progress cannot be used (the rating"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, target := range []*store.Memory{store.NewMemory(), rich(t)} {
				before := snapshot(target)
				_, err := Restore(store.New(target, ticks()), []byte(c.data))
				if err == nil || !strings.HasPrefix(err.Error(), c.want) {
					t.Fatalf("error %v, want %q", err, c.want)
				}
				if !maps.Equal(target.M, before) {
					t.Fatal("a bad file changed the storage")
				}
			}
		})
	}
}

// setGame stores m as g's game in progress in mem.
func setGame(t *testing.T, mem *store.Memory, g games.Game, s *session.Session) {
	t.Helper()
	if err := store.New(mem, ticks()).SaveGame(s); err != nil {
		t.Fatal(err)
	}
}

// records lists the records of g's kept games in mem.
func records(mem *store.Memory, g games.Game) []string {
	var rs []string
	for _, k := range store.New(mem, ticks()).Kept(g) {
		rs = append(rs, k.Record)
	}
	return rs
}

func current(mem *store.Memory, g games.Game) string {
	s, _ := store.New(mem, ticks()).StoredGame(g)
	return s.Record
}

// Games in progress: the backup's replaces one it continues, is kept once
// when equal, leaves a longer stored one alone, and is kept beside one
// that went another way.
func TestGamesInProgress(t *testing.T) {
	g := games.Diamond
	short, long, other := line(t, g, 3, 0), line(t, g, 6, 0), line(t, g, 6, 1)
	backup := func(m *session.Session) []byte {
		mem := store.NewMemory()
		setGame(t, mem, g, m)
		return backupOf(t, mem)
	}
	for _, c := range []struct {
		name          string
		stored, saved *session.Session
		current       string
		kept          []string
		report        string
	}{
		{"continues", sess(t, short), sess(t, long), long.Compact(), nil,
			"1 game went on with the backup's later moves. Nothing was overwritten."},
		{"over a new game", sess(t, line(t, g, 0, 0)), sess(t, long), long.Compact(), nil,
			"Restored: 1 game in progress. Nothing was overwritten."},
		{"equal", sess(t, long), sess(t, long), long.Compact(), nil,
			"Nothing to restore: this browser holds everything in the backup already."},
		{"stored is longer", sess(t, long), sess(t, short), long.Compact(), nil,
			"Nothing to restore: this browser holds everything in the backup already."},
		{"another way", sess(t, long), sess(t, other), long.Compact(), []string{other.Compact()},
			"1 game of the backup went another way than the one here: both are kept, the backup's under Kept games. Nothing was overwritten."},
	} {
		t.Run(c.name, func(t *testing.T) {
			mem := store.NewMemory()
			setGame(t, mem, g, c.stored)
			r := restore(t, mem, backup(c.saved))
			if got := current(mem, g); got != c.current {
				t.Errorf("game in progress %q, want %q", got, c.current)
			}
			if got := records(mem, g); !equal(got, c.kept) {
				t.Errorf("kept %q, want %q", got, c.kept)
			}
			if r.String() != c.report {
				t.Errorf("report %q, want %q", r, c.report)
			}
		})
	}
}

func equal(a, b []string) bool { return strings.Join(a, " ") == strings.Join(b, " ") }

// Kept games: a kept game held already is not added again, one that
// continues kept games takes their place, and a full list takes no more,
// saying so; every stored game stays.
func TestKeptGames(t *testing.T) {
	g := games.Pivots
	a3, a5, b4, c4 := line(t, g, 3, 0), line(t, g, 5, 0), line(t, g, 4, 1), line(t, g, 4, 2)
	src, dst := store.NewMemory(), store.NewMemory()
	ss, ds := store.New(src, ticks()), store.New(dst, ticks())
	must(t, ss.SaveKept(g, []store.Game{kept(c4, 1), kept(a5, 2), kept(b4, 3)}))
	must(t, ds.SaveKept(g, []store.Game{kept(b4, 9), kept(a3, 8), kept(line(t, g, 2, 0), 7)}))
	r := restore(t, dst, backupOf(t, src))
	if got, want := records(dst, g), []string{c4.Compact(), b4.Compact(), a5.Compact()}; !equal(got, want) {
		t.Errorf("kept %q, want %q", got, want)
	}
	if want := "Restored: 1 kept game. 1 game went on with the backup's later moves. Nothing was overwritten."; r.String() != want {
		t.Errorf("report %q, want %q", r, want)
	}

	// A full list: the stored games stay, the backup's wait.
	var full []store.Game
	for i := range store.MaxKept {
		full = append(full, kept(line(t, g, 2, 3+i), int64(i)))
	}
	must(t, ds.SaveKept(g, full))
	r = restore(t, dst, backupOf(t, src))
	if got := store.New(dst, ticks()).Kept(g); len(got) != store.MaxKept || got[0] != full[0] || got[store.MaxKept-1] != full[store.MaxKept-1] {
		t.Errorf("a full list became %v", got)
	}
	if want := "3 kept games found no room: this browser keeps 10 of each game. Remove some and restore again. Nothing was overwritten."; r.String() != want {
		t.Errorf("report %q, want %q", r, want)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// Games with friends merge by code: a new one is added, the copy that
// continues the other wins, and one that went another way is kept beside
// as a game for two.
func TestFriends(t *testing.T) {
	g := games.Diamond
	fg := func(id string, moves, pick int) friend.Game {
		return friend.Game{ID: id, Kind: "diamond", Seat: 0, Friend: "Bo", Record: line(t, g, moves, pick).Compact(), Changed: int64(moves)}
	}
	src, dst := store.NewMemory(), store.NewMemory()
	must(t, store.New(src, ticks()).SaveFriends([]friend.Game{fg("new00000", 2, 0), fg("longer00", 5, 0), fg("shorter0", 2, 0), fg("another0", 4, 1), fg("same0000", 3, 0)}))
	must(t, store.New(dst, ticks()).SaveFriends([]friend.Game{fg("longer00", 3, 0), fg("shorter0", 4, 0), fg("another0", 4, 2), fg("same0000", 3, 0)}))
	r := restore(t, dst, backupOf(t, src))
	got := store.New(dst, ticks()).Friends()
	want := []friend.Game{fg("new00000", 2, 0), fg("longer00", 5, 0), fg("shorter0", 4, 0), fg("another0", 4, 2), fg("same0000", 3, 0)}
	if len(got) != len(want) {
		t.Fatalf("friends %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("friend game %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	k := store.New(dst, ticks()).Kept(g)
	if want := kept(line(t, g, 4, 1), 4); len(k) != 1 || k[0] != want {
		t.Errorf("kept %+v, want the other way %+v", k, want)
	}
	if want := "Restored: 1 game with a friend. 1 game went on with the backup's later moves. 1 game of the backup went another way than the one here: both are kept, the backup's under Kept games. Nothing was overwritten."; r.String() != want {
		t.Errorf("report %q, want %q", r, want)
	}
	// Again: nothing more, not even the game kept beside.
	before := snapshot(dst)
	if r := restore(t, dst, backupOf(t, src)); r != (Report{}) || !maps.Equal(dst.M, before) {
		t.Errorf("restored twice: %+v", r)
	}
}

// Reviews merge as AddReview keeps them: a review covered is not added,
// one that covers a stored one replaces it, and the newest MaxReviews
// stay.
func TestReviews(t *testing.T) {
	g := games.Diamondback
	at := func(m store.Review, saved int64) store.Review { m.Saved = saved; return m }
	r3, r5, o4 := reviewOf(line(t, g, 3, 0)), reviewOf(line(t, g, 5, 0)), reviewOf(line(t, g, 4, 1))
	src, dst := store.NewMemory(), store.NewMemory()
	must(t, store.New(src, ticks()).SaveReviews([]store.Review{at(r5, 50), at(o4, 40)}))
	must(t, store.New(dst, ticks()).SaveReviews([]store.Review{at(r3, 60), at(o4, 30)}))
	r := restore(t, dst, backupOf(t, src))
	got := store.New(dst, ticks()).Reviews()
	if len(got) != 2 || got[0].Saved != 50 || len(got[0].Moves) != 5 || got[1].Saved != 30 {
		t.Errorf("reviews %+v", got)
	}
	if r.Reviews != 1 {
		t.Errorf("report %+v, want 1 review", r)
	}

	// A full list: the newest stay, and only those restored count.
	var many []store.Review
	for i := range store.MaxReviews {
		many = append(many, at(reviewOf(line(t, games.Diamond, 2, i)), int64(1000-i))) // none covered by the backup's
	}
	must(t, store.New(dst, ticks()).SaveReviews(many))
	r = restore(t, dst, backupOf(t, src))
	if got := store.New(dst, ticks()).Reviews(); len(got) != store.MaxReviews || got[0].Saved != 1000 {
		t.Errorf("%d reviews, the first of %d", len(got), got[0].Saved)
	}
	if r.Reviews != 0 {
		t.Errorf("older reviews than the %d kept counted as restored: %+v", store.MaxReviews, r)
	}
}

// Puzzles: every puzzle played on either side counts; the rating and
// streak are those of the side that played more; the best streak is the
// better.
func TestPuzzles(t *testing.T) {
	seen := func(keys ...string) map[string]puzzles.Seen {
		m := map[string]puzzles.Seen{}
		for i, k := range keys {
			m[k] = puzzles.Seen{Solved: i%2 == 0, Rating: rating.Rating{R: 1500 + float64(i), RD: 100, Vol: 0.06}}
		}
		return m
	}
	prog := func(r float64, streak, best int, game string, s map[string]puzzles.Seen) puzzles.Progress {
		return puzzles.Progress{Rating: rating.Rating{R: r, RD: 90, Vol: 0.06}, Streak: streak, Best: best, Game: game, Seen: s}
	}
	for _, c := range []struct {
		name            string
		stored, backup  *puzzles.Progress
		rating          float64
		streak, best, n int
		added           int
		writes          bool
	}{
		{"none stored", nil, ptr(prog(1600, 1, 2, "pivots", seen("a", "b"))), 1600, 1, 2, 2, 2, true},
		{"the backup played more", ptr(prog(1400, 3, 3, "", seen("a", "x"))), ptr(prog(1600, 0, 5, "pivots", seen("a", "b", "c"))), 1600, 0, 5, 4, 2, true},
		{"here played more", ptr(prog(1400, 3, 3, "", seen("a", "x", "y"))), ptr(prog(1600, 0, 5, "pivots", seen("b"))), 1400, 3, 5, 4, 1, true},
		{"nothing new", ptr(prog(1400, 3, 3, "", seen("a", "x"))), ptr(prog(1600, 0, 1, "pivots", seen("a"))), 1400, 3, 3, 2, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			src, dst := store.NewMemory(), store.NewMemory()
			must(t, store.New(src, ticks()).SavePuzzles(*c.backup))
			if c.stored != nil {
				must(t, store.New(dst, ticks()).SavePuzzles(*c.stored))
			}
			before := snapshot(dst)
			r := restore(t, dst, backupOf(t, src))
			got := store.New(dst, ticks()).Puzzles()
			if got.Rating.R != c.rating || got.Streak != c.streak || got.Best != c.best || len(got.Seen) != c.n || r.Puzzles != c.added {
				t.Errorf("got rating %v, streak %d, best %d, %d seen, %d added", got.Rating.R, got.Streak, got.Best, len(got.Seen), r.Puzzles)
			}
			if changed := !maps.Equal(dst.M, before); changed != c.writes {
				t.Errorf("wrote: %v, want %v", changed, c.writes)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

// The settings are restored only where none are saved.
func TestSettings(t *testing.T) {
	src, dst := store.NewMemory(), store.NewMemory()
	must(t, store.New(src, ticks()).SaveSettings(store.Settings{Theme: store.ThemeDark, Level: 5}))
	must(t, store.New(dst, ticks()).SaveSettings(store.Settings{Theme: store.ThemeLight, Level: 2}))
	if r := restore(t, dst, backupOf(t, src)); r.Settings {
		t.Error("settings restored over saved ones")
	}
	if s := store.New(dst, ticks()).LoadSettings(); s.Theme != store.ThemeLight || s.Level != 2 {
		t.Errorf("settings %+v", s)
	}
}

// What this version cannot read is left out of a backup, so that the
// backup restores.
func TestWriteLeavesOutUnreadable(t *testing.T) {
	mem := store.NewMemory()
	st := store.New(mem, ticks())
	g := games.Diamond
	good := kept(line(t, g, 3, 0), 5)
	must(t, st.SaveKept(g, []store.Game{{Record: "zz!", Mode: "hotseat"}, good}))
	must(t, st.SaveFriends([]friend.Game{{ID: "future00", Kind: "hex", Record: "x"}}))
	must(t, st.SaveReviews([]store.Review{{Game: "hex"}}))
	r := restore(t, store.NewMemory(), backupOf(t, mem))
	if r != (Report{Kept: 1}) {
		t.Errorf("restored %+v, want the one readable kept game", r)
	}
}

// A storage that fills midway keeps what was written and what was there,
// and says so.
func TestStorageFull(t *testing.T) {
	data := backupOf(t, rich(t))
	mem := store.NewMemory()
	mem.Limit = len(data) / 3
	_, err := Restore(store.New(mem, ticks()), data)
	var p *partial
	if !errors.As(err, &p) || !strings.HasPrefix(err.Error(), "The backup could be restored only in part: this browser's storage is full (") {
		t.Fatalf("error %v", err)
	}
	if len(mem.M) == 0 {
		t.Error("nothing was written before the storage filled")
	}
}

func TestWords(t *testing.T) {
	r := Report{Current: 1, Kept: 3, Friends: 2, Reviews: 1, Puzzles: 1, Updated: 2, Beside: 2, LeftOut: 1}
	want := "Restored: 1 game in progress, 3 kept games, 2 games with friends, 1 review, 1 puzzle. " +
		"2 games went on with the backup's later moves. 2 games of the backup went another way than the one here: both are kept, the backup's under Kept games. " +
		"1 kept game found no room: this browser keeps 10 of each game. Remove some and restore again. Nothing was overwritten."
	if r.String() != want {
		t.Errorf("\n got %q\nwant %q", r, want)
	}
	if Lasting(true) != "This browser keeps your games until you clear them." ||
		Lasting(false) != "This browser may delete your games after a while without a visit; back them up." {
		t.Error("Lasting's words")
	}
	if got := FileName(time.Date(2026, 11, 28, 15, 4, 59, 0, time.UTC)); got != "diamond-backup-2026-11-28-1504.json" {
		t.Errorf("file name %q", got)
	}
}
