package ui

import (
	"fmt"
	"math"
	"strings"

	"diamond/app/geom"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// miniDiagram draws a static board of any game for the rules pages: the
// pieces and marks of a game.Board, arrows for moves, extra highlights on
// some sites, and the whole board or a part of it. It uses the live
// board's layout, cells and pieces (drawCells, pieceShape) and its CSS
// classes, and decides nothing: the pages compute what to show with the
// game's engine.
type miniDiagram struct {
	app.Compo

	IGeometry   *game.Geometry
	IBoard      game.Board
	IArrows     [][2]int
	IHighlights map[int]string // extra classes of a site's point: "move", "capture", "ring"
	IShades     map[int]string // classes of a site's shaded cell: "zone", "kind-w"
	IFrame      []int          // the sites to frame; none: the whole board
	IMargin     float64        // around the framed sites, in board edges
	ILabels     map[int]string // text written on sites: their names, a pawn's kind
	ICoords     bool           // the board's coordinates (for the whole board)
	IClass      string         // an extra class for the drawing
}

// The highlights a diagram draws on a site, besides the board's marks.
const (
	hlMove    = "move"    // a dot: a piece may go there
	hlCapture = "capture" // a ring: a piece may capture there
	hlRing    = "ring"    // a dashed ring: a square the text names
)

func newMiniDiagram(geo *game.Geometry, b game.Board) *miniDiagram {
	return &miniDiagram{IGeometry: geo, IBoard: b, IMargin: 0.8}
}

// Arrow draws a move from one site to another.
func (d *miniDiagram) Arrow(from, to int) *miniDiagram {
	d.IArrows = append(d.IArrows, [2]int{from, to})
	return d
}

// Highlight adds a class (hlMove, hlCapture, ...) to sites.
func (d *miniDiagram) Highlight(class string, sites ...int) *miniDiagram {
	if d.IHighlights == nil {
		d.IHighlights = map[int]string{}
	}
	for _, s := range sites {
		d.IHighlights[s] = strings.TrimSpace(d.IHighlights[s] + " " + class)
	}
	return d
}

// Shade fills the cells of sites (on boards whose cells belong to sites,
// such as squares and hexagons) with a class: "zone", "kind-w".
func (d *miniDiagram) Shade(class string, sites ...int) *miniDiagram {
	if d.IShades == nil {
		d.IShades = map[int]string{}
	}
	for _, s := range sites {
		d.IShades[s] = strings.TrimSpace(d.IShades[s] + " " + class)
	}
	return d
}

// Class adds a class to the drawing, for a diagram's own styles.
func (d *miniDiagram) Class(c string) *miniDiagram { d.IClass = c; return d }

// Frame shows only the part of the board around sites, margin edges
// beyond their centres.
func (d *miniDiagram) Frame(margin float64, sites ...int) *miniDiagram {
	d.IFrame, d.IMargin = append(d.IFrame, sites...), margin
	return d
}

// Names writes the names of sites on them.
func (d *miniDiagram) Names(sites ...int) *miniDiagram {
	for _, q := range sites {
		d.Label(q, d.IGeometry.Sites[q].Name)
	}
	return d
}

// Label writes a text on a site: below what stands there, or in the
// middle of an empty site.
func (d *miniDiagram) Label(site int, text string) *miniDiagram {
	if d.ILabels == nil {
		d.ILabels = map[int]string{}
	}
	d.ILabels[site] = text
	return d
}

// Coords writes the board's coordinates along its edges.
func (d *miniDiagram) Coords(v bool) *miniDiagram { d.ICoords = v; return d }

// viewBox frames the diagram: the framed sites with their margin, or
// the whole board.
func (d *miniDiagram) viewBox(l *geom.Layout) string {
	if len(d.IFrame) == 0 {
		return l.ViewBox()
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, s := range d.IFrame {
		at := l.At(s)
		x0, y0, x1, y1 = math.Min(x0, at.X), math.Min(y0, at.Y), math.Max(x1, at.X), math.Max(y1, at.Y)
	}
	m := d.IMargin * geom.Unit
	return fmt.Sprintf("%g %g %g %g", x0-m, y0-m, x1-x0+2*m, y1-y0+2*m)
}

func (d *miniDiagram) Render() app.UI {
	geo := d.IGeometry
	l := geom.For(geo, false)
	cells, lines := drawCells(l)
	var shades []app.UI
	for i, c := range geo.Cells {
		if class, ok := d.IShades[c.Site]; ok && c.Site >= 0 {
			shades = append(shades, svg("polygon").Class(class).Attr("points", l.Cell(i)))
		}
	}
	var points []app.UI
	for q := range geo.Sites {
		if p := d.renderPoint(l, q); p != nil {
			points = append(points, p)
		}
	}
	var labels []app.UI
	if d.ICoords {
		for _, lb := range l.Labels() {
			labels = append(labels, svg("text").Attr("x", lb.At.X).Attr("y", lb.At.Y).Text(lb.Text))
		}
	}
	var names []app.UI
	for q := range geo.Sites {
		text, ok := d.ILabels[q]
		if !ok {
			continue
		}
		at := l.At(q)
		class := "" // on a disc, in a colour that stands out on it
		if p := d.pieceAt(q); p != 0 && geo.Legend[p].Glyph == "" {
			class = "on-" + geo.Legend[p].Class
		}
		names = append(names, svg("text").Class(class).Attr("x", at.X).Attr("y", at.Y+d.labelOffset(q)).Text(text))
	}
	return app.Div().Class("diagram").Body(
		svg("svg").Attr("viewBox", d.viewBox(l)).Class(strings.TrimSpace("board mini "+d.IClass)).Attr("role", "img").Attr("aria-label", d.describe()).Body(
			cells,
			svg("g").Class("shades").Body(shades...),
			lines,
			svg("g").Class("labels").Body(labels...),
			svg("g").Class("points").Body(points...),
			d.renderArrows(l),
			svg("g").Class("diagram-labels").Body(names...),
		),
	)
}

// labelOffset places a site's label (its top): below a piece drawn as a
// glyph or a dot, in the middle of a disc or of an empty site.
func (d *miniDiagram) labelOffset(q int) float64 {
	switch p := d.pieceAt(q); {
	case p != 0 && d.IGeometry.Legend[p].Glyph != "":
		return geom.PieceRadius + 6
	case p == 0 && strings.Contains(" "+d.IHighlights[q]+" ", " "+hlMove+" "):
		return 14
	}
	return -11
}

func (d *miniDiagram) pieceAt(q int) game.Piece {
	if q < len(d.IBoard.Pieces) {
		return d.IBoard.Pieces[q]
	}
	return 0
}

// renderPoint draws a site that holds a piece, a mark or a highlight, as
// the live board does (a mark, the piece, a dot), or nothing.
func (d *miniDiagram) renderPoint(l *geom.Layout, q int) app.UI {
	var marks game.Mark
	if q < len(d.IBoard.Marks) {
		marks = d.IBoard.Marks[q]
	}
	piece, extra := d.pieceAt(q), d.IHighlights[q]
	if piece == 0 && marks == 0 && extra == "" {
		return nil
	}
	class := "pt"
	for _, mc := range markClasses {
		if marks&mc.mark != 0 {
			class += " " + mc.class
		}
	}
	if extra != "" {
		class += " " + extra
	}
	at := l.At(q)
	x, y := geom.Num(at.X), geom.Num(at.Y)
	body := []app.UI{svg("circle").Class("mark").Attr("r", geom.PieceRadius+8)}
	if piece != 0 {
		body = append(body, pieceShape(glyphOf(d.IGeometry, piece), "piece "+pieceClass(d.IGeometry, piece)))
	}
	body = append(body, svg("circle").Class("dot").Attr("r", 10))
	return svg("g").Class(class).Attr("data-point", d.IGeometry.Sites[q].Name).
		Attr("transform", "translate("+x+" "+y+")").Body(body...)
}

// renderArrows draws each move as a line with a head ending short of the
// target's centre. Two arrows between the same sites (a long castle's
// king and rook) are drawn side by side.
func (d *miniDiagram) renderArrows(l *geom.Layout) app.UI {
	const head, width, apart = 30.0, 26.0, 12.0
	var out []app.UI
	for _, a := range d.IArrows {
		from, to := l.At(a[0]), l.At(a[1])
		dx, dy := to.X-from.X, to.Y-from.Y
		n := math.Hypot(dx, dy)
		if n == 0 {
			continue
		}
		ux, uy := dx/n, dy/n
		shift := 0.0
		for _, b := range d.IArrows {
			p, q := l.At(b[0]), l.At(b[1])
			if bx, by := q.X-p.X, q.Y-p.Y; (bx*ux+by*uy)/math.Hypot(bx, by) < -0.99 {
				shift = apart // an arrow the other way: keep to the right
			}
		}
		sx, sy := -uy*shift, ux*shift
		start := geom.Toward(from, to, geom.PieceRadius*0.4)
		tip := geom.Toward(to, from, geom.PieceRadius*0.3)
		start.X, start.Y, tip.X, tip.Y = start.X+sx, start.Y+sy, tip.X+sx, tip.Y+sy
		base := geom.Pt{X: tip.X - ux*head, Y: tip.Y - uy*head}
		pts := fmt.Sprintf("%.1f,%.1f %.1f,%.1f %.1f,%.1f", tip.X, tip.Y,
			base.X-uy*width/2, base.Y+ux*width/2, base.X+uy*width/2, base.Y-ux*width/2)
		out = append(out,
			svg("line").Class("arrow").Attr("x1", start.X).Attr("y1", start.Y).Attr("x2", base.X).Attr("y2", base.Y),
			svg("polygon").Class("arrowhead").Attr("points", pts))
	}
	return svg("g").Class("arrows").Body(out...)
}

// figure is a diagram with its caption: a bold title and a text.
func figure(d app.UI, title string, text ...app.UI) app.UI {
	return app.Figure().Class("example").Body(
		d,
		app.FigCaption().Body(append([]app.UI{app.Strong().Text(title + ". ")}, text...)...),
	)
}

// describe names the diagram's pieces for screen readers: "Diagram:
// white king a1, black pawn h7".
func (d *miniDiagram) describe() string {
	var pieces []string
	for q, site := range d.IGeometry.Sites {
		if p := d.pieceAt(q); p != 0 {
			pieces = append(pieces, d.IGeometry.Legend[p].Name+" "+site.Name)
		}
	}
	if len(pieces) == 0 {
		return "Diagram: empty board"
	}
	return "Diagram: " + strings.Join(pieces, ", ")
}
