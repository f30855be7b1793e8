// Command wasmdata rewrites Go wasm files so that their data comes in a
// few segments instead of up to 100,000, for a smaller download:
//
//	go run ./cmd/wasmdata build/wasm/app.wasm build/wasm/worker.wasm
//
// Go's linker starts a new data segment after every run of more than 8
// zero bytes (up to 100,000 segments; the rest goes in the last). Most of
// the app's segments are the runtime's table for finding a function from
// a PC (findfunctab): on wasm each function spans 65,536 PCs, so the table
// has 16 buckets of 20 bytes for each function, 2 of them not zero. Each
// such segment is 2 bytes of data under a header of 7 or 8, and brotli
// compresses the zeros between them to almost nothing but not the
// headers' offsets. Joined, the app is about 110 KB smaller with brotli
// and 1 MB larger raw (docs/perf/size.md). The memory the module starts
// with is the same bytes: the joined segments write zeros where memory
// already holds zeros. Gaps of more than maxGap bytes (the heap's start,
// say) stay gaps.
//
// It also drops the function table's file and line numbers
// (cmd/internal/pclntab): the runtime reads them only to print a stack,
// which then says "?:0 +0x1a" where it said "ui/page.go:120 +0x1a", and
// they were 81 KB of the app's download with brotli. Each file is kept
// as the linker wrote it, with its lines, in a folder lines beside it;
// cmd/wasmlines puts the lines back into a stack from that copy.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"diamond/cmd/internal/pclntab"
	"diamond/cmd/internal/wasmfile"
)

// maxGap is the longest run of zeros written out to join two segments.
const maxGap = 1024

func main() {
	flag.Parse()
	if flag.NArg() == 0 {
		log.Fatal("usage: wasmdata file.wasm...")
	}
	for _, name := range flag.Args() {
		if err := rewrite(name); err != nil {
			log.Fatalf("wasmdata: %s: %v", name, err)
		}
	}
}

func rewrite(name string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	out, before, after, cleared, err := join(b, true)
	if err != nil {
		return err
	}
	if bytes.Equal(out, b) {
		return nil
	}
	if cleared > 0 { // the linker's file, not one rewritten already
		kept := filepath.Join(filepath.Dir(name), "lines", filepath.Base(name))
		if err := os.MkdirAll(filepath.Dir(kept), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(kept, b, 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("%s: %d data segments joined into %d, %d bytes of lines cleared, %d bytes raw (was %d)\n", name, before, after, cleared, len(out), len(b))
	return os.WriteFile(name, out, 0o644)
}

// join returns the module b with its data segments merged and, with
// lines, its lines dropped; how many segments there were before and
// after, and how many bytes of lines it cleared.
func join(b []byte, lines bool) (out []byte, before, after, cleared int, err error) {
	secs, err := wasmfile.Sections(b)
	if err != nil {
		return nil, 0, 0, 0, err
	}
	for i, s := range secs {
		switch s.ID {
		case 12:
			// A data count section would have to change too; Go writes none.
			return nil, 0, 0, 0, fmt.Errorf("the module has a data count section")
		case 11:
			segs, err := wasmfile.Segments(s.Body)
			if err != nil {
				return nil, 0, 0, 0, err
			}
			merged := wasmfile.Merge(segs, maxGap)
			if lines {
				if cleared, err = dropLines(merged); err != nil {
					return nil, 0, 0, 0, err
				}
			}
			before, after = len(segs), len(merged)
			secs[i].Body = wasmfile.DataSection(merged)
		}
	}
	return wasmfile.Module(b, secs), before, after, cleared, nil
}

// dropLines drops the lines of the one function table in segs.
func dropLines(segs []wasmfile.Segment) (int, error) {
	tab, err := pclntab.FindAmong(segs)
	if err != nil {
		return 0, err
	}
	return tab.DropLines()
}
