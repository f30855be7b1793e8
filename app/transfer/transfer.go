// Package transfer moves games between the app and other tools: out as a
// game record in the project's notation (text to copy or a .txt file), in
// from a pasted or chosen record, or from a game link. Errors name the
// first bad move, as a bad link's do.
package transfer

import (
	"errors"
	"strings"
	"time"

	"diamond/app/share"
	"diamond/rules/diamond"
)

// Export returns game g's record as text: a [Position] tag when it starts
// from a position set up by hand, the numbered moves and the result.
func Export(g *diamond.Game) string {
	return g.Record().String() + "\n"
}

// FileName names an exported file: diamond-2006-01-02-1504.txt.
func FileName(now time.Time, ext string) string {
	return "diamond-" + now.Format("2006-01-02-1504") + "." + ext
}

// Imported is a game read from text, and the ply to show.
type Imported struct {
	Game *diamond.Game
	Ply  int
}

// Import reads a game record (numbered or not, with or without a
// [Position] tag) or a game link (anything holding #g=). It shows a
// record at its end and a link at its move.
func Import(text string) (Imported, error) {
	text = strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF")) // a byte-order mark from some editors
	if text == "" {
		return Imported{}, errors.New("there is nothing to read: paste a game record, such as 1. d4 e5 2. c3, or a game link")
	}
	if i := strings.Index(text, "#g="); i >= 0 && !strings.ContainsAny(text, " \n\t") {
		link, err := share.Parse(text[i+1:])
		if err != nil {
			return Imported{}, err
		}
		return Imported{Game: link.Game, Ply: link.Ply}, nil
	}
	g, err := diamond.ParseRecord(text)
	if err != nil {
		return Imported{}, err
	}
	return Imported{Game: g, Ply: g.Len()}, nil
}
