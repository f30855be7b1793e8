package desk

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/rules/game"
)

func clock() time.Time { return time.UnixMilli(1_700_000_000_000) }

// visit opens the desk stored in mem, as a page load does.
func visit(t *testing.T, mem *store.Memory) *Desk {
	t.Helper()
	d, _ := Open(store.New(mem, clock), nil)
	if n := d.Notices(); len(n) > 0 {
		t.Fatalf("notices on opening: %q", n)
	}
	return d
}

// play plays n moves of the game on the board (the first legal move, so
// that each game's line is known), and saves it, as the page does.
func play(t *testing.T, d *Desk, n int) {
	t.Helper()
	s := d.Session()
	for range n {
		legal := s.Match().Legal()
		if len(legal) == 0 {
			t.Fatalf("no legal move after %v", s.Moves())
		}
		s.Play(legal[0], "refused")
		if s.Note() != "" {
			t.Fatalf("%s: %s", legal[0], s.Note())
		}
	}
	d.Save(s)
}

// line returns a game of g with n moves, as a shared link brings it.
func line(t *testing.T, g games.Game, n int, pick int) game.Match {
	t.Helper()
	m, err := g.New(0)
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		legal := m.Legal()
		if err := m.Play(legal[pick%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// newGame starts a game of g for two, as the new-game dialog does, and
// saves it.
func newGame(d *Desk, g games.Game) {
	d.NewGame(g, 0, session.Options{})
	d.Save(d.Session())
}

// keptRecords lists the records of every kept game, of every kind.
func keptRecords(d *Desk) []string {
	var rs []string
	for _, k := range d.Kept() {
		rs = append(rs, k.Saved.Record)
	}
	return rs
}

func TestOpensANewDiamondGameAtFirst(t *testing.T) {
	d, fresh := Open(store.New(store.NewMemory(), clock), nil)
	if !fresh || d.Session().Game() != games.Diamond || !d.Session().Blank() {
		t.Errorf("first visit: fresh %v, %s, blank %v", fresh, d.Session().Game().ID(), d.Session().Blank())
	}
	drawn := session.New(games.Diamond, session.Options{})
	if d, _ := Open(store.New(store.NewMemory(), clock), drawn); d.Session() != drawn {
		t.Error("the new game already drawn is not used")
	}
	if d, _ := Open(store.New(store.NewMemory(), clock), session.New(games.Pivots, session.Options{})); d.Session().Game() != games.Diamond {
		t.Error("a drawn game of another kind was used")
	}
}

// Back to my game brings back the player's own game, of whatever kind,
// over a link of whatever kind, with an older kept game of each kind.
func TestBackToMineOfEveryKind(t *testing.T) {
	for _, own := range games.All() {
		for _, shared := range games.All() {
			t.Run(own.ID()+" under "+shared.ID(), func(t *testing.T) {
				mem := store.NewMemory()
				d := visit(t, mem)
				for _, g := range games.All() { // an older game of each kind
					newGame(d, g)
					play(t, d, 1)
				}
				newGame(d, own)
				play(t, d, 3)
				mine := d.Session().Match().Compact()
				link := line(t, shared, 2, 1)
				if err := d.Show(link, 2, "This is a shared game."); err != nil {
					t.Fatal(err)
				}
				if !d.MineKept() || d.From() == "" {
					t.Fatalf("banner: mine kept %v, from %q", d.MineKept(), d.From())
				}
				if err := d.BackToMine(); err != nil {
					t.Fatal(err)
				}
				if got := d.Session().Match().Compact(); got != mine || d.Session().Game() != own {
					t.Errorf("back to %s %q, want %s %q", d.Session().Game().ID(), got, own.ID(), mine)
				}
				if d.MineKept() || d.From() != "" {
					t.Error("the banner stays")
				}
				if !slices.Contains(keptRecords(d), link.Compact()) {
					t.Error("the shared game is not kept")
				}
				if slices.Contains(keptRecords(d), mine) {
					t.Error("the game on the board is still listed as kept")
				}
			})
		}
	}
}

// A second link opened over a first still brings back the player's own
// game, not the first link's.
func TestBackToMineAfterTwoLinks(t *testing.T) {
	d := visit(t, store.NewMemory())
	play(t, d, 2)
	mine := d.Session().Match().Compact()
	for i := range 2 {
		if err := d.Show(line(t, games.Diamond, 3, i), 3, "This is a shared game."); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.BackToMine(); err != nil {
		t.Fatal(err)
	}
	if got := d.Session().Match().Compact(); got != mine {
		t.Errorf("back to %q, want %q", got, mine)
	}
}

// A fresh browser that opens a link has no game of its own to go back to.
func TestNoMineOverABlankGame(t *testing.T) {
	d := visit(t, store.NewMemory())
	if err := d.Show(line(t, games.Pivots, 2, 0), 2, "This is a shared game."); err != nil {
		t.Fatal(err)
	}
	if d.MineKept() {
		t.Error("a blank game counts as the player's own")
	}
	if err := d.BackToMine(); err == nil {
		t.Error("BackToMine with no game of the player's")
	}
}

// The same link opened again only moves to its ply.
func TestTheSameLinkAgainMoves(t *testing.T) {
	d := visit(t, store.NewMemory())
	m := line(t, games.Diamondback, 4, 2)
	d.Show(m, 4, "This is a shared game.")
	s := d.Session()
	if err := d.Show(m.Clone(), 1, "This is a shared game."); err != nil {
		t.Fatal(err)
	}
	if d.Session() != s || s.View() != 1 {
		t.Errorf("the same game again: a new session %v, view %d", d.Session() != s, s.View())
	}
}

// A kept game of another kind, opened and played on, is what the next
// visit opens on, and the next new game of its kind keeps it (an earlier
// version left it in no list, then saved a new game over it).
func TestKeptGameOfAnotherKindSurvives(t *testing.T) {
	for _, first := range games.All() {
		for _, other := range games.All() {
			if first == other {
				continue
			}
			t.Run(first.ID()+" then "+other.ID(), func(t *testing.T) {
				mem := store.NewMemory()
				d := visit(t, mem)
				newGame(d, other)
				play(t, d, 1)
				newGame(d, first)
				play(t, d, 2)
				k := d.Kept()
				if len(k) != 1 || k[0].Game != other {
					t.Fatalf("kept: %v", k)
				}
				if err := d.OpenKept(k[0]); err != nil {
					t.Fatal(err)
				}
				play(t, d, 2)
				want := d.Session().Match().Compact()

				d = visit(t, mem)
				if got := d.Session().Match().Compact(); got != want {
					t.Fatalf("the next visit opens %s %q, want %q", d.Session().Game().ID(), got, want)
				}
				newGame(d, other)
				if !slices.Contains(keptRecords(d), want) {
					t.Errorf("a new %s game lost the one in progress: kept %q", other.ID(), keptRecords(d))
				}
			})
		}
	}
}

// A game an earlier version left as another kind's game in progress, in
// no list, is listed by Games and kept by a new game of its kind.
func TestStrandedGameIsFound(t *testing.T) {
	mem := store.NewMemory()
	d := visit(t, mem)
	play(t, d, 3)
	stranded := d.Session().Match().Compact()
	newGame(d, games.Pivots)
	// What an earlier version left: the Diamond game in no list.
	st := store.New(mem, clock)
	if _, err := st.TakeKept(games.Diamond, 0); err != nil {
		t.Fatal(err)
	}
	d = visit(t, mem)
	if !slices.Contains(keptRecords(d), stranded) {
		t.Errorf("Games does not list the stranded game: %q", keptRecords(d))
	}

	st = store.New(mem, clock)
	st.TakeKept(games.Diamond, 0)
	d = visit(t, mem)
	newGame(d, games.Diamond)
	if !slices.Contains(keptRecords(d), stranded) {
		t.Errorf("a new game saved over the stranded one: %q", keptRecords(d))
	}
}

// Play from here starts the player's own game from the move shown; the
// game it comes from is kept, a shared one too, and Back to my game still
// brings back the player's game.
func TestPlayFrom(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.ID(), func(t *testing.T) {
			d := visit(t, store.NewMemory())
			play(t, d, 2)
			mine := d.Session().Match().Compact()
			link := line(t, g, 4, 1)
			d.Show(link, 2, "This is a shared game.")
			opt := session.Options{Mode: session.Computer, Human: link.ToMove(2), Level: 2}
			if err := d.PlayFrom(opt); err != nil {
				t.Fatal(err)
			}
			if d.From() != "" || !d.MineKept() || d.Session().Match().Len() != 2 || d.Session().Options() != opt {
				t.Errorf("from %q, mine %v, %d moves, %+v", d.From(), d.MineKept(), d.Session().Match().Len(), d.Session().Options())
			}
			if s := d.Settings(); s.Mode != "computer" || s.Level != 2 {
				t.Errorf("settings not remembered: %+v", s)
			}
			if !slices.Contains(keptRecords(d), link.Compact()) {
				t.Error("the shared game is not kept")
			}
			if err := d.BackToMine(); err != nil || d.Session().Match().Compact() != mine {
				t.Errorf("back to mine: %v", err)
			}
		})
	}
}

// A position set up by hand is shown as from elsewhere, the player's game
// kept.
func TestPlaySetUp(t *testing.T) {
	d := visit(t, store.NewMemory())
	play(t, d, 2)
	m := line(t, games.Pivots, 3, 0)
	if err := d.PlaySetUp(m, session.Options{}); err != nil {
		t.Fatal(err)
	}
	if d.From() == "" || !d.MineKept() || d.Session().Game() != games.Pivots {
		t.Errorf("from %q, mine %v, %s", d.From(), d.MineKept(), d.Session().Game().ID())
	}
	if s := d.Settings(); s.Game != games.Pivots.ID() {
		t.Errorf("the next visit opens on %q", s.Game)
	}
}

// Diamond is stored as "" in the settings, as it always was.
func TestSettingsNameTheGameOnTheBoard(t *testing.T) {
	d := visit(t, store.NewMemory())
	newGame(d, games.Diamondback)
	if d.Settings().Game != "diamondback" {
		t.Errorf("settings game %q", d.Settings().Game)
	}
	newGame(d, games.Diamond)
	if d.Settings().Game != "" {
		t.Errorf("settings game %q, want \"\" for Diamond", d.Settings().Game)
	}
}

// Any sequence of the player's choices, over every kind of game, loses no
// game (while the kept lists are not full): every game that held moves is
// on the board or kept, the next visit opens on the game on the board, and
// each kind's game in progress is that game or a kept one.
func TestNoGameIsLost(t *testing.T) {
	for seed := range uint64(40) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			r := rand.New(rand.NewPCG(seed, 1))
			mem := store.NewMemory()
			d := visit(t, mem)
			seen := map[string]bool{}
			var log []string
			for step := range 25 {
				all := games.All()
				g := all[r.IntN(len(all))]
				switch op := r.IntN(9); op {
				case 0:
					newGame(d, g)
					log = append(log, "new "+g.ID())
				case 1, 2:
					if _, ok := d.Friend(); ok {
						if d.Session().HumanToMove() && !d.Session().Over() {
							play(t, d, 1) // perhaps a turn half played
							log = append(log, "play with a friend")
						}
						break
					}
					delete(seen, d.Session().Match().Compact()) // the same game, longer
					play(t, d, 1+r.IntN(2))
					log = append(log, "play")
				case 3:
					m := line(t, g, 1+r.IntN(4), r.IntN(5))
					if err := d.Show(m, m.Len(), "This is a shared game."); err != nil {
						t.Fatal(err)
					}
					d.Save(d.Session())
					log = append(log, "link "+g.ID())
				case 4:
					if k := d.Kept(); len(k) > 0 {
						if err := d.OpenKept(k[r.IntN(len(k))]); err != nil {
							t.Fatal(err)
						}
						d.Save(d.Session())
						log = append(log, "open kept")
					}
				case 5:
					if d.MineKept() {
						if err := d.BackToMine(); err != nil {
							t.Fatalf("%v: back to mine: %v", log, err)
						}
						d.Save(d.Session())
						log = append(log, "back")
					}
				case 6:
					d = visit(t, mem)
					log = append(log, "reload")
				case 7:
					if err := d.NewFriendGame(g, 0, r.IntN(2), "", ""); err != nil {
						t.Fatal(err)
					}
					log = append(log, "friend "+g.ID())
				case 8:
					if fs := d.Friends(); len(fs) > 0 {
						if err := d.OpenFriend(fs[r.IntN(len(fs))].ID); err != nil {
							t.Fatal(err)
						}
						log = append(log, "open friend")
					}
				}
				on := d.Session().Match().Compact()
				_, friendOnBoard := d.Friend()
				if d.Session().Match().Len() > 0 && !friendOnBoard {
					seen[on] = true
				}
				if friendOnBoard {
					on = ""
				}
				kept := keptRecords(d)
				for rec := range seen {
					if rec != on && !slices.Contains(kept, rec) {
						t.Fatalf("step %d %v: game %q lost", step, log, rec)
					}
				}
				want := d.Session().Match().Compact()
				if g, ok := d.Friend(); ok {
					// A finished turn is saved; a turn half played is not.
					if s := d.Session(); (!s.HumanToMove() || s.Over()) && g.Record != want {
						t.Fatalf("step %d %v: the turn played is not saved: %q, not %q", step, log, g.Record, want)
					}
					want = g.Record
				}
				if again := visit(t, mem); again.Session().Match().Compact() != want {
					t.Fatalf("step %d %v: the next visit opens %q, not %q", step, log, again.Session().Match().Compact(), want)
				}
				for _, g := range games.All() {
					s, ok := store.New(mem, clock).LoadGame(g)
					if ok && !s.Blank() && s.Match().Compact() != on && !slices.Contains(kept, s.Match().Compact()) {
						t.Fatalf("step %d %v: %s's game in progress %q is in no list", step, log, g.ID(), s.Match().Compact())
					}
				}
			}
		})
	}
}

