package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"diamond/rules/review"
)

// fromDumps prints the table of the positions in dump files written by
// -raw -dump (game, score, result a line), their scores passed through
// the game's map unless raw, and with raw a map fitted to them: to fit a
// map on several runs, or check one on a run's raw scores.
func (o options) fromDumps(files string, out io.Writer) error {
	var t table
	games := 0
	for i, name := range strings.Split(files, ",") {
		n, err := t.read(name, i, func(score float64) float64 {
			if o.raw {
				return score
			}
			return review.Calibrate(o.spec.ID(), score)
		})
		if err != nil {
			return err
		}
		games += n
	}
	fmt.Fprintf(out, "%d games from %s\n\n", games, files)
	t.print(out)
	if o.raw {
		fmt.Fprintf(out, "\nfitted map for rules/review (%q):\n%s\n", o.spec.ID(), t.fit())
	}
	return nil
}

// read adds a dump file's positions to the table, numbering its games
// apart from other files' by file, and returns how many games it held.
func (t *table) read(name string, file int, mapped func(float64) float64) (int, error) {
	f, err := os.Open(name)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	seen := map[int]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) != 3 {
			return 0, fmt.Errorf("%s: %q is not game, score, result", name, sc.Text())
		}
		k, err1 := strconv.Atoi(fields[0])
		score, err2 := strconv.ParseFloat(fields[1], 64)
		result, err3 := strconv.ParseFloat(fields[2], 64)
		if err1 != nil || err2 != nil || err3 != nil {
			return 0, fmt.Errorf("%s: %q is not game, score, result", name, sc.Text())
		}
		seen[k] = true
		t.add(file<<20+k, mapped(score), result)
	}
	return len(seen), sc.Err()
}
