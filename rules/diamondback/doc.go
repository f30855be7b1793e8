// Package diamondback implements the rules of Mike Schneider's Diamondback
// Chess (1997), as given on the project's rules page
// (docs/games/diamondback.md): chess on a board turned 45°, pawns
// whose moves depend on the square they stand on, positional castling,
// and a win for the pawn or king that reaches the enemy king's corner.
//
// The board (board.go) is a chessboard: a Bitboard holds a set of squares
// in a uint64, a1 = bit 0. Every table (tables.go: king, knight, the pawn
// targets of each colour and square, lines, magic sliders in magic.go) is
// derived in one init from shift primitives. A Position (position.go) is
// a small value: bitboards by colour and kind, the side to move, the
// fifty-move clock, the move number and a Zobrist hash; castling follows
// from the placement and there is no en passant. LegalMoves (movegen.go)
// fills a caller's buffer with Moves, 16-bit values (move.go), and Play
// makes one in place: copy a Position to keep the one before.
//
// A Game (game.go) owns the history: it applies repetition, resignation
// and agreed draws, writes each move in the SAN-like text (notation.go),
// and reads and writes records (record.go), links (compact.go) and FEN
// (fen.go). Match (match.go) is the game seen through the contract of
// rules/game, and Spec registers it in rules/games.
//
//	g, _ := diamondback.NewGame(0) // setup b1g8
//	err := g.PlayText("d4-d5")     // or "d4d5"
//	fmt.Println(g.Record(), g.Outcome())
package diamondback
