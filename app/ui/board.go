package ui

import (
	"fmt"
	"strconv"

	"diamond/app/games"
	"diamond/app/geom"
	"diamond/app/session"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

const svgNS = "http://www.w3.org/2000/svg"

// board draws any game's board from its geometry and reports the sites
// chosen by mouse, finger or keyboard. It takes what to show as data and
// decides nothing about the game.
type board struct {
	app.Compo

	IView    session.Board
	IFlipped bool
	ICoords  bool
	IOnPoint func(app.Context, int)
	IOnClear func(app.Context) // Escape: drop the chosen piece

	// The state below names sites of geo, the geometry last drawn: a
	// board of another game (a new game, the next puzzle) has other sites,
	// and fit drops it.
	geo    *game.Geometry
	cursor int // the keyboard cursor's site, or -1; meaningful once the board has focus
	// pointed tells that the pointer, not the keyboard, chose last: the
	// cursor's ring shows only for the keyboard (it was taken for a mark).
	pointed bool
	run     keyRun
	drag    dragState
	dropped dropped // the last move made by dragging (motion.go)
}

func newBoard() *board { return &board{cursor: -1} }

// View sets what the board shows.
func (b *board) View(v session.Board) *board { b.IView = v; return b }

// Flipped turns the board by 180 degrees.
func (b *board) Flipped(v bool) *board { b.IFlipped = v; return b }

// Coords shows the coordinates along two edges.
func (b *board) Coords(v bool) *board { b.ICoords = v; return b }

// OnPoint sets what a chosen site does.
func (b *board) OnPoint(f func(app.Context, int)) *board { b.IOnPoint = f; return b }

// OnClear sets what Escape does.
func (b *board) OnClear(f func(app.Context)) *board { b.IOnClear = f; return b }

// svg returns an SVG element: every one needs its namespace set.
func svg(tag string) app.HTMLElem { return app.Elem(tag).XMLNS(svgNS) }

// layout is the board's layout, upright or flipped.
func (b *board) layout() *geom.Layout { return geom.For(b.IView.Geometry, b.IFlipped) }

// fit drops the state that names sites of another geometry than the one
// to draw: the cursor, the key run, a drag and the last drop.
func (b *board) fit() {
	if b.geo == b.IView.Geometry {
		return
	}
	b.geo = b.IView.Geometry
	b.cursor, b.run, b.drag, b.dropped = -1, keyRun{}, dragState{}, dropped{}
}

func (b *board) Render() app.UI {
	b.fit()
	v := b.IView
	l := b.layout()
	// The winning pattern is drawn over the grid; the polygon is always
	// there, empty until a side wins.
	win, winClass := "", "no-win"
	if len(v.Win) >= 3 { // a pattern to fill; a single site wins by its mark
		win, winClass = l.Polygon(v.Win), "sq win"
	}
	points := make([]app.UI, l.NumSites())
	arrivals := b.arrivals(l)
	for q := range points {
		points[q] = b.renderPoint(l, q, arrivals[q])
	}
	class := "board"
	if len(v.Geometry.Lines) > 0 {
		class += " lattice" // pieces stand where lines meet: dot the empty points
	}
	if v.Active {
		class += " active"
	}
	wrap := "board-wrap"
	if !b.pointed {
		wrap += " keys"
	}
	label := v.Label
	if label == "" {
		label = v.Game.Name() + " board"
	}
	// Screen readers: the board is an application whose focus is the
	// cursor's site (aria-activedescendant), each site named with its
	// contents; the moves are said by the page's live region.
	cursor := ""
	if b.cursor >= 0 {
		cursor = pointID(v.Geometry, b.cursor)
	}
	return app.Div().
		Class(wrap).
		ID("board").
		TabIndex(0).
		Role("application").
		Attr("aria-label", label+boardKeys).
		Attr("aria-activedescendant", cursor).
		Attr("data-ply", strconv.Itoa(v.Ply)).
		OnKeyDown(b.onKey).
		OnFocus(b.onFocus).
		Body(
			svg("svg").
				Class(class).
				Attr("data-mover", b.IView.Mover).
				Attr("viewBox", l.ViewBox()).
				Attr("preserveAspectRatio", "xMidYMid meet").
				Attr("role", "group").
				Attr("aria-label", label).
				OnClick(b.onClick).
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
					newGrid().Geometry(v.Geometry).Flipped(b.IFlipped).Coords(b.ICoords),
					svg("polygon").Class(winClass).Attr("points", win),
					b.renderGone(l),
					svg("g").Class("points").Body(points...),
					b.renderHint(l),
					b.renderGhost(),
				),
		)
}

