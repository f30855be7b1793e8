package ai

import (
	"strings"
	"testing"

	db "diamond/rules/diamondback"
)

// The claims about tactical positions are checked by this exhaustive
// minimax over Game, independent of the search and its evaluation: it
// tries every legal move and asks Game for the outcome (every rule,
// repetition included).

// forcedWin reports whether the side to move in g wins within n of its
// own moves whatever the opponent does.
func forcedWin(g *db.Game, n int) bool {
	for _, m := range g.LegalMoves() {
		if winsWithin(g, m, n) {
			return true
		}
	}
	return false
}

// winsWithin reports whether move m, by the side to move, wins within n
// of its own moves (m included) whatever the opponent does.
func winsWithin(g *db.Game, m db.Move, n int) bool {
	mover := g.Position().ToMove()
	if err := g.Play(m); err != nil {
		panic(err)
	}
	defer g.Undo()
	if o := g.Outcome(); o.Over() {
		return !o.IsDraw() && o.Winner == mover
	}
	return n > 1 && everyReplyLoses(g, n-1)
}

// everyReplyLoses reports whether every move of the side to move lets
// the opponent win within n of its moves.
func everyReplyLoses(g *db.Game, n int) bool {
	for _, m := range g.LegalMoves() {
		g.Play(m)
		lost := !g.Outcome().Over() && forcedWin(g, n)
		g.Undo()
		if !lost {
			return false
		}
	}
	return true
}

// materialAfter is the material balance for the side to move in g after
// the best play of both sides over depth plies, by plain minimax with
// material counted at the leaves (a win or loss counts ±10,000): what a
// move gains, judged without the engine.
func materialAfter(g *db.Game, depth int) int {
	if o := g.Outcome(); o.Over() {
		if o.IsDraw() {
			return 0
		}
		return -10_000 // the side to move lost
	}
	if depth == 0 {
		p := g.Position()
		return int(material(&p))
	}
	best := -100_000
	for _, m := range g.LegalMoves() {
		g.Play(m)
		best = max(best, -materialAfter(g, depth-1))
		g.Undo()
	}
	return best
}

func gameAt(t testing.TB, fen string) *db.Game {
	t.Helper()
	p, err := db.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return db.NewGameFrom(p)
}

// rotate turns a FEN's position by 180° and swaps the colours: the same
// position with the sides' parts exchanged (the rules' symmetry), so that
// every tactic is tried for both sides.
func rotate(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	for i, r := range ranks {
		b := []byte(r)
		for x, y := 0, len(b)-1; x < y; x, y = x+1, y-1 {
			b[x], b[y] = b[y], b[x]
		}
		for x, c := range b {
			switch {
			case c >= 'a' && c <= 'z':
				b[x] = c - 'a' + 'A'
			case c >= 'A' && c <= 'Z':
				b[x] = c - 'A' + 'a'
			}
		}
		ranks[i] = string(b)
	}
	f[0] = strings.Join(ranks, "/")
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	return strings.Join(f, " ")
}

// A tactic is a position and a claim about it, checked first by the
// minimax above, then asked of the levels.
type tactic struct {
	name, fen string
	kind      int // win, stop or gain
	n         int // win: within n own moves; stop: the opponent's threat, within n of its moves; gain: minimax depth in plies
	gain      int // gain: the material balance after the best move, at least
}

const (
	win_ = iota
	stop
	gain
)

var tactics = []tactic{
	{"a pawn reaches the corner", "k7/6P1/8/8/8/8/8/K7 w - - 0 1", win_, 1, 0},
	{"the king takes the rook in the corner", "4k2r/6K1/8/8/8/8/8/8 w - - 0 1", win_, 1, 0},
	{"a pawn reaches the corner in two", "k7/8/5P2/8/8/8/8/K7 w - - 0 1", win_, 2, 0},
	{"the king reaches the corner in two", "k7/8/5K2/8/8/8/8/8 w - - 0 1", win_, 2, 0},
	{"mate in one", "7k/R7/1Q6/8/8/8/8/K7 w - - 0 1", win_, 1, 0},
	{"mate in two", "7k/8/R7/1R6/8/8/8/K7 w - - 0 1", win_, 2, 0},
	{"stop a pawn's step into the corner", "7k/8/8/8/8/4K3/1p6/6R1 w - - 0 1", stop, 2, 0},
	{"stop a pawn's run to the corner", "7k/8/8/8/8/2p5/8/4K1R1 w - - 0 1", stop, 3, 0},
	{"a knight forks king and queen", "7k/8/3q4/4N3/8/8/8/K7 w - - 0 1", gain, 4, 200},
	{"promote to a queen", "7k/4P3/8/8/8/8/8/K7 w - - 0 1", gain, 2, 800},
}

