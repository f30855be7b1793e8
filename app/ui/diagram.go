package ui

import (
	"fmt"
	"math"

	"diamond/app/geom"
	"diamond/rules/diamond"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// diagram draws part of a position and one step on it, for the rules
// page: the step as an arrow, the captured piece (if any) ringed.
type diagram struct {
	app.Compo

	IPosition diamond.Position
	IStep     diamond.Action
	ICaptured diamond.Point
}

func newDiagram() *diagram { return &diagram{ICaptured: diamond.NoPoint} }

// Position sets the position shown.
func (d *diagram) Position(p diamond.Position) *diagram { d.IPosition = p; return d }

// Step sets the step drawn as an arrow.
func (d *diagram) Step(a diamond.Action) *diagram { d.IStep = a; return d }

// Captured rings the piece the step captures.
func (d *diagram) Captured(q diamond.Point) *diagram { d.ICaptured = q; return d }

func (d *diagram) Render() app.UI {
	p := d.IPosition
	l := geom.For(diamond.Spec.Geometry(), false)
	occupied := p.Pieces(diamond.Black) | p.Pieces(diamond.White) | p.Neutrals() | d.IStep.To().Bit()
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range occupied.Points() {
		at := l.At(int(q))
		x0, y0, x1, y1 = math.Min(x0, at.X), math.Min(y0, at.Y), math.Max(x1, at.X), math.Max(y1, at.Y)
	}
	const margin = 0.85 * geom.Unit
	view := fmt.Sprintf("%g %g %g %g", x0-margin, y0-margin, x1-x0+2*margin, y1-y0+2*margin)
	cells, lines := drawCells(l)
	var pieces []app.UI
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		at := l.At(int(q))
		c := p.At(q)
		if c == diamond.Empty {
			continue
		}
		class := "piece " + diamond.Spec.Geometry().Legend[1+c].Class
		if q == d.ICaptured {
			class += " doomed"
		}
		pieces = append(pieces, svg("circle").Class(class).
			Attr("cx", at.X).Attr("cy", at.Y).Attr("r", geom.PieceRadius))
	}
	// The arrow runs from the piece's rim to the target's, clear of the
	// names written inside them.
	from, to := l.At(int(d.IStep.From())), l.At(int(d.IStep.To()))
	start, tip := geom.Toward(from, to, geom.PieceRadius), geom.Toward(to, from, geom.PieceRadius*0.9)
	// Each name inside its disc (or the target's ring), in a colour that
	// stands out on it: below the disc it fell on the lines, the target's
	// ring and the next piece down.
	var labels []app.UI
	for _, q := range occupied.Points() {
		at := l.At(int(q))
		class := "on-empty"
		if c := p.At(q); c != diamond.Empty {
			class = "on-" + diamond.Spec.Geometry().Legend[1+c].Class
		}
		labels = append(labels, svg("text").Class(class).Attr("x", at.X).Attr("y", at.Y-11).Text(q.String()))
	}
	return app.Div().Class("diagram").Body(
		svg("svg").Attr("viewBox", view).Class("board mini").Body(
			svg("defs").Body(
				svg("marker").ID("arrowhead").Attr("viewBox", "0 0 10 10").Attr("refX", 7).Attr("refY", 5).
					Attr("markerWidth", 4).Attr("markerHeight", 4).Attr("orient", "auto").Body(
					svg("path").Attr("d", "M0,0 L10,5 L0,10 z").Class("arrowhead"),
				),
			),
			cells,
			lines,
			svg("g").Class("pieces").Body(pieces...),
			svg("circle").Class("target-ring").Attr("cx", to.X).Attr("cy", to.Y).Attr("r", geom.PieceRadius),
			svg("line").Class("arrow").Attr("x1", start.X).Attr("y1", start.Y).Attr("x2", tip.X).Attr("y2", tip.Y).
				Attr("marker-end", "url(#arrowhead)"),
			svg("g").Class("diagram-labels").Body(labels...),
		),
	)
}
