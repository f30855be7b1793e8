package pivots

import "diamond/rules/game"

// TurnCap is the house rule's safety cap (R14): after this many turns the
// game ends and is scored as after two passes.
const TurnCap = 1000

// Phase tells what the side to move may do.
type Phase uint8

// The phases of a turn.
const (
	// Choose is the start of a turn: drop, pass or (White's first turn)
	// swap.
	Choose Phase = iota
	// Pivot follows a drop while the mover owns a diamond: a pivot step
	// is mandatory.
	Pivot
)

func (ph Phase) String() string {
	if ph == Pivot {
		return "pivot"
	}
	return "choose"
}

// ErrGameOver is returned for an action or a declaration after the end.
var ErrGameOver = game.ErrGameOver

// Position is everything that decides the game's future but for the
// boards seen earlier in the current turn (the loop rule's memory, which
// State keeps): the stones, the side to move, the phase, the number of
// the turn being played (which also says whether the pie rule's turns
// are on: turn 1 is Black's first, which must drop, and turn 2 White's
// first, which may swap), the consecutive passes, the steps made so far
// in this turn and a Zobrist hash. It is a small value; copy it to keep
// an earlier one.
type Position struct {
	stones [2]Bitboard // by Color
	hash   uint64
	chain  uint32 // pivot steps made in this turn
	turn   uint16 // the number of the turn being played, from 1
	toMove Color
	phase  Phase
	passes uint8 // consecutive passes just made: 2 ends the game
}

// StartPosition returns the empty board with Black to move in turn 1.
func StartPosition() Position {
	p := Position{turn: 1}
	p.hash = p.computeHash()
	return p
}

// ToMove returns the colour whose turn it is.
func (p Position) ToMove() Color { return p.toMove }

// Phase returns whether the mover chooses a drop, pass or swap, or owes a
// pivot step.
func (p Position) Phase() Phase { return p.phase }

// Turn returns the number of the turn being played, from 1. A game over
// by the cap is in turn TurnCap+1.
func (p Position) Turn() int { return int(p.turn) }

// Passes returns the number of passes just made in a row (0, 1 or 2).
func (p Position) Passes() int { return int(p.passes) }

// Chain returns the number of pivot steps made so far in this turn.
func (p Position) Chain() int { return int(p.chain) }

// Stones returns the cells holding the colour's stones.
func (p Position) Stones(c Color) Bitboard { return p.stones[c&1] }

// Count returns the number of the colour's stones on the board.
func (p Position) Count(c Color) int { return p.stones[c&1].Count() }

// Empty returns the empty cells.
func (p Position) Empty() Bitboard { return AllCells &^ (p.stones[0] | p.stones[1]) }

// At returns the colour of the stone on c, and false for an empty cell.
func (p Position) At(c Cell) (Color, bool) {
	switch {
	case p.stones[Black].Has(c):
		return Black, true
	case p.stones[White].Has(c):
		return White, true
	}
	return Black, false
}

// Hash returns the position's Zobrist hash. It covers the stones, the side
// to move, the phase, the passes and whether the turn is one of the pie
// rule's two, not the turn number, the steps so far or the boards seen in
// this turn: a transposition table that keys pivot-phase positions on it
// must also keep the loop rule's memory in mind.
func (p Position) Hash() uint64 { return p.hash }

// SwapAvailable reports whether White may use the pie rule now.
func (p Position) SwapAvailable() bool { return p.turn == 2 && p.phase == Choose && !p.over() }

// Sides returns the stones of the side to move and of the other side,
// through a pointer, for search loops.
func (p *Position) Sides() (mine, theirs Bitboard) {
	return p.stones[p.toMove&1], p.stones[p.toMove&1^1]
}

// Captures returns the cells whose stones the pivot step a takes, of
// either colour: those on its line but for the diamond's own lifted
// stones (R4, R5).
func (p *Position) Captures(a Action) Bitboard {
	return (p.stones[0] | p.stones[1]) & a.Line() &^ a.Lifted()
}

// over reports whether the game has ended by its rules: two passes in a
// row or the turn cap. Both happen only between turns.
func (p *Position) over() bool { return p.passes >= 2 || p.turn > TurnCap }

// Over reports whether the game has ended by its rules.
func (p Position) Over() bool { return p.over() }

// Outcome returns how the game stands judged by the position: over by
// two passes or by the cap, with the stones counted (ties go to White),
// or not over.
func (p Position) Outcome() Outcome {
	if !p.over() {
		return Outcome{}
	}
	o := Outcome{Reason: Passes, Score: [2]int{p.Count(Black), p.Count(White)}}
	if p.passes < 2 {
		o.Reason = Cap
	}
	o.Winner = White
	if o.Score[Black] > o.Score[White] {
		o.Winner = Black
	}
	return o
}

// Zobrist keys: one per (colour, cell), and for the state: the side to
// move, the pivot phase, the passes and the pie rule's two turns. A
// position's hash is the XOR of the keys of what it holds.
var (
	stoneKeys [2][NumCells]uint64
	sideKeys  [2]uint64 // Black's is 0
	phaseKeys [2]uint64 // Choose's is 0
	passKeys  [4]uint64 // no pass is 0
	pieKeys   [4]uint64 // by min(turn, 3): turns 1 and 2, others 0
)

func init() {
	// splitmix64 from a fixed seed: the same keys on every run and platform.
	seed := uint64(0x5049564f54530001)
	next := func() uint64 {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range stoneKeys {
		for q := range stoneKeys[c] {
			stoneKeys[c][q] = next()
		}
	}
	sideKeys[White] = next()
	phaseKeys[Pivot] = next()
	passKeys[1], passKeys[2], passKeys[3] = next(), next(), next()
	pieKeys[1], pieKeys[2] = next(), next()
}

// stateKey is the hash of everything but the stones.
func (p *Position) stateKey() uint64 {
	return sideKeys[p.toMove&1] ^ phaseKeys[p.phase&1] ^ passKeys[p.passes&3] ^ pieKeys[min(p.turn, 3)]
}

// stonesKey returns the XOR of the keys of colour c's stones on set.
func stonesKey(c Color, set Bitboard) uint64 {
	var h uint64
	for ; set != 0; set &= set - 1 {
		h ^= stoneKeys[c&1][set.First()]
	}
	return h
}

// computeHash computes the position's hash from scratch.
func (p *Position) computeHash() uint64 {
	return stonesKey(Black, p.stones[Black]) ^ stonesKey(White, p.stones[White]) ^ p.stateKey()
}

// endTurn ends the mover's turn: the other side moves next (but after a
// swap) in the next turn.
func (p *Position) endTurn(flip bool) {
	p.phase = Choose
	p.chain = 0
	p.turn++
	if flip {
		p.toMove ^= 1
	}
}
