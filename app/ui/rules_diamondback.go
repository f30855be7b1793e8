package ui

import (
	"fmt"
	"strings"

	"diamond/rules/diamondback"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// diamondbackRules is Diamondback Chess's rules page, after the project's
// rules (docs/games/diamondback.md). Every diagram is computed with the
// engine: a pawn's targets are its legal moves, a castle or a corner win
// is played, so that the page cannot disagree with the game.
type diamondbackRules struct {
	app.Compo

	IOnClose func(app.Context)
}

func newDiamondbackRules() *diamondbackRules { return &diamondbackRules{} }

// OnClose sets what closing the page does.
func (r *diamondbackRules) OnClose(f func(app.Context)) *diamondbackRules { r.IOnClose = f; return r }

// dbGeo is the board the diagrams draw.
func dbGeo() *game.Geometry { return diamondback.Spec.Geometry() }

// dbSquare returns the square a name on this page names.
func dbSquare(name string) diamondback.Square {
	s, err := diamondback.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

// dbSites returns the sites of squares named on this page.
func dbSites(names ...string) []int {
	sites := make([]int, len(names))
	for i, n := range names {
		sites[i] = int(dbSquare(n))
	}
	return sites
}

// squareNames lists a set of squares by name, in the board's order.
func squareNames(b diamondback.Bitboard) []string {
	var names []string
	for _, s := range b.Squares() {
		names = append(names, s.String())
	}
	return names
}

// dbFEN writes a position as FEN: the pieces by square name ("d3": 'P'),
// the side to move ('w' or 'b').
func dbFEN(pieces map[string]byte, toMove byte) string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			c, ok := pieces[diamondback.SquareAt(f, r).String()]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return fmt.Sprintf("%s %c - - 0 1", b.String(), toMove)
}

// destinations returns the squares the piece on from may legally go to.
func destinations(p diamondback.Position, from diamondback.Square) diamondback.Bitboard {
	var b diamondback.Bitboard
	for _, m := range p.LegalMoves(nil) {
		if m.From() == from {
			b |= m.To().Bit()
		}
	}
	return b
}

// pawnReach returns where a pawn of colour c on sq may move and where it
// may capture, as the engine says: its legal moves with the two kings on
// their corners and nothing else on the board, and, for each neighbouring
// square in turn, whether it may take an enemy knight standing there (a
// lone knight cannot pin the pawn, and taking a checking knight is legal).
func pawnReach(c diamondback.Color, sq diamondback.Square) (moves, captures diamondback.Bitboard, err error) {
	pawn, enemy, side := byte('P'), byte('n'), byte('w')
	if c == diamondback.Black {
		pawn, enemy, side = 'p', 'N', 'b'
	}
	pieces := map[string]byte{"a1": 'K', "h8": 'k', sq.String(): pawn}
	p, err := diamondback.ParseFEN(dbFEN(pieces, side))
	if err != nil {
		return 0, 0, err
	}
	moves = destinations(p, sq)
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			f, r := sq.File()+df, sq.Rank()+dr
			if df == 0 && dr == 0 || f < 0 || f > 7 || r < 0 || r > 7 {
				continue
			}
			n := diamondback.SquareAt(f, r)
			if _, taken := pieces[n.String()]; taken {
				continue
			}
			pieces[n.String()] = enemy
			p, err := diamondback.ParseFEN(dbFEN(pieces, side))
			delete(pieces, n.String())
			if err != nil {
				return 0, 0, err
			}
			captures |= destinations(p, sq) & n.Bit()
		}
	}
	return moves, captures, nil
}

// pawnExample is a pawn alone on a square: its diagram shows where the
// engine lets it move and capture.
type pawnExample struct {
	title  string
	color  diamondback.Color
	square string
	text   string
}

