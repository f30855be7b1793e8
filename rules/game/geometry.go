package game

// Geometry is a board as data: where its sites are, the cells and lines
// drawn beneath the pieces, the coordinate labels and how each piece
// looks. One layout (app/geom) draws every game's live board, the rules
// page's diagrams and the exported pictures from it.
//
// Lengths are in edges (neighbouring sites are about 1 apart), with y
// pointing down and side 0 at the bottom: the board as side 0 sees it.
type Geometry struct {
	Sites  []Site
	Cells  []Cell
	Lines  [][2]int // pairs of sites joined by a drawn line (Diamond's lattice)
	Labels []Label
	// Legend describes each Piece, indexed by it; entry 0 (empty) is
	// unused.
	Legend []PieceStyle
	// Cursor is the site where the keyboard cursor starts.
	Cursor int
	// Frame is the drawing's bounds (x, y, width, height), the same on
	// every side of the centre so that a flipped board needs no other;
	// zero: computed from the cells, sites and labels.
	Frame [4]float64
}

// Site is a place a piece can stand, with its name in the notation.
type Site struct {
	Name string
	X, Y float64
}

// Cell is a convex polygon drawn beneath the pieces: a square, a
// triangle, a hexagon, its corners in any order (the layout draws them
// around their centre). Class names its look (a CSS class: "sq", "tri",
// "hex", "light", "dark"); Site is the site it belongs to, or -1.
type Cell struct {
	Poly  [][2]float64
	Class string
	Site  int
}

// Label is a coordinate written beside the board.
type Label struct {
	Text string
	X, Y float64
}

// PieceStyle is how a piece is drawn and named.
type PieceStyle struct {
	Name  string // "black", "white king"
	Class string // CSS class of the live board: "black", "wk"
	Side  Side   // the side it belongs to; Neutral pieces say so below
	// Neutral is a piece of neither side (Diamond's neutral pieces).
	Neutral bool
	// Fill and Stroke colour it in a standalone picture.
	Fill, Stroke string
	// Glyph is SVG path data drawn over the disc in a 100-unit box
	// centred on the site, or "" for a plain disc (stones).
	Glyph string
	// Letter is its one-character symbol in diagrams: "b", "w", "K", "p".
	Letter string
}
