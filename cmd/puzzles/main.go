// Command puzzles generates puzzles from self-play: positions where the
// side to move has exactly one first turn that forces the goal (a win in
// 2 or more turns; for Diamonds & Pivots the best lead in stones after
// the reply), proven by rules/search's prover or, for Pivots, an
// exhaustive search of both turns, then re-proven by rules/puzzle/check
// before it is kept. The same flags give the same file. docs/puzzles.md
// gives the commands and their counts.
//
//	go run ./cmd/puzzles -game diamond -count 300 -seed 1 -out web/puzzles/diamond.json
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
	"time"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/puzzle"
)

func main() {
	gameID := flag.String("game", "diamond", "the game: diamond, pivots or diamondback")
	count := flag.Int("count", 300, "stop once the file holds this many puzzles")
	seed := flag.Uint64("seed", 1, "the first self-play game's seed; game i plays with seed+i")
	maxGames := flag.Int("games", 100000, "the most self-play games to play")
	turns := flag.Int("turns", 3, "the longest win to look for, in the attacker's turns")
	budget := flag.Int("budget", 200000, "the prover's nodes for one question")
	out := flag.String("out", "", "the file to write, and to continue when it exists (default web/puzzles/GAME.json)")
	flag.Parse()
	if *out == "" {
		*out = "web/puzzles/" + *gameID + ".json"
	}
	if err := run(*gameID, *count, *seed, *maxGames, *turns, *budget, *out); err != nil {
		fmt.Fprintln(os.Stderr, "puzzles:", err)
		os.Exit(1)
	}
}

func run(gameID string, count int, seed uint64, maxGames, turns, budget int, out string) error {
	spec, err := games.ByID(gameID)
	if err != nil {
		return err
	}
	f := &puzzle.File{Version: puzzle.Version, Game: spec.ID()}
	if data, err := os.ReadFile(out); err == nil {
		if f, err = puzzle.Parse(data); err != nil {
			return fmt.Errorf("%s: %v", out, err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	g := newGenerator(spec, turns, budget)
	for _, p := range f.Puzzles {
		m, err := p.Open(spec)
		if err != nil {
			return err
		}
		g.seen[m.Position()] = true
	}
	start := time.Now()
	kept0 := len(f.Puzzles)
	i := 0
	for ; i < maxGames && len(f.Puzzles) < count; i++ {
		for _, p := range g.selfPlay(seed + uint64(i)) {
			if len(f.Puzzles) < count {
				f.Puzzles = append(f.Puzzles, p)
			}
		}
		if i%20 == 19 {
			fmt.Fprintf(os.Stderr, "%d games, %d puzzles, %s\n", i+1, len(f.Puzzles), time.Since(start).Round(time.Second))
		}
	}
	if err := write(out, f); err != nil {
		return err
	}
	g.stats.report(os.Stdout, spec, f.Puzzles[kept0:], fmt.Sprintf("seeds %d to %d", seed, seed+uint64(i)-1), time.Since(start))
	return nil
}

// write writes the file: one puzzle a line, so that diffs stay readable.
func write(path string, f *puzzle.File) error {
	var b strings.Builder
	fmt.Fprintf(&b, "{\"version\":%d,\"game\":%q,\"puzzles\":[\n", f.Version, f.Game)
	for i, p := range f.Puzzles {
		line, err := json.Marshal(p)
		if err != nil {
			return err
		}
		b.Write(line)
		if i < len(f.Puzzles)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("]}\n")
	if _, err := puzzle.Parse([]byte(b.String())); err != nil {
		return fmt.Errorf("the file written would not load: %v", err)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// stats counts what the generator saw.
type stats struct {
	games, positions, candidates, proven, notUnique, unproven int
}

func (s *stats) report(w *os.File, spec game.Spec, kept []puzzle.Puzzle, seeds string, took time.Duration) {
	fmt.Fprintf(w, "%s, %s: %d games, %d positions tried, %d candidates (a forced goal found), %d proven unique (%d not unique, %d not proven within the budget), %d kept, in %s\n",
		spec.Name(), seeds, s.games, s.positions, s.candidates, s.proven, s.notUnique, s.unproven, len(kept), took.Round(time.Second))
	themes, diff := map[string]int{}, map[int]int{}
	for _, p := range kept {
		for _, t := range p.Themes {
			themes[t]++
		}
		diff[p.Difficulty]++
	}
	var names []string
	for t := range themes {
		names = append(names, t)
	}
	sort.Strings(names)
	fmt.Fprint(w, "themes:")
	for _, t := range names {
		fmt.Fprintf(w, " %s %d", t, themes[t])
	}
	fmt.Fprint(w, "\ndifficulty:")
	for d := 1; d <= 5; d++ {
		fmt.Fprintf(w, " %d: %d", d, diff[d])
	}
	fmt.Fprintln(w)
}
