package ui

import (
	"testing"

	"diamond/app/games"
)

// TestPrecompileRunsEveryGame runs the work precompileSoon schedules for
// each game: it runs unasked in every page, so a panic there would show
// the player the panic net's notice for nothing done.
func TestPrecompileRunsEveryGame(t *testing.T) {
	for _, g := range games.All() {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: precompile panics: %v", g.ID(), r)
				}
			}()
			precompile(g)
		}()
	}
}
