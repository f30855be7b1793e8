package session

import (
	"strings"

	"diamond/app/games"
	"diamond/rules/game"
)

// What a screen reader hears of the game: the board's name, and a line
// for a live region after every change.

// boardLabel names the board and says whose turn it is, or the result.
func (s *Session) boardLabel() string {
	label := s.adapter.Name() + " board, "
	if s.Over() && s.live() {
		return label + "game over"
	}
	label += s.adapter.SideNames()[s.game.ToMove(s.view)] + " to move"
	if !s.live() {
		label += ", an earlier position"
	}
	return label
}

// Spoken is the line for the live region: the piece chosen and where it
// may go, or else the move shown in words (the computer's too), with
// the result once the game is over; "" at the start.
func (s *Session) Spoken() string {
	b := s.Board()
	if s.partial != "" {
		var words []string
		for _, q := range b.Marked(game.Selected) {
			words = append(words, games.SiteWords(b.Geometry, game.Board{Pieces: b.Pieces}, q)+", chosen")
		}
		if t := b.Marked(game.Target); len(t) > 0 {
			words = append(words, "may go to "+siteNames(b.Geometry, t))
		}
		if o := b.Marked(game.Option); len(o) > 0 {
			words = append(words, "may choose "+siteNames(b.Geometry, o))
		}
		return strings.Join(words, "; ") + "."
	}
	if s.view == 0 {
		return ""
	}
	w := games.MoveWords(s.game, s.view-1) + "."
	if s.Over() && s.live() {
		w += " " + s.resultText()
	}
	return w
}

// siteNames lists sites by name: "d5, e6".
func siteNames(geo *game.Geometry, sites []int) string {
	names := make([]string, len(sites))
	for i, q := range sites {
		names[i] = geo.Sites[q].Name
	}
	return strings.Join(names, ", ")
}
