package diamondback

import (
	"testing"

	"diamond/rules/game/gametest"
)

// TestConformance runs the game contract's suite on all four setups.
func TestConformance(t *testing.T) {
	gametest.Run(t, Spec, gametest.Options{Games: 10, Seed: 7})
}
