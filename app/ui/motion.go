package ui

import (
	"strconv"

	"diamond/app/geom"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The move shown is animated by CSS alone (web/style.css, "A move
// shown"): the board only names what moved, so nothing runs once the
// animation ends and nothing waits for it. The classes alternate with
// the ply's parity (m0, m1), so that a move right after another on the
// same site restarts the animation.

// pieceMotion is how the piece on a site arrives: its class, and for a
// slide the offset it comes from.
type pieceMotion struct{ class, style string }

// on gives a piece its motion's style; the class is in the piece's.
func (m pieceMotion) on(piece app.HTMLElem) app.UI {
	if m.style == "" {
		return piece
	}
	return piece.Attr("style", m.style)
}

// dropped is a move made by dragging: its piece is already where it
// lands, so it does not slide there.
type dropped struct{ ply, from, to int }

// parity is the motion classes' suffix for the ply shown.
func (b *board) parity() string { return " m" + strconv.Itoa(b.IView.Ply%2) }

// arrivals returns how the pieces of the move shown arrive, by site.
func (b *board) arrivals(l *geom.Layout) map[int]pieceMotion {
	mo := b.IView.Motion
	if mo == nil {
		return nil
	}
	px := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
	out := map[int]pieceMotion{}
	for _, a := range mo.Arrived {
		switch {
		case a.Slid() && b.dropped != (dropped{b.IView.Ply, a.From, a.To}):
			from, to := l.At(a.From), l.At(a.To)
			out[a.To] = pieceMotion{" slide" + b.parity(), "--dx:" + px(from.X-to.X) + ";--dy:" + px(from.Y-to.Y)}
		case !a.Slid() && mo.Before[a.To] == 0:
			out[a.To] = pieceMotion{class: " drop" + b.parity()}
		}
	}
	return out
}

// renderGone draws the pieces the move shown took or removed, where they
// stood, fading out under the pieces; the group is always there.
func (b *board) renderGone(l *geom.Layout) app.UI {
	var gone []app.UI
	if mo := b.IView.Motion; mo != nil {
		geo := b.IView.Geometry
		for _, q := range mo.Gone() {
			at := l.At(q)
			gone = append(gone, svg("g").
				Attr("transform", "translate("+geom.Num(at.X)+" "+geom.Num(at.Y)+")").
				Body(pieceShape(glyphOf(geo, mo.Before[q]), "piece "+pieceClass(geo, mo.Before[q])+b.parity())))
		}
	}
	return svg("g").Class("gone").Attr("aria-hidden", "true").Body(gone...)
}
