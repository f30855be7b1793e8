package main

import (
	"fmt"
	"strings"
	"time"

	"diamond/rules/game"
	"diamond/rules/pivots"
	pvai "diamond/rules/pivots/ai"
)

func init() { builtinSpecs[pivots.Spec.ID()] = pivotsSpec }

// pivotsSpec reads a Diamonds & Pivots player:
//
//	level:N[,key=value...]  a level, optionally changed
//	uct[,key=value...]      plain UCT over the atomic actions: uniformly random playouts, UCB1 with c = √2, no solver
//
// Keys: nodes=N (alpha-beta's positions or MCTS's playouts), time=DURATION,
// step=DURATION (a step without a plan), c=FLOAT, solver=0|1 (MCTS),
// quiescence=N (capturing turns beyond the horizon), width=N (chain ends
// per drop below the root), chainnodes=N (steps per drop below the root),
// rootwidth=N (chain ends per drop at the root), potential=N (hundredths
// of a stone per diamond to come), book=0|1 (the pie rule's turns by the
// book). -movetime replaces a player's budget by time; uct without it
// thinks 100 ms an action.
func pivotsSpec(sp spec, fields []string) (spec, error) {
	var sr pvai.Search
	switch head := fields[0]; {
	case head == "uct":
		sr = pvai.PlainUCT(100 * time.Millisecond)
	case strings.HasPrefix(head, "level:"):
		n, err := parseLevel(head, int(pvai.MaxLevel))
		if err != nil {
			return sp, err
		}
		sr = pvai.LevelSearch(pvai.Level(n))
	default:
		return sp, fmt.Errorf("%q: a player of Diamonds & Pivots is level:N, uct, engine:COMMAND or stdio:COMMAND", sp.text)
	}
	if sp.moveTime > 0 {
		sr.Time, sr.Iterations, sr.StepTime = sp.moveTime, 0, 0
	}
	if err := applyKeys(sp.text, fields[1:], func(kv *keyValue) bool { return setPivotsKey(&sr, kv) }); err != nil {
		return sp, err
	}
	sp.builtin = func(seed uint64) player { return &pivotsPlayer{search: sr, seed: seed} }
	return sp, nil
}

// setPivotsKey sets one of Diamonds & Pivots's keys; false for an unknown
// key.
func setPivotsKey(sr *pvai.Search, kv *keyValue) bool {
	switch kv.key {
	case "nodes":
		sr.Iterations = kv.Int()
	case "time":
		sr.Time = kv.Duration()
	case "step":
		sr.StepTime = kv.Duration()
	case "c":
		sr.Explore = kv.Float()
	case "solver":
		sr.Solver = kv.Bool()
	case "quiescence":
		sr.Quiescence = kv.Int()
	case "width":
		sr.ChainWidth = kv.Int()
	case "chainnodes":
		sr.ChainNodes = kv.Int()
	case "rootwidth":
		sr.RootWidth = kv.Int()
	case "potential":
		sr.Potential = kv.Int()
	case "book":
		sr.Book = kv.Bool()
	default:
		return false
	}
	return true
}

// pivotsPlayer is one of Diamonds & Pivots's searches, called directly.
// It is asked one action at a time; the alpha-beta levels answer a turn's
// steps from the plan they made at its first action.
type pivotsPlayer struct {
	search pvai.Search
	seed   uint64
}

func (p *pivotsPlayer) move(m game.Match) ([]string, error) {
	g := m.(*pivots.Match).Game()
	an := pvai.Think(g, pvai.Options{Seed: p.seed + uint64(g.Len()), Search: &p.search})
	if an.Action == pivots.NoAction {
		return nil, fmt.Errorf("no action found")
	}
	return []string{an.Action.String()}, nil
}

func (p *pivotsPlayer) close() error { return nil }
