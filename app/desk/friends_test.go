package desk

import (
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

// device opens a desk on its own storage, as a browser profile does, with
// a game of its own in progress (n moves of Diamond) and a known clock and
// randomness for games with friends.
func device(t *testing.T, seed uint64, n int) (*Desk, *store.Memory) {
	t.Helper()
	mem := store.NewMemory()
	d := visit(t, mem)
	play(t, d, n)
	d.f.post = &friend.Post{Now: clock, Rand: rand.New(rand.NewPCG(seed, seed))}
	return d, mem
}

// turn plays the player's turn on the board (each action the first legal
// one) and saves, as the page does after each action.
func turn(t *testing.T, d *Desk) {
	t.Helper()
	s := d.Session()
	if !s.HumanToMove() || s.Over() {
		t.Fatalf("not the player's turn: %v", s.Moves())
	}
	for s.HumanToMove() && !s.Over() {
		play(t, d, 1)
	}
}

// send returns the link the player sends now, marked sent as the page
// marks it once shared or copied.
func send(t *testing.T, d *Desk) string {
	t.Helper()
	g, f, err := d.SendLink()
	if err != nil {
		t.Fatal(err)
	}
	d.MarkSent(g)
	return f
}

// annAndBob opens Ann's and Bob's devices, with no game of their own in
// progress, and starts Ann's game of Diamond with Bob: her first turn is
// played, not sent yet.
func annAndBob(t *testing.T) (ann *Desk, annMem *store.Memory, bob *Desk, bobMem *store.Memory) {
	t.Helper()
	ann, annMem = device(t, 1, 0)
	bob, bobMem = device(t, 2, 0)
	if err := ann.NewFriendGame(games.Diamond, 0, 0, "Ann", "Bob"); err != nil {
		t.Fatal(err)
	}
	turn(t, ann)
	return ann, annMem, bob, bobMem
}

// receive opens a link on a desk and checks what it is.
func receive(t *testing.T, d *Desk, f string, want friend.LinkKind) friend.Result {
	t.Helper()
	r := d.OpenFriendLink(f)
	if r.Kind != want {
		t.Fatalf("a link is %v (%s), want %v", r.Kind, r.Text, want)
	}
	if want == friend.NewGame || want == friend.Applied {
		watchTurn(t, d.Session())
	}
	return r
}

// watchTurn follows the friend's turn that just arrived, shown step by
// step (U6): the board starts before it, and each step shows one more
// move, to the current position.
func watchTurn(t *testing.T, s *session.Session) {
	t.Helper()
	m := s.Match()
	from := game.LastTurnStart(m)
	if m.Len() == 0 || m.ToMove(from) == s.HumanColor() {
		if s.ShowingTurn() {
			t.Fatal("the player's own turn shown again")
		}
		return
	}
	if !s.ShowingTurn() || s.View() != from || !s.Status().Showing {
		t.Fatalf("the friend's turn from move %d is not shown step by step: board at %d of %d, showing %v", from, s.View(), m.Len(), s.ShowingTurn())
	}
	for v := from + 1; v <= m.Len(); v++ {
		more := s.StepTurn()
		if s.View() != v || more != (v < m.Len()) {
			t.Fatalf("step to %d: board at %d, more %v", v, s.View(), more)
		}
	}
	if s.ShowingTurn() || s.StepTurn() {
		t.Fatal("still showing after the last step")
	}
}

// Two devices play a game of each kind to its end by links alone: each
// link is applied on the other side, the board shows the receiver's game
// from their seat, the games each player had in progress are kept and
// come back, and the next visit opens on the game with the friend.
func TestFriendGameByLinks(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.ID(), func(t *testing.T) {
			ann, annMem := device(t, 1, 3)
			bob, bobMem := device(t, 2, 4)
			annOwn, bobOwn := ann.Session().Match().Compact(), bob.Session().Match().Compact()
			if err := ann.NewFriendGame(g, 0, 0, "Ann", "Bob"); err != nil {
				t.Fatal(err)
			}
			if !ann.MineKept() || ann.Session().Options().Mode != session.Friend {
				t.Fatalf("Ann's own game kept %v, mode %v", ann.MineKept(), ann.Session().Options().Mode)
			}
			turn(t, ann)
			r := receive(t, bob, send(t, ann), friend.NewGame)
			if r.Game.Friend != "Ann" || r.Game.Me != "Bob" || r.Game.Seat != 1 || !bob.MineKept() {
				t.Fatalf("Bob's new game %+v, own game kept %v", r.Game, bob.MineKept())
			}
			if s := bob.Session(); s.View() != s.Match().Len() || !s.HumanToMove() {
				t.Fatalf("Bob's board at %d of %d, his turn %v", s.View(), s.Match().Len(), s.HumanToMove())
			}
			players := [2]*Desk{ann, bob}
			for i := 1; i < 12 && !bob.Session().Over(); i++ {
				from, to := players[i%2], players[(i+1)%2]
				turn(t, from)
				if from.Session().Over() {
					receive(t, to, send(t, from), friend.Applied)
					break
				}
				receive(t, to, send(t, from), friend.Applied)
			}
			if !ann.Session().Over() {
				bob.Session().Resign()
				bob.Save(bob.Session())
				r := receive(t, ann, send(t, bob), friend.Applied)
				if r.Text != "Bob resigned: you win." {
					t.Errorf("Ann reads %q", r.Text)
				}
			}
			a, _ := ann.Friend()
			b, _ := bob.Friend()
			if a.Record != b.Record || a.ID != b.ID {
				t.Fatalf("the copies differ: %q and %q", a.Record, b.Record)
			}

			// The next visit opens on the game with the friend; Back to
			// my game brings the player's own back, and the next visit
			// opens on that.
			ann = visit(t, annMem)
			if a2, ok := ann.Friend(); !ok || a2.Record != a.Record || ann.Session().Match().Compact() != a.Record {
				t.Fatalf("the next visit opens on %q", ann.Session().Match().Compact())
			}
			if got := keptRecords(ann); !slices.Contains(got, annOwn) {
				t.Fatalf("Ann's own game is not kept: %q", got)
			}
			if err := bob.BackToMine(); err != nil {
				t.Fatal(err)
			}
			bob.Save(bob.Session())
			if bob.Session().Match().Compact() != bobOwn || visit(t, bobMem).Session().Match().Compact() != bobOwn {
				t.Fatalf("Bob's own game did not come back")
			}
			if got := visit(t, bobMem).Friends(); len(got) != 1 || got[0].Record != b.Record {
				t.Fatalf("Bob's games with friends after leaving: %+v", got)
			}
		})
	}
}

