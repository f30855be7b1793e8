package main

import (
	"fmt"
	"strings"

	"diamond/rules/game"
	"diamond/rules/puzzle"
)

// rate turns a difficulty into the initial Glicko-2 rating: 1200 to 1800,
// with a wide deviation, as the players' results will move it.
func rate(p *puzzle.Puzzle) {
	p.Rating = 1500 + 150*(p.Difficulty-3)
	p.RD = 250
}

// winThemes: the length, the phase and the first move's kind; how the
// game is won. m is the puzzle's position and is left as it was.
func winThemes(m game.Match, line [][]string) []string {
	themes := []string{fmt.Sprintf("winIn%d", (len(line)+1)/2)}
	first := line[0][0]
	switch m.Spec().ID() {
	case "diamond":
		phase := "placement"
		if strings.ContainsAny(first, "-(") {
			phase = "movement"
		}
		themes = append(themes, phase)
		for i := 0; i < len(line); i += 2 {
			if strings.HasSuffix(line[i][0], "*") {
				themes = append(themes, "capture")
				break
			}
		}
		if strings.HasPrefix(first, "(") {
			themes = append(themes, "removal")
		}
	case "diamondback":
		themes = append(themes, "setup-"+m.Spec().Starts()[m.Start()], chessPhase(m))
		mustPlay(m, flat(line)...)
		themes = append(themes, string(m.Outcome().Reason))
		for range flat(line) {
			m.Undo()
		}
		switch {
		case strings.Contains(first, "="):
			themes = append(themes, "promotion")
		case strings.ContainsAny(first, "+#"):
			themes = append(themes, "check")
		case strings.Contains(first, "x"):
			themes = append(themes, "capture")
		}
	}
	if quiet(first) {
		themes = append(themes, "quietMove")
	}
	return themes
}

// quiet: the first move neither captures nor checks.
func quiet(move string) bool { return !strings.ContainsAny(move, "*x+#") }

// chessPhase names Diamondback's phase by the pieces left (32 at the start).
func chessPhase(m game.Match) string {
	n := 0
	for _, pc := range m.Board(m.Len()).Pieces {
		if pc != 0 {
			n++
		}
	}
	switch {
	case n >= 26:
		return "opening"
	case n >= 14:
		return "middlegame"
	}
	return "endgame"
}

func flat(line [][]string) []string {
	var all []string
	for _, t := range line {
		all = append(all, t...)
	}
	return all
}

// winDifficulty, 1 to 5: a longer win, a quiet first move, many moves to
// choose from, and the weakest level missing it each make it harder.
func winDifficulty(m game.Match, line [][]string, k int) int {
	points := 2 * (k - 2)
	if quiet(line[0][0]) {
		points++
	}
	if len(m.Legal()) > 30 {
		points++
	}
	if weakMisses(m, line[0][0]) {
		points++
	}
	return 1 + min(points, 4)
}
