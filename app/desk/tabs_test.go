package desk

import (
	"errors"
	"slices"
	"testing"

	"diamond/app/backup"
	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/store"
)

// stored returns the game stored as g's game in progress.
func stored(t *testing.T, mem *store.Memory, g games.Game) string {
	t.Helper()
	s, ok := store.New(mem, clock).LoadGame(g)
	if !ok {
		t.Fatalf("no stored %s game", g.ID())
	}
	return s.Match().Compact()
}

// saidWentOn checks that the desk says the game went on in another tab.
func saidWentOn(t *testing.T, d *Desk) {
	t.Helper()
	if n := d.Notices(); !slices.Contains(n, WentOn) {
		t.Errorf("notices %q, want %q", n, WentOn)
	}
}

// staleTabs opens a tab on new storage and plays first moves in it, then
// a second tab on the same game, which plays then moves more: the first
// tab is left behind. want is the game stored.
func staleTabs(t *testing.T, first, then int) (mem *store.Memory, tab1, tab2 *Desk, want string) {
	t.Helper()
	mem = store.NewMemory()
	tab1 = visit(t, mem)
	play(t, tab1, first)
	tab2 = visit(t, mem)
	play(t, tab2, then)
	return mem, tab1, tab2, stored(t, mem, games.Diamond)
}

// save saves the game on d's board, as the page does after each act.
func save(d *Desk) { d.Save(d.Session()) }

// refusedAsStale saves the game of a tab left behind after an act on it
// (what): the game stored must still be want, and the tab must say that
// the game went on in another tab.
func refusedAsStale(t *testing.T, mem *store.Memory, tab *Desk, want, what string) {
	t.Helper()
	save(tab)
	if got := stored(t, mem, games.Diamond); got != want {
		t.Fatalf("%s in the stale tab stored %q over %q", what, got, want)
	}
	saidWentOn(t, tab)
}

// U3: tab 1 shows a game at move 1, tab 2 plays it on to move 17, tab 1
// resigns: storage keeps the 17 moves, and tab 1 says so and shows them.
func TestStaleTabResigns(t *testing.T) {
	mem, tab1, _, want := staleTabs(t, 1, 16)

	tab1.Session().Resign()
	refusedAsStale(t, mem, tab1, want, "a resignation")
	if got := tab1.Session().Match().Compact(); got != want || tab1.Session().Over() {
		t.Errorf("tab 1 shows %q, not the newer game %q", got, want)
	}
	// Resigning now is an act on the latest copy.
	tab1.Session().Resign()
	save(tab1)
	if s, _ := store.New(mem, clock).LoadGame(games.Diamond); !s.Over() || s.Match().Len() != 17 {
		t.Errorf("the resignation on the latest copy is not stored: %q", s.Match().Compact())
	}
}

// U3: in a stale tab, clicking an earlier move in the move list saved the
// tab's older game over the newer one.
func TestStaleTabBrowses(t *testing.T) {
	mem, tab1, tab2, want := staleTabs(t, 1, 16)

	tab1.Session().GoTo(0)
	refusedAsStale(t, mem, tab1, want, "browsing")
	if got := tab1.Session().Match().Compact(); got != want {
		t.Errorf("tab 1 shows %q, not the newer game", got)
	}
	// Browsing in the tab that went on writes the move shown only.
	tab2.Session().GoTo(3)
	save(tab2)
	if s, _ := store.New(mem, clock).LoadGame(games.Diamond); s.View() != 3 || s.Match().Compact() != want {
		t.Errorf("the move shown in the latest tab is not stored: %d", s.View())
	}
}

// A take-back is an explicit act: on the latest copy it shortens the
// stored game (the moves kept for redo); in a tab that was behind it is
// refused.
func TestTakeBackInTwoTabs(t *testing.T) {
	mem, tab1, tab2, want := staleTabs(t, 3, 2)

	tab1.Session().Undo()
	refusedAsStale(t, mem, tab1, want, "a take-back")
	tab1.Session().Undo()
	save(tab1)
	s, _ := store.New(mem, clock).LoadGame(games.Diamond)
	if s.Match().Len() != 4 || len(s.RedoMoves()) != 1 {
		t.Fatalf("the take-back on the latest copy: %d moves, %d to redo", s.Match().Len(), len(s.RedoMoves()))
	}
	// Tab 2, shown again, follows the take-back.
	if board, note := tab2.Sync(); !board || note != WentOn || tab2.Session().Match().Len() != 4 {
		t.Errorf("tab 2 shown again: board %v, note %q, %d moves", board, note, tab2.Session().Match().Len())
	}
}