// The prerendered desk stores nothing and opens on a new game of Diamond
// for two with the usual settings; a game of a kind this version does not
// know opens Diamond and leaves the stored data as it is.
func TestPrerenderedAndUnknownGames(t *testing.T) {
	p := Prerendered()
	if p.Stored() || p.Session().Game() != games.Diamond || !p.Session().Blank() || p.Settings() != store.DefaultSettings() {
		t.Errorf("prerendered: stored %v, %s, %+v", p.Stored(), p.Session().Game().ID(), p.Settings())
	}
	p.ChangeSettings(func(s *store.Settings) { s.Flip = true }) // nothing to save it in
	if !p.Settings().Flip {
		t.Error("the prerendered desk's settings did not change")
	}
	mem := store.NewMemory()
	st := store.New(mem, clock)
	st.SaveSettings(store.Settings{Game: "hexagony"})
	d := visit(t, mem)
	if !d.Stored() || d.Session().Game() != games.Diamond || d.Settings().Game != "hexagony" {
		t.Errorf("an unknown game: %s, settings %q", d.Session().Game().ID(), d.Settings().Game)
	}
}

// What cannot be done says why and changes nothing: a kept game that is
// gone, Back to my game once the player's game has left the kept list,
// playing on from a finished game, a damaged link.
func TestRefusalsChangeNothing(t *testing.T) {
	d := visit(t, store.NewMemory())
	play(t, d, 2)
	on := d.Session()
	if err := d.OpenKept(Kept{Game: games.Pivots, Index: 3}); err == nil || d.Session() != on {
		t.Errorf("a kept game that is not there: %v", err)
	}
	m := line(t, games.Diamond, 3, 1)
	d.Show(m, 3, "This is a shared game.")
	shown := d.Session()
	d.mine.record = "the player's game, pushed out of the list by ten others"
	if err := d.BackToMine(); err == nil || d.Session() != shown {
		t.Errorf("Back to my game, gone from the list: %v", err)
	}
	d.Dismiss()
	if d.From() != "" || d.MineKept() {
		t.Error("Dismiss leaves the banner")
	}

	// A game its rules ended: nothing can be played on from its end.
	over, _ := games.Diamond.New(0)
	r := rand.New(rand.NewPCG(1, 2))
	for !over.Outcome().Over {
		legal := over.Legal()
		over.Play(legal[r.IntN(len(legal))])
	}
	d.Show(over, over.Len(), "This is a shared game.")
	shown = d.Session()
	if err := d.PlayFrom(session.Options{}); err == nil || d.Session() != shown {
		t.Errorf("played on from the end of a finished game: %v", err)
	}
	if err := d.Show(m, m.Len()+1, "This is a shared game."); err == nil {
		t.Error("a link to a move after the game's end")
	}
}

