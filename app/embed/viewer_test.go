package embed

import (
	"strings"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/game"
)

func point(t *testing.T, name string) int {
	t.Helper()
	q, err := diamond.ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return int(q)
}

func TestViewerReplays(t *testing.T) {
	v := NewViewer(Embed{Game: mustRecord(t, "d3 a1 d4 a2"), Ply: 2, Options: Defaults()})
	if shown, line := v.Ply(); shown != 2 || line != 4 {
		t.Fatalf("Ply() = %d, %d, want 2, 4", shown, line)
	}
	v.Next()
	if b := v.Board(); b.Ply != 3 || b.Pieces[point(t, "d4")] != diamond.PieceBlack {
		t.Errorf("after Next: ply %d, d4 %v", b.Ply, b.Pieces[point(t, "d4")])
	}
	v.Last()
	v.Next() // past the end: stays
	if shown, _ := v.Ply(); shown != 4 {
		t.Errorf("after Last and Next: ply %d", shown)
	}
	v.First()
	v.Prev()
	if shown, _ := v.Ply(); shown != 0 {
		t.Errorf("after First and Prev: ply %d", shown)
	}
}

// A view-only embed ignores clicks and its board is never active.
func TestViewerViewOnly(t *testing.T) {
	v := NewViewer(Embed{Game: mustRecord(t, "d3"), Ply: 1, Options: Defaults()})
	if v.Board().Active {
		t.Error("a view-only board is active")
	}
	v.Click(point(t, "e5"))
	if v.Changed() || v.Session().Match().Len() != 1 {
		t.Errorf("a click changed a view-only embed: %v", v.Session().Match().Compact())
	}
}

// Playing from an earlier move takes the later ones back; Next replays
// them while the reader follows the game, and Reset restores it.
func TestViewerPlaysOn(t *testing.T) {
	o := Defaults()
	o.Play = true
	orig := mustRecord(t, "d3 a1 d4 a2")
	v := NewViewer(Embed{Game: orig, Ply: 1, Options: o})
	if !v.Board().Active {
		t.Fatal("a playable embed's board is not active")
	}
	v.Click(point(t, "a1")) // the game's own second move
	if shown, line := v.Ply(); shown != 2 || line != 4 {
		t.Errorf("following the game: Ply() = %d, %d, want 2, 4", shown, line)
	}
	v.Next()
	if got := strings.Join(v.Session().Moves(), " "); got != "d3 a1 d4" {
		t.Errorf("Next after following: %q", got)
	}
	v.Prev()
	v.Click(point(t, "h8")) // a move of the reader's own
	if got := strings.Join(v.Session().Moves(), " "); got != "d3 a1 h8" {
		t.Errorf("playing on: %q", got)
	}
	if shown, line := v.Ply(); shown != 3 || line != 3 {
		t.Errorf("a new line: Ply() = %d, %d, want 3, 3", shown, line)
	}
	if !v.Changed() {
		t.Error("Changed is false after the reader played")
	}
	if orig.Len() != 4 {
		t.Errorf("the embedded game itself changed: %d moves", orig.Len())
	}
	v.Reset()
	if v.Changed() || v.Session().View() != 1 || v.Session().Match().Len() != 4 {
		t.Errorf("after Reset: %q at ply %d", v.Session().Match().Compact(), v.Session().View())
	}
}

// Only a playable embed rings what may be chosen (here White's removable
// neutral piece on c3): a view-only one invites no click.
func TestViewerViewOnlyShowsNoChoices(t *testing.T) {
	const record = "c4 c3 e4 b1 a1 d1 a3 f1 a5 g2 a7 g4 h3 g6 h5 h8 h7 e7 f8 c7 d8 b6 b8 f5 e4-d4* b1-b2 c4-b4 b2-a2 d4-d5"
	rec := mustRecord(t, record)
	for _, play := range []bool{false, true} {
		o := Defaults()
		o.Play = play
		b := NewViewer(Embed{Game: rec, Ply: rec.Len(), Options: o}).Board()
		if got := b.Has(point(t, "c3"), game.Option); got != play {
			t.Errorf("play=%v: c3 ringed as removable: %v, want %v", play, got, play)
		}
	}
}
