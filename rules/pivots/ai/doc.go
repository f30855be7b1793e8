// Package ai is Diamonds & Pivots's computer player. It is pure Go, so it
// runs natively in tests and the tools and as WebAssembly in the app's Web
// Worker, which asks it for one atomic action at a time (rules/players).
//
// A turn is a drop and the pivot steps its chain demands. Levels 2 to 5
// search whole turns by alpha-beta (alphabeta.go): a node's moves are its
// turns, each board a drop's chain can end on a move of its own, listed
// with their actions by turns.go; the evaluation (eval.go, alphabeta.go)
// counts stones, the tempo, the tie that White wins, capture threats and
// the end of a won game. Asked for a turn's first action, a level chooses
// the whole turn and keeps the rest as a plan that answers the following
// steps at once (think.go). The pie rule's turns follow an opening book
// measured by self-play (openings.go). Level 1 and the plain UCT baseline
// are Monte Carlo tree searches over the atomic actions through
// rules/search (state.go). The levels' table is rules/pivots/levels,
// from which levels.go builds each level's search; EXPERIMENTS.md says
// what was tried and measured.
package ai
