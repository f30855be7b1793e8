//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// axeScript is axe-core, which make axe installs (DIAMOND_AXE names it).
func axeScript(t *testing.T) string {
	t.Helper()
	path := os.Getenv("DIAMOND_AXE")
	if path == "" {
		path = "../build/axe/node_modules/axe-core/axe.min.js"
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("axe-core: %v: run make axe, which installs it", err)
	}
	return string(src)
}

// axe runs axe-core on the page as it is and fails the test on any
// serious or critical violation, naming the rule and the elements.
func (b *browser) axe(script, where string) {
	b.t.Helper()
	var loaded bool
	b.eval(`typeof axe !== 'undefined'`, &loaded)
	if !loaded {
		b.eval(script+";true", &loaded)
	}
	var found []string
	b.await(`axe.run(document, {resultTypes: ['violations']}).then(r => r.violations
		.filter(v => v.impact === 'serious' || v.impact === 'critical')
		.map(v => v.impact + ' ' + v.id + ': ' + v.help + ' at ' + v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', ')))`, &found)
	for _, f := range found {
		b.t.Errorf("%s: %s", where, f)
	}
}

// newGameOf starts a two-player game of game id at its first start.
func (b *browser) newGameOf(id string) {
	b.t.Helper()
	b.chooseGame(id)
	b.click("#mode-hotseat")
	b.startGame()
}

// computerGameOf starts a game of game id at its first start against the
// computer at level, the person playing colour ("black" or "white").
func (b *browser) computerGameOf(id, colour string, level int) {
	b.t.Helper()
	b.chooseGame(id)
	b.click("#mode-computer")
	b.click("#colour-" + colour)
	b.click(fmt.Sprintf("#level-%d", level))
	b.startGame()
}

// chooseGame opens the new-game dialog on game id at its first start.
func (b *browser) chooseGame(id string) {
	b.t.Helper()
	b.click("#new-game")
	b.click("#game-" + id)
	if id == "diamondback" {
		b.click("#start-b1g8")
	}
}

// axeEachGame plays two moves in a game of each kind and runs axe-core on
// its page (after before, which may look at the page first) and with its
// rules open, then on every other dialog (New game with each kind of
// opponent); where is added to each place's name.
func (b *browser) axeEachGame(script, where string, before func(id string)) {
	b.t.Helper()
	for _, id := range []string{"diamond", "pivots", "diamondback"} {
		b.newGameOf(id)
		b.play(map[string]string{"diamond": "d4 e5", "pivots": "e5 e6", "diamondback": "a5-b6 h4-g4"}[id])
		before(id)
		b.axe(script, id+" page"+where)
		b.click("#rules-button")
		b.waitFor(`document.querySelector('#rules') !== null`, 10*time.Second)
		b.axe(script, id+" rules"+where)
		b.click("#close-rules")
		b.waitFor(`document.querySelector('#rules-dialog') === null`, 5*time.Second)
	}
	b.click("#new-game")
	b.axe(script, "new-game dialog"+where)
	b.click("#mode-friend")
	b.axe(script, "new-game dialog, a friend by link"+where)
	b.click("#cancel-new")
	for _, opener := range []string{"games", "export", "import", "embed", "play-from-here"} {
		b.click("#" + opener)
		b.waitFor(`document.querySelector('dialog[open]') !== null`, 10*time.Second)
		b.axe(script, opener+" dialog"+where)
		b.run(chromedp.KeyEvent(kb.Escape))
		b.waitFor(`document.querySelector('dialog[open]') === null`, 5*time.Second)
	}
}

// No serious or critical axe-core violation on the main page of each
// game, with the rules and every dialog open, and on the embed.
func TestAxe(t *testing.T) {
	script := axeScript(t)
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.axeEachGame(script, "", func(string) {
		b.run(chromedp.Focus("#board", chromedp.ByQuery))
		b.settle()
	})

	for _, opts := range []string{"moves=1", "moves=1&controls=1&theme=dark&play=1"} {
		b.run(chromedp.Navigate(srv.URL + "/embed#g=SRiHAXCnEwGy40698luVeMOriaHISKIBab&m=25&" + opts))
		b.waitFor(`document.querySelector('#board svg') !== null`, 30*time.Second)
		b.axe(script, "embed "+opts)
	}
}

// focusInDialog tells whether focus is inside the open modal dialog.
const focusInDialog = `(() => { const d = document.querySelector('dialog[open]'); return d !== null && d.matches(':modal') && d.contains(document.activeElement); })()`

