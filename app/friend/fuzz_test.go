package friend

import (
	"slices"
	"strings"
	"testing"
)

// FuzzOpen: whatever the fragment, Open never panics, and the saved games
// change by nothing but a new game or a true extension: the new record
// continues the old one, every move added is the friend's, and a declared
// end is the friend's resignation or their acceptance of my offer
// (checkResult). The saved games are those of TestOpen's cases, chosen by
// the second argument; the seeds are their links and mutations of them.
func FuzzOpen(f *testing.F) {
	var lists [][]Game
	for i, l := range lines {
		for _, c := range cases(f, uint64(i), l.id, l.turns) {
			n := slices.IndexFunc(lists, func(gs []Game) bool { return slices.Equal(gs, c.saved) })
			if n < 0 {
				n, lists = len(lists), append(lists, c.saved)
			}
			for _, mutant := range mutations(c.link) {
				f.Add(mutant, uint8(n))
			}
		}
	}
	f.Fuzz(func(t *testing.T, fragment string, list uint8) {
		saved := lists[int(list)%len(lists)]
		r := testPost(9).Open(fragment, saved)
		if (r.Text == "") != (r.Kind == NotFriend) {
			t.Errorf("%v with the text %q", r.Kind, r.Text)
		}
		if r.Kind == NewGame && (slices.ContainsFunc(saved, func(g Game) bool { return g.ID == r.Game.ID }) || !isCode(r.Game.ID)) {
			t.Errorf("a new game with the code %q", r.Game.ID)
		}
		checkResult(t, fragment, saved, r)
	})
}

// mutations are a link and a few damaged copies: a character changed in
// its record, one dropped, its end cut, the offer added, the names
// changed, a parameter doubled.
func mutations(link string) []string {
	g := strings.Index(link, "&g=") + len("&g=")
	out := []string{link, link[:len(link)/2], link + "&c=x", strings.Replace(link, "&g=", "&draw=1&g=", 1),
		strings.Replace(link, "&g=", "&from=%3Cb%3E&to=%E2%80%AE&g=", 1)}
	if g < len(link)-6 {
		out = append(out, link[:g]+link[g+1:], link[:g+1]+"Z"+link[g+2:])
	}
	return out
}
