// Package pclntab finds Go's function table (the runtime's pclntab) in the
// memory a Go wasm module starts with, and drops the table's file and line
// numbers.
//
// The runtime reads a function's file and line only to print them (a
// panic's stack, runtime.Caller): with a function's file and line tables
// at offset 0 it prints "?:0", and the rest of the table (names, frame
// sizes, the garbage collector's maps) is as it was. In a wasm the line
// tables are large: on wasm a function's PCs are its resume points, one
// after every call, and dropping them took 81 KB off the app's 1.22 MB
// with brotli (docs/perf/size.md). cmd/wasmlines puts the lines back into
// a stack printed by a build without them, from the same build with them.
//
// It reads the format of Go 1.20 and later (runtime/symtab.go, pcHeader
// and _func, for 64-bit pointers) and fails on any other.
package pclntab

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"

	"diamond/cmd/internal/wasmfile"
)

// magic starts the pcHeader of Go 1.20 and later, followed by two zero
// bytes, the PC quantum (1 on wasm) and the pointer size (8).
var magic = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

// The fields of a _func this package reads or writes: byte offsets.
const (
	funcName    = 4
	funcPCSP    = 16
	funcPCFile  = 20
	funcPCLine  = 24
	funcNPCData = 28
	funcCU      = 32
	funcSize    = 44 // then npcdata uint32 offsets into the PC tables
)

// Table is the function table in a module's memory.
type Table struct {
	mem    []byte // the bytes that hold it (a data segment)
	header int    // where its pcHeader starts in mem
	nfunc  int
	// Where its parts start in mem.
	funcnames, cutab, filetab, pctab, functab int
}

// Find returns the one function table in mem, a data segment of a Go wasm
// module. It fails if there is none or more than one that reads whole.
func Find(mem []byte) (*Table, error) {
	var found *Table
	for at := 0; ; at++ {
		i := bytes.Index(mem[at:], magic)
		if i < 0 {
			break
		}
		at += i
		t, err := read(mem, at)
		if err != nil {
			continue // the same bytes by chance
		}
		if found != nil {
			return nil, errors.New("two function tables")
		}
		found = t
	}
	if found == nil {
		return nil, errors.New("no Go function table of the format of Go 1.20 and later")
	}
	return found, nil
}

// FindAmong returns the one function table in a module's data segments,
// joined (Go's linker writes the table across many: a run of 9 zeros
// starts a new one; wasmfile.Merge joins them).
func FindAmong(segs []wasmfile.Segment) (*Table, error) {
	var found *Table
	for _, s := range segs {
		t, err := Find(s.Data)
		if err != nil {
			continue
		}
		if found != nil {
			return nil, errors.New("two segments hold a Go function table")
		}
		found = t
	}
	if found == nil {
		return nil, errors.New("no Go function table: is it a Go wasm file, of Go 1.20 or later?")
	}
	return found, nil
}

// FindIn returns the function table of a Go wasm file, read from a copy
// of its data.
func FindIn(wasm []byte) (*Table, error) {
	secs, err := wasmfile.Sections(wasm)
	if err != nil {
		return nil, err
	}
	for _, s := range secs {
		if s.ID == 11 {
			segs, err := wasmfile.Segments(s.Body)
			if err != nil {
				return nil, err
			}
			return FindAmong(wasmfile.Merge(segs, 1024))
		}
	}
	return nil, errors.New("no data section")
}

