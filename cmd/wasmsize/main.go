// Command wasmsize says where a Go wasm file's code goes: the size of each
// package's functions in the code section, largest first, with the code
// and data sections' totals. It reads the function names from the wasm's
// name section, so the file must be built without -s -w (make size builds
// the app that way once more, to a temporary file, for this report):
//
//	go run ./cmd/wasmsize [-top 40] [-pkg diamond_app_ui] app.wasm
//
// With -pkg it lists that package's largest functions instead.
//
// Sizes are before compression; brotli takes roughly four fifths off code.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"sort"
	"strings"

	"diamond/cmd/internal/wasmfile"
)

func main() {
	top := flag.Int("top", 40, "how many packages (or functions) to list")
	pkg := flag.String("pkg", "", "list this package's functions (as wasm names it: diamond_app_ui)")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: wasmsize [-top n] [-pkg name] file.wasm")
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		log.Fatal(err)
	}
	m, err := parse(b)
	if err != nil {
		log.Fatal(err)
	}
	if len(m.names) == 0 {
		log.Fatal("no function names: build without -ldflags=-s")
	}
	sizes := m.sizes(*pkg)
	names := make([]string, 0, len(sizes))
	for n := range sizes {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return sizes[names[i]] > sizes[names[j]] })
	fmt.Printf("code %d B in %d functions, data %d B\n", m.code, len(m.bodies), m.data)
	for _, n := range names[:min(*top, len(names))] {
		fmt.Printf("%9d  %s\n", sizes[n], n)
	}
}

// sizes is the code's size by package, or with pkg set, by function of
// that package.
func (m module) sizes(pkg string) map[string]int {
	sizes := map[string]int{}
	for i, size := range m.bodies {
		name := m.names[m.imported+i]
		if pkg == "" {
			name = pkgOf(name)
		} else if pkgOf(name) != pkg {
			continue
		}
		sizes[name] += size
	}
	return sizes
}

// pkgOf is the package of a function as Go's wasm names it: the import
// path with '/' written '_' ("diamond_app_ui"), then '.' and the
// function; a path's first element may hold dots of its own
// ("github.com_…").
func pkgOf(name string) string {
	skip := 0
	if i := strings.IndexByte(name, '_'); i > 0 && strings.Contains(name[:i], ".") {
		skip = i // a domain: github.com_…
	}
	if i := strings.IndexByte(name[skip:], '.'); i >= 0 {
		return name[:skip+i]
	}
	return name
}

// module is what the report needs of a wasm file.
type module struct {
	imported   int            // imported functions, which come first in the index space
	bodies     []int          // each defined function's body size
	names      map[int]string // function index → name
	code, data int            // the code and data sections' sizes
}

// parse reads the sections of a wasm module (the binary format's
// imports, code, data and the custom "name" section).
func parse(b []byte) (module, error) {
	m := module{names: map[int]string{}}
	secs, err := wasmfile.Sections(b)
	if err != nil {
		return m, err
	}
	for _, s := range secs {
		sec := wasmfile.Reader{B: s.Body}
		switch s.ID {
		case 0:
			if string(sec.Bytes(sec.Uint())) == "name" {
				names(&sec, m.names)
			}
		case 2:
			m.imported = imports(&sec)
		case 10:
			m.code = len(sec.B)
			for n := sec.Uint(); n > 0 && sec.Err == nil; n-- {
				m.bodies = append(m.bodies, len(sec.Bytes(sec.Uint())))
			}
		case 11:
			m.data = len(sec.B)
		}
		if sec.Err != nil {
			return m, sec.Err
		}
	}
	return m, nil
}

// imports counts the imported functions of an import section.
func imports(r *wasmfile.Reader) int {
	funcs := 0
	for n := r.Uint(); n > 0 && r.Err == nil; n-- {
		r.Bytes(r.Uint()) // module
		r.Bytes(r.Uint()) // name
		switch r.Byte() {
		case 0: // function: its type
			r.Uint()
			funcs++
		case 1: // table: its element type, then limits
			r.Byte()
			r.Limits()
		case 2: // memory
			r.Limits()
		case 3: // global: its type and mutability
			r.Byte()
			r.Byte()
		}
	}
	return funcs
}

// names reads the function names of a name section's subsection 1.
func names(r *wasmfile.Reader, into map[int]string) {
	for r.I < len(r.B) && r.Err == nil {
		id := r.Byte()
		sub := wasmfile.Reader{B: r.Bytes(r.Uint())}
		if id != 1 {
			continue
		}
		for n := sub.Uint(); n > 0 && sub.Err == nil; n-- {
			idx := sub.Uint()
			into[int(idx)] = string(sub.Bytes(sub.Uint()))
		}
	}
}
