package store

import (
	"errors"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/rules/game"
	"diamond/rules/jsonlite"
)

// Many tabs, one truth. Every tab of the app in one browser reads and
// writes the same keys, and a tab left open does not see what another
// writes until it reads again. So the store remembers what each key held
// when it last read or wrote it (a stamp: the raw value), and what a
// game's key held when its session was read, saved or claimed (its
// base). A save compares with what the key holds now:
//
//   - the same as the base: the game shown is the latest copy, and the
//     save is the tab's own act on it (a move, a take-back, a
//     resignation, a new game in its place);
//   - something else, that the game saved continues (Continues: its
//     moves, and its taken-back moves too): the save loses nothing, and
//     is written;
//   - something else that the game saved does not continue, or that a
//     game this tab did not change would be written over: another tab
//     went on with the game, or put another in its place; nothing is
//     written, and the answer is ErrBehind. The desk then shows the
//     stored game (Newer) and says so.
//
// The games with friends are one key: the list is read again and changed
// in place (app/desk), and SaveFriends refuses a list read before another
// tab wrote.

// ErrBehind says that another tab stored a game that the one saved does
// not continue: nothing was written.
var ErrBehind = errors.New("this game went on in another tab")

// stamp is what a key held: its raw value, and whether it was there.
type stamp struct {
	raw string
	ok  bool
}

// stampOf returns what key holds now.
func (st *Store) stampOf(key string) stamp {
	raw, ok := st.s.Get(key)
	return stamp{raw, ok}
}

// Changed tells whether key holds something else than when this store
// last read or wrote it (or this store never read it): another tab wrote
// it since.
func (st *Store) Changed(key string) bool {
	seen, looked := st.seen[key]
	return !looked || seen != st.stampOf(key)
}

// changedUnder tells whether the key of s's game holds something else
// than when s was read, saved or claimed.
func (st *Store) changedUnder(s *session.Session) bool {
	base, ok := st.bases[s]
	return !ok || base != st.stampOf(KeyGame(s.Game()))
}

// Claim makes s, a game put on the board in place of its kind's game in
// progress, the game that key is saved from: the caller has kept what the
// key holds now (app/desk keeps the game it replaces). A save of s then
// replaces that, and nothing another tab writes after this.
func (st *Store) Claim(s *session.Session) { st.bases[s] = st.stampOf(KeyGame(s.Game())) }

// Forget drops what the store remembers of s, a game no longer on the
// board: a late save of it is then written only if it continues what is
// stored.
func (st *Store) Forget(s *session.Session) { delete(st.bases, s) }

// mayReplace returns ErrBehind if saving s would replace a game that
// another tab stored, which s does not continue. Data that cannot be read
// is backed up first, as on reading, and may be replaced.
func (st *Store) mayReplace(s *session.Session) error {
	if !st.changedUnder(s) {
		return nil
	}
	stored, ok := st.peek(s.Game())
	if !ok || Continues(stored, s) {
		return nil
	}
	return ErrBehind
}

// peek returns g's stored game in progress, without making it the base of
// anything: what another tab wrote. Unreadable data is backed up, with a
// notice, and ok is false.
func (st *Store) peek(g games.Game) (*session.Session, bool) {
	key := KeyGame(g)
	now := st.stampOf(key)
	if !now.ok {
		return nil, false
	}
	var env envelope
	if err := jsonlite.Unmarshal([]byte(now.raw), &env); err == nil && env.Version == Version && env.Game != nil {
		if s, err := Decode(g, *env.Game); err == nil {
			return s, true
		}
	}
	st.LoadGame(g) // damaged, or of another version: backed up as reading it is
	return nil, false
}

// Newer returns the game another tab stored as s's kind's game in
// progress since s was read, saved or claimed, if it is another game
// than s, or s with other moves, taken-back moves or players (the move
// shown aside). A stored game that differs from s only in the move shown
// becomes s's base.
func (st *Store) Newer(s *session.Session) (*session.Session, bool) {
	if !st.changedUnder(s) {
		return nil, false
	}
	stored, ok := st.peek(s.Game())
	if !ok {
		return nil, false
	}
	a, b := Encode(stored), Encode(s)
	a.View, b.View = 0, 0
	if a == b {
		st.bases[s] = st.stampOf(KeyGame(s.Game()))
		return nil, false
	}
	ns, ok := st.LoadGame(s.Game())
	return ns, ok
}

// Unsaved tells whether s holds moves, taken-back moves or players that
// its key did not hold when s was read or saved (the move shown aside): a
// move waiting to be saved, or a game claimed and not saved yet.
func (st *Store) Unsaved(s *session.Session) bool {
	base, ok := st.bases[s]
	if !ok || !base.ok {
		return true
	}
	var env envelope
	if jsonlite.Unmarshal([]byte(base.raw), &env) != nil || env.Game == nil {
		return true
	}
	a, b := *env.Game, Encode(s)
	return a.Record != b.Record || a.Redo != b.Redo || a.Mode != b.Mode || a.Human != b.Human || a.Level != b.Level
}

// Continues tells whether session b continues session a: its game
// extends a's (Extends), and so does its game with its taken-back moves,
// so that saving b in place of a loses no move of a's.
func Continues(a, b *session.Session) bool {
	if !Extends(a.Match(), b.Match()) {
		return false
	}
	la, lb := a.Line(), b.Line()
	if la == a.Match().Compact() || la == lb {
		return true
	}
	ma, err := a.Game().ParseCompact(la)
	if err != nil {
		return false
	}
	mb, err := b.Game().ParseCompact(lb)
	return err == nil && Extends(ma, mb)
}

// Extends tells whether game b continues game a: the same game from the
// same start, a's moves b's first ones, and a's end, if a is over, b's
// too. A game extends itself.
func Extends(a, b game.Match) bool {
	switch {
	case a.Compact() == b.Compact():
		return true
	case a.Spec().ID() != b.Spec().ID() || a.Len() > b.Len() || a.Outcome().Over:
		return false
	}
	am, bm := a.Moves(), b.Moves()
	for i := range am {
		if am[i] != bm[i] {
			return false
		}
	}
	return startOf(a) == startOf(b)
}

// startOf is m's game before its first move, in its compact form.
func startOf(m game.Match) string {
	m = m.Clone()
	for m.Undo() {
	}
	return m.Compact()
}
