package desk

import (
	"cmp"
	"errors"
	"slices"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/rules/game"
)

// The games with friends (app/friend) live in their own list, the inbox,
// beside the ordinary games, which they never replace: a game with a
// friend on the board is saved in the inbox, and the game it replaced is
// kept as any replaced game is. The settings name the one on the board
// (Settings.Friend), so the next visit opens on it.

// friends are the desk's games with friends.
type friends struct {
	post *friend.Post
	list []friend.Game
	// onBoard is the ID of the game with a friend on the board, or "".
	onBoard string
	// sessions names the game with a friend each session plays: a move
	// is saved after the board has moved on, perhaps to another game.
	sessions map[*session.Session]string
	// line is the game of the last link refused as a changed history,
	// which the player may look at on its own (ShowLine).
	line game.Match
	// waiting counts the games waiting for the player's move, as the list
	// last changed: the page shows it at every render.
	waiting int
}

func (d *Desk) openFriends() {
	d.f = friends{post: friend.NewPost(), list: d.st.Friends(), sessions: map[*session.Session]string{}}
	d.f.waiting = countWaiting(d.f.list)
	id := d.settings.Friend
	if id == "" {
		return
	}
	if g, ok := d.friendGame(id); ok {
		if s, err := d.friendSession(g); err == nil {
			d.s, d.f.onBoard = s, id
		}
	}
}

// Friends lists the games with friends, those waiting for the player
// first, then the most recently changed first. A game this version cannot
// read comes last.
func (d *Desk) Friends() []friend.Game {
	type ranked struct {
		g    friend.Game
		rank int
	}
	list := make([]ranked, len(d.f.list))
	for i, g := range d.f.list {
		list[i] = ranked{g, rank(g)}
	}
	slices.SortStableFunc(list, func(a, b ranked) int {
		return cmp.Or(cmp.Compare(a.rank, b.rank), cmp.Compare(b.g.Changed, a.g.Changed))
	})
	gs := make([]friend.Game, len(list))
	for i, r := range list {
		gs[i] = r.g
	}
	return gs
}

// Waiting counts the games with friends waiting for the player's move.
func (d *Desk) Waiting() int { return d.f.waiting }

// rank orders a game in the list: the player's turn, the friend's, over,
// unreadable.
func rank(g friend.Game) int {
	m, err := g.Match()
	switch {
	case err != nil:
		return 3
	case g.MyTurn(m):
		return 0
	case m.Outcome().Over:
		return 2
	}
	return 1
}

func countWaiting(gs []friend.Game) int {
	n := 0
	for _, g := range gs {
		if rank(g) == 0 {
			n++
		}
	}
	return n
}

// OnFriendGame tells whether the game on the board is a game with a
// friend.
func (d *Desk) OnFriendGame() bool {
	_, ok := d.Friend()
	return ok
}

// Friend returns the game with a friend on the board, if it is one, as
// saved.
func (d *Desk) Friend() (friend.Game, bool) {
	if d.f.onBoard == "" {
		return friend.Game{}, false
	}
	return d.friendGame(d.f.onBoard)
}

func (d *Desk) friendGame(id string) (friend.Game, bool) {
	i := slices.IndexFunc(d.f.list, func(g friend.Game) bool { return g.ID == id })
	if i < 0 {
		return friend.Game{}, false
	}
	return d.f.list[i], true
}

// NewFriendGame starts a game of g with a friend from its standard start
// start, the player in seat (friend.AnySeat draws it), and puts it on the
// board: the player sends the first link after the first turn, or at once
// when the friend moves first.
func (d *Desk) NewFriendGame(g games.Game, start, seat int, me, them string) error {
	fg, err := d.f.post.New(g, seat, me, them, start)
	if err != nil {
		return err
	}
	d.refreshFriends()
	d.f.list = append([]friend.Game{fg}, d.f.list...)
	d.saveFriends()
	return d.putFriend(fg, false)
}

// OpenFriend puts the game with a friend with this ID on the board.
func (d *Desk) OpenFriend(id string) error {
	d.refreshFriends()
	g, ok := d.friendGame(id)
	if !ok {
		return errors.New("it is no longer among your games with friends")
	}
	return d.putFriend(g, false)
}