// Links that bring nothing new, or rewrite the game, leave the saved
// copy as it is; the refused link's game can be shown on its own, as an
// ordinary shared game.
func TestFriendLinksThatChangeNothing(t *testing.T) {
	ann, _, bob, bobMem := annAndBob(t)
	first := send(t, ann)
	receive(t, bob, first, friend.NewGame)
	receive(t, bob, first, friend.Same)
	if bob.Waiting() != 1 || ann.Waiting() != 0 {
		t.Errorf("games waiting: Bob %d, Ann %d; want 1 and 0", bob.Waiting(), ann.Waiting())
	}
	turn(t, bob)
	if bob.Waiting() != 0 {
		t.Errorf("after his turn, %d games wait for Bob", bob.Waiting())
	}
	receive(t, bob, first, friend.Older)
	mine := send(t, bob)
	receive(t, bob, mine, friend.Own)
	receive(t, ann, mine, friend.Applied)

	// Ann takes her second move back on another device, say, and plays
	// another: Bob's copy refuses it.
	other := ann.Session().Match().Clone()
	other.Undo()
	legal := other.Legal()
	other.Play(legal[len(legal)-1])
	g, _ := ann.Friend()
	g.Record, g.Seat = other.Compact(), 0
	forged, err := friend.Link(g)
	if err != nil {
		t.Fatal(err)
	}
	before := bobMem.M[store.KeyFriends]
	r := receive(t, bob, forged, friend.Changed)
	if r.Ply != 1 || bobMem.M[store.KeyFriends] != before {
		t.Fatalf("the refused link changed ply %d, or the saved games", r.Ply)
	}
	if line, ok := bob.RefusedLine(); !ok || line.Compact() != other.Compact() {
		t.Fatal("the refused link's game is not offered")
	}
	if err := bob.ShowLine(); err != nil {
		t.Fatal(err)
	}
	if s := bob.Session(); s.Options().Mode != session.Hotseat || s.Match().Compact() != other.Compact() {
		t.Fatalf("the refused line is shown as %v %q", s.Options().Mode, s.Match().Compact())
	}
	if _, ok := bob.Friend(); ok {
		t.Error("the refused line is taken for the game with the friend")
	}
	if got := bob.Friends(); len(got) != 1 || got[0].Record == other.Compact() {
		t.Fatalf("Bob's games with friends: %+v", got)
	}

	// A damaged link changes nothing, and neither does an ordinary one.
	if r := bob.OpenFriendLink(strings.Replace(first, "&g=", "&g=B", 1)); r.Kind != friend.Damaged || bobMem.M[store.KeyFriends] != before {
		t.Fatalf("a cut link: %v", r.Kind)
	}
	if r := bob.OpenFriendLink("g=x&m=0"); r.Kind != friend.NotFriend {
		t.Fatalf("an ordinary link: %v", r.Kind)
	}
}