var pawnExamples = []pawnExample{
	{"Normal pawn", diamondback.White, "d3",
		"Every pawn steps one square forward-left or forward-right, to move or to capture, and straight ahead (up) only to an empty square."},
	{"Wing pawn", diamondback.White, "e1",
		"On its own edge (rank 1 here) a pawn may also capture straight ahead."},
	{"Flank pawn", diamondback.White, "e2",
		"One row in from its edge a pawn may also capture one square sideways, toward that edge."},
	{"Guard pawn", diamondback.White, "c2",
		"On its fourth row a pawn may also step one square sideways along that row, to move or to capture. (c2 is a flank square too, but the guard's step already covers the flank's capture.)"},
	{"Guard and wing", diamondback.White, "d1",
		"d1 is a guard square and a wing square: the pawn has both powers."},
	{"A black pawn", diamondback.Black, "e6",
		"Black's pawns play the same game turned round: they go down the screen, toward a1."},
}

// reach says where the example's pawn may go, in words.
func (e pawnExample) reach(moves, captures diamondback.Bitboard) string {
	var parts []string
	if b := moves & captures; b != 0 {
		parts = append(parts, "move or capture on "+strings.Join(squareNames(b), ", "))
	}
	if b := moves &^ captures; b != 0 {
		parts = append(parts, "only move to "+strings.Join(squareNames(b), ", "))
	}
	if b := captures &^ moves; b != 0 {
		parts = append(parts, "only capture on "+strings.Join(squareNames(b), ", "))
	}
	return fmt.Sprintf("From %s it may %s.", e.square, strings.Join(parts, "; "))
}

func (e pawnExample) render() app.UI {
	sq := dbSquare(e.square)
	moves, captures, err := pawnReach(e.color, sq)
	if err != nil {
		panic(err)
	}
	b := game.Board{Pieces: make([]game.Piece, diamondback.NumSquares)}
	b.Pieces[sq] = diamondback.PieceOf(e.color, diamondback.Pawn)
	d := newMiniDiagram(dbGeo(), b).Names(int(sq)).Frame(2, int(sq)) // the pawn and its neighbours
	for _, s := range (moves | captures).Squares() {
		d.Names(int(s))
	}
	for _, s := range moves.Squares() {
		d.Highlight(hlMove, int(s))
	}
	for _, s := range captures.Squares() {
		d.Highlight(hlCapture, int(s))
	}
	return figure(d, e.title, app.Text(e.text+" "+e.reach(moves, captures)))
}

// pawnKind names the kinds of a White pawn's square: W wing (a-file,
// rank 1), F flank (b-file, rank 2), G guard (a4 b3 c2 d1). Black's are
// the same turned by 180°. The tests check it against the engine's moves.
func pawnKind(s diamondback.Square) string {
	return diamondback.PawnKindOf(diamondback.White, s).String()
}

func kindsDiagram() app.UI {
	d := newMiniDiagram(dbGeo(), game.Board{})
	for s := diamondback.Square(0); s < diamondback.NumSquares; s++ {
		if k := pawnKind(s); k != "" {
			d.Label(int(s), k).Shade("kind-"+strings.ToLower(k[:1]), int(s))
		}
	}
	return figure(d.Coords(true).Class("kinds"), "The kinds of White's pawns by square", app.Text(
		"W wing, F flank, G guard; a square with two letters gives both powers; every other square is normal. For Black, turn the board round: wing on the h-file and rank 8, flank on the g-file and rank 7, guard on h5 g6 f7 e8."))
}

// promotionSquares returns where pawns of colour c promote: the
// destinations of every promoting legal move of a pawn of c alone on any
// square.
func promotionSquares(c diamondback.Color) diamondback.Bitboard {
	pawn, side := byte('P'), byte('w')
	if c == diamondback.Black {
		pawn, side = 'p', 'b'
	}
	var b diamondback.Bitboard
	for s := diamondback.Square(0); s < diamondback.NumSquares; s++ {
		if s.String() == "a1" || s.String() == "h8" {
			continue
		}
		p, err := diamondback.ParseFEN(dbFEN(map[string]byte{"a1": 'K', "h8": 'k', s.String(): pawn}, side))
		if err != nil {
			continue // a pawn cannot stand there (it would have promoted, or it checks)
		}
		for _, m := range p.LegalMoves(nil) {
			if m.Promotion() != diamondback.NoKind {
				b |= m.To().Bit()
			}
		}
	}
	return b
}

