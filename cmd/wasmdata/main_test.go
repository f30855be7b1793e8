package main

import (
	"bytes"
	"testing"

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
	out, before, after, err := join(b)
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
	again, _, n, err := join(out)
	if err != nil || n != 2 || !bytes.Equal(again, out) {
		t.Errorf("joining again changed the module (%d segments, %v)", n, err)
	}
}

func TestJoinRefusesADataCount(t *testing.T) {
	b := wasmfile.Module([]byte("\x00asm\x01\x00\x00\x00"), []wasmfile.Section{{ID: 12, Body: []byte{1}}, {ID: 11, Body: wasmfile.DataSection(nil)}})
	if _, _, _, err := join(b); err == nil {
		t.Error("a module with a data count section was joined")
	}
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
