// Package ui is the app's user interface in go-app: the game's page and
// its parts, the board, the move list, the dialogs, the puzzle page, the
// embed page and the rules pages. Components draw what the models report
// (the desk, the session, the study, the trainer) and pass the user's
// choices back to them; the rules decide everything.
package ui

import (
	"diamond/app/embed"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Routes registers the app's pages. The wasm entry point calls it both in
// the browser and when it writes the static site, which then holds a page
// for each route: index.html for /, embed for the board other sites show
// in an iframe, and puzzles.
func Routes() {
	app.Route("/", func() app.Composer { return newPage() })
	app.Route(embed.Path, func() app.Composer { return newEmbedPage() })
	app.Route(PuzzlePath, func() app.Composer { return newPuzzlePage() })
}
