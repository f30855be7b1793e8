package desk

import (
	"slices"

	"diamond/app/session"
	"diamond/app/store"
)

// Many tabs, one truth. Every tab of the app in one browser has a desk on
// the same storage, and a tab left open may show a game that another tab
// has played on since. The store refuses a save that would shorten or
// rewrite a game another tab stored (store.ErrBehind); the desk then
// shows the stored game and says so (WentOn). Before any act that puts
// another game on the board, the desk catches up silently, so that the
// game it keeps is the latest copy. The games with friends are read again
// before each change, so that a turn is recorded only on the latest copy:
// a second, different move for a turn already recorded (and perhaps sent)
// cannot be recorded. The page calls Sync when another tab wrote (the
// browser's storage event) and when the tab is shown again.

// WentOn is what a tab says when it shows the game that another tab went
// on with, in place of its older copy: when it is shown again, and when
// an act on the older copy is refused.
const WentOn = "This game went on in another tab; it is shown here now."

// notSaved is what a tab says when a move it played, in a game no longer
// on its board, was not saved: another tab went on with that game.
const notSaved = "A move played in this tab was not saved: its game went on in another tab."

// Sync brings the desk in step with what other tabs stored since it last
// read or wrote: the settings, the games with friends, and the game on the
// board, which it replaces by the stored game if another tab went on with
// it or put another in its place (unless the board holds moves of this
// tab's, waiting to be saved, that continue the stored game). It reports
// whether the game on the board changed, and what to tell the player.
func (d *Desk) Sync() (board bool, note string) {
	if d.st == nil {
		return false, "" // the prerendered page reads nothing stored
	}
	if d.st.Changed(store.KeySettings) {
		d.settings = d.st.LoadSettings()
	}
	if d.catchUp() {
		return true, WentOn
	}
	return false, ""
}

// Restored brings the desk in step after a backup was restored into its
// storage (app/backup), which writes as another tab would: as Sync, and
// the reviews are read again. It reports whether the game on the board
// changed: a backup's game continued it, or took a new game's place.
func (d *Desk) Restored() (board bool) {
	d.r = reviews{}
	board, _ = d.Sync()
	return board
}

// catchUp reads the games with friends again if another tab changed them,
// and shows the stored copy of the game on the board if another tab went
// on with it; it reports whether the game on the board changed.
func (d *Desk) catchUp() bool {
	d.refreshFriends()
	if d.f.onBoard != "" {
		return d.followFriend()
	}
	ns, ok := d.st.Newer(d.s)
	if !ok || d.st.Unsaved(d.s) && store.Continues(ns, d.s) {
		return false
	}
	if !store.Extends(d.s.Match(), ns.Match()) {
		d.from = "" // another game: not the one that came from elsewhere
	}
	d.st.Forget(d.s)
	d.s = ns
	return true
}

// followFriend shows the stored copy of the game with a friend on the
// board, if the board does not continue it by a turn not yet finished (a
// finished one is recorded at once: one the store lacks was taken back in
// another tab), and tells the board what the friend has (what was sent).
func (d *Desk) followFriend() bool {
	g, ok := d.friendGame(d.f.onBoard)
	if !ok {
		return false
	}
	m, err := g.Match()
	if err != nil {
		return false
	}
	if b := d.s.Match(); store.Extends(m, b) && (m.Compact() == b.Compact() || g.MyTurn(b)) {
		if f, err := g.Final(); err == nil {
			d.s.SetFinal(f)
		}
		return false
	}
	s, err := d.friendSession(g)
	if err != nil {
		return false
	}
	d.s, d.f.line = s, nil
	return true
}

// refused answers a save of s refused because another tab went on with
// its game: the board shows the stored game, and the player is told; a
// game no longer on the board is only said not saved, if it held a move
// the stored game lacks.
func (d *Desk) refused(s *session.Session, lost bool) {
	switch {
	case s == d.s:
		if d.catchUp() {
			d.notes = append(d.notes, WentOn)
		}
	case lost:
		d.notes = append(d.notes, notSaved)
	}
}

// refreshFriends reads the games with friends again if another tab
// changed them.
func (d *Desk) refreshFriends() {
	if d.st.Changed(store.KeyFriends) {
		d.f.list = d.st.Friends()
		d.f.waiting = countWaiting(d.f.list)
	}
}

// keptAlready tells whether s, replaced on the board, is among its kind's
// kept games as it is (put keeps the game it replaces).
func (d *Desk) keptAlready(s *session.Session) bool {
	rec := s.Match().Compact()
	return s.Blank() || slices.ContainsFunc(d.st.Kept(s.Game()), func(k store.Game) bool { return k.Record == rec })
}
