package ai

import (
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/rng"
)

// TestAlphaBetaTactics: the alpha-beta experiment, without the forced-win
// search in front of it, takes wins in one and two and blocks.
func TestAlphaBetaTactics(t *testing.T) {
	sr := Search{AlphaBeta: true, Iterations: 200_000}
	for _, tc := range handmade(t) {
		an := Think(tc.game, Options{Search: &sr})
		checkAnswer(t, tc, 0, an)
	}
}

func TestAlphaBetaPlaysLegalGames(t *testing.T) {
	g := diamond.NewGame()
	sr := Search{AlphaBeta: true, Iterations: 5000}
	for !g.Outcome().Over() && g.Len() < 60 {
		an := Think(g, Options{Seed: 1, Search: &sr})
		if err := g.Play(an.Action); err != nil {
			t.Fatalf("ply %d: %s: %v\n%s", g.Len(), an.Action, err, g.Position())
		}
	}
}

// TestScanAgreesWithTheRules: the horizon's one-pass scan finds the same
// wins and threats as the rules' helpers.
func TestScanAgreesWithTheRules(t *testing.T) {
	r := rng.New(9)
	checked := 0
	for game := 0; game < 200; game++ {
		g := diamond.NewGame()
		for !g.Outcome().Over() {
			p := g.Position()
			l := scan(&p, false)
			if want := scanReference(&p); l != want {
				t.Fatalf("scan %+v, square by square %+v\n%s", l, want, p)
			}
			if win := p.WinningAction() != diamond.NoAction; l.win != win {
				t.Fatalf("scan win %v, WinningAction %v\n%s", l.win, win, p)
			}
			if want := p.ThreatPoints(p.ToMove().Other()).Count(); l.threats != want {
				t.Fatalf("scan threats %d, ThreatPoints %d\n%s", l.threats, want, p)
			}
			checked++
			g.Play(p.RandomAction(r))
		}
	}
	if checked < 10_000 {
		t.Errorf("only %d positions", checked)
	}
}

// TestCanWinAgreesWithTheRules: the search's bit-parallel win check finds
// a win exactly when WinningAction does.
func TestCanWinAgreesWithTheRules(t *testing.T) {
	r := rng.New(10)
	wins := 0
	for game := 0; game < 300; game++ {
		g := diamond.NewGame()
		for !g.Outcome().Over() {
			p := g.Position()
			want := p.WinningAction() != diamond.NoAction
			if got := canWin(&p); got != want {
				t.Fatalf("canWin %v, WinningAction %v\n%s", got, want, p)
			}
			if want {
				wins++
			}
			g.Play(p.RandomAction(r))
		}
	}
	if wins < 100 {
		t.Errorf("only %d positions with a win", wins)
	}
}

// scanReference is scan without captures, square by square.
func scanReference(p *diamond.Position) leaf {
	me := p.ToMove()
	them := me.Other()
	mine, theirs, neutral := p.Pieces(me), p.Pieces(them), p.Neutrals()
	myHand, theirHand := p.Hand(me) > 0, p.Hand(them) > 0
	var l leaf
	var threats diamond.Bitboard
	for s := diamond.Square(0); s < diamond.NumSquares; s++ {
		c := s.Corners()
		if c&neutral != 0 {
			continue
		}
		m, o := (c & mine).Count(), (c & theirs).Count()
		switch {
		case o == 0:
			l.score += squareWeight[m]
			if m == 3 {
				e := c &^ mine
				l.win = l.win || myHand || e.First().Neighbors()&mine&^c != 0
			}
		case m == 0:
			l.score -= squareWeight[o]
			if e := c &^ theirs; o == 3 && (theirHand || e.First().Neighbors()&theirs&^c != 0) {
				threats |= e
			}
		}
	}
	l.threats = threats.Count()
	l.score += 60 * (mine.Count() + p.Hand(me) - theirs.Count() - p.Hand(them))
	if l.threats >= 2 {
		l.score -= 400
	}
	return l
}

// TestPickerOrder: the picker brings the moves forward in the same order
// as picking the first best-rated of the rest at every step, ties
// included.
func TestPickerOrder(t *testing.T) {
	r := rng.New(11)
	for round := 0; round < 2000; round++ {
		n := 1 + r.IntN(abMaxActions)
		levels := 1 + r.IntN(8)
		moves, sc := make([]diamond.Action, n), make([]int32, n)
		for i := range moves {
			moves[i] = diamond.Action(i + 1)
			sc[i] = int32(r.IntN(levels))
		}
		want, wantSc := append([]diamond.Action(nil), moves...), append([]int32(nil), sc...)
		var pk picker
		for i := range moves {
			// The reference: the first best of the rest, swapped in.
			b := i
			for j := i + 1; j < n; j++ {
				if wantSc[j] > wantSc[b] {
					b = j
				}
			}
			want[i], want[b] = want[b], want[i]
			wantSc[i], wantSc[b] = wantSc[b], wantSc[i]
			if pk.ties == 0 {
				pk.scan(sc, i)
			}
			pk.next(moves, sc, i)
			if moves[i] != want[i] {
				t.Fatalf("round %d, step %d: picked %d, want %d", round, i, moves[i], want[i])
			}
		}
	}
}

// TestFirstMoveAgreesWithScore: whenever firstMove names a move, score
// rates it first, over positions from random games with the table's
// move and the killers drawn from their legal actions and others.
func TestFirstMoveAgreesWithScore(t *testing.T) {
	r := rng.New(12)
	ab := newAlphaBeta(Search{}, nil)
	defer searchers.Put(ab)
	for i := range ab.history {
		ab.history[i] = int32(r.IntN(50))
	}
	named := 0
	for game := 0; game < 100; game++ {
		g := diamond.NewGame()
		var earlier []diamond.Action // actions of earlier positions: often illegal now
		for !g.Outcome().Over() {
			p := g.Position()
			moves := p.LegalActions(nil)
			earlier = append(earlier, moves...)
			pick := func() diamond.Action {
				switch r.IntN(3) {
				case 0:
					return diamond.NoAction
				case 1:
					return moves[r.IntN(len(moves))]
				}
				return earlier[r.IntN(len(earlier))]
			}
			tt := pick()
			ab.killers[1] = [2]diamond.Action{pick(), pick()}
			if a := ab.firstMove(&p, tt, 1); a != diamond.NoAction {
				named++
				sc, first := ab.score(&p, moves, tt, 1)
				if moves[first] != a {
					t.Fatalf("firstMove %v, score rates %v first (%d)\n%s", a, moves[first], sc[first], p)
				}
			}
			g.Play(moves[r.IntN(len(moves))])
		}
	}
	if named < 1000 {
		t.Errorf("firstMove named only %d moves", named)
	}
}
