// Package store keeps the app's state in the browser's localStorage: the
// game in progress, the games put aside (by a new game or a shared link)
// and the settings. Each key holds JSON with a format version. Data that
// cannot be read, or comes from another version, is moved to a backup key
// rather than destroyed (the last MaxBackups per key), and the user is
// told in plain words; a full storage makes saving fail with a message,
// never the app.
package store

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/puzzles"
	"diamond/app/session"
	"diamond/rules/game"
	"diamond/rules/jsonlite"
)

// Storage is the browser's localStorage (or a map in tests).
type Storage interface {
	Get(key string) (string, bool)
	Set(key, value string) error // fails when the storage is full
	Remove(key string)
}

// Version is the stored format's version.
const Version = 1

// The keys. Each game has its own keys for the game in progress and the
// kept games: Diamond's as they always were ("diamond.game"), the others'
// with the game's ID ("diamond.pivots.game"). "diamond." is the app's
// namespace in the browser's storage.
const (
	namespace   = "diamond."
	KeySettings = "diamond.settings"
	// BackupPrefix starts the keys that keep unreadable data.
	BackupPrefix = "diamond.backup."
)

// KeyGame is the key of a game's game in progress.
func KeyGame(g game.Spec) string { return gameKey(g, "game") }

// KeyKept is the key of a game's kept games.
func KeyKept(g game.Spec) string { return gameKey(g, "kept") }

func gameKey(g game.Spec, what string) string {
	if g.ID() == "diamond" {
		return namespace + what
	}
	return namespace + g.ID() + "." + what
}

// MaxKept is how many put-aside games are kept, the newest first.
const MaxKept = 10

// Game is a game as stored.
type Game struct {
	Record string `json:"record"`         // the compact form, with a result once over
	Redo   string `json:"redo,omitempty"` // taken-back actions, continuing Record's compact form
	View   int    `json:"view"`           // the ply shown
	Mode   string `json:"mode"`           // "hotseat" or "computer"
	Human  string `json:"human,omitempty"`
	Level  int    `json:"level,omitempty"`
	Saved  int64  `json:"saved"` // Unix milliseconds: when its record last changed (see moved)
}

// Covers tells whether g holds every move o does: the same record, and
// o's taken-back moves, if any, g's too. (A game taken back in one tab
// and kept from another may be kept twice with one record.)
func (g Game) Covers(o Game) bool {
	return g.Record == o.Record && (o.Redo == "" || o.Redo == g.Redo)
}

// Settings are the user's choices that outlive a game.
type Settings struct {
	Coords bool `json:"coords"`
	Flip   bool `json:"flip"`
	// Mute silences the sounds of moves (on by default: settings stored
	// before sounds existed load with them, and are written unchanged).
	Mute bool `json:"mute,omitempty"`
	// Game is the ID of the game last played, "" for Diamond: the app
	// opens on it.
	Game string `json:"game,omitempty"`
	// Friend is the ID of the game with a friend on the board (app/friend),
	// "" for an ordinary game: the app opens on it.
	Friend string `json:"friend,omitempty"`
	// Turn turns the board, in a game for two on this device, to the
	// side to move.
	Turn bool `json:"turn,omitempty"`
	// Name is the player's name last given for a game with a friend.
	Name string `json:"name,omitempty"`
	// The new-game dialog's last choices.
	Mode  string `json:"mode"`
	Human string `json:"human"`
	Level int    `json:"level"`
	// Theme is the page's colours: ThemeLight, ThemeDark, or "" (the
	// zero value, also of settings saved before it) to follow the system.
	Theme string `json:"theme,omitempty"`
}

// The themes a user may choose; "" follows the system.
const (
	ThemeLight = "light"
	ThemeDark  = "dark"
)

// DefaultSettings are the settings of a first visit.
func DefaultSettings() Settings {
	return Settings{Coords: true, Mode: "hotseat", Human: "black", Level: 1}
}

type envelope struct {
	Version  int               `json:"version"`
	Game     *Game             `json:"game,omitempty"`
	Kept     []Game            `json:"kept,omitempty"`
	Settings *Settings         `json:"settings,omitempty"`
	Friends  []friend.Game     `json:"friends,omitempty"`
	Reviews  []Review          `json:"reviews,omitempty"`
	Puzzles  *puzzles.Progress `json:"puzzles,omitempty"`
}

