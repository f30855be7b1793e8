package desk

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/rules/game"
)

// A slot is a stored game: a kind's game in progress, a kept game or a
// game with a friend, as its line (the record and the taken-back moves).
type slot struct {
	where string // "game pivots", "kept diamond", "friend <id>"
	kind  games.Game
	line  game.Match
	rec   game.Match
	final game.Match // a game with a friend as the friend has it (friend.Game.Final)
}

// storedSlots reads every stored game in mem, as a new tab would.
func storedSlots(t *testing.T, mem *store.Memory) []slot {
	t.Helper()
	st := store.New(mem, clock)
	var out []slot
	for _, g := range games.All() {
		if s, ok := st.LoadGame(g); ok {
			out = append(out, slotOf(t, "game "+g.ID(), g, store.Encode(s)))
		}
		for _, k := range st.Kept(g) {
			out = append(out, slotOf(t, "kept "+g.ID(), g, k))
		}
	}
	for _, fg := range st.Friends() {
		m, err := fg.Match()
		if err != nil {
			t.Fatal(err)
		}
		final, err := fg.Final()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, slot{"friend " + fg.ID, games.Of(m.Spec()), m, m, final})
	}
	if n := st.Notices(); len(n) > 0 {
		t.Fatalf("stored data unreadable: %q", n)
	}
	return out
}

func slotOf(t *testing.T, where string, g games.Game, sg store.Game) slot {
	t.Helper()
	rec, err := g.ParseCompact(sg.Record)
	if err != nil {
		t.Fatal(err)
	}
	line, err := g.ParseCompact(sg.Record + sg.Redo)
	if err != nil {
		t.Fatal(err)
	}
	return slot{where, g, line, rec, nil}
}

// tabsWorld is a browser with tabs on one storage, and a friend's device.
type tabsWorld struct {
	t     *testing.T
	r     *rand.Rand
	mem   *store.Memory
	tabs  []*Desk
	bob   *Desk
	toBob []string // links sent by the tabs, not yet opened by the friend
	toMe  []string // the friend's links, not yet opened here
	// sent holds, per game with a friend, every game a tab sent.
	sent map[string][]game.Match
	// made are the links made but not yet shared (a share sheet open):
	// the game, the link, and how many links of it had been sent then.
	made  []made
	trace []string
	seed  uint64
	opens uint64 // tabs opened: each draws other game codes
}

type made struct {
	g    friend.Game
	link string
	sent int
}

func (w *tabsWorld) fail(format string, args ...any) {
	w.t.Helper()
	w.t.Fatalf("seed %d: %s\ntrace:\n  %s", w.seed, fmt.Sprintf(format, args...), strings.Join(w.trace, "\n  "))
}

func (w *tabsWorld) open() *Desk {
	d, _ := Open(store.New(w.mem, clock), nil)
	w.opens++
	d.f.post = &friend.Post{Now: clock, Rand: rand.New(rand.NewPCG(w.seed, 1000+w.opens))}
	return d
}

// randomPlay plays up to n moves chosen at random on the board, as far as
// the player may act.
func (w *tabsWorld) randomPlay(s *session.Session, n int) int {
	played := 0
	for range n {
		legal := s.Match().Legal()
		if len(legal) == 0 {
			break
		}
		s.Play(legal[w.r.IntN(len(legal))], "refused")
		if s.Note() != "" {
			break
		}
		played++
	}
	return played
}

// explicit acts may rewrite the game in progress that the tab shows, on
// the latest copy: a move after a take-back drops the moves taken back, a
// resignation drops them too, a take-back of a resignation drops it.
var explicit = map[string]bool{"play": true, "computer": true, "undo": true, "redo": true, "resign": true}

// unsending acts may drop what a game with a friend holds unsent, and
// nothing the friend has: a take-back, and a link that leaves after
// another tab took its turn back (and perhaps played another).
var unsending = map[string]bool{"undo": true, "shared late": true}

// Any interleaving of every operation in three tabs of one browser, with
// a friend on another device, loses no game and rewrites none but by an
// explicit act on the latest copy, never sends two different moves for
// one turn, and never takes back what was sent: a turn taken back was
// unsent, and a game sent is final (its stored game, as the friend has
// it, continues it); a tab that saves shows what is stored.
func TestManyTabsOneTruth(t *testing.T) {
	seeds := uint64(200)
	if testing.Short() {
		seeds = 40
	}
	tally = struct{ refused, applied, takenBack, late int }{}
	for seed := range seeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) { manyTabs(t, seed) })
	}
	if tally.refused == 0 || tally.applied == 0 || tally.takenBack == 0 || tally.late == 0 {
		t.Errorf("%d acts refused in a tab behind, %d turns of the friend's applied, %d turns taken back unsent, %d links left late over a turn taken back: the test misses a case",
			tally.refused, tally.applied, tally.takenBack, tally.late)
	}
}

