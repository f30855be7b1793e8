package diamond

import "diamond/rules/rng"

// RandomAction returns an action drawn uniformly from the legal actions,
// or NoAction when there is none. Like LegalActions it returns NoAction
// once the position is won or drawn by the fifty-action rule. It counts
// rather than lists the actions: random playouts are its hot path.
func (p *Position) RandomAction(r *rng.Rand) Action {
	if p.terminal() {
		return NoAction
	}
	empty := p.empty()
	if p.hand[p.toMove] > 0 {
		n := empty.Count()
		if p.pie == pieSwapNow {
			if k := r.IntN(n + 1); k < n {
				return PlaceAt(empty.nth(k))
			}
			return SwapAction
		}
		return PlaceAt(empty.nth(r.IntN(n)))
	}
	if a := p.sampleMovement(r); a != NoAction {
		return a
	}
	return p.countMovement(r)
}

// sampleMovement draws a movement-phase action by rejection sampling: it
// draws a slot uniformly among five per piece (one per possible line) and
// one per neutral piece, and keeps it if it is a legal step or removal.
// Every legal action owns exactly one slot, so an accepted draw is uniform.
// It gives up (NoAction) after a few misses, for countMovement to decide.
func (p *Position) sampleMovement(r *rng.Rand) Action {
	var pieces [PiecesPerSide]Point
	n := 0
	for m := p.pieces[p.toMove]; m != 0; m &= m - 1 {
		pieces[n] = m.First()
		n++
	}
	colored := p.pieces[BlackPiece] | p.pieces[WhitePiece]
	occupied := colored | p.pieces[Neutral]
	stepSlots := 5 * n
	slots := stepSlots + p.pieces[Neutral].Count()
	if slots == 0 {
		return NoAction
	}
	for try := 0; try < 16; try++ {
		k := r.IntN(slots)
		if k < stepSlots {
			from := pieces[k/5]
			if to := neighborList[from][k%5]; to != NoPoint && !occupied.Has(to) {
				return StepFrom(from, to)
			}
		} else if q := p.pieces[Neutral].nth(k - stepSlots); neighbors[q]&colored == 0 {
			return RemoveAt(q)
		}
	}
	return NoAction
}

// countMovement draws a movement-phase action uniformly by counting the
// actions of each piece, or returns NoAction when there is none.
func (p *Position) countMovement(r *rng.Rand) Action {
	empty := p.empty()
	var from [PiecesPerSide]Point
	var targets [PiecesPerSide]Bitboard
	movers, total := 0, 0
	for m := p.pieces[p.toMove]; m != 0; m &= m - 1 {
		q := m.First()
		if t := neighbors[q] & empty; t != 0 {
			from[movers], targets[movers] = q, t
			movers++
			total += t.Count()
		}
	}
	removable := p.removable()
	total += removable.Count()
	if total == 0 {
		return NoAction
	}
	k := r.IntN(total)
	for i := 0; i < movers; i++ {
		if c := targets[i].Count(); k >= c {
			k -= c
		} else {
			return StepFrom(from[i], targets[i].nth(k))
		}
	}
	return RemoveAt(removable.nth(k))
}

// nth returns the k-th lowest point of the set (k from 0).
func (b Bitboard) nth(k int) Point {
	if low := Bitboard(uint32(b)).Count(); k >= low {
		b >>= 32
		k -= low
		return 32 + Bitboard(uint32(b)).nth32(k)
	}
	return b.nth32(k)
}

func (b Bitboard) nth32(k int) Point {
	for ; k > 0; k-- {
		b &= b - 1
	}
	return b.First()
}

// Playouts plays random games. It keeps the hashes of the game being
// played, for the repetition rule, so that playouts allocate nothing once
// warm. The zero value is ready to use; it is not safe for concurrent use.
type Playouts struct {
	hashes []uint64
}

// Play plays uniformly random legal actions from p to the end of the game
// and returns the outcome and the number of actions played. earlier holds
// the hashes of the positions before p in its game, oldest first (as
// Game.Hashes without the last), for the repetition rule; it may be nil.
func (pl *Playouts) Play(p Position, earlier []uint64, r *rng.Rand) (Outcome, int) {
	if keep := int(p.quiet); len(earlier) > keep {
		earlier = earlier[len(earlier)-keep:]
	}
	h := append(pl.hashes[:0], earlier...)
	h = append(h, p.hash)
	plies := 0
	for {
		if p.won != NoSquare {
			break
		}
		if repeats(h, int(p.quiet)) >= 2 {
			pl.hashes = h
			return drawBy(Repetition), plies
		}
		a := p.RandomAction(r)
		if a == NoAction {
			break // fifty-action draw or no legal action: Outcome tells
		}
		p.Play(a)
		plies++
		if p.quiet == 0 {
			h = h[:0] // nothing before an irreversible action can recur
		}
		h = append(h, p.hash)
	}
	pl.hashes = h
	return p.Outcome(), plies
}
