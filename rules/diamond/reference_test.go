package diamond

import (
	"diamond/rules/rng"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// A slow, plain implementation of the rules written straight from the
// rules page and the shared board data, with names for points and maps for
// the board. The bitboard engine must agree with it everywhere.

type refRules struct {
	adjacent  map[string][]string
	triangles map[string][][]string // by corner
	squares   [][]string
	points    []string
}

type refPosition struct {
	at      map[string]byte // 'b', 'w' or 'n'; empty points are absent
	hand    [2]int
	toMove  int // 0 black, 1 white
	pie     int // 2: Black's first placement to come, 1: White may swap, 0: over
	quiet   int
	wonBy   int // -1, or the side that completed a square
	colours [2]byte
}

func newRefRules(t testing.TB) *refRules {
	b := loadBoard(t)
	r := &refRules{adjacent: map[string][]string{}, triangles: map[string][][]string{}, points: b.Points}
	for _, l := range b.Lines {
		ends := strings.Split(l, "-")
		r.adjacent[ends[0]] = append(r.adjacent[ends[0]], ends[1])
		r.adjacent[ends[1]] = append(r.adjacent[ends[1]], ends[0])
	}
	for _, s := range b.Squares {
		r.squares = append(r.squares, strings.Fields(s))
	}
	for _, s := range b.Triangles {
		tri := strings.Fields(s)
		for _, q := range tri {
			r.triangles[q] = append(r.triangles[q], tri)
		}
	}
	return r
}

func refStart() refPosition {
	return refPosition{at: map[string]byte{}, hand: [2]int{12, 12}, pie: 2, wonBy: -1, colours: [2]byte{'b', 'w'}}
}

func (r *refRules) over(p refPosition) bool { return p.wonBy >= 0 || p.quiet >= 50 }

// actions lists the legal actions in notation, with capture marks.
func (r *refRules) actions(p refPosition) []string {
	if r.over(p) {
		return nil
	}
	var out []string
	me := p.colours[p.toMove]
	if p.hand[p.toMove] > 0 {
		for _, q := range r.points {
			if _, full := p.at[q]; !full {
				out = append(out, q)
			}
		}
		if p.pie == 1 {
			out = append(out, "swap")
		}
		return out
	}
	for _, q := range r.points {
		if p.at[q] == me {
			for _, n := range r.adjacent[q] {
				if _, full := p.at[n]; !full {
					s := q + "-" + n
					if r.capture(p, q, n) != "" {
						s += "*"
					}
					out = append(out, s)
				}
			}
		}
		if p.at[q] == 'n' {
			free := true
			for _, n := range r.adjacent[q] {
				if c := p.at[n]; c == 'b' || c == 'w' {
					free = false
				}
			}
			if free {
				out = append(out, "("+q+")")
			}
		}
	}
	return out
}

// capture returns the point captured by the step from-to, or "".
func (r *refRules) capture(p refPosition, from, to string) string {
	me, enemy := p.colours[p.toMove], p.colours[1-p.toMove]
	after := func(q string) byte { // the contents once the step is made
		switch q {
		case from:
			return 0
		case to:
			return me
		}
		return p.at[q]
	}
	cornered := map[string]bool{}
	for _, tri := range r.triangles[to] {
		var others []string
		for _, q := range tri {
			if q != to {
				others = append(others, q)
			}
		}
		a, b := after(others[0]), after(others[1])
		switch {
		case a == me && b == enemy:
			cornered[others[1]] = true
		case a == enemy && b == me:
			cornered[others[0]] = true
		}
	}
	if len(cornered) != 1 {
		return ""
	}
	for q := range cornered {
		return q
	}
	return ""
}

func (r *refRules) apply(p refPosition, action string) refPosition {
	next := p
	next.at = map[string]byte{}
	for k, v := range p.at {
		next.at[k] = v
	}
	me := p.colours[p.toMove]
	body := strings.TrimSuffix(action, "*")
	switch {
	case action == "swap":
		next.pie = 0
		return next // colours are exchanged between players, not pieces
	case strings.HasPrefix(action, "("):
		delete(next.at, body[1:3])
		next.quiet = 0
	case strings.Contains(action, "-"):
		from, to, _ := strings.Cut(body, "-")
		captured := r.capture(p, from, to)
		delete(next.at, from)
		next.at[to] = me
		next.quiet++
		if captured != "" {
			next.at[captured] = 'n'
			next.quiet = 0
		}
	default:
		next.at[action] = me
		next.hand[p.toMove]--
		next.pie = max(0, p.pie-1)
		if p.pie == 1 {
			next.pie = 0
		}
	}
	for _, sq := range r.squares {
		all := true
		for _, q := range sq {
			all = all && next.at[q] == me
		}
		if all {
			next.wonBy = p.toMove
		}
	}
	next.toMove = 1 - p.toMove
	return next
}

// compare reports the first difference between the engine's position and
// the reference's.
func compare(p Position, r refPosition) error {
	for q := Point(0); q < NumPoints; q++ {
		want := byte('.')
		if c, ok := r.at[q.String()]; ok {
			want = c
		}
		if got := "bwn."[p.At(q)]; got != want {
			return fmt.Errorf("%s holds %c, reference %c", q, got, want)
		}
	}
	if p.Hand(Black) != r.hand[0] || p.Hand(White) != r.hand[1] || int(p.ToMove()) != r.toMove || p.QuietActions() != r.quiet {
		return fmt.Errorf("hands, side or count differ")
	}
	won := p.Outcome().Reason == SquareWin
	if won != (r.wonBy >= 0) || won && int(p.Outcome().Winner) != r.wonBy {
		return fmt.Errorf("win differs: %v, reference %d", p.Outcome(), r.wonBy)
	}
	return nil
}

func engineActions(p Position) []string {
	var out []string
	for _, a := range p.LegalActions(nil) {
		out = append(out, FormatAction(p, a))
	}
	slices.Sort(out)
	return out
}

// TestAgainstReference plays random games and checks, before every
// action, that both implementations offer the same actions with the same
// capture marks, and after it, that the positions agree.
func TestAgainstReference(t *testing.T) {
	r := newRefRules(t)
	games := 2000
	if testing.Short() {
		games = 200
	}
	random := rng.New(7)
	captures, removals, wins := 0, 0, 0
	for game := 0; game < games; game++ {
		p, ref := StartPosition(), refStart()
		for ply := 0; ; ply++ {
			got, want := engineActions(p), r.actions(ref)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("game %d ply %d: actions\n%v\nreference\n%v\n%v", game, ply, got, want, p)
			}
			if len(got) == 0 {
				break
			}
			s := got[random.IntN(len(got))]
			a, err := ParseAction(p, s)
			if err != nil {
				t.Fatalf("game %d ply %d: %s: %v", game, ply, s, err)
			}
			p.Play(a)
			ref = r.apply(ref, s)
			if err := compare(p, ref); err != nil {
				t.Fatalf("game %d ply %d after %s: %v\n%v", game, ply, s, err, p)
			}
			switch {
			case strings.HasSuffix(s, "*"):
				captures++
			case strings.HasPrefix(s, "("):
				removals++
			}
		}
		if p.Outcome().Reason == SquareWin {
			wins++
		}
	}
	// The games must reach the interesting rules, or the test proves little.
	if captures < games || removals < games/10 || wins < games/10 {
		t.Errorf("random games too tame: %d captures, %d removals, %d wins in %d games", captures, removals, wins, games)
	}
	t.Logf("%d games: %d captures, %d removals, %d square wins", games, captures, removals, wins)
}

