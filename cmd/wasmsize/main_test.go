package main

import (
	"maps"
	"testing"
)

func TestPkgOf(t *testing.T) {
	for name, want := range map[string]string{
		"diamond_app_ui.(*page).Render":                       "diamond_app_ui",
		"github.com_maxence_charriere_go_app_v10_pkg_app.Div": "github.com_maxence_charriere_go_app_v10_pkg_app",
		"runtime.mallocgc":                                    "runtime",
		"wasm_export_run":                                     "wasm_export_run",
		"golang.org_x_text_unicode.Lookup":                    "golang.org_x_text_unicode",
		"encoding_json.(*decodeState).object":                 "encoding_json",
	} {
		if got := pkgOf(name); got != want {
			t.Errorf("pkgOf(%q) = %q, want %q", name, got, want)
		}
	}
}

// A module of one imported and two defined functions, named.
func TestParse(t *testing.T) {
	b := []byte("\x00asm\x01\x00\x00\x00")
	section := func(id byte, body ...byte) { b = append(append(b, id, byte(len(body))), body...) }
	section(2, 1, 1, 'm', 1, 'f', 0, 0)                              // imports: m.f, a function of type 0
	section(10, 2, 2, 0, 0x0b, 3, 0, 0x01, 0x0b)                     // code: two bodies, of 2 and 3 bytes
	section(11, 0)                                                   // data: none
	section(0, 4, 'n', 'a', 'm', 'e', 1, 7, 2, 1, 1, 'a', 2, 1, 'b') // names: 1 → a, 2 → b
	m, err := parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if m.imported != 1 || len(m.bodies) != 2 || m.bodies[0] != 2 || m.bodies[1] != 3 || m.names[1] != "a" || m.names[2] != "b" {
		t.Errorf("parsed %+v", m)
	}
	if _, err := parse(b[:len(b)-3]); err == nil {
		t.Error("a cut module parsed")
	}
}

// Sizes add up by package, or list one package's functions.
func TestSizes(t *testing.T) {
	m := module{imported: 1, bodies: []int{10, 20, 5}, names: map[int]string{
		0: "imported.f", 1: "runtime.a", 2: "diamond_app_ui.(*page).Render", 3: "runtime.b",
	}}
	for pkg, want := range map[string]map[string]int{
		"":               {"runtime": 15, "diamond_app_ui": 20},
		"runtime":        {"runtime.a": 10, "runtime.b": 5},
		"diamond_app_ui": {"diamond_app_ui.(*page).Render": 20},
	} {
		if got := m.sizes(pkg); !maps.Equal(got, want) {
			t.Errorf("sizes(%q) = %v, want %v", pkg, got, want)
		}
	}
}