// boardKeys tells screen readers how to play with the keyboard.
const boardKeys = ". Arrow keys move the cursor, Enter chooses a point, Escape drops the chosen piece."

// pointID is site q's element id, for aria-activedescendant.
func pointID(geo *game.Geometry, q int) string { return siteID(geo.Sites[q].Name) }

// siteID is the element id of the site named name.
func siteID(name string) string { return "pt-" + name }

// markClasses are the CSS classes of a site's marks.
var markClasses = []struct {
	mark  game.Mark
	class string
}{
	{game.Selected, "selected"}, {game.Target, "target"}, {game.Option, "removable"},
	{game.Last, "last"}, {game.LastFrom, "last-from"}, {game.Captured, "captured"},
	{game.Winning, "winning"}, {game.Check, "check"}, {game.Hint, "hint"}, {game.HintFrom, "hint-from"},
	{game.Doomed, "doomed"}, {game.Own, "own"}, {game.Lands, "lands"},
}

// pieceClass names what stands on a site: the legend's class, or "empty".
func pieceClass(geo *game.Geometry, p game.Piece) string {
	if p == 0 {
		return "empty"
	}
	return geo.Legend[p].Class
}

// renderPoint gives one site's inputs to its component (site): what
// stands there, its marks, its words.
func (b *board) renderPoint(l *geom.Layout, q int, arrival pieceMotion) app.UI {
	v := b.IView
	class := "pt"
	for _, mc := range markClasses {
		if v.Marks[q]&mc.mark != 0 {
			class += " " + mc.class
		}
	}
	if b.cursor == q {
		class += " cursor"
	}
	if b.drag.active && b.drag.from == q {
		class += " dragged"
	}
	geo := v.Geometry
	at := l.At(q)
	label := games.SiteWords(geo, v.Board, q)
	tag := ""
	if q < len(v.Tags) {
		tag = v.Tags[q]
	}
	if tag != "" {
		label += ", " + games.TagWords(v.Game, tag) // "c2, white pawn, guard and flank"
	}
	return &site{
		IClass: class, IName: geo.Sites[q].Name, ILabel: label, ITag: tag,
		IContents: pieceClass(geo, v.Pieces[q]), IGlyph: glyphOf(geo, v.Pieces[q]), IMotion: arrival,
		IX: geom.Num(at.X), IY: geom.Num(at.Y),
	}
}

// site draws one site of the board: a generous invisible hit area, a mark
// for highlights and the piece (or nothing) on it. Every site has the
// same elements at all times, so that go-app updates them in place and
// CSS transitions play. It is a component of its own so that a render
// draws again only the sites whose inputs changed (go-app compares a
// component's exported fields): a move changes a few of Diamond's 121
// sites. Ten moves by click in a CPU profile (quiet, two cores): the
// board's render went from 53–95 ms to 14–20 ms, the page's renders in
// all from 177–346 ms to 166–216 ms.
type site struct {
	app.Compo

	IClass, IName, ILabel, IContents, ITag string
	IGlyph                                 string // the piece's path; "" draws a disc
	IMotion                                pieceMotion
	IX, IY                                 string // the site's centre, in board units
}

func (s *site) Render() app.UI {
	return svg("g").
		Class(s.IClass).
		ID(siteID(s.IName)).
		Attr("role", "img").
		Attr("aria-label", s.ILabel).
		Attr("data-point", s.IName).
		Attr("data-contents", s.IContents).
		Attr("transform", "translate("+s.IX+" "+s.IY+")").
		Body(
			svg("circle").Class("hit").Attr("r", geom.Unit/2),
			svg("circle").Class("mark").Attr("r", geom.PieceRadius+8),
			s.IMotion.on(pieceShape(s.IGlyph, "piece "+s.IContents+s.IMotion.class)),
			svg("circle").Class("dot").Attr("r", 9),
			pieceTag(s.ITag),
		)
}

