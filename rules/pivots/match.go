package pivots

import (
	"fmt"
	"math"
	"sync"

	"diamond/rules/game"
)

// The game's names.
const (
	ID   = "pivots"
	Name = "Diamonds & Pivots"
)

// Spec is Diamonds & Pivots for the game-independent code (rules/game).
var Spec game.Spec = spec{}

type spec struct{}

func (spec) ID() string               { return ID }
func (spec) Name() string             { return Name }
func (spec) SideNames() [2]string     { return [2]string{"Black", "White"} }
func (spec) Starts() []string         { return []string{"standard"} }
func (spec) Geometry() *game.Geometry { return geometry() }

func (spec) New(start int) (game.Match, error) {
	if start != 0 {
		return nil, fmt.Errorf("%s has one start (0), not %d", Name, start)
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

// Match is a game of Diamonds & Pivots seen through the game contract.
// Game gives the package's own view of it, for an app adapter and the
// computer player.
type Match struct{ g *Game }

// NewMatch wraps a game; the two share their moves.
func NewMatch(g *Game) *Match { return &Match{g} }

// Game returns the game.
func (m *Match) Game() *Game { return m.g }

func (m *Match) Spec() game.Spec { return Spec }

func (m *Match) Start() int {
	if m.g.Start() == StartPosition() {
		return 0
	}
	return -1
}

func (m *Match) Len() int                 { return m.g.Len() }
func (m *Match) Moves() []string          { return m.g.FormattedActions() }
func (m *Match) Undo() bool               { return m.g.Undo() }
func (m *Match) Clone() game.Match        { return &Match{m.g.Clone()} }
func (m *Match) AgreeDraw() error         { return m.g.AgreeDraw() }
func (m *Match) Resign(s game.Side) error { return m.g.Resign(Color(s)) }
func (m *Match) Compact() string          { return m.g.Compact() }
func (m *Match) Record() string           { return m.g.Record() }
func (m *Match) Position() string         { return FormatPosition(m.g.Position()) }
func (m *Match) Diagram() string          { return m.g.Position().String() }
func (m *Match) EndsTurn(ply int) bool    { return m.g.EndsTurn(ply) }

func (m *Match) ToMove(ply int) game.Side { return game.Side(m.g.st.At(ply).toMove) }

// SideOf: seat 0 made the first move, with the colour to move at the
// start (Black from the standard start); a swap exchanges the seats'
// colours.
func (m *Match) SideOf(seat game.Seat, ply int) game.Side {
	s := game.Side(seat) ^ game.Side(m.g.st.At(0).toMove)
	if m.g.swappedBefore(ply) {
		s = s.Other()
	}
	return s
}

func (m *Match) Legal() []string {
	actions := m.g.LegalActions()
	s := make([]string, len(actions))
	for i, a := range actions {
		s[i] = a.String()
	}
	return s
}

func (m *Match) Play(move string) error {
	a, err := m.g.ParseAction(move)
	if err != nil {
		if m.g.Outcome().Over() {
			return game.ErrGameOver
		}
		return err
	}
	return m.g.Play(a)
}

func (m *Match) Outcome() game.Outcome {
	o := m.g.Outcome()
	if !o.Over() {
		return game.Outcome{}
	}
	return game.Outcome{
		Over:     true,
		Draw:     o.IsDraw(),
		Winner:   game.Side(o.Winner),
		Declared: o.Reason == Resignation || o.Reason == Agreement,
		Reason:   game.Reason(o.Reason.Word()),
		Text:     o.String(),
	}
}

func (m *Match) Perft(depth int) int64 {
	if depth > 0 && m.g.declared.Over() {
		return 0
	}
	return Perft(m.g.State(), depth)
}

// The pieces of the legend, as game.Piece values.
const (
	PieceBlack game.Piece = 1
	PieceWhite game.Piece = 2
)

// Board marks a drop's cell as Last; a step's pivot as LastFrom, its
// line's three cells as Last and the cells whose stones it took as
// Captured.
func (m *Match) Board(ply int) game.Board {
	p := m.g.st.At(ply)
	b := game.Board{Pieces: make([]game.Piece, NumCells), Marks: make([]game.Mark, NumCells)}
	for c := Cell(0); c < NumCells; c++ {
		if color, ok := p.At(c); ok {
			b.Pieces[c] = PieceBlack + game.Piece(color)
		}
	}
	if ply == 0 {
		return b
	}
	switch a := m.g.actions[ply-1]; a.Kind() {
	case Drop:
		b.Marks[a.Cell()] |= game.Last
	case Step:
		before := m.g.st.At(ply - 1)
		b.Marks[a.Pivot()] |= game.LastFrom
		for _, c := range a.Line().Cells() {
			b.Marks[c] |= game.Last
		}
		for _, c := range before.Captures(a).Cells() {
			b.Marks[c] |= game.Captured
		}
	}
	return b
}

// geometryData is the board as data: the page's pointy-top hexagons with
// neighbouring centres 1 apart, e5 at the origin and row 1 at the top.
var (
	geometryData game.Geometry
	geometryOnce sync.Once
)

// geometry returns the board's data, made when first drawn rather than
// when the app starts on another game.
func geometry() *game.Geometry {
	geometryOnce.Do(initGeometryData)
	return &geometryData
}

// center returns the centre of cell c: x = (L+N)/2, y = (L−N)·√3/2 (the
// page's screen geometry for hexagons of circumradius 1/√3), from e5.
func center(c Cell) (x, y float64) {
	l, n := float64(c.Letter()), float64(c.Number())
	return (l+n)/2 - 5, (l - n) * math.Sqrt(3) / 2
}

// labelOffset is how far a coordinate stands from the cell it labels,
// along the line it names.
const labelOffset = 0.8

func initGeometryData() {
	g := &geometryData
	r := 1 / math.Sqrt(3)
	for c := Cell(0); c < NumCells; c++ {
		x, y := center(c)
		g.Sites = append(g.Sites, game.Site{Name: c.String(), X: x, Y: y})
		var poly [][2]float64
		for k := 0; k < 6; k++ {
			a := math.Pi/6 + float64(k)*math.Pi/3
			poly = append(poly, [2]float64{x + r*math.Cos(a), y + r*math.Sin(a)})
		}
		g.Cells = append(g.Cells, game.Cell{Poly: poly, Class: "hex", Site: int(c)})
	}
	// Letters beyond the lower-left end of each letter's line (a1 ... e1,
	// f2 ... i5), numbers beyond the upper-left end of each number's line
	// (a1 ... a5, b6 ... e9).
	label := func(text string, c Cell, d Dir) {
		x, y := center(c)
		dx, dy := float64(dirVectors[d][0]+dirVectors[d][1])/2, float64(dirVectors[d][0]-dirVectors[d][1])*math.Sqrt(3)/2
		g.Labels = append(g.Labels, game.Label{Text: text, X: x + dx*labelOffset, Y: y + dy*labelOffset})
	}
	for l := 1; l <= 9; l++ {
		c, _ := CellAt(l, max(1, l-4))
		label(string(rune('a'+l-1)), c, SW)
	}
	for n := 1; n <= 9; n++ {
		c, _ := CellAt(max(1, n-4), n)
		label(string(rune('0'+n)), c, NW)
	}
	g.Legend = []game.PieceStyle{
		{},
		{Name: "black stone", Class: "black", Side: game.First, Fill: "#1d1d1d", Stroke: "#000000", Letter: "b"},
		{Name: "white stone", Class: "white", Side: game.Second, Fill: "#fbfbf8", Stroke: "#333333", Letter: "w"},
	}
	e5, _ := CellAt(5, 5)
	g.Cursor = int(e5)
}
