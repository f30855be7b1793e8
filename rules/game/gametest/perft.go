package gametest

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// PerftCase is one line of a game's perft table (testdata/perft.txt):
// "name; position; depth; leaves", the position in the game's own form
// (a compact record, a FEN, a setup name); '#' begins a comment line.
type PerftCase struct {
	Name, Position string
	Depth          int
	Leaves         int64
}

// LoadPerft reads a perft table; a malformed line fails the test.
func LoadPerft(t testing.TB, path string) []PerftCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []PerftCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		if len(fields) != 4 {
			t.Fatalf("bad perft line %q", line)
		}
		depth, err1 := strconv.Atoi(strings.TrimSpace(fields[2]))
		leaves, err2 := strconv.ParseInt(strings.TrimSpace(fields[3]), 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad perft line %q", line)
		}
		cases = append(cases, PerftCase{strings.TrimSpace(fields[0]), strings.TrimSpace(fields[1]), depth, leaves})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}
