package embed

import (
	"strings"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/game"
)

func mustRecord(t *testing.T, text string) game.Match {
	t.Helper()
	g, err := diamond.Spec.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestFragmentRoundTrip(t *testing.T) {
	g := mustRecord(t, "1. d3 a1 2. d4 a2 3. e3 a4 4. e4 1-0")
	setup := mustRecord(t, `[Position "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"] 1. e4-d4*`)
	for _, e := range []Embed{
		{Game: g, Ply: 7, Options: Defaults()},
		{Game: g, Ply: 3, Options: Options{Flip: true, Moves: true, Play: true, Theme: Dark, Transparent: true, Sound: true}},
		{Game: setup, Ply: 0, Options: Options{Coords: true, Theme: Light}},
	} {
		f := Fragment(e)
		got, err := Parse(f)
		if err != nil {
			t.Fatalf("Parse(%q): %v", f, err)
		}
		if got.Game.Compact() != e.Game.Compact() || got.Ply != e.Ply || got.Options != e.Options {
			t.Errorf("Parse(Fragment(%+v)) = %+v (fragment %q)", e, got, f)
		}
	}
}

func TestFragmentWritesOnlyChanges(t *testing.T) {
	g := mustRecord(t, "d3 a1")
	if f := Fragment(Embed{Game: g, Ply: 2, Options: Defaults()}); f != "g=ZA&m=2" {
		t.Errorf("defaults: %q, want the share link's fragment", f)
	}
	o := Defaults()
	o.Coords, o.Moves, o.Theme = false, true, Dark
	if f := Fragment(Embed{Game: g, Ply: 1, Options: o}); f != "g=ZA&m=1&coords=0&moves=1&theme=dark" {
		t.Errorf("options: %q", f)
	}
}

func TestParse(t *testing.T) {
	e, err := Parse("")
	if err != nil || e.Game.Len() != 0 || e.Options != Defaults() {
		t.Errorf(`Parse("") = %+v, %v: want the start position with the defaults`, e, err)
	}
	if e.Sound {
		t.Error("an embed makes sound unless asked")
	}
	e, err = Parse("g=ZAaB&m=2&flip=true&coords=off&future=1&sound=1")
	if err != nil {
		t.Fatal(err)
	}
	if e.Ply != 2 || !e.Flip || e.Coords || e.Game.Len() != 4 || !e.Sound {
		t.Errorf("got %+v", e)
	}
	for fragment, want := range map[string]string{
		"g=ZZ":             "move 1 (White's d3) is not legal: d3 is not empty",
		"g=ZA&flip=maybe":  `flip="maybe": write flip=1 or flip=0`,
		"g=ZA&theme=green": `theme="green": write theme=light or theme=dark`,
		"g=%zz":            "it is damaged or cut off",
		"game=chess":       `does not know the game "chess"`,
	} {
		e, err := Parse(fragment)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q): %v, want %q", fragment, err, want)
		}
		if e.Game == nil {
			t.Errorf("Parse(%q): no board to show", fragment)
		}
	}
	// A bad option keeps the game and the other options.
	e, err = Parse("g=ZA&flip=maybe&moves=1")
	if err == nil || e.Game.Len() != 2 || !e.Moves || e.Flip {
		t.Errorf("a bad option: %+v, %v", e, err)
	}
	// A bad game shows the start of the game named.
	if e, err := Parse("game=pivots&g=!!"); err == nil || e.Game.Spec().ID() != "pivots" || e.Game.Len() != 0 {
		t.Errorf("a bad Pivots game: %+v, %v", e, err)
	}
	// Every problem is named, not only the first.
	if _, err := Parse("theme=green&flip=7&g=zzz"); err == nil || strings.Count(err.Error(), "; ") != 2 ||
		!strings.Contains(err.Error(), `theme="green"`) || !strings.Contains(err.Error(), `flip="7"`) {
		t.Errorf("three problems: %v", err)
	}
	// A move the game does not have shows its end, with a note.
	if e, err := Parse("g=ZA&m=5"); err != nil || e.Ply != 2 || e.Note != "the link asks for move 5, but the game has 2 moves" {
		t.Errorf("m=5: %+v, %v", e, err)
	}
}

func TestSnippet(t *testing.T) {
	g := mustRecord(t, "d3 a1")
	e := Embed{Game: g, Ply: 1, Options: Defaults()}
	e.Moves = true
	got := Snippet("https://diamond.example/", e, 480)
	want := `<iframe src="https://diamond.example/embed#g=ZA&amp;m=1&amp;moves=1" width="480" height="638" ` +
		`title="Diamond game, 2 moves, shown at move 1" style="border:0;max-width:100%" loading="lazy"></iframe>`
	if got != want {
		t.Errorf("snippet\n%s\nwant\n%s", got, want)
	}
}

func TestHeight(t *testing.T) {
	o := Options{}
	if h := Height(diamond.Spec.Geometry(), 480, o); h != 530 {
		t.Errorf("a bare board 480 wide: %d high, want 530 (the drawing's proportions)", h)
	}
	o.Controls, o.Moves = true, true
	if h := Height(diamond.Spec.Geometry(), 480, o); h != 530+ControlsHeight+MovesHeight {
		t.Errorf("with controls and moves: %d", h)
	}
}

func TestTitle(t *testing.T) {
	setup := mustRecord(t, `[Position "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"]`)
	for _, c := range []struct {
		e    Embed
		want string
	}{
		{Embed{Game: diamond.NewMatch(diamond.NewGame())}, "Diamond board"},
		{Embed{Game: setup}, "Diamond position"},
		{Embed{Game: mustRecord(t, "d4"), Ply: 1}, "Diamond game, 1 move"},
	} {
		if got := Title(c.e); got != c.want {
			t.Errorf("Title = %q, want %q", got, c.want)
		}
	}
}
