package desk

import (
	"errors"
	"testing"

	"diamond/app/friend"
	"diamond/app/store"
)

// stored returns the game with a friend on d's board as stored in mem, as
// a new tab reads it.
func storedFriend(t *testing.T, d *Desk, mem *store.Memory) friend.Game {
	t.Helper()
	g, _ := d.Friend()
	for _, o := range store.New(mem, clock).Friends() {
		if o.ID == g.ID {
			return o
		}
	}
	t.Fatalf("game %s is not stored", g.ID)
	return friend.Game{}
}

// playLegal plays the game's legal move number i on d's board, and saves.
func playLegal(t *testing.T, d *Desk, i int) {
	t.Helper()
	s := d.Session()
	legal := s.Match().Legal()
	s.Play(legal[i%len(legal)], "refused")
	if s.Note() != "" {
		t.Fatal(s.Note())
	}
	d.Save(s)
}

// U7: a turn played is not final until its link has left the device:
// Take back returns the game to the friend's last turn, in storage too,
// another move is the one sent, and once sent, nothing can be taken back;
// the friend's moves never can.
func TestTakeBackUntilSent(t *testing.T) {
	ann, annMem, bob, _ := annAndBob(t)
	receive(t, bob, send(t, ann), friend.NewGame)
	turn(t, bob)
	receive(t, ann, send(t, bob), friend.Applied)
	base, _ := ann.Friend()
	if ann.Session().CanUndo() || !errors.Is(ann.TakeBack(), friend.ErrSent) {
		t.Fatal("Bob's move can be taken back")
	}

	playLegal(t, ann, 0)
	first := storedFriend(t, ann, annMem)
	if first.Record == base.Record || first.Unsent == nil || !ann.Session().CanUndo() {
		t.Fatalf("Ann's turn is not recorded unsent: %+v, undo %v", first, ann.Session().CanUndo())
	}
	// A reload keeps it unsent.
	if again := visit(t, annMem); !again.Session().CanUndo() {
		t.Error("after a reload, the unsent turn cannot be taken back")
	}
	if err := ann.TakeBack(); err != nil {
		t.Fatal(err)
	}
	ann.Save(ann.Session())
	if got := storedFriend(t, ann, annMem); got.Record != base.Record || got.Unsent != nil ||
		ann.Session().Match().Compact() != base.Record || !ann.Session().HumanToMove() || !ann.Session().CanRedo() {
		t.Fatalf("taken back: stored %+v, board %q", got, ann.Session().Match().Compact())
	}
	if ann.Session().CanUndo() {
		t.Error("Bob's move can be taken back after Ann's")
	}

	playLegal(t, ann, 1) // another move
	second, _ := ann.Friend()
	if second.Record == first.Record {
		t.Fatal("the test needs another move")
	}
	link := send(t, ann)
	if ann.Session().CanUndo() || !errors.Is(ann.TakeBack(), friend.ErrSent) {
		t.Error("a sent turn can be taken back")
	}
	if got := storedFriend(t, ann, annMem); got.Record != second.Record || got.Unsent != nil {
		t.Errorf("sent: stored %+v", got)
	}
	if again := visit(t, annMem); again.Session().CanUndo() {
		t.Error("after a reload, the sent turn can be taken back")
	}
	if r := receive(t, bob, link, friend.Applied); r.Game.Record != second.Record {
		t.Errorf("Bob received %q, not the move sent", r.Game.Record)
	}
}

