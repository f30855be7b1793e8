package pivots

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// netoD0 is D0 of Neto's worked example (docs/games/pivots.md, Neto's
// worked example), the position before Black's turn; D1 is the board
// after the drop c6, D2 and D3 the boards after each step.
func netoD0(t *testing.T) *State {
	return setup(t, Black, "c5 d6 d7 e6 f6", "d1 e2 f2 f3 g4")
}

// Neto's example step by step: the drop, 13 steps, the two diamonds of D2
// and its 48 steps, and the capture of f3 and f2 that ends the turn.
func TestNetoExample(t *testing.T) {
	s := netoD0(t)
	if s.pos.stones[Black].HasDiamond() {
		t.Fatal("Black owns a diamond in D0")
	}
	play(t, s, "c6")
	if s.pos.phase != Pivot || s.pos.toMove != Black {
		t.Fatalf("after c6: phase %v, %v to move", s.pos.phase, s.pos.toMove)
	}
	if got := diamondNames(s.pos.stones[Black]); !slices.Equal(got, []string{"c5 c6 d6 d7"}) {
		t.Fatalf("D1 diamonds %v", got)
	}
	if o := DiamondOf(cell(t, "c5"), cell(t, "d7")); o.String() != "c5 c6 d6 d7" {
		t.Errorf("c5 and d7 are not the acute corners: %v", o)
	}
	steps := legal(s)
	if len(steps) != 13 {
		t.Fatalf("D1: %d steps, want 13: %v", len(steps), steps)
	}
	perPivot := map[string]int{}
	for _, a := range s.LegalActions(nil) {
		perPivot[a.Pivot().String()]++
	}
	if want := map[string]int{"c5": 3, "c6": 3, "d6": 4, "d7": 3}; !equalMaps(perPivot, want) {
		t.Errorf("directions by pivot %v, want %v", perPivot, want)
	}

	play(t, s, "c5/d7>f5")
	checkStones(t, s, "c5 d5 e5 e6 f5 f6", "d1 e2 f2 f3 g4")
	if got := diamondNames(s.pos.stones[Black]); !slices.Equal(got, []string{"d5 e5 e6 f6", "e5 e6 f5 f6"}) {
		t.Fatalf("D2 diamonds %v", got)
	}
	upright := DiamondOf(cell(t, "e6"), cell(t, "f5"))
	if upright.String() != "e5 e6 f5 f6" || upright < 88 {
		t.Errorf("the lower diamond %v is not the upright one with acute corners e6 and f5", upright)
	}
	if d := DiamondOf(cell(t, "d5"), cell(t, "f6")); d.String() != "d5 e5 e6 f6" {
		t.Errorf("d5/f6 gives %v", d)
	}
	if n := len(legal(s)); n != 48 || s.pos.phase != Pivot {
		t.Fatalf("D2: %d steps in phase %v, want 48", n, s.pos.phase)
	}

	d2 := s.Clone()
	captured := s.pos.Captures(mustAction(t, s, "f5/e6>f2"))
	play(t, s, "f5/e6>f2")
	checkStones(t, s, "c5 d5 f2 f3 f4 f5", "d1 e2 g4")
	if captured != set(t, "f2 f3") {
		t.Errorf("captured %v, want f2 f3", captured)
	}
	if s.pos.phase != Choose || s.pos.toMove != White || s.pos.turn != 6 {
		t.Errorf("the turn did not end: %v", s.pos)
	}

	// Other steps from D2, for the capture rules (docs/games/pivots.md,
	// The pivot chain).
	for _, tc := range []struct{ step, black, white string }{
		{"f5/e6>c5", "c5 d5 e5 f5", "d1 e2 f2 f3 g4"},       // captures own c5, d5
		{"f6/d5>f3", "c5 f3 f4 f5 f6", "d1 e2 f2 g4"},       // W f3 and own f5
		{"e5/e6>e8", "c5 e5 e6 e7 e8 f5", "d1 e2 f2 f3 g4"}, // lift first
		{"e6/f5>b6", "b6 c5 c6 d5 d6 e6", "d1 e2 f2 f3 g4"}, // two diamonds
	} {
		c := d2.Clone()
		play(t, c, tc.step)
		checkStones(t, c, tc.black, tc.white)
	}
	twoLeft := map[string]bool{}
	for _, a := range d2.LegalActions(nil) {
		c := d2.Clone()
		c.Play(a)
		if n := len(c.pos.stones[Black].Diamonds()); n > 0 {
			if n != 2 || c.pos.phase != Pivot {
				t.Errorf("%v leaves %d diamonds in phase %v", a, n, c.pos.phase)
			}
			twoLeft[a.String()] = true
		} else if c.pos.phase != Choose {
			t.Errorf("%v leaves no diamond but the turn goes on", a)
		}
	}
	if len(twoLeft) != 2 || !twoLeft["e6/f5>b6"] || !twoLeft["f6/e5>c6"] {
		t.Errorf("steps from D2 that leave diamonds: %v", twoLeft)
	}
}

