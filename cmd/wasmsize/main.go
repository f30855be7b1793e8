// Command wasmsize says where a Go wasm file's code goes: the size of each
// package's functions in the code section, largest first, with the code
// and data sections' totals. It reads the function names from the wasm's
// name section, so the file must be built without -s -w (make size builds
// the app that way once more, to a temporary file, for this report):
//
//	go run ./cmd/wasmsize [-top 40] app.wasm
//
// Sizes are before compression; brotli takes roughly four fifths off code.
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 40, "how many packages to list")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: wasmsize [-top n] file.wasm")
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
	byPkg := map[string]int{}
	for i, size := range m.bodies {
		byPkg[pkgOf(m.names[m.imported+i])] += size
	}
	pkgs := make([]string, 0, len(byPkg))
	for p := range byPkg {
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(i, j int) bool { return byPkg[pkgs[i]] > byPkg[pkgs[j]] })
	fmt.Printf("code %d B in %d functions, data %d B\n", m.code, len(m.bodies), m.data)
	for _, p := range pkgs[:min(*top, len(pkgs))] {
		fmt.Printf("%9d  %s\n", byPkg[p], p)
	}
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

var errShort = errors.New("the file ends early: not a wasm module")

// parse reads the sections of a wasm module (the binary format's
// imports, code, data and the custom "name" section).
func parse(b []byte) (module, error) {
	m := module{names: map[int]string{}}
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return m, errors.New("not a wasm module")
	}
	r := reader{b: b, i: 8}
	for r.i < len(b) {
		id := r.byte()
		sec := reader{b: r.bytes(r.uint())}
		switch id {
		case 0:
			if string(sec.bytes(sec.uint())) == "name" {
				names(&sec, m.names)
			}
		case 2:
			m.imported = imports(&sec)
		case 10:
			m.code = len(sec.b)
			for n := sec.uint(); n > 0 && sec.err == nil; n-- {
				m.bodies = append(m.bodies, len(sec.bytes(sec.uint())))
			}
		case 11:
			m.data = len(sec.b)
		}
		if r.err != nil || sec.err != nil {
			return m, errShort
		}
	}
	return m, nil
}

// imports counts the imported functions of an import section.
func imports(r *reader) int {
	funcs := 0
	for n := r.uint(); n > 0 && r.err == nil; n-- {
		r.bytes(r.uint()) // module
		r.bytes(r.uint()) // name
		switch r.byte() {
		case 0: // function: its type
			r.uint()
			funcs++
		case 1: // table: its element type, then limits
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case 3: // global: its type and mutability
			r.byte()
			r.byte()
		}
	}
	return funcs
}

// names reads the function names of a name section's subsection 1.
func names(r *reader, into map[int]string) {
	for r.i < len(r.b) && r.err == nil {
		id := r.byte()
		sub := reader{b: r.bytes(r.uint())}
		if id != 1 {
			continue
		}
		for n := sub.uint(); n > 0 && sub.err == nil; n-- {
			idx := sub.uint()
			into[int(idx)] = string(sub.bytes(sub.uint()))
		}
	}
}

// reader reads a wasm module's bytes; past the end it sets err and
// returns zeros.
type reader struct {
	b   []byte
	i   int
	err error
}

func (r *reader) byte() byte {
	if r.i >= len(r.b) {
		r.err = errShort
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

// uint reads an unsigned LEB128 number.
func (r *reader) uint() uint64 {
	var v uint64
	for shift := uint(0); shift < 64; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			break
		}
	}
	return v
}

func (r *reader) bytes(n uint64) []byte {
	if n > uint64(len(r.b)-r.i) {
		r.err, r.i = errShort, len(r.b)
		return nil
	}
	r.i += int(n)
	return r.b[r.i-int(n) : r.i]
}

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uint()
	}
	r.uint()
}
