package picture

import (
	"encoding/xml"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"diamond/rules/diamond"
	"diamond/rules/game"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// board returns the board of a game record shown at its end.
func board(t *testing.T, record string) game.Board {
	t.Helper()
	m, err := diamond.Spec.ParseRecord(record)
	if err != nil {
		t.Fatal(err)
	}
	return m.Board(m.Len())
}

var geo = diamond.Spec.Geometry()

// element is any XML element, kept as a tree.
type element struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []element  `xml:",any"`
	Text     string     `xml:",chardata"`
}

func (e element) attr(name string) string {
	for _, a := range e.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// find returns the element with id under e.
func (e element) find(id string) (element, bool) {
	if e.attr("id") == id {
		return e, true
	}
	for _, c := range e.Children {
		if f, ok := c.find(id); ok {
			return f, true
		}
	}
	return element{}, false
}

func parse(t *testing.T, doc string) element {
	t.Helper()
	var root element
	if err := xml.Unmarshal([]byte(doc), &root); err != nil {
		t.Fatalf("not well-formed XML: %v\n%s", err, doc)
	}
	if root.XMLName.Space != "http://www.w3.org/2000/svg" || root.XMLName.Local != "svg" {
		t.Fatalf("root element %v, want svg in the SVG namespace", root.XMLName)
	}
	return root
}

// captureGame starts from the set-up position of docs/games/diamond.md; its one move,
// e4-d4, captures the white piece on c3.
const captureGame = `[Position "n6/8/2wb4/8/3b4/8/w7/7 b 0 0"] 1. e4-d4*`

func TestSVGHasEveryPointAndPiece(t *testing.T) {
	b := board(t, captureGame)
	root := parse(t, SVG(geo, b, Options{Coords: true, LastMove: true, Title: "A capture"}))
	points, ok := root.find("points")
	if !ok || len(points.Children) != diamond.NumPoints {
		t.Fatalf("%d points, want %d", len(points.Children), diamond.NumPoints)
	}
	pieces, _ := root.find("pieces")
	got := map[string]string{}
	for _, p := range pieces.Children {
		got[strings.TrimPrefix(p.attr("id"), "piece-")] = p.attr("class")
	}
	want := map[string]string{}
	for q, p := range b.Pieces {
		if p != 0 {
			want[geo.Sites[q].Name] = geo.Legend[p].Class
		}
	}
	if len(want) == 0 || len(got) != len(want) {
		t.Errorf("pieces %v, want %v", got, want)
	}
	for q, c := range want {
		if got[q] != c {
			t.Errorf("%s: %q, want %q", q, got[q], c)
		}
	}
	if got["d4"] != "black" || got["c3"] != "neutral" {
		t.Errorf("after e4-d4*: d4 %q, c3 %q", got["d4"], got["c3"])
	}
	for id, want := range map[string]string{"last-to": "d4", "last-from": "e4", "captured": "c3"} {
		m, ok := root.find(id)
		p, _ := root.find("point-" + want)
		if !ok || m.attr("cx") != p.attr("cx") || m.attr("cy") != p.attr("cy") {
			t.Errorf("marker %s is not on %s", id, want)
		}
	}
	coords, _ := root.find("coordinates")
	if len(coords.Children) != 16 {
		t.Errorf("%d coordinates, want 16", len(coords.Children))
	}
	if title := root.Children[0]; title.XMLName.Local != "title" || title.Text != "A capture" {
		t.Errorf("title %+v", title)
	}
}

func TestSVGOptions(t *testing.T) {
	b := board(t, "d4")
	plain := parse(t, SVG(geo, b, Options{}))
	if _, ok := plain.find("coordinates"); ok {
		t.Error("coordinates drawn with Coords off")
	}
	if _, ok := plain.find("last-move"); ok {
		t.Error("last move marked with LastMove off")
	}
	if plain.attr("width") != "480" || plain.attr("height") != "530" {
		t.Errorf("default size %sx%s", plain.attr("width"), plain.attr("height"))
	}
	up, _ := plain.find("piece-d4")
	flipped, _ := parse(t, SVG(geo, b, Options{Flipped: true})).find("piece-d4")
	if up.attr("cx") == "" || flipped.attr("cx") != neg(up.attr("cx")) || flipped.attr("cy") != neg(up.attr("cy")) {
		t.Errorf("d4 at (%s, %s) upright, (%s, %s) flipped", up.attr("cx"), up.attr("cy"), flipped.attr("cx"), flipped.attr("cy"))
	}
	if s := SVG(geo, b, Options{Title: `<"&">`}); !strings.Contains(s, "<title>&lt;&#34;&amp;&#34;&gt;</title>") {
		t.Error("the title is not escaped")
	}
}

func neg(s string) string {
	switch {
	case s == "0":
		return s
	case strings.HasPrefix(s, "-"):
		return s[1:]
	}
	return "-" + s
}

// The whole document is pinned by a golden file (go test -update
// rewrites it): a change of drawing shows in review.
func TestSVGGolden(t *testing.T) {
	b := board(t, captureGame)
	got := SVG(geo, b, Options{Coords: true, LastMove: true, Title: "Diamond: after 1 move"})
	path := filepath.Join("testdata", "capture.svg")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./app/picture -update writes it)", err)
	}
	if got != string(want) {
		t.Errorf("SVG differs from %s (go test ./app/picture -update rewrites it)", path)
	}
}

// Tags (Diamondback's pawn kinds) are drawn beside their pieces, coloured
// by kind, as on the board; none without them.
func TestSVGTags(t *testing.T) {
	b := board(t, "d4")
	tags := make([]string, len(geo.Sites))
	tags[0], tags[5] = "GF", "W"
	doc := parse(t, SVG(geo, b, Options{Tags: tags}))
	g, ok := doc.find("tags")
	if !ok || len(g.Children) != 2 {
		t.Fatalf("tags drawn: %+v", g)
	}
	if first := g.Children[0]; first.Text != "GF" || first.attr("fill") != "#8a5a00" || g.Children[1].attr("fill") != "#2f6fab" {
		t.Errorf("the tags %+v", g.Children)
	}
	if _, ok := parse(t, SVG(geo, b, Options{})).find("tags"); ok {
		t.Error("tags drawn without any")
	}
}
