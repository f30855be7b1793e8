package main

import (
	"testing"

	"diamond/rules/games"
)

// Every game with players of its own here (baselines, tuning keys) is a
// registered game; a game without them plays its levels (otherGameSpec).
func TestEveryBuiltinSpecIsAGame(t *testing.T) {
	for id := range builtinSpecs {
		if _, err := games.ByID(id); err != nil {
			t.Errorf("builtinSpecs[%q]: %v", id, err)
		}
	}
}
