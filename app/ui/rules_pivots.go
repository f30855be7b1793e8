package ui

import (
	"fmt"
	"sort"
	"strings"

	"diamond/rules/game"
	"diamond/rules/pivots"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// pivotsRules is Diamonds & Pivots's rules page, after the project's
// rules (docs/games/pivots.md). Its diagrams are computed with the
// engine: the positions are parsed, the turns played, and the diamonds,
// captures and legal steps shown are the engine's.
type pivotsRules struct {
	app.Compo

	IOnClose func(app.Context)
}

func newPivotsRules() *pivotsRules { return &pivotsRules{} }

// OnClose sets what closing the page does.
func (r *pivotsRules) OnClose(f func(app.Context)) *pivotsRules { r.IOnClose = f; return r }

// pvGeo is the board the diagrams draw.
func pvGeo() *game.Geometry { return pivots.Spec.Geometry() }

// pvCell returns the cell a name on this page names.
func pvCell(name string) pivots.Cell {
	c, err := pivots.ParseCell(name)
	if err != nil {
		panic(err)
	}
	return c
}

// pvSites returns the sites of cells named on this page, separated by
// spaces.
func pvSites(names string) []int {
	var sites []int
	for _, n := range strings.Fields(names) {
		sites = append(sites, int(pvCell(n)))
	}
	return sites
}

// cellNames lists a set of cells by name, in the board's order.
func cellNames(b pivots.Bitboard) string {
	var names []string
	for _, c := range b.Cells() {
		names = append(names, c.String())
	}
	return strings.Join(names, " ")
}

// pvPosition writes a position in the game's notation: the black and the
// white stones (cell names separated by spaces), the side to move ('b'
// or 'w'), after the pie rule's turns. The rows run from the top of the
// board, each from the left: row 5 + L − N, ordered by letter.
func pvPosition(black, white string, toMove byte) string {
	stone := map[pivots.Cell]byte{}
	for _, n := range strings.Fields(black) {
		stone[pvCell(n)] = 'b'
	}
	for _, n := range strings.Fields(white) {
		stone[pvCell(n)] = 'w'
	}
	var rows [9][]pivots.Cell
	for c := pivots.Cell(0); c < pivots.NumCells; c++ {
		r := 4 + c.Letter() - c.Number()
		rows[r] = append(rows[r], c)
	}
	var b strings.Builder
	for r, row := range rows {
		if r > 0 {
			b.WriteByte('/')
		}
		sort.Slice(row, func(i, j int) bool { return row[i].Letter() < row[j].Letter() })
		empty := 0
		for _, c := range row {
			s, ok := stone[c]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(s)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
	}
	fmt.Fprintf(&b, " %c", toMove)
	return b.String()
}

// pvMatch is a game from a position, with turns played: actions in the
// text notation separated by spaces.
func pvMatch(position, actions string) (*pivots.Match, error) {
	m, err := pivots.Spec.ParsePosition(position)
	if err != nil {
		return nil, err
	}
	for _, a := range strings.Fields(actions) {
		if err := m.Play(a); err != nil {
			return nil, fmt.Errorf("%s: %v", a, err)
		}
	}
	return m.(*pivots.Match), nil
}

// nameAll writes every cell's name on it.
func nameAll(d *miniDiagram) *miniDiagram {
	for q := range d.IGeometry.Sites {
		d.Names(q)
	}
	return d
}

// count writes a number of things in words: "no diamond", "one diamond",
// "2 diamonds".
func count(n int, thing string) string {
	switch n {
	case 0:
		return "no " + thing
	case 1:
		return "one " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// stonesOnly is the board after ply moves without the last move's marks.
func stonesOnly(m *pivots.Match, ply int) game.Board {
	b := m.Board(ply)
	b.Marks = nil
	return b
}

// shadeDiamonds shades the diamonds of the side that moved last in the
// position after ply moves, and returns them.
func shadeDiamonds(d *miniDiagram, p pivots.Position, c pivots.Color) []pivots.Diamond {
	ds := p.Stones(c).Diamonds()
	for _, dm := range ds {
		for _, cell := range dm.Cells().Cells() {
			d.Shade("zone", int(cell))
		}
	}
	return ds
}

// diamondNames writes diamonds as their cells: "c5 c6 d6 d7 and ...".
func diamondNames(ds []pivots.Diamond) string {
	names := make([]string, len(ds))
	for i, dm := range ds {
		names[i] = cellNames(dm.Cells())
	}
	return strings.Join(names, "; ")
}

// stepDiagram draws pivot step move (ply) of m on the board before it:
// the diamond shaded, the pivot ringed, an arrow along the line to its
// end, a dot where each lifted stone lands, and the stones it captures
// marked (the mover's own in orange). It also says what the step does.
func stepDiagram(m *pivots.Match, ply int) (*miniDiagram, string) {
	before := m.Game().PositionAt(ply)
	a := m.Game().Actions()[ply]
	if a.Kind() != pivots.Step {
		panic(fmt.Sprintf("%v is not a pivot step", a))
	}
	b := stonesOnly(m, ply)
	b.Marks = make([]game.Mark, pivots.NumCells)
	caps := before.Captures(a)
	own := caps & before.Stones(before.ToMove())
	for _, c := range caps.Cells() {
		b.Marks[c] |= game.Doomed
		if own.Has(c) {
			b.Marks[c] |= game.Own
		}
	}
	d := newMiniDiagram(pvGeo(), b).Arrow(int(a.Pivot()), int(a.End())).Highlight(hlRing, int(a.Pivot()))
	for _, c := range a.Diamond().Cells().Cells() {
		d.Shade("zone", int(c))
	}
	for _, c := range a.Line().Cells() {
		if !caps.Has(c) {
			d.Highlight(hlMove, int(c))
		}
	}
	text := fmt.Sprintf("The pivot %v stays; %s are lifted and laid on %s.", a.Pivot(), cellNames(a.Lifted()), cellNames(a.Line()))
	switch {
	case caps == 0:
		text += " Nothing is captured."
	case own == caps:
		text += fmt.Sprintf(" %s's own stones on %s are captured.", before.ToMove(), cellNames(own))
	case own != 0:
		text += fmt.Sprintf(" The stones on %s are captured, %s's own on %s among them.", cellNames(caps), before.ToMove(), cellNames(own))
	default:
		text += fmt.Sprintf(" The %s stones on %s are captured.", strings.ToLower(before.ToMove().Other().String()), cellNames(caps))
	}
	return d, text
}

// The diamonds and other shapes of four stones drawn on the page.
const (
	pvDiamonds    = "b3 b4 c3 c4  f6 g6 g7 h7  d6 d7 e7 e8"
	pvNotDiamonds = "a1 b2 c3 d4  c6 d7 e8 e9  f4 g5 g6 h7"
)

func shapesDiagrams() []app.UI {
	geo := pvGeo()
	draw := func(stones string) *miniDiagram {
		b := game.Board{Pieces: make([]game.Piece, pivots.NumCells)}
		for _, s := range pvSites(stones) {
			b.Pieces[s] = pivots.PieceBlack
		}
		return newMiniDiagram(geo, b)
	}
	d := draw(pvDiamonds)
	var set pivots.Bitboard
	for _, s := range pvSites(pvDiamonds) {
		set |= pivots.Cell(s).Bit()
	}
	ds := set.Diamonds()
	for _, dm := range ds {
		for _, c := range dm.Cells().Cells() {
			d.Shade("zone", int(c))
		}
	}
	var no pivots.Bitboard
	for _, s := range pvSites(pvNotDiamonds) {
		no |= pivots.Cell(s).Bit()
	}
	return []app.UI{
		figure(d, "Diamonds", app.Textf("%d diamonds, one in each direction the shape can lie: %s.", len(ds), diamondNames(ds))),
		figure(draw(pvNotDiamonds), "Not diamonds",
			app.Textf("A straight line, a hook and a zig-zag of four stones: %d diamonds here.", len(no.Diamonds()))),
	}
}

func namesDiagram() app.UI {
	d := nameAll(newMiniDiagram(pvGeo(), game.Board{}).Coords(true))
	return figure(d, "Cell names",
		app.Text("The letters a to i run along lines from the lower left to the upper right, the numbers 1 to 9 along lines from the upper left to the lower right. The middle cell is e5; the corners are a1, a5, e9, i9, i5 and e1."))
}

// ownCapture is the page's example of a step capturing the mover's own
// stone (§9.3 of the rules).
var ownCapture = struct{ black, white, turn string }{"c4 d5 e5 c6", "c7", "d4 c4/e5>c7"}

func ownCaptureDiagrams() []app.UI {
	m, err := pvMatch(pvPosition(ownCapture.black, ownCapture.white, 'b'), ownCapture.turn)
	if err != nil {
		panic(err)
	}
	frame := pvSites("b3 c7 f5 a3")
	d, text := stepDiagram(m, 1)
	after := nameAll(newMiniDiagram(pvGeo(), stonesOnly(m, 2)).Frame(0.7, frame...))
	return []app.UI{
		figure(nameAll(d.Frame(0.7, frame...)), "Drop d4, then pivot "+m.Moves()[1],
			app.Text("The drop makes the diamond c4 d4 d5 e5. "+text)),
		figure(after, "After the step",
			app.Textf("Black has %d stones, White %d. Black owns %s, so the turn ends.",
				m.Game().Position().Count(pivots.Black), m.Game().Position().Count(pivots.White),
				count(len(m.Game().Position().Stones(pivots.Black).Diamonds()), "diamond"))),
	}
}

// liftFirst is the page's example of a line that starts on a lifted
// stone's cell (R4): a step from diagram 4 of Neto's example.
const liftFirst = "c6 c5/d7>f5 e5/e6>e8"

func liftFirstDiagram() app.UI {
	m, err := pvMatch(pvPosition(netoBlack, netoWhite, 'b'), liftFirst)
	if err != nil {
		panic(err)
	}
	d, text := stepDiagram(m, 2)
	return figure(nameAll(d.Frame(0.7, netoFrame...)), "Lift first: pivot "+m.Moves()[2],
		app.Text("The line starts on e6, which a lifted stone has just left: nothing is there to capture. "+text))
}

// lineFit is the page's example of the lines that fit (§9.4): the
// diamond c1 c2 d2 d3 and the steps with pivot c1.
func lineFitDiagram() app.UI {
	m, err := pvMatch(pvPosition("c2 d2 d3", "", 'b'), "c1")
	if err != nil {
		panic(err)
	}
	d := nameAll(newMiniDiagram(pvGeo(), stonesOnly(m, 1)).Frame(0.7, pvSites("a1 e1 c4 f4")...)).Highlight(hlRing, int(pvCell("c1")))
	shadeDiamonds(d, m.Game().Position(), pivots.Black)
	var fit []string
	for _, mv := range m.Legal() {
		if strings.HasPrefix(mv, "c1/") {
			fit = append(fit, mv)
			a, err := pivots.ParseActionText(mv)
			if err != nil {
				panic(err)
			}
			d.Arrow(int(a.Pivot()), int(a.End()))
		}
	}
	return figure(d, "Lines must fit",
		app.Textf("Pivoting on c1, only %d lines of three fit on the board: %s. The others would leave it.", len(fit), strings.Join(fit, " and ")))
}

// Neto's worked example (§9.2 of the rules): Black drops c6 and pivots
// twice; White answers d2.
const (
	netoBlack = "c5 d6 d7 e6 f6"
	netoWhite = "d1 e2 f2 f3 g4"
	netoTurns = "c6 c5/d7>f5 f5/e6>f2 d2"
)

// shortGame is the page's example of a record and a link; netoCompact is
// Neto's turn in a link.
const (
	shortGame   = "e5 swap c3 pass pass"
	netoCompact = "c6c5d7f5f5e6f2"
)

// netoFrame frames the cells of Neto's example.
var netoFrame = pvSites("b3 d8 g5 e1 d1")

// netoExample plays Neto's example with the engine.
func netoExample() (*pivots.Match, error) {
	return pvMatch(pvPosition(netoBlack, netoWhite, 'b'), netoTurns)
}

// diamondDrops returns the empty cells where a drop of colour c would
// make a diamond (and start a chain) in position p.
func diamondDrops(p pivots.Position, c pivots.Color) pivots.Bitboard {
	side := byte('b')
	if c == pivots.White {
		side = 'w'
	}
	pos := pvPosition(cellNames(p.Stones(pivots.Black)), cellNames(p.Stones(pivots.White)), side)
	var b pivots.Bitboard
	for _, cell := range p.Empty().Cells() {
		g, err := pvMatch(pos, cell.String())
		if err != nil {
			panic(err)
		}
		if !g.EndsTurn(0) {
			b |= cell.Bit()
		}
	}
	return b
}

func netoDiagrams() []app.UI {
	m, err := netoExample()
	if err != nil {
		panic(err)
	}
	g, geo := m.Game(), pvGeo()
	frame := netoFrame
	board := func(ply int) *miniDiagram {
		return nameAll(newMiniDiagram(geo, stonesOnly(m, ply)).Frame(0.7, frame...))
	}
	steps := func(ply int) int { // the legal pivot steps after ply moves
		at := m.Clone()
		for at.Len() > ply {
			at.Undo()
		}
		return len(at.Legal())
	}
	moves := m.Moves()

	d0 := board(0)
	d1 := board(1).Highlight(hlRing, int(pvCell(moves[0])))
	ds1 := shadeDiamonds(d1, g.PositionAt(1), pivots.Black)
	s1, t1 := stepDiagram(m, 1)
	d2 := board(2)
	ds2 := shadeDiamonds(d2, g.PositionAt(2), pivots.Black)
	s2, t2 := stepDiagram(m, 2)
	d3 := board(3)
	d4 := board(4).Highlight(hlRing, int(pvCell(moves[3])))
	threats := diamondDrops(g.PositionAt(4), pivots.White)
	for _, c := range threats.Cells() {
		d4.Highlight(hlMove, int(c))
	}
	for _, d := range []*miniDiagram{s1, s2} {
		nameAll(d.Frame(0.7, frame...))
	}
	p3 := g.PositionAt(3)
	return []app.UI{
		figure(d0, "1. Black to move", app.Text("Neither side owns a diamond.")),
		figure(d1, "2. Drop "+moves[0],
			app.Textf("Black now owns %s (%s), so the chain begins: %d steps are possible.", count(len(ds1), "diamond"), diamondNames(ds1), steps(1))),
		figure(s1, "3. Pivot "+moves[1], app.Text(t1)),
		figure(d2, "4. Two new diamonds",
			app.Textf("Black owns %s (%s): the chain goes on, with %d steps to choose from.", count(len(ds2), "diamond"), diamondNames(ds2), steps(2))),
		figure(s2, "5. Pivot "+moves[2], app.Text(t2)),
		figure(d3, "6. The turn ends",
			app.Textf("f2 f3 f4 f5 is a line, not a diamond: Black owns %s, so the turn is over. It is written %s. Black has %d stones, White %d.",
				count(len(p3.Stones(pivots.Black).Diamonds()), "diamond"), strings.Join(moves[:3], " "), p3.Count(pivots.Black), p3.Count(pivots.White))),
		figure(d4, "7. White answers "+moves[3],
			app.Textf("Now a white drop on any of %s would make a diamond (the dots). Black can block only one of them.", cellNames(threats))),
	}
}

func (r *pivotsRules) Render() app.UI {
	p := func(s string) app.UI { return app.P().Text(s) }
	li := func(s string) app.UI { return app.Li().Text(s) }
	grid := func(class string, figs ...app.UI) app.UI { return app.Div().Class("examples " + class).Body(figs...) }
	start := pivots.FormatPosition(pivots.StartPosition())
	short, err := pvMatch(start, shortGame)
	if err != nil {
		panic(err)
	}
	return app.Div().Class("rules").ID("rules").Body(
		rulesHead("How to play Diamonds & Pivots", pivots.Spec.ID(), r.IOnClose),
		p("Diamonds & Pivots is a game for two by João Pedro Neto (2005). The players drop stones on a hexagonal board; four stones in a diamond must pivot, swinging into a line that captures whatever stands in its way. When both players pass, the one with more stones on the board wins."),
		app.H3().Text("Board and stones"),
		p("The board is a hexagon of 61 cells, five on each side. Each cell is named by a letter and a number, as Neto named them. Black and White each have as many stones as they need. Black plays first."),
		grid("single", namesDiagram()),
		app.H3().Text("A turn"),
		p("On your turn, do one of these:"),
		app.Ul().Body(
			li("Drop a stone of your colour on any empty cell. If that gives you a diamond, the pivot chain follows (below)."),
			li("Pass. You may always pass, except on Black's very first turn, which must be a drop."),
			li("Swap (White's first turn only): instead of dropping, White may take over Black's first stone. The players exchange colours and the board stays as it is; White is still to move, now played by the one who dropped first."),
		),
		app.H3().Text("Diamonds"),
		p("A diamond is four stones of one colour in a rhombus: two triangles of three touching cells that share a side. It can lie in three directions. A straight line of four, a hook or a zig-zag is not a diamond."),
		grid("wide", shapesDiagrams()...),
		app.H3().Text("Pivots"),
		p("While you own a diamond, you must pivot, even if that means capturing your own stones:"),
		app.Ol().Body(
			li("Choose one of your diamonds and one of its four stones, the pivot. The pivot stays where it is."),
			li("Choose a direction from the pivot: the three cells in a straight line beyond it must all be on the board."),
			li("Lift the diamond's other three stones. Every stone on those three cells is captured and taken off, black or white."),
			li("Lay the three lifted stones on the three cells."),
		),
		p("A cell of the line may be where one of the lifted stones stood: it is empty once they are lifted, so nothing is captured there. Stones never block a line: they are lifted and laid, not slid."),
		p("If you still own a diamond after a pivot, old or new, you must pivot again, and so on until you own none. This chain of pivots is part of the same turn."),
		grid("wide", append(ownCaptureDiagrams(), liftFirstDiagram(), lineFitDiagram())...),
		app.H3().Text("The loop rule"),
		p("A chain can go round in circles: four stones can rock back and forth between two places for ever. So a pivot may not bring back a board that was already seen during the same turn (after the drop or after an earlier pivot of the chain). If every pivot left is forbidden by this rule, the turn ends there and the diamond stays on the board; it pivots after the owner's next drop, or simply counts as stones if they pass."),
		app.H3().Text("End and score"),
		p("The game ends when the two players pass one after the other. Each side counts its stones on the board, and the one with more wins. On equal counts White wins: the colour White, whoever holds it after a swap. There are no draws, but a player may resign, and the players may agree to a draw."),
		p(fmt.Sprintf("House rule: a game ends after its turn %d at the latest, and is counted as after two passes. Games are far shorter: even random play ends within a few hundred turns.", pivots.TurnCap)),
		app.H3().Text("Neto's worked example"),
		p("Neto explains the rules with this turn of Black's, where one drop sets off two pivots, and White's reply. The diagrams replay it with this app's rules: shaded cells are diamonds, a ring the stone just dropped or the pivot, dots where the lifted stones land, red rings the stones captured."),
		grid("", netoDiagrams()...),
		app.H3().Text("Notation"),
		app.Ul().Body(
			li("e5: a stone dropped on e5. pass: a pass. swap: White takes the pie rule's swap."),
			li("P/O>E: a pivot step. P is the pivot, O the corner of the diamond opposite it (which says which diamond, when the pivot is in several), E the far end of the line. Neto's turn above is c6 c5/d7>f5 f5/e6>f2."),
			app.Li().Body(
				app.Text("A game record has one turn per line: its number, the colour that played it and its actions, then the result: 1-0 when Black wins, 0-1 when White wins. A short game, with the swap and two passes:"),
				app.Pre().Class("record").Text(short.Record()),
			),
			li("Links put each turn's cells together and join the turns with dots: that game is "+short.Compact()+" in a link, and Neto's turn is "+netoCompact+"."),
			li("A position is written row by row from the top of the board, each row from the left, with b, w or a count of empty cells, then the side to move, the passes in a row and the turn. The start is "+start+"."),
		),
		app.H3().Text("Where the published rules are silent"),
		p("The rules as Neto published them leave some questions open. This app answers them so (the project's rules page gives the reasons):"),
		app.Ul().Body(
			li("R1: Black moves first."),
			li("R2: a diamond is the rhombus of four cells, in any of its three directions."),
			li("R3: a pivot's line must fit on the board: all three cells must exist."),
			li("R4: lifting comes first: a cell of the line where a lifted stone stood holds nothing to capture."),
			li("R5: the line captures stones of both colours, the mover's own too."),
			li("R6: the chain goes on while the mover owns any diamond, whether or not the last pivot made it."),
			li("R7: a pivot may not bring back a board already seen in the same turn; with no pivot left, the turn ends."),
			li("R8: Black's first turn must be a drop."),
			li("R9: the swap is allowed on White's first turn only; the colours change hands and White moves next."),
			li("R10: the game ends after two passes in a row, one by each player."),
			li("R11: the score is each colour's stones on the board."),
			li("R12: a tie goes to the colour White, whoever holds it after a swap."),
			li("R13: the supply of stones is unlimited."),
			li(fmt.Sprintf("R14 (house rule): the game stops after turn %d and is counted.", pivots.TurnCap)),
		),
		app.H3().Text("Playing here"),
		app.Ul().Body(
			li("Click an empty cell to drop a stone there; Pass passes."),
			li("In a chain, the stones that may pivot are ringed: choose one. If it belongs to several diamonds, choose the corner opposite it to say which. Then choose where the line ends (a dot): the app shows where the stones land and what they capture, your own stones in orange. Click the end again, or Pivot, to play the step."),
			li("The other buttons (Take back, Copy link, Export, Games, …) work as in every game of the app."),
		),
	)
}
