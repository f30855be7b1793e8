package games

import (
	"fmt"
	"strconv"
	"strings"

	"diamond/rules/diamondback"
	"diamond/rules/diamondback/levels"
	"diamond/rules/game"
	"diamond/rules/player"
)

// Diamondback is Diamondback Chess's adapter.
var Diamondback Game = diamondbackGame{diamondback.Spec}

type diamondbackGame struct{ game.Spec }

// compactMoves lists the legal moves in the compact form (from, to and a
// promotion's letter: d4d5, f7f8q; a castle as the king's move).
func compactMoves(m game.Match) []string { return m.(*diamondback.Match).LegalCompact() }

// siteName names a site: a square, "d4".
func (g diamondbackGame) siteName(site int) string { return g.Geometry().Sites[site].Name }

// Click: a piece of the side to move is chosen (partial is its square),
// then a square it may go to plays the move; a pawn's promotion waits
// for its piece (partial is from and to, and Choices offers the
// pieces). A castle is the king's move to its castling square.
func (g diamondbackGame) Click(m game.Match, partial string, site int) (next, move, note string) {
	sq := g.siteName(site)
	legal := compactMoves(m)
	from := partial
	if len(from) > 2 {
		from = from[:2] // a promotion waiting for its piece: start again
	}
	if from != "" && from != sq {
		var to []string
		for _, mv := range legal {
			if mv[:2] == from && mv[2:4] == sq {
				to = append(to, mv)
			}
		}
		switch len(to) {
		case 1:
			return "", to[0], ""
		case 0:
		default:
			return from + sq, "", "Choose the piece the pawn becomes."
		}
	}
	if from == sq {
		return "", "", "" // a second click drops the choice
	}
	for _, mv := range legal {
		if mv[:2] == sq {
			return sq, "", ""
		}
	}
	side := strings.ToLower(g.SideNames()[m.ToMove(m.Len())])
	if from != "" {
		return from, "", fmt.Sprintf("The piece on %s cannot go to %s.", from, sq)
	}
	return "", "", fmt.Sprintf("Choose one of the %s pieces that can move, then where it goes.", side)
}

// Guide marks the chosen piece and the squares it may go to, and the
// square a waiting promotion goes to.
func (g diamondbackGame) Guide(m game.Match, partial string, b *game.Board) {
	if partial == "" {
		return
	}
	from := partial[:2]
	for site, s := range g.Geometry().Sites {
		if s.Name == from {
			b.Marks[site] |= game.Selected
		}
	}
	targets := map[string]bool{}
	for _, mv := range compactMoves(m) {
		if mv[:2] == from && (len(partial) == 2 || mv[2:4] == partial[2:4]) {
			targets[mv[2:4]] = true
		}
	}
	for site, s := range g.Geometry().Sites {
		if targets[s.Name] {
			b.Marks[site] |= game.Target
		}
	}
}

// HintMarks rings the hinted move's squares, with an arrow.
func (g diamondbackGame) HintMarks(m game.Match, move string, b *game.Board) [][2]int {
	dm := m.(*diamondback.Match)
	mv, err := diamondback.ParseMove(dm.Game().Position(), move)
	if err != nil {
		return nil
	}
	from, to := int(mv.From()), int(mv.To())
	b.Marks[from] |= game.HintFrom
	b.Marks[to] |= game.Hint
	return [][2]int{{from, to}}
}

// Status: the setup, check, and each side's pieces.
func (g diamondbackGame) Status(m game.Match, ply int) (string, [2]Side) {
	b := m.Board(ply)
	var count [2]int
	for _, p := range b.Pieces {
		if p != 0 {
			count[g.Geometry().Legend[p].Side]++
		}
	}
	// The setup drawn is shown to both players all game long, in words:
	// its name (b1h7) is the queens' squares.
	phase := "set-up position"
	if st := m.Start(); st >= 0 {
		name := g.Starts()[st]
		phase = "queens started on " + name[:2] + " and " + name[2:]
	}
	for _, mk := range b.Marks {
		if mk&game.Check != 0 {
			phase += " · check"
		}
	}
	var sides [2]Side
	for s := range sides {
		sides[s] = Side{Text: strconv.Itoa(count[s]) + " pieces", Count: count[s]}
	}
	return phase, sides
}

