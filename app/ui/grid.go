package ui

import (
	"strings"

	"diamond/app/geom"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// grid draws the board's cells, lines and coordinates: the part that
// changes only when the board flips or the coordinates toggle. As a
// component of its own it is skipped when a move re-renders the board,
// which keeps each move's work on the page small.
type grid struct {
	app.Compo

	IGeometry *game.Geometry
	IFlipped  bool
	ICoords   bool
}

func newGrid() *grid { return &grid{} }

// Geometry sets the board drawn.
func (g *grid) Geometry(geo *game.Geometry) *grid { g.IGeometry = geo; return g }

// Flipped turns the grid by 180 degrees.
func (g *grid) Flipped(v bool) *grid { g.IFlipped = v; return g }

// Coords shows the coordinates along two edges.
func (g *grid) Coords(v bool) *grid { g.ICoords = v; return g }

func (g *grid) Render() app.UI {
	l := geom.For(g.IGeometry, g.IFlipped)
	var labels []app.UI
	if g.ICoords {
		for _, lb := range l.Labels() {
			labels = append(labels, svg("text").Attr("x", lb.At.X).Attr("y", lb.At.Y).Text(lb.Text))
		}
	}
	cells, lines := drawCells(l)
	return svg("g").Class("grid").Body(cells, lines, svg("g").Class("labels").Body(labels...))
}

// drawCells draws a layout's cells and lines: the live board's grid and
// the rules page's diagrams alike. The cells of a look share one path, and
// the lines another: a few elements instead of hundreds, which the page
// builds faster as the app starts.
func drawCells(l *geom.Layout) (cells, lines app.UI) {
	geo := l.Geometry()
	var classes []string // in order of first appearance: the painting order
	paths := map[string]*strings.Builder{}
	for i, c := range geo.Cells {
		d, ok := paths[c.Class]
		if !ok {
			d = &strings.Builder{}
			paths[c.Class] = d
			classes = append(classes, c.Class)
		}
		d.WriteString("M" + l.Cell(i) + "Z")
	}
	cs := make([]app.UI, len(classes))
	for i, class := range classes {
		cs[i] = svg("path").Class(class).Attr("d", paths[class].String())
	}
	var d strings.Builder
	for _, ln := range geo.Lines {
		p, q := l.At(ln[0]), l.At(ln[1])
		d.WriteString("M" + geom.Num(p.X) + " " + geom.Num(p.Y) + "L" + geom.Num(q.X) + " " + geom.Num(q.Y))
	}
	return svg("g").Class("cells").Body(cs...), app.If(len(geo.Lines) > 0, func() app.UI {
		return svg("path").Class("lines").Attr("d", d.String())
	})
}
