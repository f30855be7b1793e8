//go:build !wasm

package main

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"diamond/wasm/internal/golist"
)

// searchFree says why the page must not link package p, or "" if it may.
// The page links no search code: the computer thinks in the worker
// (docs/architecture.md), and the page shows each game's levels from
// rules/<game>/levels, which imports no search (docs/perf/size.md).
func searchFree(p string) string {
	switch {
	case p == "diamond/rules/search":
		return "the game-independent search"
	case strings.HasPrefix(p, "diamond/rules/") && (strings.HasSuffix(p, "/ai") || strings.Contains(p, "/ai/")):
		return "a game's computer player"
	case p == "diamond/rules/puzzle/check":
		return "the puzzles' brute-force checker"
	}
	return ""
}

// The app's wasm links none of the search code: not rules/search, no
// game's rules/<game>/ai, not the puzzles' checker. go list reports what
// the browser build links, whatever system runs the test, with each
// package's imports, from which a failure names the path that pulls the
// package in.
func TestAppLinksNoSearch(t *testing.T) {
	imports := appImports(t)
	for _, p := range slices.Sorted(maps.Keys(imports)) {
		why := searchFree(p)
		if why == "" {
			continue
		}
		t.Error(p + " (" + why + ") is linked into the app's wasm: " + strings.Join(pathTo(imports, "diamond/wasm/app", p), " → "))
	}
}

// leftOut are standard packages the app's own packages do without, and
// what they use instead: package html's initialisation keeps the table
// of HTML's named characters (18 KB with brotli), which nothing in the
// app reads; encoding/json weighs about 85 KB with brotli, for the few
// types the app stores. (go-app, as patched for the browser, leaves them
// out too: make size checks the built file.)
var leftOut = map[string]string{
	"html":          "escape with diamond/app/markup",
	"encoding/json": "read and write JSON with diamond/rules/jsonlite",
}

func TestAppLeavesOutHeavyPackages(t *testing.T) {
	imports := appImports(t)
	for _, p := range slices.Sorted(maps.Keys(imports)) {
		if !strings.HasPrefix(p, "diamond/") {
			continue
		}
		for _, heavy := range slices.Sorted(maps.Keys(leftOut)) {
			if slices.Contains(imports[p], heavy) {
				t.Errorf("%s imports %s: %s (%s)", p, heavy, leftOut[heavy], strings.Join(pathTo(imports, "diamond/wasm/app", p), " → "))
			}
		}
	}
}

// appImports is what the app's browser build links: each package, with
// the packages it imports.
func appImports(t *testing.T) map[string][]string {
	imports := golist.Browser(t, "-deps", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", ".")
	if _, ok := imports["diamond/app/ui"]; !ok {
		t.Fatalf("diamond/app/ui is not among the app's %d dependencies: is this the app's list?", len(imports))
	}
	return imports
}

// The packages searchFree names exist, so that a rename does not leave
// TestAppLinksNoSearch checking nothing.
func TestSearchFreeNamesRealPackages(t *testing.T) {
	all := golist.Browser(t, "diamond/rules/...")
	found := map[string]bool{}
	for p := range all {
		if why := searchFree(p); why != "" {
			found[why] = true
		}
	}
	for _, why := range []string{"the game-independent search", "a game's computer player", "the puzzles' brute-force checker"} {
		if !found[why] {
			t.Errorf("no package under diamond/rules is %s: update searchFree", why)
		}
	}
}

// pathTo is a shortest chain of imports from package from to package to,
// both included, or just to if there is none.
func pathTo(imports map[string][]string, from, to string) []string {
	prev := map[string]string{from: ""}
	queue := []string{from}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p == to {
			var path []string
			for ; p != ""; p = prev[p] {
				path = append([]string{p}, path...)
			}
			return path
		}
		for _, q := range imports[p] {
			if _, seen := prev[q]; !seen {
				prev[q] = p
				queue = append(queue, q)
			}
		}
	}
	return []string{to}
}
