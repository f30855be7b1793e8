package games

import (
	"testing"

	"diamond/rules/game/gametest"
)

// Every registered game passes the contract's conformance suite: a game
// is checked by being registered, with no call of its own to forget.
func TestConformance(t *testing.T) {
	for _, s := range All() {
		t.Run(s.ID(), func(t *testing.T) {
			t.Parallel()
			// About 40 random games a game, spread over its starts.
			gametest.Run(t, s, gametest.Options{Games: max(1, 40/len(s.Starts())), Seed: 7})
		})
	}
}