func manyTabs(t *testing.T, seed uint64) {
	w := &tabsWorld{t: t, r: rand.New(rand.NewPCG(seed, 7)), mem: store.NewMemory(), sent: map[string][]game.Match{}, seed: seed}
	for range 3 {
		w.tabs = append(w.tabs, w.open())
	}
	w.bob, _ = Open(store.New(store.NewMemory(), clock), nil)
	w.bob.f.post = &friend.Post{Now: clock, Rand: rand.New(rand.NewPCG(seed, 99))}
	for step := range 80 {
		i := w.r.IntN(len(w.tabs))
		d := w.tabs[i]
		before := storedSlots(t, w.mem)
		for _, sl := range before {
			if strings.HasPrefix(sl.where, "kept") && len(store.New(w.mem, clock).Kept(sl.kind)) >= store.MaxKept-1 {
				return // a full list drops its oldest game, by design
			}
		}
		preLine, preKind, preFriend := d.Session().Line(), d.Session().Game(), d.f.onBoard != ""
		op := w.step(i, d)
		d = w.tabs[i]
		w.trace = append(w.trace, fmt.Sprintf("%d: tab %d %s -> board %q", step, i, op, d.Session().Match().Compact()))
		after := storedSlots(t, w.mem)
		w.check(before, after, op, preLine, preKind, preFriend)
		w.final(after, op)
		if op == "open the friend's link: applied" {
			tally.applied++
		}
		w.shows(d, op)
	}
}

