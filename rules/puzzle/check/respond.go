package check

import (
	"fmt"
	"time"

	"diamond/rules/game"
	"diamond/rules/games"
	"diamond/rules/protocol"
)

// The budget of a puzzle question (Respond), for each of its searches:
// the moves played, and the time. A person waits for the answer, and a
// wrong Pivots turn may leave the defender a million whole turns to
// search (docs/puzzles.md): within the budget the answer is the best reply
// found, never none.
const (
	RespondPlays = 2_000_000
	RespondTime  = 3 * time.Second
)

// Respond answers a puzzle question (protocol.PuzzleQuestion) as the
// worker does: whether the player's turn still forces the goal (when
// asked), and the defender's reply that resists longest (ReplyWithin),
// each search within RespondPlays moves and RespondTime. stop, if not
// nil, is asked as the search goes, with yield's chance to read a cancel:
// true stops it, and the answer is what was found so far.
func Respond(q protocol.PuzzleQuestion, stop func() bool) (out protocol.PuzzleAnswer) {
	start := time.Now()
	out = protocol.PuzzleAnswer{ID: q.ID}
	defer func() {
		if r := recover(); r != nil {
			out = protocol.PuzzleAnswer{ID: q.ID, Err: fmt.Sprint("the search failed: ", r)}
		}
		out.ElapsedMs = float64(time.Since(start).Microseconds()) / 1000
	}()
	spec, err := games.ByID(q.Game)
	if err != nil {
		out.Err = err.Error()
		return out
	}
	m, err := spec.ParseCompact(q.Record)
	if err != nil {
		out.Err = err.Error()
		return out
	}
	g := Goal{Turns: q.Turns, Count: q.Count, Margin: q.Margin}
	attacker := game.Side(q.Side)
	budget := func() Budget {
		deadline := time.Now().Add(RespondTime)
		return Budget{Plays: RespondPlays, Stop: func() bool {
			return stop != nil && stop() || time.Now().After(deadline)
		}}
	}
	out.Exact = true
	if q.Judge {
		forced, exact, plays := ForcedWithin(m, g, attacker, budget())
		out.Forced, out.Exact, out.Plays = forced, exact, plays
	}
	if m.Outcome().Over {
		return out
	}
	reply, exact, plays := ReplyWithin(m, g, attacker, budget())
	out.Reply, out.Exact, out.Plays = reply, out.Exact && exact, out.Plays+plays
	return out
}
