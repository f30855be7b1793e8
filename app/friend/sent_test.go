package friend

import (
	"errors"
	"strings"
	"testing"

	"diamond/rules/games"
)

// Ann's turn in Pivots (a drop and its chain), Bob having offered a draw:
// her copy as the friend's last link left it, and the turn played on it.
func unsentTurn(t *testing.T, p *Post) (before, played Game) {
	t.Helper()
	s := correspond(t, p, "pivots", lines[1].turns[:8])
	before = s[7].mine(0)
	before.Offer = OfferedByFriend
	if before.Unsent != nil {
		t.Fatalf("the friend's turn applied leaves something unsent: %+v", before.Unsent)
	}
	played, err := p.Played(before, playAll(t, match(t, before), "f7", "f7/g8>c7"))
	if err != nil {
		t.Fatal(err)
	}
	return before, played
}

// A turn played is unsent until its link leaves: Take back returns the
// game to the friend's last turn, their draw offer standing again; what
// was done after it in the same turn (a draw offer, a resignation) goes
// with it. Once sent, nothing can be taken back.
func TestTakeBackUnsent(t *testing.T) {
	p := testPost(21)
	before, played := unsentTurn(t, p)
	if played.Unsent == nil || *played.Unsent != (Before{before.Record, OfferedByFriend}) || played.Offer != "" {
		t.Fatalf("the turn played: %+v", played)
	}
	if f, err := played.Final(); err != nil || f.Compact() != before.Record {
		t.Errorf("Final %v %v, want the friend's last turn %q", f, err, before.Record)
	}
	offered, err := p.OfferDraw(played)
	if err != nil || *offered.Unsent != *played.Unsent {
		t.Fatalf("a draw offered with the turn: %+v %v", offered, err)
	}
	resigned, err := p.Resign(offered)
	if err != nil || *resigned.Unsent != *played.Unsent {
		t.Fatalf("resigned after the turn: %+v %v", resigned, err)
	}
	for name, g := range map[string]Game{"the turn": played, "the turn and an offer": offered, "the turn and a resignation": resigned} {
		back, err := p.TakeBack(g)
		if err != nil || back.Record != before.Record || back.Offer != OfferedByFriend || back.Unsent != nil {
			t.Errorf("%s taken back: %+v %v", name, back, err)
		}
		if _, err := p.TakeBack(back); !errors.Is(err, ErrSent) {
			t.Errorf("%s: the friend's turn taken back too: %v", name, err)
		}
	}

	// Sent, the turn is final.
	sent := p.Sent(offered, offered)
	if sent.Unsent != nil || sent.Record != offered.Record || sent.Offer != OfferedByMe {
		t.Fatalf("marked sent: %+v", sent)
	}
	if _, err := p.TakeBack(sent); !errors.Is(err, ErrSent) {
		t.Errorf("a sent turn taken back: %v", err)
	}
	if f, err := sent.Final(); err != nil || f.Compact() != sent.Record {
		t.Errorf("Final of a sent game %v %v", f, err)
	}
	// A resignation after the turn sent: only the resignation is unsent.
	r, _ := p.Resign(sent)
	if back, err := p.TakeBack(r); err != nil || back.Record != sent.Record || back.Offer != OfferedByMe {
		t.Errorf("a resignation after a sent turn, taken back: %+v %v", back, err)
	}

	// An unsent mark that does not hold the friend's game (damaged, or
	// the friend's moves after it) takes nothing back.
	s := correspond(t, testPost(21), "pivots", lines[1].turns[:8])
	for name, u := range map[string]Before{
		"the friend's turn after it": {Record: s[5].mine(0).Record},
		"unreadable":                 {Record: "~~~"},
		"another game":               {Record: "~a1"},
	} {
		g := played
		g.Unsent = &u
		if _, err := p.TakeBack(g); !errors.Is(err, ErrSent) {
			t.Errorf("%s: taken back: %v", name, err)
		}
		if f, _ := g.Final(); f.Compact() != g.Record {
			t.Errorf("%s: Final %q", name, f.Compact())
		}
	}
}

// The friend's next turn tells that my turn reached them: nothing is
// unsent after it, whether or not this device saw the link leave.
func TestFriendsTurnEndsUnsent(t *testing.T) {
	p := testPost(22)
	s := correspond(t, p, "diamond", lines[0].turns[:4])
	if ann := s[2].mine(0); ann.Unsent == nil {
		t.Fatalf("Ann's turn, not marked sent: %+v", ann)
	}
	if ann := s[3].mine(0); ann.Unsent != nil {
		t.Errorf("Bob's turn applied: %+v", ann)
	}
}

