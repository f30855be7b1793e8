package ai

import "diamond/rules/search"

// Move and State are the game-independent search's (rules/search).
type (
	Move  = search.Move
	State = search.State
)