// step does one random operation in tab i, and names it.
func (w *tabsWorld) step(i int, d *Desk) string {
	r := w.r
	all := games.All()
	g := all[r.IntN(len(all))]
	s := d.Session()
	_, onFriend := d.Friend()
	save := func(op string) string {
		d.Save(d.Session())
		w.took(d)
		return op
	}
	n := r.IntN(29)
	if n >= 22 { // more turns with the friend, and their take-backs
		n = []int{16, 16, 18, 18, 19, 19, 3}[n-22]
	}
	switch n {
	case 0, 1, 2:
		if req, ok := s.ComputerRequest(); ok { // the computer's turn: it answers
			legal := s.Match().Legal()
			if err := s.Reply(req.Token, session.Answer{Action: legal[r.IntN(len(legal))], Score: 0.5}); err != nil {
				w.fail("the computer's answer: %v", err)
			}
			return save("computer")
		}
		if w.randomPlay(s, 1+r.IntN(2)) == 0 {
			return save("browse")
		}
		return save("play")
	case 3:
		if err := d.TakeBack(); err != nil && !errors.Is(err, friend.ErrSent) && !errors.Is(err, store.ErrBehind) {
			w.fail("take back: %v", err)
		}
		return save("undo")
	case 4:
		s.Redo()
		return save("redo")
	case 5, 6:
		s.GoTo(r.IntN(s.Match().Len() + 1))
		return save("browse")
	case 7:
		if s.Match().Len() == 0 {
			return "nothing"
		}
		s.Resign()
		return save("resign")
	case 8:
		opt := session.Options{}
		if r.IntN(3) == 0 {
			opt = session.Options{Mode: session.Computer, Human: game.Side(r.IntN(2)), Level: 1}
		}
		d.NewGame(g, 0, opt)
		return save("new " + g.ID())
	case 9:
		if k := d.Kept(); len(k) > 0 {
			if err := d.OpenKept(k[r.IntN(len(k))]); err != nil {
				w.fail("open kept: %v", err)
			}
			return save("open kept")
		}
		return "nothing"
	case 10:
		m := line(w.t, g, 1+r.IntN(4), r.IntN(5))
		if err := d.Show(m, m.Len(), "This is a shared game."); err != nil {
			w.fail("show: %v", err)
		}
		return save("link " + g.ID())
	case 11:
		if d.MineKept() {
			d.BackToMine() // may be gone: opened in another tab
			return save("back")
		}
		if d.PlayFrom(session.Options{}) == nil {
			return save("play from")
		}
		return "nothing"
	case 12:
		d.Sync()
		return "sync"
	case 13:
		w.tabs[i] = w.open()
		return "reload"
	case 14:
		if len(d.Friends()) < 4 {
			if err := d.NewFriendGame(g, 0, r.IntN(2), "", ""); err != nil {
				w.fail("new friend game: %v", err)
			}
			return save("friend " + g.ID())
		}
		fallthrough
	case 15:
		if fs := d.Friends(); len(fs) > 0 {
			if err := d.OpenFriend(fs[r.IntN(len(fs))].ID); err != nil {
				w.fail("open friend: %v", err)
			}
			return save("open friend")
		}
		return "nothing"
	case 16:
		if !onFriend {
			return "nothing"
		}
		fg, f, err := d.SendLink()
		w.took(d)
		if err != nil {
			return "send refused"
		}
		if r.IntN(3) == 0 { // the share sheet stays open
			w.made = append(w.made, made{fg, f, len(w.sent[fg.ID])})
			return "send, not shared yet"
		}
		d.MarkSent(fg) // shared, or copied
		w.took(d)
		w.left(fg, f)
		return "send"
	case 17:
		if onFriend {
			if r.IntN(2) == 0 {
				d.OfferDraw()
				w.took(d)
				return "offer draw"
			}
			d.AcceptDraw()
			w.took(d)
			return "accept draw"
		}
		return "nothing"
	case 18:
		if len(w.toBob) == 0 {
			return "nothing"
		}
		k := r.IntN(len(w.toBob))
		w.bob.OpenFriendLink(w.toBob[k])
		w.toBob = append(w.toBob[:k], w.toBob[k+1:]...)
		// The friend plays a turn in a game waiting for him, and sends it.
		fs := w.bob.Friends()
		if w.bob.Waiting() == 0 || r.IntN(4) == 0 {
			return "friend reads"
		}
		fg := fs[r.IntN(w.bob.Waiting())]
		if err := w.bob.OpenFriend(fg.ID); err != nil {
			w.fail("the friend cannot open his game: %v", err)
		}
		bs := w.bob.Session()
		for bs.HumanToMove() && !bs.Over() {
			if w.randomPlay(bs, 1) == 0 {
				return "friend stuck"
			}
		}
		w.bob.Save(bs)
		if r.IntN(4) == 0 {
			w.bob.OfferDraw()
		}
		bg, f, err := w.bob.SendLink()
		if err != nil {
			w.fail("the friend could not send: %v", err)
		}
		w.bob.MarkSent(bg)
		w.toMe = append(w.toMe, f)
		return "friend plays"
	case 20:
		// A link made earlier leaves, if no other of its game left since
		// (a share sheet is open a moment; the message to copy by hand
		// goes once the game changes): in a tab that may have seen the
		// turn taken back in another, and another played, unsent.
		if len(w.made) == 0 {
			return "nothing"
		}
		k := r.IntN(len(w.made))
		mk := w.made[k]
		w.made = append(w.made[:k], w.made[k+1:]...)
		if len(w.sent[mk.g.ID]) != mk.sent {
			return "share cancelled"
		}
		for _, now := range store.New(w.mem, clock).Friends() {
			if m, _ := mk.g.Match(); now.ID == mk.g.ID && !friendExtends(now, m) {
				tally.late++
			}
		}
		d.MarkSent(mk.g)
		w.took(d)
		w.left(mk.g, mk.link)
		return "shared late"
	case 21:
		if fs := d.Friends(); len(fs) > 0 && r.IntN(2) == 0 {
			d.OpenFriend(fs[r.IntN(len(fs))].ID)
		}
		if _, ok := d.Friend(); ok {
			d.Sync()
			if d.Session().CanUndo() {
				before, _ := d.Friend()
				if err := d.TakeBack(); err != nil && !errors.Is(err, friend.ErrSent) {
					w.fail("take back: %v", err)
				}
				if after, _ := d.Friend(); after.Record != before.Record {
					tally.takenBack++
				}
				return save("undo")
			}
		}
		return "nothing"
	case 19:
		if len(w.toMe) == 0 {
			return "nothing"
		}
		k := r.IntN(len(w.toMe))
		res := d.OpenFriendLink(w.toMe[k])
		d.Save(d.Session())
		w.took(d)
		w.toMe = append(w.toMe[:k], w.toMe[k+1:]...)
		return "open the friend's link: " + res.Kind.String()
	}
	return "nothing"
}

// left records a link that left this browser for the friend: no other
// game of it left that it does not continue or extend.
func (w *tabsWorld) left(fg friend.Game, f string) {
	w.t.Helper()
	m, _ := fg.Match()
	for _, p := range w.sent[fg.ID] {
		if !store.Extends(p, m) && !store.Extends(m, p) {
			w.fail("game %s sent as %q and as %q", fg.ID, p.Compact(), m.Compact())
		}
	}
	w.sent[fg.ID] = append(w.sent[fg.ID], m)
	w.toBob = append(w.toBob, f)
}

