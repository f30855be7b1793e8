package diamondback

import (
	"errors"
	"fmt"
	"strings"
)

// The SAN-like text (docs/games/diamondback.md, Notation):
//
//   - a piece move is its letter (K Q R B N), then the origin's file, rank
//     or square if another piece of the kind could legally go there too,
//     then x on a capture, then the destination: Nc4, Rxe7, Nbd2;
//   - a pawn move is always the full origin, then - or x, then the
//     destination, then =Q, =R, =B or =N on promotion: d4-d5, d4xe5,
//     f7-f8=Q;
//   - a castle is O-O (short) or O-O-O (long), then / and the rook's
//     square: O-O/d1, O-O-O/a4;
//   - a move that wins the game (checkmate, or a pawn or king reaching the
//     enemy corner) ends with #, one that gives check otherwise with +.
//
// FormatSAN always writes the suffixes. ParseMove accepts a missing one
// but not a wrong one, 0 for O, and the compact form (Move.String: d4d5,
// f7f8q, a castle as the king's move a1c1).

// FormatSAN writes legal move m as played from p.
func FormatSAN(p Position, m Move) string {
	var buf [MaxMoves]Move
	legal := p.LegalMoves(buf[:0])
	after := p.After(m)
	return formatSAN(&p, m, legal, suffix(&after))
}

// suffix returns the suffix of the move that led to p: # when it won the
// game, + when it gives check, else "".
func suffix(p *Position) string {
	if p.cornerWon() {
		return "#"
	}
	if p.InCheck() {
		if !p.HasLegalMove() {
			return "#"
		}
		return "+"
	}
	return ""
}

// formatSAN writes m, one of legal (p's legal moves), followed by suffix.
func formatSAN(p *Position, m Move, legal []Move, suffix string) string {
	if m.IsCastle() {
		return castleOf(p.toMove, m).Name() + suffix
	}
	from, to := m.From(), m.To()
	capture := p.colors[p.toMove^1].Has(to)
	k := p.kindAt(from.Bit())
	var b strings.Builder
	if k == Pawn {
		b.WriteString(from.String())
		if capture {
			b.WriteByte('x')
		} else {
			b.WriteByte('-')
		}
		b.WriteString(to.String())
		if promo := m.Promotion(); promo != NoKind {
			b.WriteByte('=')
			b.WriteByte(promo.Letter())
		}
		b.WriteString(suffix)
		return b.String()
	}
	b.WriteByte(k.Letter())
	// Disambiguation: the other pieces of the kind that may go to to.
	var others Bitboard
	for _, l := range legal {
		if l.To() == to && l.From() != from && !l.IsCastle() && p.kinds[k].Has(l.From()) {
			others |= l.From().Bit()
		}
	}
	if others != 0 {
		sameFile, sameRank := false, false
		for _, o := range others.Squares() {
			sameFile = sameFile || o.File() == from.File()
			sameRank = sameRank || o.Rank() == from.Rank()
		}
		switch {
		case !sameFile:
			b.WriteByte(from.String()[0])
		case !sameRank:
			b.WriteByte(from.String()[1])
		default:
			b.WriteString(from.String())
		}
	}
	if capture {
		b.WriteByte('x')
	}
	b.WriteString(to.String())
	b.WriteString(suffix)
	return b.String()
}

// ParseMove reads a move in the SAN-like text or the compact form and
// checks that it is legal in p, and that a capture mark and a suffix, if
// given, agree with the position.
func ParseMove(p Position, s string) (Move, error) {
	var buf [MaxMoves]Move
	legal := p.LegalMoves(buf[:0])
	return parseMove(&p, strings.TrimSpace(s), legal)
}

var errSyntax = errors.New("write a piece move (Nc4, Rxe7), a pawn move with its origin (d4-d5, d4xe5, f7-f8=Q), a castle (O-O/d1) or the compact form (d4d5)")