// Store reads and writes the app's keys.
type Store struct {
	s   Storage
	now func() time.Time
	// frozen keys hold unreadable data that could not be backed up: they
	// are never overwritten.
	frozen  map[string]bool
	notices []string
	full    bool // a save failed: said once
	// games holds the game this store last read from or wrote to each
	// game key: saving what is there already writes nothing, and dating a
	// save (moved) needs no decoding of what is stored.
	games map[string]Game
	// seen holds what each key held when this store last read or wrote
	// it, and bases what a game's key held when its session was read,
	// saved or claimed: another tab of the same browser may have written
	// since (tabs.go).
	seen  map[string]stamp
	bases map[*session.Session]stamp
}

// New returns a store on s.
func New(s Storage, now func() time.Time) *Store {
	return &Store{s: s, now: now, frozen: map[string]bool{}, games: map[string]Game{},
		seen: map[string]stamp{}, bases: map[*session.Session]stamp{}}
}

// Notices returns what the user should be told about stored data since the
// last call: data that could not be read, saves that failed.
func (st *Store) Notices() []string {
	n := st.notices
	st.notices = nil
	return n
}

// MaxBackups is how many backups of unreadable data each key keeps, the
// newest first: older ones are dropped.
const MaxBackups = 5

// BackupKey is the key of the i-th newest backup of key (from 1).
func BackupKey(key string, i int) string {
	k := BackupPrefix + strings.TrimPrefix(key, namespace)
	if i == 1 {
		return k
	}
	return k + "." + strconv.Itoa(i)
}

// A loss says, in words for the user, what is lost when data cannot be
// read and what the app does instead.
type loss struct{ what, instead string }

// load reads key into env. It returns false if the key is missing or
// unreadable; unreadable data is moved to a backup key.
func (st *Store) load(key string, l loss, env *envelope) bool {
	raw, ok := st.s.Get(key)
	st.seen[key] = stamp{raw, ok}
	if !ok {
		return false
	}
	err := jsonlite.Unmarshal([]byte(raw), env)
	switch {
	case err != nil || env.Version <= 0:
		err = errDamaged
	case env.Version > Version:
		err = errors.New("the data was written by a newer version of the app")
	case env.Version < Version:
		err = errors.New("the data was written by an older version of the app")
	}
	if err != nil {
		st.quarantine(key, l, raw, err)
		return false
	}
	return true
}

var errDamaged = errors.New("the data is damaged")

// quarantine moves unreadable data to the newest backup of its key and
// tells the user, in words that name no key: the data is there for
// whoever looks for it.
func (st *Store) quarantine(key string, l loss, raw string, why error) {
	delete(st.games, key)
	if !st.backup(key, raw) {
		st.frozen[key] = true
		st.notices = append(st.notices, fmt.Sprintf("Your %s could not be read (%v), and the browser's storage is too full to keep a backup copy: the data is left as it was, and nothing will be saved over it.", l.what, why))
		return
	}
	st.s.Remove(key)
	st.seen[key] = stamp{}
	st.notices = append(st.notices, fmt.Sprintf("Your %s could not be read (%v). A backup copy is kept in this browser, and %s.", l.what, why, l.instead))
}

// backup stores raw as key's newest backup, moving the others one place
// older and dropping the oldest beyond MaxBackups. It returns false if
// the storage is too full, with every older backup still in place.
func (st *Store) backup(key, raw string) bool {
	// Backups beyond the last kept: the oldest, and any that an earlier
	// version, which kept them all, numbered on.
	for i := MaxBackups; ; i++ {
		if _, ok := st.s.Get(BackupKey(key, i)); !ok {
			break
		}
		st.s.Remove(BackupKey(key, i))
	}
	for i := MaxBackups - 1; i >= 1; i-- {
		if v, ok := st.s.Get(BackupKey(key, i)); ok {
			if st.s.Set(BackupKey(key, i+1), v) != nil {
				return false
			}
		}
	}
	return st.s.Set(BackupKey(key, 1), raw) == nil
}