// final checks that every game sent is final: the stored game, as the
// friend has it, continues it.
func (w *tabsWorld) final(after []slot, op string) {
	w.t.Helper()
	for _, a := range after {
		for _, p := range w.sent[strings.TrimPrefix(a.where, "friend ")] {
			if !store.Extends(p, a.final) {
				w.fail("%s: %s sent as %q, and stored as %q, the friend having %q", op, a.where, p.Compact(), a.rec.Compact(), a.final.Compact())
			}
		}
	}
}

// took takes what the desk has to say, and counts the acts refused.
func (w *tabsWorld) took(d *Desk) {
	if slices.Contains(d.Notices(), WentOn) {
		tally.refused++
	}
}

// check compares what was stored before and after an operation.
func (w *tabsWorld) check(before, after []slot, op, preLine string, preKind games.Game, preFriend bool) {
	w.t.Helper()
	for _, b := range before {
		if b.rec.Len() == 0 && b.rec.Start() >= 0 {
			continue // a blank game, its taken-back moves too: nothing to lose (session.Blank)
		}
		covered := false
		for _, a := range after {
			// A take-back drops only what was unsent.
			if store.Extends(b.line, a.line) || unsending[op] && a.where == b.where && b.final != nil && store.Extends(b.final, a.line) {
				covered = true
				break
			}
		}
		// An explicit act on the latest copy by the tab that showed it.
		latest := explicit[op] && !preFriend && b.where == "game "+preKind.ID() && b.line.Compact() == preLine
		if !covered && !latest {
			var as []string
			for _, a := range after {
				as = append(as, a.where+" "+a.line.Compact())
			}
			w.fail("%s: %s %q is lost; stored: %q", op, b.where, b.line.Compact(), as)
		}
		if explicit[op] || unsending[op] || strings.HasPrefix(op, "new") || op == "open kept" || strings.HasPrefix(op, "link") || op == "back" || op == "play from" {
			continue
		}
		// Anything else never shortens or rewrites a stored record.
		if strings.HasPrefix(b.where, "game") || strings.HasPrefix(b.where, "friend") {
			for _, a := range after {
				if a.where == b.where && !store.Extends(b.rec, a.rec) {
					w.fail("%s: %s %q rewritten as %q", op, b.where, b.rec.Compact(), a.rec.Compact())
				}
			}
		}
	}
}

// shows checks that a tab that saved shows what is stored: its move, or
// the newer game another tab stored.
func (w *tabsWorld) shows(d *Desk, op string) {
	w.t.Helper()
	if op == "nothing" || op == "sync" || op == "reload" || strings.HasPrefix(op, "friend ") && op != "friend "+d.Session().Game().ID() {
		return
	}
	s := d.Session()
	st := store.New(w.mem, clock)
	if fg, ok := d.Friend(); ok {
		m, _ := fg.Match()
		finished := !s.HumanToMove() || s.Over()
		if !store.Extends(m, s.Match()) || finished && m.Compact() != s.Match().Compact() {
			w.fail("%s: the tab shows %q, its game with a friend is stored as %q", op, s.Match().Compact(), fg.Record)
		}
		if got := st.Friends(); !containsFriend(got, fg) {
			w.fail("%s: the tab's game with a friend is not the one stored", op)
		}
		return
	}
	if strings.HasPrefix(op, "send") || strings.HasPrefix(op, "share") || strings.Contains(op, "draw") || strings.HasPrefix(op, "friend") || strings.HasPrefix(op, "open the friend") {
		return
	}
	stored, ok := st.LoadGame(s.Game())
	if !ok {
		w.fail("%s: nothing stored for the tab's %s game", op, s.Game().ID())
	}
	if stored.Line() != s.Line() {
		w.fail("%s: the tab shows %q, storage holds %q", op, s.Line(), stored.Line())
	}
}

// friendExtends tells whether the game with a friend g continues m.
func friendExtends(g friend.Game, m game.Match) bool {
	gm, err := g.Match()
	return err == nil && store.Extends(m, gm)
}

func containsFriend(gs []friend.Game, g friend.Game) bool {
	for _, o := range gs {
		if o.ID == g.ID && o.Record == g.Record {
			return true
		}
	}
	return false
}

// tally counts, over every seed, the acts refused in a tab that was
// behind, the friend's turns applied, the turns taken back unsent, and
// the links that left late over a turn taken back: the test must reach
// them all.
var tally struct{ refused, applied, takenBack, late int }
