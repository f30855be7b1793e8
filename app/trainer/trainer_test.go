package trainer

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"diamond/app/backup"
	"diamond/app/puzzles"
	"diamond/app/store"
	"diamond/rules/puzzle"
)

func clock() time.Time { return time.Unix(1_700_000_000, 0) }

// fileText is game id's puzzle file as the site ships it, cut to its
// first n puzzles (all if n is 0): parsing the whole of Diamondback's
// takes a quarter of a second.
func fileText(t *testing.T, id string, n int) string {
	t.Helper()
	b, err := os.ReadFile("../../web/puzzles/" + id + ".json")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if n == 0 || n >= len(lines)-2 {
		return string(b)
	}
	body := lines[1 : 1+n]
	body[n-1] = strings.TrimSuffix(body[n-1], ",")
	return lines[0] + "\n" + strings.Join(body, "\n") + "\n]}\n"
}

// texts caches the files cut, by game and count.
var texts = map[string]string{}

// open opens a tab on mem, as the page does, and loads the first n
// puzzles of each game (all if 0).
func open(t *testing.T, mem store.Storage, n int, seed uint64) *Trainer {
	t.Helper()
	tr := Open(store.New(mem, clock), rand.New(rand.NewPCG(seed, 1)))
	for _, id := range tr.Load() {
		k := fmt.Sprint(id, "/", n)
		if _, ok := texts[k]; !ok {
			texts[k] = fileText(t, id, n)
		}
		tr.Loaded(id, texts[k], nil)
	}
	return tr
}

// show opens puzzle id of game by its address.
func show(t *testing.T, tr *Trainer, game, id string) *puzzles.Solving {
	t.Helper()
	if !tr.Address("game=" + game + "&id=" + id) {
		t.Fatalf("%s/%s not opened: %q", game, id, tr.Notices())
	}
	return tr.Puzzle()
}

// finish decides the attempt at the puzzle shown: solved, by playing the
// solution (the replies shown as the page shows them), or failed, by
// seeing it; then the page's Settle.
func finish(t *testing.T, tr *Trainer, solved bool) {
	t.Helper()
	z := tr.Puzzle()
	if !solved {
		z.ShowSolution()
	} else {
		for k, turn := range z.Puzzle.Line {
			if k%2 == 1 {
				continue
			}
			for _, mv := range turn {
				if err := z.Play(mv); err != nil {
					t.Fatal(err)
				}
			}
			for z.State() == puzzles.Showing {
				z.Step()
			}
		}
	}
	if d, s := z.Decided(); !d || s != solved {
		t.Fatalf("%s: decided %v, solved %v", z.Puzzle.ID, d, s)
	}
	tr.Settle()
}

// stored is the progress stored in mem.
func stored(t *testing.T, mem store.Storage) puzzles.Progress {
	t.Helper()
	st := store.New(mem, clock)
	p, ok := st.SavedPuzzles()
	if !ok {
		t.Fatalf("no progress stored: %q", st.Notices())
	}
	return p
}

// puzzleOf is puzzle i of game id in tr's files.
func puzzleOf(tr *Trainer, id string, i int) *puzzle.Puzzle { return &tr.files[id].Puzzles[i] }

