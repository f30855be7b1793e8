// Package picture writes a board as a standalone SVG document: the grid,
// the 62 points, the pieces, and optionally the coordinates and a marker
// on the last move, for printing or for an article. Colours and line
// widths are attributes, not CSS, so that any SVG reader (a browser, an
// editor, a word processor) draws it the same; the browser also turns it
// into PNG. It uses the board's layout from package geom, as the app's
// board does.
package picture

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"diamond/app/geom"
	"diamond/app/session"
	"diamond/rules/diamond"
)

// Options choose what the diagram shows.
type Options struct {
	Flipped  bool   // turned by 180 degrees, as the app's Flip
	Coords   bool   // coordinates along two edges
	LastMove bool   // a ring on the last move's point (dashed on a step's start)
	Title    string // the document's title, for screen readers and file browsers
	Width    int    // the width in CSS pixels; 0 means 480
}

// The palette: the app's light theme (web/style.css).
const (
	triangleFill = "#f2e9d4"
	squareFill   = "#e6d6b2"
	winFill      = "#f2c230"
	lineColor    = "#7a6647"
	labelColor   = "#6f6350"
	accent       = "#2f6fab"
	captureColor = "#c0392b"
)

var pieceColors = map[diamond.Contents][2]string{ // fill, stroke
	diamond.BlackPiece: {"#1d1d1d", "#000000"},
	diamond.WhitePiece: {"#fbfbf8", "#333333"},
	diamond.Neutral:    {"#c0392b", "#7d1f15"},
}

// Class names the pieces in the document, by contents.
var Class = map[diamond.Contents]string{
	diamond.BlackPiece: "black",
	diamond.WhitePiece: "white",
	diamond.Neutral:    "neutral",
}

// SVG returns board b as an SVG document.
func SVG(b session.Board, o Options) string {
	width := o.Width
	if width <= 0 {
		width = 480
	}
	height := (width*geom.ViewHeight + geom.ViewWidth - 1) / geom.ViewWidth
	num := func(v float64) string {
		if v == 0 {
			v = 0 // not -0, which flipping gives
		}
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	at := func(q diamond.Point) (string, string) {
		p := geom.At(q, o.Flipped)
		return num(p.X), num(p.Y)
	}
	var w strings.Builder
	line := func(format string, args ...any) {
		fmt.Fprintf(&w, format, args...)
		w.WriteByte('\n')
	}
	line(`<?xml version="1.0" encoding="UTF-8"?>`)
	line(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" viewBox="%s">`, width, height, geom.ViewBox)
	if o.Title != "" {
		line(`<title>%s</title>`, html.EscapeString(o.Title))
	}

	line(`<g id="cells" stroke="none">`)
	for _, t := range diamond.Triangles() {
		line(`<polygon fill="%s" points="%s"/>`, triangleFill, geom.Polygon(t, o.Flipped))
	}
	for s := diamond.Square(0); s < diamond.NumSquares; s++ {
		fill := squareFill
		if s == b.Win {
			fill = winFill
		}
		line(`<polygon fill="%s" points="%s"/>`, fill, geom.Polygon(s.Corners(), o.Flipped))
	}
	line(`</g>`)

	line(`<g id="lines" stroke="%s" stroke-width="3" stroke-linecap="round">`, lineColor)
	for _, l := range diamond.Lines() {
		x1, y1 := at(l[0])
		x2, y2 := at(l[1])
		line(`<line x1="%s" y1="%s" x2="%s" y2="%s"/>`, x1, y1, x2, y2)
	}
	line(`</g>`)

	line(`<g id="points" fill="%s">`, lineColor)
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		x, y := at(q)
		line(`<circle id="point-%v" cx="%s" cy="%s" r="7"/>`, q, x, y)
	}
	line(`</g>`)

	if o.LastMove {
		writeLastMove(&w, b, o, at)
	}

	line(`<g id="pieces" stroke-width="4">`)
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		c := b.Contents[q]
		colors, ok := pieceColors[c]
		if !ok {
			continue
		}
		x, y := at(q)
		line(`<circle id="piece-%v" class="%s" cx="%s" cy="%s" r="%s" fill="%s" stroke="%s"/>`,
			q, Class[c], x, y, num(geom.PieceRadius), colors[0], colors[1])
	}
	line(`</g>`)

	if o.Coords {
		line(`<g id="coordinates" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="bold" fill="%s" text-anchor="middle">`, labelColor)
		for _, l := range geom.Labels(o.Flipped) {
			// dy centres the text on its place: dominant-baseline is not
			// read everywhere.
			line(`<text x="%s" y="%s" dy="0.35em">%s</text>`, num(l.At.X), num(l.At.Y), l.Text)
		}
		line(`</g>`)
	}
	line(`</svg>`)
	return w.String()
}

// writeLastMove rings the last move's point, dashes a step's start, and
// rings a captured piece in red.
func writeLastMove(w *strings.Builder, b session.Board, o Options, at func(diamond.Point) (string, string)) {
	r := strconv.FormatFloat(geom.PieceRadius+10, 'f', -1, 64)
	fmt.Fprintf(w, "<g id=\"last-move\" fill=\"none\" stroke=\"%s\" stroke-width=\"7\">\n", accent)
	if b.LastKind != diamond.NoKind && b.LastTo != diamond.NoPoint {
		x, y := at(b.LastTo)
		fmt.Fprintf(w, "<circle id=\"last-to\" cx=\"%s\" cy=\"%s\" r=\"%s\"/>\n", x, y, r)
	}
	if b.LastFrom != diamond.NoPoint {
		x, y := at(b.LastFrom)
		fmt.Fprintf(w, "<circle id=\"last-from\" cx=\"%s\" cy=\"%s\" r=\"%s\" stroke-dasharray=\"12 9\"/>\n", x, y, r)
	}
	if b.Captured != diamond.NoPoint {
		x, y := at(b.Captured)
		fmt.Fprintf(w, "<circle id=\"captured\" cx=\"%s\" cy=\"%s\" r=\"%s\" stroke=\"%s\"/>\n", x, y, r, captureColor)
	}
	w.WriteString("</g>\n")
}
