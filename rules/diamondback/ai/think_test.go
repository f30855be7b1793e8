package ai

import (
	"testing"
	"time"

	db "diamond/rules/diamondback"
	"diamond/rules/rng"
	"diamond/rules/search"
)

// randomGame returns a game of plies random moves from setup, not over.
func randomGame(setup, plies int, r *rng.Rand) *db.Game {
	for {
		g, _ := db.NewGame(setup)
		for g.Len() < plies && !g.Outcome().Over() {
			legal := g.LegalMoves()
			g.Play(legal[r.IntN(len(legal))])
		}
		if !g.Outcome().Over() {
			return g
		}
	}
}

// TestThinkPlaysLegalGames plays short games between the levels and the
// baselines from each setup, checking every move is legal, the line
// starts with it and the game is left untouched by Think.
func TestThinkPlaysLegalGames(t *testing.T) {
	uct, mat := PlainUCT(0), MaterialSearch(2)
	uct.Nodes = 200
	searches := []*Search{nil, &uct, &mat}
	for setup := 0; setup < db.NumSetups; setup++ {
		g, _ := db.NewGame(setup)
		for ply := 0; ply < 20 && !g.Outcome().Over(); ply++ {
			before := g.Link()
			opt := Options{Level: Level(1 + ply%int(MaxLevel)), Seed: uint64(ply), Search: searches[ply%3]}
			switch opt.Level {
			case 4:
				opt.Level = 3 // level 4 plays in the golden and tactics tests: time is short here
			case MaxLevel:
				opt.MoveTime = 10 * time.Millisecond
			}
			a := Think(g, opt)
			if g.Link() != before {
				t.Fatalf("Think changed the game")
			}
			if err := g.Play(a.Move); err != nil {
				t.Fatalf("setup %d ply %d, level %d: %v: %v\n%s", setup, ply, opt.Level, a.Move, err, g.Position().Diagram())
			}
			if len(a.Line) == 0 || a.Line[0] != a.Move {
				t.Errorf("ply %d: line %v does not start with %v", ply, a.Line, a.Move)
			}
			if a.Score < 0 || a.Score > 1 || a.Count <= 0 && opt.MoveTime == 0 { // a timed search may be cut short by a busy machine
				t.Errorf("ply %d: score %v, count %d", ply, a.Score, a.Count)
			}
		}
	}
}

// TestThinkIsDeterministic: with a node budget, the same game and seed
// give the same answer, and seeds vary the moves chosen among equals.
func TestThinkIsDeterministic(t *testing.T) {
	r := rng.New(5)
	moves := map[db.Move]bool{}
	for i := 0; i < 4; i++ {
		g := randomGame(i%db.NumSetups, 6+3*i, r)
		for l := Level(1); l < MaxLevel; l++ {
			a := Think(g, Options{Level: l, Seed: 42})
			b := Think(g, Options{Level: l, Seed: 42})
			if a.Move != b.Move || a.Score != b.Score || a.Count != b.Count || len(a.Line) != len(b.Line) {
				t.Errorf("level %d: two searches with seed 42 differ: %+v and %+v", l, a, b)
			}
		}
	}
	g, _ := db.NewGame(0)
	for seed := uint64(0); seed < 8; seed++ {
		moves[Think(g, Options{Level: 1, Seed: seed}).Move] = true
	}
	if len(moves) < 2 {
		t.Errorf("eight seeds at level 1 all play %v from the start", moves)
	}
}

// TestThinkStopsOnTime allows a generous margin: it checks that the clock
// is obeyed at all, not how precisely.
func TestThinkStopsOnTime(t *testing.T) {
	g := randomGame(1, 12, rng.New(8))
	uct := PlainUCT(50 * time.Millisecond)
	for _, opt := range []Options{{Level: MaxLevel, MoveTime: 50 * time.Millisecond}, {Level: 2, MoveTime: 50 * time.Millisecond}, {Search: &uct}} {
		an := Think(g, opt)
		if an.Elapsed > time.Second {
			t.Errorf("level %d with 50ms took %v", opt.Level, an.Elapsed)
		}
		if an.Count == 0 || an.Elapsed <= 0 {
			t.Errorf("level %d: %d counted in %v", opt.Level, an.Count, an.Elapsed)
		}
	}
}

// TestStateFollowsTheRules: the UCT baseline's State agrees with Game on
// the outcome along random games, repetition included, and its playouts
// end and leave it as it was.
func TestStateFollowsTheRules(t *testing.T) {
	r := rng.New(9)
	endings := map[db.Reason]int{}
	for n := 0; n < 40; n++ {
		g, _ := db.NewGame(n % db.NumSetups)
		s := newState(g)
		for {
			over, v := s.Over()
			o := g.Outcome()
			if over != o.Over() {
				t.Fatalf("game %d ply %d: State over %v, Game %v", n, g.Len(), over, o)
			}
			if over {
				want := 0.5
				if !o.IsDraw() {
					want = value(o.Winner)
				}
				if v != want {
					t.Fatalf("game %d: value %v for %v", n, v, o)
				}
				if moves := s.Moves(nil); len(moves) != 0 {
					t.Fatalf("game %d: moves after the end", n)
				}
				endings[o.Reason]++
				break
			}
			if w, ok := s.Win(); ok {
				m := db.Move(w)
				g.Play(m)
				if o := g.Outcome(); !o.Over() || o.IsDraw() {
					t.Fatalf("game %d: Win's %v does not win", n, m)
				}
				g.Undo()
			}
			if g.Len()%16 == 0 {
				depth := len(s.stack)
				if v := s.Playout(r); v != 0 && v != 0.5 && v != 1 || len(s.stack) != depth {
					t.Fatalf("playout %v", v)
				}
			}
			moves := s.Moves(nil)
			m := moves[r.IntN(len(moves))]
			// Shuffle pieces to and fro now and then, for repetitions.
			if g.Len() > 20 && r.IntN(2) == 0 && g.Len() >= 4 {
				p := g.Position()
				if back := g.Moves()[g.Len()-2]; p.IsLegal(reverse(back)) {
					m = search.Move(reverse(back))
				}
			}
			s.Play(m)
			if err := g.Play(db.Move(m)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if endings[db.Repetition] == 0 || endings[db.Checkmate]+endings[db.Corner] == 0 {
		t.Errorf("endings %v: want repetitions and wins", endings)
	}
}

// reverse returns the move back from m's destination to its origin.
func reverse(m db.Move) db.Move { return db.NewMove(m.To(), m.From(), db.NoKind) }