// A rematch starts the game again from its start with the same choices,
// the player in the other seat against the computer or a friend; the game
// it replaces is kept. A game from a set-up position has none.
func TestRematch(t *testing.T) {
	d := visit(t, store.NewMemory())
	d.NewGame(games.Diamondback, 2, session.Options{Mode: session.Computer, Human: game.First, Level: 3})
	s := d.Session()
	s.Play(s.Match().Legal()[0], "refused")
	d.Save(s)
	if err := d.Rematch(); err != nil {
		t.Fatal(err)
	}
	opt := d.Session().Options()
	if d.Session().Match().Start() != 2 || opt.Mode != session.Computer || opt.Human != game.Second || opt.Level != 3 {
		t.Errorf("the rematch: start %d, options %+v", d.Session().Match().Start(), opt)
	}
	if len(keptRecords(d)) != 1 {
		t.Errorf("the first game is not kept: %q", keptRecords(d))
	}

	if err := d.NewFriendGame(games.Pivots, 0, 0, "Ann", "Bob"); err != nil {
		t.Fatal(err)
	}
	first, _ := d.Friend()
	d.Session().Resign()
	d.Save(d.Session())
	if err := d.Rematch(); err != nil {
		t.Fatal(err)
	}
	second, _ := d.Friend()
	if second.ID == first.ID || second.Seat != 1 || second.Me != "Ann" || second.Friend != "Bob" || len(d.Friends()) != 2 {
		t.Errorf("the rematch with a friend: %+v", second)
	}

	set, err := games.Diamond.ParsePosition(line(t, games.Diamond, 4, 1).Position())
	if err != nil {
		t.Fatal(err)
	}
	if err := d.PlaySetUp(set, session.Options{}); err != nil {
		t.Fatal(err)
	}
	if d.CanRematch() || d.Rematch() == nil {
		t.Error("a rematch of a game from a set-up position")
	}
}

