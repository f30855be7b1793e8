package transfer

import (
	"strings"
	"testing"
	"time"

	"diamond/rules/diamond"
)

func TestExportImportRoundTrip(t *testing.T) {
	for _, record := range []string{
		"1. d3 a1 2. d4 a2 3. e3 a4 4. e4 1-0",
		"1. d4 swap 2. e5",
		`[Position "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"] 1. e4-d4* g1-g2 2. (a1)`,
		"1. d4 0-1", // Black resigned after its first move
		"",
	} {
		g, err := diamond.ParseRecord(record)
		if err != nil {
			t.Fatal(err)
		}
		text := Export(diamond.NewMatch(g))
		if !strings.HasSuffix(text, "\n") {
			t.Errorf("%q: no final newline", text)
		}
		if record == "" {
			continue // an empty game exports an empty record, which Import refuses
		}
		in, err := Import(text, diamond.Spec)
		if err != nil {
			t.Fatalf("Import(Export(%q)) = %v (text %q)", record, err, text)
		}
		if in.Game.Compact() != g.Compact() || in.Ply != g.Len() || in.Game.Outcome() != diamond.NewMatch(g).Outcome() {
			t.Errorf("%q: imported %q at %d (%v), want %q (%v)", record, in.Game.Compact(), in.Ply, in.Game.Outcome(), g.Compact(), g.Outcome())
		}
	}
}

func TestImportLink(t *testing.T) {
	in, err := Import("  https://diamond.example/#g=ZAaB&m=1\n", diamond.Spec)
	if err != nil {
		t.Fatal(err)
	}
	if in.Game.Len() != 4 || in.Ply != 1 {
		t.Errorf("link: %d moves shown at %d", in.Game.Len(), in.Ply)
	}
	in, err = Import("\uFEFFd4 e5", diamond.Spec)
	if err != nil || in.Game.Len() != 2 {
		t.Errorf("with a byte-order mark: %v", err)
	}
}

func TestImportErrors(t *testing.T) {
	// The placements of the e2e tests, a capture on c3, then White's step
	// from c3, which holds a neutral piece since the capture.
	placements := "c4 c3 e4 b1 a1 d1 a3 f1 a5 g2 a7 g4 h3 g6 h5 h8 h7 e7 f8 c7 d8 b6 b8 f5 e4-d4* b1-b2 c4-b4 c3-c4"
	for text, want := range map[string]string{
		"":                "there is nothing to read",
		"   \n":           "there is nothing to read",
		"1. d4 d4":        "move 1 (White's d4) is not legal: d4 is not empty",
		placements:        "move 14 (White's c3-c4) is not legal: c3 holds no white piece",
		"https://x/#g=ZZ": "move 1 (White's d3) is not legal: d3 is not empty",
		// A damaged link is read as a link, not as a record.
		"http://127.0.0.1:8090/#game=pivots&g=%%%": "it is damaged or cut off",
		`[Position "nonsense"]`:                    "starting position",
		"1. d4 e5 1-0 2. c3":                       "must come last",
	} {
		_, err := Import(text, diamond.Spec)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Import(%q): %v, want %q", text, err, want)
		}
	}
}

// A link asking for a move its game lacks opens the game at its end, and
// says why.
func TestImportLinkNote(t *testing.T) {
	in, err := Import("https://x/#g=ZA&m=9999", diamond.Spec)
	if err != nil || in.Ply != 2 || in.Note != "the link asks for move 9999, but the game has 2 moves" {
		t.Errorf("Import: %+v, %v", in, err)
	}
}

func TestFileName(t *testing.T) {
	now := time.Date(2026, 11, 21, 9, 5, 0, 0, time.UTC)
	if got := FileName(diamond.Spec, now, "svg"); got != "diamond-2026-11-21-0905.svg" {
		t.Errorf("FileName = %q", got)
	}
}
