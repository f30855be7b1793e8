package study

import (
	"reflect"
	"testing"

	"diamond/app/session"
	"diamond/rules/protocol"
	"diamond/rules/review"
)

// gameOf is a game of Diamond for two with n moves played, as the desk has it.
func gameOf(t *testing.T, n int) *session.Session {
	t.Helper()
	s, err := session.Resume(session.Options{Mode: session.Hotseat}, played(t, "diamond", n), nil, n)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A review: asked once, its progress followed, its moves kept; a stale
// answer (another review's, or one cancelled) is no news, and a review
// that failed says so in words.
func TestStudioReview(t *testing.T) {
	var st Studio
	g := gameOf(t, 4)
	q, ok := st.Review(g.Match())
	if !ok || q.Game != "diamond" || q.Record != g.Match().Compact() || st.Running().Total != 5 {
		t.Fatalf("Review = %+v %v, run %+v", q, ok, st.Running())
	}
	if _, again := st.Review(g.Match()); again {
		t.Error("a second review while one is made")
	}
	if news, _, _ := st.Take(protocol.Progress{ID: q.ID + 1, Done: 2, Total: 5}); news {
		t.Error("another question's progress is news")
	}
	if news, _, _ := st.Take(protocol.Progress{ID: q.ID, Done: 2, Total: 5}); !news || st.Running().Done != 2 {
		t.Errorf("progress: news %v, run %+v", news, st.Running())
	}
	moves := reviewed(g.Match(), row{review.Best, 0.5, 0.5})
	news, done, problem := st.Take(protocol.Reviewed{ID: q.ID, Moves: moves})
	if !news || done == nil || !reflect.DeepEqual(done.Moves, moves) || done.Match.Compact() != g.Match().Compact() || problem != "" || st.Running() != nil {
		t.Errorf("reviewed: news %v, done %+v, problem %q, run %+v", news, done, problem, st.Running())
	}

	q, _ = st.Review(g.Match())
	if c := st.CancelReview(); len(c) != 1 || c[0] != (protocol.Cancel{ID: q.ID}) {
		t.Errorf("cancel sends %v", c)
	}
	if news, done, _ := st.Take(protocol.Reviewed{ID: q.ID, Moves: moves}); news || done != nil {
		t.Error("a cancelled review's answer is kept")
	}
	if c := st.CancelReview(); c != nil {
		t.Errorf("nothing to cancel sends %v", c)
	}

	q, _ = st.Review(g.Match())
	if _, _, problem := st.Take(protocol.Reviewed{ID: q.ID, Err: "out of memory"}); problem != "The review could not be made: out of memory." {
		t.Errorf("a failed review says %q", problem)
	}
}

// The analysis board: a game of its own, asked about the position it
// shows once, asked again when another is shown (the last question
// cancelled), its best line drawn, closed when another game comes on the
// desk; a review waits while it is open.
func TestStudioAnalysisBoard(t *testing.T) {
	var st Studio
	g := gameOf(t, 6)
	if err := st.Analyse(g, 4, nil, 0); err != nil {
		t.Fatal(err)
	}
	b := st.Board()
	if st.Shown(g) != b.Session() || !st.OnBoard(g) || b.Session().Match().Len() != 4 {
		t.Fatalf("the board shows %d moves", b.Session().Match().Len())
	}
	if g.Match().Len() != 6 {
		t.Errorf("the game has %d moves once analysed", g.Match().Len())
	}
	if _, ok := st.Review(g.Match()); ok {
		t.Error("a review asked while the board is open")
	}
	ask := st.Follow(g)
	if len(ask) != 1 {
		t.Fatalf("Follow sends %v", ask)
	}
	a := ask[0].(protocol.Analyse)
	if a.Lines != Lines || a.Record != b.Session().Match().Compact() {
		t.Errorf("asked %+v", a)
	}
	if again := st.Follow(g); again != nil {
		t.Errorf("the same position asked again: %v", again)
	}
	best := b.Session().Match().Legal()[0]
	if news, _, _ := st.Take(protocol.Analysis{ID: a.ID + 7, Lines: []protocol.Line{{Moves: []string{best}}}}); news {
		t.Error("another question's analysis is news")
	}
	news, _, _ := st.Take(protocol.Analysis{ID: a.ID, Nodes: 2048, Lines: []protocol.Line{{Moves: []string{best}, Score: 0.75}}})
	if h, ok := b.Session().Hint(); !news || !ok || h.Move != best {
		t.Errorf("the analysis's best line is not drawn: news %v, hint %+v %v", news, h, ok)
	}
	if w, ok := b.WhiteChance(); !ok || w != 0.25 { // Diamond: Black moves at ply 4, first
		t.Errorf("White's chance %v %v", w, ok)
	}
	if s := b.State(); s != "Deepening: 2,048 positions a move… Chances for Black, who moves:" {
		t.Errorf("state %q", s)
	}
	if !b.PlayLine(0) || b.Session().Match().Len() != 5 || b.PlayLine(3) {
		t.Error("the best line's first move is not played")
	}
	moved := st.Follow(g)
	if len(moved) != 2 || moved[0] != (protocol.Cancel{ID: a.ID}) {
		t.Fatalf("after a move on the board, Follow sends %v", moved)
	}
	a2 := moved[1].(protocol.Analyse)
	if news, _, _ := st.Take(protocol.Analysis{ID: a2.ID, Err: "busy"}); !news || b.Err != "busy" || b.State() != "No analysis: busy. Chances for White, who moves:" {
		t.Errorf("a failed analysis: %q", b.State())
	}
	if c := st.Close(); c != nil || st.Board() != nil || st.Shown(g) != g {
		t.Errorf("Close after the analysis failed sends %v", c)
	}

	// Another game on the desk closes the board, cancelling its question.
	st.Analyse(g, 2, []string{"x"}, 0.6)
	a3 := st.Follow(g)[0].(protocol.Analyse)
	other := gameOf(t, 1)
	if c := st.Follow(other); len(c) != 1 || c[0] != (protocol.Cancel{ID: a3.ID}) || st.Board() != nil {
		t.Errorf("another game: %v, board %v", c, st.Board())
	}
	if news, _, _ := st.Take(protocol.Analysis{ID: a3.ID, Last: true}); news {
		t.Error("the closed board's analysis is news")
	}
}

// A finished game's last position has no analysis (two passes end a game
// of Pivots); its positions before the end have.
func TestStudioOverHere(t *testing.T) {
	var st Studio
	m := played(t, "pivots", 0)
	for _, mv := range []string{"e5", "pass", "pass"} {
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Outcome().Over {
		t.Fatal("two passes do not end the game")
	}
	g, err := session.Resume(session.Options{Mode: session.Hotseat}, m, nil, m.Len())
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Analyse(g, m.Len(), nil, 0); err != ErrOverHere {
		t.Errorf("the end of the game: %v", err)
	}
	if err := st.Analyse(g, 1, nil, 0); err != nil {
		t.Errorf("after the drop: %v", err)
	}
}

// The analysis board's last round, a position where the game ends on the
// board, and White's chances in a game whose first side is Black.
func TestStudioBoardEnds(t *testing.T) {
	var st Studio
	if st.Close() != nil || st.Follow(gameOf(t, 0)) != nil {
		t.Error("no board: messages to send")
	}
	m := played(t, "pivots", 0)
	if err := m.Play("e5"); err != nil {
		t.Fatal(err)
	}
	g, err := session.Resume(session.Options{Mode: session.Hotseat}, m, nil, m.Len())
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Analyse(g, 1, nil, 0); err != nil {
		t.Fatal(err)
	}
	b := st.Board()
	if _, ok := b.WhiteChance(); ok {
		t.Error("White's chance before any analysis")
	}
	a := st.Follow(g)[0].(protocol.Analyse)
	st.Take(protocol.Analysis{ID: a.ID, Nodes: 5000, Last: true, Lines: []protocol.Line{{Moves: []string{"pass"}, Score: 0.9}}})
	if s := b.State(); s != "Analysed: 5,000 positions a move. Chances for White, who moves:" {
		t.Errorf("state %q", s)
	}
	if w, _ := b.WhiteChance(); w != 0.9 {
		t.Errorf("White's chance %v", w)
	}
	if c := st.Close(); c != nil {
		t.Errorf("closing a finished analysis cancels %v", c)
	}
	st.Analyse(g, 1, nil, 0)
	st.Follow(g)
	for _, mv := range []string{"pass", "pass"} {
		st.Board().Session().Play(mv, "")
	}
	if msgs := st.Follow(g); len(msgs) != 1 || st.Board().Err != "the game is over here" {
		t.Errorf("at the game's end on the board: %v, %q", msgs, st.Board().Err)
	}
	if got := WhiteChances(m.Spec(), []float64{0.25, 1}); got[0] != 0.75 || got[1] != 0 {
		t.Errorf("White's chances of Black's %v", got)
	}
}
