package backup

import (
	"cmp"
	"slices"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/puzzles"
	"diamond/app/session"
	"diamond/app/store"
	"diamond/rules/game"
)

// Restore merges a backup file into st, after reading and checking all of
// it: a file that is not a backup, of a newer version or damaged changes
// nothing, and the error says why in plain words. The merge, kind by
// kind, loses nothing stored:
//
//   - a game in progress is written where none is stored, or where it
//     continues the stored one (store.RestoreGame); one that went another
//     way is kept beside it, among the kept games;
//   - a kept game joins its kind's list unless a kept game holds all its
//     moves already; one that continues kept games replaces them. A list
//     holds store.MaxKept games: the backup's games beyond are left out,
//     and the report says so (the stored ones all stay);
//   - a game with a friend joins the list by its code; the copy that
//     continues the other wins (the friend's later turns), and a copy that
//     went another way is kept beside, as a game for two among the kept
//     games, as a link that changes the game's history is shown
//     (app/friend);
//   - reviews merge as AddReview does: one that another covers goes, and
//     the newest store.MaxReviews stay (a review is made again in seconds);
//   - puzzles: see puzzles.Merge;
//   - the settings are written only where none are saved.
//
// Restore writes through st, not the store of the page's desk: that desk
// then sees the restored data as another tab's, and catches up as it does
// after another tab's save (app/desk/tabs.go).
func Restore(st *store.Store, data []byte) (Report, error) {
	f, err := read(data)
	if err != nil {
		return Report{}, err
	}
	var r Report
	beside, err := r.friends(st, f.Friends)
	if err != nil {
		return r, full(err)
	}
	for _, g := range games.All() {
		var k kind
		if i := slices.IndexFunc(f.Games, func(k kind) bool { return k.Game == g.ID() }); i >= 0 {
			k = f.Games[i]
		}
		if err := r.games(st, g, k, beside[g.ID()]); err != nil {
			return r, full(err)
		}
	}
	if err := r.reviews(st, f.Reviews); err != nil {
		return r, full(err)
	}
	if err := r.puzzles(st, f.Puzzles); err != nil {
		return r, full(err)
	}
	if _, ok := st.SavedSettings(); !ok && f.Settings != nil {
		if err := st.SaveSettings(*f.Settings); err != nil {
			return r, full(err)
		}
		r.Settings = true
	}
	return r, nil
}

// full says that a save failed midway: what was written stays, and what
// was there too.
func full(err error) error {
	return &partial{err}
}

type partial struct{ err error }

func (p *partial) Error() string {
	return "The backup could be restored only in part: this browser's storage is full (" + p.err.Error() + "). Nothing was overwritten; remove some games and restore it again."
}

func (p *partial) Unwrap() error { return p.err }

// holds tells whether game a holds every move b does, taken-back moves
// too (store.Continues): both of kind g, as checked.
func holds(g games.Game, a, b store.Game) bool {
	sa, err := store.Decode(g, a)
	if err != nil {
		return false
	}
	sb, err := store.Decode(g, b)
	return err == nil && store.Continues(sb, sa)
}

// blank tells whether a stored game of g is a new game, with no move.
func blank(g games.Game, sg store.Game) bool {
	s, err := store.Decode(g, sg)
	return err == nil && s.Blank()
}

// games merges one kind's games: the backup's k, and beside, the games
// with friends of that kind that went another way than the stored copy.
func (r *Report) games(st *store.Store, g games.Game, k kind, beside []store.Game) error {
	if cur := k.Current; cur != nil {
		stored, ok := st.StoredGame(g)
		switch {
		case !ok:
			r.Current++
		case holds(g, stored, *cur):
			cur = nil // nothing new
		case holds(g, *cur, stored) && blank(g, stored):
			r.Current++ // a new game with no move: nothing went on
		case holds(g, *cur, stored):
			r.Updated++
		default:
			beside = append([]store.Game{*cur}, beside...)
			cur = nil
		}
		if cur != nil {
			if err := st.RestoreGame(g, *cur); err != nil {
				return err
			}
		}
	}
	return r.kept(st, g, k.Kept, beside)
}

