package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

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
		n, err := strconv.Atoi(strings.TrimPrefix(head, "level:"))
		if err != nil || n < 1 || n > int(dbai.MaxLevel) {
			return sp, fmt.Errorf("%q: a level is 1 to %d", head, dbai.MaxLevel)
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
	for _, f := range fields[1:] {
		if err := setDiamondbackKey(&sr, f); err != nil {
			return sp, fmt.Errorf("%q: %v", sp.text, err)
		}
	}
	sp.builtin = func(seed uint64) player { return &diamondbackPlayer{search: sr, seed: seed} }
	return sp, nil
}

func setDiamondbackKey(sr *dbai.Search, kv string) error {
	k, v, ok := strings.Cut(kv, "=")
	if !ok {
		return fmt.Errorf("%q is not key=value", kv)
	}
	var err error
	atoi := func() int {
		var n int
		n, err = strconv.Atoi(v)
		return n
	}
	switch k {
	case "nodes":
		sr.Nodes = atoi()
	case "time":
		sr.Time, err = time.ParseDuration(v)
	case "depth":
		sr.Depth = atoi()
	case "c":
		sr.Explore, err = strconv.ParseFloat(v, 64)
	case "material":
		sr.Material = atoi() != 0
	case "quiescence":
		sr.Quiescence = atoi() != 0
	case "null":
		sr.NullMove = atoi() != 0
	case "lmr":
		sr.Reductions = atoi() != 0
	case "checks":
		sr.CheckExtend = atoi() != 0
	case "futility":
		sr.Futility = atoi() != 0
	case "noise":
		sr.Noise = int32(atoi())
	default:
		return fmt.Errorf("unknown key %q", k)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", kv, err)
	}
	return nil
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
