package pivots

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

type perftCase struct {
	name   string
	game   string
	depth  int
	leaves int64
}

func loadPerft(t *testing.T) []perftCase {
	f, err := os.Open("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
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
		cases = append(cases, perftCase{strings.TrimSpace(fields[0]), strings.TrimSpace(fields[1]), depth, leaves})
	}
	return cases
}

func TestPerft(t *testing.T) {
	for _, tc := range loadPerft(t) {
		t.Run(tc.name+"/"+strconv.Itoa(tc.depth), func(t *testing.T) {
			if testing.Short() && tc.leaves > 1_000_000 {
				t.Skip("deep perft skipped under -short")
			}
			g, err := ParseCompact(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			s := g.State()
			before := s.Clone()
			if got := Perft(s, tc.depth); got != tc.leaves {
				t.Errorf("perft(%d) = %d, want %d\n%v", tc.depth, got, tc.leaves, s.pos)
			}
			if s.pos != before.pos || s.Len() != before.Len() {
				t.Error("perft changed the state")
			}
			var sum int64
			for _, n := range Divide(s, tc.depth) {
				sum += n
			}
			if sum != tc.leaves {
				t.Errorf("divide sums to %d, want %d", sum, tc.leaves)
			}
		})
	}
}
