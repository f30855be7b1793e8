// Package desk is the life of a player's games on this device: the game
// on the board and where it came from, the games put aside (of every
// kind), and the settings. It decides which game a visit opens on, keeps
// whatever a new game, a shared link, an import or a kept game replaces,
// and brings the player's own game back. Two rules keep every game
// findable: the game on the board is always the one the next visit opens
// on, and a game that another replaces is put aside (Games lists it). It
// is plain Go over the store (app/store); the page renders what it
// reports and forwards the player's choices. The games with friends, by
// link (app/friend), are on the desk too, in their own list (friends.go).
package desk

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/rules/game"
)

// Desk holds the player's games.
type Desk struct {
	st       *store.Store
	settings store.Settings
	s        *session.Session
	// from says where the game shown came from (a shared link, an
	// import, a position set up by hand), "" for the player's own.
	from string
	// mine is the player's own game, put aside for the one shown, or nil.
	mine *mine
	// rescued tells whether the games an earlier version may have left
	// in no list have been looked for: once a visit is enough, as this
	// version leaves none (Kept).
	rescued bool
	f       friends
	r       reviews
	// notes are what the desk has to tell the player (tabs.go).
	notes []string
}

// mine names a kept game by its kind and record: its place in the kept
// list changes as other games are put aside.
type mine struct {
	game   games.Game
	record string
}

// Prerendered returns the desk of a first visit before anything stored
// is read: a new game of Diamond for two, and the usual settings. It
// stores nothing.
func Prerendered() *Desk {
	return &Desk{settings: store.DefaultSettings(), s: session.New(games.Diamond, session.Options{})}
}

// Open reads the player's desk from st: the settings and the game last
// on the board, or a new game of the game last played if none can be
// read. drawn, if not nil, is a new game already drawn: it is used when it
// is that new game. fresh tells whether the game is a new one that nothing
// stored.
func Open(st *store.Store, drawn *session.Session) (d *Desk, fresh bool) {
	d = &Desk{st: st, settings: st.LoadSettings()}
	g, err := games.ByID(d.settings.Game)
	if err != nil {
		g = games.Diamond // a game this version does not know: its data stays stored
	}
	switch s, ok := st.LoadGame(g); {
	case ok:
		d.s = s
	case drawn != nil && drawn.Game().ID() == g.ID() && drawn.Blank() && drawn.Options() == (session.Options{}):
		d.s, fresh = drawn, true
	default:
		d.s, fresh = session.New(g, session.Options{}), true
	}
	d.openFriends()
	return d, fresh && d.f.onBoard == ""
}

// Stored tells whether the desk was read from storage, not the
// prerendered one.
func (d *Desk) Stored() bool { return d.st != nil }

// Session returns the game on the board.
func (d *Desk) Session() *session.Session { return d.s }

// From says where the game shown came from, for a banner, or "" for the
// player's own game.
func (d *Desk) From() string { return d.from }

// MineKept tells whether the player's own game was put aside for the one
// shown: BackToMine brings it back.
func (d *Desk) MineKept() bool { return d.mine != nil }

// PlaysFrom tells whether the banner offers to play on from the move
// shown: for a game opened from a link or a file, which two play.
func (d *Desk) PlaysFrom() bool { return d.from != "" && d.s.Options().Mode == session.Hotseat }

// Flipped tells whether the board is drawn turned for s, the game on the
// board (or the analysis board over it): by the Flip setting, and to the
// player's side in a game with a friend, or to the side to move in a game
// for two when the players chose so.
func (d *Desk) Flipped(s *session.Session) bool {
	turn := d.settings.Turn && s.Options().Mode == session.Hotseat && s.Match().ToMove(s.View()) == game.Second
	return d.settings.Flip != (d.OnFriendGame() && s.HumanColor() == game.Second || turn)
}

// Dismiss forgets where the game shown came from (the banner is closed);
// the player's own game stays among the kept games.
func (d *Desk) Dismiss() { d.from, d.mine = "", nil }

// Settings returns the settings.
func (d *Desk) Settings() store.Settings { return d.settings }

// ChangeSettings changes the settings with change and saves them.
func (d *Desk) ChangeSettings(change func(*store.Settings)) {
	change(&d.settings)
	if d.st != nil {
		d.st.SaveSettings(d.settings)
	}
}

