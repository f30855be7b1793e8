package markup

import (
	"html"
	"math/rand/v2"
	"testing"
)

// Escape writes what html.EscapeString writes, for the texts the app
// escapes and for random ones made of the characters that matter.
func TestEscapeAsPackageHTML(t *testing.T) {
	texts := []string{"", "How to play Diamond", `<b>"Tom" & 'Jerry'</b>`, "a<<b>>c&&", "é — ü", "&amp;"}
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []rune(`<>&'"a é—`)
	for range 500 {
		r := make([]rune, rng.IntN(12))
		for i := range r {
			r[i] = alphabet[rng.IntN(len(alphabet))]
		}
		texts = append(texts, string(r))
	}
	for _, s := range texts {
		if got, want := Escape(s), html.EscapeString(s); got != want {
			t.Errorf("Escape(%q) = %q, want %q", s, got, want)
		}
	}
}
