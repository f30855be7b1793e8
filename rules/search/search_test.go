package search

import (
	"testing"
	"time"

	"diamond/rules/rng"
)

// take is a small game whose turns may hold several moves: players take
// 1, 2 or 3 stones from a pile, whoever takes the last stone wins, and a
// player who takes exactly 2 (leaving some) moves again. Its exact values
// come from plain minimax (wins below), which knows nothing of the search.
type take struct {
	piles   []int
	players []int
}

func newTake(pile int) *take { return &take{piles: []int{pile}, players: []int{0}} }

func (g *take) pile() int   { return g.piles[len(g.piles)-1] }
func (g *take) Player() int { return g.players[len(g.players)-1] }

func (g *take) Moves(buf []Move) []Move {
	buf = buf[:0]
	for m := 1; m <= min(3, g.pile()); m++ {
		buf = append(buf, Move(m))
	}
	return buf
}

func (g *take) Play(m Move) {
	n, p := g.pile()-int(m), g.Player()
	if m != 2 || n == 0 {
		p = 1 - p
	}
	g.piles, g.players = append(g.piles, n), append(g.players, p)
}

func (g *take) Undo() {
	g.piles, g.players = g.piles[:len(g.piles)-1], g.players[:len(g.players)-1]
}

// Over: the player who took the last stone, the one not to move, won.
func (g *take) Over() (bool, float64) {
	if g.pile() > 0 {
		return false, 0
	}
	return true, float64(g.Player()) // player 1 to move: player 0 took the last
}

func (g *take) Win() (Move, bool) {
	if n := g.pile(); n > 0 && n <= 3 {
		return Move(n), true
	}
	return 0, false
}

func (g *take) Playout(r *rng.Rand) float64 {
	k := 0
	for g.pile() > 0 {
		g.Play(Move(1 + r.IntN(min(3, g.pile()))))
		k++
	}
	_, v := g.Over()
	for ; k > 0; k-- {
		g.Undo()
	}
	return v
}

// wins is minimax: whether the player to move with n stones left wins,
// given whether taking 2 keeps the turn.
func wins(n int) bool {
	for m := 1; m <= min(3, n); m++ {
		if winningMove(n, m) {
			return true
		}
	}
	return false
}

func winningMove(n, m int) bool {
	left := n - m
	switch {
	case left == 0:
		return true
	case m == 2:
		return wins(left) // the same player again
	}
	return !wins(left)
}

func TestProverIsSoundAndFindsWins(t *testing.T) {
	found := 0
	for n := 1; n <= 14; n++ {
		g := newTake(n)
		m, k, ok := NewProver(g, 1_000_000).WinIn(6)
		if ok {
			found++
			if !winningMove(n, int(m)) {
				t.Errorf("pile %d: the prover claims %d wins (in %d turns), which loses", n, m, k)
			}
		} else if wins(n) && n <= 8 {
			t.Errorf("pile %d: a win exists and the prover found none within 6 turns", n)
		}
		if len(g.piles) != 1 {
			t.Fatalf("the prover left the state changed")
		}
	}
	if found < 5 {
		t.Errorf("only %d wins found: the test exercised too little", found)
	}
}

func TestMCTSPlaysWinningMoves(t *testing.T) {
	winning := 0
	for n := 1; n <= 12; n++ {
		if !wins(n) {
			continue
		}
		winning++
		g := newTake(n)
		res := MCTS(g, nil, MCTSConfig{Iterations: 20_000, Explore: 1, Solver: true}, rng.New(uint64(n)), time.Now())
		if !winningMove(n, int(res.Move)) {
			t.Errorf("pile %d: MCTS plays %d, which loses (score %.2f)", n, res.Move, res.Score)
		}
		if res.Score < 0.5 {
			t.Errorf("pile %d: a winning position scored %.2f", n, res.Score)
		}
		if len(g.piles) != 1 {
			t.Fatalf("MCTS left the state changed")
		}
	}
	if winning < 5 {
		t.Fatalf("only %d winning piles tried", winning)
	}
}

func TestMCTSWithoutSolverPrefersWins(t *testing.T) {
	// Pile 4: taking 2 keeps the turn with 2 left, and then taking 2 wins;
	// taking 1 or 3 leaves the opponent a win at once.
	g := newTake(4)
	res := MCTS(g, nil, MCTSConfig{Iterations: 5_000, Explore: 1.4}, rng.New(1), time.Now())
	if res.Move != 2 || res.Score < 0.8 {
		t.Errorf("pile 4: MCTS plays %d with score %.2f; want 2, a sure win", res.Move, res.Score)
	}
}

func TestSafeMoves(t *testing.T) {
	// Pile 4: taking 1 or 3 leaves the opponent a win at once; taking 2
	// leaves 2, also a win at once, but for the same player, who moves
	// again: it alone is safe.
	g := newTake(4)
	if got := SafeMoves(g, g.Moves(nil)); len(got) != 1 || got[0] != 2 {
		t.Errorf("SafeMoves(4) = %v, want [2]", got)
	}
	// Pile 5: taking 3 leaves 2 to the opponent.
	g = newTake(5)
	if got := SafeMoves(g, g.Moves(nil)); len(got) != 2 || got[0] != 1 || got[1] != 2 {
		t.Errorf("SafeMoves(5) = %v, want [1 2]", got)
	}
}
