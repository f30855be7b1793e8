package trainer

import (
	"math/rand/v2"
	"testing"

	"diamond/app/puzzles"
	"diamond/app/store"
	"diamond/rules/puzzle"
)

// reopen opens a tab on mem with files already parsed, as Loaded leaves
// it once they are all here: parsing them for every tab would be most of
// the test's time.
func reopen(mem store.Storage, files map[string]*puzzle.File, seed uint64) *Trainer {
	tr := Open(store.New(mem, clock), rand.New(rand.NewPCG(seed, 1)))
	tr.Load()
	tr.files, tr.waiting = files, 0
	tr.Next()
	return tr
}

// Tabs on one storage, at random: each records attempts at puzzles from
// a small pool (so that tabs often meet the same puzzle), syncs or not,
// draws the next puzzle, changes its choice, or is reloaded. After every
// step, every puzzle any tab recorded is stored; at the end, the stored
// progress is that of one player who made every attempt in turn, each
// puzzle counted once: nothing a tab recorded is lost or counted twice.
func TestTabsAtRandom(t *testing.T) {
	const seeds, steps, pool = 200, 40, 6
	files := open(t, store.NewMemory(), pool, 0).files
	for seed := range uint64(seeds) {
		rnd := rand.New(rand.NewPCG(seed, 7))
		mem := store.NewMemory()
		tabs := []*Trainer{reopen(mem, files, seed), reopen(mem, files, seed+1)}
		var made []attempt
		var log []string
		for step := range steps {
			i := rnd.IntN(len(tabs))
			tr := tabs[i]
			switch k := rnd.IntN(10); {
			case k < 5:
				game := []string{"diamond", "pivots"}[rnd.IntN(2)]
				p := puzzleOf(tr, game, rnd.IntN(pool))
				solved := rnd.IntN(2) == 0
				show(t, tr, game, p.ID)
				finish(t, tr, solved)
				made = append(made, attempt{game, p, solved})
				log = append(log, "record "+game+"/"+p.ID)
			case k < 7:
				tr.Sync()
				log = append(log, "sync")
			case k < 8:
				tr.Next()
				log = append(log, "next")
			case k < 9:
				tr.Choose([]string{"", "diamond", "pivots"}[rnd.IntN(3)], "")
				log = append(log, "choose")
			default:
				tabs[i] = reopen(mem, files, seed+uint64(step)+2)
				log = append(log, "reload")
			}
			got, _ := store.New(mem, clock).SavedPuzzles()
			for _, a := range made {
				if _, ok := got.Seen[puzzles.Key(a.game, a.p)]; !ok {
					t.Fatalf("seed %d, step %d (tab %d: %v): %s/%s recorded and lost", seed, step, i, log, a.game, a.p.ID)
				}
			}
			if n := tr.Notices(); len(n) != 0 {
				t.Fatalf("seed %d, step %d: notices %q", seed, step, n)
			}
		}
		if got, want := stored(t, mem), replay(made); !sameProgress(got, want) {
			t.Fatalf("seed %d (%v): stored %+v,\nwant %+v", seed, log, got, want)
		}
	}
}
