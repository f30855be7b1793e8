// Package puzzles is the puzzle page's model beyond one attempt (which
// rules/puzzle holds): the player's rating, streak and the puzzles seen,
// kept in localStorage (app/store), and the choice of the next puzzle.
package puzzles

import (
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"sort"

	"diamond/app/rating"
	"diamond/rules/puzzle"
)

// Progress is the player's puzzles, as stored.
type Progress struct {
	Rating rating.Rating   `json:"rating"`
	Streak int             `json:"streak"` // puzzles solved in a row
	Best   int             `json:"best"`   // the longest streak
	Seen   map[string]Seen `json:"seen,omitempty"`
	// The page's last choices: the game ("" for all) and the theme ("" for
	// any).
	Game  string `json:"game,omitempty"`
	Theme string `json:"theme,omitempty"`
}

// Seen is a puzzle played: whether its first attempt solved it, and the
// puzzle's rating after it.
type Seen struct {
	Solved bool          `json:"solved"`
	Rating rating.Rating `json:"rating"`
}

// New is a newcomer's progress.
func New() Progress { return Progress{Rating: rating.New()} }

// Check tells whether stored progress can be used: ratings in range, no
// negative count.
func (pr *Progress) Check() error {
	ok := func(r rating.Rating) bool {
		return r.R > 0 && r.R < 5000 && r.RD > 0 && r.RD <= 350 && r.Vol > 0 && r.Vol < 1
	}
	if !ok(pr.Rating) {
		return fmt.Errorf("the rating %v is out of range", pr.Rating)
	}
	if pr.Streak < 0 || pr.Best < pr.Streak {
		return fmt.Errorf("the streak %d (best %d) is impossible", pr.Streak, pr.Best)
	}
	for k, s := range pr.Seen {
		if !ok(s.Rating) {
			return fmt.Errorf("the rating of puzzle %s is out of range", k)
		}
	}
	return nil
}

// Key names puzzle p of game id among every game's.
func Key(id string, p *puzzle.Puzzle) string { return id + "/" + p.ID }

// PuzzleRating is the puzzle's rating: as the player's own attempts left
// it, else as its file gives it.
func (pr *Progress) PuzzleRating(id string, p *puzzle.Puzzle) rating.Rating {
	if s, ok := pr.Seen[Key(id, p)]; ok {
		return s.Rating
	}
	return rating.Rating{R: float64(p.Rating), RD: float64(max(p.RD, 45)), Vol: 0.06}
}

// Record counts the first attempt at puzzle p of game id: a game between
// the player and the puzzle, won if solved without help (a hint or the
// solution counts as not solved). Later attempts at a puzzle seen change
// nothing. It returns the change in the player's rating.
func (pr *Progress) Record(id string, p *puzzle.Puzzle, solved bool) float64 {
	key := Key(id, p)
	if _, ok := pr.Seen[key]; ok {
		return 0
	}
	score := 0.0
	if solved {
		score = 1
	}
	me, it := pr.Rating, pr.PuzzleRating(id, p)
	pr.Rating = me.Update(rating.Result{Opponent: it, Score: score})
	if pr.Seen == nil {
		pr.Seen = map[string]Seen{}
	}
	pr.Seen[key] = Seen{Solved: solved, Rating: it.Update(rating.Result{Opponent: me, Score: 1 - score})}
	if solved {
		pr.Streak++
		pr.Best = max(pr.Best, pr.Streak)
	} else {
		pr.Streak = 0
	}
	return pr.Rating.R - me.R
}

// Merge merges two copies of one player's progress: from two devices (a
// backup restored, app/backup) or two tabs (a copy this tab holds that
// the stored one lacks, app/trainer). Every puzzle played on either
// counts as played (so none is offered again), and the rating, streak and
// the page's choices are those of the side that played more puzzles (a on
// a tie): a rating is the sum of its own history and cannot be added to
// another. A puzzle played on both keeps that side's result. The best
// streak is the better of both. Neither a nor b is changed.
func Merge(a, b Progress) Progress {
	if len(b.Seen) > len(a.Seen) {
		a, b = b, a
	}
	out := a
	out.Seen = maps.Clone(a.Seen)
	for k, s := range b.Seen { // a has as many: out.Seen is not nil here
		if _, ok := out.Seen[k]; !ok {
			out.Seen[k] = s
		}
	}
	out.Best = max(a.Best, b.Best)
	return out
}

// Equal tells whether pr and o are the same progress.
func (pr *Progress) Equal(o Progress) bool {
	return pr.Rating == o.Rating && pr.Streak == o.Streak && pr.Best == o.Best && pr.Game == o.Game && pr.Theme == o.Theme &&
		maps.Equal(pr.Seen, o.Seen)
}

// Choice is a puzzle offered: its game's ID and the puzzle.
type Choice struct {
	Game   string
	Puzzle *puzzle.Puzzle
}

// nearest is how many puzzles nearest the player's rating the next one
// is drawn from: near enough to be a fair game, not always the same.
const nearest = 12

// Next draws the next puzzle among files (one per game) for the player's
// choices: of game (or any, ""), of theme (or any, ""), not seen yet,
// among those rated nearest the player. ok is false when none is left.
func (pr *Progress) Next(files []*puzzle.File, game, theme string, rnd *rand.Rand) (c Choice, ok bool) {
	var cands []Choice
	for _, f := range files {
		if game != "" && f.Game != game {
			continue
		}
		for i := range f.Puzzles {
			p := &f.Puzzles[i]
			if _, seen := pr.Seen[Key(f.Game, p)]; seen || (theme != "" && !HasTheme(p, theme)) {
				continue
			}
			cands = append(cands, Choice{f.Game, p})
		}
	}
	if len(cands) == 0 {
		return Choice{}, false
	}
	r := pr.Rating.R
	sort.SliceStable(cands, func(i, j int) bool {
		return math.Abs(float64(cands[i].Puzzle.Rating)-r) < math.Abs(float64(cands[j].Puzzle.Rating)-r)
	})
	return cands[rnd.IntN(min(nearest, len(cands)))], true
}

// HasTheme tells whether p is tagged theme.
func HasTheme(p *puzzle.Puzzle, theme string) bool {
	for _, t := range p.Themes {
		if t == theme {
			return true
		}
	}
	return false
}

// Themes are the themes of files' puzzles of game (or every game, ""),
// sorted, with how many puzzles each has.
func Themes(files []*puzzle.File, game string) (names []string, counts map[string]int) {
	counts = map[string]int{}
	for _, f := range files {
		if game != "" && f.Game != game {
			continue
		}
		for _, p := range f.Puzzles {
			for _, t := range p.Themes {
				if counts[t] == 0 {
					names = append(names, t)
				}
				counts[t]++
			}
		}
	}
	sort.Strings(names)
	return names, counts
}