// Perft from positions deep in random games agrees with the reference.
func TestPerftAgainstReference(t *testing.T) {
	r := newRefRules(t)
	var refPerft func(p refPosition, depth int) int64
	refPerft = func(p refPosition, depth int) int64 {
		if depth == 0 {
			return 1
		}
		var n int64
		for _, a := range r.actions(p) {
			n += refPerft(r.apply(p, a), depth-1)
		}
		return n
	}
	// The pinned perft positions at depth 3.
	for _, tc := range loadPerft(t) {
		if tc.Depth != 3 {
			continue
		}
		g, err := ParseCompact(tc.Position)
		if err != nil {
			t.Fatal(err)
		}
		ref := refStart()
		for _, s := range g.FormattedActions() {
			ref = r.apply(ref, s)
		}
		if err := compare(g.Position(), ref); err != nil {
			t.Fatalf("%s: %v", tc.Name, err)
		}
		if got := refPerft(ref, 3); got != tc.Leaves {
			t.Errorf("%s: reference perft(3) = %d, pinned %d", tc.Name, got, tc.Leaves)
		}
	}
	for seed := uint64(1); seed <= 6; seed++ {
		random := rng.New(seed)
		p, ref := StartPosition(), refStart()
		for ply := 0; ply < 20+int(seed)*5; ply++ {
			acts := engineActions(p)
			if len(acts) == 0 {
				break
			}
			s := acts[random.IntN(len(acts))]
			a, _ := ParseAction(p, s)
			p.Play(a)
			ref = r.apply(ref, s)
		}
		if got, want := Perft(p, 3), refPerft(ref, 3); got != want {
			t.Errorf("seed %d: perft(3) = %d, reference %d\n%v", seed, got, want, p)
		}
	}
}
