package pivots

import (
	"errors"
	"fmt"

	"diamond/rules/rng"
)

// MaxActions bounds the number of legal actions in any position: every
// pivot step of the board (NumSteps), far above the 63 of a turn's start.
const MaxActions = NumSteps

// State is a position with the positions before it: what the loop rule
// (R7) needs to know which boards the current turn has already shown, and
// what Undo restores. It is the type for search: LegalActions fills a
// caller's buffer, and Play and Undo allocate nothing once the history
// has grown to the game's length. The zero State is not valid: use
// NewState.
type State struct {
	pos  Position
	hist []Position // hist[i] is the position before action i
}

// NewState returns a state at position p with no history: p must be at a
// turn boundary (as every set-up position is).
func NewState(p Position) *State { return &State{pos: p} }

// Reset makes s the state at position p with no history, keeping its
// memory; p must be at a turn boundary.
func (s *State) Reset(p Position) {
	s.pos = p
	s.hist = s.hist[:0]
}

// CopyFrom makes s a copy of t, reusing s's memory.
func (s *State) CopyFrom(t *State) {
	s.pos = t.pos
	s.hist = append(s.hist[:0], t.hist...)
}

// Clone returns an independent copy of s.
func (s *State) Clone() *State {
	c := &State{}
	c.CopyFrom(s)
	return c
}

// Current returns the current position, through a pointer: it must not
// be changed, and is valid until the next Play, Undo or Reset.
func (s *State) Current() *Position { return &s.pos }

// Len returns the number of actions played since the state was made.
func (s *State) Len() int { return len(s.hist) }

// At returns the position after the first ply actions (0 ≤ ply ≤ Len).
func (s *State) At(ply int) *Position {
	if ply == len(s.hist) {
		return &s.pos
	}
	return &s.hist[ply]
}

// Seen returns the boards of the current turn that a pivot step may not
// bring back (R7): the board right after the drop and after each step
// before the last, as the positions that held them. The current board is
// not among them: no step can bring back the board it starts from, since
// a diamond's three other stones are never in one line with its pivot.
func (s *State) Seen() []Position {
	return s.hist[len(s.hist)-int(s.pos.chain):]
}

// fresh reports whether pivot step i does not bring back a board seen
// earlier in the turn.
func (s *State) fresh(i int) bool {
	p := &s.pos
	k := int(p.chain)
	if k == 0 {
		return true
	}
	me := p.toMove & 1
	m := &stepMoves[i]
	mine, theirs := p.stones[me]&^m[0]|m[1], p.stones[me^1]&^m[1]
	for j := len(s.hist) - k; j < len(s.hist); j++ {
		if q := &s.hist[j]; q.stones[me] == mine && q.stones[me^1] == theirs {
			return false
		}
	}
	return true
}

// hasFreshStep reports whether the mover has a pivot step that the loop
// rule allows.
func (s *State) hasFreshStep() bool {
	bases := diamondBases(s.pos.stones[s.pos.toMove&1])
	for o := range bases {
		for x := bases[o]; x != 0; x &= x - 1 {
			d := baseDiamond[o][x.First()]
			for i := int(stepFirst[d]); i < int(stepFirst[d+1]); i++ {
				if s.fresh(i) {
					return true
				}
			}
		}
	}
	return false
}

// LegalActions appends the legal actions to buf[:0] and returns it: none
// once the game is over by its rules. The order is fixed: drops by cell,
// then pass, then swap; or pivot steps by diamond, pivot and direction
// (the order of StepOf's numbering). A buffer of MaxActions never grows.
func (s *State) LegalActions(buf []Action) []Action {
	buf = buf[:0]
	p := &s.pos
	if p.phase == Pivot {
		bases := diamondBases(p.stones[p.toMove&1])
		for o := range bases {
			for x := bases[o]; x != 0; x &= x - 1 {
				d := baseDiamond[o][x.First()]
				for i := int(stepFirst[d]); i < int(stepFirst[d+1]); i++ {
					if s.fresh(i) {
						buf = append(buf, stepAction(i))
					}
				}
			}
		}
		return buf
	}
	if p.over() {
		return buf
	}
	for e := AllCells &^ (p.stones[0] | p.stones[1]); e != 0; e &= e - 1 {
		buf = append(buf, DropAt(e.First()))
	}
	if p.turn != 1 {
		buf = append(buf, PassAction)
	}
	if p.turn == 2 {
		buf = append(buf, SwapAction)
	}
	return buf
}

// Play applies a legal action (see Check): a drop, after which the turn
// goes on with pivot steps while the mover owns a diamond; a pass; a swap
// (the players exchange colours, and White moves again); or a pivot step,
// which lifts the diamond's three stones other than the pivot, captures
// every stone on the line's three cells and places the three stones there
// (R4, R5). The turn ends when the mover owns no diamond, or when every
// step left would bring back a board of this turn (R7). Playing an
// illegal action leaves the state unspecified.
func (s *State) Play(a Action) {
	s.hist = append(s.hist, s.pos)
	p := &s.pos
	me := p.toMove & 1
	h := p.hash ^ p.stateKey()
	switch a.Kind() {
	case Drop:
		c := a.Cell()
		p.stones[me] |= c.Bit()
		h ^= stoneKeys[me][c]
		p.passes = 0
		if p.stones[me].HasDiamond() {
			p.phase = Pivot // any diamond, new or left by a loop-rule stop
		} else {
			p.endTurn(true)
		}
	case Step:
		m := &stepMoves[a.step()]
		mine, theirs := p.stones[me], p.stones[me^1]
		newMine, newTheirs := mine&^m[0]|m[1], theirs&^m[1]
		h ^= stonesKey(me, mine^newMine) ^ stonesKey(me^1, theirs^newTheirs)
		p.stones[me], p.stones[me^1] = newMine, newTheirs
		p.chain++
		if !newMine.HasDiamond() || !s.hasFreshStep() {
			p.endTurn(true)
		}
	case Pass:
		p.passes++
		p.endTurn(true)
	case Swap:
		p.passes = 0
		p.endTurn(false)
	}
	p.hash = h ^ p.stateKey()
}

