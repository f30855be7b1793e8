package games

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// A record of every game but the default names its game, so that an
// import finds it; a link begins with "~", outside Diamond's alphabet,
// so that an app that knows only Diamond refuses it.
func TestEveryGameNamesItself(t *testing.T) {
	for _, s := range All() {
		m, _ := s.New(0)
		if err := m.Play(m.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		if named, err := Named(m.Record(), Default); err != nil || named != s {
			t.Errorf("a record of %s names %v (%v):\n%s", s.ID(), named, err, m.Record())
		}
		if s != Default && !strings.HasPrefix(m.Compact(), "~") {
			t.Errorf("a link of %s does not begin with ~: %q", s.ID(), m.Compact())
		}
	}
}

// Every registered game fuzzes its parsers, and make fuzz runs every fuzz
// target of the game's package: the Makefile lists them by hand (go test
// -fuzz takes one target at a time).
func TestMakeFuzzRunsEveryGame(t *testing.T) {
	mk, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	// The Makefile's lines, a line continued with \ joined to the next.
	lines := strings.Split(strings.ReplaceAll(string(mk), "\\\n", " "), "\n")
	target := regexp.MustCompile(`(?m)^func (Fuzz\w+)\(`)
	for _, s := range All() {
		dir := strings.TrimPrefix(reflect.TypeOf(s).PkgPath(), "diamond/") // "rules/pivots"
		files, _ := filepath.Glob(filepath.Join("../..", dir, "*_test.go"))
		var names []string
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range target.FindAllSubmatch(src, -1) {
				names = append(names, string(m[1]))
			}
		}
		if len(names) == 0 {
			t.Errorf("%s has no fuzz targets", dir)
		}
		for _, name := range names {
			run := regexp.MustCompile(`\./` + regexp.QuoteMeta(dir) + `\s.*\b` + name + `\b|\b` + name + `\b.*\./` + regexp.QuoteMeta(dir) + `\s`)
			found := false
			for _, l := range lines {
				found = found || run.MatchString(l)
			}
			if !found {
				t.Errorf("make fuzz does not run %s in ./%s", name, dir)
			}
		}
	}
}