func promotionDiagram() app.UI {
	start, err := diamondback.Spec.New(0)
	if err != nil {
		panic(err)
	}
	white, black := promotionSquares(diamondback.White), promotionSquares(diamondback.Black)
	d := newMiniDiagram(dbGeo(), start.Board(0)).Frame(0.8, dbSites(cornerFrame...)...)
	for _, s := range white.Squares() {
		d.Shade("zone", int(s))
	}
	return figure(d, "Promotion squares", app.Textf("White's pawns promote on %s (green), beside Black's corner, where Black's rooks, knights, queen and light bishop start. Black's promote on %s, beside White's corner.",
		strings.Join(squareNames(white), " "), strings.Join(squareNames(black), " ")))
}

// moveExample is a move played from a position, drawn before it is made
// with an arrow for each piece it moves.
type moveExample struct {
	title, fen, move string
	frame            []string
	text             string
}

// cornerFrame frames Black's corner and the squares beside it.
var cornerFrame = []string{"h8", "e8", "h5", "f6"}

var cornerExamples = []moveExample{
	{"A pawn reaches the corner", "8/6P1/5k2/8/8/8/8/K7 w - - 0 1", "g7-h8", cornerFrame,
		"Black's king has left h8. The white pawn on g7 steps straight ahead into the empty corner."},
	{"The king takes the corner", "4k2r/6K1/8/8/8/8/8/8 w - - 0 1", "Kxh8", cornerFrame,
		"After Black's long castle a rook stands on h8. White's king captures it there."},
}

