package setup

import (
	"strconv"
	"strings"
	"sync"

	"diamond/rules/diamond"
	"diamond/rules/diamondback"
	"diamond/rules/game"
	"diamond/rules/pivots"
)

// kindOf returns the games' parts of the editor, by ID: the layout of each
// position notation (see docs/games and the rules pages). The
// kinds are made when the editor first opens, not when the app starts.
var kindOf = sync.OnceValue(func() map[string]*kind {
	return map[string]*kind{
		diamond.Spec.ID():     diamondKind(),
		pivots.Spec.ID():      pivotsKind(),
		diamondback.Spec.ID(): diamondbackKind(),
	}
})

// sideField is the side to move, the first field after every game's
// placement.
func sideField(first, second string) Field {
	choice := func(name string) Choice {
		return Choice{ID: strings.ToLower(name), Label: name, Text: strings.ToLower(name[:1])}
	}
	return Field{ID: "tomove", Label: "To move", Choices: []Choice{choice(first), choice(second)}}
}

// Diamond: "<files> <side> <black in hand> <white in hand>", the files a
// to h, each from its lowest point up.
func diamondKind() *kind {
	var rows [][]int
	for q := diamond.Point(0); q < diamond.NumPoints; q++ {
		if q == 0 || q.File() != (q-1).File() {
			rows = append(rows, nil)
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], int(q))
	}
	hand := func(side string) Field {
		return Field{ID: "hand-" + strings.ToLower(side), Label: side + " in hand", Max: diamond.PiecesPerSide}
	}
	const black, white, neutral = 1, 2, 3 // the legend's pieces
	return &kind{
		rows:    rows,
		brushes: []game.Piece{black, white, neutral, 0},
		fields:  []Field{sideField("Black", "White"), hand("Black"), hand("White")},
		empty:   []string{"b", "0", "0"},
		commands: []Command{{
			ID: "setup-fill", Label: "Hands from the board",
			Title: "Every piece not on the board in hand, and the side to move that follows",
			// The placement phase of a game without captures: Black
			// moves when the hands are equal, White when it holds one
			// more.
			do: func(e *Editor) {
				var on [4]int
				for _, p := range e.pieces {
					on[p]++
				}
				b, w := diamond.PiecesPerSide-on[black], diamond.PiecesPerSide-on[white]
				e.fields[1], e.fields[2], e.fields[0] = strconv.Itoa(max(b, 0)), strconv.Itoa(max(w, 0)), "b"
				if w == b+1 {
					e.fields[0] = "w"
				}
			},
		}},
		held: func(pieces []game.Piece) []int {
			for sq := diamond.Square(0); sq < diamond.NumSquares; sq++ {
				for _, side := range []game.Piece{black, white} {
					var corners []int
					for _, q := range sq.Corners().Points() {
						if pieces[q] == side {
							corners = append(corners, int(q))
						}
					}
					if len(corners) == 4 {
						return corners
					}
				}
			}
			return nil
		},
	}
}

// Diamonds & Pivots: "<rows> <side> <passes> <turn>", the page's visual
// rows top to bottom; the turn number carries the pie rule's state (turn
// 2 is White's first, when it may swap).
func pivotsKind() *kind {
	var rows [][]int
	for _, row := range pivots.Rows() {
		var sites []int
		for _, c := range row {
			sites = append(sites, int(c))
		}
		rows = append(rows, sites)
	}
	return &kind{
		rows:    rows,
		brushes: []game.Piece{1, 2, 0},
		fields: []Field{
			sideField("Black", "White"),
			{ID: "passes", Label: "Passes just made", Max: 1},
			{ID: "turn", Label: "Turn", Min: 1, Max: pivots.TurnCap},
		},
		empty: []string{"b", "0", "3"},
		note:  "Turn 1 is Black's first drop on the empty board; on turn 2, White's first, White may swap.",
	}
}

// Diamondback Chess: FEN, ranks 8 to 1 from the a-file; castling follows
// from the placement, so its field is always "-", as en passant's.
func diamondbackKind() *kind {
	var rows [][]int
	for r := 7; r >= 0; r-- {
		var sites []int
		for f := range 8 {
			sites = append(sites, int(diamondback.SquareAt(f, r)))
		}
		rows = append(rows, sites)
	}
	var brushes []game.Piece
	for p := game.Piece(1); p <= 12; p++ { // White's K Q R B N P, then Black's
		brushes = append(brushes, p)
	}
	return &kind{
		rows:    rows,
		brushes: append(brushes, 0),
		fields: []Field{
			sideField("White", "Black"),
			// Kept as the FEN has them; typed in the FEN to change.
			{ID: "castling", Fixed: true},
			{ID: "en-passant", Fixed: true},
			{ID: "clock", Fixed: true},
			{ID: "move", Fixed: true},
		},
		empty: []string{"w", "-", "-", "0", "1"},
		note:  "Castling follows from where the king and rooks stand (the FEN's castling field is always -); there is no en passant.",
	}
}
