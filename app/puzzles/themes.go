package puzzles

import (
	"strings"
	"unicode"
)

// themeNames are the puzzle files' theme tags (cmd/puzzles, docs/puzzles.md)
// in words, for the page.
var themeNames = map[string]string{
	"quietMove":  "Quiet first move",
	"placement":  "Placement",
	"movement":   "Movement",
	"capture":    "Capture",
	"removal":    "Removal",
	"recapture":  "The reply pivots too",
	"opening":    "Opening",
	"middlegame": "Middlegame",
	"endgame":    "Endgame",
	"crowded":    "Crowded board",
	"checkmate":  "Checkmate",
	"corner":     "Corner win",
	"check":      "Check",
	"promotion":  "Promotion",
	"chain1":     "A pivot of one step",
	"chain2":     "A chain of two steps",
	"chain3":     "A chain of three steps or more",
}

// ThemeName is a theme tag in words: "winIn2" is "Win in 2", "setup-b1g8"
// "Queens on b1 and g8"; a tag this version does not know is spelt out
// from its letters.
func ThemeName(tag string) string {
	if n, ok := themeNames[tag]; ok {
		return n
	}
	if n, ok := strings.CutPrefix(tag, "winIn"); ok {
		return "Win in " + n
	}
	if s, ok := strings.CutPrefix(tag, "setup-"); ok && len(s) == 4 {
		return "Queens on " + s[:2] + " and " + s[2:]
	}
	var b strings.Builder // "someTag-name" → "Some tag name"
	for i, r := range tag {
		switch {
		case r == '-' || r == '_':
			b.WriteRune(' ')
		case i == 0:
			b.WriteRune(unicode.ToUpper(r))
		case unicode.IsUpper(r):
			b.WriteRune(' ')
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
