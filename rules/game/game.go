// Package game is the contract between one game's rules and everything
// that is the same for every game: the app, records, links, storage,
// embeds, pictures, the worker, cmd/engine and cmd/arena. A game
// implements Spec and Match in its own package (rules/diamond,
// rules/pivots, rules/diamondback) and is registered in rules/games.
//
// Moves cross the contract as notation strings, as on AbstractPlay: the
// app and the tools never see a game's move type. A move is one atomic
// action; a turn may be several actions by the same side (a Pivots drop
// followed by its pivot steps), so ToMove may stay the same after a move.
package game

import "errors"

// Side is a colour. Side 0 moves first from the standard start: Black in
// Diamond and Pivots, White in Diamondback.
type Side uint8

// The two sides.
const (
	First  Side = 0
	Second Side = 1
)

// Other returns the opponent's side.
func (s Side) Other() Side { return 1 - s }

// Seat is a player, as opposed to the colour they play: seat 0 made the
// first move of the game. The pie rule (a swap) changes the side a seat
// plays, never the seat.
type Seat uint8

// Outcome is how a game ended, or the zero value while it goes on.
type Outcome struct {
	Over     bool
	Draw     bool   // a draw; Winner is meaningless then
	Winner   Side   // for a win
	Declared bool   // a resignation or an agreed draw: Undo removes it
	Reason   Reason // one word for tools and storage: "square", "passes", "checkmate", Resignation, ...
	Text     string // for people: "White wins: square completed (d3 d4 e3 e4)"
}

// Reason is why a game ended, in one word for tools and storage. Each
// game has its own words for its rules' endings ("square", "checkmate");
// the declarations are every game's.
type Reason string

// The reasons of the declarations: Resign and AgreeDraw.
const (
	Resignation Reason = "resignation"
	Agreement   Reason = "agreement"
)

// Result is the outcome in the records' terms: "*", "1-0" when side 0
// won, "0-1" when side 1 won, "1/2-1/2".
func (o Outcome) Result() string {
	switch {
	case !o.Over:
		return "*"
	case o.Draw:
		return "1/2-1/2"
	case o.Winner == First:
		return "1-0"
	}
	return "0-1"
}

// ErrGameOver is returned for a move or a declaration after the end.
var ErrGameOver = errors.New("the game is over")

// Spec is one game: its names, its starts and its parsers.
type Spec interface {
	// ID names the game in links, storage keys, file names, record tags,
	// worker messages and the tools' -game flag: "diamond", "pivots",
	// "diamondback".
	ID() string
	// Name is the game's name for people: "Diamonds & Pivots".
	Name() string
	// SideNames names the sides, side 0 first: {"Black", "White"}.
	SideNames() [2]string
	// Starts names the standard starting setups, the first the default:
	// one for most games, four for Diamondback ("b1g8", ...).
	Starts() []string
	// New starts a game from standard start number start.
	New(start int) (Match, error)
	// ParseCompact reads a game in its link form, checking every move.
	ParseCompact(s string) (Match, error)
	// ParseRecord reads a game record, checking every move; a bad move
	// is reported as a *record.MoveError.
	ParseRecord(text string) (Match, error)
	// ParsePosition starts a game from a position in the game's position
	// notation (FEN for Diamondback).
	ParsePosition(s string) (Match, error)
	// Geometry is the board as data, for drawing it.
	Geometry() *Geometry
}

// Match is a game being played: a start, the moves since, and how it
// ended. Plies count moves (atomic actions) from the start: ply i is the
// i-th move, 0-based.
type Match interface {
	Spec() Spec
	// Start is the number of the standard start the game began from, or
	// -1 for a position set up by hand.
	Start() int
	Len() int
	// Moves returns the moves played, in the text notation as written in
	// records (capture marks and suffixes included).
	Moves() []string
	// Legal lists every legal move in a form Play accepts; none once the
	// game is over.
	Legal() []string
	// Play plays a move given in the text notation (or another notation
	// the game reads), or says why it cannot be played. A move refused
	// leaves the match unchanged (Len, Moves, Compact, Outcome, ToMove,
	// Legal), so playing a move is how to ask whether it is legal, and
	// Undo takes it back if the match must stay as it was.
	Play(move string) error
	// Undo takes back the last move, or a declared result first. It
	// returns false when there is nothing to take back.
	Undo() bool
	// Clone returns an independent copy.
	Clone() Match
	Outcome() Outcome
	// Resign ends the game with side s resigning (Reason Resignation).
	Resign(s Side) error
	// AgreeDraw ends the game in a draw by agreement (Reason Agreement).
	AgreeDraw() error
	// ToMove is the side to move after ply moves (0 ≤ ply ≤ Len).
	ToMove(ply int) Side
	// EndsTurn reports whether move ply (0 ≤ ply < Len) ended its side's
	// turn; false for a move that the same side must follow with another
	// (a Pivots drop followed by pivot steps).
	EndsTurn(ply int) bool
	// SideOf is the side seat plays after ply moves: the pie rule's swap
	// exchanges them.
	SideOf(seat Seat, ply int) Side
	// Compact is the game in its link form. Contract: the compact form of
	// a game is a prefix of the compact form of any game that continues
	// it (results aside), so a line of moves can be stored as a suffix.
	Compact() string
	// Record is the game record as text, with the game's tags.
	Record() string
	// Position is the current position in the game's position notation.
	Position() string
	// Board is the position after ply moves, for drawing.
	Board(ply int) Board
	// Perft counts the sequences of depth moves from the current position
	// (leaf nodes), each game with its fast move generator.
	Perft(depth int) int64
	// Diagram draws the current position as plain text, for the engine's
	// show command and test failures.
	Diagram() string
}

// Piece is what stands on a site: 0 is empty; the others index the
// geometry's Legend.
type Piece uint8

// Mark is a set of highlights on one site; the zero value marks nothing.
type Mark uint16

// The marks on a board: a game's Board reports the first five; the app
// adds the others for the move being entered and a hint.
const (
	Last     Mark = 1 << iota // where the last move went
	LastFrom                  // where the last move came from
	Captured                  // a piece was taken here by the last move
	Winning                   // part of the winning pattern
	Check                     // a king in check
	Selected                  // the piece chosen to move
	Target                    // where the chosen piece (or the move being entered) may go
	Option                    // a site that may be chosen now (a removable piece, a pivot)
	Hint                      // where the hinted move goes
	HintFrom                  // where the hinted move comes from
	Doomed                    // a piece the move being entered would capture
	Own                       // with Doomed: the mover's own piece
	Lands                     // a piece of the mover's would stand here after the move being entered
)

// Board is a position ready to draw: what stands on each site and the
// marks of the move that led to it.
type Board struct {
	Pieces []Piece // by site
	Marks  []Mark  // by site
	// Win lists the sites of a filled winning pattern (Diamond's square).
	Win []int
}

// LastTurnStart is the first move of m's last turn: m.Len() less one in
// most games, earlier for a Pivots drop and its chain; m.Len() before the
// first move.
func LastTurnStart(m Match) int {
	from := m.Len()
	for from > 0 && (from == m.Len() || !m.EndsTurn(from-1)) {
		from--
	}
	return from
}
