//go:build !(js && wasm)

// Command worker runs only in a browser's Web Worker: build it with
// GOOS=js GOARCH=wasm (make build does).
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "worker: build with GOOS=js GOARCH=wasm; it runs in the browser")
	os.Exit(2)
}
