// Package store keeps the app's state in the browser's localStorage: the
// game in progress, the games put aside (by a new game or a shared link)
// and the settings. Each key holds JSON with a format version. Data that
// cannot be read, or comes from another version, is moved to a backup key
// rather than destroyed, and the user is told; a full storage makes saving
// fail with a message, never the app.
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"diamond/app/session"
	"diamond/rules/diamond"
)

// Storage is the browser's localStorage (or a map in tests).
type Storage interface {
	Get(key string) (string, bool)
	Set(key, value string) error // fails when the storage is full
	Remove(key string)
}

// Version is the stored format's version.
const Version = 1

// The keys.
const (
	KeyGame     = "diamond.game"
	KeyKept     = "diamond.kept"
	KeySettings = "diamond.settings"
	// BackupPrefix starts the keys that keep unreadable data.
	BackupPrefix = "diamond.backup."
)

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
	Saved  int64  `json:"saved"` // Unix milliseconds
}

// Settings are the user's choices that outlive a game.
type Settings struct {
	Coords bool `json:"coords"`
	Flip   bool `json:"flip"`
	// The new-game dialog's last choices.
	Mode  string `json:"mode"`
	Human string `json:"human"`
	Level int    `json:"level"`
}

// DefaultSettings are the settings of a first visit.
func DefaultSettings() Settings {
	return Settings{Coords: true, Mode: "hotseat", Human: "black", Level: 1}
}

type envelope struct {
	Version  int       `json:"version"`
	Game     *Game     `json:"game,omitempty"`
	Kept     []Game    `json:"kept,omitempty"`
	Settings *Settings `json:"settings,omitempty"`
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
}

// New returns a store on s.
func New(s Storage, now func() time.Time) *Store {
	return &Store{s: s, now: now, frozen: map[string]bool{}}
}

// Notices returns what the user should be told about stored data since the
// last call: data that could not be read, saves that failed.
func (st *Store) Notices() []string {
	n := st.notices
	st.notices = nil
	return n
}

// load reads key into env. It returns false if the key is missing or
// unreadable; unreadable data is moved to a backup key.
func (st *Store) load(key, what string, env *envelope) bool {
	raw, ok := st.s.Get(key)
	if !ok {
		return false
	}
	err := json.Unmarshal([]byte(raw), env)
	if err == nil && env.Version != Version {
		err = fmt.Errorf("it was saved in format %d, and this version reads format %d", env.Version, Version)
	}
	if err != nil {
		st.quarantine(key, what, raw, err)
		return false
	}
	return true
}

// quarantine moves unreadable data to a backup key and tells the user.
func (st *Store) quarantine(key, what, raw string, why error) {
	var jsonErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	if errors.As(why, &jsonErr) || errors.As(why, &typeErr) {
		why = errors.New("it is damaged")
	}
	backup := BackupPrefix + key[len("diamond."):]
	for i := 2; ; i++ {
		if _, taken := st.s.Get(backup); !taken {
			break
		}
		backup = BackupPrefix + key[len("diamond."):] + "." + strconv.Itoa(i)
	}
	if err := st.s.Set(backup, raw); err != nil {
		st.frozen[key] = true
		st.notices = append(st.notices, fmt.Sprintf("Your %s could not be read (%v). It stays in this browser's storage under %q and will not be overwritten; the storage is too full to copy it elsewhere.", what, why, key))
		return
	}
	st.s.Remove(key)
	st.notices = append(st.notices, fmt.Sprintf("Your %s could not be read (%v), so the app started afresh. The old data is kept in this browser's storage under %q.", what, why, backup))
}

// save writes env to key, telling the user once if the storage is full.
func (st *Store) save(key string, env envelope) error {
	if st.frozen[key] {
		return fmt.Errorf("%s holds data that could not be backed up", key)
	}
	env.Version = Version
	b, err := json.Marshal(env)
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
	return nil
}

