//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// keptCount is how many kept games the open Games dialog lists.
func (b *browser) keptCount() int {
	b.t.Helper()
	var n int
	b.eval(`document.querySelectorAll('.kept-games li').length`, &n)
	return n
}

// Back up all games saves every game to a file; in a browser whose
// storage was cleared, Restore from a backup brings them back: the game in
// progress on the board, the kept game under Games, and the dialog says
// what came back. A file that is no backup changes nothing and says why.
func TestBackupRestore(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	dir := b.downloads()
	b.open(srv.URL)
	b.play("d4 e5")
	b.newGameOf("diamond") // keeps d4 e5
	b.play("c3")

	b.click("#games")
	if n := b.keptCount(); n != 1 {
		t.Fatalf("%d kept games before the backup, want 1", n)
	}
	b.waitFor(`document.querySelector('#lasting').textContent.includes('This browser ')`, 5*time.Second)
	if l := b.text("#lasting"); !strings.HasPrefix(l, "Your games live in this browser only. This browser ") {
		t.Errorf("the dialog says %q", l)
	}
	data := b.downloadSaid(dir, "#backup-all", "#backup-note", "json")
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil || head.Format != "diamond-backup" || head.Version != 1 {
		t.Fatalf("the file's head %+v (%v)", head, err)
	}
	if name := b.text("#backup-note"); !strings.HasPrefix(name, "Saved as diamond-backup-") {
		t.Errorf("note %q", name)
	}
	b.click("#close-games")

	// Another browser's storage: nothing kept.
	b.eval(`localStorage.clear(); true`, nil)
	b.reload()
	if got := strings.Join(b.moves(), " "); got != "" {
		t.Fatalf("moves after clearing the storage: %q", got)
	}
	b.click("#games")
	if n := b.keptCount(); n != 0 {
		t.Fatalf("%d kept games in a cleared browser", n)
	}

	// A file that is not a backup.
	other := filepath.Join(t.TempDir(), "notes.json")
	if err := os.WriteFile(other, []byte(`{"hello":1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	b.run(chromedp.SetUploadFiles("#restore-file", []string{other}, chromedp.ByQuery))
	b.waitFor(`document.querySelector('#backup-note.dialog-error') !== null`, 5*time.Second)
	if e := b.text("#backup-note"); !strings.HasPrefix(e, "This file is not a backup of the Diamond Games") {
		t.Errorf("a file that is not a backup: %q", e)
	}

	file := filepath.Join(t.TempDir(), "backup.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	b.run(chromedp.SetUploadFiles("#restore-file", []string{file}, chromedp.ByQuery))
	b.waitFor(`document.querySelector('#backup-note').textContent.startsWith('Restored')`, 5*time.Second)
	if r := b.text("#backup-note"); !strings.HasPrefix(r, "Restored: 1 game in progress, 1 kept game") || !strings.HasSuffix(r, "Nothing was overwritten.") {
		t.Errorf("report %q", r)
	}
	if n := b.keptCount(); n != 1 {
		t.Errorf("%d kept games listed after the restore, want 1", n)
	}
	b.screenshot("desktop-restored")
	b.click("#close-games")
	if got := strings.Join(b.moves(), " "); got != "c3" {
		t.Errorf("the board shows %q after the restore, want the game in progress c3", got)
	}

	// Stored for good: a reload opens on them.
	b.reload()
	if got := strings.Join(b.moves(), " "); got != "c3" {
		t.Errorf("after a reload the board shows %q", got)
	}
	b.click("#games")
	b.click("#open-kept-0")
	if got := strings.Join(b.moves(), " "); got != "d4 e5" {
		t.Errorf("the kept game restored is %q, want d4 e5", got)
	}
}
