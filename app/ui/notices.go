package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// notices shows messages the user should read once: stored data that
// could not be read, a link that could not be opened, a full storage.
type notices struct {
	app.Compo

	INotices   []string
	IOnDismiss func(app.Context, int)
}

func newNotices() *notices { return &notices{} }

// Notices sets the messages.
func (n *notices) Notices(v []string) *notices { n.INotices = v; return n }

// OnDismiss sets what closing the i-th message does.
func (n *notices) OnDismiss(f func(app.Context, int)) *notices { n.IOnDismiss = f; return n }

func (n *notices) Render() app.UI {
	return app.Div().Class("notices").ID("notices").Attr("aria-live", "polite").Body(
		app.Range(n.INotices).Slice(func(i int) app.UI {
			return app.Div().Class("notice").Body(
				app.Span().Class("notice-text").Text(n.INotices[i]),
				app.Button().Type("button").Class("close").Attr("aria-label", "Dismiss").Text("×").
					OnClick(func(ctx app.Context, e app.Event) { n.IOnDismiss(ctx, i) }, app.EventScope(i, n.INotices[i])),
			)
		}),
	)
}

// shownAtEnd is the notice for a link whose game is shown at its end
// rather than at the move it asks for; note says why (share.Link).
func shownAtEnd(note string) string {
	return "This link's game is shown at its end: " + note + "."
}