func parseMove(p *Position, s string, legal []Move) (Move, error) {
	if len(legal) == 0 {
		return NoMove, fmt.Errorf("%q: there is no legal move: the game is over", s)
	}
	body, given := s, ""
	if strings.HasSuffix(body, "+") || strings.HasSuffix(body, "#") {
		body, given = body[:len(body)-1], body[len(body)-1:]
	}
	m, err := parseBody(p, body, legal)
	if err != nil {
		return NoMove, fmt.Errorf("%q: %v", s, err)
	}
	if given != "" {
		after := p.After(m)
		if want := suffix(&after); want != given {
			switch want {
			case "":
				return NoMove, fmt.Errorf("%q: the move neither checks nor wins: write it without %s", s, given)
			case "+":
				return NoMove, fmt.Errorf("%q: the move gives check but does not win: write %s+", s, body)
			default:
				return NoMove, fmt.Errorf("%q: the move wins the game: write %s#", s, body)
			}
		}
	}
	return m, nil
}

// parseBody reads a move without its suffix.
func parseBody(p *Position, s string, legal []Move) (Move, error) {
	if strings.HasPrefix(s, "O-O") || strings.HasPrefix(s, "0-0") {
		return parseCastle(p, strings.ReplaceAll(s, "0", "O"), legal)
	}
	if m, ok, err := parseCompactBody(s, legal); ok {
		return m, err
	}
	if len(s) >= 5 && isSquareText(s[0:2]) && (s[2] == '-' || s[2] == 'x') && isSquareText(s[3:5]) {
		return parsePawn(p, s, legal)
	}
	if len(s) >= 3 {
		if k := kindOfLetter(s[0]); k > Pawn && k < NoKind {
			return parsePiece(p, s, legal)
		}
	}
	return NoMove, errSyntax
}

func isSquareText(s string) bool {
	return len(s) == 2 && s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8'
}

// parseCompactBody reads the compact form (d4d5, f7f8q, a1c1); ok is false
// when s does not have its shape.
func parseCompactBody(s string, legal []Move) (m Move, ok bool, err error) {
	if (len(s) != 4 && len(s) != 5) || !isSquareText(s[0:2]) || !isSquareText(s[2:4]) {
		return NoMove, false, nil
	}
	promo := NoKind
	if len(s) == 5 {
		c := s[4]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		if promo = kindOfLetter(c); promo < Knight || promo > Queen {
			return NoMove, false, nil
		}
	}
	from, to := SquareAt(int(s[0]-'a'), int(s[1]-'1')), SquareAt(int(s[2]-'a'), int(s[3]-'1'))
	reaches := false // a legal move goes from from to to, promoting or not
	for _, l := range legal {
		if l.From() == from && l.To() == to {
			if l.Promotion() == promo {
				return l, true, nil
			}
			reaches = true
		}
	}
	switch {
	case reaches && promo == NoKind:
		return NoMove, true, fmt.Errorf("the pawn promotes: add the piece (%sq, r, b or n)", s)
	case reaches:
		return NoMove, true, fmt.Errorf("the move does not promote: write %s", s[:4])
	}
	return NoMove, true, fmt.Errorf("%s to %s is not a legal move", from, to)
}

