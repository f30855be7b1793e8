package friend

import (
	"strings"
	"testing"

	"diamond/app/share"
	"diamond/rules/games"
)

// The links' form, pinned: a format that other versions of the app read.
func TestLinkForm(t *testing.T) {
	g := Game{ID: "AbCdEfGh", Kind: "pivots", Seat: 0, Me: "Ann Lee", Friend: "Bob & Co", Record: "~e5", Offer: OfferedByMe}
	// uDsixTyh: the first 6 bytes of FNV-1a-64("AbCdEfGh.1.~e5"), base64url.
	want := "game=pivots&c=AbCdEfGh.1.1.uDsixTyh&draw=1&from=Ann+Lee&to=Bob+%26+Co&g=~e5&m=1"
	if got, err := Link(g); err != nil || got != want {
		t.Errorf("Link = %q, %v\nwant %q", got, err, want)
	}
	// Diamond's links name no game, as ever.
	g = Game{ID: "AbCdEfGh", Kind: "diamond", Seat: 1, Record: "ZA"}
	if got, _ := Link(g); !strings.HasPrefix(got, "c=AbCdEfGh.0.2.") || !strings.HasSuffix(got, "&g=ZA&m=2") {
		t.Errorf("Link = %q", got)
	}
}

// A friend link is also the ordinary game link it holds: an app that
// knows no friend links, and share.Parse, read the same game at its end.
func TestFriendLinkIsAGameLink(t *testing.T) {
	for _, l := range lines {
		for _, s := range correspond(t, testPost(21), l.id, l.turns) {
			sl, err := share.Parse(s.link)
			if err != nil || sl.Game.Compact() != s.mine(0).Record || sl.Ply != sl.Game.Len() || sl.Note != "" {
				t.Errorf("%s: share.Parse(%q) = %+v, %v", l.id, s.link, sl, err)
			}
			if f, ok := share.Find("https://diamond.example/#" + s.link); !ok || f != s.link {
				t.Errorf("share.Find: %q %v", f, ok)
			}
		}
	}
}

// Names travel escaped and are read back clean.
func TestNamesInLinks(t *testing.T) {
	p := testPost(22)
	ann, err := p.New(games.Default, 0, "Ann & <i>Co</i>", strings.Repeat("B", 50), 0)
	if err != nil {
		t.Fatal(err)
	}
	link, _ := Link(ann)
	r := p.Open(link, nil)
	if r.Game.Friend != "Ann & <i>Co</i>" || r.Game.Me != strings.Repeat("B", MaxName) {
		t.Errorf("%+v", r.Game)
	}
	// A sender writing links by hand cannot pass control characters.
	link = strings.Replace(link, "&g=", "&from=%E2%80%AEEve%0A%3Cscript%3E&g=", 1)
	link = strings.Replace(link, "from=Ann", "x=Ann", 1)
	if r := p.Open(link, nil); r.Game.Friend != "Eve <script>" {
		t.Errorf("%q", r.Game.Friend)
	}
}
