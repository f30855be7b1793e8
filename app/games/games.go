// Package games holds what the app needs of each game beyond its rules:
// how clicks on the board build a move, the marks that guide the person
// entering it, the status lines beside the board, the words of the pie
// rule. Each game has an adapter here over its rules package; everything
// else in app/ works on the game contract (rules/game) and these
// adapters, so it is the same for every game.
package games

import (
	"strings"

	"diamond/rules/game"
	rules "diamond/rules/games"
	"diamond/rules/player"
)

// Game is one game's adapter.
type Game interface {
	game.Spec
	// Click answers a click on site during the turn of the side to move,
	// with the choices made so far this turn (partial, "" at first): a
	// move to play, or the new partial choice (with move ""), or a note
	// saying why nothing happened (partial unchanged).
	Click(m game.Match, partial string, site int) (next, move, note string)
	// Guide marks on b what the partial choice allows: the chosen piece
	// (Selected), where it may go (Target), other sites to choose
	// (Option).
	Guide(m game.Match, partial string, b *game.Board)
	// HintMarks marks a hinted move on b (Hint, HintFrom) and returns the
	// arrows to draw.
	HintMarks(m game.Match, move string, b *game.Board) [][2]int
	// Status describes the position after ply moves: the phase or
	// anything else worth a word beside the side to move ("placing"),
	// and a line for each side ("12 in hand, 2 lost").
	Status(m game.Match, ply int) (phase string, sides [2]Side)
	// ColourNotes say what each side means for a person who takes it
	// from the position after ply moves (who moves first, the pie rule).
	ColourNotes(m game.Match, ply int) [2]string
	// Ending says how a finished game ended by its rules, for the line
	// "White wins: <ending>." or "Draw: <ending>.": "white holds the
	// square d3 d4 e3 e4"; "the same position occurred three times"; ""
	// when there is nothing to add. The session words resignations.
	Ending(m game.Match) string
	// Choices are the buttons a partial move asks for (a promotion's
	// piece), each with the move it plays; none for most partial moves.
	Choices(m game.Match, partial string) []Choice
	// Levels lists the computer's levels, weakest first; none while the
	// game has no computer player.
	Levels() []player.LevelInfo
	// Words are what a turn does and what it puts down, for sentences
	// such as the pie rule's: "placing", "place" and "piece"; "dropping",
	// "drop" and "stone".
	Words() (doing, do, piece string)
	// Swap is the pie rule's swap, which exchanges the sides; no Move
	// for a game without a pie rule.
	Swap() Button
	// Pass is a pass, with its Rule; no Move for a game without one.
	Pass() Button
	// HowTo says in one line where to click to play a first move.
	HowTo() string
	// Explain says in a line what the move being entered needs next, and
	// what it will do, where the board alone does not say it (a Pivots
	// chain); "" otherwise.
	Explain(m game.Match, partial string) string
	// About names the game's inventor and says in one line what the game
	// is, for a first visit's welcome.
	About() (inventor, line string)
}

// Tagger is an adapter whose pieces wear a short tag on the board, with a
// legend: Diamondback's pawns, whose powers depend on their square.
type Tagger interface {
	// Tags returns each site's tag on board b, "" for none.
	Tags(b game.Board) []string
	// TagLegend names the tags ("Pawn kinds") and says what each letter
	// means, and what no tag means, in the order to show them.
	TagLegend() (title string, notes []TagNote)
}

// Keyed is an adapter whose guide rings sites that need a word under the
// board: Diamond's neutral pieces that may be removed (a dashed red ring,
// which "now neutral (red)" alone does not explain).
type Keyed interface {
	// OptionKey says what the sites Guide rings as options mean, "" when
	// it rings none.
	OptionKey(m game.Match) string
}

// TagNote explains one letter of the tags ("" for no tag): its name
// ("guard") and what it means.
type TagNote struct{ Letter, Name, Text string }

// TagWords says a site's tag in words for screen readers, e.g. "guard
// and flank", or "" for no tag (or a game without tags).
func TagWords(g game.Spec, tag string) string {
	t, ok := g.(Tagger)
	if !ok || tag == "" {
		return ""
	}
	_, notes := t.TagLegend()
	var names []string
	for _, n := range notes {
		if n.Letter != "" && strings.Contains(tag, n.Letter) {
			names = append(names, n.Name)
		}
	}
	return strings.Join(names, " and ")
}

// Button is a move played by a button beside the board, not by clicks
// on it: the pie rule's swap, a pass. The page words the pie rule from
// the sides' names and Words; a pass says its own Rule.
type Button struct {
	Move    string // as Play takes it: "swap"; "" for a game without it
	Refused string // the note when it may not be played now: "Only White's first turn may swap."
	Rule    string // a pass's rule, said beside its button
}

// Choice is a button that finishes a partial move.
type Choice struct {
	ID    string     // for the DOM: "promote-q"
	Label string     // "Queen"
	Move  string     // the move it plays
	Piece game.Piece // the piece it makes, drawn on its button; 0 for none
}

// Side is one side's line beside the board.
type Side struct {
	Text  string // "12 in hand, 2 lost"
	Count int    // the number the line is about (pieces in hand, stones)
}

// adapters are the games' adapters.
var adapters = []Game{Diamond, Pivots, Diamondback}

// ByID returns a game's adapter; "" is Diamond. An unknown name is an
// error that says so.
func ByID(id string) (Game, error) {
	spec, err := rules.ByID(id)
	if err != nil {
		return nil, err
	}
	return Of(spec), nil
}

// Of returns the adapter of a registered game.
func Of(spec game.Spec) Game {
	for _, g := range adapters {
		if g.ID() == spec.ID() {
			return g
		}
	}
	panic("app/games: no adapter for " + spec.ID())
}

// All returns the adapters of the registered games, the default first.
func All() []Game {
	var gs []Game
	for _, s := range rules.All() {
		gs = append(gs, Of(s))
	}
	return gs
}