// Games lists the kept games of every kind by their last move, the
// newest first, and Remove takes away the one chosen, and only it.
func TestKeptGamesNewestFirstAndRemoved(t *testing.T) {
	mem := store.NewMemory()
	now := clock()
	tick := func() time.Time { now = now.Add(time.Minute); return now }
	d, _ := Open(store.New(mem, tick), nil)
	for _, g := range []games.Game{games.Diamond, games.Pivots, games.Diamondback, games.Diamond, games.Pivots} {
		newGame(d, g)
		play(t, d, 1)
	}
	ks := d.Kept()
	if len(ks) < 3 {
		t.Fatalf("%d games kept, want every kind's", len(ks))
	}
	for i := 1; i < len(ks); i++ {
		if ks[i].Saved.Saved > ks[i-1].Saved.Saved {
			t.Errorf("kept game %d (%s, %d) is newer than game %d (%s, %d)", i, ks[i].Game.ID(), ks[i].Saved.Saved, i-1, ks[i-1].Game.ID(), ks[i-1].Saved.Saved)
		}
	}
	if ks[0].Game != games.Diamond {
		t.Errorf("the newest kept game is of %s, want diamond, the last put aside", ks[0].Game.ID())
	}
	gone := ks[1]
	if err := d.RemoveKept(gone); err != nil {
		t.Fatal(err)
	}
	after := d.Kept()
	if len(after) != len(ks)-1 {
		t.Fatalf("%d games kept after a removal, want %d", len(after), len(ks)-1)
	}
	for _, k := range after {
		if k.Game == gone.Game && k.Saved.Record == gone.Saved.Record {
			t.Errorf("the game removed is still kept: %v", k)
		}
	}
	if err := d.RemoveKept(gone); err == nil {
		t.Error("a game removed twice: no error")
	}
}

