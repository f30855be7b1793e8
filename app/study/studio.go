package study

import (
	"errors"

	"diamond/app/session"
	"diamond/rules/game"
	"diamond/rules/protocol"
	"diamond/rules/review"
)

// Studio is the review the worker is making and the analysis board: what
// they asked the worker (each question by its token), and what it
// answered. It sends nothing itself: its methods return the messages for
// the worker, which the page posts, and the page draws what it reports.
type Studio struct {
	token int // the last question's
	run   *Run
	board *Board
}

// Run is a review the worker is making.
type Run struct {
	token       int
	Match       game.Match // the game reviewed, as it was asked
	Done, Total int        // positions reviewed, of
}

// Board is the analysis board: a game of its own, for two, from a
// position of the game it was opened on, which moves played on it do not
// change, with the worker's best lines for the position shown.
type Board struct {
	from, s *session.Session
	token   int    // the worker's analysis of the position shown, or 0
	key     string // that position, in its compact form
	Lines   []protocol.Line
	Nodes   int    // the positions of each search of the last round
	Last    bool   // the analysis has ended deepening
	Err     string // why there is no analysis
}

// Lines is how many moves the analysis board shows.
const Lines = 3

// ErrOverHere is why a finished game's last position has no analysis.
var ErrOverHere = errors.New("the game is over at this move")

// Running is the review being made, or nil.
func (st *Studio) Running() *Run { return st.run }

// Board is the analysis board, or nil.
func (st *Studio) Board() *Board { return st.board }

// Shown is the game to draw: the analysis board's, while it is open on
// game g (the desk's game), else g.
func (st *Studio) Shown(g *session.Session) *session.Session {
	if st.board != nil && st.board.from == g {
		return st.board.s
	}
	return g
}

// OnBoard tells whether the analysis board is open on game g.
func (st *Studio) OnBoard(g *session.Session) bool { return st.board != nil && st.board.from == g }

func (st *Studio) next() int { st.token++; return st.token }

// Review asks for a review of m, unless one is being made or the
// analysis board is open.
func (st *Studio) Review(m game.Match) (protocol.Review, bool) {
	if st.run != nil || st.board != nil {
		return protocol.Review{}, false
	}
	m = m.Clone()
	st.run = &Run{token: st.next(), Match: m, Total: m.Len() + 1}
	return protocol.Review{ID: st.run.token, Game: m.Spec().ID(), Record: m.Compact()}, true
}

// CancelReview stops the review being made, if one is.
func (st *Studio) CancelReview() []protocol.Question {
	if st.run == nil {
		return nil
	}
	c := protocol.Cancel{ID: st.run.token}
	st.run = nil
	return []protocol.Question{c}
}

// Analyse opens the analysis board on the position after ply moves of
// game g; line, if any, is drawn on it at once (a review's better move)
// until the analysis has its own. The board asks the worker on the next
// Follow.
func (st *Studio) Analyse(g *session.Session, ply int, line []string, score float64) error {
	g.GoTo(ply)
	s, err := g.PlayFrom(session.Options{Mode: session.Hotseat})
	if err == session.ErrOver {
		return ErrOverHere
	}
	if err != nil {
		return err
	}
	st.board = &Board{from: g, s: s}
	if len(line) > 0 {
		s.ShowLine(session.Answer{Action: line[0], Score: score, Line: line})
	}
	return nil
}

// Follow brings the analysis board in step with the page after any
// change: closed if another game than g, the desk's, is on the board, and
// else asked about the position it shows if it has not been asked. It
// returns the messages for the worker (a cancel of the analysis left, the
// question).
func (st *Studio) Follow(g *session.Session) []protocol.Question {
	b := st.board
	if b == nil {
		return nil
	}
	if b.from != g {
		return st.Close()
	}
	m := At(b.s.Match(), b.s.View())
	key := m.Compact()
	if key == b.key {
		return nil
	}
	out := b.stop()
	b.key, b.Lines, b.Nodes, b.Last, b.Err = key, nil, 0, false, ""
	if m.Outcome().Over {
		b.Err = "the game is over here"
		return out
	}
	b.token = st.next()
	return append(out, protocol.Analyse{ID: b.token, Game: m.Spec().ID(), Record: key, Lines: Lines})
}

