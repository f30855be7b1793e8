package setup

import (
	"slices"
	"strings"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/diamondback"
	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/pivots"
)

// site returns the index of the site named name.
func site(t *testing.T, spec game.Spec, name string) int {
	t.Helper()
	i := slices.IndexFunc(spec.Geometry().Sites, func(s game.Site) bool { return s.Name == name })
	if i < 0 {
		t.Fatalf("%s has no site %s", spec.ID(), name)
	}
	return i
}

func newEditor(t *testing.T, spec game.Spec, start int) *Editor {
	t.Helper()
	m, err := spec.New(start)
	if err != nil {
		t.Fatal(err)
	}
	return New(m, 0)
}

// put clicks the sites named with brush p.
func put(t *testing.T, e *Editor, p game.Piece, names string) {
	t.Helper()
	e.SetBrush(p)
	for _, n := range strings.Fields(names) {
		e.Click(site(t, e.Spec(), n))
	}
}

// field returns the index of the field with the given ID.
func field(t *testing.T, e *Editor, id string) int {
	t.Helper()
	i := slices.IndexFunc(e.Fields(), func(f Field) bool { return f.ID == id })
	if i < 0 {
		t.Fatalf("no field %s", id)
	}
	return i
}

// Building the example position of docs/games/diamond.md by clicks gives its notation,
// and a game from it carries the position in its record and link.
func TestBuildReadmePosition(t *testing.T) {
	e := newEditor(t, diamond.Spec, 0)
	e.Clear()
	put(t, e, 3, "a1")
	put(t, e, 2, "c3 g1")
	put(t, e, 1, "c4 e4")
	if got, want := e.Text(), "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"; got != want {
		t.Errorf("built %q, want %q", got, want)
	}
	m, err := e.Match()
	if err != nil {
		t.Fatal(err)
	}
	if c := m.Compact(); c != ".Si.Rv.A.bAA." {
		t.Errorf("compact %q", c)
	}
	if r := m.Record(); !strings.HasPrefix(r, `[Position "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"]`) {
		t.Errorf("record %q", r)
	}
}

func TestClickReplacesAndToggles(t *testing.T) {
	e := newEditor(t, diamond.Spec, 0)
	d4 := site(t, diamond.Spec, "d4")
	e.Click(d4)
	if e.At(d4) != 1 {
		t.Fatalf("d4 %v after a black click", e.At(d4))
	}
	e.SetBrush(2)
	e.Click(d4)
	if e.At(d4) != 2 {
		t.Errorf("a white click on a black piece: %v", e.At(d4))
	}
	e.Click(d4)
	if e.At(d4) != 0 {
		t.Errorf("a second white click: %v, want empty", e.At(d4))
	}
	e.Click(d4)
	e.SetBrush(0)
	e.Click(d4)
	if e.At(d4) != 0 {
		t.Errorf("the eraser left %v", e.At(d4))
	}
	e.SetBrush(9)
	if e.Brush() != 0 {
		t.Errorf("an unknown brush was taken: %v", e.Brush())
	}
}

// The rules' reasons come through, and the square a side holds is marked
// on the board.
func TestInvalidSetups(t *testing.T) {
	e := newEditor(t, diamond.Spec, 0)
	e.Clear()
	if _, err := e.Match(); err == nil || err.Error() != "no pieces on the board or in hand" {
		t.Errorf("empty: %v", err)
	}
	put(t, e, 1, "d3 d4 e3 e4")
	_, err := e.Match()
	if err == nil || !strings.Contains(err.Error(), "black already holds the square d3 d4 e3 e4") {
		t.Errorf("a held square: %v", err)
	}
	if b := e.Board(); len(b.Win) != 4 || !b.Active {
		t.Errorf("board: win %v, active %v", b.Win, b.Active)
	}
	put(t, e, 1, "e4")
	e.SetValue(field(t, e, "hand-black"), 5)
	if _, err := e.Match(); err == nil || !strings.Contains(err.Error(), "Black moves when both hands are equal") {
		t.Errorf("unequal hands: %v", err)
	}
	white := field(t, e, "hand-white")
	e.SetValue(white, 99)
	if h := e.Value(white); h != 12 {
		t.Errorf("hand clamped to %d, want 12", h)
	}
}

