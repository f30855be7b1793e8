package main

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"diamond/wasm/internal/golist"
)

// The worker's wasm is the computer's search and nothing else: it must not
// link go-app or the app's packages (docs/perf/size.md). go list reports what
// the browser build links, whatever system runs the test.
func TestWorkerLinksNoApp(t *testing.T) {
	deps := golist.Browser(t, "-deps", ".")
	search := false
	for _, d := range slices.Sorted(maps.Keys(deps)) {
		switch {
		case d == "diamond/rules/search":
			search = true
		case strings.HasPrefix(d, "github.com/maxence-charriere/go-app/"):
			t.Errorf("the worker links go-app: %s", d)
		case d == "diamond/app" || strings.HasPrefix(d, "diamond/app/"):
			t.Errorf("the worker links the app's package %s", d)
		}
	}
	// The list is the browser build's: it holds the search.
	if !search {
		t.Errorf("diamond/rules/search is not among the worker's %d dependencies: is this the browser build's list?\n%s", len(deps), strings.Join(slices.Sorted(maps.Keys(deps)), "\n"))
	}
}
