package puzzle

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"diamond/rules/games"
)

// A puzzle's line and refutations are read when it is checked, not when
// its file is: a file whose one puzzle has a line or refutations of the
// wrong shape loads, and that puzzle is refused by Validate, naming what.
func TestDecodeLeavesLineAndRefutationsToValidate(t *testing.T) {
	good := `{"id":"x","compact":"VaNOMF","toMove":"Black","goal":{"kind":"win","turns":2},"line":[["a1"],["a2"],["a3"]],"themes":["t"],"difficulty":1,"rating":1500,"rd":250,"source":""}`
	spec, _ := games.ByID("diamond")
	for bad, want := range map[string]string{
		strings.Replace(good, `[["a1"],["a2"],["a3"]]`, `[[1]]`, 1):             "the line",
		strings.Replace(good, `"themes"`, `"refute":{"a1":["a2"]},"themes"`, 1): "the refutations",
		strings.Replace(good, `[["a1"],["a2"],["a3"]]`, `{"a1":"a2"}`, 1):       "the line",
		strings.Replace(good, `"themes"`, `"refute":[],"themes"`, 1):            "the refutations",
		strings.Replace(good, `"line":[["a1"],["a2"],["a3"]],`, ``, 1):          "no solution",
		strings.Replace(good, `[["a1"],["a2"],["a3"]]`, `null`, 1):              "no solution",
	} {
		f, err := Decode([]byte(`{"version":1,"game":"diamond","puzzles":[` + bad + `]}`))
		if err != nil {
			t.Errorf("%s: the file is refused (%v); only its puzzle should be", bad, err)
			continue
		}
		if err := f.Puzzles[0].Validate(spec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: Validate says %v, want an error with %q", bad, err, want)
		}
		// And again: a puzzle refused once is refused each time (Begin
		// validates at every start), never passed on what was half read.
		if err := f.Puzzles[0].Validate(spec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: Validate a second time says %v, want an error with %q", bad, err, want)
		}
	}
}

// Every shipped puzzle, decoded and then checked, is the puzzle its file
// holds, as encoding/json reads the whole file at once.
func TestDecodedPuzzlesAreTheFilesPuzzles(t *testing.T) {
	paths, _ := filepath.Glob("../../web/puzzles/*.json")
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var whole File
		if err := json.Unmarshal(data, &whole); err != nil {
			t.Fatal(err)
		}
		f, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		spec, _ := games.ByID(f.Game)
		for i := range f.Puzzles {
			p := &f.Puzzles[i]
			if err := p.Validate(spec); err != nil {
				t.Fatalf("%s: %v", p.ID, err)
			}
			if !reflect.DeepEqual(*p, whole.Puzzles[i]) {
				t.Fatalf("%s: decoded and checked\n%+v\nin the file\n%+v", p.ID, *p, whole.Puzzles[i])
			}
		}
	}
}

// BenchmarkDecode is the page's cost of a puzzle file as it loads; for the
// page's figure run it as WebAssembly with the app's compiler flags (the
// command is in docs/puzzles.md).
func BenchmarkDecode(b *testing.B) {
	for _, g := range []string{"diamond", "pivots", "diamondback"} {
		data, err := os.ReadFile("../../web/puzzles/" + g + ".json")
		if err != nil {
			b.Fatal(err)
		}
		b.Run(g, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Decode(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
