package pivots

import (
	"slices"
	"testing"

	"diamond/rules/rng"
)

// TestRandomGameInvariants plays 10,000 uniformly random games and
// checks after every action: the stones are on the board, one per cell,
// and counted right (a drop adds one, a step loses exactly the captured
// stones, of either colour); the incremental hash equals a fresh one; the
// action was among the legal ones; undo restores the exact state; the
// phase, side, turn and passes follow the rules; a pivot phase has a legal
// step; a turn never gives the opponent a diamond; and a player starts a
// turn owning a diamond only after a turn the loop rule stopped.
func TestRandomGameInvariants(t *testing.T) {
	games := 10000
	if testing.Short() {
		games = 1000
	}
	r := rng.New(1)
	var buf []Action
	stats := map[string]int{}
	longest, longestChain := 0, 0
	for game := 0; game < games; game++ {
		s := NewState(StartPosition())
		var loopStopped [2]bool // the colour's last turn ended with a diamond
		for ply := 0; ; ply++ {
			before := s.pos
			me, other := before.toMove, before.toMove^1
			if before.phase == Choose && before.stones[me].HasDiamond() && !loopStopped[me] {
				t.Fatalf("game %d ply %d: %v starts a turn owning a diamond\n%v", game, ply, me, before)
			}
			a := s.RandomAction(r)
			buf = s.LegalActions(buf)
			if a == NoAction {
				if len(buf) != 0 || !before.Over() {
					t.Fatalf("game %d ply %d: no random action, %d legal, over %v\n%v", game, ply, len(buf), before.Over(), before)
				}
				break
			}
			if !slices.Contains(buf, a) || s.Check(a) != nil {
				t.Fatalf("game %d ply %d: random action %v is not legal (%v)\n%v", game, ply, a, s.Check(a), before)
			}
			if before.Over() {
				t.Fatalf("game %d ply %d: an action after the end", game, ply)
			}
			captured := Bitboard(0)
			if a.Kind() == Step {
				captured = before.Captures(a)
			}
			s.Play(a)
			p := &s.pos
			checkPosition(t, p)
			// Counts.
			wantMine, wantTheirs := before.Count(me), before.Count(other)
			switch a.Kind() {
			case Drop:
				wantMine++
			case Step:
				wantMine -= (captured & before.stones[me]).Count()
				wantTheirs -= (captured & before.stones[other]).Count()
				stats["steps"]++
				if captured&before.stones[me] != 0 {
					stats["own captures"]++
				}
				if captured&before.stones[other] != 0 {
					stats["captures"]++
				}
			}
			if p.Count(me) != wantMine || p.Count(other) != wantTheirs {
				t.Fatalf("game %d ply %d: %v gives counts %d %d, want %d %d", game, ply, a, p.Count(me), p.Count(other), wantMine, wantTheirs)
			}
			if !before.stones[other].HasDiamond() && p.stones[other].HasDiamond() {
				t.Fatalf("game %d ply %d: %v gave the opponent a diamond", game, ply, a)
			}
			// Phase, side, turn, passes.
			ended := p.phase == Choose
			switch {
			case p.phase == Pivot && (p.toMove != me || p.turn != before.turn || !p.stones[me].HasDiamond() || len(s.LegalActions(nil)) == 0):
				t.Fatalf("game %d ply %d: pivot phase without a step to make\n%v", game, ply, p)
			case ended && p.turn != before.turn+1:
				t.Fatalf("game %d ply %d: turn %d after turn %d", game, ply, p.turn, before.turn)
			case ended && (p.toMove == me) != (a == SwapAction):
				t.Fatalf("game %d ply %d: %v to move after %v", game, ply, p.toMove, a)
			case a == PassAction && p.passes != before.passes+1, a != PassAction && p.passes != 0:
				t.Fatalf("game %d ply %d: %d passes after %v", game, ply, p.passes, a)
			case a.Kind() == Step && p.chain != before.chain+1 && !ended:
				t.Fatalf("game %d ply %d: chain %d after %d", game, ply, p.chain, before.chain)
			}
			if ended {
				loopStopped[me] = p.stones[me].HasDiamond()
				if loopStopped[me] {
					stats["loop-rule stops"]++
				}
				if !before.stones[me].HasDiamond() && a.Kind() == Drop && p.stones[me].HasDiamond() {
					t.Fatalf("game %d ply %d: the drop %v made a diamond but the turn ended", game, ply, a)
				}
			}
			longestChain = max(longestChain, int(p.chain))
			// Undo restores, and the action plays again the same.
			after := s.pos
			if !s.Undo() || s.pos != before || s.Len() != ply {
				t.Fatalf("game %d ply %d: undo of %v does not restore\n%v", game, ply, a, before)
			}
			s.Play(a)
			if s.pos != after {
				t.Fatalf("game %d ply %d: %v plays differently the second time", game, ply, a)
			}
		}
		o := s.Outcome()
		stats[o.Reason.Word()]++
		longest = max(longest, s.Len())
		if o.Score != [2]int{s.pos.Count(Black), s.pos.Count(White)} || (o.Winner == Black) != (o.Score[Black] > o.Score[White]) {
			t.Fatalf("game %d: outcome %+v", game, o)
		}
	}
	t.Logf("%d games, longest %d actions, longest chain %d steps, %v", games, longest, longestChain, stats)
	if stats["steps"] < games || stats["own captures"] < games/10 || stats["captures"] < games/2 || stats["passes"] < games/2 {
		t.Errorf("random games too tame: %v", stats)
	}
}