// The page opens: the files load, then a puzzle of the choice last saved
// is shown; Next draws others; a choice is saved and shows its puzzles,
// or none when none is left.
func TestOpenChooseNext(t *testing.T) {
	mem := store.NewMemory()
	tr := open(t, mem, 10, 1)
	if tr.Loading() || tr.Puzzle() == nil || tr.Change() != 0 {
		t.Fatalf("loaded: loading %v, puzzle %v", tr.Loading(), tr.Puzzle())
	}
	if g, th := tr.Choice(); g != "" || th != "" || len(tr.Files()) != 3 {
		t.Errorf("a newcomer's choice %q %q, %d files", g, th, len(tr.Files()))
	}
	if _, ok := mem.M[store.KeyPuzzles]; ok {
		t.Error("opening the page wrote the progress")
	}
	if !tr.Choose("pivots", "") || tr.Puzzle().Game != "pivots" {
		t.Fatalf("Pivots chosen: %v", tr.Puzzle())
	}
	names, counts := tr.Themes()
	if len(names) == 0 || counts[names[0]] == 0 || !slices.Contains(names, tr.Puzzle().Puzzle.Themes[0]) {
		t.Errorf("Pivots's themes %v %v", names, counts)
	}
	if !tr.Choose("pivots", names[0]) || !puzzles.HasTheme(tr.Puzzle().Puzzle, names[0]) {
		t.Errorf("theme %s chosen: %v", names[0], tr.Puzzle().Puzzle.Themes)
	}
	if p := stored(t, mem); p.Game != "pivots" || p.Theme != names[0] {
		t.Errorf("the choice stored: %q %q", p.Game, p.Theme)
	}
	if again := open(t, mem, 10, 2); again.Puzzle().Game != "pivots" || !puzzles.HasTheme(again.Puzzle().Puzzle, names[0]) {
		t.Errorf("a tab opened after shows %s, not a puzzle of the choice saved", again.Puzzle().Puzzle.ID)
	}
	if tr.Choose("diamond", "no such theme") || tr.Puzzle() != nil {
		t.Errorf("a choice with no puzzle shows %v", tr.Puzzle())
	}
	tr.Choose("diamond", "")
	first := tr.Puzzle()
	if !tr.Next() || tr.Puzzle() == first || tr.Puzzle().Game != "diamond" {
		t.Error("Next shows no other Diamond puzzle")
	}
	if n := tr.Notices(); len(n) != 0 {
		t.Errorf("notices %q", n)
	}
}

// The address names a game and a puzzle: shown once the files are here;
// another game drops the theme; what it names that is not here is said.
func TestAddress(t *testing.T) {
	mem := store.NewMemory()
	tr := Open(store.New(mem, clock), rand.New(rand.NewPCG(1, 2)))
	ids := tr.Load()
	if tr.Address("game=diamondback&id=" + "diamondback-1-13") {
		t.Fatal("opened before the files are here")
	}
	if g, _ := tr.Choice(); g != "diamondback" {
		t.Errorf("the address's game is not chosen: %q", g)
	}
	for i, id := range ids {
		opened := tr.Loaded(id, fileText(t, id, 5), nil)
		if last := i == len(ids)-1; opened != last || tr.Loading() == last {
			t.Fatalf("file %d of %d: opened %v, loading %v", i+1, len(ids), opened, tr.Loading())
		}
	}
	want := tr.files["diamondback"].Puzzles[0].ID
	if z := tr.Puzzle(); z.Game != "diamondback" {
		t.Fatalf("shows %s/%s", z.Game, z.Puzzle.ID)
	}
	// diamondback-1-13 is not among the five loaded: another is shown.
	if n := tr.Notices(); len(n) != 1 || n[0] != "There is no puzzle diamondback-1-13 here: here is another." {
		t.Errorf("notices %q", n)
	}
	z := show(t, tr, "diamondback", want)
	if z.Puzzle.ID != want {
		t.Errorf("shows %s, want %s", z.Puzzle.ID, want)
	}

	// Another game: its puzzle, and the theme dropped.
	tr.Choose("diamondback", z.Puzzle.Themes[0])
	if !tr.Address("game=pivots") || tr.Puzzle().Game != "pivots" {
		t.Errorf("another game's address shows %v", tr.Puzzle().Game)
	}
	if g, th := tr.Choice(); g != "pivots" || th != "" {
		t.Errorf("choice %q %q", g, th)
	}
	if tr.Address("game=pivots") {
		t.Error("the same game's address opened another puzzle")
	}
	for frag, say := range map[string]string{
		"game=%zz":   "Part of this address could not be read: it names no puzzle.",
		"game=chess": "This address names a game this site does not have: chess.",
	} {
		if tr.Address(frag) {
			t.Errorf("%s opened a puzzle", frag)
		}
		if n := tr.Notices(); len(n) != 1 || n[0] != say {
			t.Errorf("%s: notices %q", frag, n)
		}
	}
}

