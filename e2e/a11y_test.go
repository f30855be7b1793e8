//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"diamond/app/share"

	"github.com/chromedp/cdproto/input"
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

// axe runs axe-core on the page as it is, once its colours have finished
// fading (a theme switched, a piece placed), and fails the test on any
// violation, whatever its impact, naming the rule, its impact and the
// elements (the first four, with what axe says of the first).
func (b *browser) axe(script, where string) {
	b.t.Helper()
	var loaded bool
	b.eval(`typeof axe !== 'undefined'`, &loaded)
	if !loaded {
		b.eval(script+";true", &loaded)
	}
	b.faded()
	var found []string
	b.await(`axe.run(document, {resultTypes: ['violations']}).then(r => r.violations.map(v =>
		v.id + ' (' + v.impact + '): ' + v.help + ', at ' + v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', ') +
		(v.nodes.length > 4 ? ' and ' + (v.nodes.length - 4) + ' more' : '') +
		' (' + [...v.nodes[0].any, ...v.nodes[0].all, ...v.nodes[0].none].map(c => c.message).join('; ') + ')'))`, &found)
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

// axeThemes runs axe-core on the page as it is in the light theme and in
// the dark one (the system's, which the page follows).
func (b *browser) axeThemes(script, where string) {
	b.t.Helper()
	b.axe(script, where+", light")
	b.system("dark")
	b.axe(script, where+", dark")
	b.system("light")
}

// axeDialog opens a dialog with the button opener, runs axeThemes on it
// and closes it with Escape.
func (b *browser) axeDialog(script, opener, where string) {
	b.t.Helper()
	b.click("#" + opener)
	b.waitFor(`document.querySelector('dialog[open]') !== null`, 10*time.Second)
	if opener == "rules-button" {
		b.waitFor(`document.querySelector('#rules') !== null`, 10*time.Second)
	}
	b.axeThemes(script, where)
	b.run(chromedp.KeyEvent(kb.Escape))
	b.waitFor(`document.querySelector('dialog[open]') === null`, 5*time.Second)
}

// axePrimary runs axe-core's contrast rule on the primary button sel
// under the pointer, then focused from the keyboard, in both themes.
func (b *browser) axePrimary(script, sel, where string) {
	b.t.Helper()
	var at [2]float64
	b.eval(`(() => { const r = document.querySelector(`+quote(sel)+`).getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`, &at)
	b.run(chromedp.MouseEvent(input.MouseMoved, at[0], at[1]))
	for _, state := range []string{"hovered", "focused"} {
		if state == "focused" {
			b.run(chromedp.MouseEvent(input.MouseMoved, 0, 0), chromedp.KeyEvent(kb.Shift), chromedp.Focus(sel, chromedp.ByQuery))
		}
		var matched bool
		if b.eval(`document.querySelector(`+quote(sel)+`).matches(':`+map[string]string{"hovered": "hover", "focused": "focus-visible"}[state]+`')`, &matched); !matched {
			b.t.Errorf("%s: %s is not %s", where, sel, state)
		}
		for _, theme := range []string{"light", "dark"} {
			b.system(theme)
			b.faded()
			var found []string
			b.await(`axe.run(document.querySelector(`+quote(sel)+`), {runOnly: ['color-contrast']}).then(r => r.violations.concat(r.incomplete)
				.map(v => v.id + ': ' + v.nodes.map(n => n.failureSummary || n.any.map(c => c.message).join('; ')).join(', ')))`, &found)
			for _, f := range found {
				b.t.Errorf("%s, %s %s, %s: %s", where, state, sel, theme, f)
			}
		}
		b.system("light")
	}
}

// axeWalk goes through every page, dialog and state of the site in one
// browser of size screen, running axeThemes on each: the first visit,
// New game with each kind of opponent, a game of each kind with its
// rules, the other dialogs (and a phone's More sheet), set-up, a game
// against the computer, one with a friend at its send step, a shared
// finished game over one's own (the kept game's banner), its review and
// the analysis board, a puzzle shown and failed, the rules pages and the
// embed.
func axeWalk(t *testing.T, srv string, screen [2]int64, size string) {
	script := axeScript(t)
	b := newBrowser(t, screen)
	b.open(srv)
	b.waitFor(`document.querySelector('#welcome') !== null`, 5*time.Second)
	b.axeThemes(script, size+", the welcome")
	b.axePrimary(script, "#welcome-computer-diamond", size+", the welcome")

	b.click("#new-game")
	b.waitFor(`document.querySelector('dialog[open]') !== null`, 10*time.Second)
	for _, mode := range []string{"hotseat", "computer", "friend"} {
		b.click("#mode-" + mode)
		b.axeThemes(script, size+", New game, "+mode)
	}
	b.axePrimary(script, "#start-game", size+", New game")
	b.click("#cancel-new")

	for _, id := range []string{"diamond", "pivots", "diamondback"} {
		b.newGameOf(id)
		b.play(map[string]string{"diamond": "d4 e5", "pivots": "e5 e6", "diamondback": "a5-b6 h4-g4"}[id])
		b.axeThemes(script, size+", "+id+" game")
		// The Rules dialog holds the rules page's text, which is checked
		// for every game as a page below: Diamond's, the shortest, checks
		// the dialog.
		if id == "diamond" {
			b.axeDialog(script, "rules-button", size+", "+id+" rules")
		}
	}
	if size == "phone" {
		b.click("#more")
		b.waitFor(`document.querySelector('.app.more-open') !== null`, 5*time.Second)
		b.axeThemes(script, size+", the More sheet")
		b.click("#more-close")
	}
	for _, opener := range []string{"games", "export", "import", "embed", "play-from-here"} {
		b.axeDialog(script, opener, size+", "+opener+" dialog")
	}
	b.click("#setup")
	b.waitFor(`document.querySelector('#setup-panel') !== null`, 5*time.Second)
	b.axeThemes(script, size+", set-up")
	b.click("#setup-cancel")

	b.computerGameOf("diamond", "black", 1)
	b.play("d4")
	b.waitPly(2, 30*time.Second)
	b.axeThemes(script, size+", a game against the computer")

	b.friendGameOf("diamond", "black", "Ann", "Bob")
	b.play("d4")
	b.sendLink()
	b.axeThemes(script, size+", a game with a friend, its send step")

	// A finished game opened by its link over the game in progress, which
	// is kept; reviewed, then analysed.
	m := randomGame(t, "diamond", 10, 1)
	b.open(srv + "/#" + share.Fragment(m, m.Len()))
	b.waitFor(`document.querySelector('#kept-banner') !== null`, 5*time.Second)
	b.axeThemes(script, size+", a shared game over one's own")
	b.click("#review")
	b.waitFor(`!!document.querySelector('#review-graph')`, reviewTimeout)
	b.axeThemes(script, size+", the review")
	b.click("#analyse")
	b.waitFor(`document.querySelectorAll('#analysis-lines .line').length >= 1`, reviewTimeout)
	b.axeThemes(script, size+", the analysis board")

	f := shippedPuzzles(t, "diamond")
	p := &f.Puzzles[1]
	b.openPuzzle(srv, "diamond", p)
	b.axeThemes(script, size+", a puzzle")
	wrong, _ := p.Refuted()
	b.playTurn(clicks(puzzleMatch(t, "diamond", p), wrong))
	b.waitFor(`document.querySelector('#puzzle-words').textContent.startsWith('Not the answer')`, 10*time.Second)
	b.axeThemes(script, size+", a puzzle failed")

	for _, id := range []string{"diamond", "pivots", "diamondback"} {
		b.run(chromedp.Navigate(srv + "/rules/" + id))
		b.waitFor(`document.querySelector('#rules h1') !== null`, 10*time.Second)
		b.axeThemes(script, size+", /rules/"+id)
	}
	embed := srv + "/embed#g=SRiHAXCnEwGy40698luVeMOriaHISKIBab&m=25&"
	b.openEmbed(embed + "moves=1")
	b.axeThemes(script, size+", embed moves=1")
	b.openEmbed(embed + "moves=1&controls=1&theme=dark&play=1") // dark whatever the system's
	b.axe(script, size+", embed moves=1&controls=1&theme=dark&play=1")
}

// No axe-core violation, of any impact, on any page, dialog or state of
// the site (axeWalk), in the light and dark themes, at a phone's size
// and a desktop's.
func TestAxe(t *testing.T) {
	srv := serve(t)
	for _, s := range screens {
		t.Run(s.name, func(t *testing.T) { axeWalk(t, srv.URL, s.wh, s.name) })
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
	// The computer answers with a stone, or by the pie rule: it may swap
	// (its search is timed, so either may come).
	b.waitPly(2, 30*time.Second)
	b.waitFor(`/^White .+\.$/.test(document.querySelector('#spoken').textContent)`, 5*time.Second)
	said := b.text("#spoken")
	wantLabel := "Diamond board, Black to move"
	switch {
	case said == "White: swap.":
		wantLabel = "Diamond board, White to move" // the player now plays White, and moves
	case !regexp.MustCompile(`^White [a-i]\d\.$`).MatchString(said):
		t.Errorf("the computer's answer is said as %q, neither a stone nor a swap", said)
	}
	b.eval(`document.querySelector('#board svg').getAttribute('aria-label')`, &label)
	if label != wantLabel {
		t.Errorf("after the computer's move (%q) the board is named %q, want %q", said, label, wantLabel)
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
