//go:build e2e

package e2e

import (
	"testing"
	"time"
)

// Analyse pressed while the computer thinks: its answer reaches the game
// that asked, which is played and saved while the analysis board is open,
// and the game goes on after Back to the game. (The answer was routed to
// the board shown, dropped as stale, and the computer never moved again.)
func TestAnalyseWhileTheComputerThinks(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.computerGameOf("diamond", "black", 1)
	// The move and Analyse in one task: Analyse is pressed before the
	// worker can answer.
	b.eval(`document.querySelector('#board g[data-point="d4"] circle.hit').dispatchEvent(new MouseEvent('click', {bubbles: true}));
		document.querySelector('#analyse').click(); true`, nil)
	b.waitFor(`document.querySelector('#back-to-game') !== null`, 5*time.Second)
	// The computer's answer is played on the game, and saved, while the
	// analysis board shows the position after d4.
	b.waitFor(`(localStorage.getItem('diamond.game') || '').includes('"view":2')`, 15*time.Second)
	b.click("#back-to-game")
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 2`, 5*time.Second)
	b.clickPoint(b.emptyPoint()) // and the computer answers: the game goes on
	b.waitFor(`Number(document.querySelector('#board').dataset.ply) === 4`, 15*time.Second)
}