// The board is turned by Flip, to the player's side in a game with a
// friend (Black's side at the bottom for the second seat), and to the
// side to move for two on one device when they chose so; a game from a
// link, for two, offers to be played on from the move shown.
func TestFlippedAndPlaysFrom(t *testing.T) {
	d := visit(t, store.NewMemory())
	s := d.Session()
	if d.Flipped(s) || d.PlaysFrom() {
		t.Fatalf("a new game for two: flipped %v, plays from %v", d.Flipped(s), d.PlaysFrom())
	}
	d.ChangeSettings(func(st *store.Settings) { st.Flip = true })
	if !d.Flipped(s) {
		t.Error("Flip does not turn the board")
	}
	d.ChangeSettings(func(st *store.Settings) { st.Flip, st.Turn = false, true })
	play(t, d, 1) // the second side to move
	if !d.Flipped(d.Session()) {
		t.Error("Turn does not turn the board to the side to move")
	}
	if err := d.Show(line(t, games.Diamond, 3, 0), 3, "This is a shared game."); err != nil {
		t.Fatal(err)
	}
	if !d.PlaysFrom() {
		t.Error("a shared game does not offer Play from here")
	}
	d.ChangeSettings(func(st *store.Settings) { st.Turn = false })
	if err := d.NewFriendGame(games.Diamond, 0, 1, "Ann", "Bob"); err != nil {
		t.Fatal(err)
	}
	if !d.OnFriendGame() || d.PlaysFrom() {
		t.Fatalf("a game with a friend: on %v, plays from %v", d.OnFriendGame(), d.PlaysFrom())
	}
	if d.Session().HumanColor() != game.Second || !d.Flipped(d.Session()) {
		t.Errorf("seat 1 plays %v, flipped %v: want White's side at the bottom", d.Session().HumanColor(), d.Flipped(d.Session()))
	}
}
