// Command wasmlines puts the files and lines back into a stack printed by
// the app or the worker, whose wasm files are built without them
// (cmd/wasmdata drops them: a frame reads "?:0 +0x1a"):
//
//	go run ./cmd/wasmlines [-wasm build/wasm/lines/app.wasm] < stack.txt
//
// It reads the same build as the linker wrote it, with its lines, which
// make build keeps in build/wasm/lines (the builds are reproducible: check
// out the commit the stack came from and make build). A frame is a line
// naming a function, then a line "\t?:0 +0xN"; N is the PC's offset in
// the function, and the line shown is that of the call (the PC before
// it), as the runtime shows it. Frames with no offset (a function's
// first PC, or a call inlined into the next frame) are left as they are.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"strconv"
	"strings"

	"diamond/cmd/internal/pclntab"
)

func main() {
	wasm := flag.String("wasm", "build/wasm/lines/app.wasm", "the wasm file with its lines")
	flag.Parse()
	b, err := os.ReadFile(*wasm)
	if err != nil {
		log.Fatal(err)
	}
	tab, err := pclntab.FindIn(b)
	if err != nil {
		log.Fatalf("wasmlines: %s: %v", *wasm, err)
	}
	in, err := io.ReadAll(os.Stdin)
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprint(w, withLines(string(in), tab))
}

// withLines is the stack with the file and line of each frame it can
// place.
func withLines(stack string, tab *pclntab.Table) string {
	lines := strings.SplitAfter(stack, "\n")
	for i := 1; i < len(lines); i++ {
		frame := strings.TrimRight(lines[i], "\r\n")
		end := lines[i][len(frame):]
		at, ok := strings.CutPrefix(frame, "\t?:0 +0x")
		if !ok {
			continue
		}
		hex, rest, _ := strings.Cut(at, " ") // rest: fp=, sp=, pc= in a crash's stack
		off, err := strconv.ParseUint(hex, 16, 32)
		name := funcName(lines[i-1])
		if err != nil || off == 0 || name == "" {
			continue
		}
		file, line, err := tab.Line(tab.Name(name), int(off)-1)
		if err != nil {
			continue
		}
		lines[i] = strings.TrimSuffix(fmt.Sprintf("\t%s:%d +0x%s %s", file, line, hex, rest), " ") + end
	}
	return strings.Join(lines, "")
}

// funcName is the function a frame's first line names: "pkg.F(args)" or
// "created by pkg.F in goroutine 1".
func funcName(line string) string {
	line = strings.TrimSpace(line)
	if by, ok := strings.CutPrefix(line, "created by "); ok {
		name, _, _ := strings.Cut(by, " in goroutine ")
		return name
	}
	i := strings.LastIndex(line, "(")
	switch {
	case i <= 0 || !strings.HasSuffix(line, ")"):
		return ""
	case line[:i] == "panic": // as runtime.printFuncName prints it
		return "runtime.gopanic"
	}
	return line[:i]
}
