package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The worker's wasm is the computer's search and nothing else: it must not
// link go-app or the app's packages (docs/perf/size.md). go list reports what
// the browser build links, whatever system runs the test.
func TestWorkerLinksNoApp(t *testing.T) {
	// go test puts its own Go's bin folder first on the PATH.
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go tool to list the worker's dependencies: %v", err)
	}
	cmd := exec.Command(goTool, "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if e, ok := err.(*exec.ExitError); ok {
			msg = string(e.Stderr)
		}
		t.Fatalf("GOOS=js GOARCH=wasm go list -deps ./wasm/worker: %v\n%s", err, msg)
	}
	deps := strings.Fields(string(out))
	search := false
	for _, d := range deps {
		switch {
		case d == "diamond/rules/search":
			search = true
		case strings.HasPrefix(d, "github.com/maxence-charriere/go-app/"):
			t.Errorf("the worker links go-app: %s", d)
		case d == "diamond/app" || strings.HasPrefix(d, "diamond/app/"):
			t.Errorf("the worker links the app's package %s", d)
		}
	}
	// The list is the browser build's: it holds the search.
	if !search {
		t.Errorf("diamond/rules/search is not among the worker's %d dependencies: is this the browser build's list?\n%s", len(deps), out)
	}
}