// checkClaim verifies a tactic's claim with the minimax alone, and that
// some move fails it (so that the test can fail).
func checkClaim(t *testing.T, tc tactic, g *db.Game) {
	t.Helper()
	good, bad := 0, 0
	for _, m := range g.LegalMoves() {
		if solves(g, tc, m) {
			good++
		} else {
			bad++
		}
	}
	if tc.kind == win_ && tc.n > 1 && forcedWin(g, tc.n-1) {
		t.Errorf("%s: a win in fewer than %d moves exists", tc.name, tc.n)
	}
	if good == 0 || bad == 0 {
		t.Fatalf("%s: %d moves solve it and %d fail: the claim is wrong or too easy\n%s", tc.name, good, bad, g.Position().Diagram())
	}
}

// solves reports whether m meets the tactic's claim, by the minimax.
func solves(g *db.Game, tc tactic, m db.Move) bool {
	switch tc.kind {
	case win_:
		return winsWithin(g, m, tc.n)
	case stop:
		g.Play(m)
		defer g.Undo()
		if o := g.Outcome(); o.Over() {
			return !o.IsDraw()
		}
		return !forcedWin(g, tc.n)
	}
	g.Play(m)
	defer g.Undo()
	return -materialAfter(g, tc.n-1) >= tc.gain
}

// TestTactics: levels 2 to 4 solve every tactic, for White and for Black
// (the position turned and the colours swapped), with two seeds. Level 2,
// with its 1,000 positions, may find a win one move longer than the
// quickest.
func TestTactics(t *testing.T) {
	for _, tc := range tactics {
		for _, fen := range []string{tc.fen, rotate(tc.fen)} {
			g := gameAt(t, fen)
			checkClaim(t, tc, g)
			for level := Level(2); level <= 4; level++ {
				for seed := uint64(1); seed <= 2; seed++ {
					a := Think(g, Options{Level: level, Seed: seed})
					claim := tc
					if level == 2 && tc.kind == win_ {
						claim.n++
					}
					if !solves(g, claim, a.Move) {
						t.Errorf("%s (%s): level %d seed %d plays %s, which fails (line %v)", tc.name, fen, level, seed, db.FormatSAN(g.Position(), a.Move), a.Line)
					}
					if tc.kind == win_ && a.Score != 1 {
						t.Errorf("%s (%s): level %d scores a win %.3f", tc.name, fen, level, a.Score)
					}
				}
			}
		}
	}
}

// TestSEE: exchanges on one square, against hand-counted results.
func TestSEE(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		want      int32
	}{
		{"7k/8/8/3p4/8/8/8/K2R4 w - - 0 1", "d1d5", pawnValue},                             // a free pawn
		{"7k/8/3p4/3p4/8/8/8/K2R4 w - - 0 1", "d1d5", pawnValue - rookValue},               // guarded by a pawn (d6 takes on d5: Black's FL)
		{"7k/8/3p4/3p4/8/8/3R4/K2R4 w - - 0 1", "d2d5", pawnValue - rookValue + pawnValue}, // R takes, p takes, R takes
		{"8/8/4k3/3p4/8/8/8/K2R4 w - - 0 1", "d1d5", pawnValue - rookValue},                // the king takes back
		{"8/8/4k3/3p4/8/8/B7/K2R4 w - - 0 1", "d1d5", pawnValue},                           // not a guarded rook
	} {
		g := gameAt(t, c.fen)
		p := g.Position()
		m, err := db.ParseMove(p, c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if got := see(&p, m); got != c.want {
			t.Errorf("%s %s: see %d, want %d", c.fen, c.move, got, c.want)
		}
	}
}
