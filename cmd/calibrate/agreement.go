package main

import (
	"fmt"
	"io"

	"diamond/rules/review"
)

// measureAgreement plays games as a person might (weakPlay), reviews
// each at the budget and at four times it, and prints the share of moves
// given the same class, and each budget's time for a 60-move review.
func (o options) measureAgreement(out io.Writer) error {
	e := o.newEvaluator(o.req)
	long := o.req
	long.Nodes *= 4
	e4 := o.newEvaluator(long)
	same, total, reviewed := 0, 0, 0
	confusion := map[[2]review.Class]int{}
	for k := range o.games {
		g, opened, err := o.weakPlay(k)
		if err != nil {
			return fmt.Errorf("game %d: %w", k, err)
		}
		short, err := review.Review(g, e.eval, nil)
		if err != nil {
			return err
		}
		longer, err := review.Review(g, e4.eval, nil)
		if err != nil {
			return err
		}
		reviewed += len(short)
		n := 0
		for i := opened; i < len(short); i++ {
			if o.dump != nil {
				a, b := short[i], longer[i]
				fmt.Fprintf(o.dump, "%d\t%d\t%s\t%s\t%s\t%.4f\t%.4f\t%s\t%s\t%.4f\t%.4f\n", k, i, a.Move, a.Class, a.Best, a.Before, a.After, b.Class, b.Best, b.Before, b.After)
			}
			confusion[[2]review.Class{short[i].Class, longer[i].Class}]++
			if short[i].Class == longer[i].Class {
				n++
			}
		}
		same += n
		total += len(short) - opened
		fmt.Fprintf(out, "game %d: %d moves, %d of %d classes the same\n", k, g.Len(), n, len(short)-opened)
	}
	fmt.Fprintf(out, "\n%d of %d moves (%.1f%%) have the same class at %d and %d positions a search\n",
		same, total, 100*float64(same)/float64(max(1, total)), o.req.Nodes, long.Nodes)
	fmt.Fprintf(out, "a 60-move review natively: %s at the budget, %s at four times it\n\n", e.perGame(reviewed), e4.perGame(reviewed))
	classes := []review.Class{review.Only, review.Best, review.Good, review.Inaccuracy, review.Mistake, review.Blunder}
	fmt.Fprint(out, "| budget \\ 4× |")
	for _, c := range classes {
		fmt.Fprintf(out, " %s |", c)
	}
	fmt.Fprint(out, "\n| --- |")
	for range classes {
		fmt.Fprint(out, " --- |")
	}
	fmt.Fprintln(out)
	for _, a := range classes {
		n := 0
		for _, b := range classes {
			n += confusion[[2]review.Class{a, b}]
		}
		if n == 0 {
			continue
		}
		fmt.Fprintf(out, "| %s |", a)
		for _, b := range classes {
			fmt.Fprintf(out, " %d |", confusion[[2]review.Class{a, b}])
		}
		fmt.Fprintln(out)
	}
	return nil
}