// Undo takes back the last action; it returns false when there is none.
func (s *State) Undo() bool {
	n := len(s.hist) - 1
	if n < 0 {
		return false
	}
	s.pos = s.hist[n]
	s.hist = s.hist[:n]
	return true
}

// Check returns nil if a may be played now, or an error saying why not.
func (s *State) Check(a Action) error {
	p := &s.pos
	me := p.toMove
	switch {
	case !a.valid():
		return errors.New("not an action")
	case p.over():
		return ErrGameOver
	case p.phase == Pivot:
		if a.Kind() != Step {
			return fmt.Errorf("%s owns a diamond (%s), so a pivot step is due", me, diamondList(p.stones[me]))
		}
		if d := a.Diamond(); p.stones[me]&d.Cells() != d.Cells() {
			return fmt.Errorf("%s is not a diamond of %s's (%s's: %s)", d, me, me, diamondList(p.stones[me]))
		}
		if !s.fresh(a.step()) {
			return fmt.Errorf("the loop rule forbids %s: it brings back a board seen earlier in this turn", a)
		}
		return nil
	}
	switch a.Kind() {
	case Drop:
		if !p.Empty().Has(a.Cell()) {
			return fmt.Errorf("%s is not empty", a.Cell())
		}
	case Pass:
		if p.turn == 1 {
			return errors.New("the game opens with a drop: no pass on Black's first turn")
		}
	case Swap:
		if p.turn != 2 {
			return errors.New("only White's first turn may swap")
		}
	case Step:
		return errors.New("no pivot step now: steps follow a drop that leaves the mover a diamond")
	}
	return nil
}

// diamondList names the diamonds of a set, such as "c5 c6 d6 d7; ...".
func diamondList(set Bitboard) string {
	s := ""
	for i, d := range set.Diamonds() {
		if i > 0 {
			s += "; "
		}
		s += d.String()
	}
	if s == "" {
		return "none"
	}
	return s
}

// Outcome returns the outcome by the rules (see Position.Outcome).
func (s *State) Outcome() Outcome { return s.pos.Outcome() }

// RandomAction returns an action drawn uniformly from the legal actions,
// or NoAction when there is none. It counts rather than lists the actions
// where it can: random playouts are its hot path.
func (s *State) RandomAction(r *rng.Rand) Action {
	p := &s.pos
	if p.phase == Pivot {
		return s.randomStep(r)
	}
	if p.over() {
		return NoAction
	}
	empty := AllCells &^ (p.stones[0] | p.stones[1])
	n := empty.Count()
	extra := 1 // pass
	switch p.turn {
	case 1:
		extra = 0
	case 2:
		extra = 2 // and swap
	}
	k := r.IntN(n + extra)
	switch {
	case k < n:
		return DropAt(empty.nth(k))
	case k == n:
		return PassAction
	}
	return SwapAction
}

// randomStep draws a pivot step uniformly among the legal ones: it draws
// among all steps of the mover's diamonds and keeps the draw if the loop
// rule allows it, which is uniform over the allowed ones; after a few
// refusals it counts the allowed steps instead.
func (s *State) randomStep(r *rng.Rand) Action {
	var ds [NumDiamonds]Diamond
	n, total := 0, 0
	bases := diamondBases(s.pos.stones[s.pos.toMove&1])
	for o := range bases {
		for x := bases[o]; x != 0; x &= x - 1 {
			d := baseDiamond[o][x.First()]
			ds[n] = d
			n++
			total += int(stepFirst[d+1] - stepFirst[d])
		}
	}
	if total == 0 {
		return NoAction
	}
	for try := 0; try < 8; try++ {
		k := r.IntN(total)
		for _, d := range ds[:n] {
			if c := int(stepFirst[d+1] - stepFirst[d]); k >= c {
				k -= c
				continue
			}
			if i := int(stepFirst[d]) + k; s.fresh(i) {
				return stepAction(i)
			}
			break
		}
	}
	free := 0
	for _, d := range ds[:n] {
		for i := int(stepFirst[d]); i < int(stepFirst[d+1]); i++ {
			if s.fresh(i) {
				free++
			}
		}
	}
	if free == 0 {
		return NoAction
	}
	k := r.IntN(free)
	for _, d := range ds[:n] {
		for i := int(stepFirst[d]); i < int(stepFirst[d+1]); i++ {
			if s.fresh(i) {
				if k == 0 {
					return stepAction(i)
				}
				k--
			}
		}
	}
	return NoAction
}
