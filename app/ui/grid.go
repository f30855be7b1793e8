package ui

import (
	"diamond/app/geom"
	"diamond/rules/diamond"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// grid draws the board's squares, triangles, lines and coordinates: the
// part that changes only when the board flips or the coordinates toggle.
// As a component of its own it is skipped when a move re-renders the
// board, which keeps each move's work on the page small.
type grid struct {
	app.Compo

	IFlipped bool
	ICoords  bool
}

func newGrid() *grid { return &grid{} }

// Flipped turns the grid by 180 degrees.
func (g *grid) Flipped(v bool) *grid { g.IFlipped = v; return g }

// Coords shows the coordinates along two edges.
func (g *grid) Coords(v bool) *grid { g.ICoords = v; return g }

func (g *grid) Render() app.UI {
	cells := make([]app.UI, 0, diamond.NumSquares+diamond.NumTriangles)
	for _, t := range diamond.Triangles() {
		cells = append(cells, svg("polygon").Class("tri").Attr("points", geom.Polygon(t, g.IFlipped)))
	}
	for s := diamond.Square(0); s < diamond.NumSquares; s++ {
		cells = append(cells, svg("polygon").Class("sq").Attr("points", geom.Polygon(s.Corners(), g.IFlipped)))
	}
	lines := make([]app.UI, 0, 133)
	for _, l := range diamond.Lines() {
		p, q := geom.At(l[0], g.IFlipped), geom.At(l[1], g.IFlipped)
		lines = append(lines, svg("line").
			Attr("x1", p.X).Attr("y1", p.Y).Attr("x2", q.X).Attr("y2", q.Y))
	}
	var labels []app.UI
	if g.ICoords {
		for _, l := range geom.Labels(g.IFlipped) {
			labels = append(labels, svg("text").Attr("x", l.At.X).Attr("y", l.At.Y).Text(l.Text))
		}
	}
	return svg("g").Class("grid").Body(
		svg("g").Class("cells").Body(cells...),
		svg("g").Class("lines").Body(lines...),
		svg("g").Class("labels").Body(labels...),
	)
}
