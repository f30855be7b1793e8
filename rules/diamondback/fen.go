package diamondback

import (
	"fmt"
	"strconv"
	"strings"
)

// FEN returns the position in six-field FEN (docs/games/diamondback.md,
// Notation): placement from rank 8 to rank 1, the side to move, "-" for
// castling and for en passant (both follow from the placement or do not
// exist), the half-move clock and the full-move number.
func (p Position) FEN() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			c, k := p.At(SquareAt(f, r))
			if k == NoKind {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pieceLetter(c, k))
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fmt.Fprintf(&b, " %c - - %d %d", "wb"[p.toMove], p.clock, p.number)
	return b.String()
}

// pieceLetter returns the FEN letter of a piece: upper case for White.
func pieceLetter(c Color, k Kind) byte {
	if c == Black {
		return kindLetters[k] + 'a' - 'A'
	}
	return kindLetters[k]
}

// ParseFEN reads a position in FEN. The castling and en passant fields
// must be "-"; the two counters may be left out (0 and 1). The position
// must be one play can reach or continue from: one king a side, the side
// that just moved not in check, no pawn on its own side's promotion
// squares, and no corner already reached by the side to move.
func ParseFEN(s string) (Position, error) {
	needMagics()
	fields := strings.Fields(s)
	if len(fields) != 6 && len(fields) != 4 {
		return Position{}, fmt.Errorf("diamondback: FEN %q: want six fields (placement, side, -, -, clock, move number)", s)
	}
	var p Position
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 8 {
		return Position{}, fmt.Errorf("diamondback: FEN placement %q: want 8 ranks separated by /", fields[0])
	}
	for i, rank := range ranks {
		r, f := 7-i, 0
		for j := 0; j < len(rank); j++ {
			ch := rank[j]
			if ch >= '1' && ch <= '8' {
				f += int(ch - '0')
				continue
			}
			c, k := White, kindOfLetter(ch)
			if ch >= 'a' && ch <= 'z' {
				c, k = Black, kindOfLetter(ch-'a'+'A')
			}
			if k == NoKind {
				return Position{}, fmt.Errorf("diamondback: FEN rank %d %q: %q is not a piece (KQRBNP, kqrbnp) or a count", r+1, rank, ch)
			}
			if f > 7 {
				break
			}
			p.put(c, k, SquareAt(f, r))
			f++
		}
		if f != 8 {
			return Position{}, fmt.Errorf("diamondback: FEN rank %d %q: want 8 squares", r+1, rank)
		}
	}
	switch fields[1] {
	case "w":
	case "b":
		p.toMove = Black
		p.hash ^= sideKey
	default:
		return Position{}, fmt.Errorf("diamondback: FEN side to move %q: want w or b", fields[1])
	}
	if fields[2] != "-" {
		return Position{}, fmt.Errorf("diamondback: FEN castling field %q: want - (castling follows from the placement)", fields[2])
	}
	if fields[3] != "-" {
		return Position{}, fmt.Errorf("diamondback: FEN en passant field %q: want - (there is no en passant)", fields[3])
	}
	p.number = 1
	if len(fields) == 6 {
		clock, err1 := strconv.ParseUint(fields[4], 10, 16)
		number, err2 := strconv.ParseUint(fields[5], 10, 16)
		if err1 != nil || err2 != nil || number == 0 || strings.HasPrefix(fields[4], "+") || strings.HasPrefix(fields[5], "+") {
			return Position{}, fmt.Errorf("diamondback: FEN counters %q %q: want a half-move clock from 0 and a move number from 1", fields[4], fields[5])
		}
		p.clock, p.number = uint16(clock), uint16(number)
	}
	if err := p.validate(); err != nil {
		return Position{}, fmt.Errorf("diamondback: FEN %q: %v", s, err)
	}
	return p, nil
}

// validate checks that p is a position play can reach or go on from.
func (p *Position) validate() error {
	for c := White; c <= Black; c++ {
		switch n := (p.colors[c] & p.kinds[King]).Count(); {
		case n == 0:
			return fmt.Errorf("%s has no king", c)
		case n > 1:
			return fmt.Errorf("%s has %d kings: each side has one", c, n)
		}
		if b := p.colors[c] & p.kinds[Pawn] & promotionSquares[c]; b != 0 {
			return fmt.Errorf("%s pawn on %s, where it would have promoted", c, b.First())
		}
	}
	us, them := p.toMove, p.toMove^1
	if p.Attacked(p.King(them), us) {
		return fmt.Errorf("%s, not to move, is in check", them)
	}
	if p.colors[us]&(p.kinds[Pawn]|p.kinds[King])&goalCorner[us].Bit() != 0 {
		return fmt.Errorf("%s, to move, already stands on %s: the game ended before", us, goalCorner[us])
	}
	return nil
}
