package ui

// The game page's links: a game or a friend's move in the address,
// opened, refused in words, and cleared from the address bar.

import (
	"net/url"

	"diamond/app/friend"
	"diamond/app/share"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// linkScript, in the page's head, hides the game's part of the page drawn
// into index.html (main.play) on a visit to the game's page with a
// fragment (but #rules): a link, most likely. That page holds a first
// visit's blank Diamond board, not the link's game, and the notices a link
// brings come above it as the app starts: it would show a wrong board,
// then jump (a layout shift of 0.32 on a phone, opening a friend's move).
// Until then the page says the game is opening, in words that take no room
// (web/style.css).
// showLinkedGame shows it once the app has drawn what the link opened.
const linkScript = `<script>try{var h=location.hash;if(h.length>1&&h!=="#rules"&&/\/$/.test(location.pathname))document.documentElement.dataset.link="yes"}catch(e){}</script>`

// showLinkedGame undoes linkScript, once the link is opened and drawn.
func showLinkedGame(app.Context) {
	app.Window().Get("document").Get("documentElement").Call("removeAttribute", "data-link")
}

// opensLink tells whether a fragment is a link to open, in words if it
// cannot be: a game (g), a friend's game (c), a link cut after its game's
// name (game), or damage.
func opensLink(fragment string) bool {
	v, err := url.ParseQuery(fragment)
	return err != nil || share.IsLink(fragment) || friend.IsLink(fragment) || v.Has("game")
}

// openLink shows a shared game, keeping the user's own game in progress.
func (p *page) openLink(ctx app.Context, fragment string) {
	if p.openFriendLink(ctx, fragment) {
		return
	}
	p.clearFragment(ctx)
	link, err := share.Parse(fragment)
	if err == nil {
		err = p.open(ctx, link.Game, link.Ply, "This is a shared game.")
	}
	if err == nil && link.Note != "" {
		p.notes.link = append(p.notes.link, notice{Text: shownAtEnd(link.Note)})
	}
	if err != nil {
		p.notes.link = append(p.notes.link, notice{Text: "This link could not be opened: " + err.Error() + "."})
	}
}

// open shows game g at ply for two players on this device (the banner
// offers to play it from there against the computer), keeping the user's
// game in progress; from says where g came from, for the banner. The
// same game is only moved to ply.
func (p *page) open(ctx app.Context, g game.Match, ply int, from string) error {
	if err := p.d.Show(g, ply, from); err != nil {
		return err
	}
	p.editor = nil
	p.changed(ctx, false)
	return nil
}

// clearFragment drops a link or anchor from the address bar, so that a
// reload shows the saved game rather than the link again.
func (p *page) clearFragment(ctx app.Context) {
	u := *ctx.Page().URL()
	if u.Fragment == "" {
		return
	}
	u.Fragment = ""
	ctx.Page().ReplaceURL(&u)
}
