package diamond

import "fmt"

// PiecesPerSide is the number of pieces each side starts with in hand.
const PiecesPerSide = 12

// FiftyActionLimit is the number of consecutive movement-phase actions
// without a capture or a neutral removal that draws the game.
const FiftyActionLimit = 50

// Contents is what stands on a point.
type Contents uint8

// The contents of a point. BlackPiece and WhitePiece equal the Color values
// so that a side's pieces can be indexed by its Color.
const (
	BlackPiece Contents = iota
	WhitePiece
	Neutral
	Empty
)

// Phase is the phase of the game.
type Phase uint8

// The two phases.
const (
	Placement Phase = iota
	Movement
)

func (ph Phase) String() string {
	if ph == Placement {
		return "placement"
	}
	return "movement"
}

// pie states: whether the pie rule is still to come.
const (
	pieDone       = iota // the pie rule is over (or the position was set up)
	pieSwapNow           // White may swap on this turn
	pieFirstPlace        // Black's first placement is still to come
)

// Position is everything that decides the game's future but for the
// repetition history: the points' contents, the hands, the side to move,
// whether White may still swap, the count toward the fifty-action draw and
// whether the last action won. It is a small value: copy it to keep an
// earlier state (the AI and Game undo by keeping copies).
//
// Its accessors take the Position by value, so that they work on any
// Position (g.Position().ToMove()). Such a call copies the whole Position
// even when inlined, which natively costs next to nothing but under
// WebAssembly is a memory.copy call (about 15 ns under Node): search loops
// read a *Position with Sides, Hands and RepetitionKey instead, and copy
// one with CopyFrom.
type Position struct {
	pieces [3]Bitboard // indexed by Contents: black, white, neutral
	hand   [2]uint8
	toMove Color
	pie    uint8
	quiet  uint8  // movement-phase actions since the last capture or removal
	won    Square // the square the last action completed, or NoSquare
	hash   uint64
}

// StartPosition returns the empty board with all pieces in hand, Black to
// move.
func StartPosition() Position {
	p := Position{hand: [2]uint8{PiecesPerSide, PiecesPerSide}, pie: pieFirstPlace, won: NoSquare}
	p.hash = p.computeHash()
	return p
}

// ToMove returns the side whose turn it is.
func (p Position) ToMove() Color { return p.toMove }

// Phase returns Placement while pieces remain in hand, Movement after.
func (p Position) Phase() Phase {
	if p.hand[Black]+p.hand[White] > 0 {
		return Placement
	}
	return Movement
}

// Hand returns how many pieces the side has still to place.
func (p Position) Hand(c Color) int { return int(p.hand[c]) }

// Pieces returns the points holding the side's pieces.
func (p Position) Pieces(c Color) Bitboard { return p.pieces[c] }

// Neutrals returns the points holding neutral pieces.
func (p Position) Neutrals() Bitboard { return p.pieces[Neutral] }

// Empty returns the empty points.
func (p Position) Empty() Bitboard { return p.empty() }

// Sides returns the pieces of the side to move, of the other side and the
// neutral pieces, through a pointer (see Position).
func (p *Position) Sides() (mine, theirs, neutral Bitboard) {
	return p.pieces[p.toMove&1], p.pieces[p.toMove&1^1], p.pieces[Neutral]
}

// Hands returns how many pieces the side to move and the other side have
// still to place, through a pointer (see Position).
func (p *Position) Hands() (mine, theirs int) {
	return int(p.hand[p.toMove&1]), int(p.hand[p.toMove&1^1])
}

// RepetitionKey returns Hash and QuietActions, what the repetition rule
// compares, through a pointer (see Position).
func (p *Position) RepetitionKey() (hash uint64, quiet int) { return p.hash, int(p.quiet) }

// CopyFrom sets p to q, field by field: the same as *p = *q, which under
// WebAssembly is a memory.copy call (see Position), for search loops that
// copy a position at every node.
func (p *Position) CopyFrom(q *Position) {
	p.pieces[0], p.pieces[1], p.pieces[2] = q.pieces[0], q.pieces[1], q.pieces[2]
	p.hand = q.hand
	p.toMove, p.pie, p.quiet, p.won = q.toMove, q.pie, q.quiet, q.won
	p.hash = q.hash
}

// empty is Empty through a pointer.
func (p *Position) empty() Bitboard {
	return AllPoints &^ (p.pieces[BlackPiece] | p.pieces[WhitePiece] | p.pieces[Neutral])
}

