package pclntab

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Build builds the Go program in dir for the browser, with the flags of
// make build, and returns the wasm file: the tests of the tools that
// rewrite wasm files read a real one.
func Build(dir string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "pclntab")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "prog.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go build: %v\n%s", err, msg)
	}
	return os.ReadFile(out)
}
