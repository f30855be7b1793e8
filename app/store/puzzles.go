package store

import "diamond/app/puzzles"

// KeyPuzzles is the key of the player's puzzles: rating, streak and the
// puzzles played, {"version":1,"puzzles":{…}}.
const KeyPuzzles = "diamond.puzzles"

// Puzzles returns the player's puzzle progress, or a newcomer's if none
// can be read.
func (st *Store) Puzzles() puzzles.Progress {
	if p, ok := st.SavedPuzzles(); ok {
		return p
	}
	return puzzles.New()
}

// SavedPuzzles returns the player's puzzle progress, if any is stored and
// can be read (unreadable data is moved to a backup with a notice, as for
// every key).
func (st *Store) SavedPuzzles() (puzzles.Progress, bool) {
	var env envelope
	l := loss{"puzzle rating and progress", "they start again from a newcomer's"}
	if !st.load(KeyPuzzles, l, &env) || env.Puzzles == nil {
		return puzzles.Progress{}, false
	}
	if err := env.Puzzles.Check(); err != nil { // read, but not a rating the arithmetic can use
		raw, _ := st.s.Get(KeyPuzzles)
		st.quarantine(KeyPuzzles, l, raw, err)
		return puzzles.Progress{}, false
	}
	return *env.Puzzles, true
}

// SavePuzzles saves the player's puzzle progress.
func (st *Store) SavePuzzles(p puzzles.Progress) error {
	return st.save(KeyPuzzles, envelope{Puzzles: &p})
}
