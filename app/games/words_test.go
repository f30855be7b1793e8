package games

import (
	"regexp"
	"strings"
	"testing"

	"diamond/rules/game"
	"diamond/rules/rng"
)

// Every move of random games, in every game, is said in words that
// match its notation: who moved, where from and to, what was taken or
// removed, a promotion.
func TestMoveWords(t *testing.T) {
	step := regexp.MustCompile(`^\(?([a-z]\d+)-([a-z]\d+)\)?\*?$`)                          // Diamond: e5-d5, e5-d5*
	chess := regexp.MustCompile(`^([NBRQK]?)([a-h][1-8])?(x?)([a-h][1-8])(=[NBRQ])?[+#]?$`) // Diamondback: Nxf5, e1-d1=Q
	kinds := map[string]string{"": "pawn", "N": "knight", "B": "bishop", "R": "rook", "Q": "queen", "K": "king"}
	seen := map[string]bool{}
	for _, g := range All() {
		for seed := uint64(1); seed <= 3; seed++ {
			m, _ := g.New(0)
			r := rng.New(seed)
			for ply := 0; ply < 200 && !m.Outcome().Over; ply++ {
				l := m.Legal()
				if err := m.Play(l[r.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
				mv, w := m.Moves()[ply], MoveWords(m, ply)
				mover := g.SideNames()[m.ToMove(ply)]
				bad := !strings.HasPrefix(w, mover)
				switch id := g.ID(); {
				case mv == "pass" || mv == "swap":
					bad = bad || w != mover+": "+mv
					seen["pass"] = true
				case id != "diamondback" && regexp.MustCompile(`^[a-z]\d+$`).MatchString(mv):
					bad = bad || w != mover+" "+mv
					seen["drop"] = true
				case id == "diamond" && strings.HasPrefix(mv, "("):
					bad = bad || w != mover+": removes neutral "+strings.Trim(mv, "()")
					seen["removal"] = true
				case id == "diamond":
					s := step.FindStringSubmatch(mv)
					bad = bad || s == nil || !strings.HasPrefix(w, mover+": "+s[1]+" to "+s[2]) || strings.HasSuffix(mv, "*") != strings.Contains(w, "takes")
					seen["capture"] = seen["capture"] || strings.Contains(w, "takes")
				case id == "diamondback":
					s := chess.FindStringSubmatch(strings.ReplaceAll(mv, "-", ""))
					if s == nil {
						continue // castling and the like: checked above only for the mover
					}
					verb := " to "
					if s[3] == "x" {
						verb = " takes "
					}
					bad = bad || !regexp.MustCompile("^"+mover+": "+kinds[s[1]]+" [a-h][1-8]"+verb+s[4]).MatchString(w)
					if s[5] != "" {
						bad = bad || !strings.HasSuffix(w, ", becomes "+kinds[s[5][1:]])
						seen["promotion"] = true
					}
				}
				if bad {
					t.Errorf("%s, seed %d, move %d %s: %q", g.ID(), seed, ply, mv, w)
				}
			}
		}
	}
	for _, k := range []string{"pass", "drop", "removal", "capture", "promotion"} {
		if !seen[k] {
			t.Errorf("no %s met: the test checks less than it says", k)
		}
	}
}

// A site's words give its name, what stands on it and its marks.
func TestSiteWords(t *testing.T) {
	m, _ := Diamondback.New(0)
	geo := Diamondback.Geometry()
	b := m.Board(0)
	b.Marks = make([]game.Mark, len(b.Pieces))
	empty := -1
	for q, s := range geo.Sites {
		switch {
		case s.Name == "a1":
			b.Marks[q] = game.Selected
			if w := SiteWords(geo, b, q); w != "a1, white king, chosen" {
				t.Errorf("a1: %q", w)
			}
		case b.Pieces[q] == 0 && empty < 0:
			empty = q
			b.Marks[q] = game.Target
			if w := SiteWords(geo, b, q); w != s.Name+", empty, a target" {
				t.Errorf("%s: %q", s.Name, w)
			}
		}
	}
	if empty < 0 {
		t.Error("no empty site")
	}
}
