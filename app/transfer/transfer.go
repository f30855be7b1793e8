// Package transfer moves games between the app and other tools: out as a
// game record in the game's notation (text to copy or a .txt file), in
// from a pasted or chosen record, or from a game link. Errors name the
// first bad move, as a bad link's do.
package transfer

import (
	"errors"
	"strings"
	"time"

	"diamond/app/share"
	"diamond/rules/game"
	"diamond/rules/games"
)

// Export returns game m's record as text: its tags (the game's name for
// every game but Diamond, a set-up start), the numbered moves and the
// result.
func Export(m game.Match) string {
	return m.Record() + "\n"
}

// FileName names an exported file: diamond-2006-01-02-1504.txt, with the
// game's ID first.
func FileName(g game.Spec, now time.Time, ext string) string {
	return Dated(g.ID(), now, ext)
}

// Dated names a file name-2006-01-02-1504.ext: files saved on one day
// sort by the minute they were saved.
func Dated(name string, now time.Time, ext string) string {
	return name + "-" + now.Format("2006-01-02-1504") + "." + ext
}

// Imported is a game read from text, and the ply to show. Note is a
// link's (see share.Link).
type Imported struct {
	Game game.Match
	Ply  int
	Note string
}

// Import reads a game record (numbered or not, with or without tags) or a
// game link (anything holding #g= or #game=). A record that names no
// game is read as one of onScreen, the game the person is looking at. It
// shows a record at its end and a link at its move.
func Import(text string, onScreen game.Spec) (Imported, error) {
	text = strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF")) // a byte-order mark from some editors
	if text == "" {
		return Imported{}, errors.New("there is nothing to read: paste a game record, as Export writes it, or a game link")
	}
	if fragment, ok := share.Find(text); ok && strings.Contains(text, "#") {
		link, err := share.Parse(fragment)
		if err != nil {
			return Imported{}, err
		}
		return Imported{Game: link.Game, Ply: link.Ply, Note: link.Note}, nil
	}
	m, err := games.ParseRecord(text, onScreen)
	if err != nil {
		return Imported{}, err
	}
	return Imported{Game: m, Ply: m.Len()}, nil
}
