//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/base64"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"diamond/cmd/serve/static"
)

// The policies, as they should be; {scripts} stands for the inline
// scripts' hashes.
const (
	wantAppPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' {scripts}; " +
		"style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; media-src blob:; font-src 'self'; " +
		"connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-src 'self'; object-src 'none'; " +
		"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
	wantEmbedPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' {scripts}; " +
		"style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; media-src blob:; font-src 'self'; " +
		"connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-src 'self'; object-src 'none'; " +
		"base-uri 'none'; form-action 'none'; frame-ancestors *"
)

// inlineScripts returns the text of each script element of page without
// a src attribute (read here otherwise than the generator does).
func inlineScripts(t *testing.T, page string) []string {
	var scripts []string
	for {
		i := strings.Index(page, "<script")
		if i < 0 {
			return scripts
		}
		page = page[i:]
		end := strings.Index(page, ">")
		closing := strings.Index(page, "</script>")
		if end < 0 || closing < end {
			t.Fatalf("a script element is not closed: %.80s", page)
		}
		if !strings.Contains(page[:end], " src=") {
			scripts = append(scripts, page[end+1:closing])
		}
		page = page[closing:]
	}
}

// Every page of the site, and each worker, has its policy in _headers, at
// its file's path and at its route's: the embed page may be framed by any
// site, the app's pages by none. Every inline script of every page is
// allowed by its hash, and no other script is; no page has an inline
// event handler or a javascript: address, which no policy allows.
func TestContentSecurityPolicy(t *testing.T) {
	out := buildSite(t, "")
	byPath, err := static.ReadHeaders(out)
	if err != nil || byPath == nil {
		t.Fatalf("reading the site's _headers: %v %v", byPath, err)
	}
	var hashes []string
	pages := map[string]string{}
	err = filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
		if err != nil || filepath.Ext(path) != ".html" {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(out, path)
		pages["/"+filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 10 { // with /puzzles.html
		t.Errorf("%d pages: %v", len(pages), slices.Sorted(maps.Keys(pages)))
	}
	handler := regexp.MustCompile(`(?i)<[a-z][^>]*\son[a-z]+=|javascript:`)
	for path, page := range pages {
		for _, s := range inlineScripts(t, page) {
			sum := sha256.Sum256([]byte(s))
			hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
		}
		if m := handler.FindString(page); m != "" {
			t.Errorf("%s has an inline event handler or a javascript: address: %.80s", path, m)
		}
	}
	slices.Sort(hashes)
	scripts := strings.Join(slices.Compact(hashes), " ")
	if n := len(slices.Compact(hashes)); n < 5 {
		t.Errorf("%d inline scripts in the pages: want the theme, welcome and sound scripts, and the rules pages' two", n)
	}
	appPolicy := strings.ReplaceAll(wantAppPolicy, "{scripts}", scripts)
	embedPolicy := strings.ReplaceAll(wantEmbedPolicy, "{scripts}", scripts)

	want := map[string]string{"/app-worker.js": appPolicy, "/web/worker.js": appPolicy}
	for path := range pages {
		route := strings.TrimSuffix(strings.TrimSuffix(path, ".html"), "index")
		want[path], want[route] = appPolicy, appPolicy
	}
	want["/embed"], want["/embed.html"] = embedPolicy, embedPolicy
	for _, path := range []string{"/", "/index.html", "/embed", "/rules", "/rules/pivots", "/web/rules/diamond.html"} {
		if want[path] == "" {
			t.Errorf("no page at %s", path)
		}
	}
	for path, policy := range want {
		if got := byPath[path].Values("Content-Security-Policy"); len(got) != 1 || got[0] != policy {
			t.Errorf("%s: Content-Security-Policy %q,\nwant %q", path, got, policy)
		}
	}
	for path := range byPath {
		if want[path] == "" {
			t.Errorf("_headers has headers for %s, which is no page", path)
		}
	}
}
