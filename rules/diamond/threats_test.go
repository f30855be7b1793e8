package diamond

import (
	"testing"

	"diamond/rules/rng"
)

// randomPositions returns the positions of seeded random games, with the
// games' hashes up to each.
func randomGames(t *testing.T, games int, visit func(g *Game)) {
	t.Helper()
	r := rng.New(11)
	for i := 0; i < games; i++ {
		g := NewGame()
		for !g.Outcome().Over() {
			visit(g)
			p := g.Position()
			if err := g.Play(p.RandomAction(r)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestWinningActionMatchesBruteForce: WinningAction finds a win exactly
// when some legal action completes a square, and what it finds wins.
func TestWinningActionMatchesBruteForce(t *testing.T) {
	randomGames(t, 200, func(g *Game) {
		p := g.Position()
		wins := 0
		for _, a := range p.LegalActions(nil) {
			if p.Apply(a).Outcome().Reason == SquareWin {
				wins++
			}
		}
		a := p.WinningAction()
		if (a != NoAction) != (wins > 0) {
			t.Fatalf("WinningAction %s, but %d actions win\n%s", a, wins, p)
		}
		if a != NoAction {
			if err := p.Check(a); err != nil || p.Apply(a).Outcome().Reason != SquareWin {
				t.Fatalf("WinningAction %s does not win (%v)\n%s", a, err, p)
			}
		}
	})
}

// TestThreatensMatchesBruteForce compares Threatens and ThreatPoints with
// what the opponent could do if it were on move (movement phase, where the
// side to move can be changed by hand).
func TestThreatensMatchesBruteForce(t *testing.T) {
	checked := 0
	randomGames(t, 200, func(g *Game) {
		p := g.Position()
		if p.Phase() != Movement || p.QuietActions() >= FiftyActionLimit {
			return
		}
		s := p.Setup()
		s.ToMove = p.ToMove().Other()
		q, err := s.Position()
		if err != nil {
			t.Fatal(err)
		}
		var points Bitboard
		for _, a := range q.LegalActions(nil) {
			if q.Apply(a).Outcome().Reason == SquareWin {
				points |= a.To().Bit()
			}
		}
		opp := p.ToMove().Other()
		if p.Threatens(opp) != (points != 0) || p.ThreatPoints(opp) != points {
			t.Fatalf("Threatens %v, ThreatPoints %s; brute force %s\n%s", p.Threatens(opp), pointsString(p.ThreatPoints(opp)), pointsString(points), p)
		}
		checked++
	})
	if checked < 1000 {
		t.Errorf("only %d movement positions checked", checked)
	}
}

func TestThreatsInPlacement(t *testing.T) {
	// White holds d3 d4 e3 with a piece in hand: it threatens e4, and
	// Black, to move, has nothing to complete.
	p := diagramWithHands(t, Black, [2]int{9, 9}, `
- . . . . . . .
. . . . . . . .
. . . . . . . .
b . . . . . . .
. . . w . . . .
b . . w w . . .
b . . . . . . .
. . . . . . . -`)
	if got := p.ThreatPoints(White); got != set(t, "e4") || !p.Threatens(White) || p.Threatens(Black) || p.WinningAction() != NoAction {
		t.Errorf("ThreatPoints(White) %s, Threatens %v %v, WinningAction %s", pointsString(got), p.Threatens(White), p.Threatens(Black), p.WinningAction())
	}
}

// TestCornerCannotCompleteItsOwnSquare: the only black piece next to the
// empty corner e4 is the corner e3 itself, and stepping it leaves e3
// empty.
func TestCornerCannotCompleteItsOwnSquare(t *testing.T) {
	p := diagram(t, Black, `
- . . . . . . w
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . b . . . .
. . . b b . . .
. . . . . . . .
w . . . . . . -`)
	if a := p.WinningAction(); a != NoAction || p.Threatens(Black) {
		t.Errorf("WinningAction %s, Threatens %v: no black piece can reach e4 from outside the square", a, p.Threatens(Black))
	}
}

func TestCapturedByMatchesCaptures(t *testing.T) {
	randomGames(t, 100, func(g *Game) {
		p := g.Position()
		for _, a := range p.LegalActions(nil) {
			if a.Kind() != Step {
				continue
			}
			me := p.ToMove()
			mine := p.Pieces(me)&^a.From().Bit() | a.To().Bit()
			if got, want := CapturedBy(mine, p.Pieces(me.Other()), a.To()), p.Captures(a); got != want {
				t.Fatalf("%s: CapturedBy %s, Captures %s\n%s", a, pointsString(got), pointsString(want), p)
			}
		}
	})
}

// TestRepeatedMatchesGame: Repeated agrees with Game's repetition draw in
// random games and in a game made to repeat.
func TestRepeatedMatchesGame(t *testing.T) {
	randomGames(t, 300, func(g *Game) {
		p := g.Position()
		want := g.Outcome().Reason == Repetition
		if got := Repeated(g.Hashes(), p.QuietActions()); got != want {
			t.Fatalf("Repeated %v, Game says repetition %v", got, want)
		}
	})
	// Two pieces stepping back and forth repeat the start position a
	// third time after eight actions.
	g := NewGameFrom(diagram(t, Black, `
- . . . . . . w
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
b . . . . . . -`))
	for i, s := range []string{"a1-a2", "h8-h7", "a2-a1", "h7-h8", "a1-a2", "h8-h7", "a2-a1", "h7-h8"} {
		a, err := ParseAction(g.Position(), s)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(a)
		p := g.Position()
		got, want := Repeated(g.Hashes(), p.QuietActions()), g.Outcome().Reason == Repetition
		if got != want || want != (i == 7) {
			t.Errorf("after %d actions: Repeated %v, Game's repetition %v", i+1, got, want)
		}
	}
}

// TestSquareCornerCounts: the bit-parallel counts agree with counting
// each square's corners one by one, for sets of points of every density.
func TestSquareCornerCounts(t *testing.T) {
	r := rng.New(5)
	for i := 0; i < 20000; i++ {
		b := Bitboard(r.Uint64()) & AllPoints
		for k := i % 4; k > 0; k-- { // sparser sets too
			b &= Bitboard(r.Uint64())
		}
		odd, twos := SquareCornerCounts(b)
		touched := SquaresTouched(b)
		var lows Bitboard
		for s := Square(0); s < NumSquares; s++ {
			c := s.Corners()
			ll := c.First()
			lows |= ll.Bit()
			if SquareCorners(ll) != c {
				t.Fatalf("SquareCorners(%v) = %v, want %v", ll, SquareCorners(ll), c)
			}
			n := (b & c).Count()
			got := 0
			if odd&ll.Bit() != 0 {
				got++
			}
			if twos&ll.Bit() != 0 {
				got += 2
			}
			if got != n%4 {
				t.Fatalf("square %v of %v: count %d, want %d", c, b, got, n%4)
			}
			if (touched&ll.Bit() != 0) != (n > 0) {
				t.Fatalf("square %v of %v: touched %v with %d corners", c, b, touched&ll.Bit() != 0, n)
			}
		}
		if (odd|twos|touched)&^lows != 0 {
			t.Fatalf("%v: sets outside the squares' lowest corners", b)
		}
	}
}
