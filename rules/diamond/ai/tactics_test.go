package ai

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"diamond/rules/diamond"
	"diamond/rules/rng"
	"diamond/rules/search"
)

// The claims about tactical positions are checked by this exhaustive
// minimax over Game, independent of the AI's own forced-win search and of
// the square-threat helpers: it tries every legal action and asks Game
// for the outcome (repetition included).

// forcedWin reports whether the side to move in g wins within n of its
// own actions whatever the opponent does.
func forcedWin(g *diamond.Game, n int) bool {
	for _, a := range g.LegalActions() {
		if winsWithin(g, a, n) {
			return true
		}
	}
	return false
}

// winsWithin reports whether action a, by the side to move, wins within n
// of its own actions (a included) whatever the opponent does.
func winsWithin(g *diamond.Game, a diamond.Action, n int) bool {
	g.Play(a)
	defer g.Undo()
	if o := g.Outcome(); o.Over() {
		return o.Reason == diamond.SquareWin // only the mover can complete a square
	}
	return n > 1 && everyReplyLoses(g, n-1)
}

// everyReplyLoses reports whether every action of the side to move lets
// the opponent win within n of its actions.
func everyReplyLoses(g *diamond.Game, n int) bool {
	for _, a := range g.LegalActions() {
		g.Play(a)
		lost := !g.Outcome().Over() && forcedWin(g, n)
		g.Undo()
		if !lost {
			return false
		}
	}
	return true
}

// diagram builds a position from a drawing as Position.String writes it:
// eight rows, rank 8 first, of b, w, n, . or - (no point).
func diagram(t testing.TB, toMove diamond.Color, hand [2]int, rows string) diamond.Position {
	t.Helper()
	s := diamond.Setup{Hand: hand, ToMove: toMove}
	lines := strings.Split(strings.TrimSpace(rows), "\n")
	if len(lines) != 8 {
		t.Fatalf("diagram has %d rows, want 8", len(lines))
	}
	for i, line := range lines {
		for x, c := range strings.Fields(line) {
			q, ok := diamond.PointAt(x, 7-i)
			switch {
			case !ok || c == ".":
			case c == "b":
				s.Black |= q.Bit()
			case c == "w":
				s.White |= q.Bit()
			case c == "n":
				s.Neutral |= q.Bit()
			}
		}
	}
	p, err := s.Position()
	if err != nil {
		t.Fatalf("diagram: %v", err)
	}
	return p
}

// tactic is a position with a claim about it: the side to move wins
// within winIn actions (and not sooner), or, with winIn 0, must stop the
// opponent's square (some actions lose at once, others do not).
type tactic struct {
	name  string
	game  *diamond.Game
	winIn int
}

// handmade are positions drawn by hand, one per kind of tactic.
func handmade(t *testing.T) []tactic {
	return []tactic{
		{"placement: complete d3 d4 e3 e4", diamond.NewGameFrom(diagram(t, diamond.Black, [2]int{9, 9}, `
- . . . . . . .
. . . . . . . .
. . . . . . . .
w . . . . . . .
. . . b . . . .
w . . b b . . .
w . . . . . . .
. . . . . . . -`)), 1},
		{"placement: block e4", diamond.NewGameFrom(diagram(t, diamond.Black, [2]int{9, 9}, `
- . . . . . . .
. . . . . . . .
. . . . . . . .
b . . . . . . .
. . . w . . . .
b . . w w . . .
b . . . . . . .
. . . . . . . -`)), 0},
		{"placement: e4 threatens e3 and f5 at once", diamond.NewGameFrom(diagram(t, diamond.Black, [2]int{8, 8}, `
- . . . . . . w
. . . . . . . .
. . . . . . . .
. . . . b . . .
. . . b . b . .
. . . b . . . .
w . . . . . . .
w . . . . . w -`)), 2},
	}
}

// generated finds positions in random games (fixed seed) where the AI's
// forced-win search claims a win in k, or where the opponent threatens a
// square, up to perKind of each kind and phase. The claims are checked
// independently in the test, not here.
func generated(perKind int) []tactic {
	r := rng.New(2026)
	count := map[string]int{}
	var out []tactic
	for game := 0; game < 400 && len(out) < 11*perKind; game++ {
		g := diamond.NewGame()
		for !g.Outcome().Over() {
			p := g.Position()
			s := newDiamondState(g, true)
			m, k, ok := search.NewProver(s, 1_000_000).WinIn(3)
			switch {
			case ok:
			case p.Threatens(p.ToMove().Other()) && canBlock(p):
				k = 0
			default:
				k = -1
			}
			kind := fmt.Sprintf("%s, win in %d", p.Phase(), k)
			switch a := diamond.Action(m); {
			case k == 0 && onlyCapturesBlock(p):
				kind = "movement, block by capture"
			case k == 0:
				kind = fmt.Sprintf("%s, block", p.Phase())
			case ok && a.Kind() == diamond.Step && p.Captures(a) != 0:
				kind = fmt.Sprintf("movement, win in %d starting with a capture", k)
			}
			if k >= 0 && count[kind] < perKind && g.Len()%3 == game%3 {
				count[kind]++
				out = append(out, tactic{fmt.Sprintf("%s (game %d ply %d)", kind, game, g.Len()), g.Clone(), k})
			}
			g.Play(p.RandomAction(r))
		}
	}
	return out
}

