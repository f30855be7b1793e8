package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"diamond/cmd/internal/pclntab"
	"diamond/cmd/internal/wasmfile"
)

// A module shaped as Go writes one: a code section, then data in many
// small segments a few zeros apart (the runtime's findfunctab), after one
// far above them (Go writes its sections in their order, not by address).
func goLikeModule() ([]byte, []wasmfile.Segment) {
	segs := []wasmfile.Segment{{Offset: 1 << 22, Data: []byte("far")}}
	for i := range 1000 {
		segs = append(segs, wasmfile.Segment{Offset: uint32(4096 + 20*i), Data: []byte{byte(i), byte(i >> 8)}})
	}
	code := []byte{1, 2, 0, 0x0b}
	return wasmfile.Module([]byte("\x00asm\x01\x00\x00\x00"), []wasmfile.Section{{ID: 10, Body: code}, {ID: 11, Body: wasmfile.DataSection(segs)}}), segs
}

func TestJoin(t *testing.T) {
	b, segs := goLikeModule()
	out, before, after, _, err := join(b, false)
	if err != nil {
		t.Fatal(err)
	}
	if before != 1001 || after != 2 {
		t.Errorf("%d segments joined into %d, want 1001 into 2 (the far one apart)", before, after)
	}
	secs, err := wasmfile.Sections(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(secs) != 2 || secs[0].ID != 10 || !bytes.Equal(secs[0].Body, []byte{1, 2, 0, 0x0b}) {
		t.Fatalf("the sections before data changed: %+v", secs)
	}
	joined, err := wasmfile.Segments(secs[1].Body)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range segs { // every byte is where it was
		if got := read(joined, s.Offset, len(s.Data)); !bytes.Equal(got, s.Data) {
			t.Fatalf("the bytes at %d are % x, want % x", s.Offset, got, s.Data)
		}
	}
	if got := read(joined, 4096+2, 18); !bytes.Equal(got, make([]byte, 18)) { // and zeros between
		t.Errorf("the gap after the first segment holds % x", got)
	}
	again, _, n, _, err := join(out, false)
	if err != nil || n != 2 || !bytes.Equal(again, out) {
		t.Errorf("joining again changed the module (%d segments, %v)", n, err)
	}
}

func TestJoinRefusesADataCount(t *testing.T) {
	b := wasmfile.Module([]byte("\x00asm\x01\x00\x00\x00"), []wasmfile.Section{{ID: 12, Body: []byte{1}}, {ID: 11, Body: wasmfile.DataSection(nil)}})
	if _, _, _, _, err := join(b, false); err == nil {
		t.Error("a module with a data count section was joined")
	}
}

// A Go wasm file loses its lines, once; the file as the linker wrote it
// is kept beside it, and rewriting a file already rewritten keeps that
// copy as it was.
func TestRewriteDropsLines(t *testing.T) {
	b, err := pclntab.Build("../internal/pclntab/testdata/prog")
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), "prog.wasm")
	if err := os.WriteFile(name, b, 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := rewrite(name); err != nil {
			t.Fatal(err)
		}
	}
	out, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if kept, err := os.ReadFile(filepath.Join(filepath.Dir(name), "lines", "prog.wasm")); err != nil || !bytes.Equal(kept, b) {
		t.Errorf("the file with its lines is not kept as it was (%v)", err)
	}
	if _, cleared := lineTable(t, b); cleared == 0 {
		t.Error("the linker's file has no lines to clear")
	}
	tab, cleared := lineTable(t, out)
	if cleared != 0 {
		t.Errorf("the rewritten file still has %d bytes of lines", cleared)
	}
	if _, _, err := tab.Line("main.deepest", 0); err == nil {
		t.Error("the rewritten file says where main.deepest is")
	}
	if goLike, _ := goLikeModule(); !failsToJoin(goLike) {
		t.Error("a module with no function table had its lines dropped")
	}
}

func failsToJoin(b []byte) bool {
	_, _, _, _, err := join(b, true)
	return err != nil
}

// lineTable reads the function table of the module b, and how many bytes
// of lines dropping them would clear (on a copy).
func lineTable(t *testing.T, b []byte) (*pclntab.Table, int) {
	t.Helper()
	_, _, _, cleared, err := join(slices.Clone(b), true)
	if err != nil {
		t.Fatal(err)
	}
	tab, err := pclntab.FindIn(b)
	if err != nil {
		t.Fatal(err)
	}
	return tab, cleared
}

// read is n bytes of memory at off as segs write it, nil if no one
// segment holds them all.
func read(segs []wasmfile.Segment, off uint32, n int) []byte {
	for _, s := range segs {
		if off >= s.Offset && int(off-s.Offset)+n <= len(s.Data) {
			return s.Data[off-s.Offset:][:n]
		}
	}
	return nil
}
