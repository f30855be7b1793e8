package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFit: bins whose results go down are pooled, weighted by counts.
func TestFit(t *testing.T) {
	var tb table
	tb.add(0, 0.15, 0) // bin 1: score 0.15, result 0.5 on average
	tb.add(0, 0.15, 1)
	tb.add(1, 0.25, 0) // bin 2: result 0, below bin 1: pooled with it
	tb.add(2, 0.75, 1)
	if got, want := tb.fit(), "{{0.183, 0.333}, {0.750, 1.000}}"; got != want {
		t.Errorf("fit %s, want %s", got, want)
	}
}

// TestRun: a short calibration and agreement run, and the table of its
// dump read back, say what they measured.
func TestRun(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games")
	}
	dump := filepath.Join(t.TempDir(), "d.tsv")
	var out strings.Builder
	if err := run([]string{"-game", "diamond", "-games", "2", "-nodes", "2000", "-raw", "-dump", dump}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "2 finished games") || !strings.Contains(out.String(), "fitted map") {
		t.Errorf("calibration output:\n%s", out.String())
	}
	var table strings.Builder
	if err := run([]string{"-game", "diamond", "-raw", "-table", dump}, &table); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(dump); len(data) == 0 || !strings.Contains(table.String(), "2 games from") {
		t.Errorf("table of the dump:\n%s", table.String())
	}
	var agreement strings.Builder
	if err := run([]string{"-game", "diamond", "-games", "1", "-nodes", "2000", "-agreement"}, &agreement); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(agreement.String(), "have the same class at 2000 and 8000 positions") {
		t.Errorf("agreement output:\n%s", agreement.String())
	}
}