func mustAction(t *testing.T, s *State, text string) Action {
	t.Helper()
	a, err := ParseAction(s, text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func equalMaps(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// endBoards returns the distinct boards on which the turn in progress in s
// can end, exploring every chain under the loop rule.
func endBoards(s *State, out map[[2]Bitboard]bool) {
	if s.pos.phase == Choose {
		out[s.pos.stones] = true
		return
	}
	for _, a := range s.LegalActions(nil) {
		s.Play(a)
		endBoards(s, out)
		s.Undo()
	}
}

// D0 + drop c6 gives 379 distinct end-of-turn boards, D3 among them
// (docs/games/pivots.md, Neto's worked example).
func TestNetoEndBoards(t *testing.T) {
	s := netoD0(t)
	play(t, s, "c6")
	boards := map[[2]Bitboard]bool{}
	endBoards(s, boards)
	if len(boards) != 379 {
		t.Errorf("%d end-of-turn boards, want 379", len(boards))
	}
	if !boards[[2]Bitboard{set(t, "c5 d5 f2 f3 f4 f5"), set(t, "d1 e2 g4")}] {
		t.Error("D3 is not among them")
	}
}

// White's reply d2 guarantees a diamond (docs/games/pivots.md, Neto's
// worked example): after it the White drops that make a diamond are
// exactly c1, e1 and e3; before it there is none.
func TestNetoReply(t *testing.T) {
	s := netoD0(t)
	play(t, s, "c6 c5/d7>f5 f5/e6>f2")
	makers := func() []string {
		var out []string
		for e := s.pos.Empty(); e != 0; e &= e - 1 {
			if (s.pos.stones[White] | e.First().Bit()).HasDiamond() {
				out = append(out, e.First().String())
			}
		}
		return out
	}
	if got := makers(); len(got) != 0 {
		t.Errorf("before d2, White drops %v make a diamond", got)
	}
	play(t, s, "d2")
	if s.pos.toMove != Black {
		t.Fatalf("d2 made a diamond")
	}
	if got := strings.Join(makers(), " "); got != "c1 e1 e3" {
		t.Errorf("after d2, White drops %s make a diamond, want c1 e1 e3", got)
	}
}

// R5: a step captures the mover's own stones on its line
// (docs/games/pivots.md, The pivot chain).
func TestOwnCapture(t *testing.T) {
	s := setup(t, Black, "c4 d5 e5 c6", "c7")
	play(t, s, "d4")
	if got := diamondNames(s.pos.stones[Black]); !slices.Equal(got, []string{"c4 d4 d5 e5"}) || len(legal(s)) != 22 {
		t.Fatalf("diamonds %v, %d steps; want c4 d4 d5 e5 and 22", got, len(legal(s)))
	}
	if d := DiamondOf(cell(t, "c4"), cell(t, "e5")); d.String() != "c4 d4 d5 e5" {
		t.Errorf("c4 and e5 are not its acute corners")
	}
	if n := s.pos.Count(Black); n != 5 {
		t.Errorf("%d black stones after the drop", n)
	}
	a := mustAction(t, s, "c4/e5>c7")
	if a.Dir() != NE || s.pos.Captures(a) != set(t, "c6 c7") {
		t.Errorf("c4/e5>c7: direction %v, captures %v", a.Dir(), s.pos.Captures(a))
	}
	s.Play(a)
	checkStones(t, s, "c4 c5 c6 c7", "")
	if s.pos.phase != Choose || s.pos.toMove != White {
		t.Error("the turn did not end")
	}
}

// R3: a line must fit on the board (docs/games/pivots.md, The pivot
// chain).
func TestLinesLeavingTheBoard(t *testing.T) {
	s := setup(t, Black, "c2 d2 d3", "")
	play(t, s, "c1")
	want := strings.Fields("c1/d3>f4 c1/d3>c4 c2/d2>f5 c2/d2>c5 c2/d2>f2 d2/c2>g5 d2/c2>d5 d2/c2>a2 d3/c1>g6 d3/c1>d6 d3/c1>a3 d3/c1>g3")
	got := legal(s)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("steps %v\nwant %v", got, want)
	}
	d := DiamondOf(cell(t, "c1"), cell(t, "d3"))
	for _, dir := range []Dir{SE, NW, W, SW} {
		if a := StepOf(d, cell(t, "c1"), dir); a != NoAction {
			t.Errorf("c1 %s is a step: %v", dir, a)
		}
	}
	for _, text := range []string{"c1/d3>e1", "c1/d3>a1", "c1/d3>b1"} {
		if _, err := ParseAction(s, text); err == nil || !strings.Contains(err.Error(), "three cells") {
			t.Errorf("%s: error %v, want one about the line", text, err)
		}
	}
}

// R4, R6: a chain of two pivots; the second lands on a lifted cell and
// captures an own stone (docs/games/pivots.md, The pivot chain).
func TestTwoPivotChain(t *testing.T) {
	s := setup(t, Black, "c4 d5 e5 f7 g6", "h8")
	counts := []int{s.pos.Count(Black)}
	play(t, s, "d4")
	counts = append(counts, s.pos.Count(Black))
	play(t, s, "e5/c4>h8")
	counts = append(counts, s.pos.Count(Black))
	checkStones(t, s, "e5 f6 f7 g6 g7 h8", "")
	if got := diamondNames(s.pos.stones[Black]); !slices.Equal(got, []string{"f6 f7 g6 g7"}) || s.pos.phase != Pivot {
		t.Fatalf("after step 1: diamonds %v, phase %v", got, s.pos.phase)
	}
	a := mustAction(t, s, "f6/g7>i9")
	if s.pos.Captures(a) != set(t, "h8") {
		t.Errorf("step 2 captures %v, want own h8 (g7 is lifted first)", s.pos.Captures(a))
	}
	s.Play(a)
	counts = append(counts, s.pos.Count(Black))
	checkStones(t, s, "e5 f6 g7 h8 i9", "")
	if s.pos.phase != Choose || !slices.Equal(counts, []int{5, 6, 6, 5}) {
		t.Errorf("phase %v, black counts %v, want the turn over and 5 6 6 5", s.pos.phase, counts)
	}
}

// R7: Taylor's tank, and the loop rule that stops X and Y from
// alternating forever (docs/games/pivots.md, The loop rule).
func TestTaylorTankAndLoopRule(t *testing.T) {
	s := setup(t, Black, "a1 b2 c3 d4 b1", "")
	play(t, s, "c2")
	if got := diamondNames(s.pos.stones[Black]); !slices.Equal(got, []string{"a1 b1 b2 c2", "b1 b2 c2 c3"}) {
		t.Errorf("diamonds %v", got)
	}
	if n := len(legal(s)); n != 24 {
		t.Errorf("%d steps after c2, want 24", n)
	}
	for _, step := range []struct{ action, black string }{
		{"c2/a1>f5", "c2 c3 d3 d4 e4 f5"},
		{"d4/c2>g7", "d4 e4 e5 f5 f6 g7"},
		{"f5/d4>i8", "f5 f6 g6 g7 h7 i8"}, // Y
		{"f6/g6>i9", "f6 g7 h7 h8 i8 i9"}, // X
	} {
		play(t, s, step.action)
		checkStones(t, s, step.black, "")
		if s.pos.phase != Pivot {
			t.Fatalf("the chain stopped after %s", step.action)
		}
	}
	// i8/h8>f5 would bring back Y.
	back, err := ParseActionText("i8/h8>f5")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(back); err == nil || !strings.Contains(err.Error(), "loop rule") {
		t.Errorf("i8/h8>f5 from X: %v, want the loop rule's refusal", err)
	}
	steps := legal(s)
	if len(steps) != 23 || slices.Contains(steps, "i8/h8>f5") {
		t.Errorf("%d steps from X (%v), want 23 without i8/h8>f5", len(steps), steps)
	}
	// Without the loop rule's memory (a fresh turn on the same board) the
	// step is there: 24.
	c := setup(t, Black, "f6 g7 h7 h8 i8 i9", "")
	c.pos.phase = Pivot
	if n := len(legal(c)); n != 24 {
		t.Errorf("%d steps from X without memory, want 24", n)
	}
	// The memory is the turn's: the next turn forgets it.
	if got := s.Seen(); len(got) != 4 || got[0].stones[Black] != set(t, "a1 b1 b2 c2 c3 d4") {
		t.Errorf("seen boards %d, first %v", len(got), got[0].stones[Black])
	}
}

// chainGraph explores the boards a chain can reach from s's board by
// pivot steps, without the loop rule's memory: the next boards of each
// board where the mover owns a diamond.
func chainGraph(s *State) map[[2]Bitboard][][2]Bitboard {
	me := s.pos.toMove
	next := map[[2]Bitboard][][2]Bitboard{}
	var explore func(b [2]Bitboard)
	explore = func(b [2]Bitboard) {
		if _, ok := next[b]; ok || !b[me].HasDiamond() {
			return
		}
		next[b] = [][2]Bitboard{}
		for _, d := range b[me].Diamonds() {
			for i := stepFirst[d]; i < stepFirst[d+1]; i++ {
				m := stepMoves[i]
				var n [2]Bitboard
				n[me], n[me^1] = b[me]&^m[0]|m[1], b[me^1]&^m[1]
				next[b] = append(next[b], n)
				explore(n)
			}
		}
	}
	explore(s.pos.stones)
	return next
}

// sccSizes returns the sizes of the graph's strongly connected sets of
// more than one board, in increasing order (Tarjan's algorithm).
func sccSizes(next map[[2]Bitboard][][2]Bitboard) []int {
	index, low := map[[2]Bitboard]int{}, map[[2]Bitboard]int{}
	onStack := map[[2]Bitboard]bool{}
	var stack [][2]Bitboard
	var sizes []int
	var visit func(v [2]Bitboard)
	visit = func(v [2]Bitboard) {
		index[v], low[v] = len(index), len(index)
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range next[v] {
			if _, seen := index[w]; !seen {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			n := 0
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				n++
				if w == v {
					break
				}
			}
			if n > 1 {
				sizes = append(sizes, n)
			}
		}
	}
	for v := range next {
		if _, seen := index[v]; !seen {
			visit(v)
		}
	}
	slices.Sort(sizes)
	return sizes
}

// The chain graphs of Taylor's tank and of Neto's example after its drop
// (D1) have cycles (so the loop rule is needed), yet from every board a
// chain can still end (docs/games/pivots.md, The loop rule).
func TestChainGraphs(t *testing.T) {
	tank := setup(t, Black, "a1 b2 c3 d4 b1", "")
	play(t, tank, "c2")
	neto := netoD0(t)
	play(t, neto, "c6")
	for _, tc := range []struct {
		name   string
		s      *State
		states int
		sccs   []int
	}{
		{"Taylor's tank", tank, 272, []int{8}},
		{"Neto's Diagram 1", neto, 394, []int{4, 8}},
	} {
		next := chainGraph(tc.s)
		ends := map[[2]Bitboard]bool{}
		for _, ns := range next {
			for _, n := range ns {
				if _, ok := next[n]; !ok {
					ends[n] = true
				}
			}
		}
		if n := len(next) + len(ends); n != tc.states {
			t.Errorf("%s: %d chain states, want %d", tc.name, n, tc.states)
		}
		if got := sccSizes(next); !slices.Equal(got, tc.sccs) {
			t.Errorf("%s: cycles through %v boards, want %v", tc.name, got, tc.sccs)
		}
		canEnd := map[[2]Bitboard]bool{}
		for changed := true; changed; {
			changed = false
			for b, ns := range next {
				for _, n := range ns {
					if !canEnd[b] && (ends[n] || canEnd[n]) {
						canEnd[b], changed = true, true
					}
				}
			}
		}
		if len(canEnd) != len(next) {
			t.Errorf("%s: %d of %d boards cannot reach a diamond-free board", tc.name, len(next)-len(canEnd), len(next))
		}
	}
}

// R7: when every step left would bring back a board of the turn, the turn
// ends with the diamond on the board, and the mover starts the next turn
// owning it. Such a chain is rare (random games never make one), so the
// turn's memory is built by hand: every board one step from the tank X is
// marked as seen.
func TestLoopRuleEndsTheTurn(t *testing.T) {
	x := set(t, "f6 g7 h7 h8 i8 i9")
	s := setup(t, Black, "f5 f6 g6 g7 h7 i8", "a5") // Y, from which f6/g6>i9 gives X
	for _, d := range x.Diamonds() {
		for i := stepFirst[d]; i < stepFirst[d+1]; i++ {
			m := stepMoves[i]
			q := s.pos
			q.stones[Black] = x&^m[0] | m[1]
			q.phase = Pivot
			s.hist = append(s.hist, q)
		}
	}
	s.pos.phase, s.pos.chain = Pivot, uint32(len(s.hist))
	s.pos.hash = s.pos.computeHash()
	play(t, s, "f6/g6>i9")
	if s.pos.stones[Black] != x || s.pos.phase != Choose || s.pos.toMove != White {
		t.Fatalf("the turn did not end on X:\n%v", s.pos)
	}
	if !s.pos.stones[Black].HasDiamond() {
		t.Fatal("the diamond left the board")
	}
	// Black starts its next turn owning the diamond: a pass keeps it, a
	// drop is followed by the chain (R6: any diamond, old or new).
	play(t, s, "pass")
	c := s.Clone()
	play(t, c, "pass")
	if !c.pos.stones[Black].HasDiamond() || c.pos.phase != Choose {
		t.Error("a pass does not keep the diamond")
	}
	play(t, s, "a1")
	if s.pos.phase != Pivot || s.pos.toMove != Black {
		t.Errorf("a drop beside an old diamond does not start the chain: %v", s.pos)
	}
	if n := len(legal(s)); n != 24 {
		t.Errorf("%d steps, want X's 24 (a new turn, a new memory)", n)
	}
}

// R6: the chain goes on while the mover owns any diamond, also one the
// last step did not touch: here the drop makes two diamonds that share
// only the dropped stone, and pivoting one on that stone leaves the other.
func TestChainGoesOnWithAnyDiamond(t *testing.T) {
	s := setup(t, Black, "c4 d4 d5 f5 f6 g6", "")
	play(t, s, "e5")
	if got := diamondNames(s.pos.stones[Black]); !slices.Equal(got, []string{"c4 d4 d5 e5", "e5 f5 f6 g6"}) {
		t.Fatalf("diamonds %v", got)
	}
	play(t, s, "e5/c4>b2") // lifts c4 d4 d5 onto d4 c3 b2, leaving e5 f5 f6 g6
	if got := diamondNames(s.pos.stones[Black]); !slices.Equal(got, []string{"e5 f5 f6 g6"}) || s.pos.phase != Pivot {
		t.Errorf("after the step: diamonds %v, phase %v; want the untouched diamond and the chain going on", got, s.pos.phase)
	}
}

// R1, R8, R9, R13: Black opens with a drop (no pass), White's first turn
// may swap (and only it), and stones never run out.
func TestOpening(t *testing.T) {
	s := NewState(StartPosition())
	if s.pos.toMove != Black {
		t.Fatal("White moves first")
	}
	got := legal(s)
	if len(got) != 61 || slices.Contains(got, "pass") || slices.Contains(got, "swap") {
		t.Fatalf("first turn: %d actions %v", len(got), got)
	}
	if err := s.Check(PassAction); err == nil || !strings.Contains(err.Error(), "no pass") {
		t.Errorf("pass on turn 1: %v", err)
	}
	if err := s.Check(SwapAction); err == nil {
		t.Error("swap on turn 1 accepted")
	}
	play(t, s, "e5")
	got = legal(s)
	if len(got) != 62 || got[60] != "pass" || got[61] != "swap" || s.pos.toMove != White {
		t.Fatalf("second turn: %d actions, %v to move", len(got), s.pos.toMove)
	}
	c := s.Clone()
	play(t, c, "swap")
	if c.pos.toMove != White || c.pos.turn != 3 || c.pos.stones != s.pos.stones {
		t.Errorf("after swap: %v", c.pos)
	}
	if err := c.Check(SwapAction); err == nil {
		t.Error("a second swap accepted")
	}
	play(t, s, "a1")
	if err := s.Check(SwapAction); err == nil {
		t.Error("swap on turn 3 accepted")
	}
	// Unlimited stones: a side with 40 stones on the board still drops.
	many := setup(t, Black, strings.Join(strings.Fields(pageNames)[:40], " "), "")
	if n := len(legal(many)); n != 21+1 {
		t.Errorf("%d actions with 40 black stones, want 21 drops and pass", n)
	}
}

// R10, R11, R12: passes end the game only in a row; stones are counted
// and ties go to the White colour, also after a swap (docs/games/pivots.md,
// End and score).
func TestPassesAndScore(t *testing.T) {
	for _, tc := range []struct {
		actions  string
		over     bool
		winner   Color
		score    [2]int
		text     string
		swapSeat bool
	}{
		{"e5 a1 pass pass", true, White, [2]int{1, 1}, "two passes: White 1, Black 1 — White wins the tie", false},
		{"e5 pass a1 i9 pass", false, 0, [2]int{}, "", false},
		{"e5 pass a1 i9 pass pass", true, Black, [2]int{2, 1}, "two passes: Black 2, White 1 — Black wins", false},
		{"e5 swap a1 pass pass", true, White, [2]int{1, 1}, "two passes: White 1, Black 1 — White wins the tie", true},
		{"e5 swap pass a1 pass", false, 0, [2]int{}, "", true}, // a swap is not a pass
	} {
		g := NewGame()
		for _, tok := range strings.Fields(tc.actions) {
			a, err := g.ParseAction(tok)
			if err == nil {
				err = g.Play(a)
			}
			if err != nil {
				t.Fatalf("%s: %s: %v", tc.actions, tok, err)
			}
		}
		o := g.Outcome()
		if o.Over() != tc.over || tc.over && (o.Reason != Passes || o.Winner != tc.winner || o.Score != tc.score || o.String() != tc.text) {
			t.Errorf("%s: outcome %+v %q", tc.actions, o, o)
		}
		m := NewMatch(g)
		if got := m.SideOf(0, g.Len()) == 1; got != tc.swapSeat {
			t.Errorf("%s: seat 0 plays side %d", tc.actions, m.SideOf(0, g.Len()))
		}
		if tc.over && (g.LegalActions() != nil || g.Play(DropAt(cell(t, "c3"))) == nil) {
			t.Errorf("%s: play goes on after the end", tc.actions)
		}
	}
	g, err := ParseCompact("~e5.a1.p.p")
	if err != nil || g.Outcome().Winner != White || g.Outcome().Reason.Word() != "passes" {
		t.Errorf("~e5.a1.p.p: %v, %v", g, err)
	}
}

// R14: the 1,000-turn cap ends the game, scored as after passes.
func TestTurnCap(t *testing.T) {
	p, err := ParsePosition("5/6/7/8/4b4/8/7/6/w4 w 0 999")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGameFrom(p)
	for _, a := range []Action{DropAt(cell(t, "a1")), PassAction} {
		if g.Outcome().Over() {
			t.Fatalf("over before turn %d", g.Position().Turn())
		}
		if err := g.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	o := g.Outcome()
	if o.Reason != Cap || o.Winner != White || o.Score != [2]int{1, 2} || g.Position().Turn() != TurnCap+1 {
		t.Errorf("outcome %+v after turn %d", o, g.Position().Turn())
	}
	if o.String() != "the 1000-turn cap: White 2, Black 1 — White wins" || o.Reason.Word() != "cap" {
		t.Errorf("outcome text %q", o)
	}
	if g.LegalActions() != nil {
		t.Error("actions after the cap")
	}
}

func TestResignAndAgreement(t *testing.T) {
	g := NewGame()
	for _, a := range []Action{DropAt(30), DropAt(0)} {
		if err := g.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Resign(Black); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Reason != Resignation || o.Winner != White || o.String() != "Black resigns — White wins" || o.Reason.Word() != "resignation" {
		t.Errorf("outcome %+v %q", o, o)
	}
	if err := g.Play(DropAt(1)); !errors.Is(err, ErrGameOver) {
		t.Errorf("play after resignation: %v", err)
	}
	if err := g.AgreeDraw(); !errors.Is(err, ErrGameOver) {
		t.Errorf("agreement after resignation: %v", err)
	}
	if !g.Undo() || g.Outcome().Over() || g.Len() != 2 {
		t.Fatal("undo does not take back the resignation")
	}
	if err := g.AgreeDraw(); err != nil || !g.Outcome().IsDraw() || g.Outcome().String() != "draw by agreement" || g.Outcome().Reason.Word() != "agreement" {
		t.Errorf("agreement: %v, %+v", err, g.Outcome())
	}
}

// A pivot step is due in the pivot phase, and only there.
func TestPhaseChecks(t *testing.T) {
	s := netoD0(t)
	step, _ := ParseActionText("c5/d7>f5")
	if err := s.Check(step); err == nil || !strings.Contains(err.Error(), "no pivot step now") {
		t.Errorf("a step before the drop: %v", err)
	}
	play(t, s, "c6")
	for _, a := range []Action{DropAt(cell(t, "a1")), PassAction, SwapAction} {
		if err := s.Check(a); err == nil || !strings.Contains(err.Error(), "pivot step is due") {
			t.Errorf("%v in the pivot phase: %v", a, err)
		}
	}
	other, _ := ParseActionText("e5/e6>e8")
	if err := s.Check(other); err == nil || !strings.Contains(err.Error(), "not a diamond of Black") {
		t.Errorf("a step of a diamond Black does not own: %v", err)
	}
	if err := s.Check(DropAt(cell(t, "c6"))); err == nil {
		t.Error("drop accepted in the pivot phase")
	}
	if err := netoD0(t).Check(DropAt(cell(t, "c5"))); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("drop on a stone: %v", err)
	}
}
