package pivots

import "diamond/rules/rng"

// Playouts plays random games. It keeps its own state, so that playouts
// allocate nothing once warm. The zero value is ready to use; it is not
// safe for concurrent use.
type Playouts struct {
	st State
}

// Play plays uniformly random legal actions from s's position to the end
// of the game and returns the outcome and the number of actions played.
// s is not changed.
func (pl *Playouts) Play(s *State, r *rng.Rand) (Outcome, int) {
	// Only the current turn's boards matter from here on.
	pl.st.pos = s.pos
	pl.st.hist = append(pl.st.hist[:0], s.Seen()...)
	return pl.run(r)
}

// PlayFrom is Play from a position between turns.
func (pl *Playouts) PlayFrom(p Position, r *rng.Rand) (Outcome, int) {
	pl.st.Reset(p)
	return pl.run(r)
}

func (pl *Playouts) run(r *rng.Rand) (Outcome, int) {
	st := &pl.st
	n := 0
	for {
		a := st.RandomAction(r)
		if a == NoAction {
			return st.pos.Outcome(), n
		}
		st.Play(a)
		n++
		if st.pos.phase == Choose {
			st.hist = st.hist[:0] // no undo here: keep the turn's boards only
		}
	}
}