// read checks the table whose header is at mem[at:].
func read(mem []byte, at int) (*Table, error) {
	if len(mem)-at < 8+8*8 {
		return nil, errors.New("short")
	}
	word := func(i int) int {
		v := binary.LittleEndian.Uint64(mem[at+8+8*i:])
		if v > uint64(len(mem)) {
			return -1
		}
		return int(v)
	}
	t := &Table{mem: mem, header: at, nfunc: word(0)}
	offs := []*int{&t.funcnames, &t.cutab, &t.filetab, &t.pctab, &t.functab}
	prev := 8 + 8*8
	for i, p := range offs {
		off := word(3 + i)
		if off < prev || at+off > len(mem) {
			return nil, errors.New("parts out of order")
		}
		*p, prev = at+off, off
	}
	if t.nfunc <= 0 || t.functab+8*(t.nfunc+1) > len(mem) {
		return nil, errors.New("no functions")
	}
	for i := range t.nfunc {
		f := t.funcAt(i)
		if f < 0 || f+funcSize > len(mem) {
			return nil, fmt.Errorf("function %d out of the table", i)
		}
		if end := f + funcSize + 4*t.u32(f+funcNPCData); end > len(mem) || end < f {
			return nil, fmt.Errorf("function %d out of the table", i)
		}
		// Each record as this package reads it: a name that starts in
		// the names' table, and PC tables in theirs. A _func laid out
		// otherwise (a Go that changed it and kept the header's magic)
		// fails here, and the build with it, rather than being written.
		name := t.funcnames + int(int32(t.u32(f+funcName)))
		if name < t.funcnames || name >= t.cutab || name > t.funcnames && mem[name-1] != 0 || mem[name] == 0 {
			return nil, fmt.Errorf("function %d's name is not where this package reads it", i)
		}
		for _, field := range []int{funcPCSP, funcPCFile, funcPCLine} {
			if off := t.u32(f + field); off != 0 && t.pctab+off >= t.functab {
				return nil, fmt.Errorf("function %d's PC tables are not where this package reads them", i)
			}
		}
	}
	return t, nil
}

// Funcs is how many functions the table lists.
func (t *Table) Funcs() int { return t.nfunc }

func (t *Table) u32(i int) int { return int(binary.LittleEndian.Uint32(t.mem[i:])) }

// funcAt is where function i's _func starts in mem.
func (t *Table) funcAt(i int) int {
	return t.functab + t.u32(t.functab+8*i+4)
}

// span is a PC table: its start in mem and its length.
type span struct{ start, n int }

// tables returns the PC tables the functions refer to through the fields
// at these offsets of a _func (and, with pcdata, their PCDATA tables).
func (t *Table) tables(fields []int, pcdata bool) ([]span, error) {
	var out []span
	add := func(off int) error {
		if off == 0 {
			return nil // none
		}
		n, err := walk(t.mem[min(t.pctab+off, len(t.mem)):], nil)
		if err != nil {
			return err
		}
		out = append(out, span{t.pctab + off, n})
		return nil
	}
	for i := range t.nfunc {
		f := t.funcAt(i)
		for _, field := range fields {
			if err := add(t.u32(f + field)); err != nil {
				return nil, err
			}
		}
		if pcdata {
			for j := range t.u32(f + funcNPCData) {
				if err := add(t.u32(f + funcSize + 4*j)); err != nil {
					return nil, err
				}
			}
		}
	}
	return out, nil
}

// errRunsPast is the error for a PC table that the memory ends within.
var errRunsPast = errors.New("a PC table runs past the memory")

// walk reads the PC table at the start of b: pairs of varints (a value's
// change, zig-zag encoded, then a PC's), ended by a zero byte where a
// value's change would be, except for the first (runtime.step). It calls
// each, if not nil, with each value and the PC its run ends before, until
// each says to stop, and returns the table's length.
func walk(b []byte, each func(val, end int) bool) (int, error) {
	val, end, i := -1, 0, 0
	for first := true; ; first = false {
		if i < len(b) && b[i] == 0 && !first {
			return i + 1, nil
		}
		d, n := binary.Uvarint(b[i:])
		if n <= 0 {
			return 0, errRunsPast
		}
		i += n
		pcs, n := binary.Uvarint(b[i:])
		if n <= 0 {
			return 0, errRunsPast
		}
		i += n
		val += int(int64(d>>1) ^ -int64(d&1))
		end += int(pcs)
		if each != nil && !each(val, end) {
			return i, nil
		}
	}
}

