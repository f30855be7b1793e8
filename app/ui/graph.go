package ui

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// graph is a review's evaluation graph: White's chances at each position
// (0 to 1), in white from below, the rest in black; a line marks the
// position shown, and choosing a point shows its move.
type graph struct {
	app.Compo

	IValues []float64 // from the start: position i is after i moves
	IView   int
	ILabel  string
	IOnJump func(app.Context, int)
}

func newGraph() *graph { return &graph{} }

// Values sets White's chances at each position.
func (g *graph) Values(v []float64) *graph { g.IValues = v; return g }

// View sets the position shown.
func (g *graph) View(v int) *graph { g.IView = v; return g }

// Label sets what the graph says to a screen reader.
func (g *graph) Label(v string) *graph { g.ILabel = v; return g }

// OnJump sets what choosing a position does.
func (g *graph) OnJump(f func(app.Context, int)) *graph { g.IOnJump = f; return g }

// The graph's drawing units: graphWidth across, 100 from top to bottom.
const graphWidth = 1000

// x is the drawing's abscissa of position i.
func (g *graph) x(i int) float64 {
	return float64(i) * graphWidth / float64(max(len(g.IValues)-1, 1))
}

func (g *graph) Render() app.UI {
	var pts strings.Builder
	pts.WriteString("0,100")
	for i, v := range g.IValues {
		pts.WriteString(" " + coord(g.x(i)) + "," + coord(100*(1-v)))
	}
	pts.WriteString(" " + coord(g.x(len(g.IValues)-1)) + ",100")
	cursor := g.x(min(g.IView, len(g.IValues)-1))
	return svg("svg").Class("graph").ID("review-graph").
		Attr("viewBox", "0 0 "+strconv.Itoa(graphWidth)+" 100").
		Attr("preserveAspectRatio", "none").
		Attr("role", "img").Attr("aria-label", g.ILabel).
		Attr("data-points", strconv.Itoa(len(g.IValues))).
		OnClick(g.onClick).Body(
		svg("rect").Class("graph-black").Attr("width", graphWidth).Attr("height", 100),
		svg("polygon").Class("graph-white").Attr("points", pts.String()),
		svg("line").Class("graph-even").Attr("x1", 0).Attr("x2", graphWidth).Attr("y1", 50).Attr("y2", 50),
		svg("line").Class("graph-cursor").Attr("x1", coord(cursor)).Attr("x2", coord(cursor)).Attr("y1", 0).Attr("y2", 100),
	)
}

// onClick shows the position nearest the point chosen.
func (g *graph) onClick(ctx app.Context, e app.Event) {
	rect := e.Get("currentTarget").Call("getBoundingClientRect")
	w := rect.Get("width").Float()
	if w <= 0 || len(g.IValues) == 0 || g.IOnJump == nil {
		return
	}
	at := (e.Get("clientX").Float() - rect.Get("left").Float()) / w
	ply := int(math.Round(at * float64(len(g.IValues)-1)))
	g.IOnJump(ctx, max(0, min(ply, len(g.IValues)-1)))
}

// coord writes a drawing coordinate with one decimal.
func coord(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
