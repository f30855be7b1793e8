package ui

import (
	"strings"

	"diamond/rules/diamond"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulesPage explains the game, with diagrams of the five capture examples
// of the published rules, and the choices this app makes where the rules
// are silent.
type rulesPage struct {
	app.Compo

	IOnClose func(app.Context)
}

func newRulesPage() *rulesPage { return &rulesPage{} }

// OnClose sets what closing the page does.
func (r *rulesPage) OnClose(f func(app.Context)) *rulesPage { r.IOnClose = f; return r }

// captureExample is one of the rules page's examples: black and white
// pieces, Black to move, and Black's step.
type captureExample struct {
	title, black, white, step, text string
}

var captureExamples = []captureExample{
	{"1. Cornering one", "c4 e4", "c3", "e4-d4",
		"The step completes the triangle c3 c4 d4 with one black and one white piece: the white piece on c3 is captured."},
	{"2. Cornering two", "c3 e4", "c4 d3", "e4-d4",
		"The step corners c4 (triangle c3 c4 d4) and d3 (triangle c3 d3 d4): two different pieces, so nothing is captured."},
	{"3. Cornering two on opposite sides", "c4 d3 d5", "c3 e4", "d3-d4",
		"The step corners c3 (triangle c3 c4 d4) and e4 (triangle d4 d5 e4), on two sides of d4: nothing is captured."},
	{"4. One piece cornered twice", "c4 d3 e4", "c3", "e4-d4",
		"Both triangles c3 c4 d4 and c3 d3 d4 corner the same white piece: it is captured."},
	{"5. A safe move", "e4", "c3 c4", "e4-d4",
		"The triangle c3 c4 d4 holds two white pieces: no capture, and the black piece that stepped between them is not captured either."},
}

func (e captureExample) position() (diamond.Position, diamond.Action, diamond.Point) {
	points := func(names string) diamond.Bitboard {
		var b diamond.Bitboard
		for _, n := range strings.Fields(names) {
			q, err := diamond.ParsePoint(n)
			if err != nil {
				panic(err)
			}
			b |= q.Bit()
		}
		return b
	}
	pos, err := diamond.Setup{Black: points(e.black), White: points(e.white), ToMove: diamond.Black}.Position()
	if err != nil {
		panic(err)
	}
	from, to, _ := strings.Cut(e.step, "-")
	step := diamond.StepFrom(points(from).First(), points(to).First())
	captured := diamond.NoPoint
	if c := pos.Captures(step); c != 0 {
		captured = c.First()
	}
	return pos, step, captured
}

func (r *rulesPage) Render() app.UI {
	examples := make([]app.UI, len(captureExamples))
	for i, e := range captureExamples {
		pos, step, captured := e.position()
		examples[i] = app.Figure().Class("example").Body(
			newDiagram().Position(pos).Step(step).Captured(captured),
			app.FigCaption().Body(app.Strong().Text(e.title+". "), app.Text(e.text)),
		)
	}
	p := func(s string) app.UI { return app.P().Text(s) }
	li := func(s string) app.UI { return app.Li().Text(s) }
	return app.Div().Class("rules").ID("rules").Body(
		rulesHead("How to play Diamond", diamond.Spec.ID(), r.IOnClose),
		p("Diamond is a game for two by Larry Back. The board is a diamond of squares and triangles; the pieces stand on its 62 points. Black and White each have 12 pieces, all in hand at the start. Black moves first."),
		app.H3().Text("Goal"),
		p("Occupy all four corners of one of the 24 squares with your own pieces. You win at once, in either phase."),
		app.H3().Text("Placement"),
		p("On your turn, place a piece from your hand on any empty point. Placements never capture. When all 24 pieces are on the board, the movement phase begins and Black moves."),
		p("Pie rule: on White's first turn only, White may swap instead of placing. The players exchange colours; the board stays as it is. The player who placed the first piece now plays White and moves next."),
		app.H3().Text("Movement"),
		p("On your turn, do one of these:"),
		app.Ul().Body(
			li("Step: move one of your pieces along a line to a neighbouring empty point."),
			li("Remove a neutral (red) piece that has no black or white piece on any neighbouring point."),
		),
		app.H3().Text("Captures"),
		p("Only steps capture. After stepping to a point, look at each triangle that has that point as a corner. A triangle corners an enemy piece when its two other corners hold one of your pieces and one enemy piece. If exactly one enemy piece is cornered (on one triangle or two), it is captured: it becomes a neutral piece on its point. If two or more different enemy pieces are cornered, nothing is captured."),
		app.Div().Class("examples").Body(examples...),
		app.H3().Text("Draws"),
		app.Ul().Body(
			li("The players agree to a draw."),
			li("The player to move has no legal action: no step and no neutral piece to remove."),
			li("The same position occurs for the third time with the same player to move."),
			li("50 movement-phase moves in a row (25 each) pass with no capture and no removal."),
		),
		app.H3().Text("Where the published rules are silent"),
		app.Ul().Body(
			li("The swap is written swap and takes White's first move: 1. d4 swap 2. …"),
			li("A possible neutral removal counts as a legal action, so a player who can only remove does not lose the game to a draw."),
			li("Placements do not count toward the 50-move draw; a capture or a removal starts the count again."),
			li("When a move both completes a square and meets a draw rule, the square wins."),
			li("A game record's result is written from Black's side, because Black moves first: 1-0 Black won, 0-1 White won, 1/2-1/2 drawn. A result the moves do not explain is a resignation (or an agreed draw)."),
		),
		app.H3().Text("Notation"),
		app.Ul().Body(
			li("d4: a piece placed on d4."),
			li("d4-e5: a step from d4 to e5; d4-e5* when it captures."),
			li("(d4): the neutral piece on d4 removed."),
			li("swap: White used the pie rule."),
			li("A position set up by hand is written file by file, a to h, separated by /, each file from its lowest point up (a1 … a7, b1 … b8, …, h2 … h8): b black, w white, n neutral, a digit for a run of empty points; then the side to move (b or w) and the pieces in Black's and White's hands. The standard start is 7/8/8/8/8/8/8/7 b 12 12."),
			li("A record from such a position starts with a tag, as in chess's PGN: [Position \"n6/8/2wb4/8/3b4/8/w7/7 b 0 0\"] 1. e4-d4* g1-g2 2. (a1). Game links carry the position too; links and records without it start from the standard start."),
			li("A position set up by hand must be one a game could reach: at most 12 pieces of a side on the board and in hand, Black to move when both hands are equal and White when it holds one more, no side already holding a square, no more neutral pieces than captured ones. The pie rule applies only from the standard start."),
		),
		app.H3().Text("Playing here"),
		app.Ul().Body(
			li("Click or tap an empty point to place. In the movement phase, choose a piece, then one of its marked targets, or drag the piece there. Removable neutral pieces are ringed: choose one to remove it."),
			li("Keyboard: Tab to the board, move the cursor with the arrow keys, choose with Enter or Space, Escape drops the chosen piece. Elsewhere, ← and → step through the moves, Home and End jump to the start and the end, F flips the board, H asks for a hint."),
			li("Hint (or H), on your turn: the computer's choice for the position, marked on the board (an arrow for a step), with the line it expects and how it sees the game, e.g. \"Black is better\". It goes when a move is made or another move is shown."),
			li("Copy link puts the whole game in the address; anyone who opens it sees the game at the move shown and can play on, or choose Play from here to play on against the computer. Your own game is kept when you open a link: Games brings it back."),
			li("Set up builds any position: choose Black, White, Neutral or the eraser and click points, set the hands and the side to move, or type the position in notation. The app says why a position cannot be played; Play from here starts a game from it, for two players or against the computer with the colour you choose, and Copy link shares it."),
			li("Play from here, under the move list, plays your game on from the move shown, against the computer or a friend; the game as it was is kept under Games."),
			li("Export gives the game record as text (copy it or save a .txt file) and a picture of the position shown (SVG or PNG). Import reads a record or a link, pasted or from a file, and keeps your game in progress. Embed writes the HTML that shows the game on another site."),
			li("The game is saved in this browser after every move, and the app works offline once loaded."),
		),
	)
}