// LoadGame returns the saved game in progress, if there is a readable one.
func (st *Store) LoadGame() (*session.Session, bool) {
	var env envelope
	if !st.load(KeyGame, "saved game", &env) {
		return nil, false
	}
	if env.Game == nil {
		return nil, false
	}
	s, err := Decode(*env.Game)
	if err != nil {
		raw, _ := st.s.Get(KeyGame)
		st.quarantine(KeyGame, "saved game", raw, err)
		return nil, false
	}
	return s, true
}

// SaveGame saves the game in progress.
func (st *Store) SaveGame(s *session.Session) error {
	g := Encode(s)
	g.Saved = st.now().UnixMilli()
	return st.save(KeyGame, envelope{Game: &g})
}

// Kept returns the games put aside, the newest first. Unreadable ones are
// left out.
func (st *Store) Kept() []Game {
	var env envelope
	if !st.load(KeyKept, "list of kept games", &env) {
		return nil
	}
	return env.Kept
}

// Keep puts a game aside, unless it is blank (see session.Blank) or kept
// already.
func (st *Store) Keep(s *session.Session) error {
	if s.Blank() {
		return nil
	}
	g := Encode(s)
	g.Saved = st.now().UnixMilli()
	kept := []Game{g}
	for _, k := range st.Kept() {
		if k.Record != g.Record && len(kept) < MaxKept {
			kept = append(kept, k)
		}
	}
	return st.save(KeyKept, envelope{Kept: kept})
}

// TakeKept removes the i-th kept game from the list and returns it.
func (st *Store) TakeKept(i int) (*session.Session, error) {
	kept := st.Kept()
	if i < 0 || i >= len(kept) {
		return nil, fmt.Errorf("no kept game %d", i)
	}
	s, err := Decode(kept[i])
	if err != nil {
		return nil, err
	}
	kept = append(kept[:i], kept[i+1:]...)
	return s, st.save(KeyKept, envelope{Kept: kept})
}

// LoadSettings returns the saved settings, or the defaults.
func (st *Store) LoadSettings() Settings {
	env := envelope{Settings: &Settings{}}
	if !st.load(KeySettings, "settings", &env) || env.Settings == nil {
		return DefaultSettings()
	}
	return *env.Settings
}

// SaveSettings saves the settings.
func (st *Store) SaveSettings(s Settings) error {
	return st.save(KeySettings, envelope{Settings: &s})
}

// Encode returns a session as stored.
func Encode(s *session.Session) Game {
	opt := s.Options()
	g := Game{Record: s.Game().Compact(), View: s.View(), Mode: ModeName(opt.Mode)}
	if opt.Mode == session.Computer {
		g.Human, g.Level = opt.Human.String(), opt.Level
	}
	if redo := s.RedoActions(); len(redo) > 0 {
		line := s.Game().Clone()
		for _, a := range redo {
			if line.Play(a) != nil {
				break
			}
		}
		g.Redo = line.Compact()[len(g.Record):]
	}
	return g
}

// Decode returns a stored game as a session, checking every action.
func Decode(g Game) (*session.Session, error) {
	opt, err := Options(g.Mode, g.Human, g.Level)
	if err != nil {
		return nil, err
	}
	game, err := diamond.ParseCompact(g.Record)
	if err != nil {
		return nil, err
	}
	var redo []diamond.Action
	if g.Redo != "" {
		line, err := diamond.ParseCompact(g.Record + g.Redo)
		if err != nil {
			return nil, fmt.Errorf("taken-back moves: %v", err)
		}
		redo = line.Actions()[game.Len():]
	}
	return session.Resume(opt, game, redo, g.View)
}

// ModeName returns the stored name of a mode.
func ModeName(m session.Mode) string {
	if m == session.Computer {
		return "computer"
	}
	return "hotseat"
}

// Options reads stored game options.
func Options(mode, human string, level int) (session.Options, error) {
	switch mode {
	case "hotseat":
		return session.Options{Mode: session.Hotseat}, nil
	case "computer":
		opt := session.Options{Mode: session.Computer, Level: level}
		switch human {
		case "black":
			opt.Human = diamond.Black
		case "white":
			opt.Human = diamond.White
		default:
			return opt, fmt.Errorf("unknown colour %q", human)
		}
		return opt, nil
	}
	return session.Options{}, fmt.Errorf("unknown mode %q", mode)
}
