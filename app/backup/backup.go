// Package backup writes everything the app keeps in this browser to one
// file, and restores such a file into any browser's storage, merged with
// what is there: a browser may delete its storage (Safari after seven
// days without a visit, any browser under pressure), a file it does not.
//
// The file is JSON: {"format":"diamond-backup","version":1,…}, holding
// each game's game in progress and kept games, the games with friends,
// the reviews, the puzzle progress and the settings, as the store holds
// them (app/store). Restore reads and checks the whole file before it
// writes anything, and merges by the rules links and tabs follow: a game
// that continues the stored one replaces it, an equal one is kept once,
// one that went another way is kept beside it; nothing is overwritten.
package backup

import (
	"errors"
	"fmt"
	"time"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/puzzles"
	"diamond/app/store"
	"diamond/app/study"
	"diamond/app/transfer"
	"diamond/rules/jsonlite"
)

// Format names the file's kind, and Version its form: a file of a newer
// version is refused rather than half read.
const (
	Format  = "diamond-backup"
	Version = 1
)

// file is a backup as written.
type file struct {
	Format   string            `json:"format"`
	Version  int               `json:"version"`
	Games    []kind            `json:"games,omitempty"`
	Friends  []friend.Game     `json:"friends,omitempty"`
	Reviews  []store.Review    `json:"reviews,omitempty"`
	Puzzles  *puzzles.Progress `json:"puzzles,omitempty"`
	Settings *store.Settings   `json:"settings,omitempty"`
}

// kind is one game's games: its game in progress and its kept games.
type kind struct {
	Game    string       `json:"game"` // the game's ID
	Current *store.Game  `json:"current,omitempty"`
	Kept    []store.Game `json:"kept,omitempty"`
}

// FileName names a backup saved at now: diamond-backup-2026-11-28-1504.json.
func FileName(now time.Time) string { return transfer.Dated("diamond-backup", now, "json") }

// Write returns everything st holds as a backup file. What this version
// cannot read (a damaged kept game, a game with a friend of a game it
// does not know) is left out, so that every backup it writes restores.
func Write(st *store.Store) ([]byte, error) {
	f := file{Format: Format, Version: Version}
	for _, g := range games.All() {
		k := kind{Game: g.ID()}
		if cur, ok := st.StoredGame(g); ok {
			k.Current = &cur
		}
		for _, kg := range st.Kept(g) {
			if _, err := store.Decode(g, kg); err == nil {
				k.Kept = append(k.Kept, kg)
			}
		}
		if k.Current != nil || len(k.Kept) > 0 {
			f.Games = append(f.Games, k)
		}
	}
	for _, fg := range st.Friends() {
		if checkFriend(fg) == nil {
			f.Friends = append(f.Friends, fg)
		}
	}
	for _, r := range st.Reviews() {
		if checkReview(r) == nil {
			f.Reviews = append(f.Reviews, r)
		}
	}
	if p, ok := st.SavedPuzzles(); ok {
		f.Puzzles = &p
	}
	if s, ok := st.SavedSettings(); ok {
		f.Settings = &s
	}
	return jsonlite.MarshalIndent(f, "", " ")
}

// read reads and checks a whole backup file, saying in plain words why
// one cannot be restored.
func read(data []byte) (file, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if jsonlite.Unmarshal(data, &head) != nil || head.Format != Format {
		return file{}, refused("This file is not a backup of the Diamond Games: choose a file that Back up all games saved.")
	}
	if head.Version > Version {
		return file{}, refused("This backup was made by a newer version of the app: reload the page to update the app, then restore it again.")
	}
	var f file
	if err := jsonlite.Unmarshal(data, &f); err != nil || head.Version < 1 {
		return file{}, refused("This backup is damaged: it cannot be read.")
	}
	if err := check(f); err != nil {
		return file{}, refused("This backup is damaged: " + err.Error() + ".")
	}
	return f, nil
}

// refused says in plain words why a file cannot be restored, which
// changed nothing.
type refused string

func (r refused) Error() string { return string(r) + " Nothing was changed." }

// check checks every part of a backup: each game reads, move by move.
func check(f file) error {
	seen := map[string]bool{}
	for _, k := range f.Games {
		g, err := games.ByID(k.Game)
		if err != nil || seen[k.Game] {
			return fmt.Errorf("it holds games of %q, which this version of the app does not know, or twice", k.Game)
		}
		seen[k.Game] = true
		if k.Current != nil {
			if _, err := store.Decode(g, *k.Current); err != nil {
				return fmt.Errorf("the %s game in progress cannot be read (%v)", g.Name(), err)
			}
		}
		for i, kg := range k.Kept {
			if _, err := store.Decode(g, kg); err != nil {
				return fmt.Errorf("kept %s game %d cannot be read (%v)", g.Name(), i+1, err)
			}
		}
	}
	ids := map[string]bool{}
	for i, fg := range f.Friends {
		if err := checkFriend(fg); err != nil || ids[fg.ID] {
			return fmt.Errorf("game with a friend %d cannot be read (%v)", i+1, orWhy(err, "its code is there twice"))
		}
		ids[fg.ID] = true
	}
	for i, r := range f.Reviews {
		if err := checkReview(r); err != nil {
			return fmt.Errorf("review %d cannot be read (%v)", i+1, err)
		}
	}
	if f.Puzzles != nil {
		if err := f.Puzzles.Check(); err != nil {
			return fmt.Errorf("the puzzle progress cannot be used (%v)", err)
		}
	}
	return nil
}

// orWhy is err, or a new error saying why if err is nil.
func orWhy(err error, why string) error {
	if err != nil {
		return err
	}
	return errors.New(why)
}

// checkFriend tells why a game with a friend cannot be restored, if it
// cannot: no code, a record that does not read, an unknown offer.
func checkFriend(g friend.Game) error {
	if g.ID == "" {
		return errors.New("it has no code")
	}
	if g.Offer != "" && g.Offer != friend.OfferedByMe && g.Offer != friend.OfferedByFriend {
		return fmt.Errorf("unknown draw offer %q", g.Offer)
	}
	_, err := g.Match()
	return err
}

// checkReview tells why a review cannot be restored, if it cannot: its
// game unknown, its start unreadable, a move reviewed not legal there.
func checkReview(r store.Review) error {
	g, err := games.ByID(r.Game)
	if err != nil {
		return err
	}
	m, err := g.ParseCompact(r.Start)
	switch {
	case err != nil:
		return err
	case m.Len() > 0:
		return errors.New("its start holds moves")
	}
	for _, mv := range r.Moves {
		if err := m.Play(mv.Move); err != nil {
			return err
		}
	}
	if _, ok := study.Of(m, r.Moves); !ok {
		return errors.New("its moves are not numbered as played")
	}
	return nil
}