// ColourNotes: White moves first; no pie rule.
func (diamondbackGame) ColourNotes(m game.Match, ply int) [2]string {
	if ply == 0 && m.Start() >= 0 {
		return [2]string{"moves first", "moves second"}
	}
	var n [2]string
	me := m.ToMove(ply)
	n[me], n[1-me] = "moves next", "the computer moves first"
	return n
}

// endings words the rules' endings, by the outcome's reason.
var endings = map[game.Reason]string{
	"checkmate":  "checkmate",
	"corner":     "a piece reached the enemy king's corner",
	"stalemate":  "stalemate",
	"fifty-move": "fifty moves without a capture or a pawn move",
	"repetition": "the same position occurred three times",
}

// Ending says how the game ended by the rules.
func (diamondbackGame) Ending(m game.Match) string { return endings[m.Outcome().Reason] }

// Choices offers a waiting promotion's pieces.
func (g diamondbackGame) Choices(m game.Match, partial string) []Choice {
	if len(partial) != 4 {
		return nil
	}
	names := map[byte]string{'q': "Queen", 'r': "Rook", 'b': "Bishop", 'n': "Knight"}
	side := strings.ToLower(g.SideNames()[m.ToMove(m.Len())])
	var cs []Choice
	for _, mv := range compactMoves(m) {
		if len(mv) == 5 && mv[:4] == partial {
			c := Choice{ID: "promote-" + mv[4:], Label: names[mv[4]], Move: mv}
			for i, st := range g.Geometry().Legend {
				if st.Name == side+" "+strings.ToLower(c.Label) {
					c.Piece = game.Piece(i)
				}
			}
			cs = append(cs, c)
		}
	}
	return cs
}

// Levels are Diamondback's computer levels (the table only: no search
// code).
func (diamondbackGame) Levels() []player.LevelInfo { return levels.Infos() }

// Words: chess moves pieces.
func (diamondbackGame) Words() (string, string, string) { return "moving", "move", "piece" }

// Tags: each pawn's kinds on its square (rules/diamondback.PawnKindOf),
// so that a newcomer sees which pawns have extra powers.
func (g diamondbackGame) Tags(b game.Board) []string {
	tags := make([]string, len(b.Pieces))
	for q, p := range b.Pieces {
		for _, c := range []diamondback.Color{diamondback.White, diamondback.Black} {
			if p == diamondback.PieceOf(c, diamondback.Pawn) {
				tags[q] = diamondback.PawnKindOf(c, diamondback.Square(q)).String()
			}
		}
	}
	return tags
}

// TagLegend: the pawn kinds in a few words (the rules page, §4).
func (diamondbackGame) TagLegend() (string, []TagNote) {
	return "Pawn kinds", []TagNote{
		{"G", "guard", "may also step sideways along its row"},
		{"W", "wing", "may also capture straight ahead"},
		{"F", "flank", "may also capture sideways toward its edge"},
		{"", "", "no letter: a normal pawn"},
	}
}

// Swap and Pass: chess has neither.
func (diamondbackGame) Swap() Button { return Button{} }
func (diamondbackGame) Pass() Button { return Button{} }

// HowTo: where a newcomer clicks first.
func (diamondbackGame) HowTo() string { return "Click or tap one of your pieces, then where it goes." }

func (diamondbackGame) Explain(game.Match, string) string { return "" }

func (diamondbackGame) About() (string, string) {
	return "Mike Schneider", "Chess turned 45°: a pawn or king in the enemy king's corner wins."
}
