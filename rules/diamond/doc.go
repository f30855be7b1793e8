// Package diamond implements the rules of Larry Back's game Diamond, as
// given on the project's rules page (docs/games/diamond.md).
//
// The board (board.go) has 62 points named like a chessboard without a8
// and h1; a Bitboard holds a set of them in a uint64, and every table
// (neighbours, squares, triangles, geometry) is derived once from the
// lattice rule. A Position (position.go) is a small value: bitboards for
// black, white and neutral pieces, the hands, the side to move, the pie
// rule's state, the fifty-action count and a Zobrist hash. Play applies an
// Action (action.go: placement, step, neutral removal or swap) in place;
// copy a Position to keep the one before.
//
// A Game (game.go) owns the history: it applies the rules that need it
// (threefold repetition) or the players' say (resignation, agreed draws),
// undoes actions, and reads and writes records in the project's notation
// (notation.go, record.go) and in a compact form for URLs (compact.go).
//
//	g := diamond.NewGame()
//	a, err := diamond.ParseAction(g.Position(), "d4")
//	if err == nil {
//		err = g.Play(a)
//	}
//	fmt.Println(g.Record(), g.Outcome())
package diamond