// A file that does not load, or a puzzle that does not open, is said.
func TestLoadFailures(t *testing.T) {
	tr := Open(store.New(store.NewMemory(), clock), rand.New(rand.NewPCG(1, 2)))
	ids := tr.Load()
	tr.Loaded(ids[0], "", errors.New("offline"))
	tr.Loaded(ids[1], "{", nil)
	tr.Loaded(ids[2], fileText(t, ids[2], 2), nil)
	n := tr.Notices()
	if len(n) != 2 || n[0] != "The puzzles of Diamond could not be loaded: offline." || !strings.HasPrefix(n[1], "The puzzles of Diamonds & Pivots could not be loaded: ") {
		t.Errorf("notices %q", n)
	}
	if len(tr.Files()) != 1 || tr.Puzzle() == nil {
		t.Errorf("%d files, puzzle %v", len(tr.Files()), tr.Puzzle())
	}
	if GameName("chess") != "chess" {
		t.Error("an unknown game's name")
	}
	bad := *puzzleOf(tr, ids[2], 0)
	bad.Compact = "junk"
	if opened, _ := tr.open(puzzles.Choice{Game: ids[2], Puzzle: &bad}); opened {
		t.Error("a puzzle that cannot open opened")
	}
	if n := tr.Notices(); len(n) != 1 || !strings.HasPrefix(n[0], "The puzzle "+bad.ID+" could not be opened (the position: ") {
		t.Errorf("notices %q", n)
	}
}

// A file is taken whole though a puzzle in it breaks the rules (each is
// checked as it opens, not all as the file loads): that one is said when
// drawn, left out, and the others play.
func TestPuzzleBreakingTheRulesLeftOut(t *testing.T) {
	tr := Open(store.New(store.NewMemory(), clock), rand.New(rand.NewPCG(1, 2)))
	tr.Choose("pivots", "")
	text := fileText(t, "pivots", 3)
	lines := strings.Split(text, "\n")
	for i := 1; i <= 2; i++ { // the first two puzzles: the wrong side to move
		lines[i] = strings.Replace(strings.Replace(lines[i], `"toMove":"Black"`, `"toMove":"Z"`, 1), `"toMove":"White"`, `"toMove":"Z"`, 1)
	}
	for _, id := range tr.Load() {
		if id == "pivots" {
			tr.Loaded(id, strings.Join(lines, "\n"), nil)
		} else {
			tr.Loaded(id, fileText(t, id, 2), nil)
		}
	}
	good := tr.files["pivots"].Puzzles[2].ID
	for range 20 { // drawn at random among the three: each is met
		if !tr.Next() || tr.Puzzle().Puzzle.ID != good {
			t.Fatalf("Next opened %v", tr.Puzzle())
		}
	}
	if f := tr.files["pivots"]; len(f.Puzzles) != 1 || f.Puzzles[0].ID != good {
		t.Errorf("the file keeps %d puzzles", len(f.Puzzles))
	}
	n := tr.Notices()
	if len(n) != 2 {
		t.Fatalf("notices %q", n)
	}
	for _, say := range n {
		if !strings.HasPrefix(say, "The puzzle pivots-") || !strings.HasSuffix(say, "is to move): it is left out.") {
			t.Errorf("notice %q", say)
		}
	}
}

// The first attempt is recorded once decided, and saved: the rating
// moves, the streak counts; a later attempt at it changes nothing.
func TestSettle(t *testing.T) {
	mem := store.NewMemory()
	tr := open(t, mem, 10, 1)
	tr.Settle() // undecided: nothing
	if _, ok := mem.M[store.KeyPuzzles]; ok {
		t.Fatal("an undecided attempt was saved")
	}
	show(t, tr, "diamond", puzzleOf(tr, "diamond", 0).ID)
	finish(t, tr, true)
	pr := tr.Progress()
	if tr.Change() <= 0 || pr.Streak != 1 || len(pr.Seen) != 1 || !sameProgress(stored(t, mem), pr) {
		t.Fatalf("solved: change %v, streak %d, %d seen, stored %+v", tr.Change(), pr.Streak, len(pr.Seen), stored(t, mem))
	}
	if r := tr.PuzzleRating(); r != pr.Seen[puzzles.Key("diamond", puzzleOf(tr, "diamond", 0))].Rating {
		t.Errorf("the puzzle's rating shown, %v, is not its rating after the attempt", r)
	}
	// Again: it counts no more.
	show(t, tr, "diamond", puzzleOf(tr, "diamond", 0).ID)
	finish(t, tr, false)
	if tr.Change() != 0 || !sameProgress(tr.Progress(), pr) {
		t.Errorf("a second attempt: change %v, progress %+v", tr.Change(), tr.Progress())
	}
	show(t, tr, "pivots", puzzleOf(tr, "pivots", 0).ID)
	finish(t, tr, false)
	if tr.Change() >= 0 || tr.Progress().Streak != 0 || len(stored(t, mem).Seen) != 2 {
		t.Errorf("failed: change %v, streak %d", tr.Change(), tr.Progress().Streak)
	}
}

