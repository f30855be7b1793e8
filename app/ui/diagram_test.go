package ui

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// In the capture diagrams of Diamond's rules page each name is written
// inside its disc or the target's ring, and the arrow starts at the
// moving piece's rim: below the disc a name fell on the lines, the ring
// and the piece below, and the arrow crossed the mover's name (E8).
func TestDiagramNamesInsideTheirDiscs(t *testing.T) {
	elem := regexp.MustCompile(`<(circle|text|line)([^>]*)>`)
	attr := regexp.MustCompile(`([\w-]+)="([^"]*)"`)
	diagrams := strings.Split(RulesHTML("diamond"), `class="diagram"`)[1:]
	if len(diagrams) == 0 {
		t.Fatal("no diagram on Diamond's rules page")
	}
	for i, html := range diagrams {
		type disc struct{ x, y, r float64 }
		var discs []disc
		var names, arrows []map[string]float64
		for _, e := range elem.FindAllStringSubmatch(html, -1) {
			a := map[string]float64{}
			for _, kv := range attr.FindAllStringSubmatch(e[2], -1) {
				if v, err := strconv.ParseFloat(kv[2], 64); err == nil {
					a[kv[1]] = v
				}
			}
			switch e[1] {
			case "circle":
				discs = append(discs, disc{a["cx"], a["cy"], a["r"]})
			case "text":
				names = append(names, a)
			case "line":
				arrows = append(arrows, a)
			}
		}
		// inside allows for the drawing's rounding to tenths.
		inside := func(x, y float64) bool {
			for _, d := range discs {
				if math.Hypot(x-d.x, y-d.y) < d.r-0.5 {
					return true
				}
			}
			return false
		}
		for _, n := range names {
			// The name's top is at y, 22 units high: its middle is 11 lower.
			if !inside(n["x"], n["y"]+11) {
				t.Errorf("diagram %d: a name at (%v, %v) lies outside every disc", i, n["x"], n["y"])
			}
		}
		for _, a := range arrows {
			if inside(a["x1"], a["y1"]) {
				t.Errorf("diagram %d: the arrow starts inside a disc, at (%v, %v)", i, a["x1"], a["y1"])
			}
		}
		if len(names) == 0 || len(arrows) != 1 {
			t.Errorf("diagram %d: %d names, %d arrows", i, len(names), len(arrows))
		}
	}
}
