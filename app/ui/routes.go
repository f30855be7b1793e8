// Package ui is the app's user interface in go-app: the page, the board,
// the move list, the dialogs and the rules page. Components draw what the
// session (package session) reports and pass the user's choices back; the
// rules decide everything.
package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Routes registers the app's pages. The wasm entry point calls it both in
// the browser and when it writes the static site.
func Routes() {
	app.Route("/", func() app.Composer { return newPage() })
}