// canBlock reports whether some action of the side to move, though not
// all, stops every square the opponent threatens.
func canBlock(p diamond.Position) bool {
	safe, actions := 0, p.LegalActions(nil)
	for _, a := range actions {
		if q := p.Apply(a); !q.Threatens(p.ToMove().Other()) {
			safe++
		}
	}
	return safe > 0 && safe < len(actions)
}

// onlyCapturesBlock reports whether every action that stops the
// opponent's squares is a capture.
func onlyCapturesBlock(p diamond.Position) bool {
	for _, a := range p.LegalActions(nil) {
		if q := p.Apply(a); !q.Threatens(p.ToMove().Other()) && (a.Kind() != diamond.Step || p.Captures(a) == 0) {
			return false
		}
	}
	return true
}

// checkClaim verifies a tactic's claim by exhaustive search.
func checkClaim(t *testing.T, tc tactic) {
	t.Helper()
	g := tc.game
	if tc.winIn > 0 {
		if !forcedWin(g, tc.winIn) || tc.winIn > 1 && forcedWin(g, tc.winIn-1) {
			t.Fatalf("claim is wrong: no win in exactly %d\n%s", tc.winIn, g.Position())
		}
		return
	}
	if forcedWin(g, 1) {
		t.Fatalf("claim is wrong: the side to move wins at once\n%s", g.Position())
	}
	loses, holds := 0, 0
	for _, a := range g.LegalActions() {
		g.Play(a)
		if !g.Outcome().Over() && forcedWin(g, 1) {
			loses++
		} else {
			holds++
		}
		g.Undo()
	}
	if loses == 0 || holds == 0 {
		t.Fatalf("claim is wrong: %d actions lose at once, %d do not\n%s", loses, holds, g.Position())
	}
}

// checkAnswer verifies the AI's action against the tactic.
func checkAnswer(t *testing.T, tc tactic, l Level, an Analysis) {
	t.Helper()
	g := tc.game
	if err := g.Check(an.Action); err != nil {
		t.Fatalf("level %d plays %s: %v", l, an.Action, err)
	}
	if tc.winIn > 0 {
		if !winsWithin(g, an.Action, tc.winIn) {
			t.Errorf("level %d plays %s, which does not win within %d\n%s", l, an.Action, tc.winIn, g.Position())
		}
		if an.Score != 1 {
			t.Errorf("level %d: score %v for a forced win", l, an.Score)
		}
		return
	}
	g.Play(an.Action)
	defer g.Undo()
	if !g.Outcome().Over() && forcedWin(g, 1) {
		t.Errorf("level %d plays %s and loses at once\n%s", l, an.Action, g.Position())
	}
}

func TestTactics(t *testing.T) {
	perKind := 4
	if testing.Short() {
		perKind = 1
	}
	cases := append(handmade(t), generated(perKind)...)
	kinds := map[string]bool{}
	for _, tc := range cases {
		kinds[tc.name[:strings.IndexAny(tc.name+"(", "(:")]] = true
		t.Run(tc.name, func(t *testing.T) {
			checkClaim(t, tc)
			before := tc.game.Compact()
			for l := Level(2); l <= MaxLevel; l++ {
				opt := Options{Level: l, Seed: 1}
				if LevelSearch(l).Time > 0 {
					// A forced win is found before the clock matters, and
					// the search returns at once: a long budget keeps a
					// slow machine from cutting the forced-win search
					// short. A block is certain at any budget (moves that
					// lose at once are dropped before the search).
					opt.MoveTime = 20 * time.Millisecond
					if tc.winIn > 0 {
						opt.MoveTime = 10 * time.Second
					}
				}
				checkAnswer(t, tc, l, Think(tc.game, opt))
				if tc.game.Compact() != before {
					t.Fatalf("Think changed the game")
				}
			}
		})
	}
	t.Logf("%d positions: %v", len(cases), kinds)
}
