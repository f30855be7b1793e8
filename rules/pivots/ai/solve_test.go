package ai

import "diamond/rules/pivots"

// An exhaustive solver for the tests, independent of the search: plain
// negamax over the atomic actions, a turn ending when the side to move
// changes or a swap is made, with nothing pruned and no evaluation; it
// remembers the results of the states it has solved (the position with
// the boards its turn has shown, which the loop rule needs), so that a
// chain's many orders of the same steps are solved once.

// Results of solve, for the side to move.
const (
	unknown = 0
	won     = 1
	lost    = -1
)

// solver counts its nodes and gives up past its budget.
type solver struct {
	budget int
	nodes  int
	memo   map[solverKey]int
}

type solverKey struct {
	hash, seen uint64
	turns      int
}

// solve returns whether the side to move in st wins whatever the other
// does within turns turns of either side (counting the one under way),
// loses whatever it does, or neither can be told within that many turns
// (or the node budget, ok false then).
func (sv *solver) solve(st *pivots.State, turns int) (result int, ok bool) {
	p := st.Current()
	if p.Over() {
		if p.Outcome().Winner == p.ToMove() {
			return won, true
		}
		return lost, true
	}
	if turns == 0 {
		return unknown, true
	}
	key := solverKey{hash: p.Hash(), turns: turns}
	for _, q := range st.Seen() {
		key.seen ^= q.Hash()*0x9e3779b97f4a7c15 + 1
	}
	if v, ok := sv.memo[key]; ok {
		return v, true
	}
	if sv.memo == nil {
		sv.memo = map[solverKey]int{}
	}
	v, ok := sv.search(st, turns)
	if ok {
		sv.memo[key] = v
	}
	return v, ok
}

func (sv *solver) search(st *pivots.State, turns int) (int, bool) {
	all := lost
	for _, a := range st.LegalActions(nil) {
		if sv.nodes++; sv.nodes > sv.budget {
			return unknown, false
		}
		v, ok := sv.after(st, a, turns)
		if !ok {
			return unknown, false
		}
		if v == won {
			return won, true
		}
		if v == unknown {
			all = unknown
		}
	}
	return all, true
}

// after returns the result of action a for the side playing it.
func (sv *solver) after(st *pivots.State, a pivots.Action, turns int) (int, bool) {
	me := st.Current().ToMove()
	st.Play(a)
	defer st.Undo()
	q := st.Current()
	if q.Phase() == pivots.Pivot || q.ToMove() == me && a != pivots.SwapAction && !q.Over() {
		return sv.solve(st, turns) // the turn goes on
	}
	if q.Over() {
		if q.Outcome().Winner == me {
			return won, true
		}
		return lost, true
	}
	v, ok := sv.solve(st, turns-1)
	return -v, ok
}

// winningActions returns the actions of st that win within turns turns,
// and whether the solver could tell for every action.
func (sv *solver) winningActions(st *pivots.State, turns int) ([]pivots.Action, bool) {
	var wins []pivots.Action
	for _, a := range st.LegalActions(nil) {
		v, ok := sv.after(st, a, turns)
		if !ok {
			return nil, false
		}
		if v == won {
			wins = append(wins, a)
		}
	}
	return wins, true
}
