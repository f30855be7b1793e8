package main

import (
	"fmt"
	"io"
	"math"

	"diamond/rules/game"
	"diamond/rules/review"
	"diamond/rules/rng"
)

// bins is the number of bins of the calibration table: 0.1 wide.
const bins = 10

// bin holds the positions whose score fell in one bin.
type bin struct {
	count             int
	predicted, actual float64 // sums
	games             map[int]bool
}

// table is the calibration table: per bin of the mover's score, the
// mover's mean score and mean result.
type table [bins]bin

func (t *table) add(k int, score, result float64) {
	i := min(bins-1, int(score*bins))
	b := &t[i]
	if b.games == nil {
		b.games = map[int]bool{}
	}
	b.count++
	b.predicted += score
	b.actual += result
	b.games[k] = true
}

// scored is a position's score for its side to move.
type scored struct {
	side  game.Side
	score float64
}

// calibrate plays the games with the review's evaluator and prints the
// table of the scores it gave each position after the opening (those a
// review of the game gives) against the games' results.
func (o options) calibrate(out io.Writer) error {
	e := o.newEvaluator(o.req)
	var t table
	finished, positions := 0, 0
	for k := range o.games {
		var scores []scored
		g, opened, err := o.play(k, func(g game.Match, _ *rng.Rand) (string, error) {
			an, err := e.eval(g)
			scores = append(scores, scored{g.ToMove(g.Len()), an.Score})
			return an.Move, err
		})
		if err != nil {
			return fmt.Errorf("game %d: %w", k, err)
		}
		res := g.Outcome()
		if !res.Over {
			fmt.Fprintf(out, "game %d: unfinished after %d moves, not counted\n", k, g.Len())
			continue
		}
		finished++
		for _, s := range scores {
			t.add(k, s.score, review.Result(res, s.side))
			if o.dump != nil {
				fmt.Fprintf(o.dump, "%d\t%.4f\t%g\n", k, s.score, review.Result(res, s.side))
			}
		}
		positions += len(scores)
		fmt.Fprintf(out, "game %d: %d moves after a %d-move opening, %s\n", k, g.Len(), opened, res.Result())
		if finished%10 == 0 && k < o.games-1 {
			t.print(out) // so far, for a long run stopped early
		}
	}
	fmt.Fprintf(out, "\n%d finished games, %d positions; a 60-move review natively (a search a move, as here): %s\n\n", finished, positions, e.perGame(positions))
	t.print(out)
	if o.raw {
		fmt.Fprintf(out, "\nfitted map for rules/review (%q):\n%s\n", o.spec.ID(), t.fit())
	}
	return nil
}

// print writes the table in Markdown.
func (t *table) print(out io.Writer) {
	fmt.Fprintln(out, "| score | positions | games | mean score | mean result | difference |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- |")
	worst := 0.0
	for i, b := range t {
		if b.count == 0 {
			fmt.Fprintf(out, "| %.1f–%.1f | 0 | 0 | | | |\n", float64(i)/bins, float64(i+1)/bins)
			continue
		}
		p, a := b.predicted/float64(b.count), b.actual/float64(b.count)
		worst = math.Max(worst, math.Abs(a-p))
		fmt.Fprintf(out, "| %.1f–%.1f | %d | %d | %.3f | %.3f | %+.3f |\n",
			float64(i)/bins, float64(i+1)/bins, b.count, len(b.games), p, a, a-p)
	}
	fmt.Fprintf(out, "\nlargest difference: %.3f\n", worst)
}

// fit is a monotone map through the bins' (mean score, mean result),
// pooling adjacent bins that break monotony (weighted by their counts),
// as Go source for rules/review's maps.
func (t *table) fit() string {
	type block struct{ n, p, a float64 }
	var blocks []block
	for _, b := range t {
		if b.count == 0 {
			continue
		}
		blocks = append(blocks, block{float64(b.count), b.predicted, b.actual})
		for len(blocks) > 1 {
			x, y := blocks[len(blocks)-2], blocks[len(blocks)-1]
			if x.a/x.n <= y.a/y.n {
				break
			}
			blocks = append(blocks[:len(blocks)-2], block{x.n + y.n, x.p + y.p, x.a + y.a})
		}
	}
	s := "{"
	for _, b := range blocks {
		s += fmt.Sprintf("{%.3f, %.3f}, ", b.p/b.n, b.a/b.n)
	}
	return s[:max(1, len(s)-2)] + "}"
}