func parseCastle(p *Position, s string, legal []Move) (Move, error) {
	name, rook, hasRook := strings.Cut(s, "/")
	if name != "O-O" && name != "O-O-O" {
		return NoMove, errSyntax
	}
	var found []Move
	for _, l := range legal {
		if !l.IsCastle() {
			continue
		}
		c := castleOf(p.toMove, l)
		if c.Long == (name == "O-O-O") && (!hasRook || rook == c.RookFrom.String()) {
			found = append(found, l)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1:
		return NoMove, fmt.Errorf("both rooks may castle: name the rook (%s/%s or %s/%s)",
			name, castleOf(p.toMove, found[0]).RookFrom, name, castleOf(p.toMove, found[1]).RookFrom)
	case hasRook && !rookHomes[p.toMove].Has(squareOrNone(rook)):
		return NoMove, fmt.Errorf("%s castles with a rook on %s", p.toMove, rookHomes[p.toMove])
	}
	return NoMove, fmt.Errorf("this castle is not legal now: the king must stand on %s, a rook on its square, the squares between empty, and the king's new square not attacked", homeCorner[p.toMove])
}

func squareOrNone(s string) Square {
	q, err := ParseSquare(s)
	if err != nil {
		return NoSquare
	}
	return q
}

// parsePawn reads d4-d5, d4xe5, f7-f8=Q (also f7-f8Q).
func parsePawn(p *Position, s string, legal []Move) (Move, error) {
	from, to := squareOrNone(s[0:2]), squareOrNone(s[3:5])
	capture := s[2] == 'x'
	promo, rest := NoKind, s[5:]
	if rest != "" {
		rest = strings.TrimPrefix(rest, "=")
		if len(rest) != 1 {
			return NoMove, errSyntax
		}
		if promo = kindOfLetter(rest[0]); promo < Knight || promo > Queen {
			return NoMove, fmt.Errorf("a pawn promotes to Q, R, B or N, not %q", rest)
		}
	}
	if c, k := p.At(from); k != Pawn || c != p.toMove {
		return NoMove, fmt.Errorf("%s holds no %s pawn", from, p.toMove)
	}
	var m Move
	for _, l := range legal {
		if l.From() == from && l.To() == to && l.Promotion() == promo {
			m = l
		}
	}
	if m == NoMove {
		if promo == NoKind && promotionSquares[p.toMove].Has(to) {
			return NoMove, fmt.Errorf("the pawn must promote on %s: add =Q, =R, =B or =N", to)
		}
		return NoMove, fmt.Errorf("the pawn on %s cannot move to %s", from, to)
	}
	return m, checkCaptureMark(p, m, capture, s[2] == '-')
}

// checkCaptureMark checks that x is written exactly on captures (and -,
// when written, exactly on other moves).
func checkCaptureMark(p *Position, m Move, marked, dashed bool) error {
	captures := p.colors[p.toMove^1].Has(m.To())
	switch {
	case captures && !marked:
		return fmt.Errorf("the move captures on %s: write x", m.To())
	case !captures && marked:
		return fmt.Errorf("the move captures nothing on %s: write it without x", m.To())
	case captures && dashed:
		return fmt.Errorf("the move captures on %s: write x, not -", m.To())
	}
	return nil
}

// parsePiece reads Nc4, Nac4, N3c4, Na3c4, Na3-c4, Nxc4 and so on.
func parsePiece(p *Position, s string, legal []Move) (Move, error) {
	k := kindOfLetter(s[0])
	if len(s) < 3 || !isSquareText(s[len(s)-2:]) {
		return NoMove, errSyntax
	}
	to := squareOrNone(s[len(s)-2:])
	mid := s[1 : len(s)-2]
	marked, dashed := strings.HasSuffix(mid, "x"), strings.HasSuffix(mid, "-")
	if marked || dashed {
		mid = mid[:len(mid)-1]
	}
	file, rank := -1, -1
	switch {
	case mid == "":
	case len(mid) == 1 && mid[0] >= 'a' && mid[0] <= 'h':
		file = int(mid[0] - 'a')
	case len(mid) == 1 && mid[0] >= '1' && mid[0] <= '8':
		rank = int(mid[0] - '1')
	case isSquareText(mid):
		file, rank = int(mid[0]-'a'), int(mid[1]-'1')
	default:
		return NoMove, errSyntax
	}
	var found []Move
	for _, l := range legal {
		from := l.From()
		if l.To() != to || l.IsCastle() || !(p.colors[p.toMove] & p.kinds[k]).Has(from) ||
			(file >= 0 && from.File() != file) || (rank >= 0 && from.Rank() != rank) {
			continue
		}
		found = append(found, l)
	}
	switch len(found) {
	case 0:
		return NoMove, fmt.Errorf("no %s can move to %s", k, to)
	case 1:
		return found[0], checkCaptureMark(p, found[0], marked, dashed)
	}
	var from []string
	for _, l := range found {
		from = append(from, l.From().String())
	}
	return NoMove, fmt.Errorf("%ss on %s can move to %s: say which", k, strings.Join(from, " and "), to)
}
