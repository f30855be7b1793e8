package diamond

import (
	"diamond/rules/rng"
	"slices"
	"testing"
)

// randomGame plays a uniformly random game to its end.
func randomGame(seed uint64) *Game {
	r := rng.New(seed)
	g := NewGame()
	for !g.Outcome().Over() {
		p := g.Position()
		if err := g.Play(p.RandomAction(r)); err != nil {
			panic(err)
		}
	}
	return g
}

// TestRandomGameInvariants plays 20,000 random games and checks after
// every action: no point holds two pieces, pieces on the board, in hand and
// captured add up, the incremental hash equals a fresh one, the action was
// among the legal ones, undo restores the exact position, and the game
// ends. Under -short it plays 1,000 games, and more until every way a
// game ends has been seen (threefold repetition is rare in random play).
func TestRandomGameInvariants(t *testing.T) {
	const most = 20000
	games := most
	if testing.Short() {
		games = 1000
	}
	endings := []Reason{SquareWin, Repetition, FiftyActions}
	r := rng.New(1)
	reasons := map[Reason]int{}
	var buf []Action
	longest := 0
	allSeen := func() bool {
		for _, e := range endings {
			if reasons[e] == 0 {
				return false
			}
		}
		return true
	}
	game := 0
	for ; game < games || game < most && !allSeen(); game++ {
		g := NewGame()
		for ply := 0; !g.Outcome().Over(); ply++ {
			if ply > 3000 {
				t.Fatalf("game %d did not end in 3000 actions", game)
			}
			before := g.Position()
			a := before.RandomAction(r)
			buf = before.LegalActions(buf)
			if !slices.Contains(buf, a) {
				t.Fatalf("game %d: random action %v is not legal\n%v", game, a, before)
			}
			if err := g.Play(a); err != nil {
				t.Fatalf("game %d: %v: %v", game, a, err)
			}
			p := g.Position()
			checkInvariants(t, p)
			if !g.Undo() || g.Position() != before {
				t.Fatalf("game %d: undo of %v does not restore\n%v", game, a, before)
			}
			g.Play(a)
		}
		reasons[g.Outcome().Reason]++
		longest = max(longest, g.Len())
	}
	t.Logf("%d games, longest %d actions, endings %v", game, longest, reasons)
	for _, r := range endings {
		if reasons[r] == 0 {
			t.Errorf("no random game ended by %v", r)
		}
	}
}

func checkInvariants(t *testing.T, p Position) {
	t.Helper()
	b, w, n := p.Pieces(Black), p.Pieces(White), p.Neutrals()
	if b&w|b&n|w&n != 0 || (b|w|n)&^AllPoints != 0 {
		t.Fatalf("pieces overlap or leave the board\n%v", p)
	}
	for _, c := range []Color{Black, White} {
		if p.Captured(c) < 0 || p.Hand(c) < 0 || p.Hand(c) > PiecesPerSide {
			t.Fatalf("%v: %d captured, %d in hand\n%v", c, p.Captured(c), p.Hand(c), p)
		}
	}
	if n.Count() > p.Captured(Black)+p.Captured(White) {
		t.Fatalf("more neutrals than captures\n%v", p)
	}
	if p.Hash() != p.computeHash() {
		t.Fatalf("incremental hash differs from a fresh one\n%v", p)
	}
	if p.Phase() == Placement && p.Hand(p.ToMove()) == 0 {
		t.Fatalf("placement phase but the mover has nothing in hand\n%v", p)
	}
}

// Playouts end the way Game would judge the same sequence of actions.
func TestPlayoutsAgreeWithGame(t *testing.T) {
	var pl Playouts
	for seed := uint64(0); seed < 300; seed++ {
		o, plies := pl.Play(StartPosition(), nil, rng.New(seed))
		g := randomGame(seed) // the same random stream
		if o != g.Outcome() || plies != g.Len() {
			t.Fatalf("seed %d: playout %v after %d, game %v after %d", seed, o, plies, g.Outcome(), g.Len())
		}
	}
}