// save writes env to key, telling the user once if the storage is full.
func (st *Store) save(key string, env envelope) error {
	if st.frozen[key] {
		return fmt.Errorf("%s holds data that could not be backed up", key)
	}
	env.Version = Version
	b, err := jsonlite.Marshal(env)
	if err != nil {
		return err
	}
	if err := st.s.Set(key, string(b)); err != nil {
		if !st.full {
			st.full = true
			st.notices = append(st.notices, "Could not save: this browser's storage is full. Play goes on, but closing the tab may lose the game; use Copy link to keep it.")
		}
		return err
	}
	st.full = false
	st.seen[key] = stamp{string(b), true}
	return nil
}

// LoadGame returns game g's saved game in progress, if there is a
// readable one.
func (st *Store) LoadGame(g games.Game) (*session.Session, bool) {
	var env envelope
	key := KeyGame(g)
	l := loss{"saved " + g.Name() + " game", "a new game was started"}
	if !st.load(key, l, &env) {
		return nil, false
	}
	if env.Game == nil {
		return nil, false
	}
	s, err := Decode(g, *env.Game)
	if err != nil {
		raw, _ := st.s.Get(key)
		st.quarantine(key, l, raw, errDamaged)
		return nil, false
	}
	st.games[key] = *env.Game
	st.bases[s] = st.seen[key]
	return s, true
}

// SaveGame saves the game in progress. It writes nothing, and returns
// ErrBehind, when another tab stored a game there since s was read,
// saved or claimed (Claim) that s does not continue (Extends), or when s
// is unchanged and another tab wrote there: only a game shown on the
// latest copy may shorten or rewrite it (tabs.go).
func (st *Store) SaveGame(s *session.Session) error {
	key := KeyGame(s.Game())
	g := Encode(s)
	g.Saved = st.moved(key, g)
	if last, ok := st.games[key]; ok && last == g {
		if st.changedUnder(s) {
			return ErrBehind // nothing new here, and another tab wrote: never written back
		}
		return nil // as read or written last
	}
	if err := st.mayReplace(s); err != nil {
		return err
	}
	if err := st.save(key, envelope{Game: &g}); err != nil {
		return err
	}
	st.games[key] = g
	st.bases[s] = st.seen[key]
	return nil
}

// StoredGame returns game g's game in progress as stored, its date
// included, if there is a readable one: what a backup holds (app/backup).
func (st *Store) StoredGame(g games.Game) (Game, bool) {
	s, ok := st.LoadGame(g)
	if !ok {
		return Game{}, false
	}
	st.Forget(s) // read, not shown
	return st.games[KeyGame(g)], true
}

// RestoreGame writes stored, a game of g as a backup holds it
// (app/backup), as g's game in progress, its date as it is. It writes
// only where nothing is lost, whatever any tab shows: when no readable
// game is stored there, or stored continues the one there (Continues).
// Otherwise it writes nothing and returns ErrBehind. A tab showing the
// older game then catches up as after another tab's save (tabs.go).
func (st *Store) RestoreGame(g games.Game, stored Game) error {
	s, err := Decode(g, stored)
	if err != nil {
		return err
	}
	if now, ok := st.peek(g); ok && !Continues(now, s) {
		return ErrBehind
	}
	key := KeyGame(g)
	if err := st.save(key, envelope{Game: &stored}); err != nil {
		return err
	}
	st.games[key] = stored
	return nil
}

// moved dates game g by its last move: the date the game stored under key
// carries while it has g's record, now once the record changes (a
// reload, browsing or reopening the game does not make it newer).
func (st *Store) moved(key string, g Game) int64 {
	last, ok := st.games[key]
	if !ok { // not read or written by this store: as stored
		var env envelope
		if raw, found := st.s.Get(key); found && jsonlite.Unmarshal([]byte(raw), &env) == nil && env.Game != nil {
			last, ok = *env.Game, true
		}
	}
	if ok && last.Record == g.Record && last.Saved > 0 {
		return last.Saved
	}
	return st.now().UnixMilli()
}

// Kept returns game g's games put aside, the newest first. Unreadable
// ones are left out.
func (st *Store) Kept(g games.Game) []Game {
	var env envelope
	if !st.load(KeyKept(g), loss{"list of " + g.Name() + " games put aside", "the list starts empty"}, &env) {
		return nil
	}
	return env.Kept
}

// Keep puts a game aside, unless it is blank (see session.Blank) or kept
// already; a kept game it covers (Covers) leaves the list.
func (st *Store) Keep(s *session.Session) error {
	if s.Blank() {
		return nil
	}
	g := Encode(s)
	g.Saved = st.moved(KeyGame(s.Game()), g)
	kept := []Game{g}
	for _, k := range st.Kept(s.Game()) {
		if !g.Covers(k) && len(kept) < MaxKept {
			kept = append(kept, k)
		}
	}
	return st.save(KeyKept(s.Game()), envelope{Kept: kept})
}

