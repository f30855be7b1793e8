// Package gametest is the conformance suite that every game registered in
// rules/games passes, as OpenSpiel's API tests do for its games: records
// and links round-trip, every legal move plays, undo restores, clones are
// independent, finished games have no moves, random games end, a
// refused move changes nothing, and a line's link form is a prefix of any
// longer line's. rules/games runs it on every registered game
// (TestConformance there).
package gametest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"diamond/rules/game"
	"diamond/rules/rng"
)

// Options sizes the suite for a game.
type Options struct {
	Games    int // random games played from each start (default 30)
	MaxPlies int // a random game longer than this fails "random games end" (default 5,000)
	Seed     uint64
}

// Run runs the suite on spec.
func Run(t *testing.T, spec game.Spec, o Options) {
	if o.Games == 0 {
		o.Games = 30
	}
	if o.MaxPlies == 0 {
		o.MaxPlies = 5000
	}
	t.Run("Spec", func(t *testing.T) { checkSpec(t, spec) })
	r := rng.New(o.Seed)
	for start := range spec.Starts() {
		for i := 0; i < o.Games; i++ {
			name := fmt.Sprintf("start%d/game%d", start, i)
			m, err := spec.New(start)
			if err != nil {
				t.Fatalf("New(%d): %v", start, err)
			}
			line := randomGame(t, m, r, o.MaxPlies)
			if t.Failed() {
				return
			}
			t.Run(name, func(t *testing.T) { checkGame(t, spec, start, line, r) })
			if t.Failed() {
				return
			}
		}
	}
}

func checkSpec(t *testing.T, spec game.Spec) {
	if spec.ID() == "" || spec.ID() != strings.ToLower(spec.ID()) || strings.ContainsAny(spec.ID(), " &=#.") {
		t.Errorf("ID %q: want a lower-case word", spec.ID())
	}
	if spec.Name() == "" || len(spec.Starts()) == 0 {
		t.Errorf("Name %q, Starts %q: want a name and at least one start", spec.Name(), spec.Starts())
	}
	if _, err := spec.New(len(spec.Starts())); err == nil {
		t.Errorf("New(%d) with %d starts: want an error", len(spec.Starts()), len(spec.Starts()))
	}
	g := spec.Geometry()
	if g == nil || len(g.Sites) == 0 || len(g.Legend) < 2 {
		t.Fatalf("Geometry: want sites and a legend of at least one piece")
	}
	names := map[string]bool{}
	for _, s := range g.Sites {
		if s.Name == "" || names[s.Name] {
			t.Errorf("site name %q empty or repeated", s.Name)
		}
		names[s.Name] = true
	}
	if g.Cursor < 0 || g.Cursor >= len(g.Sites) {
		t.Errorf("Cursor %d is not a site", g.Cursor)
	}
	for _, l := range g.Lines {
		if l[0] < 0 || l[1] < 0 || l[0] >= len(g.Sites) || l[1] >= len(g.Sites) {
			t.Errorf("line %v joins no sites", l)
		}
	}
	for _, c := range g.Cells {
		if len(c.Poly) < 3 || c.Site < -1 || c.Site >= len(g.Sites) {
			t.Errorf("cell %+v: want a polygon and a site or -1", c)
		}
	}
	for _, bad := range []string{"", "~", "zz9", "\x00"} {
		if m, err := spec.ParseCompact(bad + "!"); err == nil {
			t.Errorf("ParseCompact(%q) = %v, want an error", bad+"!", m.Moves())
		}
	}
}

