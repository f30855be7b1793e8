package ui

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// notices shows messages the user should read once: stored data that
// could not be read, a link that could not be opened, a full storage;
// and news, such as what a friend's link brought.
type notices struct {
	app.Compo

	INotices []notice
	// IOnDismiss closes a notice: the one drawn at index i. Two closes can
	// come before the next render (a script, assistive technology, a
	// stalled frame), so the index may be stale: the notice says which.
	IOnDismiss func(ctx app.Context, i int, n notice)
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

// OnDismiss sets what closing a message does.
func (n *notices) OnDismiss(f func(ctx app.Context, i int, n notice)) *notices {
	n.IOnDismiss = f
	return n
}

func (n *notices) Render() app.UI {
	return app.Div().Class("notices").ID("notices").Attr("aria-live", "polite").Body(
		app.Range(n.INotices).Slice(func(i int) app.UI {
			class := "notice"
			if n.INotices[i].News {
				class += " news"
			}
			drawn := n.INotices[i]
			return app.Div().Class(class).Body(
				app.Span().Class("notice-text").Text(drawn.Text),
				app.Button().Type("button").Class("close").Attr("aria-label", "Dismiss").Text("×").
					OnClick(func(ctx app.Context, e app.Event) { n.IOnDismiss(ctx, i, drawn) }, app.EventScope(i, drawn.Text, drawn.News)),
			)
		}),
	)
}

// shownAtEnd is the notice for a link whose game is shown at its end
// rather than at the move it asks for; note says why (share.Link).
func shownAtEnd(note string) string {
	return "This link's game is shown at its end: " + note + "."
}

// notes are what the game's page says above the game: what the last
// link opened had to say (the next link's replace them, rather than
// piling up), then problems, which stay until closed.
type notes struct {
	link     []notice
	problems []string
}

// all is the notices in the order drawn.
func (n *notes) all() []notice {
	return append(n.link[:len(n.link):len(n.link)], problems(n.problems)...)
}

// dismiss closes notice x, drawn at index i of all.
func (n *notes) dismiss(_ app.Context, i int, x notice) {
	if rest, ok := without(n.link, i, x); ok {
		n.link = rest
		return
	}
	if !x.News {
		n.problems, _ = without(n.problems, i-len(n.link), x.Text)
	}
}

// without returns list less x, which was drawn at index i: there if it
// still is, else the first equal to it; ok is false, and list unchanged,
// when x is not in it (closed already).
func without[T comparable](list []T, i int, x T) (rest []T, ok bool) {
	if i < 0 || i >= len(list) || list[i] != x {
		i = slices.Index(list, x)
	}
	if i < 0 {
		return list, false
	}
	return append(list[:i:i], list[i+1:]...), true
}