// DropLines sets every function's file and line tables to none and writes
// zeros over the bytes that only those tables used, and over the files'
// names (only a file's name is read from them). It returns how many bytes
// it cleared.
func (t *Table) DropLines() (int, error) {
	keep, err := t.tables([]int{funcPCSP}, true)
	if err != nil {
		return 0, err
	}
	drop, err := t.tables([]int{funcPCFile, funcPCLine}, false)
	if err != nil {
		return 0, err
	}
	kept := make([]bool, len(t.mem))
	for _, s := range keep {
		for i := s.start; i < s.start+s.n; i++ {
			kept[i] = true
		}
	}
	cleared := 0
	clear := func(from, to int) {
		for i := from; i < to; i++ {
			if !kept[i] && t.mem[i] != 0 {
				t.mem[i] = 0
				cleared++
			}
		}
	}
	for _, s := range drop {
		clear(s.start, s.start+s.n)
	}
	clear(t.cutab, t.pctab) // the files' indexes and names
	for i := range t.nfunc {
		f := t.funcAt(i)
		binary.LittleEndian.PutUint32(t.mem[f+funcPCFile:], 0)
		binary.LittleEndian.PutUint32(t.mem[f+funcPCLine:], 0)
	}
	return cleared, nil
}

// Line says where in the sources a PC of the function of this name is: pc
// is the PC's offset from the function's entry, as a stack prints it after
// the "+". It fails for a function the table does not list, or a PC
// outside it. (debug/gosym cannot say: on wasm the table lists function
// indexes, not PCs, and a function's PCs are its index << 16 plus a
// resume point's; runtime.textOff.)
func (t *Table) Line(name string, pc int) (file string, line int, err error) {
	f := -1
	for i := range t.nfunc {
		if t.name(t.funcAt(i)) == name {
			f = t.funcAt(i)
			break
		}
	}
	if f < 0 {
		return "", 0, fmt.Errorf("no function %s", name)
	}
	fileno, err := t.value(t.u32(f+funcPCFile), pc)
	if err != nil {
		return "", 0, err
	}
	line, err = t.value(t.u32(f+funcPCLine), pc)
	if err != nil {
		return "", 0, err
	}
	cu := t.cutab + 4*(t.u32(f+funcCU)+fileno)
	if fileno < 0 || cu+4 > t.pctab || t.u32(cu) == 0xffffffff {
		return "?", line, nil
	}
	return cstring(t.mem[t.filetab+t.u32(cu):]), line, nil
}

// Name is the table's name for a function as a stack prints it: a
// generic function's types are "[...]" there ("pkg.F[...]" for
// "pkg.F[go.shape.int]"), and the first function that matches is taken.
// It is name itself when no function matches.
func (t *Table) Name(name string) string {
	before, after, generic := strings.Cut(name, "[...]")
	if !generic {
		return name
	}
	for i := range t.nfunc {
		n := t.name(t.funcAt(i))
		if strings.HasPrefix(n, before+"[") && strings.HasSuffix(n, "]"+after) {
			return n
		}
	}
	return name
}

// name is the name of the function whose _func starts at f.
func (t *Table) name(f int) string {
	return cstring(t.mem[t.funcnames+int(int32(t.u32(f+funcName))):])
}

func cstring(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return string(b[:i])
	}
	return string(b)
}

// value reads the PC table at off (into the PC tables) for a PC pc after
// its function's entry, as runtime.pcvalue does.
func (t *Table) value(off, pc int) (int, error) {
	if off == 0 {
		return -1, errors.New("the build has no lines (they were dropped)")
	}
	val, found := 0, false
	_, err := walk(t.mem[min(t.pctab+off, len(t.mem)):], func(v, end int) bool {
		val, found = v, pc < end
		return !found
	})
	if err != nil {
		return 0, err
	}
	if !found {
		return 0, fmt.Errorf("PC +%#x is past its function", pc)
	}
	return val, nil
}
