package main

import (
	"fmt"
	"strconv"
	"strings"

	"diamond/rules/diamondback"
	dbai "diamond/rules/diamondback/ai"
	"diamond/rules/game"
)

// builtinSpecs read the built-in players of games other than Diamond
// that offer more than their levels: baselines and experiments. sp holds
// the text and the time per move; fields are the text split at commas.
var builtinSpecs = map[string]func(sp spec, fields []string) (spec, error){
	diamondback.Spec.ID(): diamondbackSpec,
}

// diamondbackSpec reads a Diamondback player:
//
//	level:N[,key=value...]     a level, optionally changed
//	uct[,key=value...]         plain UCT: uniformly random playouts, UCB1 with c = √2
//	material:D[,key=value...]  alpha-beta to depth D counting material only
//
// Keys: nodes=N, time=DURATION, depth=N (plies), c=FLOAT (UCT),
// material=0|1 (material-only evaluation), quiescence=0|1, null=0|1
// (null-move pruning), lmr=0|1 (late-move reductions), checks=0|1 (the
// check extension), futility=0|1 (futility pruning), noise=N
// (centipawns). -movetime replaces a player's
// node budget by time; a depth stays.
func diamondbackSpec(sp spec, fields []string) (spec, error) {
	var sr dbai.Search
	switch head := fields[0]; {
	case head == "uct":
		sr = dbai.PlainUCT(sp.moveTime)
	case strings.HasPrefix(head, "level:"):
		n, err := parseLevel(head, int(dbai.MaxLevel))
		if err != nil {
			return sp, err
		}
		sr = dbai.LevelSearch(dbai.Level(n))
	case strings.HasPrefix(head, "material:"):
		n, err := strconv.Atoi(strings.TrimPrefix(head, "material:"))
		if err != nil || n < 1 {
			return sp, fmt.Errorf("%q: a depth is at least 1", head)
		}
		sr = dbai.MaterialSearch(n)
	default:
		return sp, fmt.Errorf("%q: a player of Diamondback Chess is level:N, uct, material:D, engine:COMMAND or stdio:COMMAND", sp.text)
	}
	if sp.moveTime > 0 {
		sr.Time, sr.Nodes = sp.moveTime, 0
	}
	if err := applyKeys(sp.text, fields[1:], func(kv *keyValue) bool { return setDiamondbackKey(&sr, kv) }); err != nil {
		return sp, err
	}
	sp.builtin = func(seed uint64) player { return &diamondbackPlayer{search: sr, seed: seed} }
	return sp, nil
}

// setDiamondbackKey sets one of Diamondback's keys; false for an unknown
// key.
func setDiamondbackKey(sr *dbai.Search, kv *keyValue) bool {
	switch kv.key {
	case "nodes":
		sr.Nodes = kv.Int()
	case "time":
		sr.Time = kv.Duration()
	case "depth":
		sr.Depth = kv.Int()
	case "c":
		sr.Explore = kv.Float()
	case "material":
		sr.Material = kv.Bool()
	case "quiescence":
		sr.Quiescence = kv.Bool()
	case "null":
		sr.NullMove = kv.Bool()
	case "lmr":
		sr.Reductions = kv.Bool()
	case "checks":
		sr.CheckExtend = kv.Bool()
	case "futility":
		sr.Futility = kv.Bool()
	case "noise":
		sr.Noise = int32(kv.Int())
	default:
		return false
	}
	return true
}

// diamondbackPlayer is one of Diamondback's searches, called directly.
type diamondbackPlayer struct {
	search dbai.Search
	seed   uint64
}

func (b *diamondbackPlayer) move(m game.Match) ([]string, error) {
	g := m.(*diamondback.Match).Game()
	an := dbai.Think(g, dbai.Options{Seed: b.seed + uint64(g.Len()), Search: &b.search})
	if an.Move == diamondback.NoMove {
		return nil, fmt.Errorf("no move found")
	}
	return []string{diamondback.FormatSAN(g.Position(), an.Move)}, nil
}

func (b *diamondbackPlayer) close() error { return nil }