// randomGame plays uniformly random legal moves from m until the game
// ends, checking at every ply that undo restores the position, that
// clones are independent, that every legal move plays and that a refused
// move changes nothing. It returns the moves in the written form.
func randomGame(t *testing.T, m game.Match, r *rng.Rand, maxPlies int) []string {
	t.Helper()
	var earlier []string // the moves legal a ply before
	for ply := 0; ; ply++ {
		legal, before := m.Legal(), snapshot(m)
		checkRefused(t, m, before, legal, earlier, r)
		earlier = legal
		if o := m.Outcome(); o.Over {
			if len(legal) != 0 {
				t.Errorf("ply %d: the game is over (%s) but has %d legal moves", ply, o.Text, len(legal))
			}
			if err := m.Play("x"); err == nil {
				t.Errorf("ply %d: a move was accepted after the end", ply)
			}
			return m.Moves()
		}
		if len(legal) == 0 {
			t.Fatalf("ply %d: the game goes on with no legal move\n%s", ply, m.Diagram())
		}
		if ply > maxPlies {
			t.Fatalf("a random game did not end within %d moves", maxPlies)
		}
		if ply%7 == 0 { // every move plays and undoes; not at every ply, for time
			checkAllMoves(t, m, legal)
		}
		move := legal[r.IntN(len(legal))]
		c := m.Clone()
		if err := m.Play(move); err != nil {
			t.Fatalf("ply %d: legal move %q refused: %v\n%s", ply, move, err, c.Diagram())
		}
		if got := snapshot(c); got != before {
			t.Fatalf("ply %d: playing %q on a game changed its clone:\n%s\nwas\n%s", ply, move, got, before)
		}
		if m.Len() != ply+1 || m.ToMove(ply+1) != m.ToMove(m.Len()) {
			t.Fatalf("ply %d: Len %d after a move", ply, m.Len())
		}
		if m.Outcome().Over && !m.EndsTurn(ply) {
			t.Errorf("ply %d: the game ended on a move that does not end the turn", ply)
		}
		if !m.EndsTurn(ply) && m.ToMove(ply+1) != m.ToMove(ply) {
			t.Errorf("ply %d: the turn goes on but the side to move changed", ply)
		}
	}
}

// checkAllMoves plays and takes back every legal move on a clone.
func checkAllMoves(t *testing.T, m game.Match, legal []string) {
	t.Helper()
	c := m.Clone()
	before := snapshot(c)
	for _, move := range legal {
		if err := c.Play(move); err != nil {
			t.Fatalf("legal move %q refused: %v\n%s", move, err, c.Diagram())
		}
		if !c.Undo() {
			t.Fatalf("undo after %q returned false", move)
		}
		if got := snapshot(c); got != before {
			t.Fatalf("undo after %q left\n%s\nwant\n%s", move, got, before)
		}
	}
	if got, want := strings.Join(c.Legal(), " "), strings.Join(legal, " "); got != want {
		t.Fatalf("legal moves changed after play and undo:\n%s\nwant\n%s", got, want)
	}
}

// notMoves are strings that are no move in any game, or only sometimes
// (the pie rule's swap, a pass).
var notMoves = []string{"", "x", "\x00", "swap", "pass", "resign", "zz99", "a1-a1", "O-O-O", "~", "1.", "e5/d6>zz"}

// checkRefused plays moves that may not be legal now (one of notMoves,
// one of earlier: the moves legal a ply before, the move just played or
// the other side's) and checks the contract's promise that a refused move
// leaves the game as it was (before): the app asks "would this move
// play?" by playing it.
func checkRefused(t *testing.T, m game.Match, before string, legal, earlier []string, r *rng.Rand) {
	t.Helper()
	tries := []string{notMoves[r.IntN(len(notMoves))]} // two at each ply, for time
	if len(earlier) > 0 {
		tries = append(tries, earlier[r.IntN(len(earlier))])
	}
	for _, move := range tries {
		if slices.Contains(legal, move) {
			continue
		}
		if m.Play(move) == nil { // legal after all, in another notation
			if len(legal) == 0 {
				t.Fatalf("%q was played after the end", move)
			}
			m.Undo()
			continue
		}
		if got := snapshot(m); got != before {
			t.Fatalf("the refused move %q changed the game:\n%s\nwas\n%s", move, got, before)
		}
	}
}

// snapshot is everything a game reports about its present.
func snapshot(m game.Match) string {
	return fmt.Sprintf("len %d to move %d\n%s\n%s\nmoves %s\nlegal %s\ncompact %s\noutcome %+v",
		m.Len(), m.ToMove(m.Len()), m.Position(), m.Diagram(), strings.Join(m.Moves(), " "), strings.Join(m.Legal(), " "), m.Compact(), m.Outcome())
}

