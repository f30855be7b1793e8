package friend

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"diamond/app/share"
	"diamond/rules/game"
	"diamond/rules/games"
)

// forge writes a link as anyone could: any game, any code, any seat.
func forge(id string, to game.Seat, m game.Match, offer bool) string {
	return fragment(link{id: id, seat: to, offer: offer, from: "Eve", match: m})
}

func match(t testing.TB, g Game) game.Match {
	t.Helper()
	m, err := g.Match()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// differ returns m taken back to ply and continued by another move than
// the one played there.
func differ(t testing.TB, m game.Match, ply int) game.Match {
	t.Helper()
	m = m.Clone()
	was := m.Moves()[ply]
	for m.Len() > ply {
		m.Undo()
	}
	for _, mv := range m.Legal() {
		if m.Play(mv) != nil {
			continue
		}
		if m.Moves()[ply] != was {
			return m
		}
		m.Undo()
	}
	t.Fatalf("no other move at ply %d", ply)
	return nil
}

type openCase struct {
	name  string
	link  string
	saved []Game
	kind  LinkKind
	text  string // a part of the result's text
	ply   int    // Changed: the first move changed
}

// cases are the links a player may open, of every kind, in a game played
// by turns: the table of TestOpen and the seeds of FuzzOpen.
func cases(t testing.TB, seed uint64, id string, turns [][]string) []openCase {
	p := testPost(seed)
	s := correspond(t, p, id, turns)
	spec, _ := games.ByID(id)
	ann, bob := s[0].sender, 1-s[0].sender // Ann started
	const k = 4                            // a turn in the middle, by Ann
	if s[k].sender != ann || s[k+1].sender != bob {
		t.Fatalf("%s: turn %d is not Ann's", id, k)
	}
	code := s[k].mine(bob).ID
	atK := match(t, s[k].mine(bob))
	plyK := atK.Len()
	cs := []openCase{
		{"new game", s[0].link, nil, NewGame, "A new game of " + spec.Name() + " with Ann.", 0},
		{"new game beside another", s[0].link, []Game{other}, NewGame, "It is your turn.", 0},
		{"same", s[k].link, s[k].saved[bob], Same, "Nothing new. It is your turn.", 0},
		{"older", s[k-2].link, s[k].saved[bob], Older, fmt.Sprintf("This link is at move %d; your game is at move %d", plies(t, s[k-2].mine(bob)), plyK), 0},
		{"own", s[k].link, s[k].saved[ann], Own, "This is a link you sent to Bob, at move " + fmt.Sprint(plyK), 0},
		{"own, older", s[k-2].link, s[k].saved[ann], Own, "your game stays as it is. It is Bob's turn.", 0},
		{"own, seen by the friend", s[k-3].link, s[k].saved[bob], Own, "This is a link you sent to Ann", 0},
		{"an earlier move changed", forge(code, bob, differ(t, atK, 2), false), s[k].saved[bob], Changed,
			fmt.Sprintf("move 3 is %s in it, and %s in your game", moveText(differ(t, atK, 2), 2), moveText(atK, 2)), 2},
		{"the last move changed, longer", forge(code, bob, playAll(t, differ(t, atK, plyK-1), differ(t, atK, plyK-1).Legal()[0]), false), s[k].saved[bob], Changed,
			fmt.Sprintf("move %d is", plyK), plyK - 1},
		{"a move played for me", s[k+2].link, s[k].saved[bob], Changed, fmt.Sprintf("it plays move %d for you", plyK+1), plyK},
		{"another game's link with the code", forge(code, bob, otherGame(t, id), false), s[k].saved[bob], Changed,
			"it is a game of " + otherGame(t, id).Spec().Name() + ", and your game with the same code is not", 0},
		{"another player's link, extending", forge(code, ann, match(t, s[k+1].mine(ann)), false), s[k].saved[bob], Changed,
			"it is addressed to Ann, and holds moves your game does not have", plyK},
		{"my copy unreadable", s[k].link, []Game{{ID: code, Kind: id, Seat: 1, Record: "~~"}}, Changed, "your copy of the game cannot be read", 0},
		{"my copy of a game this version does not know", s[k].link, []Game{{ID: code, Kind: "go", Seat: 1}}, Changed, "your game with the same code is not", 0},
		{"not a friend link", share.Fragment(atK, 3), s[k].saved[bob], NotFriend, "", 0},
		{"no link", "rules", s[k].saved[bob], NotFriend, "", 0},
		{"cut before its game", strings.Split(s[k].link, "&g=")[0], s[k].saved[bob], Damaged, "cut off before its game", 0},
		{"cut in its game", s[k].link[:strings.Index(s[k].link, "&m=")-2] + "&m=1", s[k].saved[bob], Damaged, "damaged or cut off", 0},
		{"a bad escape", s[k].link + "&from=%E2%9", s[k].saved[bob], Damaged, "(a % in it is not followed by two digits", 0},
		{"a bad code", strings.Replace(s[k].link, "c="+code+".", "c="+code[:7]+".", 1), s[k].saved[bob], Damaged, "its game code (c=) is damaged", 0},
		{"a bad seat", strings.Replace(s[k].link, "c="+code+".1.", "c="+code+".2.", 1), s[k].saved[bob], Damaged, "its game code (c=) is damaged", 0},
		{"a changed seat", strings.Replace(s[k].link, "c="+code+".1.", "c="+code+".0.", 1), s[k].saved[bob], Damaged, "it was changed on its way", 0},
		{"a wrong ply", strings.Replace(s[k].link, fmt.Sprintf(".%d.", plyK), fmt.Sprintf(".%d.", plyK+1), 1), s[k].saved[bob], Damaged,
			fmt.Sprintf("it should hold %d moves, and holds %d", plyK+1, plyK), 0},
		{"an unknown game", "game=chess&" + strings.TrimPrefix(s[k].link, share.GameParam(spec)), s[k].saved[bob], Damaged, `does not know the game "chess"`, 0},
		{"an illegal move", strings.Replace(s[k].link, "&g=", "&g=~x", 1), s[k].saved[bob], Damaged, "it is damaged or cut off: ", 0},
	}
	if id == "diamondback" { // four starts
		cs = append(cs, openCase{"another start", forge(code, bob, otherStart(t, spec), false), s[k].saved[bob], Changed, "it starts from another position than your game", 0})
	}
	for i := 1; i < len(s); i++ {
		recv := 1 - s[i].sender
		cs = append(cs, openCase{fmt.Sprintf("turn %d", i), s[i].link, s[i-1].saved[recv], Applied, "It is your turn.", 0})
	}
	return append(cs, endings(t, p, s, k)...)
}

// endings are the cases of resignations and draw offers after turn k,
// Ann's.
func endings(t testing.TB, p *Post, s []step, k int) []openCase {
	ann, bob := s[k].sender, 1-s[k].sender
	code := s[k].mine(ann).ID
	var cs []openCase
	mustDo := func(g Game, err error) Game {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	linkOf := func(g Game) string {
		t.Helper()
		l, err := Link(g)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	// Bob resigns on his turn; Ann resigns on Bob's.
	bobResigned := mustDo(p.Resign(s[k].mine(bob)))
	annResigned := mustDo(p.Resign(s[k].mine(ann)))
	cs = append(cs,
		openCase{"the friend resigned", linkOf(bobResigned), s[k].saved[ann], Applied, "Bob resigned: you win.", 0},
		openCase{"the friend resigned, seen again", linkOf(bobResigned), []Game{other, annResigned}, Changed, "it ends the game in another way than your game", plies(t, s[k].mine(ann))},
		openCase{"the friend resigned on my turn", linkOf(annResigned), s[k].saved[bob], Applied, "Ann resigned: you win.", 0},
		openCase{"a link that says I resigned", forge(code, ann, match(t, annResigned), false), s[k].saved[ann], Changed, "it says that you resigned, which you did not", plies(t, s[k].mine(ann))},
		openCase{"my game is over, the friend's goes on", s[k+1].link, []Game{annResigned}, Changed, "your game is over, and it goes on", plies(t, s[k].mine(ann))},
		openCase{"from before the end", forge(code, ann, match(t, s[k].mine(bob)), false), []Game{annResigned}, Older, "This link is from before the game ended", 0},
		openCase{"a resignation from earlier", linkOf(mustDo(p.Resign(s[k-1].mine(bob)))), s[k].saved[ann], Changed,
			fmt.Sprintf("it ends the game at move %d, where your game goes on", plies(t, s[k-1].mine(bob))), plies(t, s[k-1].mine(bob))},
	)
	// Ann offers a draw with her turn k: Bob accepts, or plays on.
	offered := mustDo(p.OfferDraw(s[k].mine(ann)))
	bobOffered := s[k-1].mine(bob)
	cs = append(cs, openCase{"a draw offer", linkOf(offered), []Game{bobOffered}, Applied, "Ann offers a draw. It is your turn.", 0})
	bobOffered.Record, bobOffered.Offer = offered.Record, OfferedByFriend
	accepted := mustDo(p.AcceptDraw(bobOffered))
	declined := mustDo(p.Played(bobOffered, match(t, s[k+1].mine(bob))))
	cs = append(cs,
		openCase{"a draw accepted", linkOf(accepted), []Game{offered}, Applied, "Bob accepted your draw offer. Drawn by agreement.", 0},
		openCase{"a draw declined", linkOf(declined), []Game{offered}, Applied, "Bob declined your draw offer. Bob played", 0},
		openCase{"a draw not offered", linkOf(accepted), s[k].saved[ann], Changed, "a draw by agreement, which you did not offer", plies(t, s[k].mine(ann))},
	)
	return cs
}

func plies(t testing.TB, g Game) int { return match(t, g).Len() }

// otherGame is a new game of another kind than id.
func otherGame(t testing.TB, id string) game.Match {
	for _, s := range games.All() {
		if s.ID() != id {
			m, err := s.New(0)
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
	}
	panic("one game")
}

func otherStart(t testing.TB, spec game.Spec) game.Match {
	m, err := spec.New(1)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Every kind of link, for each game: what Open says, and that nothing
// but a new game or a true extension changes the saved games.
func TestOpen(t *testing.T) {
	for i, l := range lines {
		for _, c := range cases(t, uint64(i), l.id, l.turns) {
			name := l.id + ": " + c.name
			r := testPost(4).Open(c.link, c.saved)
			if r.Kind != c.kind || !strings.Contains(r.Text, c.text) || r.Kind == Changed && r.Ply != c.ply {
				t.Errorf("%s: %v (ply %d) %q\nwant %v (ply %d) with %q", name, r.Kind, r.Ply, r.Text, c.kind, c.ply, c.text)
				continue
			}
			checkResult(t, name, c.saved, r)
		}
	}
}

// checkResult checks what every result promises: the saved games change
// only by a game added or a true extension by the friend's moves.
func checkResult(t testing.TB, name string, saved []Game, r Result) {
	t.Helper()
	before := clone(saved)
	after := r.Update(saved)
	if !slices.Equal(saved, before) {
		t.Fatalf("%s: Update changed its argument", name)
	}
	switch r.Kind {
	case NewGame:
		if len(after) != len(saved)+1 || !slices.Equal(after[1:], saved) || after[0].Record != r.Line.Compact() {
			t.Errorf("%s: a new game added as %+v", name, after)
		}
		return
	case Applied:
		old := saved[r.Index]
		checkExtension(t, name, old, after[r.Index])
		if !slices.Equal(after[:r.Index], saved[:r.Index]) || !slices.Equal(after[r.Index+1:], saved[r.Index+1:]) {
			t.Errorf("%s: other games changed", name)
		}
		return
	case Changed, Older, Own, Same:
		if r.Index < 0 || r.Game != saved[r.Index] {
			t.Errorf("%s: the saved copy is not reported: %d %+v", name, r.Index, r.Game)
		}
	}
	if !slices.Equal(after, saved) {
		t.Errorf("%s: %v changed the saved games", name, r.Kind)
	}
}

// checkExtension checks that next continues old by the friend's moves
// only, perhaps with their resignation or their acceptance of my offer.
func checkExtension(t testing.TB, name string, old, next Game) {
	t.Helper()
	o, err := old.Match()
	if err != nil {
		t.Fatalf("%s: an unreadable game was applied to: %v", name, err)
	}
	n, err := next.Match()
	if err != nil {
		t.Fatalf("%s: the game applied cannot be read: %v", name, err)
	}
	if next.ID != old.ID || next.Kind != old.Kind || next.Seat != old.Seat || next.Me != old.Me || old.Friend != "" && next.Friend != old.Friend {
		t.Errorf("%s: the game's identity changed: %+v to %+v", name, old, next)
	}
	if common, same := commonPlies(o, n); !same || common != o.Len() || o.Outcome().Over {
		t.Errorf("%s: %q does not continue %q", name, next.Record, old.Record)
	}
	for ply := o.Len(); ply < n.Len(); ply++ {
		if mover(n, ply) == old.Seat {
			t.Errorf("%s: move %d was played for me", name, ply+1)
		}
	}
	if oc := n.Outcome(); oc.Declared && (oc.Reason == game.Agreement) != (old.Offer == OfferedByMe && n.Len() == o.Len()) {
		t.Errorf("%s: %s after %q", name, oc.Reason, old.Offer)
	}
	if oc := n.Outcome(); oc.Reason == game.Resignation && oc.Winner != n.SideOf(old.Seat, n.Len()) {
		t.Errorf("%s: I resigned", name)
	}
}

// Whatever part of a friend link a messenger keeps, Open says it is
// damaged, or reads it whole (a cut in m= changes nothing); it never takes
// a cut link for a move, and any cut that keeps its code is a friend link.
func TestCutLinks(t *testing.T) {
	for _, l := range lines {
		s := correspond(t, testPost(5), l.id, l.turns)
		for k := 1; k < len(s); k++ {
			saved := s[k-1].saved[1-s[k].sender]
			whole := testPost(6).Open(s[k].link, saved)
			for i := range len(s[k].link) {
				cut := s[k].link[:i]
				r := testPost(6).Open(cut, saved)
				if i > strings.Index(s[k].link, "c=") && (!IsLink(cut) || r.Kind == NotFriend || r.Text == "") {
					t.Errorf("%s: %q, cut after its code, is not a friend link in words: IsLink %v, %v %q", l.id, cut, IsLink(cut), r.Kind, r.Text)
				}
				switch {
				case r.Kind == Damaged || r.Kind == NotFriend:
				case strings.Contains(s[k].link[i:], "&g="):
					t.Errorf("%s: %q read as %v", l.id, cut, r.Kind)
				case r.Kind != whole.Kind || r.Game != whole.Game:
					t.Errorf("%s: %q read as %v, the whole link as %v", l.id, cut, r.Kind, whole.Kind)
				}
			}
		}
	}
}
