package diamond

import (
	"errors"
	"fmt"
	"math"

	"diamond/rules/game"
)

// Spec is Diamond for the game-independent code (rules/game).
var Spec game.Spec = spec{}

type spec struct{}

func (spec) ID() string               { return "diamond" }
func (spec) Name() string             { return "Diamond" }
func (spec) SideNames() [2]string     { return [2]string{"Black", "White"} }
func (spec) Starts() []string         { return []string{"standard"} }
func (spec) Geometry() *game.Geometry { return &geometryData }

func (spec) New(start int) (game.Match, error) {
	if start != 0 {
		return nil, fmt.Errorf("diamond has one start (0), not %d", start)
	}
	return &Match{NewGame()}, nil
}

func (spec) ParseCompact(s string) (game.Match, error) {
	g, err := ParseCompact(s)
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

func (spec) ParsePosition(s string) (game.Match, error) {
	p, err := ParsePosition(s)
	if err != nil {
		return nil, err
	}
	return &Match{NewGameFrom(p)}, nil
}

// Match is a Diamond game seen through the game contract. Game gives
// Diamond's own view of it, for Diamond's app adapter and computer player.
type Match struct{ g *Game }

// NewMatch wraps a game; the two share their moves.
func NewMatch(g *Game) *Match { return &Match{g} }

// Game returns the Diamond game.
func (m *Match) Game() *Game { return m.g }

func (m *Match) Spec() game.Spec { return Spec }

func (m *Match) Start() int {
	if m.g.Start() == StartPosition() {
		return 0
	}
	return -1
}

func (m *Match) Len() int          { return m.g.Len() }
func (m *Match) Moves() []string   { return m.g.FormattedActions() }
func (m *Match) Undo() bool        { return m.g.Undo() }
func (m *Match) Clone() game.Match { return &Match{m.g.Clone()} }
func (m *Match) AgreeDraw() error  { return mapOver(m.g.AgreeDraw()) }
func (m *Match) Compact() string   { return m.g.Compact() }
func (m *Match) Record() string    { return m.g.Record().String() }
func (m *Match) Position() string  { return FormatPosition(m.g.Position()) }
func (m *Match) Diagram() string   { return m.g.Position().String() }
func (m *Match) EndsTurn(int) bool { return true }
func (m *Match) Resign(s game.Side) error {
	return mapOver(m.g.Resign(Color(s)))
}

// mapOver gives the contract's ErrGameOver for Diamond's.
func mapOver(err error) error {
	if errors.Is(err, ErrGameOver) {
		return game.ErrGameOver
	}
	return err
}

func (m *Match) Legal() []string {
	actions := m.g.LegalActions()
	p := m.g.Position()
	s := make([]string, len(actions))
	for i, a := range actions {
		s[i] = FormatAction(p, a)
	}
	return s
}

func (m *Match) Play(move string) error {
	if m.g.Outcome().Over() {
		return game.ErrGameOver
	}
	a, err := ParseAction(m.g.Position(), move)
	if err != nil {
		return err
	}
	return m.g.Play(a)
}

func (m *Match) Outcome() game.Outcome {
	o := m.g.Outcome()
	if !o.Over() {
		return game.Outcome{}
	}
	out := game.Outcome{Over: true, Draw: o.IsDraw(), Winner: game.Side(o.Winner), Text: o.String()}
	out.Reason = reasonWord[o.Reason]
	out.Declared = o.Reason == Resignation || o.Reason == Agreement
	return out
}

var reasonWord = [...]game.Reason{
	NotOver:       "",
	SquareWin:     "square",
	Resignation:   game.Resignation,
	Agreement:     game.Agreement,
	NoLegalAction: "no-moves",
	Repetition:    "repetition",
	FiftyActions:  "fifty-actions",
}

func (m *Match) ToMove(ply int) game.Side { return game.Side(m.g.PositionAt(ply).ToMove()) }

// SideOf: seat 0 placed first, as Black; a swap at ply 1 makes it White.
func (m *Match) SideOf(seat game.Seat, ply int) game.Side {
	s := game.Side(seat)
	if ply >= 2 && m.g.actions[1] == SwapAction {
		s = s.Other()
	}
	return s
}

func (m *Match) Perft(depth int) int64 {
	if depth > 0 && m.g.Outcome().Over() {
		return 0
	}
	return Perft(m.g.Position(), depth)
}

// The pieces of Diamond's legend, as game.Piece values.
const (
	PieceBlack   game.Piece = 1 + game.Piece(BlackPiece)
	PieceWhite   game.Piece = 1 + game.Piece(WhitePiece)
	PieceNeutral game.Piece = 1 + game.Piece(Neutral)
)

func (m *Match) Board(ply int) game.Board {
	p := m.g.PositionAt(ply)
	b := game.Board{Pieces: make([]game.Piece, NumPoints), Marks: make([]game.Mark, NumPoints)}
	for q := Point(0); q < NumPoints; q++ {
		if c := p.At(q); c != Empty {
			b.Pieces[q] = 1 + game.Piece(c)
		}
	}
	if ply > 0 {
		a := m.g.actions[ply-1]
		switch a.Kind() {
		case Place, Remove:
			b.Marks[a.To()] |= game.Last
		case Step:
			b.Marks[a.To()] |= game.Last
			b.Marks[a.From()] |= game.LastFrom
			for _, c := range m.g.PositionAt(ply - 1).Captures(a).Points() {
				b.Marks[c] |= game.Captured
			}
		}
	}
	if o := p.Outcome(); o.Reason == SquareWin {
		for _, q := range o.Square.Corners().Points() {
			b.Marks[q] |= game.Winning
			b.Win = append(b.Win, int(q))
		}
	}
	return b
}

// geometryData is the board as data: the points where Position2D puts
// them, the 24 squares and 48 triangles as polygons, the lines, and the
// coordinates along the rank-1 and a-file edges.
var geometryData game.Geometry

func initGeometryData() {
	g := &geometryData
	for q := Point(0); q < NumPoints; q++ {
		x, y := q.Position2D()
		g.Sites = append(g.Sites, game.Site{Name: q.String(), X: x, Y: y})
	}
	for _, t := range triangleMasks {
		g.Cells = append(g.Cells, game.Cell{Poly: polygon(t), Class: "tri", Site: -1})
	}
	for s := Square(0); s < NumSquares; s++ {
		g.Cells = append(g.Cells, game.Cell{Poly: polygon(s.Corners()), Class: "sq", Site: -1})
	}
	for _, l := range Lines() {
		g.Lines = append(g.Lines, [2]int{int(l[0]), int(l[1])})
	}
	g.Labels = labels()
	g.Legend = []game.PieceStyle{
		{},
		{Name: "black", Class: "black", Side: game.First, Fill: "#1d1d1d", Stroke: "#000000", Letter: "b"},
		{Name: "white", Class: "white", Side: game.Second, Fill: "#fbfbf8", Stroke: "#333333", Letter: "w"},
		{Name: "neutral", Class: "neutral", Neutral: true, Fill: "#c0392b", Stroke: "#7d1f15", Letter: "n"},
	}
	d4, _ := ParsePoint("d4")
	g.Cursor = int(d4)
	g.Frame = [4]float64{-4.8, -5.3, 9.6, 10.6}
}

// polygon returns the corners of a square or triangle, by point (the
// layout draws them in order around their centre).
func polygon(corners Bitboard) [][2]float64 {
	var poly [][2]float64
	for _, q := range corners.Points() {
		x, y := q.Position2D()
		poly = append(poly, [2]float64{x, y})
	}
	return poly
}

// labelOffset is how far a label stands out from its point, along the
// outward normal of the edge it names.
const labelOffset = 0.6

// labels returns the file letters along the rank-1 edge (lower left) and
// the rank numbers along the a-file edge (lower right): a to g and 1 to 7
// beside the points that carry them, h beside h2 and 8 beside b8, where
// the lattice lacks h1 and a8.
func labels() []game.Label {
	var ls []game.Label
	add := func(text string, p Point, nx, ny float64) {
		x, y := p.Position2D()
		ls = append(ls, game.Label{Text: text, X: x + nx*labelOffset, Y: y + ny*labelOffset})
	}
	s := math.Sqrt(0.5)
	for f := 0; f < 8; f++ {
		p, _ := PointAt(f, min(f/7, 1)) // h1 does not exist: h2
		add(string(rune('a'+f)), p, -s, s)
	}
	for r := 0; r < 8; r++ {
		p, _ := PointAt(min(r/7, 1), r) // a8 does not exist: b8
		add(string(rune('1'+r)), p, s, s)
	}
	return ls
}
