// Package pivots implements the rules of João Pedro Neto's game Diamonds
// & Pivots (2005), as given with the project's resolutions (R1–R14) on
// the rules page (docs/games/pivots.md).
//
// The board (board.go) has 61 hexagonal cells with Neto's names (a1 to
// i9); a Bitboard holds a set of them in a uint64, and every table
// (neighbours, lines, the 132 diamonds, the 1,878 pivot steps, the shifts
// that find diamonds bit-parallel) is derived once from the naming rule.
//
// A turn is several atomic actions by the same side (action.go): a drop
// followed by the mandatory pivot steps while the mover owns a diamond, a
// pass, or White's pie-rule swap. A Position (position.go) is a small
// value: the stones, the side to move, the phase (Choose or Pivot), the
// turn number, the consecutive passes and a Zobrist hash. A State
// (state.go) adds the positions before it, which the loop rule (R7: a step
// may not bring back a board of the same turn) and Undo need; it is the
// type for search, with LegalActions into a caller's buffer, Play, Undo
// and RandomAction, allocation-free.
//
// A Game (game.go) owns a game's history, the players' declarations
// (resignation, agreed draw) and its notations: the text notation of
// actions (notation.go), records (record.go), the compact form for links
// (compact.go) and a position notation for set-up starts (setup.go).
// Match (match.go) is the game seen through the project's game contract
// (rules/game), and Spec is its entry in the registry.
//
//	g := pivots.NewGame()
//	a, err := g.ParseAction("e5")
//	if err == nil {
//		err = g.Play(a)
//	}
//	fmt.Println(g.Record(), g.Outcome())
package pivots