// checkPosition checks what a position must always hold.
func checkPosition(t *testing.T, p *Position) {
	t.Helper()
	if p.stones[Black]&p.stones[White] != 0 || (p.stones[Black]|p.stones[White])&^AllCells != 0 {
		t.Fatalf("stones overlap or leave the board\n%v", p)
	}
	if p.hash != p.computeHash() {
		t.Fatalf("incremental hash differs from a fresh one\n%v", p)
	}
	if p.phase == Pivot && (p.passes != 0 || p.over()) || p.phase == Choose && p.chain != 0 {
		t.Fatalf("phase %v with %d passes and chain %d\n%v", p.phase, p.passes, p.chain, p)
	}
	if p.turn == 1 && p.toMove != Black || p.turn == 2 && p.toMove != White && p.phase == Choose {
		t.Fatalf("turn %d with %v to move", p.turn, p.toMove)
	}
}

// Playouts end as a Game would with the same random actions.
func TestPlayoutsAgreeWithGame(t *testing.T) {
	var pl Playouts
	for seed := uint64(0); seed < 200; seed++ {
		o, n := pl.PlayFrom(StartPosition(), rng.New(seed))
		g := randomGame(seed) // the same random stream
		if o != g.Outcome() || n != g.Len() {
			t.Fatalf("seed %d: playout %v after %d, game %v after %d", seed, o, n, g.Outcome(), g.Len())
		}
	}
	// From the middle of a chain, the turn's memory goes with it.
	s := setup(t, Black, "a1 b2 c3 d4 b1", "")
	play(t, s, "c2 c2/a1>f5 d4/c2>g7 f5/d4>i8 f6/g6>i9")
	for seed := uint64(0); seed < 200; seed++ {
		c := s.Clone()
		if a := c.RandomAction(rng.New(seed)); a.String() == "i8/h8>f5" {
			t.Fatal("a random step broke the loop rule")
		}
		r1, r2 := rng.New(seed), rng.New(seed)
		o, n := pl.Play(s, r1)
		for !c.pos.over() {
			c.Play(c.RandomAction(r2))
		}
		if o != c.Outcome() || n != c.Len()-s.Len() {
			t.Fatalf("seed %d: playout %v after %d, state %v after %d", seed, o, n, c.Outcome(), c.Len()-s.Len())
		}
	}
}

// RandomAction draws uniformly among the legal actions, also when the
// loop rule takes some away.
func TestRandomActionIsUniform(t *testing.T) {
	x := setup(t, Black, "a1 b2 c3 d4 b1", "")
	play(t, x, "c2 c2/a1>f5 d4/c2>g7 f5/d4>i8 f6/g6>i9") // 23 legal steps
	afterDrop := NewState(StartPosition())
	play(t, afterDrop, "e5") // 60 drops, pass, swap
	for _, s := range []*State{x, afterDrop, netoD2(t)} {
		legal := s.LegalActions(nil)
		counts := map[Action]int{}
		r := rng.New(9)
		const per = 400
		for i := 0; i < per*len(legal); i++ {
			counts[s.RandomAction(r)]++
		}
		if len(counts) != len(legal) {
			t.Errorf("%d different actions drawn, %d legal", len(counts), len(legal))
		}
		for _, a := range legal {
			if n := counts[a]; n < per*7/10 || n > per*13/10 {
				t.Errorf("%v drawn %d times, want about %d", a, n, per)
			}
		}
	}
}