// A draw offered with a turn is accepted on the other device, and the
// answer comes back; a game's turn is saved even when the board has moved
// on to another game before the save.
func TestFriendDrawAndLateSave(t *testing.T) {
	ann, _ := device(t, 1, 0)
	bob, _ := device(t, 2, 0)
	if err := ann.NewFriendGame(games.Diamondback, 0, 0, "", ""); err != nil {
		t.Fatal(err)
	}
	if err := ann.OfferDraw(); err == nil {
		t.Error("a draw offered before the turn")
	}
	turn(t, ann)
	if err := ann.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	r := receive(t, bob, send(t, ann), friend.NewGame)
	if r.Game.Offer != friend.OfferedByFriend {
		t.Fatalf("the offer did not arrive: %+v", r.Game)
	}
	if err := bob.AcceptDraw(); err != nil {
		t.Fatal(err)
	}
	if st := bob.Session().Status(); !st.Over {
		t.Fatal("the board does not show the agreed draw")
	}
	r = receive(t, ann, send(t, bob), friend.Applied)
	if r.Text != "Your friend accepted your draw offer. Drawn by agreement." {
		t.Errorf("Ann reads %q", r.Text)
	}

	// Ann plays a turn in another game, and opens a kept game before the
	// page saved the move.
	if err := ann.NewFriendGame(games.Diamond, 0, 0, "", ""); err != nil {
		t.Fatal(err)
	}
	s := ann.Session()
	s.Play(s.Match().Legal()[0], "refused")
	ann.NewGame(games.Pivots, 0, session.Options{})
	ann.Save(s)
	if got := ann.Friends(); got[0].Record == "" || func() bool { m, _ := got[0].Match(); return m.Len() != 1 }() {
		t.Fatalf("the move played before leaving is lost: %+v", got)
	}
}

// Only a finished game with a friend, not on the board, can be removed
// from the list.
func TestRemoveFriend(t *testing.T) {
	ann, mem := device(t, 1, 0)
	if err := ann.NewFriendGame(games.Diamond, 0, 0, "", "Bob"); err != nil {
		t.Fatal(err)
	}
	first, _ := ann.Friend()
	if err := ann.RemoveFriend(first.ID); err == nil {
		t.Error("the game on the board was removed")
	}
	if err := ann.NewFriendGame(games.Pivots, 0, 0, "", "Bob"); err != nil {
		t.Fatal(err)
	}
	if err := ann.RemoveFriend(first.ID); err == nil {
		t.Error("a game that goes on was removed")
	}
	second, _ := ann.Friend()
	ann.Session().Resign()
	ann.Save(ann.Session())
	if err := ann.OpenFriend(first.ID); err != nil {
		t.Fatal(err)
	}
	if err := ann.RemoveFriend(second.ID); err != nil {
		t.Fatal(err)
	}
	if got := visit(t, mem).Friends(); len(got) != 1 || got[0].ID != first.ID {
		t.Errorf("after removing the finished game: %+v", got)
	}
}
