package pivots

import (
	"errors"
	"strings"
	"testing"

	"diamond/rules/record"
	"diamond/rules/rng"
)

// playGame plays actions in the text notation on g, failing on any error.
func playGame(t testing.TB, g *Game, actions string) {
	t.Helper()
	for _, tok := range strings.Fields(actions) {
		a, err := g.ParseAction(tok)
		if err == nil {
			err = g.Play(a)
		}
		if err != nil {
			t.Fatalf("%s: %v\n%v", tok, err, g.Position())
		}
	}
}

// netoGame is Neto's example turn and White's reply, from D0.
func netoGame(t testing.TB) *Game {
	p, err := ParsePosition(netoD0Notation)
	if err != nil {
		t.Fatal(err)
	}
	g := NewGameFrom(p)
	playGame(t, g, "c6 c5/d7>f5 f5/e6>f2 d2")
	return g
}

const netoD0Notation = "5/3b2/2bb3/4b3/5b3/8/7/wwww2/1w3 b 0 5"

// randomGame plays a uniformly random game to its end.
func randomGame(seed uint64) *Game {
	r := rng.New(seed)
	g := NewGame()
	for !g.Outcome().Over() {
		if err := g.Play(g.st.RandomAction(r)); err != nil {
			panic(err)
		}
	}
	return g
}

func TestRecordLayout(t *testing.T) {
	g := NewGame()
	playGame(t, g, "e5 swap c3 d4 pass pass")
	want := `[Game "Diamonds & Pivots"]
1 B e5
2 W swap
3 W c3
4 B d4
5 W pass
6 B pass
1-0
`
	if got := g.Record(); got != want {
		t.Errorf("record\n%s\nwant\n%s", got, want)
	}
	want = `[Game "Diamonds & Pivots"]
[Position "5/3b2/2bb3/4b3/5b3/8/7/wwww2/1w3 b 0 5"]
5 B c6 c5/d7>f5 f5/e6>f2
6 W d2
`
	if got := netoGame(t).Record(); got != want {
		t.Errorf("record\n%s\nwant\n%s", got, want)
	}
	if got := NewGame().Record(); got != "[Game \"Diamonds & Pivots\"]\n" {
		t.Errorf("empty record %q", got)
	}
	// A turn in progress ends the record.
	mid := netoGame(t)
	mid.Undo()
	mid.Undo()
	if got := mid.Record(); !strings.HasSuffix(got, "\n5 B c6 c5/d7>f5\n") {
		t.Errorf("record in a chain:\n%s", got)
	}
}

