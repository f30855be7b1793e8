// Package picture writes a board as a standalone SVG document: its
// cells, a lattice's lines and points, the pieces, and optionally the
// coordinates and markers on the last move, for printing or for an
// article. It draws any game's board from its geometry (rules/game). Colours and line
// widths are attributes, not CSS, so that any SVG reader (a browser, an
// editor, a word processor) draws it the same; the browser also turns it
// into PNG. It uses the board's layout from package geom, as the app's
// board does.
package picture

import (
	"fmt"
	"strconv"
	"strings"

	"diamond/app/geom"
	"diamond/app/markup"
	"diamond/rules/game"
)

// Options choose what the diagram shows.
type Options struct {
	Flipped  bool   // turned by 180 degrees, as the app's Flip
	Coords   bool   // coordinates along two edges
	LastMove bool   // a ring on the last move's point (dashed on a step's start)
	Title    string // the document's title, for screen readers and file browsers
	Width    int    // the width in CSS pixels; 0 means 480
	// Tags are a short tag on each site's piece, or nil: Diamondback's
	// pawn kinds, as the board shows them (games.Tagger).
	Tags []string
}

// tagFill colours a tag by its first letter, as the app's light theme.
var tagFill = map[byte]string{'G': "#8a5a00", 'W': "#2f6fab", 'F': "#1e7a45"}

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

// cellFill colours the cells by their class; the pieces' colours are the
// game's (Geometry.Legend).
var cellFill = map[string]string{
	"tri":   triangleFill,
	"sq":    squareFill,
	"hex":   squareFill,
	"light": triangleFill,
	"dark":  "#c8ad7f",
}

// SVG returns board b of the game drawn by geo as an SVG document.
func SVG(geo *game.Geometry, b game.Board, o Options) string {
	width := o.Width
	if width <= 0 {
		width = 480
	}
	l := geom.For(geo, o.Flipped)
	height := l.HeightFor(width)
	at := func(site int) (string, string) {
		p := l.At(site)
		return geom.Num(p.X), geom.Num(p.Y)
	}
	var w strings.Builder
	line := func(format string, args ...any) {
		fmt.Fprintf(&w, format, args...)
		w.WriteByte('\n')
	}
	line(`<?xml version="1.0" encoding="UTF-8"?>`)
	line(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" viewBox="%s">`, width, height, l.ViewBox())
	if o.Title != "" {
		line(`<title>%s</title>`, markup.Escape(o.Title))
	}

	win := ""
	if len(b.Win) > 0 {
		win = l.Polygon(b.Win)
	}
	line(`<g id="cells" stroke="none">`)
	for i, c := range geo.Cells {
		points := l.Cell(i)
		fill := cellFill[c.Class]
		if points == win {
			fill = winFill
		}
		line(`<polygon fill="%s" points="%s"/>`, fill, points)
	}
	line(`</g>`)

	if len(geo.Lines) > 0 { // a lattice: its lines and points
		line(`<g id="lines" stroke="%s" stroke-width="3" stroke-linecap="round">`, lineColor)
		for _, ln := range geo.Lines {
			x1, y1 := at(ln[0])
			x2, y2 := at(ln[1])
			line(`<line x1="%s" y1="%s" x2="%s" y2="%s"/>`, x1, y1, x2, y2)
		}
		line(`</g>`)
		line(`<g id="points" fill="%s">`, lineColor)
		for q, site := range geo.Sites {
			x, y := at(q)
			line(`<circle id="point-%s" cx="%s" cy="%s" r="7"/>`, site.Name, x, y)
		}
		line(`</g>`)
	}

	if o.LastMove {
		writeLastMove(&w, b, at)
	}

	line(`<g id="pieces" stroke-width="4">`)
	for q, piece := range b.Pieces {
		if piece == 0 {
			continue
		}
		st := geo.Legend[piece]
		x, y := at(q)
		if st.Glyph == "" {
			line(`<circle id="piece-%s" class="%s" cx="%s" cy="%s" r="%s" fill="%s" stroke="%s"/>`,
				geo.Sites[q].Name, st.Class, x, y, geom.Num(geom.PieceRadius), st.Fill, st.Stroke)
			continue
		}
		line(`<path id="piece-%s" class="%s" transform="translate(%s %s)" d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>`,
			geo.Sites[q].Name, st.Class, x, y, st.Glyph, st.Fill, st.Stroke)
	}
	line(`</g>`)

	if len(o.Tags) > 0 {
		// Beside the piece's lower right, as on the board (app/ui/tags.go).
		line(`<g id="tags" font-family="Helvetica, Arial, sans-serif" font-size="32" font-weight="bold" text-anchor="middle" stroke="#f5f1e8" stroke-width="7" stroke-linejoin="round" paint-order="stroke">`)
		for q, tag := range o.Tags {
			if tag == "" || q >= len(geo.Sites) {
				continue
			}
			p := l.At(q)
			line(`<text x="%s" y="%s" fill="%s">%s</text>`, geom.Num(p.X+30), geom.Num(p.Y+46), tagFill[tag[0]], markup.Escape(tag))
		}
		line(`</g>`)
	}

	if o.Coords {
		line(`<g id="coordinates" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="bold" fill="%s" text-anchor="middle">`, labelColor)
		for _, lb := range l.Labels() {
			// dy centres the text on its place: dominant-baseline is not
			// read everywhere.
			line(`<text x="%s" y="%s" dy="0.35em">%s</text>`, geom.Num(lb.At.X), geom.Num(lb.At.Y), lb.Text)
		}
		line(`</g>`)
	}
	line(`</svg>`)
	return w.String()
}

// writeLastMove rings where the last move went, dashes where it came
// from, and rings captured pieces in red.
func writeLastMove(w *strings.Builder, b game.Board, at func(int) (string, string)) {
	r := geom.Num(geom.PieceRadius + 10)
	fmt.Fprintf(w, "<g id=\"last-move\" fill=\"none\" stroke=\"%s\" stroke-width=\"7\">\n", accent)
	rings := []struct {
		mark  game.Mark
		id    string
		extra string
	}{
		{game.Last, "last-to", ""},
		{game.LastFrom, "last-from", ` stroke-dasharray="12 9"`},
		{game.Captured, "captured", ` stroke="` + captureColor + `"`},
	}
	for _, ring := range rings {
		n := 0
		for q, m := range b.Marks {
			if m&ring.mark == 0 {
				continue
			}
			n++
			id := ring.id
			if n > 1 {
				id += "-" + strconv.Itoa(n)
			}
			x, y := at(q)
			fmt.Fprintf(w, "<circle id=\"%s\" cx=\"%s\" cy=\"%s\" r=\"%s\"%s/>\n", id, x, y, r, ring.extra)
		}
	}
	w.WriteString("</g>\n")
}
