package store

import "diamond/app/puzzles"

// KeyPuzzles is the key of the player's puzzles: rating, streak and the
// puzzles played, {"version":1,"puzzles":{…}}.
const KeyPuzzles = "diamond.puzzles"

// Puzzles returns the player's puzzle progress, or a newcomer's if none
// can be read (unreadable data is moved to a backup with a notice, as for
// every key).
func (st *Store) Puzzles() puzzles.Progress {
	var env envelope
	l := loss{"puzzle rating and progress", "they start again from a newcomer's"}
	if !st.load(KeyPuzzles, l, &env) || env.Puzzles == nil {
		return puzzles.New()
	}
	if err := env.Puzzles.Check(); err != nil { // read, but not a rating the arithmetic can use
		raw, _ := st.s.Get(KeyPuzzles)
		st.quarantine(KeyPuzzles, l, raw, err)
		return puzzles.New()
	}
	return *env.Puzzles
}

// SavePuzzles saves the player's puzzle progress.
func (st *Store) SavePuzzles(p puzzles.Progress) error {
	return st.save(KeyPuzzles, envelope{Puzzles: &p})
}