// RemoveFriend removes a finished game with a friend from the list. A
// game that goes on, or is on the board, stays: the friend's next link
// would bring it back as a new game.
func (d *Desk) RemoveFriend(id string) error {
	d.refreshFriends()
	g, ok := d.friendGame(id)
	if !ok {
		return errors.New("it is no longer among your games with friends")
	}
	m, err := g.Match()
	switch {
	case id == d.f.onBoard:
		return errors.New("it is the game on the board")
	case err == nil && !m.Outcome().Over:
		return errors.New("it goes on: only a finished game can be removed")
	}
	d.f.list = slices.DeleteFunc(slices.Clone(d.f.list), func(g friend.Game) bool { return g.ID == id })
	d.saveFriends()
	return nil
}

// OpenFriendLink reads a link's fragment against the games with friends
// and does what its result says (friend.Open): a new game or the friend's
// turn is saved and put on the board, its last move to be animated; a
// link that brings nothing new, or is refused as a changed history, puts
// the saved copy on the board, unchanged (the refused link's game waits
// for ShowLine). A damaged link changes nothing; neither does an ordinary
// game link (NotFriend), which the caller opens as before.
func (d *Desk) OpenFriendLink(fragment string) friend.Result {
	d.refreshFriends() // against the latest copies
	r := d.f.post.Open(fragment, d.f.list)
	if r.Kind == friend.NotFriend || r.Kind == friend.Damaged {
		return r
	}
	news := r.Kind == friend.NewGame || r.Kind == friend.Applied
	if news {
		d.f.list = r.Update(d.f.list)
		d.saveFriends()
	}
	if err := d.putFriend(r.Game, news); err != nil {
		r.Text += " The game could not be shown: " + err.Error() + "."
	}
	if r.Kind == friend.Changed {
		d.f.line = r.Line
	}
	return r
}

// RefusedLine returns the game of the last link refused as a changed
// history, while its game is on the board.
func (d *Desk) RefusedLine() (game.Match, bool) { return d.f.line, d.f.line != nil }

// ShowLine shows the game of the refused link on its own, as a shared
// game for two on this device: it never joins the game with the friend.
func (d *Desk) ShowLine() error {
	if d.f.line == nil {
		return errors.New("there is no refused link to show")
	}
	return d.Show(d.f.line, d.f.line.Len(), "This is the game of a link that changed your game's history; your game with your friend is in Games.")
}

// SendLink returns the game with a friend on the board as saved, with the
// player's last turn recorded, and the link's fragment to send: the last
// turn, a resignation, a draw offer or its answer. A link sent twice is
// harmless: the friend is told that it brings nothing new. A board behind
// the saved game (another tab went on with it) sends nothing: it shows
// the saved game, and the answer is store.ErrBehind.
func (d *Desk) SendLink() (friend.Game, string, error) {
	if d.record(d.s) {
		return friend.Game{}, "", store.ErrBehind
	}
	g, ok := d.Friend()
	if !ok {
		return g, "", errors.New("the game on the board is not a game with a friend")
	}
	f, err := friend.Link(g)
	return g, f, err
}

// MarkSent marks game g with a friend, as SendLink returned it, sent: its
// link was shared or copied, and all it carries is final, in every tab
// (friend.Post.Sent, on the latest copy). It reports whether the board
// changed: it shows the game sent if another tab had taken it back.
func (d *Desk) MarkSent(g friend.Game) (board bool) {
	d.refreshFriends()
	if now, ok := d.friendGame(g.ID); ok {
		if marked := d.f.post.Sent(now, g); marked != now {
			d.replaceFriend(marked)
		}
	}
	return d.f.onBoard == g.ID && d.followFriend()
}

// TakeBack takes back the last move of the game on the board
// (session.Session.Undo). In a game with a friend, a turn finished but
// not yet sent comes back too: the saved game, read again first, returns
// to the friend's last turn (friend.Post.TakeBack). What was sent is
// final, in every tab: if another tab sent the turn, nothing is taken
// back (friend.ErrSent); if it went on with the game, the board shows the
// saved game (store.ErrBehind).
func (d *Desk) TakeBack() error {
	s := d.s
	if d.f.onBoard == "" {
		s.Undo()
		return nil
	}
	if d.record(s) {
		return store.ErrBehind
	}
	if d.followFriend() {
		d.notes = append(d.notes, WentOn)
		return store.ErrBehind
	}
	if !s.CanUndo() {
		return friend.ErrSent
	}
	if g, ok := d.Friend(); ok && g.Record == s.Match().Compact() {
		g, err := d.f.post.TakeBack(g)
		if err != nil {
			return err
		}
		d.replaceFriend(g)
	}
	s.Undo()
	return nil
}

