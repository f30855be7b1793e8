package session

import (
	"strings"
	"testing"

	"diamond/app/games"
	"diamond/rules/diamond"
	"diamond/rules/game"
)

// placements fills the board without a square; then Black's e4-d4
// captures c3, and after four steps White may remove the neutral piece on
// c3.
const (
	placements = "c4 c3 e4 b1 a1 d1 a3 f1 a5 g2 a7 g4 h3 g6 h5 h8 h7 e7 f8 c7 d8 b6 b8 f5"
	toRemoval  = "e4-d4* b1-b2 c4-b4 b2-a2 d4-d5"
)

func pt(t *testing.T, name string) int {
	t.Helper()
	p, err := diamond.ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return int(p)
}

// click clicks the named points in turn, failing on any that leaves a note.
func click(t *testing.T, s *Session, points ...string) {
	t.Helper()
	for _, name := range points {
		s.Click(pt(t, name))
		if s.Note() != "" {
			t.Fatalf("click on %s: %s", name, s.Note())
		}
	}
}

// clickMoves plays actions written in notation by clicking: a placement is
// one click, a step two, a removal one.
func clickMoves(t *testing.T, s *Session, moves string) {
	t.Helper()
	for _, m := range strings.Fields(moves) {
		m = strings.Trim(m, "()*")
		click(t, s, strings.Split(m, "-")...)
	}
}

func TestPlacementAndSquareWin(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d3 a1 d4 a2 e3 a4")
	s.Click(pt(t, "d4"))
	if s.Note() != "d4 is not empty." { // a point keeps its name
		t.Errorf("note %q for an occupied point", s.Note())
	}
	clickMoves(t, s, "e4")
	st := s.Status()
	if !st.Over || st.Result != "Player 1 (black) wins: black holds the square d3 d4 e3 e4." {
		t.Errorf("status %+v", st)
	}
	if b := s.Board(); len(b.Win) != 4 || b.Active {
		t.Errorf("board after the win: win %v active %v", b.Win, b.Active)
	}
	s.Click(pt(t, "h8"))
	if s.Note() != "The game is over." || s.Match().Len() != 7 {
		t.Errorf("click after the end: %q, %d actions", s.Note(), s.Match().Len())
	}
}

func TestStepsCaptureAndRemoval(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, placements)
	if s.Status().Phase != diamond.Movement.String() {
		t.Fatal("still placing")
	}
	// An enemy piece, an empty point with nothing chosen, a stuck piece.
	for _, c := range []struct{ point, note string }{
		{"c3", "c3 holds a white piece: it is black's turn."},
		{"d4", "Choose one of your black pieces first, then an empty point next to it."},
	} {
		s.Click(pt(t, c.point))
		if s.Note() != c.note {
			t.Errorf("click %s: note %q, want %q", c.point, s.Note(), c.note)
		}
	}
	click(t, s, "e4")
	b := s.Board()
	if !b.Has((pt(t, "e4")), game.Selected) || !b.Has((pt(t, "d4")), game.Target) {
		t.Fatalf("e4 chosen: selected %v targets %v", b.Marked(game.Selected), b.Marked(game.Target))
	}
	s.Click(pt(t, "a2")) // not a neighbour
	if !strings.Contains(s.Note(), "is not joined to e4") {
		t.Errorf("far step: note %q", s.Note())
	}
	s.Deselect()
	clickMoves(t, s, toRemoval)
	b = s.Board()
	if b.Pieces[pt(t, "c3")] != diamond.PieceNeutral || !b.Has((pt(t, "c3")), game.Option) {
		t.Fatalf("c3 %v, removable %v", b.Pieces[pt(t, "c3")], b.Marked(game.Option))
	}
	clickMoves(t, s, "(c3)")
	moves := s.Moves()
	if got := strings.Join(moves[24:], " "); got != toRemoval+" (c3)" {
		t.Errorf("moves %q", got)
	}
	if b := s.Board(); !b.Has((pt(t, "c3")), game.Last) || b.Pieces[pt(t, "c3")] != 0 {
		t.Errorf("after the removal: last %v, c3 %v", b.Marked(game.Last), b.Pieces[pt(t, "c3")])
	}
}

