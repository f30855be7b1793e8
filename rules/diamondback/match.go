package diamondback

import (
	"errors"

	"diamond/rules/game"
)

const (
	id   = "diamondback"
	name = "Diamondback Chess"
)

// Spec is Diamondback Chess for the game-independent code (rules/game).
var Spec game.Spec = spec{}

type spec struct{}

func (spec) ID() string               { return id }
func (spec) Name() string             { return name }
func (spec) SideNames() [2]string     { return [2]string{"White", "Black"} }
func (spec) Starts() []string         { return SetupNames() }
func (spec) Geometry() *game.Geometry { return geometry() }

func (spec) New(start int) (game.Match, error) {
	g, err := NewGame(start)
	if err != nil {
		return nil, err
	}
	return &Match{g}, nil
}

func (spec) ParseCompact(s string) (game.Match, error) {
	g, err := ParseLink(s)
	if err != nil {
		return nil, err
	}
	return &Match{g}, nil
}

func (spec) ParseRecord(text string) (game.Match, error) {
	g, err := ParseRecord(text)
	if err != nil {
		return nil, err
	}
	return &Match{g}, nil
}

// ParsePosition reads a FEN (or a setup's name).
func (spec) ParsePosition(s string) (game.Match, error) {
	if i := SetupIndex(s); i >= 0 {
		return &Match{NewGameFrom(setups()[i])}, nil
	}
	p, err := ParseFEN(s)
	if err != nil {
		return nil, err
	}
	return &Match{NewGameFrom(p)}, nil
}

// Match is a Diamondback game seen through the game contract. Game gives
// the package's own view of it, for the computer player and the engine
// protocol.
type Match struct{ g *Game }

// NewMatch wraps a game; the two share their moves.
func NewMatch(g *Game) *Match { return &Match{g} }

// Game returns the Diamondback game.
func (m *Match) Game() *Game { return m.g }

func (m *Match) Spec() game.Spec   { return Spec }
func (m *Match) Start() int        { return m.g.Setup() }
func (m *Match) Len() int          { return m.g.Len() }
func (m *Match) Moves() []string   { return m.g.Text() }
func (m *Match) Undo() bool        { return m.g.Undo() }
func (m *Match) Clone() game.Match { return &Match{m.g.Clone()} }
func (m *Match) AgreeDraw() error  { return mapOver(m.g.AgreeDraw()) }
func (m *Match) Compact() string   { return m.g.Link() }
func (m *Match) Record() string    { return m.g.Record().String() }
func (m *Match) EndsTurn(int) bool { return true }

// Position returns the current position in FEN.
func (m *Match) Position() string { return m.g.Position().FEN() }

// Diagram draws the current position as a grid, with the side to move
// and the FEN.
func (m *Match) Diagram() string { return m.g.Position().Diagram() }

func (m *Match) Resign(s game.Side) error { return mapOver(m.g.Resign(Color(s))) }

// mapOver gives the contract's ErrGameOver for the package's.
func mapOver(err error) error {
	if errors.Is(err, ErrGameOver) {
		return game.ErrGameOver
	}
	return err
}

// Legal lists the legal moves in the SAN-like text, as records write them.
func (m *Match) Legal() []string {
	if m.g.Outcome().Over() {
		return nil
	}
	p := m.g.Position()
	var buf [MaxMoves]Move
	legal := p.LegalMoves(buf[:0])
	s := make([]string, len(legal))
	for i, mv := range legal {
		after := p.After(mv)
		s[i] = formatSAN(&p, mv, legal, suffix(&after))
	}
	return s
}

// LegalCompact lists the legal moves in the compact form (d4d5, f7f8q, a
// castle as the king's move a1c1), for engine protocols.
func (m *Match) LegalCompact() []string {
	legal := m.g.LegalMoves()
	s := make([]string, len(legal))
	for i, mv := range legal {
		s[i] = mv.String()
	}
	return s
}

// Play plays a move in the SAN-like text or the compact form.
func (m *Match) Play(move string) error { return mapOver(m.g.PlayText(move)) }

func (m *Match) Outcome() game.Outcome {
	o := m.g.Outcome()
	if !o.Over() {
		return game.Outcome{}
	}
	return game.Outcome{
		Over:     true,
		Draw:     o.IsDraw(),
		Winner:   game.Side(o.Winner),
		Declared: o.Declared(),
		Reason:   game.Reason(o.Reason.String()),
		Text:     o.String(),
	}
}

func (m *Match) ToMove(ply int) game.Side { return game.Side(m.g.PositionAt(ply).ToMove()) }

// SideOf: there is no pie rule; seat 0 plays White.
func (m *Match) SideOf(seat game.Seat, ply int) game.Side { return game.Side(seat) }

func (m *Match) Perft(depth int) int64 {
	if depth > 0 && m.g.Outcome().Over() {
		return 0
	}
	return Perft(m.g.Position(), depth)
}

// PieceOf returns the legend entry of a piece: 1..6 for White's K Q R B
// N P, 7..12 for Black's.
func PieceOf(c Color, k Kind) game.Piece {
	return game.Piece(1 + 6*int(c) + [...]int{5, 4, 3, 2, 1, 0}[k])
}

// Board is the position after ply moves, with the last move's squares,
// a capture, a king in check and a reached corner marked.
func (m *Match) Board(ply int) game.Board {
	p := m.g.PositionAt(ply)
	b := game.Board{Pieces: make([]game.Piece, NumSquares), Marks: make([]game.Mark, NumSquares)}
	for s := Square(0); s < NumSquares; s++ {
		if c, k := p.At(s); k != NoKind {
			b.Pieces[s] = PieceOf(c, k)
		}
	}
	if ply > 0 {
		mv := m.g.moves[ply-1]
		b.Marks[mv.To()] |= game.Last
		b.Marks[mv.From()] |= game.LastFrom
		if before := m.g.PositionAt(ply - 1); before.IsCapture(mv) {
			b.Marks[mv.To()] |= game.Captured
		}
	}
	if p.InCheck() {
		b.Marks[p.King(p.ToMove())] |= game.Check
	}
	if winner, ok := p.CornerWinner(); ok {
		corner := goalCorner[winner]
		b.Marks[corner] |= game.Winning
		b.Win = []int{int(corner)}
	}
	return b
}