// Save saves s, the game on the board or one it replaced: as its kind's
// game in progress, or in its game with a friend once a turn is played.
// A game replaced by another of its kind was kept as it was (put): the
// key is the new game's. If another tab went on with the game, nothing is
// saved, and the board shows the stored game (tabs.go).
func (d *Desk) Save(s *session.Session) {
	if s.Options().Mode == session.Friend {
		d.record(s)
		return
	}
	if s != d.s && d.f.onBoard == "" && s.Game().ID() == d.s.Game().ID() {
		if !d.keptAlready(s) {
			d.notes = append(d.notes, notSaved)
		}
		return
	}
	if err := d.st.SaveGame(s); errors.Is(err, store.ErrBehind) {
		// Lost: s holds moves the stored game lacks (Newer is false for a
		// game stored with s's moves, shown at another move).
		stored, ok := d.st.Newer(s)
		d.refused(s, ok && !store.Continues(s, stored))
	}
}

// Notices returns what the player should be told about stored data since
// the last call (see store.Notices), and what the desk has to say: a game
// that went on in another tab.
func (d *Desk) Notices() []string {
	n := append(d.st.Notices(), d.notes...)
	d.notes = nil
	return n
}

// Show shows game m at ply for two players on this device, keeping the
// player's game; from says where m came from (a shared link, an import).
// The game on the board, if it is m, is only moved to ply.
func (d *Desk) Show(m game.Match, ply int, from string) error {
	if d.s.Game().ID() == m.Spec().ID() && d.s.Match().Compact() == m.Compact() {
		d.s.GoTo(ply)
		return nil
	}
	s, err := session.Resume(session.Options{Mode: session.Hotseat}, m, nil, ply)
	if err != nil {
		return err
	}
	d.showOther(s, from)
	return nil
}

// showOther shows s, which came from elsewhere (from), in place of the
// game on the board, which is kept; the player's own game is the one
// Back to my game brings back.
func (d *Desk) showOther(s *session.Session, from string) {
	if d.f.onBoard == "" {
		d.catchUp() // the player's own game is its latest copy
	}
	if d.from == "" && d.f.onBoard == "" && !d.s.Blank() {
		d.mine = &mine{d.s.Game(), d.s.Match().Compact()}
	}
	d.put(s)
	d.from = from
}

// BackToMine brings back the player's own game, put aside for the one
// shown, which is kept in its turn.
func (d *Desk) BackToMine() error {
	if d.mine == nil {
		return fmt.Errorf("no game of yours is kept")
	}
	for i, k := range d.st.Kept(d.mine.game) {
		if k.Record == d.mine.record {
			s, err := d.st.TakeKept(d.mine.game, i)
			if err != nil {
				return err
			}
			d.put(s)
			d.from, d.mine = "", nil
			return nil
		}
	}
	return fmt.Errorf("it is no longer among the kept games")
}

// NewGame starts a game of g from its start number start with options
// opt (the new-game dialog's choices, kept for next time), keeping the
// game on the board.
func (d *Desk) NewGame(g games.Game, start int, opt session.Options) {
	s := session.NewFrom(g, start, opt)
	d.put(s)
	d.from, d.mine = "", nil
	d.remember(opt, true)
}

// CanRematch tells whether Rematch can start the game on the board
// again: it began from a standard start.
func (d *Desk) CanRematch() bool { return d.s.Match().Start() >= 0 }

// Rematch starts the game on the board again from the same start, with
// the same choices; against the computer or a friend the player takes
// the other seat (two players on this device change places themselves).
// The game it replaces is kept, as New game keeps one.
func (d *Desk) Rematch() error {
	start := d.s.Match().Start()
	if start < 0 {
		return fmt.Errorf("a game from a position set up by hand has no rematch: use Play from here")
	}
	if g, ok := d.Friend(); ok {
		return d.NewFriendGame(d.s.Game(), start, int(1-g.Seat), g.Me, g.Friend)
	}
	opt := d.s.Options()
	if opt.Mode == session.Computer {
		opt.Human = d.s.Match().SideOf(1-d.s.HumanSeat(), 0)
	}
	d.NewGame(d.s.Game(), start, opt)
	return nil
}

// PlayFrom starts a game from the move shown, with options opt; the game
// it comes from is kept as it was. The new game is the player's own.
func (d *Desk) PlayFrom(opt session.Options) error {
	s, err := d.s.PlayFrom(opt)
	if err != nil {
		return err
	}
	d.put(s)
	d.from = ""
	d.remember(opt, false)
	return nil
}

// PlaySetUp starts a game from a position set up by hand (m), with
// options opt, keeping the game on the board.
func (d *Desk) PlaySetUp(m game.Match, opt session.Options) error {
	s, err := session.Continue(opt, m, nil, 0)
	if err != nil {
		return err
	}
	d.showOther(s, "This game starts from a position set up by hand.")
	d.remember(opt, false)
	return nil
}

// remember keeps the new-game dialog's choices for next time; the colour
// only when it was chosen at the standard start, where it means the same.
func (d *Desk) remember(opt session.Options, colour bool) {
	d.ChangeSettings(func(st *store.Settings) {
		st.Mode, st.Level = store.ModeName(opt.Mode), opt.Level
		if colour {
			st.Human = store.SideName(d.s.Game(), opt.Human)
		}
	})
}

