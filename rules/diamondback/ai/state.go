package ai

import (
	db "diamond/rules/diamondback"
	"diamond/rules/rng"
	"diamond/rules/search"
)

// playoutCap ends a random playout after this many plies as a draw, in
// case the game's own ends (a corner reached, mate, stalemate, the
// fifty-move rule) take longer: captures and pawn moves keep resetting
// the fifty-move count, and repetitions are not looked for in playouts.
const playoutCap = 200

// state is Diamondback seen by rules/search (the plain UCT baseline): a
// stack of positions from the game's current one, with the hashes the
// repetition rule needs. Player 0 is White.
type state struct {
	stack  []db.Position
	hashes []uint64 // the game's hashes, then one per move played
	buf    []db.Move
}

var _ search.State = (*state)(nil)

func newState(g *db.Game) *state {
	return &state{stack: []db.Position{g.Position()}, hashes: g.Hashes(), buf: make([]db.Move, 0, db.MaxMoves)}
}

func (s *state) pos() *db.Position { return &s.stack[len(s.stack)-1] }

func (s *state) Player() int { return int(s.pos().Turn()) }

func (s *state) Moves(buf []search.Move) []search.Move {
	buf = buf[:0]
	if over, _ := s.Over(); over {
		return buf
	}
	s.buf = s.pos().LegalMoves(s.buf)
	for _, m := range s.buf {
		buf = append(buf, search.Move(m))
	}
	return buf
}

func (s *state) Play(m search.Move) {
	p := *s.pos()
	p.Play(db.Move(m))
	s.stack = append(s.stack, p)
	s.hashes = append(s.hashes, p.Key())
}

func (s *state) Undo() {
	s.stack = s.stack[:len(s.stack)-1]
	s.hashes = s.hashes[:len(s.hashes)-1]
}

// Over applies every rule: a corner reached, mate, stalemate, the
// fifty-move rule and threefold repetition.
func (s *state) Over() (bool, float64) {
	p := s.pos()
	if o := db.Judge(*p); o.Over() {
		if o.IsDraw() {
			return true, 0.5
		}
		return true, value(o.Winner)
	}
	n, last := 0, len(s.hashes)-1
	for i := last - 2; i >= 0 && i >= last-p.Quiet(); i -= 2 {
		if s.hashes[i] == s.hashes[last] {
			n++
		}
	}
	if n >= 2 {
		return true, 0.5
	}
	return false, 0
}

// value is a win of side c for player 0 (White).
func value(c db.Color) float64 {
	if c == db.White {
		return 1
	}
	return 0
}

// Win returns a move that wins at once: a corner reached, or mate.
func (s *state) Win() (search.Move, bool) {
	p := s.pos()
	s.buf = p.LegalMoves(s.buf)
	for _, m := range s.buf {
		q := *p
		q.Play(m)
		if _, won := q.CornerWinner(); won {
			return search.Move(m), true
		}
		if q.InCheck() && !q.HasLegalMove() {
			return search.Move(m), true
		}
	}
	return 0, false
}

// Playout plays uniformly random moves to the game's end or playoutCap
// plies (a draw), and returns the value for White.
func (s *state) Playout(r *rng.Rand) float64 {
	p := *s.pos()
	for ply := 0; ; ply++ {
		s.buf = p.LegalMoves(s.buf)
		if len(s.buf) == 0 {
			if c, won := p.CornerWinner(); won {
				return value(c)
			}
			if p.InCheck() {
				return value(p.Turn() ^ 1)
			}
			return 0.5
		}
		if p.Quiet() >= db.FiftyMoveLimit || ply >= playoutCap {
			return 0.5
		}
		p.Play(s.buf[r.IntN(len(s.buf))])
	}
}