func TestRecordRoundTrip(t *testing.T) {
	games := []*Game{NewGame(), netoGame(t)}
	for seed := uint64(1); seed <= 20; seed++ {
		games = append(games, randomGame(seed))
	}
	resigned := netoGame(t)
	resigned.Resign(White)
	agreed := netoGame(t)
	agreed.Undo()
	agreed.AgreeDraw()
	games = append(games, resigned, agreed)
	for _, g := range games {
		text := g.Record()
		back, err := ParseRecord(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if back.Record() != text || back.Compact() != g.Compact() || back.Outcome() != g.Outcome() || back.Position() != g.Position() {
			t.Fatalf("record does not round-trip:\n%s\nread back as\n%s", text, back.Record())
		}
		c, err := ParseCompact(g.Compact())
		if err != nil {
			t.Fatalf("%v\n%s", err, g.Compact())
		}
		if c.Record() != text || c.Outcome() != g.Outcome() {
			t.Fatalf("compact %s read back as\n%s\nwant\n%s", g.Compact(), c.Record(), text)
		}
	}
}

// ParseRecord reads the page's layout (comments, [Result "W"]), a plain
// list of actions and the project's numbering in pairs.
func TestRecordForms(t *testing.T) {
	want := NewGame()
	playGame(t, want, "e5 swap c3 d4 pass pass")
	page := `[Game "Diamonds & Pivots"]
[Player1 "Alice"]        # makes the first drop, as Black
[Player2 "Bob"]          # plays White; after swap the two exchange colours
[Result "B"]             # B or W
[Score "2-1"]            # Black-White stones at the end
[End "passes"]           # passes | cap
1 B e5
2 W swap
3 W c3
4 B d4
5 W pass
6 B pass
`
	for _, text := range []string{
		page,
		"e5 swap c3 d4 pass pass",
		"e5 swap c3 d4 pass pass 1-0",
		"1. e5 swap 2. c3 d4 3. pass pass 1-0",
		"[Game \"pivots\"]\n1 b E5 2 w SWAP\n3 W c3\n4 B d4 5 W pass 6 B pass",
	} {
		g, err := ParseRecord(text)
		if err != nil {
			t.Errorf("ParseRecord(%q): %v", text, err)
			continue
		}
		if g.Record() != want.Record() {
			t.Errorf("ParseRecord(%q) =\n%s", text, g.Record())
		}
	}
	// Neto's turn in the short form, without numbers.
	g, err := ParseRecord("[Position \"" + netoD0Notation + "\"]\nc6 c5>f5 f5>f2 d2")
	if err != nil || g.Record() != netoGame(t).Record() {
		t.Errorf("short form: %v\n%v", err, g)
	}
}

func TestRecordErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"1 B e5 2 W e5", "e5 is not empty"},
		{"1 B e5 3 W a1", "turn number 3 where turn 2 begins"},
		{"1 B e5 2 B a1", "turn 2 is White's, not Black's"},
		{"[Position \"" + netoD0Notation + "\"]\n5 B c6\n6 W d2", "turn 5 is not over: Black owns a diamond"},
		{"[Position \"" + netoD0Notation + "\"]\n5 B c6 W", "turn 5 is not over"},
		{"[Game \"Diamond\"]\n1. d4", "not Diamonds & Pivots"},
		{"e5 a1 pass pass 1-0", "the record ends 1-0, but the play ends 0-1"},
		{"e5 a1 pass pass pass", "the game is over"},
		{"[Result \"X\"]\ne5", "should be B, W"},
		{"[Result \"W\"]\ne5 1-0", "disagree"},
		{"pass", "no pass on Black's first turn"},
		{"e5 a1 swap", "only White's first turn may swap"},
		{"[Position \"5/6/7/8/9/8/7/6/5 x 0 3\"]", "starting position"},
		{"[Game \"Diamonds & Pivots\"\ne5", "not closed"},
	} {
		_, err := ParseRecord(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseRecord(%q) error %v, want %q", tc.text, err, tc.want)
		}
	}
	_, err := ParseRecord("1 B e5\n2 W a1\n3 B a1")
	var me *record.MoveError
	if !errors.As(err, &me) || me.Ply != 2 || me.Action != "a1" || err.Error() != "turn 3 (a1) is not legal: Black: a1 is not empty" {
		t.Errorf("error %v, want a MoveError at ply 2", err)
	}
	// A result the play does not explain is a resignation or agreement.
	for text, want := range map[string]Reason{"e5 a1 1-0": Resignation, "e5 a1 0-1": Resignation, "e5 a1 1/2-1/2": Agreement, "[Result \"W\"]\ne5": Resignation} {
		g, err := ParseRecord(text)
		if err != nil || g.Outcome().Reason != want {
			t.Errorf("ParseRecord(%q) = %v, %v; want %v", text, g, err, want)
		}
	}
	if g, _ := ParseRecord("e5 a1 1-0"); g.Outcome().Winner != Black {
		t.Error("1-0 is not Black's win")
	}
}

func TestCompact(t *testing.T) {
	g := NewGame()
	playGame(t, g, "e5 swap c3 pass pass")
	if got := g.Compact(); got != "~e5.s.c3.p.p" {
		t.Errorf("compact %q, want ~e5.s.c3.p.p", got)
	}
	if got := netoGame(t).Compact(); got != "~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5d7f5f5e6f2.d2" {
		t.Errorf("Neto's turn: %q", got)
	}
	if got := NewGame().Compact(); got != "~" {
		t.Errorf("empty game %q", got)
	}
	// The prefix property holds in the middle of a chain.
	n := netoGame(t)
	var prefixes []string
	for n.Len() > 0 {
		prefixes = append(prefixes, n.Compact())
		n.Undo()
	}
	for i := 1; i < len(prefixes); i++ {
		if !strings.HasPrefix(prefixes[i-1], prefixes[i]) {
			t.Errorf("%q is not a prefix of %q", prefixes[i], prefixes[i-1])
		}
	}
	resigned := NewGame()
	playGame(t, resigned, "e5 a1")
	resigned.Resign(Black)
	if got := resigned.Compact(); got != "~e5.a1_w" {
		t.Errorf("resigned: %q", got)
	}
	for _, s := range []string{"~e5.a1.p.p_w", "~e5.a1.p.p"} {
		if g, err := ParseCompact(s); err != nil || g.Outcome().Reason != Passes {
			t.Errorf("ParseCompact(%q) = %v, %v", s, g, err)
		}
	}
}

func TestCompactErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "should begin with ~"},
		{"e5", "should begin with ~"},
		{"~e5.", "should be p, s"},
		{"~e5..a1", "should be p, s"},
		{"~e5.e5", "e5 is not empty"},
		{"~p", "no pass"},
		{"~e5.a1.s", "only White's first turn may swap"},
		{"~e5a1", "should be p, s"},
		{"~e5a1b2d4", "the turn ended after e5"},
		{"~-c5d6d7e6f6-d1e2f2f3g4-b05-c6.d2", "turn 5 is cut short"},
		{"~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5d7f9", "not three cells"},
		{"~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5e5f5", "not opposite corners"},
		{"~e5.a1.p.p_b", "the record ends 1-0, but the play ends 0-1"},
		{"~e5.a1.p.p.a2", "the game is over"},
		{"~e5_x", "not a result"},
		{"~e5.z9", "not a cell"},
		{"~-e5-e5-w03-", "hold both"},
		{"~-e5--w03", "four dashes"},
		{"~-e5--x03-", "side to move"},
		{"~-e5--w0-", "side to move"},
		{"~-e5--w04000-", "turn"},
		{"~-e6e5--w03-", "should read"},
		{"~-e5--b01-", "turn 1"},
	} {
		_, err := ParseCompact(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseCompact(%q) error %v, want %q", tc.text, err, tc.want)
		}
	}
	_, err := ParseCompact("~e5.e5")
	var me *record.MoveError
	if !errors.As(err, &me) || me.Ply != 1 {
		t.Errorf("error %v, want a MoveError at ply 1", err)
	}
}

func TestPositionNotation(t *testing.T) {
	if got := FormatPosition(StartPosition()); got != "5/6/7/8/9/8/7/6/5 b 0 1" {
		t.Errorf("start %q", got)
	}
	d0 := netoD0(t)
	d0.pos.turn = 5
	d0.pos.hash = d0.pos.computeHash()
	if got := FormatPosition(d0.pos); got != netoD0Notation {
		t.Errorf("D0 %q, want %q", got, netoD0Notation)
	}
	for _, s := range []string{netoD0Notation, "5/6/7/8/9/8/7/6/5 b 0 1", "5/6/7/8/4b4/8/7/6/5 w 0 2", "bbbbb/wwwwww/7/8/9/8/7/6/5 w 2 1001", "5/6/7/8/4b4/8/7/6/5 b 1 7"} {
		p, err := ParsePosition(s)
		if err != nil || FormatPosition(p) != s || p.Hash() != p.computeHash() {
			t.Errorf("ParsePosition(%q) = %q, %v", s, FormatPosition(p), err)
		}
	}
	if p, err := ParsePosition("5/6/7/8/4b4/8/7/6/5 w"); err != nil || FormatPosition(p) != "5/6/7/8/4b4/8/7/6/5 w 0 3" {
		t.Errorf("short form: %q, %v", FormatPosition(p), err)
	}
	if p, _ := ParsePosition("5/6/7/8/9/8/7/6/5 b 0 1"); p != StartPosition() {
		t.Error("the start's notation does not give the start")
	}
	if got := FormatPosition(netoD1(t).pos); !strings.HasSuffix(got, " b 0 5 pivot") {
		t.Errorf("in a chain: %q", got)
	}
	for _, tc := range []struct{ s, want string }{
		{"", "should read"},
		{"5/6/7/8/9/8/7/6/5 b 0", "should read"},
		{"5/6/7/8/9/8/7/6/5 b 0 5 pivot", "turn boundary"},
		{"5/6/7/8/9/8/7/6 b 0 5", "9 rows"},
		{"5/6/7/8/9/8/7/6/4 b 0 5", "covers 4 cells"},
		{"5/6/7/8/9/8/7/6/6 b 0 5", "covers 6 cells"},
		{"5/6/7/8/9/8/7/6/5b b 0 5", "more than 5 cells"},
		{"5/6/7/8/9/8/7/6/4x b 0 5", "not b, w"},
		{"5/6/7/8/9/8/7/6/5 x 0 5", "side to move"},
		{"5/6/7/8/9/8/7/6/5 b 3 5", "passes"},
		{"5/6/7/8/9/8/7/6/5 b 00 5", "passes"},
		{"5/6/7/8/9/8/7/6/5 b 0 0", "turn"},
		{"5/6/7/8/9/8/7/6/5 b 0 1002", "turn"},
		{"5/6/7/8/9/8/7/6/5 b 0 05", "turn"},
		{"5/6/7/8/4b4/8/7/6/5 b 0 1", "turn 1"},
		{"5/6/7/8/9/8/7/6/5 w 0 1", "turn 1"},
		{"5/6/7/8/4b4/8/7/6/5 b 0 2", "turn 2"},
		{"5/6/7/8/4b4/8/7/6/5 b 2 3", "passes in a row"},
	} {
		_, err := ParsePosition(tc.s)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParsePosition(%q) error %v, want %q", tc.s, err, tc.want)
		}
	}
}

