package session

import (
	"fmt"
	"slices"
	"testing"

	"diamond/app/games"
	"diamond/rules/game"
	"diamond/rules/rng"
)

// The questions the session answers on the game itself, playing and
// taking back instead of copying it (may the person swap, pass, take
// back, play from here; the game with its taken-back moves), give the
// answers a copy gave, and leave the game as it was: at every ply of
// random games of every game, some resigned, in both modes.
func TestAnswersWithoutCopies(t *testing.T) {
	r := rng.New(5)
	opts := []Options{{Mode: Hotseat}, {Mode: Computer, Human: game.First}, {Mode: Computer, Human: game.Second}}
	for _, g := range games.All() {
		for n := range 6 {
			m, _ := g.New(n % len(g.Starts()))
			for !m.Outcome().Over && (n%2 == 1 || m.Len() < 40) { // to the end, or resigned after 40
				legal := m.Legal()
				if err := m.Play(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if !m.Outcome().Over {
				_ = m.Resign(m.ToMove(m.Len()))
			}
			moves := m.Moves()
			for { // from the end to the start, with the moves after as redo; near the end, and some plies before
				for _, opt := range opts {
					if m.Len() > len(moves)-8 || r.IntN(10) == 0 {
						checkAnswers(t, g, opt, m, moves[m.Len():], r.IntN(m.Len()+1))
					}
				}
				if !m.Undo() {
					break
				}
			}
		}
	}
}

func checkAnswers(t *testing.T, g games.Game, opt Options, m game.Match, redo []string, view int) {
	t.Helper()
	was := fingerprint(m)
	s, err := Resume(opt, m, redo, m.Len())
	if err != nil {
		t.Fatal(err)
	}
	where := fmt.Sprintf("%s %q, mode %d, human %d", g.ID(), m.Moves(), opt.Mode, opt.Human)
	st := s.Status()
	legal := m.Legal()
	may := func(b games.Button) bool {
		return b.Move != "" && !s.Over() && s.HumanToMove() && slices.Contains(legal, b.Move)
	}
	if st.Swap != may(g.Swap()) || st.Pass != may(g.Pass()) {
		t.Errorf("%s: swap %v, pass %v; legal %q", where, st.Swap, st.Pass, legal)
	}
	if got, want := s.CanUndo(), canUndoByCopy(s); got != want {
		t.Errorf("%s: CanUndo %v, want %v", where, got, want)
	}
	if got, want := s.Line(), lineByCopy(m, redo); got != want {
		t.Errorf("%s: Line %q, want %q", where, got, want)
	}
	for _, v := range []int{view, m.Len()} {
		s.GoTo(v)
		if line, _ := lineTo(m, v); s.CanPlayFrom() == line.Outcome().Over {
			t.Errorf("%s, view %d: CanPlayFrom %v", where, v, s.CanPlayFrom())
		}
	}
	if len(redo) > 0 && !s.Over() { // a resignation keeps the redo line, which no longer plays
		s.Resign()
		if got, want := s.Line(), lineByCopy(m, redo); got != want {
			t.Errorf("%s, resigned: Line %q, want %q", where, got, want)
		}
		m.Undo()
	}
	if got := fingerprint(m); got != was {
		t.Fatalf("%s: the questions changed the game:\n%s\nwas\n%s", where, got, was)
	}
}

// fingerprint is what the session's questions must leave as it was.
func fingerprint(m game.Match) string {
	return fmt.Sprintf("%d %q %s %q %+v", m.Len(), m.Moves(), m.Compact(), m.Legal(), m.Outcome())
}

// canUndoByCopy is CanUndo as it was, on a copy taken back move by move.
func canUndoByCopy(s *Session) bool {
	if s.game.Outcome().Declared {
		return true
	}
	if s.opt.Mode != Computer {
		return s.game.Len() > 0
	}
	g := s.game.Clone()
	for g.Len() > 0 {
		g.Undo()
		if g.ToMove(g.Len()) == g.SideOf(s.HumanSeat(), g.Len()) {
			return true
		}
	}
	return false
}

// lineByCopy is the stored line as it was: the taken-back moves played
// on a copy, as far as they play.
func lineByCopy(m game.Match, redo []string) string {
	line := m.Clone()
	for _, mv := range redo {
		if line.Play(mv) != nil {
			break
		}
	}
	return line.Compact()
}
