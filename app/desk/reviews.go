package desk

import (
	"diamond/app/session"
	"diamond/app/store"
	"diamond/app/study"
	"diamond/rules/game"
	"diamond/rules/review"
)

// reviews are the games reviewed (store.Reviews), read when first asked
// for, and the review of the game on the board, found once per position.
type reviews struct {
	read bool
	list []store.Review
	// The last answer of Review, for the session and game it was for.
	on      *session.Session
	compact string
	shown   study.Review
	ok      bool
}

// Review is the review of the game on the board, as far as one kept
// reaches (a game played on after its review keeps the review of its
// first moves), the longest if several do.
func (d *Desk) Review() (study.Review, bool) {
	if d.st == nil {
		return study.Review{}, false // the prerendered page reads nothing stored
	}
	m := d.s.Match()
	r := &d.r
	if r.read && r.on == d.s && r.compact == m.Compact() {
		return r.shown, r.ok
	}
	d.readReviews()
	r.on, r.compact, r.shown, r.ok = d.s, m.Compact(), study.Review{}, false
	start := ""
	for _, kept := range r.list {
		if kept.Game != m.Spec().ID() {
			continue
		}
		if start == "" {
			start = startOf(m)
		}
		if kept.Start != start {
			continue
		}
		if rv, ok := study.Of(m, kept.Moves); ok && rv.Covers() > r.shown.Covers() {
			r.shown, r.ok = rv, true
		}
	}
	return r.shown, r.ok
}

// AddReview keeps the review moves of game m (rules/review.Review's
// answer for it), in place of any older review of the same moves.
func (d *Desk) AddReview(m game.Match, moves []review.Move) error {
	d.r.read = false // read again: another tab may have added one
	d.readReviews()
	list, err := d.st.AddReview(d.r.list, store.Review{Game: m.Spec().ID(), Start: startOf(m), Moves: moves})
	d.r.list, d.r.on = list, nil
	return err
}

func (d *Desk) readReviews() {
	if !d.r.read {
		d.r.list, d.r.read = d.st.Reviews(), true
	}
}

// startOf is the compact form of m's start: m with no move played.
func startOf(m game.Match) string { return study.At(m, 0).Compact() }
