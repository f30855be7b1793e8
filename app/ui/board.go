package ui

import (
	"fmt"
	"strconv"

	"diamond/app/geom"
	"diamond/app/session"
	"diamond/rules/diamond"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

const svgNS = "http://www.w3.org/2000/svg"

// board draws the board in its true geometry and reports the points chosen
// by mouse, finger or keyboard. It takes what to show as data and decides
// nothing about the game.
type board struct {
	app.Compo

	IView    session.Board
	IFlipped bool
	ICoords  bool
	IOnPoint func(app.Context, diamond.Point)
	IOnClear func(app.Context) // Escape: drop the chosen piece

	cursor diamond.Point // the keyboard cursor; meaningful once the board has focus
	drag   dragState
}

func newBoard() *board { return &board{cursor: diamond.NoPoint} }

// View sets what the board shows.
func (b *board) View(v session.Board) *board { b.IView = v; return b }

// Flipped turns the board by 180 degrees.
func (b *board) Flipped(v bool) *board { b.IFlipped = v; return b }

// Coords shows the coordinates along two edges.
func (b *board) Coords(v bool) *board { b.ICoords = v; return b }

// OnPoint sets what a chosen point does.
func (b *board) OnPoint(f func(app.Context, diamond.Point)) *board { b.IOnPoint = f; return b }

// OnClear sets what Escape does.
func (b *board) OnClear(f func(app.Context)) *board { b.IOnClear = f; return b }

// svg returns an SVG element: every one needs its namespace set.
func svg(tag string) app.HTMLElem { return app.Elem(tag).XMLNS(svgNS) }

func (b *board) Render() app.UI {
	v := b.IView
	// The winning square is drawn over the grid; the polygon is always
	// there, empty until a square wins.
	win, winClass := "", "no-win"
	if v.Win != diamond.NoSquare {
		win, winClass = geom.Polygon(v.Win.Corners(), b.IFlipped), "sq win"
	}
	points := make([]app.UI, diamond.NumPoints)
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		points[q] = b.renderPoint(q)
	}
	class := "board"
	if v.Active {
		class += " active"
	}
	return app.Div().
		Class("board-wrap").
		ID("board").
		TabIndex(0).
		Aria("label", "Diamond board: arrow keys move the cursor, Enter chooses a point, Escape drops the chosen piece").
		DataSet("ply", v.Ply).
		OnKeyDown(b.onKey).
		OnFocus(b.onFocus).
		Body(
			svg("svg").
				Class(class).
				Attr("viewBox", geom.ViewBox).
				Attr("preserveAspectRatio", "xMidYMid meet").
				Attr("role", "img").
				On("pointerdown", b.onPointerDown).
				On("pointermove", b.onPointerMove).
				On("pointerup", b.onPointerUp).
				On("pointercancel", b.onPointerCancel).
				Body(
					svg("defs").Body(
						svg("marker").ID("hint-head").Attr("viewBox", "0 0 10 10").Attr("refX", 0).Attr("refY", 5).
							Attr("markerUnits", "userSpaceOnUse").Attr("markerWidth", hintHead).Attr("markerHeight", hintHead).
							Attr("orient", "auto").Body(
							svg("path").Attr("d", "M0,0 L10,5 L0,10 z").Class("hint-head"),
						),
					),
					newGrid().Flipped(b.IFlipped).Coords(b.ICoords),
					svg("polygon").Class(winClass).Attr("points", win),
					svg("g").Class("points").Body(points...),
					b.renderHint(),
					b.renderGhost(),
				),
		)
}

var contentsClass = [...]string{
	diamond.BlackPiece: "black",
	diamond.WhitePiece: "white",
	diamond.Neutral:    "neutral",
	diamond.Empty:      "empty",
}

