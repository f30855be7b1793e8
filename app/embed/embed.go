// Package embed describes a board shown on another site: the game, the
// move to show first and the display options, written in the URL fragment
// of the app's /embed page, and the <iframe> snippet that shows it. The
// game part is the share link's (g=<compact>&m=<ply>), so that any game
// link becomes an embed by changing its path.
package embed

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"diamond/app/geom"
	"diamond/app/markup"
	"diamond/app/share"
	"diamond/rules/game"
	"diamond/rules/games"
)

// Path is the embed page's route.
const Path = "/embed"

// Theme is the embed's colour scheme.
type Theme string

// The themes: System, the zero value, follows the reader's system.
const (
	System Theme = ""
	Light  Theme = "light"
	Dark   Theme = "dark"
)

// Options are the reader's view of an embedded board.
type Options struct {
	Flip        bool  // the board turned by 180 degrees (h8 at the bottom)
	Coords      bool  // coordinates along two edges
	Controls    bool  // first/previous/next/last buttons
	Moves       bool  // the move list
	Play        bool  // the reader may play on; nothing is saved
	Theme       Theme // System, Light or Dark
	Transparent bool  // no background: the host page shows through
	Sound       bool  // moves are heard (off unless asked: a page should not make noise on its own)
}

// Defaults are the options a fragment that names none gets.
func Defaults() Options {
	return Options{Coords: true, Controls: true, Theme: System}
}

// Embed is a game, the ply shown first and the options. Note, from
// Parse, says what in the fragment could not be followed (see share.Link).
type Embed struct {
	Game game.Match
	Ply  int
	Options
	Note string
}

// flags are the on/off options, by their name in the fragment.
func (o *Options) flags() []struct {
	name string
	v    *bool
} {
	return []struct {
		name string
		v    *bool
	}{
		{"flip", &o.Flip}, {"coords", &o.Coords}, {"controls", &o.Controls},
		{"moves", &o.Moves}, {"play", &o.Play}, {"transparent", &o.Transparent}, {"sound", &o.Sound},
	}
}

// Fragment writes e as a URL fragment (without '#'): the share link's
// game and ply, then the options that differ from the defaults.
func Fragment(e Embed) string {
	var b strings.Builder
	b.WriteString(share.Fragment(e.Game, e.Ply))
	def := Defaults()
	for i, f := range e.Options.flags() {
		if *f.v != *def.flags()[i].v {
			b.WriteString("&" + f.name + "=" + map[bool]string{false: "0", true: "1"}[*f.v])
		}
	}
	if e.Theme != def.Theme {
		b.WriteString("&theme=" + string(e.Theme))
	}
	return b.String()
}

// Parse reads a fragment written by Fragment. A fragment without a game
// shows the start position. Unknown names are ignored, so that newer
// snippets still show a board; bad values are errors that say what to
// write instead. Even with an error, the Embed returned is a board to show:
// what could be read, with the start of the game named (Diamond if none
// can be read) for a game that cannot, and defaults for bad options. The
// error names every problem, not only the first.
func Parse(fragment string) (Embed, error) {
	start, _ := games.Default.New(0)
	e := Embed{Game: start, Options: Defaults()}
	v, err := url.ParseQuery(fragment)
	if err != nil {
		return e, share.Damaged(err)
	}
	spec, err := share.Spec(v)
	if err != nil {
		return e, err
	}
	e.Game, _ = spec.New(0)
	var problems []string
	if v.Has("g") {
		link, err := share.Parse(fragment)
		if err == nil {
			e.Game, e.Ply, e.Note = link.Game, link.Ply, link.Note
		} else {
			problems = append(problems, err.Error())
		}
	}
	for _, f := range e.Options.flags() {
		if !v.Has(f.name) {
			continue
		}
		switch v.Get(f.name) {
		case "1", "true", "on", "yes":
			*f.v = true
		case "0", "false", "off", "no":
			*f.v = false
		default:
			problems = append(problems, fmt.Sprintf("%s=%q: write %s=1 or %s=0", f.name, v.Get(f.name), f.name, f.name))
		}
	}
	if v.Has("theme") {
		switch t := Theme(v.Get("theme")); t {
		case Light, Dark:
			e.Theme = t
		default:
			problems = append(problems, fmt.Sprintf("theme=%q: write theme=light or theme=dark", t))
		}
	}
	if len(problems) > 0 {
		return e, errors.New(strings.Join(problems, "; "))
	}
	return e, nil
}

// The embed page's layout, in CSS pixels (web/style.css, "Embed"): a bar
// for the replay controls and a strip for the move list below the board.
const (
	ControlsHeight = 44
	MovesHeight    = 64
)

// Height returns the iframe height that fits a board of the given width
// with the options' controls and move list.
func Height(geo *game.Geometry, width int, o Options) int {
	h := geom.For(geo, false).HeightFor(width)
	if o.Controls {
		h += ControlsHeight
	}
	if o.Moves {
		h += MovesHeight
	}
	return h
}

// Snippet returns the HTML that shows e on another page: an iframe of the
// embed page at base (the app's address, such as https://example.org),
// width CSS pixels wide.
func Snippet(base string, e Embed, width int) string {
	src := strings.TrimSuffix(base, "/") + Path + "#" + Fragment(e)
	return fmt.Sprintf(`<iframe src="%s" width="%d" height="%d" title="%s" style="border:0;max-width:100%%" loading="lazy"></iframe>`,
		markup.Escape(src), width, Height(e.Game.Spec().Geometry(), width, e.Options), markup.Escape(Title(e)))
}

// Title describes the embedded board for screen readers and the iframe's
// title.
func Title(e Embed) string {
	n, name := e.Game.Len(), e.Game.Spec().Name()
	switch {
	case n == 0 && e.Game.Start() >= 0:
		return name + " board"
	case n == 0:
		return name + " position"
	case e.Ply == n:
		return name + " game, " + share.Plural(n, "move")
	}
	return name + " game, " + share.Plural(n, "move") + ", shown at move " + strconv.Itoa(e.Ply)
}
