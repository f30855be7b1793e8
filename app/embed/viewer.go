package embed

import (
	"diamond/app/session"
)

// Viewer is an embedded game as the reader sees it: replayed move by
// move and, when the options allow, played on from any move. It keeps
// everything in memory: an embed never saves, so it can never write over
// the data of the app on the host's or the reader's side.
type Viewer struct {
	e Embed
	s *session.Session
}

// NewViewer shows e at its ply.
func NewViewer(e Embed) *Viewer {
	v := &Viewer{e: e}
	v.Reset()
	return v
}

// Reset brings back the game as embedded, at the ply shown first.
func (v *Viewer) Reset() {
	s, err := session.Resume(session.Options{Mode: session.Hotseat}, v.e.Game.Clone(), nil, v.e.Ply)
	if err != nil {
		// Parse checked the ply; a game is always viewable at its end.
		s, _ = session.Resume(session.Options{Mode: session.Hotseat}, v.e.Game.Clone(), nil, v.e.Game.Len())
	}
	v.s = s
}

// Embed returns what was embedded.
func (v *Viewer) Embed() Embed { return v.e }

// Session returns the game as it stands; callers must not change it.
func (v *Viewer) Session() *session.Session { return v.s }

// Changed reports whether the reader has played since the last Reset.
func (v *Viewer) Changed() bool {
	g := v.s.Match()
	return g.Len() != v.e.Game.Len() || g.Compact() != v.e.Game.Compact()
}

// Board returns the board to draw. A view-only embed is never active; a
// playable one is, at any move the game goes on from.
func (v *Viewer) Board() session.Board {
	b := v.s.Board()
	switch {
	case !v.e.Play:
		b.Deactivate()
	case v.s.View() < v.s.Match().Len():
		b.Active = v.s.CanPlayFrom()
	}
	return b
}

// Ply returns the ply shown and the length of the line being replayed:
// the game and the moves taken back to play on from an earlier one.
func (v *Viewer) Ply() (shown, line int) {
	return v.s.View(), v.s.Match().Len() + len(v.s.RedoMoves())
}

// GoTo shows the position after ply actions of the line.
func (v *Viewer) GoTo(ply int) {
	v.s.GoTo(ply)
	for v.s.View() < ply && v.s.CanRedo() {
		v.s.Redo()
	}
}

// First, Prev, Next and Last step through the line.
func (v *Viewer) First() { v.GoTo(0) }

// Prev shows the move before.
func (v *Viewer) Prev() { v.GoTo(v.s.View() - 1) }

// Next shows the move after.
func (v *Viewer) Next() { v.GoTo(v.s.View() + 1) }

// Last shows the end of the line.
func (v *Viewer) Last() {
	_, line := v.Ply()
	v.GoTo(line)
}

// Click plays point q when the reader may play. From an earlier move the
// later ones are taken back first; they come back with Next as long as
// the reader plays the same moves, and with Reset in any case.
func (v *Viewer) Click(q int) {
	if !v.e.Play {
		return
	}
	for v.s.Match().Len() > v.s.View() && v.s.CanUndo() {
		view := v.s.View()
		v.s.Undo()
		v.s.GoTo(view)
	}
	v.s.Click(q)
}

// Deselect drops the chosen piece.
func (v *Viewer) Deselect() { v.s.Deselect() }
