package main

import (
	"testing"

	"diamond/cmd/internal/pclntab"
)

// A stack as the runtime prints it without lines gets them back from the
// build with its lines, frame by frame, where a frame can be placed.
func TestWithLines(t *testing.T) {
	b, err := pclntab.Build("../internal/pclntab/testdata/prog")
	if err != nil {
		t.Fatal(err)
	}
	tab, err := pclntab.FindIn(b)
	if err != nil {
		t.Fatal(err)
	}
	stack := "panic: deepest\n\ngoroutine 1 [running]:\n" +
		"main.deepest(0x0)\n\t?:0 +0x5\n" + // PC 4: the panic
		"main.deepest(0x1)\n\t?:0 +0x3\n" + // PC 2: the call
		"main.first[...]({0x1, 0x1, 0x1})\n\t?:0 +0x1 fp=0x1 sp=0x2\n" +
		"main.deepest(...)\n\t?:0\n" + // no offset: left as it is
		"nowhere.F()\n\t?:0 +0x1\n" + // not in the table: left as it is
		"created by main.main in goroutine 1\n\t?:0 +0x1000\n" // past the function: left
	want := "panic: deepest\n\ngoroutine 1 [running]:\n" +
		"main.deepest(0x0)\n\tdiamond/cmd/internal/pclntab/testdata/prog/main.go:15 +0x5\n" +
		"main.deepest(0x1)\n\tdiamond/cmd/internal/pclntab/testdata/prog/main.go:17 +0x3\n" +
		"main.first[...]({0x1, 0x1, 0x1})\n\tdiamond/cmd/internal/pclntab/testdata/prog/main.go:21 +0x1 fp=0x1 sp=0x2\n" +
		"main.deepest(...)\n\t?:0\n" +
		"nowhere.F()\n\t?:0 +0x1\n" +
		"created by main.main in goroutine 1\n\t?:0 +0x1000\n"
	if got := withLines(stack, tab); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestFuncName(t *testing.T) {
	for line, want := range map[string]string{
		"main.f(0x1, {0x2, 0x3})":                "main.f",
		"diamond/app/ui.(*page).OnNav(0x620008)": "diamond/app/ui.(*page).OnNav",
		"panic({0x38aa0, 0xb7d50})":              "runtime.gopanic",
		"created by main.main in goroutine 1":    "main.main",
		"goroutine 1 [running]:":                 "",
		"\t?:0 +0x4":                             "",
	} {
		if got := funcName(line); got != want {
			t.Errorf("funcName(%q) = %q, want %q", line, got, want)
		}
	}
}
