package ui

import (
	"strings"

	"diamond/app/games"
	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// pieceTag draws site q's tag (games.Tagger) at the piece's lower right,
// coloured by its first letter; every site has the element, empty when it
// has no tag, so that go-app updates it in place.
func pieceTag(tag string) app.UI {
	class := "tag"
	if tag != "" {
		class += " tag-" + strings.ToLower(tag[:1])
	}
	return svg("text").Class(class).Attr("x", 30).Attr("y", 46).Body(textBody(tag))
}

// textBody is s as an element's only child, and no child at all when s is
// empty: the page prerendered into index.html cannot hold an empty text,
// so the app's start would add each one to it. (A text beside elements,
// as in <h1><span></span>Diamond</h1>, is prerendered with the page's
// indentation around it and set again at start: such texts go in a span.)
func textBody(s string) app.UI {
	if s == "" {
		return nil
	}
	return app.Text(s)
}

// tagLegend says what the pieces' tags mean, under the board, for games
// whose adapter tags pieces; nothing for the others.
func tagLegend(g games.Game) app.UI {
	t, ok := g.(games.Tagger)
	if !ok {
		return app.Div().Class("no-tags")
	}
	title, notes := t.TagLegend()
	items := make([]app.UI, len(notes))
	for i, n := range notes {
		letter, text := app.Span().Class("tag-key").Text("–"), " "+n.Text
		if n.Letter != "" {
			letter = app.Span().Class("tag-key tag-" + strings.ToLower(n.Letter)).Text(n.Letter)
			text = " " + n.Name + ": " + n.Text
		}
		items[i] = app.Li().Body(letter, app.Text(text))
	}
	return app.Div().Class("tag-legend").ID("tag-legend").Body(
		app.Strong().Text(title),
		app.Ul().Body(items...),
	)
}

// optionKey says what the board's option rings mean, for games that have
// a word for them (Diamond's removable neutral pieces), while they show.
func optionKey(s *session.Session) app.UI {
	return app.P().Class("option-key").ID("option-key").Body(textBody(s.OptionKey()))
}
