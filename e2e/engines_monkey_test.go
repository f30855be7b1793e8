//go:build e2e

package e2e

import (
	"fmt"
	"math/rand"
	"os"
	"time"
)

// randomUse is the monkey's way in every engine (TestEngines): seeded
// random clicks on the board's sites and on the page's buttons and
// links, picked as the Chromium monkey picks them (pickJS: what a person
// could click, within an open dialog only), and a reload now and then.
// After each action the page must answer within 20 s and show no crash
// notice; the scenario's end checks that no page error, console error or
// CSP violation came (clean), and that the game shown comes back after a
// reload: nothing lost. The Chromium monkey (make monkey, TestMonkey)
// does far more (tabs, keys, drags, long tasks); this is its core where
// only clicks at a point and scripts reach every engine alike.
//
// DIAMOND_RANDOM=seed,actions changes the walk (1,200 by default), for a
// longer run than make e2e-engines's.
func randomUse(p *view) {
	seed, actions := int64(1), 200
	if spec := os.Getenv("DIAMOND_RANDOM"); spec != "" {
		if _, err := fmt.Sscanf(spec, "%d,%d", &seed, &actions); err != nil {
			p.t.Fatalf("DIAMOND_RANDOM=%q: seed,actions (%v)", spec, err)
		}
	}
	p.t.Logf("%s: seed %d, %d actions", p.engine, seed, actions)
	rng := rand.New(rand.NewSource(seed))
	p.open(p.site.URL + "/")
	for i := range actions {
		var what string
		switch r := rng.Intn(20); {
		case r == 0:
			what = "reload"
			if err := p.d.reload(); err != nil {
				p.t.Fatalf("%s: action %d, reload: %v", p.engine, i, err)
			}
		default:
			kind := "site"
			if r < 8 {
				kind = "button"
			}
			var pk pick
			if err := p.try(fmt.Sprintf("%s(%q, %v)", pickJS, kind, rng.Float64()), &pk); err != nil || pk.N == 0 {
				continue // a page between two (a link followed), or none of that kind
			}
			what = kind + " " + pk.Desc
			if err := p.d.clickAt(pk.X, pk.Y); err != nil {
				// Picked on a page that a link followed just before then
				// left: Firefox finds nothing to click. The page that came
				// must answer (below).
				what += fmt.Sprintf(", not clicked (%v)", err)
			}
		}
		p.t.Logf("%d: %s", i, what)
		p.waitFor(`document.readyState === 'complete' && document.querySelector('#crash') === null`, 20*time.Second)
	}
	// Nothing lost: back on the game page, the game shown comes again
	// after a reload.
	p.open(p.site.URL + "/")
	before := p.moves()
	p.reload()
	if after := p.moves(); fmt.Sprint(after) != fmt.Sprint(before) {
		p.t.Errorf("%s: the game's moves were %v, and %v after a reload", p.engine, before, after)
	}
}