// kept merges backup games into g's kept games: those that went another
// way first (beside), then the backup's kept games, in its order.
func (r *Report) kept(st *store.Store, g games.Game, backup, beside []store.Game) error {
	kept := st.Kept(g)
	var added []store.Game
	changed := false
	for i, c := range append(beside, backup...) {
		if slices.ContainsFunc(kept, func(o store.Game) bool { return holds(g, o, c) }) {
			continue
		}
		// A game that continues kept games takes the first one's place.
		if j := slices.IndexFunc(kept, func(o store.Game) bool { return holds(g, c, o) }); j >= 0 {
			kept[j] = c
			kept = slices.Concat(kept[:j+1], slices.DeleteFunc(kept[j+1:], func(o store.Game) bool { return holds(g, c, o) }))
			r.Updated++
			changed = true
			continue
		}
		if len(added)+len(kept) >= store.MaxKept {
			r.LeftOut++
			continue
		}
		added = append(added, c)
		if i < len(beside) {
			r.Beside++
		} else {
			r.Kept++
		}
	}
	if !changed && len(added) == 0 {
		return nil
	}
	return st.SaveKept(g, append(added, kept...))
}

// friends merges the backup's games with friends into st's, by code, and
// returns, by kind, the backup's copies that went another way than the
// stored ones, to be kept beside them.
func (r *Report) friends(st *store.Store, backup []friend.Game) (map[string][]store.Game, error) {
	list := st.Friends()
	beside := map[string][]store.Game{}
	var added []friend.Game
	changed := false
	for _, b := range backup {
		i := slices.IndexFunc(list, func(o friend.Game) bool { return o.ID == b.ID })
		if i < 0 {
			added = append(added, b)
			r.Friends++
			continue
		}
		mb, _ := b.Match() // checked
		switch ms, err := list[i].Match(); {
		case err == nil && list[i].Kind == b.Kind && list[i].Seat == b.Seat && store.Extends(mb, ms):
			// the stored copy holds every move of the backup's
		case err == nil && list[i].Kind == b.Kind && list[i].Seat == b.Seat && store.Extends(ms, mb):
			list[i] = b
			r.Updated++
			changed = true
		default:
			beside[b.Kind] = append(beside[b.Kind], asKept(b, mb))
		}
	}
	if !changed && len(added) == 0 {
		return beside, nil
	}
	return beside, st.SaveFriends(append(added, list...))
}

// asKept is a game with a friend as a kept game for two on this device,
// shown at its last move, dated by its last change.
func asKept(g friend.Game, m game.Match) store.Game {
	return store.Game{Record: g.Record, View: m.Len(), Mode: store.ModeName(session.Hotseat), Saved: g.Changed}
}

// reviews merges the backup's reviews into st's: a review that a kept one
// covers (store.Review.Covers) is not added, one that covers kept ones
// replaces them, and the newest store.MaxReviews of all stay.
func (r *Report) reviews(st *store.Store, backup []store.Review) error {
	stored := st.Reviews()
	var added []store.Review
	for _, b := range backup {
		if !slices.ContainsFunc(stored, func(s store.Review) bool { return s.Covers(b) }) {
			added = append(added, b)
		}
	}
	if len(added) == 0 {
		return nil
	}
	stored = slices.DeleteFunc(stored, func(s store.Review) bool {
		return slices.ContainsFunc(added, func(a store.Review) bool { return a.Covers(s) })
	})
	type review struct {
		store.Review
		restored bool
	}
	var all []review // the stored first: of two reviews of one date, the stored stays
	for _, s := range stored {
		all = append(all, review{s, false})
	}
	for _, a := range added {
		all = append(all, review{a, true})
	}
	slices.SortStableFunc(all, func(a, b review) int { return cmp.Compare(b.Saved, a.Saved) })
	out := make([]store.Review, min(len(all), store.MaxReviews))
	for i := range out {
		out[i] = all[i].Review
		if all[i].restored {
			r.Reviews++
		}
	}
	return st.SaveReviews(out)
}

// puzzles merges the backup's puzzle progress into st's (puzzles.Merge).
func (r *Report) puzzles(st *store.Store, backup *puzzles.Progress) error {
	if backup == nil {
		return nil
	}
	stored, ok := st.SavedPuzzles()
	merged := *backup
	if ok {
		merged = puzzles.Merge(stored, *backup)
		if merged.Equal(stored) {
			return nil
		}
	}
	r.Puzzles += len(merged.Seen) - len(stored.Seen)
	return st.SavePuzzles(merged)
}
