//go:build e2e

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// The same friend's link opened again in the same tab (pasted in the
// address bar: a navigation within the page) says Nothing new, as in a
// fresh tab, each time: go-app took it for the address it was at, which
// the page had cleared, and nothing was said.
func TestTheSameLinkAgain(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	link := forged(t, srv.URL, "diamond", "C2JKHNLB", 0, "d4")
	b.receive(link, "A new game of Diamond")
	_, fragment, _ := strings.Cut(link, "#")
	for range 2 {
		b.click("#notices .close")
		b.waitFor(`document.querySelectorAll('#notices .notice').length === 0`, 5*time.Second)
		b.eval(`location.hash = `+strconv.Quote(fragment)+`; true`, nil)
		b.waitFor(`document.querySelector('#notices').textContent.includes('Nothing new.')`, 10*time.Second)
		b.waitFor(`location.hash === ''`, 5*time.Second)
	}
}
