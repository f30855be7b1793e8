package store

import "diamond/app/friend"

// KeyFriends is the key of the games played with friends by link, of
// every game: {"version":1,"friends":[…]}.
const KeyFriends = "diamond.friends"

// Friends returns the games played with friends, as saved. Unreadable
// data is moved to a backup with a notice, as for every key. A game this
// version cannot read (of a game it does not know) stays in the list, so
// that saving the list again keeps it.
func (st *Store) Friends() []friend.Game {
	var env envelope
	if !st.load(KeyFriends, loss{"games with friends", "the list starts empty"}, &env) {
		return nil
	}
	return env.Friends
}

// SaveFriends saves the games played with friends. A full storage fails
// with the notice of every save. The list must be the stored one changed:
// if another tab wrote it since this store last read or wrote it, nothing
// is written and the answer is ErrBehind (read it again with Friends, and
// change that).
func (st *Store) SaveFriends(gs []friend.Game) error {
	if now := st.stampOf(KeyFriends); now.ok && now != st.seen[KeyFriends] {
		return ErrBehind
	}
	return st.save(KeyFriends, envelope{Friends: gs})
}
