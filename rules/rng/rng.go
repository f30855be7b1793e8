// Package rng is a small, fast, seeded random number generator for
// playouts and search: wyrand (Wang Yi's generator), which passes
// BigCrush and PractRand and inlines to a few instructions. Seeded, it is
// deterministic on every platform, which tests and reproducible games rely
// on. It is not for cryptography.
package rng

import "math/bits"

// Rand is a wyrand generator. The zero value is a valid generator seeded
// with 0.
type Rand struct{ state uint64 }

// New returns a generator seeded with seed.
func New(seed uint64) *Rand { return &Rand{state: seed} }

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.state += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(r.state, r.state^0xe7037ed1a0b428db)
	return hi ^ lo
}

// IntN returns a random number in [0, n); n must be positive. It uses the
// high bits of a 64×64-bit product: the bias is below n/2⁶⁴, far beneath
// anything a game can show.
func (r *Rand) IntN(n int) int {
	hi, _ := bits.Mul64(r.Uint64(), uint64(n))
	return int(hi)
}

// Float64 returns a random number in [0, 1).
func (r *Rand) Float64() float64 { return float64(r.Uint64()>>11) / (1 << 53) }
