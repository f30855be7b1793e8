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
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"

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
	out, before, after, err := join(b)
	if err != nil {
		return err
	}
	if bytes.Equal(out, b) {
		return nil
	}
	fmt.Printf("%s: %d data segments joined into %d, %d bytes raw (was %d)\n", name, before, after, len(out), len(b))
	return os.WriteFile(name, out, 0o644)
}

// join returns the module b with its data segments merged, and how many
// segments there were before and after.
func join(b []byte) (out []byte, before, after int, err error) {
	secs, err := wasmfile.Sections(b)
	if err != nil {
		return nil, 0, 0, err
	}
	for i, s := range secs {
		switch s.ID {
		case 12:
			// A data count section would have to change too; Go writes none.
			return nil, 0, 0, fmt.Errorf("the module has a data count section")
		case 11:
			segs, err := wasmfile.Segments(s.Body)
			if err != nil {
				return nil, 0, 0, err
			}
			merged := wasmfile.Merge(segs, maxGap)
			before, after = len(segs), len(merged)
			secs[i].Body = wasmfile.DataSection(merged)
		}
	}
	return wasmfile.Module(b, secs), before, after, nil
}