func TestCaptureIsShown(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, placements+" e4-d4*")
	b := s.Board()
	if c, from, to := b.Marked(game.Captured), b.Marked(game.LastFrom), b.Marked(game.Last); len(c) != 1 || c[0] != (pt(t, "c3")) ||
		len(from) != 1 || from[0] != (pt(t, "e4")) || len(to) != 1 || to[0] != (pt(t, "d4")) {
		t.Errorf("captured %v, last %v-%v", c, from, to)
	}
	if st := s.Status(); st.Sides[game.Second].Text != "0 in hand, 1 lost, now neutral (red)" {
		t.Errorf("white: %q", st.Sides[game.Second].Text)
	}
	// A neutral piece next to pieces cannot be removed, and says why.
	s.Click(pt(t, "c3"))
	if !strings.Contains(s.Note(), "has a black or white neighbour") {
		t.Errorf("note %q", s.Note())
	}
}

func TestUndoRedoAndBrowsing(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d4 e5 c3")
	s.Undo()
	s.Undo()
	if s.Match().Len() != 1 || len(s.RedoMoves()) != 2 || !s.CanRedo() {
		t.Fatalf("after two undos: %d actions, redo %v", s.Match().Len(), s.RedoMoves())
	}
	s.Redo()
	if s.Match().Len() != 2 || s.Moves()[1] != "e5" {
		t.Fatalf("redo: %v", s.Moves())
	}
	// The same action keeps the rest of the redo line; another drops it.
	clickMoves(t, s, "c3")
	if len(s.RedoMoves()) != 0 || s.Match().Len() != 3 {
		t.Errorf("replaying c3 by hand: redo %v", s.RedoMoves())
	}
	s.Undo()
	clickMoves(t, s, "h8")
	if s.CanRedo() {
		t.Error("a new action kept the redo line")
	}
	s.GoTo(1)
	if b := s.Board(); b.Ply != 1 || b.Active || b.Pieces[pt(t, "e5")] != 0 {
		t.Errorf("viewing ply 1: %+v", b)
	}
	s.Click(pt(t, "a1"))
	if !strings.Contains(s.Note(), "earlier move") || s.Match().Len() != 3 {
		t.Errorf("click while browsing: %q", s.Note())
	}
	s.GoTo(99)
	if s.View() != 3 {
		t.Errorf("GoTo(99) shows %d", s.View())
	}
}

func TestHotseatSwapAndPlayers(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d4")
	if !s.Status().Swap {
		t.Fatal("White cannot swap")
	}
	s.Swap()
	st := s.Status()
	if st.ToMove != game.Second || st.Players[game.Second] != "Player 1" || st.Players[game.First] != "Player 2" {
		t.Errorf("after the swap: %+v", st)
	}
	if st.Swap {
		t.Error("swap offered twice")
	}
	if s.Moves()[1] != "swap" {
		t.Errorf("moves %v", s.Moves())
	}
}

func TestHotseatDrawAndResign(t *testing.T) {
	s := New(games.Diamond, Options{})
	clickMoves(t, s, "d4")
	s.OfferDraw()
	if c, ok := s.DrawOffer(); !ok || c != game.Second {
		t.Fatalf("offer %v %v", c, ok)
	}
	s.AnswerDraw(false)
	if _, ok := s.DrawOffer(); ok || s.Over() {
		t.Fatal("declined offer still open")
	}
	s.OfferDraw()
	s.AnswerDraw(true)
	if o := s.Match().Outcome(); o.Reason != "agreement" {
		t.Fatalf("outcome %v", o)
	}
	s.Undo() // takes back the agreement only
	if s.Over() || s.Match().Len() != 1 {
		t.Fatalf("undo of the draw: over %v, %d actions", s.Over(), s.Match().Len())
	}
	s.Resign()
	if st := s.Status(); st.Result != "Player 1 (black) wins: Player 2 (white) resigned." {
		t.Errorf("result %q", st.Result)
	}
}

