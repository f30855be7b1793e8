package friend

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"diamond/rules/game"
	"diamond/rules/games"
)

// testPost is a Post on a clock that moves a second at each reading, with
// a seeded generator.
func testPost(seed uint64) *Post {
	t := time.UnixMilli(1_767_225_600_000)
	return &Post{Now: func() time.Time { t = t.Add(time.Second); return t }, Rand: rand.New(rand.NewPCG(seed, 7))}
}

// A line is a game played by turns, each its moves: the Diamond one has
// the pie rule's swap, Pivots a drop with its pivot step, Diamondback a
// promotion.
var lines = []struct {
	id    string
	turns [][]string
}{
	{"diamond", [][]string{{"d4"}, {"swap"}, {"e5"}, {"a1"}, {"b2"}, {"c3"}, {"f6"}, {"a2"}}},
	{"pivots", [][]string{{"g8"}, {"d4"}, {"g7"}, {"h4"}, {"e6"}, {"g3"}, {"f8"}, {"h8"}, {"f7", "f7/g8>c7"}, {"a1"}}},
	{"diamondback", [][]string{{"a3c4"}, {"d8c7"}, {"a4a3"}, {"c7c6"}, {"e1e2"}, {"c6b5"}, {"c4b6"}, {"b5a4n"}}},
}

// A step is one turn of a correspondence: the link its player sent, and
// both players' saved games once the other opened it.
type step struct {
	link   string
	sender game.Seat
	news   string    // what the receiver read
	saved  [2][]Game // by seat; each list also holds another game, first
}

// other is a game with another friend, in every list, so that indexes
// matter.
var other = Game{ID: "zzzzzzzz", Kind: "diamond", Seat: 1, Friend: "Cleo", Record: "ZA", Changed: 1}

// correspond plays turns between Ann (seat 0, who starts the game and
// plays first) and Bob, each turn on the board of its player's copy, sent
// by link and opened by the other.
func correspond(t testing.TB, p *Post, id string, turns [][]string) []step {
	t.Helper()
	spec, err := games.ByID(id)
	if err != nil {
		t.Fatal(err)
	}
	ann, err := p.New(spec, 0, " Ann ", "Bob", 0)
	if err != nil {
		t.Fatal(err)
	}
	saved := [2][]Game{{other, ann}, {other}}
	var steps []step
	for k, turn := range turns {
		m, err := ann.Match() // both copies are the same between turns
		if err != nil {
			t.Fatal(err)
		}
		seat := mover(playAll(t, m.Clone(), turn...), m.Len())
		i := index(saved[seat], ann.ID)
		g := saved[seat][i]
		m, _ = g.Match()
		if g, err = p.Played(g, playAll(t, m, turn...)); err != nil {
			t.Fatalf("%s turn %d: %v", id, k, err)
		}
		saved[seat], ann = replace(saved[seat], i, g), g
		link, err := Link(g)
		if err != nil {
			t.Fatal(err)
		}
		r := p.Open(link, saved[1-seat])
		want := Applied
		if k == 0 {
			want = NewGame
		}
		if r.Kind != want || r.Game.Record != g.Record || r.Game.Seat != 1-seat {
			t.Fatalf("%s turn %d: %v %q, %+v", id, k, r.Kind, r.Text, r.Game)
		}
		saved[1-seat] = r.Update(saved[1-seat])
		steps = append(steps, step{link, seat, r.Text, [2][]Game{clone(saved[0]), clone(saved[1])}})
	}
	return steps
}

func playAll(t testing.TB, m game.Match, moves ...string) game.Match {
	t.Helper()
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	return m
}

func index(gs []Game, id string) int {
	for i, g := range gs {
		if g.ID == id {
			return i
		}
	}
	return -1
}

func replace(gs []Game, i int, g Game) []Game {
	gs = clone(gs)
	gs[i] = g
	return gs
}

func clone(gs []Game) []Game { return append([]Game(nil), gs...) }