// Captured returns how many of the side's pieces have been captured.
func (p Position) Captured(c Color) int {
	return PiecesPerSide - p.Hand(c) - p.pieces[c].Count()
}

// At returns what stands on point q.
func (p Position) At(q Point) Contents {
	for c := BlackPiece; c <= Neutral; c++ {
		if p.pieces[c].Has(q) {
			return c
		}
	}
	return Empty
}

// SwapAvailable reports whether White may use the pie rule now.
func (p Position) SwapAvailable() bool { return p.pie == pieSwapNow }

// QuietActions returns the number of movement-phase actions since the last
// capture or neutral removal (the fifty-action rule's count).
func (p Position) QuietActions() int { return int(p.quiet) }

// Hash returns the position's Zobrist hash. Positions that are the same
// for the repetition rule (contents, hands, side to move) and the pie rule
// have the same hash.
func (p Position) Hash() uint64 { return p.hash }

// Outcome returns how the game stands judged by this position alone: won
// by the side that just moved, drawn by the fifty-action rule or for want
// of a legal action, or not over. Game adds repetition, agreement and
// resignation.
func (p Position) Outcome() Outcome {
	switch {
	case p.won != NoSquare:
		return Outcome{Reason: SquareWin, Winner: p.toMove.Other(), Square: p.won}
	case p.quiet >= FiftyActionLimit:
		return drawBy(FiftyActions)
	case !p.hasAction():
		return drawBy(NoLegalAction)
	}
	return Outcome{Square: NoSquare}
}

// terminal reports whether the game ended with the last action by a rule
// this position shows on its own, other than lack of actions.
func (p *Position) terminal() bool { return p.won != NoSquare || p.quiet >= FiftyActionLimit }

// Removable returns the neutral pieces that may be removed: those with no
// black or white piece on any adjacent point.
func (p Position) Removable() Bitboard { return p.removable() }

// removable is Removable through a pointer.
func (p *Position) removable() Bitboard {
	occupied := p.pieces[BlackPiece] | p.pieces[WhitePiece]
	var r Bitboard
	for n := p.pieces[Neutral]; n != 0; n &= n - 1 {
		q := n.First()
		if neighbors[q]&occupied == 0 {
			r |= q.Bit()
		}
	}
	return r
}

// Targets returns the empty points a piece on q may step to.
func (p Position) Targets(q Point) Bitboard { return neighbors[q] & p.empty() }

// LegalActions appends the legal actions to buf[:0] and returns it: none
// once the game is over by the position's own rules. The order is fixed:
// placements by point, then swap; or steps by piece and target, then
// removals by point.
func (p *Position) LegalActions(buf []Action) []Action {
	buf = buf[:0]
	if p.terminal() {
		return buf
	}
	empty := p.empty()
	if p.hand[p.toMove] > 0 {
		for e := empty; e != 0; e &= e - 1 {
			buf = append(buf, PlaceAt(e.First()))
		}
		if p.pie == pieSwapNow {
			buf = append(buf, SwapAction)
		}
		return buf
	}
	for m := p.pieces[p.toMove]; m != 0; m &= m - 1 {
		from := m.First()
		for t := neighbors[from] & empty; t != 0; t &= t - 1 {
			buf = append(buf, StepFrom(from, t.First()))
		}
	}
	for r := p.removable(); r != 0; r &= r - 1 {
		buf = append(buf, RemoveAt(r.First()))
	}
	return buf
}

// hasAction reports whether the side to move has any action at all,
// ignoring whether the game is over.
func (p *Position) hasAction() bool {
	if p.hand[p.toMove] > 0 {
		return true // 62 points never fill up with 24 pieces
	}
	empty := p.empty()
	for m := p.pieces[p.toMove]; m != 0; m &= m - 1 {
		if neighbors[m.First()]&empty != 0 {
			return true
		}
	}
	return p.removable() != 0
}