// The computer is asked once per turn; its answer is played, a stale one
// ignored, and undo goes back to the person's turn.
func TestComputerTurns(t *testing.T) {
	s := New(games.Diamond, Options{Mode: Computer, Human: game.First, Level: 3})
	if _, ok := s.ComputerRequest(); ok {
		t.Fatal("asked the computer on the person's turn")
	}
	clickMoves(t, s, "d4")
	r, ok := s.ComputerRequest()
	if !ok || r.Game != "diamond" || r.Record != "a" || r.Level != 3 || r.Draw {
		t.Fatalf("request %+v %v", r, ok)
	}
	if _, again := s.ComputerRequest(); again || !s.Thinking() {
		t.Fatal("asked twice, or not thinking")
	}
	s.Click(pt(t, "a1"))
	if s.Note() != "It is the computer's turn." {
		t.Errorf("note %q", s.Note())
	}
	if err := s.Reply(r.Token+1, Answer{Action: "e5", Score: 0.5}); err != nil || s.Match().Len() != 1 {
		t.Fatalf("stale reply played: %v", err)
	}
	if err := s.Reply(r.Token, Answer{Action: "d4", Score: 0.5}); err == nil || s.Match().Len() != 1 {
		t.Fatal("an illegal reply was accepted")
	}
	s.Undo() // while the computer thinks: back to the start, Black to move
	if s.Match().Len() != 0 || s.Thinking() {
		t.Fatalf("undo while thinking: %d actions, thinking %v", s.Match().Len(), s.Thinking())
	}
	clickMoves(t, s, "d4")
	r, _ = s.ComputerRequest()
	if err := s.Reply(r.Token, Answer{Action: "e5", Score: 0.5}); err != nil || s.Moves()[1] != "e5" {
		t.Fatalf("reply: %v, moves %v", err, s.Moves())
	}
	s.Undo()
	if s.Match().Len() != 0 || len(s.RedoMoves()) != 2 {
		t.Fatalf("undo against the computer: %d actions, redo %v", s.Match().Len(), s.RedoMoves())
	}
	s.Redo()
	if s.Match().Len() != 2 {
		t.Errorf("redo replays to the person's turn: %d actions", s.Match().Len())
	}
}

// When the computer (White) swaps, the person who placed first plays
// White and moves next.
func TestComputerSwaps(t *testing.T) {
	s := New(games.Diamond, Options{Mode: Computer, Human: game.First})
	clickMoves(t, s, "d4")
	r, _ := s.ComputerRequest()
	if err := s.Reply(r.Token, Answer{Action: "swap", Score: 0.5}); err != nil {
		t.Fatal(err)
	}
	if s.HumanColor() != game.Second || !s.HumanToMove() || s.Player(game.First) != "Computer" {
		t.Fatalf("after the computer's swap: human %v, to move %v", s.HumanColor(), s.HumanToMove())
	}
	if want := "The computer swapped: it now plays Black with your piece on d4; you play White."; s.Note() != want || !s.NoteIsNews() {
		t.Errorf("note %q (news %v), want %q", s.Note(), s.NoteIsNews(), want)
	}
	if _, ok := s.ComputerRequest(); ok {
		t.Fatal("the computer moves twice")
	}
	clickMoves(t, s, "e5")
	if _, ok := s.ComputerRequest(); !ok {
		t.Fatal("the computer, now Black, is not asked")
	}
}

// Playing White, the person may swap, and then plays Black.
func TestHumanSwapsAgainstComputer(t *testing.T) {
	s := New(games.Diamond, Options{Mode: Computer, Human: game.Second})
	r, ok := s.ComputerRequest()
	if !ok {
		t.Fatal("the computer does not open")
	}
	if err := s.Reply(r.Token, Answer{Action: "d4", Score: 0.5}); err != nil {
		t.Fatal(err)
	}
	s.Swap()
	if s.HumanColor() != game.First || s.HumanToMove() {
		t.Fatalf("after swapping: human %v", s.HumanColor())
	}
	if _, ok := s.ComputerRequest(); !ok {
		t.Fatal("the computer, now White, is not asked")
	}
}

