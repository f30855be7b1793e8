package main

import (
	"fmt"

	"diamond/rules/game"
	"diamond/rules/player"
	"diamond/rules/players"
	"diamond/rules/puzzle"
	"diamond/rules/rng"
)

// The self-play games' shape: a few random moves first, then the levels
// with a random move now and then, so that the positions vary.
const (
	randomOpening = 6    // at most this many random moves to open
	randomShare   = 0.12 // the share of random moves after the opening
	maxPlies      = 300
	minGap        = 8 // plies between two puzzles of one game: no two a move apart
)

type generator struct {
	spec   game.Spec
	turns  int
	budget int
	seen   map[string]bool // positions already kept
	stats  stats
}

func newGenerator(spec game.Spec, turns, budget int) *generator {
	return &generator{spec: spec, turns: turns, budget: budget, seen: map[string]bool{}}
}

// selfPlay plays one game with seed and returns the puzzles found in it.
func (g *generator) selfPlay(seed uint64) []puzzle.Puzzle {
	g.stats.games++
	r := rng.New(seed*0x9e3779b97f4a7c15 + 1)
	m, err := g.spec.New(int(seed % uint64(len(g.spec.Starts()))))
	if err != nil {
		panic(err)
	}
	levels := [2]int{1 + r.IntN(3), 1 + r.IntN(3)} // levels 1 to 3 count nodes: deterministic
	opening := 2 + r.IntN(randomOpening-1)
	var found []puzzle.Puzzle
	last := -minGap
	for !m.Outcome().Over && m.Len() < maxPlies {
		if turnStart(m) && m.Len()-last >= minGap && m.Len() >= 4 {
			if p, ok := g.try(m); ok {
				p.Source = fmt.Sprintf("seed %d, ply %d", seed, m.Len())
				p.ID = fmt.Sprintf("%s-%d-%d", g.spec.ID(), seed, m.Len())
				found = append(found, p)
				last = m.Len()
			}
		}
		move := ""
		if m.Len() < opening || r.Float64() < randomShare {
			legal := m.Legal()
			move = legal[r.IntN(len(legal))]
		} else {
			an, err := players.Think(m, player.Request{Level: levels[m.ToMove(m.Len())], Seed: r.Uint64()})
			if err != nil {
				panic(err)
			}
			move = an.Move
		}
		if err := m.Play(move); err != nil {
			panic(fmt.Sprintf("seed %d: %q: %v", seed, move, err))
		}
	}
	return found
}

// turnStart reports whether a turn begins at the match's end.
func turnStart(m game.Match) bool { return m.Len() == 0 || m.EndsTurn(m.Len()-1) }

// try judges one position; m is left as it was.
func (g *generator) try(m game.Match) (puzzle.Puzzle, bool) {
	if g.seen[m.Position()] || hasSwap(m) {
		return puzzle.Puzzle{}, false
	}
	g.stats.positions++
	var p puzzle.Puzzle
	var ok bool
	if g.spec.ID() == "pivots" {
		p, ok = g.tryCount(m)
	} else {
		p, ok = g.tryWin(m)
	}
	if ok {
		g.seen[m.Position()] = true
		p.Compact = m.Compact()
		p.ToMove = g.spec.SideNames()[m.ToMove(m.Len())]
		rate(&p)
	}
	return p, ok
}

// hasSwap: the pie rule's swap changes who holds which colour, which the
// goals do not follow.
func hasSwap(m game.Match) bool {
	for _, a := range m.Legal() {
		if a == "swap" {
			return true
		}
	}
	return false
}
