package ui

import (
	"diamond/app/share"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// copyLink puts the whole game, at the move shown, in the address bar's
// fragment and copies that address to the clipboard.
func (p *page) copyLink(ctx app.Context) {
	u := *ctx.Page().URL()
	u.Fragment = share.Fragment(p.s().Match(), p.s().View())
	ctx.Page().ReplaceURL(&u)
	p.linkNote = "The link is in the address bar: copy it from there."
	copyText(ctx, u.String(), func(ctx app.Context) {
		p.linkNote = "Link copied. It holds the whole game, shown at this move."
	}, nil)
}
