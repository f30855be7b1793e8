//go:build !wasm

package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The README's layout table names every folder that holds Go code, and
// only folders that exist: a package added, moved or removed must be
// described there too.
func TestReadmeLayoutNamesEveryPackage(t *testing.T) {
	const root = "../.."
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	named := layoutFolders(t, string(readme))

	var code []string // folders holding Go code other than tests
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			// What the go tool skips, and what the build writes.
			if name := d.Name(); rel != "." && (rel == "build" || name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, "_test.go") {
			if dir := filepath.ToSlash(filepath.Dir(rel)); !slices.Contains(code, dir) {
				code = append(code, dir)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(code) == 0 {
		t.Fatal("found no Go code: is the test run from wasm/app?")
	}
	for _, dir := range code {
		if !slices.Contains(named, dir) {
			t.Errorf("README.md's layout table does not name %s, which holds Go code: add a row for it", dir)
		}
	}
	for _, dir := range named {
		if st, err := os.Stat(filepath.Join(root, dir)); err != nil || !st.IsDir() {
			t.Errorf("README.md's layout table names %s, which is not a folder of the project", dir)
		}
	}
}

// layoutFolders returns the folders named in the first column of the
// table under the README's "### Layout" heading: every `code` span there,
// without a trailing slash.
func layoutFolders(t *testing.T, readme string) []string {
	t.Helper()
	_, section, found := strings.Cut(readme, "\n### Layout\n")
	if !found {
		t.Fatal(`README.md has no "### Layout" section`)
	}
	span := regexp.MustCompile("`([^`]+)`")
	var folders []string
	inTable := false
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break // the table's end
			}
			continue
		}
		inTable = true
		cells := strings.Split(line, "|")
		if len(cells) < 3 {
			continue
		}
		for _, m := range span.FindAllStringSubmatch(cells[1], -1) {
			folders = append(folders, strings.TrimSuffix(m[1], "/"))
		}
	}
	if len(folders) == 0 {
		t.Fatal("README.md's layout table names no folder")
	}
	return folders
}
