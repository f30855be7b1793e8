package session

import (
	"fmt"
	"strconv"
)

// Pace is the page's side of the computer's turns: which of a game's
// questions go to the worker now and which wait for a pause (each step
// of a chain after the last, so that the eye can follow it, unless the
// player asked to see the rest at once), where the answers go (to the
// game that asked, by its token, whatever the board shows), and what the
// last search took. It is plain Go: the page sends what it says to send
// and draws what it reports.
type Pace struct {
	held    *Request // a question held for its pause
	atOnce  bool     // the rest of the turn is played without pauses
	thought string   // what the computer's last move took, in words
	ms      float64  // its time
}

// Ask takes game's question r: now tells whether to send it at once;
// else it is held, and Paused gives it back when its pause is over.
func (p *Pace) Ask(r Request) (now bool) {
	if !r.Follows {
		p.atOnce = false // a new turn is shown step by step again
	}
	if !r.Follows || p.atOnce {
		p.held = nil
		return true
	}
	p.held = &r
	return false
}

// Paused gives back the question with this token, held for its pause,
// if game g still waits for it: a take-back, a new game or another game
// opened meanwhile drops it.
func (p *Pace) Paused(token int, g *Session) (Request, bool) {
	r := p.held
	if r == nil || r.Token != token {
		return Request{}, false // sent at once meanwhile, or another held
	}
	p.held = nil
	return *r, g.Asked(token)
}

// AtOnce plays the rest of the computer's turn without pauses: the
// question held, if g still waits for it, is to be sent now.
func (p *Pace) AtOnce(g *Session) (Request, bool) {
	p.atOnce = true
	if r := p.held; r != nil {
		p.held = nil
		return *r, g.Asked(r.Token)
	}
	return Request{}, false
}

// Hurried tells whether the rest of the turn is shown at once.
func (p *Pace) Hurried() bool { return p.atOnce }

// Holds tells whether g's question waits for its pause.
func (p *Pace) Holds(g *Session) bool { return p.held != nil && g.Asked(p.held.Token) }

// Search is what a search took, as the worker reports it.
type Search struct {
	Iterations int
	Counted    string // what Iterations counts: "positions" or "playouts"
	ElapsedMs  float64
}

// Answer takes the worker's answer to game g's question with this token.
// A question g no longer asks (a position or a game left meanwhile) is
// not news; failed is the worker's reason for having no answer. moved
// tells whether the game moved (a hint or a draw offer's answer does
// not). The analysis board, open over g, changes none of it.
func (p *Pace) Answer(g *Session, token int, a Answer, failed string, took Search) (news, moved bool, err error) {
	if !g.Asked(token) {
		return false, false, nil
	}
	r := *g.request
	if failed != "" {
		what := "The computer could not play: "
		if r.Hint {
			what = "The computer could not give a hint: "
		}
		return true, false, fmt.Errorf("%s%s", what, failed)
	}
	if err := g.Reply(token, a); err != nil {
		return true, false, err
	}
	if r.Hint {
		return true, false, nil
	}
	if !r.Draw {
		p.thought = fmt.Sprintf("Computer: %s in %.1f s (%s %s), expects %.0f%%.",
			a.Action, took.ElapsedMs/1000, Grouped(took.Iterations), took.Counted, 100*a.Score)
		p.ms = took.ElapsedMs
	}
	return true, true, nil
}

// Thought is what the computer's last move took, in words, and its time
// in milliseconds.
func (p *Pace) Thought() (string, float64) { return p.thought, p.ms }

// Grouped writes n with its thousands grouped: 2,689,250.
func Grouped(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
