//go:build !wasm

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// index.html holds the page drawn, Diamond's empty board included, so
// that it shows before the wasm runs, and has the browser fetch the wasm
// with the page.
func TestIndexHoldsTheBoard(t *testing.T) {
	out := buildSite(t, "")
	b, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	for _, want := range []string{`data-live="false"`, `id="board"`, `class="board lattice active"`, `id="new-game"`, `id="moves"`} {
		if !strings.Contains(page, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if n := strings.Count(page, `data-contents="empty"`); n != 62 {
		t.Errorf("index.html's board has %d empty points, want Diamond's 62", n)
	}
	// Buttons as the app has them: enabled, and Coords pressed.
	if strings.Contains(page, `="false"`) && regexp.MustCompile(` (disabled|hidden|checked)="false"`).MatchString(page) {
		t.Error(`index.html has an attribute "false", which HTML reads as true`)
	}
	if !regexp.MustCompile(`<button[^>]*id="new-game"`).MatchString(page) || regexp.MustCompile(`<button[^>]*id="new-game"[^>]*disabled|<button[^>]*disabled[^>]*id="new-game"`).MatchString(page) {
		t.Error("index.html's New game button is disabled")
	}
	if !regexp.MustCompile(`<button[^>]*aria-pressed="true"[^>]*id="coords"|<button[^>]*id="coords"[^>]*aria-pressed="true"`).MatchString(page) {
		t.Error(`index.html's Coords button is not aria-pressed="true"`)
	}
	wasmFile := regexp.MustCompile(`/web/app\.[0-9a-f]{12}\.wasm`).FindString(page)
	preloaded := false // the link's attributes in any order (sortAttributes)
	for _, link := range regexp.MustCompile(`<link [^>]*>`).FindAllString(page, -1) {
		if strings.Contains(link, ` rel="preload"`) && strings.Contains(link, ` href="`+wasmFile+`"`) && strings.Contains(link, ` as="fetch"`) {
			preloaded = true
		}
	}
	if wasmFile == "" || !preloaded {
		t.Errorf("index.html does not preload the app's wasm (%q)", wasmFile)
	}
}