// A tab shown again follows the game another tab played on; a tab that
// is in step changes nothing.
func TestSyncFollows(t *testing.T) {
	mem := store.NewMemory()
	tab1 := visit(t, mem)
	play(t, tab1, 1)
	tab2 := visit(t, mem)
	if board, note := tab2.Sync(); board || note != "" {
		t.Fatalf("a tab in step: %v %q", board, note)
	}
	play(t, tab2, 4)
	board, note := tab1.Sync()
	if !board || note != WentOn || tab1.Session().Match().Compact() != tab2.Session().Match().Compact() {
		t.Fatalf("tab 1 shown again: %v %q, %q", board, note, tab1.Session().Match().Compact())
	}
	if board, _ := tab1.Sync(); board {
		t.Error("a second Sync changed the board again")
	}
	// A move played in tab 1 now is an act on the latest copy.
	play(t, tab1, 1)
	if got := stored(t, mem, games.Diamond); got != tab1.Session().Match().Compact() {
		t.Errorf("the move on the latest copy is not stored")
	}
}

// A new game in a stale tab keeps the latest copy of the game it
// replaces, not the tab's older one.
func TestNewGameInStaleTabKeepsTheLatest(t *testing.T) {
	mem, tab1, tab2, _ := staleTabs(t, 1, 5)
	latest := tab2.Session().Match().Compact()
	newGame(tab1, games.Diamond)
	if n := tab1.Notices(); len(n) > 0 {
		t.Errorf("notices %q", n)
	}
	if got := keptRecords(tab1); !slices.Contains(got, latest) {
		t.Fatalf("kept %q, not the latest copy %q", got, latest)
	}
	if !tab1.Session().Blank() || stored(t, mem, games.Diamond) != tab1.Session().Match().Compact() {
		t.Fatal("the new game is not on the board, or not stored")
	}
}

// U3, with a friend: Bob plays move 18 in one tab and sends it; an older
// tab, which still shows his turn at move 17, plays another move: it is
// never recorded or sent, and the old tab shows the game as sent.
func TestSecondFriendMoveInAnotherTab(t *testing.T) {
	ann, _, bob, bobMem := annAndBob(t)
	receive(t, bob, send(t, ann), friend.NewGame)
	for range 8 {
		turn(t, bob)
		receive(t, ann, send(t, bob), friend.Applied)
		turn(t, ann)
		receive(t, bob, send(t, ann), friend.Applied)
	}
	// Bob's second tab, on the same game, his turn.
	old := visit(t, bobMem)
	old.f.post = bob.f.post
	if _, ok := old.Friend(); !ok || !old.Session().HumanToMove() {
		t.Fatal("the second tab does not show the game with Ann on Bob's turn")
	}
	turn(t, bob)
	sent := send(t, bob)
	g, _ := bob.Friend()

	s := old.Session()
	legal := s.Match().Legal()
	s.Play(legal[len(legal)-1], "refused")
	if s.Match().Compact() == g.Record {
		t.Fatal("the test needs another move than the first tab's")
	}
	save(old)
	saidWentOn(t, old)
	if got := visit(t, bobMem).Friends()[0].Record; got != g.Record {
		t.Fatalf("the second move was recorded: %q, not %q", got, g.Record)
	}
	if old.Session().Match().Compact() != g.Record {
		t.Error("the old tab does not show the game as sent")
	}
	// Sending from the old tab now sends the same turn.
	if _, f, err := old.SendLink(); err != nil || f != sent {
		t.Errorf("the old tab sends %q (%v), not the turn sent", f, err)
	}
	receive(t, ann, sent, friend.Applied)
}

