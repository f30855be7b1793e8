// Package golist runs go list for the browser build, for the tests that
// check what each wasm file links (wasm/app's and wasm/worker's
// deps_test.go).
package golist

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// Browser runs go list with args for the browser build (GOOS=js
// GOARCH=wasm), whatever system runs the test, in the test's folder, and
// returns each package listed, with the rest of its line split into
// words.
func Browser(t testing.TB, args ...string) map[string][]string {
	t.Helper()
	// go test puts its own Go's bin folder first on the PATH.
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go tool to list the dependencies: %v", err)
	}
	cmd := exec.Command(goTool, append([]string{"list"}, args...)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if e, ok := err.(*exec.ExitError); ok {
			msg = string(e.Stderr)
		}
		t.Fatalf("GOOS=js GOARCH=wasm go list %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	pkgs := map[string][]string{}
	for line := range strings.Lines(string(out)) {
		if f := strings.Fields(line); len(f) > 0 {
			pkgs[f[0]] = f[1:]
		}
	}
	return pkgs
}