// pieceShape draws a piece centred on the origin: its glyph (glyphOf),
// or a disc. An empty site gets an empty disc, so that every site keeps
// the same elements.
func pieceShape(glyph, class string) app.HTMLElem {
	if glyph != "" {
		return svg("path").Class(class+" glyph").Attr("d", glyph)
	}
	return svg("circle").Class(class).Attr("r", geom.PieceRadius)
}

// glyphOf is piece p's path in geo's legend, "" for none (a disc).
func glyphOf(geo *game.Geometry, p game.Piece) string {
	if p == 0 {
		return ""
	}
	return geo.Legend[p].Glyph
}

// hintHead is the length of the hint arrow's head, in board units.
const hintHead = 40

// renderHint draws hinted moves as arrows over the pieces; the sites
// themselves carry the hint's rings.
func (b *board) renderHint(l *geom.Layout) app.UI {
	var arrows []app.UI
	for _, a := range b.IView.Arrows {
		from, to := l.At(a[0]), l.At(a[1])
		// From inside the piece to the middle of the target, the head's
		// length short: the head (hintHead long) ends there.
		start := geom.Toward(from, to, geom.PieceRadius*0.3)
		end := geom.Toward(geom.Toward(to, from, geom.PieceRadius*0.25), from, hintHead)
		arrows = append(arrows, svg("line").Attr("x1", start.X).Attr("y1", start.Y).Attr("x2", end.X).Attr("y2", end.Y).
			Attr("marker-end", "url(#hint-head)"))
	}
	return svg("g").Class("hint-arrow").Body(arrows...)
}

// onClick chooses the site clicked. The board has one handler for all its
// sites: one on each would have go-app make each site a map and a
// JavaScript function of its own at every start, and every later render
// compare them.
func (b *board) onClick(ctx app.Context, e app.Event) {
	b.fit()
	b.pointed = true
	if pt := e.Get("target").Call("closest", "g.pt"); pt.Truthy() && !b.justDragged() {
		name := pt.Call("getAttribute", "data-point").String()
		for q, site := range b.IView.Geometry.Sites {
			if site.Name == name {
				b.cursor = q
				b.choose(ctx, q)
				return
			}
		}
	}
	ctx.PreventUpdate()
}

func (b *board) choose(ctx app.Context, q int) {
	if b.IOnPoint != nil {
		b.IOnPoint(ctx, q)
	}
}

func (b *board) onFocus(ctx app.Context, e app.Event) {
	b.fit()
	if b.cursor < 0 {
		b.cursor = b.IView.Geometry.Cursor
	}
}

// keyRun is a run of presses of one arrow: where it began, so that the
// cursor zigzags along that line (geom.Layout.Step), and where it is.
type keyRun struct {
	dir      geom.Direction
	from, at int
}

var arrows = map[string]geom.Direction{
	"ArrowUp": geom.Up, "ArrowDown": geom.Down, "ArrowLeft": geom.Left, "ArrowRight": geom.Right,
}

// onKey plays with the keyboard while the board has focus: the arrows move
// the cursor across the points as they appear on screen, Enter or Space
// chooses, Escape drops the chosen piece. Other keys go on to the page.
func (b *board) onKey(ctx app.Context, e app.Event) {
	b.fit()
	key := e.Get("key").String()
	if modified(e.Value) {
		return
	}
	if b.cursor < 0 {
		b.onFocus(ctx, e)
	}
	switch d, ok := arrows[key]; {
	case ok:
		b.pointed = false
		if b.run.dir != d || b.run.at != b.cursor {
			b.run = keyRun{d, b.cursor, b.cursor} // a new run of presses
		}
		b.cursor = b.layout().Step(b.cursor, d, b.run.from)
		b.run.at = b.cursor
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

// spoken is the live region that says every move (the computer's too)
// and the piece chosen, for screen readers; it is not seen.
func spoken(s *session.Session) app.UI {
	return app.P().Class("sr-only").ID("spoken").Attr("aria-live", "polite").Body(textBody(s.Spoken()))
}