// checkGame checks a finished random game's records, links, boards and
// declarations.
func checkGame(t *testing.T, spec game.Spec, start int, line []string, r *rng.Rand) {
	m, _ := spec.New(start)
	var compacts []string
	for i, move := range line {
		compacts = append(compacts, m.Compact())
		if err := m.Play(move); err != nil {
			t.Fatalf("replaying the written move %d %q: %v", i, move, err)
		}
	}
	if got := strings.Join(m.Moves(), " "); got != strings.Join(line, " ") {
		t.Fatalf("replayed moves differ:\n%s\nwant\n%s", got, strings.Join(line, " "))
	}
	// The compact form of each shorter line is a prefix of the whole.
	for i, c := range compacts {
		if !strings.HasPrefix(m.Compact(), c) {
			t.Fatalf("compact form after %d moves %q is not a prefix of the whole game's %q", i, c, m.Compact())
		}
	}
	roundTrip(t, "ParseCompact", m, func() (game.Match, error) { return spec.ParseCompact(m.Compact()) })
	roundTrip(t, "ParseRecord", m, func() (game.Match, error) { return spec.ParseRecord(m.Record()) })

	// A game from a position played the same way is the same position.
	mid := r.IntN(len(line) + 1)
	part, _ := spec.New(start)
	for _, move := range line[:mid] {
		_ = part.Play(move)
	}
	if mid == 0 || part.EndsTurn(mid-1) {
		from, err := spec.ParsePosition(part.Position())
		if err != nil {
			t.Fatalf("ParsePosition(%q) of a played position: %v", part.Position(), err)
		}
		// History (a pie rule's swap, repetitions) is not in a position,
		// so the set-up game may have fewer moves, never others.
		legal := map[string]bool{}
		for _, move := range part.Legal() {
			legal[move] = true
		}
		for _, move := range from.Legal() {
			if !legal[move] {
				t.Fatalf("ParsePosition(%q) allows %q, which the played position does not", part.Position(), move)
			}
		}
		if from.Position() != part.Position() {
			t.Fatalf("ParsePosition(%q) gave position %q", part.Position(), from.Position())
		}
		roundTrip(t, "ParseCompact from a position", from, func() (game.Match, error) { return spec.ParseCompact(from.Compact()) })
		roundTrip(t, "ParseRecord from a position", from, func() (game.Match, error) { return spec.ParseRecord(from.Record()) })
	}

	// Boards have a piece and a mark per site, from the legend.
	legend := len(spec.Geometry().Legend)
	for ply := 0; ply <= m.Len(); ply++ {
		b := m.Board(ply)
		if len(b.Pieces) != len(spec.Geometry().Sites) || len(b.Marks) != len(b.Pieces) {
			t.Fatalf("Board(%d): %d pieces and %d marks for %d sites", ply, len(b.Pieces), len(b.Marks), len(spec.Geometry().Sites))
		}
		for site, p := range b.Pieces {
			if int(p) >= legend {
				t.Fatalf("Board(%d): piece %d on site %d is not in the legend", ply, p, site)
			}
		}
	}

	// Declarations: only before the end, and undo takes them back.
	if !m.Outcome().Over {
		t.Fatalf("a random game returned before its end")
	}
	if m.Resign(game.First) == nil || m.AgreeDraw() == nil {
		t.Errorf("a finished game accepted a resignation or a draw")
	}
	if m.Len() > 0 {
		m.Undo()
		if o := m.Outcome(); !o.Over {
			c := m.Clone()
			side := m.ToMove(m.Len())
			if err := c.Resign(side); err != nil {
				t.Fatalf("Resign: %v", err)
			}
			if o := c.Outcome(); !o.Over || o.Draw || o.Winner != side.Other() || !o.Declared || o.Reason != game.Resignation {
				t.Errorf("after %d resigns: outcome %+v", side, o)
			}
			roundTrip(t, "ParseCompact of a resigned game", c, func() (game.Match, error) { return spec.ParseCompact(c.Compact()) })
			roundTrip(t, "ParseRecord of a resigned game", c, func() (game.Match, error) { return spec.ParseRecord(c.Record()) })
			if !c.Undo() || c.Outcome().Over || c.Len() != m.Len() {
				t.Errorf("Undo did not take back the resignation")
			}
			if err := c.AgreeDraw(); err != nil || !c.Outcome().Draw || c.Outcome().Reason != game.Agreement {
				t.Errorf("AgreeDraw: %v, outcome %+v", err, c.Outcome())
			}
		}
	}
}

// roundTrip checks that parse gives back game m.
func roundTrip(t *testing.T, what string, m game.Match, parse func() (game.Match, error)) {
	t.Helper()
	got, err := parse()
	if err != nil {
		t.Fatalf("%s: %v\nof %s", what, err, m.Record())
	}
	if snapshot(got) != snapshot(m) || got.Start() != m.Start() {
		t.Fatalf("%s gave\n%s\nwant\n%s", what, snapshot(got), snapshot(m))
	}
}
