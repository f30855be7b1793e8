package store

import (
	"slices"
	"strings"
	"testing"

	"diamond/app/friend"
)

var friendGames = []friend.Game{
	{ID: "AbCdEfGh", Kind: "pivots", Seat: 1, Me: "Bob", Friend: "Ann <i>&</i> \"Co\"", Record: "~g8.d4", Offer: friend.OfferedByFriend, Changed: 1_700_000_000_000},
	{ID: "zzzzzzzz", Kind: "diamond", Record: "ZA", Changed: 1},
	// A game of a kind this version does not know stays stored.
	{ID: "Newer___", Kind: "go", Record: "??", Changed: 2},
}

// The games with friends are saved under their key, in the envelope of
// every key, and read back as saved.
func TestFriendsRoundTrip(t *testing.T) {
	mem := newMemory()
	st := New(mem, clock)
	if gs := st.Friends(); gs != nil || len(st.Notices()) != 0 {
		t.Fatalf("nothing saved: %v", gs)
	}
	if err := st.SaveFriends(friendGames); err != nil {
		t.Fatal(err)
	}
	if raw := mem.M[KeyFriends]; !strings.HasPrefix(raw, `{"version":1,"friends":[{"id":"AbCdEfGh","game":"pivots","seat":1,"me":"Bob",`) ||
		!strings.Contains(raw, `{"id":"zzzzzzzz","game":"diamond","seat":0,"record":"ZA","changed":1}`) {
		t.Errorf("stored %s", raw)
	}
	if got := New(mem, clock).Friends(); !slices.Equal(got, friendGames) {
		t.Errorf("read back %+v", got)
	}
	if err := st.SaveFriends(nil); err != nil || New(mem, clock).Friends() != nil || mem.M[KeyFriends] != `{"version":1}` {
		t.Errorf("an empty list: %v %q", err, mem.M[KeyFriends])
	}
}

// Unreadable data is moved to the key's backup, and the player told.
func TestFriendsUnreadable(t *testing.T) {
	for raw, why := range map[string]string{
		"{":                                      "the data is damaged",
		`{"version":1,"friends":7}`:              "the data is damaged",
		`{"version":1,"friends":[{"seat":"1"}]}`: "the data is damaged",
		`{"friends":[]}`:                         "the data is damaged",
		`{"version":2,"friends":[]}`:             "the data was written by a newer version of the app",
	} {
		mem := newMemory()
		mem.M[KeyFriends] = raw
		st := New(mem, clock)
		if gs := st.Friends(); gs != nil {
			t.Errorf("%s: read %v", raw, gs)
		}
		if mem.M[BackupPrefix+"friends"] != raw || mem.M[KeyFriends] != "" {
			t.Errorf("%s: not backed up: %v", raw, mem.M)
		}
		want := "Your games with friends could not be read (" + why + "). A backup copy is kept in this browser, and the list starts empty."
		if n := st.Notices(); len(n) != 1 || n[0] != want {
			t.Errorf("%s: notices %q, want %q", raw, n, want)
		}
	}
}

// A full storage fails the save with its one notice, and data that could
// not be backed up is never overwritten.
func TestFriendsFullStorage(t *testing.T) {
	mem := newMemory()
	mem.Limit = 100
	st := New(mem, clock)
	for range 2 {
		if err := st.SaveFriends(friendGames); err == nil {
			t.Fatal("saved past the limit")
		}
	}
	if n := st.Notices(); len(n) != 1 || !strings.Contains(n[0], "storage is full") {
		t.Errorf("notices %q", n)
	}

	mem.M[KeyFriends] = strings.Repeat("x", 80)
	if st.Friends() != nil || mem.M[KeyFriends] != strings.Repeat("x", 80) {
		t.Fatal("junk that could not be backed up was removed")
	}
	mem.Limit = 0
	if err := st.SaveFriends(friendGames[:1]); err == nil || mem.M[KeyFriends] != strings.Repeat("x", 80) {
		t.Errorf("overwrote data that could not be backed up: %v", err)
	}
}

// Whether a turn has left the device is stored with its game: a game
// saved before the mark existed reads as sent, so that nothing old can
// be taken back; a turn unsent reads back unsent, the friend's game kept.
func TestFriendsUnsentMark(t *testing.T) {
	mem := newMemory()
	mem.M[KeyFriends] = `{"version":1,"friends":[{"id":"AbCdEfGh","game":"diamond","seat":0,"record":"TA","changed":1}]}`
	old := New(mem, clock).Friends()
	if len(old) != 1 || old[0].Unsent != nil {
		t.Fatalf("a game saved before the mark: %+v", old)
	}
	if _, err := (&friend.Post{Now: clock}).TakeBack(old[0]); err == nil {
		t.Error("a turn saved before the mark can be taken back")
	}
	g := old[0]
	g.Record, g.Unsent = "TADA", &friend.Before{Record: "TA", Offer: friend.OfferedByFriend}
	st := New(mem, clock)
	st.Friends()
	if err := st.SaveFriends([]friend.Game{g}); err != nil {
		t.Fatal(err)
	}
	if raw := mem.M[KeyFriends]; !strings.Contains(raw, `"unsent":{"record":"TA","offer":"friend"}`) {
		t.Errorf("stored %s", raw)
	}
	if got := New(mem, clock).Friends(); len(got) != 1 || got[0].Unsent == nil || *got[0].Unsent != *g.Unsent || got[0].Record != g.Record {
		t.Errorf("read back %+v", got)
	}
}
