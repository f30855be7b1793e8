package ui

import "diamond/app/desk"

// OnInit gives the page a new game of Diamond with a first visit's
// settings before anything stored is read. The site generator renders it
// into index.html, so that the board shows at first paint, long before the
// wasm runs; in the browser, the first render draws the same page in its
// place (nothing flashes or moves), and OnMount then shows the saved game.
// A first visit's page holds the welcome (welcome.go), so it is drawn too.
func (p *page) OnInit() {
	p.d = desk.Prerendered()
	p.welcome = true
}
