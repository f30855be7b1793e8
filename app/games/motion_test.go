package games

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"diamond/rules/game"
	"diamond/rules/rng"
)

// Every move of random games, in every game, is told as a motion that
// turns the board before into the board after, and that matches its
// notation: a step slides from its origin to its target, a drop arrives
// from nowhere, a castle slides two pieces, a pivot step slides the
// lifted stones (never the pivot) onto its line, a capture leaves a
// piece gone or changed.
func TestMotionOf(t *testing.T) {
	diamondStep := regexp.MustCompile(`^([a-z]\d+)-([a-z]\d+)(\*?)$`)
	chess := regexp.MustCompile(`^[NBRQK]?([a-h]?[1-8]?)(x?)([a-h][1-8])(=[NBRQ])?[+#]?$`)
	drop := regexp.MustCompile(`^[a-z]\d+$`)
	seen := map[string]bool{}
	for _, g := range All() {
		geo := g.Geometry()
		site := map[string]int{}
		for q, s := range geo.Sites {
			site[s.Name] = q
		}
		for seed := uint64(1); seed <= 4; seed++ {
			m, _ := g.New(0)
			r := rng.New(seed)
			for ply := 0; ply < 200 && !m.Outcome().Over; ply++ {
				l := m.Legal()
				pick := l[r.IntN(len(l))]
				for _, mv := range l {
					if strings.HasPrefix(mv, "O-O") {
						pick = mv // castles are rare at random
					}
				}
				if err := m.Play(pick); err != nil {
					t.Fatal(err)
				}
				mv, mo := m.Moves()[ply], MotionOf(m, ply)
				fail := func(why string) { t.Errorf("%s, seed %d, move %d %s: %s: %+v", g.ID(), seed, ply, mv, why, mo) }
				// The motion turns the board before into the board after.
				b := slices.Clone(mo.Before)
				for _, a := range mo.Arrived {
					if a.Slid() {
						b[a.From] = 0
					}
				}
				for _, a := range mo.Arrived {
					b[a.To] = mo.After[a.To]
				}
				for _, q := range mo.Left {
					b[q] = 0
				}
				if !slices.Equal(b, mo.After) || !slices.Equal(mo.Before, m.Board(ply).Pieces) {
					fail("does not turn the board before into the one after")
				}
				var slides [][2]int
				for _, a := range mo.Arrived {
					if a.Slid() {
						slides = append(slides, [2]int{a.From, a.To})
					}
				}
				switch s := chess.FindStringSubmatch(strings.ReplaceAll(mv, "-", "")); {
				case mv == "pass" || mv == "swap":
					if len(mo.Arrived)+len(mo.Left) != 0 && mv == "pass" {
						fail("a pass moves nothing")
					}
				case g.ID() != "diamondback" && drop.MatchString(mv):
					if len(mo.Arrived) != 1 || mo.Arrived[0] != (Arrival{To: site[mv], From: -1}) || mo.Captures() {
						fail("a drop arrives from nowhere")
					}
					seen["drop"] = true
				case g.ID() == "diamond" && strings.HasPrefix(mv, "("):
					if len(mo.Arrived) != 0 || !slices.Equal(mo.Left, []int{site[strings.Trim(mv, "()")]}) || !mo.Captures() {
						fail("a removal leaves its site empty")
					}
					seen["removal"] = true
				case g.ID() == "diamond":
					d := diamondStep.FindStringSubmatch(mv)
					if d == nil || !slices.Equal(slides, [][2]int{{site[d[1]], site[d[2]]}}) || mo.Captures() != (d[3] == "*") {
						fail("a step slides from its origin to its target")
					}
					seen["diamond capture"] = seen["diamond capture"] || d != nil && d[3] == "*"
				case g.ID() == "pivots":
					pivot, _, _ := strings.Cut(mv, "/")
					line := m.Board(ply + 1).Marks
					for _, sl := range slides {
						if sl[0] == site[pivot] || line[sl[1]]&game.Last == 0 {
							fail("a pivot step slides lifted stones onto its line")
						}
					}
					if len(slides) == 0 || len(slides) > 3 {
						fail("a pivot step slides one to three stones")
					}
					seen["pivot"] = true
					seen["pivot capture"] = seen["pivot capture"] || len(mo.Gone()) > 0
				case strings.HasPrefix(mv, "O-O"):
					if len(slides) != 2 || mo.Captures() {
						fail("a castle slides the king and the rook")
					}
					seen["castle"] = true
				case s != nil:
					if len(slides) != 1 || slides[0][1] != site[s[3]] || (len(s[1]) == 2 && slides[0][0] != site[s[1]]) {
						fail("a move slides its piece to its target")
					}
					if (s[2] == "x") != (len(mo.Gone()) == 1) {
						fail("a capture leaves one piece gone")
					}
					seen["chess capture"] = seen["chess capture"] || s[2] == "x"
					seen["promotion"] = seen["promotion"] || s[4] != ""
				default:
					fail("not a move this test knows")
				}
			}
		}
	}
	for _, k := range []string{"drop", "removal", "diamond capture", "pivot", "pivot capture", "castle", "chess capture", "promotion"} {
		if !seen[k] {
			t.Errorf("no %s met: the test checks less than it says", k)
		}
	}
}