// SaveKept saves kept as game g's kept games, as they are (a backup
// restored, app/backup): Keep dates and orders a game put aside.
func (st *Store) SaveKept(g games.Game, kept []Game) error {
	return st.save(KeyKept(g), envelope{Kept: kept})
}

// TakeKept removes the i-th of game g's kept games from the list and
// returns it.
func (st *Store) TakeKept(g games.Game, i int) (*session.Session, error) {
	kept := st.Kept(g)
	if i < 0 || i >= len(kept) {
		return nil, fmt.Errorf("no kept game %d", i)
	}
	s, err := Decode(g, kept[i])
	if err != nil {
		return nil, err
	}
	return s, st.RemoveKept(g, i)
}

// RemoveKept removes the i-th of g's kept games, readable or not: the
// player's own choice (Games, Remove).
func (st *Store) RemoveKept(g games.Game, i int) error {
	kept := st.Kept(g)
	if i < 0 || i >= len(kept) {
		return fmt.Errorf("no kept game %d", i)
	}
	return st.save(KeyKept(g), envelope{Kept: append(kept[:i], kept[i+1:]...)})
}

// LoadSettings returns the saved settings, or the defaults.
func (st *Store) LoadSettings() Settings {
	if s, ok := st.SavedSettings(); ok {
		return s
	}
	return DefaultSettings()
}

// SavedSettings returns the settings, if any are stored and can be read.
func (st *Store) SavedSettings() (Settings, bool) {
	env := envelope{Settings: &Settings{}}
	if !st.load(KeySettings, loss{"saved settings", "the usual settings are used"}, &env) || env.Settings == nil {
		return Settings{}, false
	}
	return *env.Settings, true
}

// SaveSettings saves the settings.
func (st *Store) SaveSettings(s Settings) error {
	return st.save(KeySettings, envelope{Settings: &s})
}

// Encode returns a session as stored. Taken-back moves are stored as the
// rest of the compact form of the line they continue: the contract of
// every game's compact form (rules/game) is that a line's is a prefix of
// any longer line's.
func Encode(s *session.Session) Game {
	opt := s.Options()
	m := s.Match()
	g := Game{Record: m.Compact(), View: s.View(), Mode: ModeName(opt.Mode)}
	if opt.Mode == session.Computer {
		g.Human, g.Level = SideName(s.Game(), opt.Human), opt.Level
	}
	g.Redo = strings.TrimPrefix(s.Line(), g.Record)
	return g
}

// Decode returns a stored game of g as a session, checking every move.
func Decode(g games.Game, stored Game) (*session.Session, error) {
	opt, err := Options(g, stored.Mode, stored.Human, stored.Level)
	if err != nil {
		return nil, err
	}
	m, err := g.ParseCompact(stored.Record)
	if err != nil {
		return nil, err
	}
	var redo []string
	if stored.Redo != "" {
		line, err := g.ParseCompact(stored.Record + stored.Redo)
		if err != nil {
			return nil, fmt.Errorf("taken-back moves: %v", err)
		}
		redo = line.Moves()[m.Len():]
	}
	return session.Resume(opt, m, redo, stored.View)
}

// SideName is the stored name of one of g's sides: "black".
func SideName(g game.Spec, s game.Side) string { return strings.ToLower(g.SideNames()[s]) }

// ModeName returns the stored name of a mode.
func ModeName(m session.Mode) string {
	if m == session.Computer {
		return "computer"
	}
	return "hotseat"
}

// Options reads stored options of a game of g.
func Options(g game.Spec, mode, human string, level int) (session.Options, error) {
	switch mode {
	case "hotseat":
		return session.Options{Mode: session.Hotseat}, nil
	case "computer":
		opt := session.Options{Mode: session.Computer, Level: level}
		for _, s := range []game.Side{game.First, game.Second} {
			if human == SideName(g, s) {
				opt.Human = s
				return opt, nil
			}
		}
		return opt, fmt.Errorf("unknown colour %q", human)
	}
	return session.Options{}, fmt.Errorf("unknown mode %q", mode)
}