// replay is the progress of one player who played attempts in order, the
// same puzzle counted once.
type attempt struct {
	game   string
	p      *puzzle.Puzzle
	solved bool
}

func replay(as []attempt) puzzles.Progress {
	pr := puzzles.New()
	for _, a := range as {
		pr.Record(a.game, a.p, a.solved)
	}
	return pr
}

// sameProgress compares what the attempts decide, the page's choice aside.
func sameProgress(a, b puzzles.Progress) bool {
	a.Game, a.Theme, b.Game, b.Theme = "", "", "", ""
	return a.Equal(b)
}

// Two tabs on one storage: tab B, which read before tab A recorded a
// puzzle, records another; both are stored, and the rating is the
// player's after both, in turn. A puzzle recorded in both counts once.
// The other tab's attempts show once it syncs.
func TestTwoTabs(t *testing.T) {
	mem := store.NewMemory()
	a, b := open(t, mem, 10, 1), open(t, mem, 10, 2)
	x, y := puzzleOf(a, "diamond", 0), puzzleOf(b, "diamond", 1)
	show(t, a, "diamond", x.ID)
	show(t, b, "diamond", y.ID)
	finish(t, a, true)
	finish(t, b, false)
	want := replay([]attempt{{"diamond", x, true}, {"diamond", y, false}})
	if got := stored(t, mem); !sameProgress(got, want) {
		t.Fatalf("stored %+v,\nwant %+v", got, want)
	}
	if b.Change() >= 0 || !sameProgress(b.Progress(), want) {
		t.Errorf("tab B: change %v, progress %+v", b.Change(), b.Progress())
	}
	// Tab A follows once synced; then nothing more changes.
	if !a.Sync() || !sameProgress(a.Progress(), want) {
		t.Errorf("tab A synced: %+v", a.Progress())
	}
	if a.Sync() {
		t.Error("a second sync changed something")
	}

	// The same puzzle in both tabs: the first result counts, once.
	z := puzzleOf(a, "pivots", 0)
	show(t, a, "pivots", z.ID)
	show(t, b, "pivots", z.ID)
	finish(t, b, true)
	finish(t, a, false) // not synced: it learns on saving
	want = replay([]attempt{{"diamond", x, true}, {"diamond", y, false}, {"pivots", z, true}})
	if got := stored(t, mem); !sameProgress(got, want) || a.Change() != 0 || !sameProgress(a.Progress(), want) {
		t.Errorf("the same puzzle twice: stored %+v, tab A's change %v, want %+v", got, a.Change(), want)
	}

	// Next offers neither tab a puzzle another played.
	for _, tr := range []*Trainer{a, b} {
		tr.Choose("diamond", "")
		for tr.Next() {
			if id := tr.Puzzle().Puzzle.ID; id == x.ID || id == y.ID {
				t.Fatalf("offered %s again", id)
			}
			tr.pr.Seen[puzzles.Key("diamond", tr.Puzzle().Puzzle)] = puzzles.Seen{} // seen here, not stored
		}
	}

	// The settings another tab saves are followed.
	set := a.Settings()
	set.Theme = store.ThemeDark
	if err := store.New(mem, clock).SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	if !b.Sync() || b.Settings().Theme != store.ThemeDark {
		t.Errorf("tab B's settings after another tab's: %+v", b.Settings())
	}
}