// OfferDraw offers the friend a draw with the turn just played.
func (d *Desk) OfferDraw() error {
	return d.changeFriend(func(p *friend.Post, g friend.Game) (friend.Game, error) { return p.OfferDraw(g) })
}

// AcceptDraw accepts the friend's draw offer: the game ends.
func (d *Desk) AcceptDraw() error { return d.changeFriend((*friend.Post).AcceptDraw) }

func (d *Desk) changeFriend(change func(*friend.Post, friend.Game) (friend.Game, error)) error {
	if d.record(d.s) {
		return store.ErrBehind
	}
	g, ok := d.Friend()
	if !ok {
		return errors.New("the game on the board is not a game with a friend")
	}
	g, err := change(d.f.post, g)
	if err != nil {
		return err
	}
	d.replaceFriend(g)
	m, _ := g.Match()
	if m.Compact() != d.s.Match().Compact() {
		return d.putFriend(g, false)
	}
	return nil
}

// record saves the turn a session played in its game with a friend, once
// the turn is finished (friend.Post.Played): a turn half played, or
// nothing new, changes nothing. It reads the games again first, and
// reports whether s is behind the saved game (another tab went on with
// it): then nothing is recorded, and the board shows the saved game. So a
// turn is recorded once: a second, different move for it never is.
func (d *Desk) record(s *session.Session) (behind bool) {
	id, ok := d.f.sessions[s]
	if !ok {
		return false
	}
	d.refreshFriends()
	g, ok := d.friendGame(id)
	if !ok {
		return false
	}
	if m, err := g.Match(); err == nil && !store.Extends(m, s.Match()) {
		d.refused(s, !store.Extends(s.Match(), m))
		return true
	}
	if g, err := d.f.post.Played(g, s.Match()); err == nil {
		d.replaceFriend(g)
	}
	return false
}

func (d *Desk) replaceFriend(g friend.Game) {
	if i := slices.IndexFunc(d.f.list, func(o friend.Game) bool { return o.ID == g.ID }); i >= 0 {
		d.f.list[i] = g
		d.saveFriends()
	}
}

// saveFriends saves the list, read again (refreshFriends) before the
// change it holds.
func (d *Desk) saveFriends() {
	if errors.Is(d.st.SaveFriends(d.f.list), store.ErrBehind) {
		d.f.list = d.st.Friends() // not read again before the change: dropped
	}
	d.f.waiting = countWaiting(d.f.list)
}

// friendSession is a session on game g, the player on their seat, the
// board at its last move.
func (d *Desk) friendSession(g friend.Game) (*session.Session, error) {
	m, err := g.Match()
	if err != nil {
		return nil, err
	}
	opt := session.Options{Mode: session.Friend, Human: m.SideOf(g.Seat, 0), FriendName: g.Friend}
	s, err := session.Resume(opt, m, nil, m.Len())
	if err != nil {
		return nil, err
	}
	if f, err := g.Final(); err == nil {
		s.SetFinal(f)
	}
	d.f.sessions[s] = g.ID
	return s, nil
}

// putFriend puts game g with a friend on the board, keeping an ordinary
// game it replaces; animate shows the friend's last turn being played.
func (d *Desk) putFriend(g friend.Game, animate bool) error {
	s, err := d.friendSession(g)
	if err != nil {
		return err
	}
	if m := s.Match(); animate && m.Len() > 0 && m.ToMove(game.LastTurnStart(m)) != s.HumanColor() {
		s.ShowTurn() // the friend's turn, step by step, as the computer's
	}
	if d.f.onBoard == "" {
		d.catchUp() // the game kept is the latest copy
		if d.from == "" && !d.s.Blank() {
			d.mine = &mine{d.s.Game(), d.s.Match().Compact()}
		}
		d.st.Keep(d.s)
		d.from = ""
	}
	d.s, d.f.onBoard, d.f.line = s, g.ID, nil
	d.ChangeSettings(func(st *store.Settings) { st.Friend = g.ID })
	return nil
}
