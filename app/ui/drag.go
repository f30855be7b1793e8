package ui

import (
	"math"
	"time"

	"diamond/app/geom"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// dragState follows a piece dragged with a mouse or a finger. A drag is the
// same two choices as two clicks: the piece, then where it goes.
type dragState struct {
	pressed bool // a pointer went down on a piece
	active  bool // it moved far enough to be a drag
	from    int  // the piece's site
	start   geom.Pt
	at      geom.Pt   // where the ghost piece is drawn
	ended   time.Time // when a drag ended: the click that follows is not a choice
}

// dragThreshold is how far a pointer moves, in drawing units, before a
// press becomes a drag.
const dragThreshold = 12

// pointerAt converts a pointer event's place to drawing units.
func pointerAt(e app.Event) (geom.Pt, bool) {
	el := e.Get("currentTarget")
	ctm := el.Call("getScreenCTM")
	if !ctm.Truthy() {
		return geom.Pt{}, false
	}
	p := el.Call("createSVGPoint")
	p.Set("x", e.Get("clientX"))
	p.Set("y", e.Get("clientY"))
	p = p.Call("matrixTransform", ctm.Call("inverse"))
	return geom.Pt{X: p.Get("x").Float(), Y: p.Get("y").Float()}, true
}

func (b *board) onPointerDown(ctx app.Context, e app.Event) {
	b.fit()
	if !b.IView.Active || e.Get("button").Int() != 0 {
		return
	}
	at, ok := pointerAt(e)
	if !ok {
		return
	}
	q, ok := b.layout().Nearest(at)
	if !ok {
		return
	}
	if p := b.IView.Pieces[q]; p == 0 || b.IView.Geometry.Legend[p].Neutral {
		return
	}
	b.drag = dragState{pressed: true, from: q, start: at, at: at}
	ctx.PreventUpdate()
}

func (b *board) onPointerMove(ctx app.Context, e app.Event) {
	b.fit()
	if !b.drag.pressed {
		ctx.PreventUpdate()
		return
	}
	at, ok := pointerAt(e)
	if !ok {
		return
	}
	b.drag.at = at
	if !b.drag.active {
		if math.Hypot(at.X-b.drag.start.X, at.Y-b.drag.start.Y) < dragThreshold {
			ctx.PreventUpdate()
			return
		}
		b.drag.active = true
		// Captured only now: a capture from the press would send a plain
		// click to the board instead of the point.
		e.Get("currentTarget").Call("setPointerCapture", e.Get("pointerId"))
		if !b.IView.Has(b.drag.from, game.Selected) {
			b.choose(ctx, b.drag.from)
		}
	}
}

func (b *board) onPointerUp(ctx app.Context, e app.Event) {
	b.fit()
	d := b.drag
	b.drag = dragState{}
	if !d.active {
		return
	}
	b.drag.ended = time.Now()
	if at, ok := pointerAt(e); ok {
		if q, ok := b.layout().Nearest(at); ok && q != d.from {
			b.cursor = q
			b.dropped = dropped{b.IView.Ply + 1, d.from, q}
			b.choose(ctx, q)
		}
	}
}

func (b *board) onPointerCancel(ctx app.Context, e app.Event) { b.drag = dragState{} }

// justDragged reports whether a click comes from the end of a drag.
func (b *board) justDragged() bool { return time.Since(b.drag.ended) < 300*time.Millisecond }

// renderGhost draws the dragged piece under the pointer; it is always
// there, hidden when nothing is dragged.
func (b *board) renderGhost() app.UI {
	class, x, y := "ghost", 0.0, 0.0
	if b.drag.active {
		class += " on " + pieceClass(b.IView.Geometry, b.IView.Pieces[b.drag.from])
		x, y = b.drag.at.X, b.drag.at.Y
	}
	return svg("circle").Class(class).Attr("r", geom.PieceRadius).Attr("cx", x).Attr("cy", y)
}