// Close closes the analysis board: the game is as it was.
func (st *Studio) Close() []protocol.Question {
	if st.board == nil {
		return nil
	}
	out := st.board.stop()
	st.board = nil
	return out
}

// stop stops the analysis running, if one is.
func (b *Board) stop() []protocol.Question {
	if b.token == 0 {
		return nil
	}
	c := protocol.Cancel{ID: b.token}
	b.token = 0
	return []protocol.Question{c}
}

// Reviewed is a review the worker has finished: the game, as it was
// asked, and its moves' review, to keep (desk.AddReview).
type Reviewed struct {
	Match game.Match
	Moves []review.Move
}

// Take takes the worker's message about a review or an analysis. news
// tells whether the page has anything new to show; done is a review
// finished, to keep (even if another game is on the board by now: it is
// there when that game is opened again); problem says in words why a
// review failed. A message about a question no longer asked is no news.
func (st *Studio) Take(msg protocol.Answer) (news bool, done *Reviewed, problem string) {
	switch m := msg.(type) {
	case protocol.Progress:
		if r := st.run; r != nil && r.token == m.ID {
			r.Done, r.Total = m.Done, m.Total
			return true, nil, ""
		}
	case protocol.Reviewed:
		r := st.run
		if r == nil || r.token != m.ID {
			return false, nil, ""
		}
		st.run = nil
		switch {
		case m.Canceled:
			return true, nil, ""
		case m.Err != "":
			return true, nil, "The review could not be made: " + m.Err + "."
		}
		return true, &Reviewed{Match: r.Match, Moves: m.Moves}, ""
	case protocol.Analysis:
		b := st.board
		if b == nil || b.token != m.ID {
			return false, nil, ""
		}
		if m.Err != "" {
			b.Err, b.token = m.Err, 0
			return true, nil, ""
		}
		b.Lines, b.Nodes, b.Last, b.Err = m.Lines, m.Nodes, m.Last, ""
		if m.Last {
			b.token = 0
		}
		if len(m.Lines) > 0 && len(m.Lines[0].Moves) > 0 {
			top := m.Lines[0]
			b.s.ShowLine(session.Answer{Action: top.Moves[0], Score: top.Score, Line: top.Moves})
		}
		return true, nil, ""
	}
	return false, nil, ""
}

// Session is the analysis board's game.
func (b *Board) Session() *session.Session { return b.s }

// PlayLine plays the first move of line i on the board, and reports
// whether it did.
func (b *Board) PlayLine(i int) bool {
	if i < 0 || i >= len(b.Lines) || len(b.Lines[i].Moves) == 0 {
		return false
	}
	n := b.s.Match().Len()
	b.s.Play(b.Lines[i].Moves[0], "This move is not legal here")
	return b.s.Match().Len() > n
}

// State says where the analysis stands, with whom its chances are for:
// "Deepening: 2,048 positions a move… Chances for White, who moves:".
func (b *Board) State() string {
	state := "Analysing…"
	switch {
	case b.Err != "":
		state = "No analysis: " + b.Err + "."
	case b.Last:
		state = "Analysed: " + session.Grouped(b.Nodes) + " positions a move."
	case b.Nodes > 0:
		state = "Deepening: " + session.Grouped(b.Nodes) + " positions a move…"
	}
	m := b.s.Match()
	return state + " Chances for " + m.Spec().SideNames()[m.ToMove(b.s.View())] + ", who moves:"
}

// WhiteChance is White's chance by the best line, and whether there is
// one.
func (b *Board) WhiteChance() (float64, bool) {
	if len(b.Lines) == 0 {
		return 0, false
	}
	m := b.s.Match()
	return WhiteChance(m.Spec(), m.ToMove(b.s.View()), b.Lines[0].Score), true
}

// WhiteChance is White's expected score, from side's score.
func WhiteChance(spec game.Spec, side game.Side, score float64) float64 {
	if spec.SideNames()[side] == "White" {
		return score
	}
	return 1 - score
}

// WhiteChances turns a review's graph (the first side's chances) into
// White's: the graph draws White's chances in white, from below.
func WhiteChances(spec game.Spec, first []float64) []float64 {
	out := make([]float64, len(first))
	for i, v := range first {
		out[i] = WhiteChance(spec, 0, v)
	}
	return out
}
