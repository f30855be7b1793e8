package store

import "diamond/rules/review"

// KeyReviews is the key of the games reviewed, of every game, the newest
// first: {"version":1,"reviews":[…]}.
const KeyReviews = "diamond.reviews"

// MaxReviews is how many reviews are kept: a review is made again in
// seconds, a game is not.
const MaxReviews = 30

// Review is a game's review as stored: the game's kind and start, and
// each move's review (rules/review), which names the move reviewed.
type Review struct {
	Game  string        `json:"game"`  // the game's ID
	Start string        `json:"start"` // the compact form of the game's start, before any move
	Moves []review.Move `json:"moves"`
	Saved int64         `json:"saved"` // Unix milliseconds
}

// Reviews returns the reviews kept. Unreadable data is moved to a backup
// with a notice, as for every key.
func (st *Store) Reviews() []Review {
	var env envelope
	if !st.load(KeyReviews, loss{"game reviews", "the games will need reviewing again"}, &env) {
		return nil
	}
	return env.Reviews
}

// AddReview keeps r as the newest of the reviews rs (as Reviews read
// them), in place of any review of the same game that r covers (the same
// start, and moves r reviews again, as after a game played on), and
// saves the list; it returns the list as saved, even when saving fails.
func (st *Store) AddReview(rs []Review, r Review) ([]Review, error) {
	r.Saved = st.now().UnixMilli()
	out := []Review{r}
	for _, old := range rs {
		if !r.Covers(old) && len(out) < MaxReviews {
			out = append(out, old)
		}
	}
	return out, st.save(KeyReviews, envelope{Reviews: out})
}

// SaveReviews saves rs as the reviews kept, as they are (a backup
// restored, app/backup): AddReview dates and orders a new one.
func (st *Store) SaveReviews(rs []Review) error {
	return st.save(KeyReviews, envelope{Reviews: rs})
}

// Covers tells whether r reviews every move old does, in the same game.
func (r Review) Covers(old Review) bool {
	if old.Game != r.Game || old.Start != r.Start || len(old.Moves) > len(r.Moves) {
		return false
	}
	for i, mv := range old.Moves {
		if mv.Move != r.Moves[i].Move {
			return false
		}
	}
	return true
}
