//go:build e2e

package e2e

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"diamond/app/geom"
	"diamond/rules/diamond"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// downloads sends the browser's downloads to a new folder and returns it.
func (b *browser) downloads() string {
	b.t.Helper()
	dir := b.t.TempDir()
	b.run(cdpbrowser.SetDownloadBehavior(cdpbrowser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(dir))
	return dir
}

// download clicks sel, which saves a file and says "Saved as <name>." in
// #export-note, and returns the file's content once it is complete. Each
// call saves a file of another extension than the one before.
func (b *browser) download(dir, sel, ext string) []byte {
	b.t.Helper()
	return b.downloadSaid(dir, sel, "#export-note", ext)
}

// downloadSaid is download, with the note in the element matching note.
func (b *browser) downloadSaid(dir, sel, note, ext string) []byte {
	b.t.Helper()
	b.click(sel)
	b.waitFor(fmt.Sprintf(`(t => t.startsWith('Saved as ') && t.endsWith('.%s.'))(document.querySelector(%q).textContent)`, ext, note), 5*time.Second)
	name := strings.TrimSuffix(strings.TrimPrefix(b.text(note), "Saved as "), ".")
	if !strings.HasPrefix(name, "diamond-") || filepath.Ext(name) != "."+ext {
		b.t.Fatalf("saved as %q, want diamond-<time>.%s", name, ext)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		// Chromium writes name.crdownload, then renames it when done.
		if data, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
			return data
		}
		if time.Now().After(deadline) {
			entries, _ := os.ReadDir(dir)
			b.t.Fatalf("%s was not downloaded (folder holds %v)", name, entries)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// paste puts text in the element matching sel as a paste would.
func (b *browser) paste(sel, text string) {
	b.t.Helper()
	b.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q; e.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`, sel, text), nil)
}

// svgDoc is an SVG document's elements as a tree.
type svgDoc struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []svgDoc   `xml:",any"`
}

func (e svgDoc) attr(name string) string {
	for _, a := range e.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (e svgDoc) byID(id string) (svgDoc, bool) {
	if e.attr("id") == id {
		return e, true
	}
	for _, c := range e.Children {
		if f, ok := c.byID(id); ok {
			return f, true
		}
	}
	return svgDoc{}, false
}

// The game goes out as a record (.txt), an SVG and a PNG picture, and the
// record comes back in by pasting, over a game in progress that is kept;
// a bad record says what is wrong and changes nothing; a chosen file with
// a set-up position imports too.
func TestExportImport(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	dir := b.downloads()
	b.open(srv.URL)
	b.play("d4 e5 c3 f6 b2")
	b.click("#prev") // the pictures show ply 4; the record has all 5 moves

	b.click("#export")
	record := b.value("#export-text")
	if record != "1. d4 e5 2. c3 f6 3. b2\n" {
		t.Errorf("exported record %q", record)
	}
	if got := string(b.download(dir, "#export-txt", "txt")); got != record {
		t.Errorf(".txt file %q, want the record %q", got, record)
	}
	b.run(cdpbrowser.GrantPermissions([]cdpbrowser.PermissionType{
		cdpbrowser.PermissionTypeClipboardReadWrite, cdpbrowser.PermissionTypeClipboardSanitizedWrite,
	}).WithOrigin(srv.URL))
	b.click("#export-copy")
	b.waitFor(`document.querySelector('#export-note').textContent === 'Record copied.'`, 5*time.Second)
	var copied string
	b.await(`navigator.clipboard.readText()`, &copied)
	if copied != record {
		t.Errorf("clipboard %q, want the record", copied)
	}

	// The SVG: well-formed, 62 points, the pieces of ply 4, f6 marked.
	var doc svgDoc
	data := b.download(dir, "#export-svg", "svg")
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("the SVG is not well-formed XML: %v", err)
	}
	if doc.XMLName.Space != "http://www.w3.org/2000/svg" || doc.XMLName.Local != "svg" {
		t.Errorf("root %v", doc.XMLName)
	}
	points, _ := doc.byID("points")
	if n := len(points.Children); n != diamond.NumPoints {
		t.Errorf("%d points in the SVG, want 62", n)
	}
	pieces, _ := doc.byID("pieces")
	got := map[string]string{}
	for _, p := range pieces.Children {
		got[strings.TrimPrefix(p.attr("id"), "piece-")] = p.attr("class")
	}
	if fmt.Sprint(got) != "map[c3:black d4:black e5:white f6:white]" {
		t.Errorf("SVG pieces %v", got)
	}
	last, _ := doc.byID("last-to")
	f6, _ := doc.byID("point-f6")
	if last.attr("cx") == "" || last.attr("cx") != f6.attr("cx") || last.attr("cy") != f6.attr("cy") {
		t.Errorf("last move marker at (%s, %s), f6 at (%s, %s)", last.attr("cx"), last.attr("cy"), f6.attr("cx"), f6.attr("cy"))
	}
	if coords, ok := doc.byID("coordinates"); !ok || len(coords.Children) != 16 {
		t.Error("the SVG has no coordinates, which the board shows")
	}

	// The PNG, drawn by the browser from the SVG: a black piece on d4.
	img, err := png.Decode(bytes.NewReader(b.download(dir, "#export-png", "png")))
	if err != nil {
		t.Fatalf("the PNG does not decode: %v", err)
	}
	layout := geom.For(diamond.Spec.Geometry(), false)
	w, h := layout.Size()
	if s := img.Bounds().Size(); s.X != 960 || s.Y != 1060 || w != 960 || h != 1060 {
		t.Errorf("PNG %v, want 960x1060", s)
	}
	d4, _ := diamond.ParsePoint("d4")
	at := layout.At(int(d4))
	r, g, bl, _ := img.At(int(at.X)+960/2, int(at.Y)+1060/2).RGBA()
	if r > 0x4000 || g > 0x4000 || bl > 0x4000 {
		t.Errorf("PNG at d4 is (%x, %x, %x), not a black piece", r>>8, g>>8, bl>>8)
	}
	b.screenshot("desktop-export")
	b.click("#close-export")

	// A new game, then the record pasted back in: the game comes back and
	// the new one is kept.
	b.click("#new-game")
	b.click("#start-game")
	b.play("a1")
	b.click("#import")
	b.paste("#import-text", record)
	b.click("#import-go")
	b.waitFor(`document.querySelector('#import-dialog') === null`, 5*time.Second)
	if got := strings.Join(b.moves(), " "); got != "d4 e5 c3 f6 b2" {
		t.Errorf("imported moves %q", got)
	}
	if p := b.plies(); p != 5 {
		t.Errorf("imported game shown at ply %d, want its end", p)
	}
	if s := b.text("#kept-banner"); !strings.Contains(s, "imported game") {
		t.Errorf("banner %q", s)
	}
	// The same record again: nothing changes, and the page says why.
	b.click("#import")
	b.paste("#import-text", record)
	b.click("#import-go")
	b.waitFor(`document.querySelector('#notices').textContent.includes('This is the game on the board already.')`, 5*time.Second)

	// A bad record: the reason, by move number, and nothing changes.
	bad := "c4 c3 e4 b1 a1 d1 a3 f1 a5 g2 a7 g4 h3 g6 h5 h8 h7 e7 f8 c7 d8 b6 b8 f5 e4-d4* b1-b2 c4-b4 c3-c4"
	b.click("#import")
	b.paste("#import-text", bad)
	b.click("#import-go")
	b.waitFor(`document.querySelector('#import-error') !== null`, 5*time.Second)
	if e := b.text("#import-error"); e != "This record could not be read: move 14 (White's c3-c4) is not legal: c3 holds no white piece." {
		t.Errorf("import error %q", e)
	}
	b.screenshot("desktop-import-error")
	b.click("#cancel-import")
	if got := strings.Join(b.moves(), " "); got != "d4 e5 c3 f6 b2" {
		t.Errorf("after a bad import: %q", got)
	}

	// A file: a game from a set-up position; its export keeps the tag.
	file := filepath.Join(t.TempDir(), "puzzle.txt")
	setupRecord := "[Position \"n6/8/2wb4/8/3b4/8/w7/7 b 0 0\"]\n1. e4-d4* g1-g2 2. (a1)\n"
	if err := os.WriteFile(file, []byte(setupRecord), 0o644); err != nil {
		t.Fatal(err)
	}
	b.click("#import")
	b.run(chromedp.SetUploadFiles("#import-file", []string{file}, chromedp.ByQuery))
	b.waitFor(`document.querySelector('#import-dialog') === null`, 5*time.Second)
	if got := strings.Join(b.moves(), " "); got != "e4-d4* g1-g2 (a1)" {
		t.Errorf("moves from the file %q", got)
	}
	if got := b.points("a1", "c3", "d4", "g2"); got != "a1:empty c3:neutral d4:black g2:white" {
		t.Errorf("board from the file: %s", got)
	}
	b.click("#export")
	if got := b.value("#export-text"); got != setupRecord {
		t.Errorf("export of a set-up game %q, want %q", got, setupRecord)
	}
	b.click("#close-export")

	// Both games played before are kept.
	b.click("#games")
	if kept := b.keptCount(); kept != 2 {
		t.Errorf("%d games kept, want 2 (the first game and the one with a1)", kept)
	}
}
