// Package trainer is the puzzle page's model over the browser's storage:
// the player's progress (app/puzzles) as this tab holds it and keeps it in
// step with the other tabs, the player's choice of game and theme, the
// puzzle files loaded, the puzzle shown and the next one's choice. The
// page (app/ui/puzzlepage.go) draws what it reports, and keeps only its
// ties to the browser: the worker, the timers, the files' fetching.
//
// It is a package of its own, not a type of app/puzzles, because
// app/store stores puzzles.Progress and so imports app/puzzles: a model
// over the store sits above both, as app/desk does for the games.
package trainer

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"

	"diamond/app/games"
	"diamond/app/puzzles"
	"diamond/app/rating"
	"diamond/app/store"
	"diamond/rules/puzzle"
)

// Many tabs, one progress. Every tab of the puzzle page keeps the
// player's progress in one key (store.KeyPuzzles), and a tab left open
// does not see what another records until it reads again. So a tab never
// writes the progress it read at its start: each write (an attempt
// recorded, a choice saved) starts from the latest stored copy, read
// again when the store says another tab wrote since this one read or
// wrote (store.Changed), with whatever this tab holds that it lacks
// merged in (puzzles.Merge: a save that failed, a copy another tab found
// damaged). An attempt is recorded on that copy, so the rating goes on
// from the other tab's puzzles, and a puzzle another tab recorded counts
// once. The page calls Sync when another tab wrote (the storage event)
// and when the tab is shown again, so that the rating and streak shown
// follow.

// Trainer is the puzzle page's model in one tab.
type Trainer struct {
	st  *store.Store
	pr  puzzles.Progress // as this tab last read or wrote it, with its own attempts
	set store.Settings
	rnd *rand.Rand

	game, theme string                  // the player's choice: "" for every game, any theme
	files       map[string]*puzzle.File // by game, as loaded
	waiting     int                     // files still loading
	want        string                  // the puzzle the address names, "game/id", until its file is here
	z           *puzzles.Solving        // the puzzle shown, nil if none
	change      float64                 // the player's rating change from the puzzle shown
	notices     []string
}

// Open returns the model of a tab's puzzle page on st: the progress and
// the settings as stored, the choice last saved.
func Open(st *store.Store, rnd *rand.Rand) *Trainer {
	t := &Trainer{st: st, rnd: rnd, files: map[string]*puzzle.File{}}
	t.pr = st.Puzzles()
	t.set = st.LoadSettings()
	t.game, t.theme = t.pr.Game, t.pr.Theme
	t.takeNotices()
	return t
}

// Notices returns what the player should be told since the last call: an
// address that names nothing, a file not loaded, stored data that could
// not be read or saved.
func (t *Trainer) Notices() []string {
	n := t.notices
	t.notices = nil
	return n
}

func (t *Trainer) say(n string) { t.notices = append(t.notices, n) }

func (t *Trainer) takeNotices() { t.notices = append(t.notices, t.st.Notices()...) }

// Settings are the player's settings (the theme, the coordinates), as
// last read.
func (t *Trainer) Settings() store.Settings { return t.set }

// Progress is the player's progress as this tab knows it: the rating,
// the streak, the puzzles played. Its map is the trainer's: read it only.
func (t *Trainer) Progress() puzzles.Progress { return t.pr }

// Choice is the player's choice: the game ("" for every game) and the
// theme ("" for any).
func (t *Trainer) Choice() (game, theme string) { return t.game, t.theme }

// Puzzle is the puzzle shown, nil if none (the files loading, or none
// left for the choice).
func (t *Trainer) Puzzle() *puzzles.Solving { return t.z }

// Change is the player's rating change from the puzzle shown: 0 until its
// first attempt is decided, and if it was played before.
func (t *Trainer) Change() float64 { return t.change }

// PuzzleRating is the rating of the puzzle shown.
func (t *Trainer) PuzzleRating() rating.Rating { return t.pr.PuzzleRating(t.z.Game, t.z.Puzzle) }

// Loading tells whether puzzle files are still loading.
func (t *Trainer) Loading() bool { return t.waiting > 0 }

// Load returns the games whose puzzle files the page fetches, each
// loading until Loaded.
func (t *Trainer) Load() []string {
	var ids []string
	for _, g := range games.All() {
		ids = append(ids, g.ID())
	}
	t.waiting += len(ids)
	return ids
}

// Loaded takes game id's puzzle file, text, or the error that fetching
// it met. Once every file is here, it shows the puzzle the address named,
// or else the next one if none is shown; it reports whether it opened a
// puzzle.
func (t *Trainer) Loaded(id, text string, err error) (opened bool) {
	t.waiting--
	if err == nil {
		var f *puzzle.File
		if f, err = puzzle.Decode([]byte(text)); err == nil {
			t.files[id] = f
		}
	}
	if err != nil {
		t.say("The puzzles of " + GameName(id) + " could not be loaded: " + err.Error() + ".")
	}
	if t.waiting > 0 {
		return false
	}
	if t.showWanted() {
		return true
	}
	return t.z == nil && t.Next()
}

// Files are the files loaded, in the games' order.
func (t *Trainer) Files() []*puzzle.File {
	var fs []*puzzle.File
	for _, g := range games.All() {
		if f, ok := t.files[g.ID()]; ok {
			fs = append(fs, f)
		}
	}
	return fs
}

// Themes are the themes of the game chosen, with their puzzles' counts.
func (t *Trainer) Themes() (names []string, counts map[string]int) {
	return puzzles.Themes(t.Files(), t.game)
}