// renderPoint draws one point: a generous invisible hit area, a mark for
// highlights and the piece (or nothing) on it. Every point has the same
// elements at all times, so that go-app updates them in place and CSS
// transitions play.
func (b *board) renderPoint(q diamond.Point) app.UI {
	v := b.IView
	at := geom.At(q, b.IFlipped)
	class := "pt"
	add := func(ok bool, c string) {
		if ok {
			class += " " + c
		}
	}
	add(v.Selected == q, "selected")
	add(v.Targets.Has(q), "target")
	add(v.Removable.Has(q), "removable")
	add(v.LastTo == q && v.LastKind != diamond.NoKind, "last")
	add(v.LastFrom == q, "last-from")
	add(v.Captured == q, "captured")
	add(v.Win != diamond.NoSquare && v.Win.Corners().Has(q), "winning")
	add(v.HintKind != diamond.NoKind && v.HintTo == q, "hint")
	add(v.HintFrom == q, "hint-from")
	add(b.cursor == q, "cursor")
	add(b.drag.active && b.drag.from == q, "dragged")
	contents := contentsClass[v.Contents[q]]
	x, y := strconv.FormatFloat(at.X, 'f', -1, 64), strconv.FormatFloat(at.Y, 'f', -1, 64)
	return svg("g").
		Class(class).
		DataSet("point", q.String()).
		DataSet("contents", contents).
		Attr("transform", "translate("+x+" "+y+")").
		OnClick(b.onClick(q), app.EventScope(q.String())).
		Body(
			svg("circle").Class("hit").Attr("r", geom.Unit/2),
			svg("circle").Class("mark").Attr("r", geom.PieceRadius+8),
			svg("circle").Class("piece "+contents).Attr("r", geom.PieceRadius),
			svg("circle").Class("dot").Attr("r", 9),
		)
}

// hintHead is the length of the hint arrow's head, in board units.
const hintHead = 40

// renderHint draws a hinted step as an arrow over the pieces; the points
// themselves carry the hint's rings.
func (b *board) renderHint() app.UI {
	v := b.IView
	g := svg("g").Class("hint-arrow")
	if v.HintKind != diamond.Step {
		return g
	}
	from, to := geom.At(v.HintFrom, b.IFlipped), geom.At(v.HintTo, b.IFlipped)
	// From inside the piece to the middle of the target, the head's
	// length short: the head (hintHead long) ends there.
	start := geom.Toward(from, to, geom.PieceRadius*0.3)
	end := geom.Toward(geom.Toward(to, from, geom.PieceRadius*0.25), from, hintHead)
	return g.Body(
		svg("line").Attr("x1", start.X).Attr("y1", start.Y).Attr("x2", end.X).Attr("y2", end.Y).
			Attr("marker-end", "url(#hint-head)"),
	)
}

func (b *board) onClick(q diamond.Point) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if b.justDragged() {
			return
		}
		b.cursor = q
		b.choose(ctx, q)
	}
}

func (b *board) choose(ctx app.Context, q diamond.Point) {
	if b.IOnPoint != nil {
		b.IOnPoint(ctx, q)
	}
}

func (b *board) onFocus(ctx app.Context, e app.Event) {
	if b.cursor == diamond.NoPoint {
		b.cursor, _ = diamond.PointAt(3, 3) // d4, near the middle
	}
}

var arrows = map[string]geom.Direction{
	"ArrowUp": geom.Up, "ArrowDown": geom.Down, "ArrowLeft": geom.Left, "ArrowRight": geom.Right,
}

// onKey plays with the keyboard while the board has focus: the arrows move
// the cursor across the points as they appear on screen, Enter or Space
// chooses, Escape drops the chosen piece. Other keys go on to the page.
func (b *board) onKey(ctx app.Context, e app.Event) {
	key := e.Get("key").String()
	if e.Get("altKey").Bool() || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() {
		return
	}
	if b.cursor == diamond.NoPoint {
		b.onFocus(ctx, e)
	}
	switch d, ok := arrows[key]; {
	case ok:
		b.cursor = geom.Step(b.cursor, d, b.IFlipped)
	case key == "Enter" || key == " ":
		b.choose(ctx, b.cursor)
	case key == "Escape":
		if b.IOnClear != nil {
			b.IOnClear(ctx)
		}
	default:
		return
	}
	e.PreventDefault()
	e.Call("stopPropagation")
}

// String describes the board for debugging.
func (b *board) String() string { return fmt.Sprintf("board(ply %d)", b.IView.Ply) }
