//go:build !wasm

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The browser's go-app is go.mod's, patched by scripts/goapp-browser.patch
// (docs/go-app.md). The patch names the version it is made for, and the
// build stops when go.mod requires another (scripts/goapp-browser.sh); this
// says so in go test already.
func TestGoAppPatchIsForGoModsVersion(t *testing.T) {
	b, err := os.ReadFile("../../scripts/goapp-browser.patch")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^Made for: *(\S+) +(\S+)$`).FindSubmatch(b)
	if m == nil {
		t.Fatal("scripts/goapp-browser.patch has no 'Made for: MODULE VERSION' line")
	}
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	req := regexp.MustCompile(`(?m)^\s*(github\.com/maxence-charriere/go-app\S*) +(\S+)`).FindSubmatch(mod)
	if req == nil {
		t.Fatal("go.mod requires no go-app")
	}
	if string(req[1]) != string(m[1]) || string(req[2]) != string(m[2]) {
		t.Errorf("go.mod requires %s %s, but scripts/goapp-browser.patch is made for %s %s: make the patch again (docs/go-app.md, \"A new go-app\")",
			req[1], req[2], m[1], m[2])
	}
}

// go-app's Aria and DataSet format every value through fmt.Sprintf("%v",
// v), and a page's start that calls them has the browser compile fmt's
// code (V8 compiles a function when it is first called). Attr writes the
// same attribute without fmt for a string, a bool or an int (go-app's
// toString): .Attr("aria-live", "polite"), not .Aria("live", "polite").
// (Until this change the patch made FormatString skip fmt for those
// values; docs/go-app.md.)
func TestNoFmtAttributeSetters(t *testing.T) {
	// A call may stand at the start of a line, its dot ending the one before.
	setter := regexp.MustCompile(`\b(Aria|DataSet)\(`)
	var found []string
	for _, tree := range []string{"app", "wasm"} {
		err := filepath.WalkDir(filepath.Join("../..", tree), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			name := filepath.ToSlash(strings.TrimPrefix(path, "../../"))
			for i, line := range strings.Split(string(b), "\n") {
				if setter.MatchString(line) {
					found = append(found, name+":"+strconv.Itoa(i+1)+": "+strings.TrimSpace(line))
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(found) > 0 {
		t.Errorf("go-app's Aria or DataSet is called: set the attribute with Attr(\"aria-\"+k, v) or Attr(\"data-\"+k, v) instead:\n%s", strings.Join(found, "\n"))
	}
}

// The same sources give the same site, byte for byte: go-app writes
// attributes in a map's order, which sortAttributes makes one.
func TestSiteIsReproducible(t *testing.T) {
	a, b := buildSite(t, ""), buildSite(t, "")
	n := 0
	err := filepath.WalkDir(a, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(a, path)
		x, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		y, err := os.ReadFile(filepath.Join(b, rel))
		if err != nil {
			return err
		}
		n++
		if string(x) != string(y) {
			t.Errorf("%s differs from one build to the next", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 10 {
		t.Errorf("only %d files in the site", n)
	}
}

func TestSortAttributes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`<div id="a" class="b">`, `<div class="b" id="a">`},
		{`<button type="button" aria-pressed disabled="false">x</button>`, `<button aria-pressed disabled="false" type="button">x</button>`},
		{`<p title="a > b" id="\"q\"">`, `<p id="\"q\"" title="a > b">`},
		{`<img src="/x.png" alt="x"/>`, `<img alt="x" src="/x.png"/>`},
		{"<script src=\"/a.js\" defer>if (a<b c d>) {}</script>", "<script defer src=\"/a.js\">if (a<b c d>) {}</script>"},
		{"<style media=\"all\" id=\"s\">a<b z a>{}</style><i z a>", "<style id=\"s\" media=\"all\">a<b z a>{}</style><i a z>"},
	} {
		if got := string(sortAttributes([]byte(c.in))); got != c.want {
			t.Errorf("sortAttributes(%s) = %s, want %s", c.in, got, c.want)
		}
	}
}