// Address reads the page's address fragment: a game (#game=pivots) and a
// puzzle (#game=pivots&id=…). Another game than the one chosen drops the
// theme chosen, which may have no puzzle of it, and shows one of its
// puzzles. It reports whether it opened a puzzle.
func (t *Trainer) Address(fragment string) (opened bool) {
	q, err := url.ParseQuery(fragment)
	if err != nil {
		t.say("Part of this address could not be read: it names no puzzle.")
		return false
	}
	if g := q.Get("game"); g != "" {
		if _, err := games.ByID(g); err != nil {
			t.say("This address names a game this site does not have: " + g + ".")
		} else if g != t.game {
			t.game, t.theme = g, ""
		}
	}
	if id := q.Get("id"); id != "" && t.game != "" {
		t.want = t.game + "/" + id
	}
	if t.showWanted() {
		return true
	}
	if t.waiting == 0 && t.z != nil && t.game != "" && t.z.Game != t.game {
		return t.Next()
	}
	return false
}

// showWanted opens the puzzle the address named, once its file is here.
func (t *Trainer) showWanted() bool {
	if t.want == "" || t.waiting > 0 {
		return false
	}
	game, id, _ := strings.Cut(t.want, "/")
	t.want = ""
	if f, ok := t.files[game]; ok {
		for i := range f.Puzzles {
			if f.Puzzles[i].ID == id {
				opened, _ := t.open(puzzles.Choice{Game: game, Puzzle: &f.Puzzles[i]})
				return opened
			}
		}
	}
	t.say("There is no puzzle " + id + " here: here is another.")
	return false
}

// Choose makes game ("" for every game) and theme ("" for any) the
// player's choice, saves it, and shows a puzzle of it. It reports whether
// it opened one (none may be left).
func (t *Trainer) Choose(game, theme string) (opened bool) {
	t.game, t.theme = game, theme
	t.pr = t.latest()
	t.save()
	return t.Next()
}

// Next shows the next puzzle of the player's choice, drawn from those no
// tab has played yet. It reports whether it opened one; with none left,
// none is shown.
func (t *Trainer) Next() (opened bool) {
	t.pr = t.latest()
	for {
		c, ok := t.pr.Next(t.Files(), t.game, t.theme, t.rnd)
		if !ok {
			t.z = nil
			return false
		}
		opened, leftOut := t.open(c)
		if opened {
			return true
		}
		if !leftOut { // never: c is a file's; but the loop must end
			t.z = nil
			return false
		}
	}
}

// open shows puzzle c. A puzzle that breaks the rules (each is checked
// as it opens: puzzle.Decode) is said and left out of its file, so that
// it is never drawn again; the rest of the file plays on. leftOut reports
// that it was taken out.
func (t *Trainer) open(c puzzles.Choice) (opened, leftOut bool) {
	z, err := puzzles.Start(c)
	if err != nil {
		t.say("The puzzle " + c.Puzzle.ID + " could not be opened (" + err.Error() + "): it is left out.")
		return false, t.leaveOut(c)
	}
	t.z, t.change = z, 0
	return true, false
}

// leaveOut takes puzzle c out of its file, and reports whether it was
// there. The file gets a new list: the puzzle shown points into the old
// one.
func (t *Trainer) leaveOut(c puzzles.Choice) bool {
	if f := t.files[c.Game]; f != nil {
		for i := range f.Puzzles {
			if &f.Puzzles[i] == c.Puzzle {
				f.Puzzles = slices.Concat(f.Puzzles[:i], f.Puzzles[i+1:])
				return true
			}
		}
	}
	return false
}

// Settle records the first attempt at the puzzle shown once its result is
// known, unless it was played before, here or in another tab: on the
// latest stored progress, then saved. The page calls it after each change
// of the puzzle.
func (t *Trainer) Settle() {
	z := t.z
	if z == nil {
		return
	}
	decided, solved := z.Decided()
	if _, seen := t.pr.Seen[puzzles.Key(z.Game, z.Puzzle)]; !decided || seen {
		return
	}
	t.pr = t.latest()
	t.change = t.pr.Record(z.Game, z.Puzzle, solved) // 0 if another tab recorded it meanwhile
	t.save()
}

// Sync brings the tab in step with what the other tabs stored since it
// last read or wrote: the settings and the progress (this tab's choice
// and puzzle stay). It reports whether anything shown changed.
func (t *Trainer) Sync() (changed bool) {
	if t.st.Changed(store.KeySettings) {
		set := t.st.LoadSettings()
		changed = set != t.set
		t.set = set
	}
	if t.st.Changed(store.KeyPuzzles) {
		pr := t.latest()
		changed = changed || !pr.Equal(t.pr)
		t.pr = pr
	}
	t.takeNotices()
	return changed
}

// latest is the progress to go on from: this tab's, if no other tab
// wrote since it read or wrote; else the stored copy with what only this
// tab holds merged in. Unreadable data is backed up with a notice, and
// this tab's copy goes on.
func (t *Trainer) latest() puzzles.Progress {
	if !t.st.Changed(store.KeyPuzzles) {
		return t.pr
	}
	stored, ok := t.st.SavedPuzzles()
	t.takeNotices()
	if !ok {
		return t.pr
	}
	return puzzles.Merge(stored, t.pr)
}

// save writes the progress with the player's choice; a save that fails
// is said (the store's notices), and this tab's copy keeps it for the
// next one.
func (t *Trainer) save() {
	t.pr.Game, t.pr.Theme = t.game, t.theme
	_ = t.st.SavePuzzles(t.pr)
	t.takeNotices()
}

// GameName is a game's name by its ID; an ID no game has is itself.
func GameName(id string) string {
	if g, err := games.ByID(id); err == nil {
		return g.Name()
	}
	return id
}
