package ui

import (
	"testing"

	"diamond/app/games"
	"diamond/app/session"
)

// TestBoardSurvivesAGameSwitch draws a board of each game after the board
// of each game (the same one too) with its cursor, a drag and a drop on
// every site of the first: the state that names sites must not outlive
// the geometry it names them in (a click on Diamondback's h8, then a new
// game of Diamond, ended the app with an index out of range).
func TestBoardSurvivesAGameSwitch(t *testing.T) {
	for _, from := range games.All() {
		before := session.New(from, session.Options{Mode: session.Hotseat}).Board()
		for _, to := range games.All() {
			after := session.New(to, session.Options{Mode: session.Hotseat}).Board()
			for q := range before.Geometry.Sites {
				b := newBoard().View(before)
				b.Render()
				b.cursor, b.run = q, keyRun{from: q, at: q}
				b.drag = dragState{pressed: true, active: true, from: q}
				b.dropped = dropped{before.Ply + 1, q, q}
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Fatalf("%s site %s, then %s: the board panics: %v", from.ID(), before.Geometry.Sites[q].Name, to.ID(), r)
						}
					}()
					b.View(after).Render()
				}()
				if from.ID() == to.ID() && b.cursor != q {
					t.Errorf("%s: the cursor moved from %d to %d on a board of the same game", from.ID(), q, b.cursor)
				}
				if from.ID() != to.ID() && (b.cursor != -1 || b.drag.active || b.drag.pressed) {
					t.Errorf("%s site %d, then %s: cursor %d, drag %+v kept", from.ID(), q, to.ID(), b.cursor, b.drag)
				}
			}
		}
	}
}