func TestFillHands(t *testing.T) {
	e := newEditor(t, diamond.Spec, 0)
	put(t, e, 1, "d4")
	e.Do("setup-fill")
	if got := e.Text(); got != "7/8/8/3b4/8/8/8/7 w 11 12" {
		t.Errorf("after one black piece: %q", got)
	}
	if _, err := e.Match(); err != nil {
		t.Error(err)
	}
}

// The standard start set up by hand is the standard start: no prefix in
// links, and the pie rule applies.
func TestStartIsStandard(t *testing.T) {
	e := newEditor(t, diamond.Spec, 0)
	e.Clear()
	e.Start()
	m, err := e.Match()
	if err != nil {
		t.Fatal(err)
	}
	if c := m.Compact(); c != "" {
		t.Errorf("compact %q, want none", c)
	}
	if err := m.Play("d4"); err != nil {
		t.Fatal(err)
	}
	if !m.(*diamond.Match).Game().Position().SwapAvailable() {
		t.Error("the pie rule does not apply")
	}
}

// The editor starts from the position shown, not the game's end.
func TestNewAtPly(t *testing.T) {
	m, _ := diamond.Spec.New(0)
	for _, mv := range []string{"d4", "e5"} {
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if got := New(m, 1).Text(); got != "7/8/8/3b4/8/8/8/7 w 11 12" {
		t.Errorf("after one move: %q", got)
	}
	if m.Len() != 2 {
		t.Error("the game itself was taken back")
	}
}

// Diamondback built by clicks: a FEN, the side to move, and the rules'
// reasons (a missing king, the side not to move in check, a pawn on its
// promotion square) in plain words.
func TestDiamondbackByClicks(t *testing.T) {
	e := newEditor(t, diamondback.Spec, 0)
	if got, want := e.Text(), "3prnqk/4ppbb/5ppn/P3p1pr/RP1P3p/NPP5/BBPP4/KQNRP3 w - - 0 1"; got != want {
		t.Errorf("start %q, want %q", got, want)
	}
	e.Clear()
	wk, wq, bk := diamondback.PieceOf(diamondback.White, diamondback.King), diamondback.PieceOf(diamondback.White, diamondback.Queen), diamondback.PieceOf(diamondback.Black, diamondback.King)
	put(t, e, wk, "a1")
	if _, err := e.Match(); err == nil || err.Error() != "Black has no king" {
		t.Errorf("no black king: %v", err)
	}
	put(t, e, wk, "b2")
	if _, err := e.Match(); err == nil || err.Error() != "White has 2 kings: each side has one" {
		t.Errorf("two white kings: %v", err)
	}
	put(t, e, wk, "b2")
	put(t, e, bk, "h8")
	put(t, e, wq, "b1")
	if got := e.Text(); got != "7k/8/8/8/8/8/8/KQ6 w - - 0 1" {
		t.Errorf("built %q", got)
	}
	m, err := e.Match()
	if err != nil {
		t.Fatal(err)
	}
	if b := e.Board(); b.Has(site(t, diamondback.Spec, "h8"), game.Check) {
		t.Error("Black, not to move, is marked in check")
	}
	if m.ToMove(0) != game.First {
		t.Errorf("%v to move", m.ToMove(0))
	}
	put(t, e, wq, "b1 h1") // off b1, on h1: Black's king in check
	e.SetValue(field(t, e, "tomove"), 1)
	if _, err := e.Match(); err != nil {
		t.Errorf("black to move, in check: %v", err)
	}
	if b := e.Board(); !b.Has(site(t, diamondback.Spec, "h8"), game.Check) {
		t.Error("the king in check is not marked")
	}
	e.SetValue(field(t, e, "tomove"), 0)
	if _, err := e.Match(); err == nil || err.Error() != "Black, not to move, is in check" {
		t.Errorf("the side not to move in check: %v", err)
	}
	e.Clear()
	put(t, e, wk, "a1")
	put(t, e, bk, "h8")
	put(t, e, diamondback.PieceOf(diamondback.White, diamondback.Pawn), "f8")
	if _, err := e.Match(); err == nil || !strings.Contains(err.Error(), "White pawn on f8, where it would have promoted") {
		t.Errorf("a pawn on its promotion square: %v", err)
	}
}

// A FEN read into the editor, its counters kept; one that cannot be read
// changes nothing and says why.
func TestDiamondbackLoad(t *testing.T) {
	e := newEditor(t, diamondback.Spec, 2)
	start := e.Text()
	const fen = "7k/8/8/8/8/8/8/K6Q b - - 3 20"
	if err := e.Load("  " + fen + "\n"); err != nil {
		t.Fatal(err)
	}
	if e.Text() != fen {
		t.Errorf("loaded %q", e.Text())
	}
	e.Start()
	if e.Text() != start {
		t.Errorf("Start gives %q, not the editor's setup %q", e.Text(), start)
	}
	for text, want := range map[string]string{
		"7k/8/8/8/8/8/8/K6Q w KQ - 0 1": `castling field "KQ": want -`,
		"8/8/8/8/8/8/8/K6Q w - - 0 1":   "Black has no king",
		"hello":                         "want six fields",
	} {
		err := e.Load(text)
		if err == nil || !strings.Contains(err.Error(), want) || strings.HasPrefix(err.Error(), "diamondback:") {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
		if e.Text() != start {
			t.Errorf("%q changed the position to %q", text, e.Text())
		}
	}
}

// Pivots by clicks: stones, the side to move and the turn (the pie rule's
// state), checked by the rules; a position in the middle of a pivot chain
// is set up from the turn's start.
func TestPivots(t *testing.T) {
	e := newEditor(t, pivots.Spec, 0)
	if got := e.Text(); got != "5/6/7/8/9/8/7/6/5 b 0 1" {
		t.Errorf("start %q", got)
	}
	put(t, e, 1, "e5")
	if _, err := e.Match(); err == nil || err.Error() != "turn 1 is Black's first drop, on the empty board" {
		t.Errorf("a stone on turn 1: %v", err)
	}
	e.SetValue(field(t, e, "turn"), 2)
	e.SetValue(field(t, e, "tomove"), 1)
	if got := e.Text(); got != "5/6/7/8/4b4/8/7/6/5 w 0 2" {
		t.Errorf("built %q", got)
	}
	m, err := e.Match()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(m.Legal(), "swap") {
		t.Errorf("turn 2 without the swap: %v", m.Legal())
	}

	// A drop that makes a diamond leaves its pivot to play.
	g, err := pivots.Spec.ParsePosition("5/6/7/8/4bb3/4b3/7/6/5 b 0 5")
	if err != nil {
		t.Fatal(err)
	}
	var drop string
	for _, mv := range g.Legal() {
		if c := g.Clone(); c.Play(mv) == nil && c.ToMove(1) == game.First && !c.EndsTurn(0) {
			drop = mv
			break
		}
	}
	if drop == "" {
		t.Fatal("no drop makes a diamond")
	}
	g.Play(drop)
	if got := New(g, 1).Text(); got != "5/6/7/8/4bb3/4b3/7/6/5 b 0 5" {
		t.Errorf("mid-chain: %q, want the turn's start", got)
	}
}

// Every registered game has an editor kind (New would meet a nil one),
// and every kind is a registered game's.
func TestEveryGameHasAKind(t *testing.T) {
	for _, id := range games.IDs() {
		if kindOf()[id] == nil {
			t.Errorf("%s is registered in rules/games but has no editor kind here", id)
		}
	}
	for id := range kindOf() {
		if _, err := games.ByID(id); err != nil {
			t.Errorf("editor kind %s: %v", id, err)
		}
	}
}