// Sent marks what a link carried as final in the game as saved now,
// which another tab may have changed since the link was made.
func TestSent(t *testing.T) {
	p := testPost(23)
	before, played := unsentTurn(t, p)
	resigned, _ := p.Resign(played)
	back, _ := p.TakeBack(played)
	other, err := p.Played(back, playAll(t, match(t, back), "a1"))
	if err != nil {
		t.Fatal(err)
	}
	m := playAll(t, match(t, played), "a1") // Bob's next turn
	bobs := played
	bobs.Record, bobs.Unsent = m.Compact(), nil
	for _, c := range []struct {
		name      string
		now, sent Game
		want      Game
	}{
		{"as made", played, played, func() Game { g := played; g.Unsent = nil; return g }()},
		{"resigned since", resigned, played, func() Game { g := resigned; g.Unsent = &Before{played.Record, ""}; return g }()},
		{"taken back and another turn played", other, played, func() Game { g := played; g.Unsent = nil; return g }()},
		{"taken back", back, played, func() Game { g := played; g.Unsent = nil; return g }()},
		{"the other turn sent already", p.Sent(other, other), played, p.Sent(other, other)},
		{"the friend's turn since", bobs, played, bobs},
		{"the game as the friend had it", before, before, before},
	} {
		got := p.Sent(c.now, c.sent)
		if got.Record != c.want.Record || got.Offer != c.want.Offer || (got.Unsent == nil) != (c.want.Unsent == nil) ||
			got.Unsent != nil && *got.Unsent != *c.want.Unsent {
			t.Errorf("%s: %+v (unsent %+v), want %+v (unsent %+v)", c.name, got, got.Unsent, c.want, c.want.Unsent)
		}
	}
}

// A pass and the pie rule's swap are said as what they are, in the news,
// the list of games and the message sent.
func TestPassAndSwapWords(t *testing.T) {
	p := testPost(24)
	s := correspond(t, p, "pivots", [][]string{{"g8"}, {"pass"}, {"pass"}})
	if got := s[1].news; got != "Bob passed. It is your turn." {
		t.Errorf("news %q", got)
	}
	ann := s[1].mine(0)
	if got := ann.LastTurn(match(t, ann)); got != "Bob passed" {
		t.Errorf("LastTurn %q", got)
	}
	if msg, _ := Message(s[1].mine(1), "h/"); !strings.HasPrefix(msg, "Your move in Diamonds & Pivots: I passed. h/") {
		t.Errorf("message %q", msg)
	}
	d := correspond(t, p, "diamond", lines[0].turns[:2])
	if msg, _ := Message(d[1].mine(1), "h/"); !strings.HasPrefix(msg, "Your move in Diamond: I swapped colours. h/") {
		t.Errorf("message %q", msg)
	}
	if bob := d[1].mine(1); bob.LastTurn(match(t, bob)) != "you swapped colours" {
		t.Errorf("LastTurn %q", bob.LastTurn(match(t, bob)))
	}
}

// The send step's words: the end sent as what it is (a resignation, an
// acceptance, the last move), a turn unsent as one that can still be
// taken back, a turn sent as sent.
func TestSending(t *testing.T) {
	p := testPost(25)
	_, played := unsentTurn(t, p)
	check := func(name string, g Game, text, button string) {
		t.Helper()
		if gt, gb := g.Sending(match(t, g)); gt != text || gb != button {
			t.Errorf("%s: %q, %q; want %q, %q", name, gt, gb, text, button)
		}
	}
	check("unsent", played, "Your move is ready for Bob. Until you send it, you can take it back.", "Send your move")
	sent := p.Sent(played, played)
	check("sent", sent, "Your move went to Bob; their answer comes in a link.", "Send again")
	offered, _ := p.OfferDraw(sent)
	check("a draw offered after the turn was sent", offered, "Your move went to Bob; their answer comes in a link.", "Send again")
	resigned, _ := p.Resign(played)
	check("resigned", resigned, "Send Bob the end of the game.", "Tell Bob you resigned")
	before, _ := unsentTurn(t, p)
	accepted, _ := p.AcceptDraw(before)
	check("accepted", accepted, "Send Bob the end of the game.", "Tell Bob you accept")
	s := correspond(t, p, "diamond", [][]string{{"d3"}, {"a1"}, {"d4"}, {"a2"}, {"e3"}, {"a4"}, {"e4"}})
	won := s[6].mine(0)
	won.Friend = ""
	check("the last move", won, "Send your friend the end of the game.", "Send your move")
	invite, _ := p.New(games.Default, 1, "Ann", "Bob", 0)
	check("the friend moves first", invite, "Bob moves first: send them the game.", "Send the game")
}