func FuzzParseRecord(f *testing.F) {
	for _, s := range []string{
		"", "1 B e5\n2 W swap\n3 W c3", "e5 swap c3 d4 pass pass", "1. e5 swap 2. c3 1-0", "e5 a1 1/2-1/2",
		"[Result \"W\"]\ne5", "[Position \"" + netoD0Notation + "\"]\n5 B c6 c5/d7>f5 f5/e6>f2\n6 W d2",
		"[Position \"" + netoD0Notation + "\"]\nc6 c5>f5", "# comment\ne5 # more", "1 B e5 2 W 2",
	} {
		f.Add(s)
	}
	f.Add(randomGame(3).Record())
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseRecord(text)
		if err != nil {
			return
		}
		out := g.Record()
		again, err := ParseRecord(out)
		if err != nil {
			t.Fatalf("%q parsed, but its rewrite %q does not: %v", text, out, err)
		}
		if again.Record() != out || again.Outcome() != g.Outcome() || again.Compact() != g.Compact() {
			t.Fatalf("rewrite of %q does not round-trip", text)
		}
	})
}

func FuzzParseCompact(f *testing.F) {
	for _, s := range []string{
		"~", "~e5.s.c3.p.p", "~e5.a1_w", "~e5_d", "~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5d7f5f5e6f2.d2",
		"~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5d7f5", "~-e5--w03-", "~e5.", "_", "~e5$",
	} {
		f.Add(s)
	}
	f.Add(randomGame(3).Compact())
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseCompact(s)
		if err != nil {
			return
		}
		out := g.Compact()
		again, err := ParseCompact(out)
		if err != nil {
			t.Fatalf("%q parsed, but its rewrite %q does not: %v", s, out, err)
		}
		if again.Compact() != out || again.Record() != g.Record() || again.Outcome() != g.Outcome() {
			t.Fatalf("rewrite %q of %q does not round-trip", out, s)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"5/6/7/8/9/8/7/6/5 b 0 1", netoD0Notation, "5/6/7/8/4b4/8/7/6/5 w", "bbbbb/wwwwww/7/8/9/8/7/6/5 w 2 1001", "5/6/7/8/9/8/7/6/5 b 0 5 pivot", "11111/6/7/8/9/8/7/6/5 b 0 3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			return
		}
		out := FormatPosition(p)
		q, err := ParsePosition(out)
		if err != nil {
			t.Fatalf("%q parsed, but its rewrite %q does not: %v", s, out, err)
		}
		if q != p || p.Hash() != p.computeHash() || p.phase != Choose {
			t.Fatalf("rewrite %q of %q does not round-trip", out, s)
		}
		// A game from it plays and writes its links.
		g := NewGameFrom(p)
		if _, err := ParseCompact(g.Compact()); err != nil {
			t.Fatalf("compact %q of position %q: %v", g.Compact(), out, err)
		}
	})
}