// Kept is a kept game of one of the games, and its place in that game's
// list.
type Kept struct {
	Game  games.Game
	Index int
	Saved store.Game
}

// Kept lists the kept games of every game, the kind on the board first.
// A game left as another kind's game in progress, in no list (as an
// earlier version could leave one), is put in its list first, the first
// time in a visit: the page asks at every render of the Games dialog.
func (d *Desk) Kept() []Kept {
	order := []games.Game{d.s.Game()}
	for _, g := range games.All() {
		// No kind's game in progress is on the board while a game with a
		// friend is.
		if !d.rescued && (g.ID() != d.s.Game().ID() || d.f.onBoard != "") {
			d.rescue(g, nil)
		}
		if g.ID() != d.s.Game().ID() {
			order = append(order, g)
		}
	}
	d.rescued = true
	var ks []Kept
	for _, g := range order {
		for i, saved := range d.st.Kept(g) {
			ks = append(ks, Kept{Game: g, Index: i, Saved: saved})
		}
	}
	// The last played first, whatever its kind.
	slices.SortStableFunc(ks, func(a, b Kept) int { return cmp.Compare(b.Saved.Saved, a.Saved.Saved) })
	return ks
}

// HoldsGames tells whether the player has games that the board does not
// show: a kept game or a game with a friend. From then on losing the
// browser's storage loses more than a game in progress, and the page
// asks the browser to keep it (app/ui).
func (d *Desk) HoldsGames() bool {
	if d.st == nil {
		return false // the prerendered page reads nothing stored
	}
	if len(d.f.list) > 0 {
		return true
	}
	return slices.ContainsFunc(games.All(), func(g games.Game) bool { return len(d.st.Kept(g)) > 0 })
}

// OpenKept opens a kept game, keeping the game on the board in its place.
// The game is found by its record: another tab may have changed the list
// since it was read.
func (d *Desk) OpenKept(k Kept) error {
	i, err := d.keptIndex(k)
	if err != nil {
		return err
	}
	s, err := d.st.TakeKept(k.Game, i)
	if err != nil {
		return err
	}
	d.put(s)
	d.from, d.mine = "", nil
	return nil
}

// RemoveKept removes a kept game, the player's choice, found by its
// record as OpenKept finds it.
func (d *Desk) RemoveKept(k Kept) error {
	i, err := d.keptIndex(k)
	if err != nil {
		return err
	}
	return d.st.RemoveKept(k.Game, i)
}

// keptIndex is where k is among its kind's kept games now: another tab
// may have changed the list since it was read.
func (d *Desk) keptIndex(k Kept) (int, error) {
	kept := d.st.Kept(k.Game)
	i := k.Index
	if i < 0 || i >= len(kept) || kept[i].Record != k.Saved.Record {
		i = slices.IndexFunc(kept, func(g store.Game) bool { return g.Record == k.Saved.Record })
	}
	if i < 0 {
		return 0, fmt.Errorf("it is no longer among the kept games")
	}
	return i, nil
}

// put puts s on the board. The game it replaces is kept (unless blank),
// in its latest copy if another tab went on with it, and so is a game
// left as the game in progress of s's kind, which s will be saved over;
// the next visit opens on s's kind.
func (d *Desk) put(s *session.Session) {
	friendOnBoard := d.f.onBoard != ""
	if !friendOnBoard {
		d.catchUp()
		d.st.Keep(d.s) // a game with a friend stays in the inbox
	}
	if id := s.Game().ID(); friendOnBoard || id != d.s.Game().ID() {
		d.rescue(s.Game(), s)
		if id == games.Diamond.ID() {
			id = "" // as settings always stored it
		}
		d.ChangeSettings(func(st *store.Settings) { st.Game, st.Friend = id, "" })
	}
	d.st.Claim(s) // what s's key holds now is kept: s replaces it
	d.st.Forget(d.s)
	d.s, d.f.onBoard, d.f.line = s, "", nil
}

// rescue keeps g's stored game in progress, unless it is blank, kept
// already, or the game about to take its place (next, if not nil) holds
// all its moves (store.Game.Covers: its taken-back moves too).
func (d *Desk) rescue(g games.Game, next *session.Session) {
	s, ok := d.st.LoadGame(g)
	if !ok {
		return
	}
	stored := store.Encode(s)
	if next != nil && store.Encode(next).Covers(stored) {
		return
	}
	for _, k := range d.st.Kept(g) {
		if k.Covers(stored) {
			return
		}
	}
	d.st.Keep(s)
}