// The computer accepts a draw when its evaluation says the game is
// level; in the opening only when it expects to lose clearly (the score
// is the person's, who offers on their turn).
func TestDrawOfferToComputer(t *testing.T) {
	opening := strings.Join(strings.Fields(placements)[:2], " ")
	for _, c := range []struct {
		moves string
		score float64
		drawn bool
	}{
		{placements, 0.5, true}, {placements, 0.55, true}, {placements, 0.8, false}, {placements, 0.2, false},
		{"", 0.5, false}, {opening, 0.5, false}, {opening, 0.55, false}, {opening, 0.2, false},
		{opening, 0.8, true}, // the computer is clearly losing
	} {
		s := New(games.Diamond, Options{Mode: Hotseat})
		clickMoves(t, s, c.moves)
		s, err := Resume(Options{Mode: Computer, Human: s.Match().ToMove(s.Match().Len())}, s.Match(), nil, s.Match().Len())
		if err != nil {
			t.Fatal(err)
		}
		n := s.Match().Len()
		s.OfferDraw()
		r, ok := s.ComputerRequest()
		if !ok || !r.Draw || !s.DrawPending() {
			t.Fatalf("draw offer asks %+v %v", r, ok)
		}
		if err := s.Reply(r.Token, Answer{Action: "d4", Score: c.score}); err != nil {
			t.Fatal(err)
		}
		if got := s.Match().Outcome().Reason == "agreement"; got != c.drawn || s.Match().Len() != n {
			t.Errorf("after %d moves, score %.2f: drawn %v (%s)", n, c.score, got, s.Note())
		}
		if !c.drawn && n < OpeningTurns && !strings.Contains(s.Note(), "opening") {
			t.Errorf("after %d moves, the refusal does not say why: %q", n, s.Note())
		}
	}
}

// The opening ends after OpeningTurns turns; before, a clearly losing
// computer accepts.
func TestDrawOpeningRule(t *testing.T) {
	if acceptsDraw(0.5, OpeningTurns-1) || !acceptsDraw(0.5, OpeningTurns) || !acceptsDraw(LosingScore, 0) {
		t.Error("the opening rule")
	}
}

func TestResume(t *testing.T) {
	g, err := diamond.Spec.ParseCompact("ZA")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Resume(Options{}, g, []string{"e5"}, 1)
	if err != nil || s.View() != 1 || !s.CanRedo() {
		t.Fatalf("resume: %v", err)
	}
	s.GoTo(2)
	s.Redo()
	if s.Moves()[2] != "e5" {
		t.Errorf("redo after resume: %v", s.Moves())
	}
	if _, err := Resume(Options{}, g, []string{"a1"}, 1); err == nil {
		t.Error("a redo action on an occupied point was accepted")
	}
	if _, err := Resume(Options{}, g, nil, g.Len()+1); err == nil {
		t.Error("a view beyond the game was accepted")
	}
}

func TestBlank(t *testing.T) {
	s := New(games.Diamond, Options{})
	if !s.Blank() {
		t.Error("a new game is not blank")
	}
	click(t, s, "d4")
	if s.Blank() {
		t.Error("a game with a move is blank")
	}
	start, err := diamond.ParsePosition("n6/8/2wb4/8/3b4/8/w7/7 b 0 0")
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := Resume(Options{}, diamond.NewMatch(diamond.NewGameFrom(start)), nil, 0); s.Blank() {
		t.Error("a position set up by hand is blank")
	}
}

// A resignation is said from the person's side of the board: "you", not
// the colour they play (which read as if the other side had resigned).
func TestResignationInWords(t *testing.T) {
	you := New(games.Diamond, Options{Mode: Computer, Human: game.First, Level: 1})
	you.Resign()
	if got := you.Status().Result; got != "The computer wins: you resigned." {
		t.Errorf("the person resigns: %q", got)
	}
}
