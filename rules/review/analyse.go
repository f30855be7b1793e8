package review

import (
	"sort"

	"diamond/rules/game"
	"diamond/rules/player"
)

// Candidate is one legal move scored by Analyse.
type Candidate struct {
	Score float64  // the mover's expected score after the move (its result if the move ends the game)
	Line  []string // the move, then the evaluator's line after it
}

// Analyse scores every legal move of m by a search of the position after
// it, and returns the n best, best first (all of them when n < 1); moves
// of equal score keep Legal's order. m is not changed. each, when not
// nil, is called after each move scored with the moves done and their
// total; returning false cancels the analysis with ErrCanceled.
func Analyse(m game.Match, eval Evaluator, n int, each func(done, total int) bool) ([]Candidate, error) {
	if m.Outcome().Over {
		return nil, game.ErrGameOver
	}
	mover := m.ToMove(m.Len())
	legal := m.Legal()
	cands := make([]Candidate, 0, len(legal))
	for i, mv := range legal {
		c, err := scoreMove(m, mv, mover, eval)
		if err != nil {
			return nil, err
		}
		cands = append(cands, c)
		if each != nil && !each(i+1, len(legal)) {
			return nil, ErrCanceled
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].Score > cands[j].Score })
	if n >= 1 && n < len(cands) {
		cands = cands[:n]
	}
	return cands, nil
}

// scoreMove plays mv on a copy of m and scores the position after it for
// the mover.
func scoreMove(m game.Match, mv string, mover game.Side, eval Evaluator) (Candidate, error) {
	g := m.Clone()
	if err := g.Play(mv); err != nil {
		return Candidate{}, err
	}
	var an player.Analysis
	if !g.Outcome().Over {
		var err error
		if an, err = eval(g); err != nil {
			return Candidate{}, err
		}
	}
	return Candidate{Score: valueFor(g, an, mover), Line: append([]string{mv}, an.Line...)}, nil
}