var castleExamples = []moveExample{
	{"Short, with the d1 rook", "7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "O-O/d1", []string{"a1", "d1", "a4"}, ""},
	{"Long, with the d1 rook", "7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "O-O-O/d1", []string{"a1", "d1", "a4"}, ""},
	{"Short, with the a4 rook", "7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "O-O/a4", []string{"a1", "d1", "a4"}, ""},
	{"Long, with the a4 rook", "7k/8/8/8/R7/8/8/K2R4 w - - 0 1", "O-O-O/a4", []string{"a1", "d1", "a4"}, ""},
}

// playedMove is a move example played by the engine: the boards before
// and after, the move as the records write it, and the outcome.
type playedMove struct {
	before, after game.Board
	san           string
	outcome       game.Outcome
	moved         [][2]int // each moved piece's site before and after
}

func (e moveExample) play() (playedMove, error) {
	m, err := diamondback.Spec.ParsePosition(e.fen)
	if err != nil {
		return playedMove{}, err
	}
	if err := m.Play(e.move); err != nil {
		return playedMove{}, fmt.Errorf("%s: %v", e.move, err)
	}
	pm := playedMove{before: m.Board(0), after: m.Board(1), san: m.Moves()[0], outcome: m.Outcome()}
	// A piece left x and the same piece arrived on y.
	for x, p := range pm.before.Pieces {
		if p == 0 || pm.after.Pieces[x] == p {
			continue
		}
		for y, q := range pm.after.Pieces {
			if q == p && pm.before.Pieces[y] != p {
				pm.moved = append(pm.moved, [2]int{x, y})
			}
		}
	}
	return pm, nil
}

func (e moveExample) render() app.UI {
	pm, err := e.play()
	if err != nil {
		panic(err)
	}
	geo := dbGeo()
	d := newMiniDiagram(geo, pm.before).Frame(0.8, dbSites(e.frame...)...).Coords(true) // where the frame meets the lower edges
	var went []string
	for _, mv := range pm.moved {
		d.Arrow(mv[0], mv[1])
		name := geo.Legend[pm.before.Pieces[mv[0]]].Name
		went = append(went, fmt.Sprintf("the %s from %s to %s", name[strings.IndexByte(name, ' ')+1:], geo.Sites[mv[0]].Name, geo.Sites[mv[1]].Name))
	}
	after := ": " + strings.Join(went, " and ") + "."
	if pm.outcome.Over {
		after += " " + pm.outcome.Text + "."
	}
	var text []app.UI
	if e.text != "" {
		text = append(text, app.Text(e.text+" "))
	}
	return figure(d, e.title, append(text, app.Span().Class("move").Text(pm.san), app.Text(after))...)
}

func startDiagram() app.UI {
	m, err := diamondback.Spec.New(0)
	if err != nil {
		panic(err)
	}
	d := newMiniDiagram(dbGeo(), m.Board(0)).Coords(true).Highlight(hlRing, dbSites("b1", "a2", "g8", "h7")...)
	return figure(d, "Setup "+diamondback.Spec.Starts()[0], app.Text(
		"White's queen on b1 and Black's on g8. In the other setups a queen changes places with its side's light bishop (the ringed squares)."))
}

func (r *diamondbackRules) Render() app.UI {
	p := func(s string) app.UI { return app.P().Text(s) }
	li := func(s string) app.UI { return app.Li().Text(s) }
	examples := func(es []moveExample, class string) app.UI {
		figs := make([]app.UI, len(es))
		for i, e := range es {
			figs[i] = e.render()
		}
		return app.Div().Class("examples " + class).Body(figs...)
	}
	pawns := make([]app.UI, len(pawnExamples))
	for i, e := range pawnExamples {
		pawns[i] = e.render()
	}
	start, err := diamondback.Spec.New(0)
	if err != nil {
		panic(err)
	}
	return app.Div().Class("rules").ID("rules").Body(
		rulesHead("How to play Diamondback Chess", diamondback.Spec.ID(), r.IOnClose),
		p("Diamondback Chess is a chess variant by Mike Schneider (1997). It is chess on an ordinary board turned by 45°, so that each king starts in a corner: White's on a1 at the bottom, Black's on h8 at the top. Most pieces move as in chess; the pawns move by where they stand, and a pawn or a king that reaches the enemy king's corner wins."),
		app.H3().Text("Goal"),
		p("Checkmate the enemy king, or move one of your pawns or your king onto the enemy king's corner: h8 for White, a1 for Black. Either wins at once."),
		app.H3().Text("Board and start"),
		p("The board is drawn as a diamond. The files a to h run along the lower right edge and the ranks 1 to 8 along the lower left one: a8 is the left tip, h1 the right tip. Each side has the usual 16 pieces, packed into its corner. Between the armies lie empty rows, crossed only by the two scout pawns on d4 and e5, which face each other."),
		p("There are four setups. Before the game each side's queen stands on its marked square (b1 for White, g8 for Black) or changes places with the bishop beside it (a2, h7). A setup is named by the two queens' squares: b1g8, b1h7, a2g8 or a2h7. New game draws both choices at random, shown to both players, or lets you pick one. White moves first."),
		app.Div().Class("examples wide").Body(startDiagram(), kindsDiagram()),
		app.H3().Text("The pieces"),
		p("King, queen, rook, bishop and knight move and capture as in chess; only castling differs (below). The board's lines do not change when it turns: a rook still moves along files and ranks, which now run diagonally on the screen, and a bishop along diagonals, which now run up and down or across."),
		app.H3().Text("Pawns"),
		p("For White, forward is up the screen, toward h8: forward-left is up the file, forward-right is along the rank, and straight ahead is the diagonal between them. Black's pawns move the other way. A pawn never steps two squares, and there is no en passant."),
		p("What a pawn may do depends on the square it stands on now, not where it started:"),
		app.Ul().Body(
			li("A normal pawn steps forward-left or forward-right to move or capture, and straight ahead only to move."),
			li("A wing pawn, on its side's edge (for White the a-file or rank 1), may also capture straight ahead."),
			li("A flank pawn, on the next row in (the b-file or rank 2), may also capture one square sideways toward that edge: from the b-file onto the a-file, from rank 2 onto rank 1."),
			li("A guard pawn, on its side's fourth row across the board (a4 b3 c2 d1 for White, which start with guards on b3 and c2), may also step one square either way along that row, to move or to capture."),
			li("A square can give several kinds: the pawn then has all their powers. The pawn on d4 at the start, the scout, is a normal pawn."),
		),
		p("In the diagrams, a dot marks where the pawn may move and a red ring where it may capture; the lists come from the game's own move generator."),
		app.Div().Class("examples").Body(pawns...),
		app.H3().Text("Promotion"),
		p("A pawn that arrives on one of the three squares on either side of the enemy corner must become a queen, rook, bishop or knight, as its player chooses (here, with the buttons that appear). A pawn that reaches a square where the other side promotes, such as a White guard stepping to d1, stays a pawn."),
		app.H3().Text("Reaching the corner"),
		p("A pawn or king that moves onto the enemy king's corner wins at once, if the move is legal: it may not leave its own king in check, so a king cannot step onto an attacked corner. Kings are never captured, so the corner must first be empty of its king; a king may capture another piece standing there. A pawn can only enter by its straight-ahead step from g7 (b2 for Black), which needs the corner empty, since the squares beside it promote."),
		app.Div().Class("examples").Body(promotionDiagram(), cornerExamples[0].render(), cornerExamples[1].render()),
		app.H3().Text("Castling"),
		p("Castling depends only on where the pieces stand: it does not matter whether they moved before. Your king must be on its corner and one of your rooks on a rook's starting square (d1 or a4 for White, e8 or h5 for Black), with the two squares between them empty. In the short castle the king moves two squares toward the rook and the rook jumps to the square on its other side; in the long castle king and rook change places. You may castle while in check and across attacked squares, but not into check."),
		examples(castleExamples, "four"),
		app.H3().Text("Check, mate and draws"),
		app.Ul().Body(
			li("Check and checkmate are as in chess. A pawn checks a king on any square where it could capture."),
			li("A player who cannot move and is not in check is stalemated: the game is drawn."),
			li("The game is drawn at once when 100 moves in a row (50 by each side) pass with no pawn move and no capture, and when the same position occurs for the third time with the same side to move."),
			li("The players may agree to a draw, and either may resign."),
			li("A move that wins (mate or a corner) wins, even if it also meets a draw rule."),
		),
		app.H3().Text("Notation"),
		app.Ul().Body(
			li("Pieces are written as in chess: Nc4, Rxe7, with the origin's file or rank when two pieces of a kind could go to the same square."),
			li("A pawn move always names the pawn's square: d4-d5, d4xe5, f7-f8=Q; several pawns can often reach the same square."),
			li("A castle names its rook's square: O-O/d1 (short) and O-O-O/a4 (long). + marks check and # a winning move, mate or corner: g7-h8#."),
			li("Links use a compact form: from and to squares with a promotion's letter, d4d5 or f7f8q; a castle is its king's move, a1c1."),
			li("Positions are written in FEN as in chess, with - for castling and en passant, which follow from the placement or do not exist. The b1g8 start is "+start.Position()+". A record names its setup in a [Setup] tag."),
		),
		app.H3().Text("Where the inventor's text is silent"),
		p("These choices are the app's own (the project's rules page gives the reasons):"),
		app.Ul().Body(
			li("R-EDGE: the edges that make wing and flank pawns are the two that meet at the player's own corner, along their whole length (the a-file and rank 1 for White). So a White pawn on f7 is a normal pawn and cannot capture on e8."),
			li("R-UNION: a pawn whose square gives several kinds has all their powers."),
			li("R-GUARD: the guard's sideways step is a single square, to move or to capture; the inventor's diagram marks no second square."),
			li("R-FIRST: White moves first."),
			li("R-SETUP: each side's queen square is drawn at random, independently, and both players see the setup from the start; New game also lets you choose it."),
			li("R-PROMO: promotion is compulsory, to a queen, rook, bishop or knight."),
			li("R-CORNER: a move to the corner must be legal like any other move; it wins at once."),
			li("R-CASTLE: no castling into check; any rook of yours on a rook's starting square may castle, a promoted one too."),
			li("R-STALE: stalemate is a draw."),
			li("R-50 and R-3: the fifty-move rule and threefold repetition draw automatically."),
			li("R-MAT: there is no draw for insufficient material: even a bare king can still win by reaching the corner."),
		),
		app.H3().Text("Playing here"),
		app.Ul().Body(
			li("Choose a piece, then one of its marked squares. A castle is the king's move to its castling square. A pawn reaching a promotion square waits for its piece: choose it with the buttons."),
			li("The other buttons (Take back, Copy link, Export, Games, …) work as in every game of the app."),
		),
	)
}
