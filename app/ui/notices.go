package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// notices shows messages the user should read once: stored data that
// could not be read, a link that could not be opened, a full storage;
// and news, such as what a friend's link brought.
type notices struct {
	app.Compo

	INotices   []notice
	IOnDismiss func(app.Context, int)
}

// notice is a message; news is not a problem, and does not look like one.
type notice struct {
	Text string
	News bool
}

// problems makes notices of problems.
func problems(texts []string) []notice {
	ns := make([]notice, len(texts))
	for i, t := range texts {
		ns[i] = notice{Text: t}
	}
	return ns
}

func newNotices() *notices { return &notices{} }

// Notices sets the messages.
func (n *notices) Notices(v []notice) *notices { n.INotices = v; return n }

// OnDismiss sets what closing the i-th message does.
func (n *notices) OnDismiss(f func(app.Context, int)) *notices { n.IOnDismiss = f; return n }

func (n *notices) Render() app.UI {
	return app.Div().Class("notices").ID("notices").Attr("aria-live", "polite").Body(
		app.Range(n.INotices).Slice(func(i int) app.UI {
			class := "notice"
			if n.INotices[i].News {
				class += " news"
			}
			return app.Div().Class(class).Body(
				app.Span().Class("notice-text").Text(n.INotices[i].Text),
				app.Button().Type("button").Class("close").Attr("aria-label", "Dismiss").Text("×").
					OnClick(func(ctx app.Context, e app.Event) { n.IOnDismiss(ctx, i) }, app.EventScope(i, n.INotices[i].Text)),
			)
		}),
	)
}

// shownAtEnd is the notice for a link whose game is shown at its end
// rather than at the move it asks for; note says why (share.Link).
func shownAtEnd(note string) string {
	return "This link's game is shown at its end: " + note + "."
}
