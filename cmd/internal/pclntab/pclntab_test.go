package pclntab

import (
	"bytes"
	"debug/gosym"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// buildProg builds testdata/prog for the browser, as make build does, and
// returns the data segment that holds its function table, and that table.
func buildProg(t *testing.T) ([]byte, *Table) {
	t.Helper()
	b, err := Build("testdata/prog")
	if err != nil {
		t.Fatal(err)
	}
	tab, err := FindIn(b)
	if err != nil {
		t.Fatal(err)
	}
	return tab.mem, tab
}

func symbols(t *testing.T, tab *Table) *gosym.Table {
	t.Helper()
	syms, err := gosym.NewTable(nil, gosym.NewLineTable(slices.Clone(tab.mem[tab.header:]), 0))
	if err != nil {
		t.Fatal(err)
	}
	return syms
}

// linesOf lists the lines main.deepest's PCs are at, in the order of its PCs.
func linesOf(tab *Table) (lines []int, files map[string]bool, err error) {
	files = map[string]bool{}
	for pc := 0; ; pc++ {
		file, line, err := tab.Line("main.deepest", pc)
		if err != nil {
			return lines, files, err
		}
		lines = append(lines, line)
		files[filepath.Base(file)] = true
	}
}

// The table found is the one Go's own reader reads, and it says where
// in the sources the program's PCs are.
func TestFind(t *testing.T) {
	_, tab := buildProg(t)
	syms := symbols(t, tab)
	if len(syms.Funcs) != tab.Funcs() {
		t.Errorf("found %d functions, debug/gosym reads %d", tab.Funcs(), len(syms.Funcs))
	}
	lines, files, err := linesOf(tab)
	if len(lines) < 3 || !strings.Contains(err.Error(), "past its function") {
		t.Fatalf("main.deepest has %d PCs, then %v", len(lines), err)
	}
	if lines[0] != 13 || !slices.Contains(lines, 15) || !slices.Contains(lines, 17) || len(files) != 1 || !files["main.go"] {
		t.Errorf("main.deepest's PCs are at lines %v of %v, want 13 first, 15 (the panic) and 17 (the call)", lines, files)
	}
	if _, _, err := tab.Line("main.nowhere", 0); err == nil {
		t.Error("a function the program does not have has a line")
	}
}

func TestFindFails(t *testing.T) {
	mem, tab := buildProg(t)
	two := append(slices.Clone(mem), mem[tab.header:]...)
	if _, err := Find(two); err == nil {
		t.Error("a memory with two tables gave one")
	}
	if _, err := Find(mem[:tab.header+100]); err == nil {
		t.Error("a table cut short was found")
	}
	if _, err := Find(make([]byte, 1000)); err == nil {
		t.Error("zeros gave a table")
	}
	// Records laid out otherwise: their names' offsets where their
	// frame tables' would be.
	shifted := slices.Clone(mem)
	for i := range tab.Funcs() {
		f := tab.funcAt(i)
		copy(shifted[f+funcName:], shifted[f+funcPCSP:f+funcPCSP+4])
	}
	if _, err := Find(shifted); err == nil {
		t.Error("a table whose records are laid out otherwise was found")
	}
}

// Dropping the lines leaves everything the runtime needs to run (frame
// sizes, the collector's tables, the names) as it was, and changes only
// the file and line tables, the files' names and the two fields of each
// function that point to its tables, which become 0 (none).
func TestDropLines(t *testing.T) {
	mem, tab := buildProg(t)
	before := slices.Clone(mem)
	keep, err := tab.tables([]int{funcPCSP}, true)
	if err != nil {
		t.Fatal(err)
	}
	drop, err := tab.tables([]int{funcPCFile, funcPCLine}, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(drop) == 0 || len(keep) == 0 {
		t.Fatalf("%d tables to drop, %d to keep", len(drop), len(keep))
	}
	cleared, err := tab.DropLines()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range keep {
		if !bytes.Equal(mem[s.start:s.start+s.n], before[s.start:s.start+s.n]) {
			t.Fatalf("a table kept changed at %d", s.start)
		}
	}
	may := make([]bool, len(mem)) // the bytes that may become zeros
	for _, s := range drop {
		for i := s.start; i < s.start+s.n; i++ {
			may[i] = true
		}
	}
	for i := tab.cutab; i < tab.pctab; i++ {
		may[i] = true
	}
	for i := range tab.Funcs() {
		f := tab.funcAt(i)
		if tab.u32(f+funcPCFile) != 0 || tab.u32(f+funcPCLine) != 0 {
			t.Fatalf("function %d still has its lines", i)
		}
		for j := range 8 {
			may[f+funcPCFile+j] = true
		}
	}
	changed := 0
	for i := range mem {
		if mem[i] != before[i] {
			changed++
			if !may[i] || mem[i] != 0 {
				t.Fatalf("byte %d changed from %d to %d, outside what is dropped", i, before[i], mem[i])
			}
		}
	}
	if cleared == 0 || changed < cleared {
		t.Errorf("%d bytes changed, %d said cleared", changed, cleared)
	}
	// The names and entries read the same; the lines are gone.
	was := symbols(t, &Table{mem: before, header: tab.header})
	now := symbols(t, tab)
	if len(was.Funcs) != len(now.Funcs) {
		t.Fatalf("%d functions, then %d", len(was.Funcs), len(now.Funcs))
	}
	for i := range was.Funcs {
		if was.Funcs[i].Name != now.Funcs[i].Name || was.Funcs[i].Entry != now.Funcs[i].Entry {
			t.Fatalf("function %d was %s at %#x, now %s at %#x", i, was.Funcs[i].Name, was.Funcs[i].Entry, now.Funcs[i].Name, now.Funcs[i].Entry)
		}
	}
	if _, _, err := linesOf(tab); err == nil || !strings.Contains(err.Error(), "no lines") {
		t.Errorf("main.deepest still has lines: %v", err)
	}
	if again, err := tab.DropLines(); err != nil || again != 0 {
		t.Errorf("a second drop cleared %d bytes (%v)", again, err)
	}
}

func TestWalk(t *testing.T) {
	for _, c := range []struct {
		b    []byte
		want int
	}{
		{[]byte{0, 5, 0, 9}, 3},                // a first change of 0, then the end
		{[]byte{2, 0x81, 0x01, 4, 3, 0, 7}, 6}, // a varint PC change, then the end
		{[]byte{0x80, 0x01, 1, 0}, 4},          // a varint value change
	} {
		if n, err := walk(c.b, nil); err != nil || n != c.want {
			t.Errorf("walk(%v) = %d, %v; want %d", c.b, n, err, c.want)
		}
	}
	if _, err := walk([]byte{2, 0x81}, nil); err == nil {
		t.Error("a table cut short has a length")
	}
}