// U7 and U14: a resignation stays Ann's to take back until it is sent,
// with the turn before it if that was not sent either; Bob's draw offer
// stands again when her turn, which declined it, is taken back.
func TestTakeBackResignationAndDeclinedOffer(t *testing.T) {
	ann, annMem, bob, _ := annAndBob(t)
	receive(t, bob, send(t, ann), friend.NewGame)
	turn(t, bob)
	if err := bob.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	receive(t, ann, send(t, bob), friend.Applied)
	base, _ := ann.Friend()
	turn(t, ann)
	ann.Session().Resign()
	ann.Save(ann.Session())
	if g := storedFriend(t, ann, annMem); g.Unsent == nil || g.Unsent.Record != base.Record {
		t.Fatalf("resigned: %+v", g)
	}
	if err := ann.TakeBack(); err != nil {
		t.Fatal(err)
	}
	ann.Save(ann.Session())
	if ann.Session().Over() || !ann.Session().CanUndo() {
		t.Fatal("the resignation was not taken back alone")
	}
	if err := ann.TakeBack(); err != nil {
		t.Fatal(err)
	}
	ann.Save(ann.Session())
	if g := storedFriend(t, ann, annMem); g.Record != base.Record || g.Offer != friend.OfferedByFriend {
		t.Errorf("Ann's turn taken back: %+v, want Bob's offer standing", g)
	}
}

// Many tabs: a turn sent in one tab is final in every tab, a tab that
// still thinks it unsent included; a turn taken back in one tab is not
// recorded again by another that still shows it; and a link that left
// after another tab took its turn back and played another puts the turn
// sent back: the friend has it.
func TestSentIsFinalInEveryTab(t *testing.T) {
	ann, annMem, bob, _ := annAndBob(t)
	receive(t, bob, send(t, ann), friend.NewGame)
	turn(t, bob)
	receive(t, ann, send(t, bob), friend.Applied)
	tab2 := visit(t, annMem)
	tab2.f.post = ann.f.post

	playLegal(t, ann, 0)
	tab2.Sync()
	if !tab2.Session().CanUndo() {
		t.Fatal("the other tab cannot take back the unsent turn")
	}
	toBob := send(t, ann)
	sent, _ := ann.Friend()
	if err := tab2.TakeBack(); !errors.Is(err, friend.ErrSent) {
		t.Fatalf("a tab that did not know the turn was sent took it back: %v", err)
	}
	if got := storedFriend(t, ann, annMem); got.Record != sent.Record || tab2.Session().Match().Compact() != sent.Record || tab2.Session().CanUndo() {
		t.Fatalf("stored %q, the other tab shows %q", got.Record, tab2.Session().Match().Compact())
	}

	// Bob's next turn; Ann's in one tab, taken back in the other.
	receive(t, bob, toBob, friend.Applied)
	turn(t, bob)
	receive(t, ann, send(t, bob), friend.Applied)
	tab2.Sync()
	base, _ := ann.Friend()
	playLegal(t, ann, 0)
	tab2.Sync()
	if err := tab2.TakeBack(); err != nil {
		t.Fatal(err)
	}
	tab2.Save(tab2.Session())
	if board, _ := ann.Sync(); !board || ann.Session().Match().Compact() != base.Record {
		t.Fatalf("the tab that played the turn taken back shows %q", ann.Session().Match().Compact())
	}
	ann.Save(ann.Session())
	if got := storedFriend(t, ann, annMem); got.Record != base.Record {
		t.Fatalf("the turn taken back was recorded again: %q", got.Record)
	}

	// A link made in one tab leaves after the other tab took its turn
	// back and played another, unsent: the turn sent is the game.
	playLegal(t, ann, 0)
	made, link, err := ann.SendLink()
	if err != nil {
		t.Fatal(err)
	}
	tab2.Sync()
	if err := tab2.TakeBack(); err != nil {
		t.Fatal(err)
	}
	playLegal(t, tab2, 1)
	if g, _ := tab2.Friend(); g.Record == made.Record {
		t.Fatal("the test needs another move")
	}
	ann.MarkSent(made)
	if got := storedFriend(t, ann, annMem); got.Record != made.Record || got.Unsent != nil {
		t.Fatalf("after the link left: %+v", got)
	}
	if board, _ := tab2.Sync(); !board || tab2.Session().Match().Compact() != made.Record || tab2.Session().CanUndo() {
		t.Errorf("the other tab shows %q", tab2.Session().Match().Compact())
	}
	receive(t, bob, link, friend.Applied)
}