// mine returns the seat's copy of the correspondence game in a step.
func (s step) mine(seat game.Seat) Game {
	for _, g := range s.saved[seat] {
		if g.ID != other.ID {
			return g
		}
	}
	panic("no game")
}

// Two players play each game to its last turn: every link the other
// opens is applied, and both copies end the same, each with its seat and
// names.
func TestCorrespondence(t *testing.T) {
	for _, l := range lines {
		steps := correspond(t, testPost(1), l.id, l.turns)
		last := steps[len(steps)-1]
		ann, bob := last.mine(0), last.mine(1)
		if ann.Record != bob.Record || ann.ID != bob.ID || ann.Kind != l.id {
			t.Errorf("%s: Ann %+v, Bob %+v", l.id, ann, bob)
		}
		if ann.Seat != 0 || bob.Seat != 1 || ann.Me != "Ann" || ann.Friend != "Bob" || bob.Me != "Bob" || bob.Friend != "Ann" {
			t.Errorf("%s: seats and names: Ann %+v, Bob %+v", l.id, ann, bob)
		}
		if len(last.saved[1]) != 2 || last.saved[1][1] != other {
			t.Errorf("%s: Bob's list %+v", l.id, last.saved[1])
		}
	}
}

// The friend's turn is said in the news, whole: the pie rule's swap, a
// Pivots drop and its chain, a Diamondback promotion.
func TestNews(t *testing.T) {
	for _, c := range []struct {
		id   string
		turn int
		want string
	}{
		{"diamond", 0, "A new game of Diamond with Ann. Ann played d4. It is your turn."},
		{"diamond", 1, "Bob swapped colours. It is your turn."},
		{"pivots", 8, "Ann played f7 f7/g8>c7. It is your turn."},
		{"diamondback", 7, "Bob played b5-a4=N. It is your turn."},
	} {
		for _, l := range lines {
			if l.id == c.id {
				if s := correspond(t, testPost(2), l.id, l.turns)[c.turn]; s.news != c.want {
					t.Errorf("%s turn %d: %q, want %q", c.id, c.turn, s.news, c.want)
				}
			}
		}
	}
}

