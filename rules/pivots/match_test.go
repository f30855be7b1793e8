package pivots

import (
	"testing"

	"diamond/rules/game/gametest"
)

// TestConformance runs the game contract's suite on Diamonds & Pivots.
func TestConformance(t *testing.T) {
	gametest.Run(t, Spec, gametest.Options{Games: 40, Seed: 7})
}