// U3, with a friend: a tab left at move 1 resigns after another tab
// played the game on: nothing is recorded, nothing can be sent, and the
// tab shows the game as it stands.
func TestStaleFriendTabResigns(t *testing.T) {
	ann, annMem, bob, _ := annAndBob(t)
	first := send(t, ann)
	tab2 := visit(t, annMem)
	tab2.f.post = ann.f.post
	receive(t, bob, first, friend.NewGame)
	for range 8 {
		turn(t, bob)
		receive(t, tab2, send(t, bob), friend.Applied)
		turn(t, tab2)
		receive(t, bob, send(t, tab2), friend.Applied)
	}
	want, _ := tab2.Friend()

	ann.Session().Resign()
	save(ann)
	saidWentOn(t, ann)
	if got := visit(t, annMem).Friends()[0]; got.Record != want.Record {
		t.Fatalf("the stale resignation was recorded: %q, not %q", got.Record, want.Record)
	}
	if ann.Session().Match().Compact() != want.Record {
		t.Error("the stale tab does not show the game as it stands")
	}
	// A draw offer from a stale tab is refused the same way.
	turn(t, bob)
	receive(t, ann, send(t, bob), friend.Applied)
	if err := tab2.OfferDraw(); !errors.Is(err, store.ErrBehind) {
		t.Errorf("a draw offered from a stale tab: %v", err)
	}
	saidWentOn(t, tab2)
}

// A backup restored into the storage of an open tab (app/backup writes as
// another tab would): the tab shows the backup's game where it shows a
// new one or one the backup's continues, reads the settings and reviews
// again, and keeps a game that went another way on the board.
func TestRestored(t *testing.T) {
	src := store.NewMemory()
	old := visit(t, src)
	play(t, old, 4)
	old.ChangeSettings(func(s *store.Settings) { s.Theme = store.ThemeDark })
	m := old.Session().Match()
	if err := old.AddReview(m, reviewOf(m)); err != nil {
		t.Fatal(err)
	}
	data, err := backup.Write(store.New(src, clock))
	if err != nil {
		t.Fatal(err)
	}

	mem := store.NewMemory()
	tab := visit(t, mem)
	if _, ok := tab.Review(); ok {
		t.Fatal("a review on a new game")
	}
	if _, err := backup.Restore(store.New(mem, clock), data); err != nil {
		t.Fatal(err)
	}
	if !tab.Restored() || tab.Session().Match().Compact() != m.Compact() {
		t.Fatalf("the tab shows %q, want the backup's game %q", tab.Session().Match().Compact(), m.Compact())
	}
	if tab.Settings().Theme != store.ThemeDark {
		t.Error("the backup's settings are not read")
	}
	if _, ok := tab.Review(); !ok {
		t.Error("the backup's review is not found")
	}
	if n := tab.Notices(); len(n) > 0 {
		t.Errorf("notices: %q", n)
	}

	// A game that went another way stays on the board; the backup's is
	// kept.
	other := store.NewMemory()
	tab = visit(t, other)
	tab.Show(line(t, games.Diamond, 4, 3), 4, "")
	tab.Dismiss()
	save(tab)
	if _, err := backup.Restore(store.New(other, clock), data); err != nil {
		t.Fatal(err)
	}
	if tab.Restored() || tab.Session().Match().Compact() == m.Compact() {
		t.Error("the backup's game took the place of one that went another way")
	}
	if k := tab.Kept(); len(k) != 1 || k[0].Saved.Record != m.Compact() {
		t.Errorf("kept %+v, want the backup's game", k)
	}
}

// The desk holds games beyond the board once a game is kept, or a game
// with a friend is on the list: then the page asks the browser to keep
// its storage.
func TestHoldsGames(t *testing.T) {
	mem := store.NewMemory()
	d := visit(t, mem)
	if d.HoldsGames() || Prerendered().HoldsGames() {
		t.Fatal("a first visit holds games")
	}
	play(t, d, 2)
	if d.HoldsGames() {
		t.Fatal("a game in progress alone counts")
	}
	newGame(d, games.Pivots)
	if !d.HoldsGames() {
		t.Error("a kept game does not count")
	}
	friendly := visit(t, store.NewMemory())
	if err := friendly.NewFriendGame(games.Diamond, 0, 0, "Ann", "Bob"); err != nil {
		t.Fatal(err)
	}
	if !friendly.HoldsGames() {
		t.Error("a game with a friend does not count")
	}
}