// Data that cannot be read, found on catching up or before saving, is
// backed up with a notice, and this tab's progress goes on and is saved.
func TestDamagedByAnother(t *testing.T) {
	mem := store.NewMemory()
	tr := open(t, mem, 10, 1)
	x, y := puzzleOf(tr, "diamond", 0), puzzleOf(tr, "diamond", 1)
	show(t, tr, "diamond", x.ID)
	finish(t, tr, true)
	mem.M[store.KeyPuzzles] = `{"version":1,"puzzles":{"rating":`
	if tr.Sync() {
		t.Error("damaged data changed what is shown")
	}
	if n := tr.Notices(); len(n) != 1 || !strings.Contains(n[0], "puzzle rating and progress could not be read") {
		t.Errorf("notices %q", n)
	}
	if mem.M[store.BackupKey(store.KeyPuzzles, 1)] != `{"version":1,"puzzles":{"rating":` {
		t.Error("no backup")
	}
	mem.M[store.KeyPuzzles] = `{"version":1,"puzzles":{"rating":{"R":1500,"RD":-3,"Vol":0.06}}}`
	show(t, tr, "diamond", y.ID)
	finish(t, tr, true)
	if n := tr.Notices(); len(n) != 1 || !strings.Contains(n[0], "could not be read") {
		t.Errorf("notices %q", n)
	}
	want := replay([]attempt{{"diamond", x, true}, {"diamond", y, true}})
	if got := stored(t, mem); !sameProgress(got, want) {
		t.Errorf("stored %+v, want %+v", got, want)
	}
}

// A save that fails (a full storage) is said; this tab keeps the attempt,
// and its next save, after another tab's, stores both tabs' puzzles.
func TestFullStorage(t *testing.T) {
	mem := store.NewMemory()
	a, b := open(t, mem, 10, 1), open(t, mem, 10, 2)
	x, y, z := puzzleOf(a, "diamond", 0), puzzleOf(a, "diamond", 1), puzzleOf(a, "diamond", 2)
	mem.Limit = 10
	show(t, a, "diamond", x.ID)
	finish(t, a, true)
	if n := a.Notices(); len(n) != 1 || !strings.Contains(n[0], "storage is full") || len(a.Progress().Seen) != 1 {
		t.Fatalf("a full storage: notices %q, %d seen", n, len(a.Progress().Seen))
	}
	mem.Limit = 0
	show(t, b, "diamond", y.ID)
	finish(t, b, true)
	show(t, a, "diamond", z.ID)
	finish(t, a, false)
	got := stored(t, mem)
	for _, p := range []*puzzle.Puzzle{x, y, z} {
		if _, ok := got.Seen[puzzles.Key("diamond", p)]; !ok {
			t.Errorf("%s lost: %v", p.ID, got.Seen)
		}
	}
}

// A backup restored in another tab while this one is open (app/backup
// merges the puzzles): the tab shows the restored puzzles once synced,
// and its next attempt, even unsynced, keeps them.
func TestBackupRestoredMeanwhile(t *testing.T) {
	other := store.NewMemory()
	o := open(t, other, 10, 1)
	x, y := puzzleOf(o, "diamond", 0), puzzleOf(o, "diamond", 1)
	show(t, o, "diamond", x.ID)
	finish(t, o, true)
	show(t, o, "diamond", y.ID)
	finish(t, o, true)
	data, err := backup.Write(store.New(other, clock))
	if err != nil {
		t.Fatal(err)
	}

	mem := store.NewMemory()
	a, b := open(t, mem, 10, 2), open(t, mem, 10, 3)
	z := puzzleOf(a, "pivots", 0)
	if _, err := backup.Restore(store.New(mem, clock), data); err != nil {
		t.Fatal(err)
	}
	if !a.Sync() || len(a.Progress().Seen) != 2 || a.Progress().Streak != 2 {
		t.Errorf("tab A after the restore: %+v", a.Progress())
	}
	show(t, b, "pivots", z.ID) // tab B never synced
	finish(t, b, false)
	want := replay([]attempt{{"diamond", x, true}, {"diamond", y, true}, {"pivots", z, false}})
	if got := stored(t, mem); !sameProgress(got, want) {
		t.Errorf("stored %+v,\nwant %+v", got, want)
	}
}