// Every dialog is modal: opened from the keyboard, focus moves in and
// Tab keeps it there; Escape closes it and focus returns to its button.
func TestDialogFocus(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.play("d4")
	for _, opener := range []string{"new-game", "games", "rules-button", "export", "import", "embed", "play-from-here"} {
		b.run(chromedp.Focus("#"+opener, chromedp.ByQuery), chromedp.KeyEvent(kb.Enter))
		b.waitFor(`document.querySelector('dialog[open]') !== null`, 10*time.Second)
		if opener == "rules-button" {
			b.waitFor(`document.querySelector('#rules') !== null`, 10*time.Second)
		}
		b.settle()
		var in bool
		if b.eval(focusInDialog, &in); !in {
			t.Errorf("%s: focus is not in the dialog", opener)
		}
		if opener == "new-game" || opener == "rules-button" || opener == "embed" {
			b.screenshots("dialog-" + opener)
		}
		for i := 0; i < 25; i++ {
			b.run(chromedp.KeyEvent(kb.Tab))
			var where string
			if b.eval(focusInDialog, &in); !in {
				b.eval(`document.activeElement.outerHTML.slice(0, 80)`, &where)
				t.Errorf("%s: Tab %d left the dialog for %s", opener, i+1, where)
				break
			}
		}
		b.run(chromedp.KeyEvent(kb.Escape))
		b.waitFor(`document.querySelector('dialog') === null`, 5*time.Second)
		var focused string
		if b.eval(`document.activeElement.id`, &focused); focused != opener {
			t.Errorf("%s: after Escape, focus is on %q", opener, focused)
		}
	}
}

// The board speaks: it has a name and whose turn it is, the cursor's
// site is its active descendant, named with its contents; choosing a
// piece says where it may go, and every move, the computer's too, is
// said in the live region.
func TestBoardSpeaks(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.computerGameOf("diamond", "black", 1)

	var label, active, site string
	b.eval(`document.querySelector('#board svg').getAttribute('aria-label')`, &label)
	if label != "Diamond board, Black to move" {
		t.Errorf("the board is named %q", label)
	}
	// From the keyboard: the cursor starts where the game says, and the
	// arrows move it; each site is named with what stands on it.
	b.run(chromedp.Focus("#board", chromedp.ByQuery), chromedp.KeyEvent(kb.ArrowRight))
	b.settle()
	b.eval(`document.querySelector('#board').getAttribute('aria-activedescendant')`, &active)
	b.eval(fmt.Sprintf(`document.getElementById(%q).getAttribute('aria-label')`, active), &site)
	if !regexp.MustCompile(`^pt-[a-i]\d$`).MatchString(active) || site != active[3:]+", empty" {
		t.Fatalf("cursor %q named %q", active, site)
	}
	// What the live region says, each time it changes: the computer may
	// answer within milliseconds, before the test could read it.
	var ignored any
	b.eval(`window.__said = [], new MutationObserver(() => window.__said.push(document.querySelector('#spoken').textContent)).observe(document.querySelector('#spoken'), {subtree: true, childList: true, characterData: true}), true`, &ignored)
	b.run(chromedp.KeyEvent(kb.Enter))
	b.waitPly(1, 5*time.Second)
	want := "Black " + active[3:] + "."
	b.waitFor(fmt.Sprintf(`window.__said.includes(%q)`, want), 5*time.Second)
	b.eval(fmt.Sprintf(`document.getElementById(%q).getAttribute('aria-label')`, active), &site)
	if !strings.HasPrefix(site, active[3:]+", black") {
		t.Errorf("the site played is named %q", site)
	}
	b.waitPly(2, 30*time.Second)
	b.waitFor(`/^White [a-i]\d\.$/.test(document.querySelector('#spoken').textContent)`, 5*time.Second)
	b.eval(`document.querySelector('#board svg').getAttribute('aria-label')`, &label)
	if label != "Diamond board, Black to move" {
		t.Errorf("after the computer's move the board is named %q", label)
	}

	// Choosing a piece says where it may go.
	b.newGameOf("diamondback")
	b.clickPoint("c1")
	if got := b.text("#spoken"); !regexp.MustCompile(`^c1, white knight, chosen; may go to ([a-h][1-8], )*[a-h][1-8]\.$`).MatchString(got) {
		t.Errorf("a knight chosen: the live region says %q", got)
	}
	b.clickPoint("e2")
	if got := b.text("#spoken"); got != "White: knight c1 to e2." {
		t.Errorf("after Ne2 the live region says %q", got)
	}
}