// Check returns nil if a is legal here, or an error saying why not.
func (p Position) Check(a Action) error {
	if p.terminal() {
		return fmt.Errorf("the game is over")
	}
	inHand := p.hand[p.toMove] > 0
	switch a.Kind() {
	case Place:
		switch {
		case !inHand:
			return fmt.Errorf("%s has no pieces left to place", p.toMove)
		case !p.Empty().Has(a.To()):
			return fmt.Errorf("%s is not empty", a.To())
		}
	case Swap:
		if p.pie != pieSwapNow {
			return fmt.Errorf("only White's first turn may swap")
		}
	case Step:
		from, to := a.From(), a.To()
		switch {
		case inHand:
			return fmt.Errorf("no steps before all pieces are placed")
		case !p.pieces[p.toMove].Has(from):
			return fmt.Errorf("%s holds no %s piece", from, p.toMove)
		case !neighbors[from].Has(to):
			return fmt.Errorf("%s is not joined to %s by a line", to, from)
		case !p.Empty().Has(to):
			return fmt.Errorf("%s is not empty", to)
		}
	case Remove:
		q := a.To()
		switch {
		case inHand:
			return fmt.Errorf("no removals before all pieces are placed")
		case !p.pieces[Neutral].Has(q):
			return fmt.Errorf("%s holds no neutral piece", q)
		case !p.Removable().Has(q):
			return fmt.Errorf("the neutral piece on %s has a black or white neighbour", q)
		}
	default:
		return fmt.Errorf("not an action")
	}
	return nil
}

// Captures returns the enemy piece the step a would capture, or 0. It
// assumes a is a legal step.
func (p Position) Captures(a Action) Bitboard {
	me := p.toMove
	mine := p.pieces[me]&^a.From().Bit() | a.To().Bit()
	return captured(mine, p.pieces[me.Other()], a.To())
}

// captured applies the capture rule to a step that has just arrived on
// point to: the set of distinct enemy pieces cornered on triangles at to,
// if it holds exactly one piece.
func captured(mine, enemy Bitboard, to Point) Bitboard {
	var cornered Bitboard
	for _, pair := range &cornerPairs[to] { // &: no copy of the array (a memory.copy under WebAssembly)
		if pair&mine != 0 && pair&enemy != 0 {
			cornered |= pair & enemy
		}
	}
	if cornered&(cornered-1) != 0 {
		return 0 // two or more different pieces cornered: no capture
	}
	return cornered
}

// Play applies a legal action to the position. Playing an illegal action
// leaves the position in an unspecified state: check with Check first.
func (p *Position) Play(a Action) {
	me := p.toMove
	h := p.hash ^ pieKeys[p.pie]
	switch a.Kind() {
	case Place:
		to := a.To()
		p.pieces[me] |= to.Bit()
		h ^= pieceKeys[me][to] ^ handKeys[me][p.hand[me]] ^ handKeys[me][p.hand[me]-1]
		p.hand[me]--
		p.won = p.completedSquare(to)
		p.pie = pieAfterPlace[p.pie&3] // a table, not a branch: see completedSquare
	case Swap:
		// The players exchange colours; the board and the side to move stay.
		p.pie = pieDone
		p.hash = h ^ pieKeys[p.pie]
		return
	case Step:
		from, to := a.From(), a.To()
		p.pieces[me] ^= from.Bit() | to.Bit()
		h ^= pieceKeys[me][from] ^ pieceKeys[me][to]
		p.quiet++
		if c := captured(p.pieces[me], p.pieces[me.Other()], to); c != 0 {
			q := c.First()
			p.pieces[me.Other()] ^= c
			p.pieces[Neutral] |= c
			h ^= pieceKeys[me.Other()][q] ^ pieceKeys[Neutral][q]
			p.quiet = 0
		}
		p.won = p.completedSquare(to)
	case Remove:
		q := a.To()
		p.pieces[Neutral] ^= q.Bit()
		h ^= pieceKeys[Neutral][q]
		p.quiet = 0
	}
	p.toMove = me.Other()
	p.hash = h ^ pieKeys[p.pie] ^ sideKey
}

// Apply returns the position after the legal action a.
func (p Position) Apply(a Action) Position {
	p.Play(a)
	return p
}

// completedSquare returns a square of the mover's that has q as a corner and
// all four corners occupied, or NoSquare.
func (p *Position) completedSquare(q Point) Square {
	// Unrolled, and selects rather than branches: every loop iteration
	// and branch taken is a jump, and under WebAssembly Go compiles jumps
	// to a table dispatch.
	mine := p.pieces[p.toMove]
	c0, c1 := squareCornersAt[q][0], squareCornersAt[q][1]
	s, s0, s1 := NoSquare, squaresAt[q][0], squaresAt[q][1]
	if mine&c1 == c1 {
		s = s1
	}
	if mine&c0 == c0 {
		s = s0
	}
	return s
}

// pieAfterPlace is the pie state after a placement: White may swap after
// Black's first one only.
var pieAfterPlace = [4]uint8{pieDone: pieDone, pieSwapNow: pieDone, pieFirstPlace: pieSwapNow}