func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"  Ann  ":                  "Ann",
		"Ann\nMarie\t Smith":       "Ann Marie Smith",
		"<b>Bob</b>":               "<b>Bob</b>", // text, never markup: kept as typed
		"\u202eevE\u202c":          "evE",
		"Zoë 🎲":                    "Zoë 🎲",
		"a\x00b\x7fc":              "a b c",
		"\xff\xfeX":                "X",
		strings.Repeat("é", 41):    strings.Repeat("é", 40),
		strings.Repeat("abc ", 12): strings.TrimSpace(strings.Repeat("abc ", 10)),
		"":                         "",
	} {
		if got := CleanName(in); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNew(t *testing.T) {
	p := testPost(11)
	seats := map[game.Seat]bool{}
	for range 20 {
		g, err := p.New(games.Default, AnySeat, "Ann", "", 0)
		if err != nil || !isCode(g.ID) || g.Record != "" || g.Kind != "diamond" || g.Changed == 0 {
			t.Fatalf("%+v %v", g, err)
		}
		seats[g.Seat] = true
	}
	if len(seats) != 2 {
		t.Errorf("AnySeat drew %v", seats)
	}
	spec, _ := games.ByID("diamondback")
	if g, err := p.New(spec, 1, "", "", 3); err != nil || g.Record != "~a2h7" || g.Seat != 1 {
		t.Errorf("Diamondback's fourth start: %+v %v", g, err)
	}
	if _, err := p.New(spec, 0, "", "", 4); err == nil {
		t.Error("a start the game does not have")
	}
	if _, err := p.New(spec, 2, "", "", 0); err == nil {
		t.Error("seat 2")
	}
}

// An invitation: Ann lets Bob move first, and sends the empty game.
func TestInvitation(t *testing.T) {
	p := testPost(12)
	ann, err := p.New(games.Default, 1, "Ann", "Bob", 0)
	if err != nil {
		t.Fatal(err)
	}
	msg, err := Message(ann, "https://diamond.example/")
	if want := "Your move in Diamond: you play Black. https://diamond.example/#c=" + ann.ID + ".0.0."; err != nil || !strings.HasPrefix(msg, want) {
		t.Errorf("%q, want %q…", msg, want)
	}
	link, _ := Link(ann)
	r := p.Open(link, nil)
	if r.Kind != NewGame || r.Game.Seat != 0 || r.Text != "A new game of Diamond with Ann. It is your turn." {
		t.Errorf("%v %+v %q", r.Kind, r.Game, r.Text)
	}
}

// What my side may do, and what it may not.
func TestPlayed(t *testing.T) {
	p := testPost(13)
	s := correspond(t, p, "pivots", lines[1].turns[:8]) // Ann's turn: the drop and its chain
	ann, bob := s[7].mine(0), s[7].mine(1)
	m := match(t, ann)
	if _, err := p.Played(ann, playAll(t, m.Clone(), "f7")); err == nil || err.Error() != "finish the turn first" {
		t.Errorf("half a turn: %v", err)
	}
	if _, err := p.Played(bob, playAll(t, m.Clone(), "f7", "f7/g8>c7")); err == nil || !strings.Contains(err.Error(), "move 9 (Black's f7) is the friend's to play") {
		t.Errorf("the friend's turn: %v", err)
	}
	if _, err := p.Played(ann, m.Clone()); err == nil || err.Error() != "no move has been played" {
		t.Errorf("nothing: %v", err)
	}
	if _, err := p.Played(ann, match(t, s[3].mine(0))); err == nil || !strings.Contains(err.Error(), "does not continue") {
		t.Errorf("an older game: %v", err)
	}
	if _, err := p.OfferDraw(ann); err == nil {
		t.Error("a draw offered before my turn")
	}
	if _, err := p.AcceptDraw(ann); err == nil {
		t.Error("a draw accepted that nobody offered")
	}
	agreed := m.Clone()
	agreed.AgreeDraw()
	if _, err := p.Played(ann, agreed); err == nil {
		t.Error("a draw agreed alone")
	}
	resigned, err := p.Resign(ann)
	if err != nil || match(t, resigned).Outcome().Winner != game.Second {
		t.Fatalf("Ann (Black) resigns: %+v %v", resigned, err)
	}
	if _, err := p.Resign(resigned); err == nil {
		t.Error("resigned twice")
	}
	if _, err := p.OfferDraw(resigned); err == nil {
		t.Error("a draw offered after the end")
	}
	if got := resigned.Status(match(t, resigned)); got != "You resigned: Bob wins." {
		t.Errorf("status %q", got)
	}
	if msg, _ := Message(resigned, "h/"); !strings.HasPrefix(msg, "Game over in Diamonds & Pivots. Ann resigned: you win. h/#game=pivots&c=") {
		t.Errorf("message %q", msg)
	}
}

// The inbox's words: whose turn, the last turn, the ending.
func TestStatus(t *testing.T) {
	s := correspond(t, testPost(14), "diamond", lines[0].turns)
	ann := s[len(s)-1].mine(0)
	m := match(t, ann)
	if got := ann.Status(m); got != "It is your turn." {
		t.Errorf("Status %q", got)
	}
	if got := ann.LastTurn(m); got != "Bob played a2" {
		t.Errorf("LastTurn %q", got)
	}
	if got := s[len(s)-1].mine(1).LastTurn(m); got != "you played a2" {
		t.Errorf("LastTurn %q", got)
	}
	ann.Friend = ""
	if got := ann.Status(playAll(t, m, "a3")); got != "It is your friend's turn." {
		t.Errorf("Status %q", got)
	}
}
