//go:build e2e

package e2e

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"diamond/cmd/serve/static"

	"github.com/chromedp/chromedp"
)

// copySite copies the built site into a folder a test may change.
func copySite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	err := filepath.WalkDir(siteDir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(siteDir, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// A new deployment (a new version in the service worker and app.js) is
// picked up on the next visit: the open app reloads into it, and the
// game in progress survives.
func TestNewDeployment(t *testing.T) {
	dir := copySite(t)
	srv := httptest.NewServer(static.Handler(dir))
	t.Cleanup(srv.Close)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	b.waitFor(`navigator.serviceWorker.controller !== null`, 30*time.Second)
	b.play("d4 e5")

	worker, err := os.ReadFile(filepath.Join(dir, "app-worker.js"))
	if err != nil {
		t.Fatal(err)
	}
	old := regexp.MustCompile(`"app-" \+ "([0-9a-f]+)"`).FindSubmatch(worker)
	if old == nil {
		t.Fatal("no version in app-worker.js")
	}
	version := string(old[1])
	for _, f := range []string{"app-worker.js", "app.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		next := strings.ReplaceAll(string(b), version, "0000000000000001")
		if next == string(b) {
			t.Fatalf("%s does not hold the version %s", f, version)
		}
		if err := os.WriteFile(filepath.Join(dir, f), []byte(next), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b.eval(`window.__before = true; true`, nil)
	b.reload() // the visit that finds the new service worker
	b.waitFor(`window.__before === undefined && caches.has('app-0000000000000001')`, 30*time.Second)
	// The new worker activates and the app reloads itself into it.
	b.eval(`window.__stale = true; true`, nil)
	deadline := time.Now().Add(30 * time.Second)
	for {
		// The page navigates under the evaluation: errors are expected.
		var reloaded bool
		err := chromedp.Run(b.ctx, chromedp.Evaluate(`window.__stale === undefined && `+appLive, &reloaded))
		if err == nil && reloaded {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the app did not reload into the new deployment")
		}
		time.Sleep(200 * time.Millisecond)
	}
	var keys []string
	b.await(`caches.keys()`, &keys)
	if strings.Join(keys, " ") != "app-0000000000000001" {
		t.Errorf("caches after the update: %v", keys)
	}
	if got := strings.Join(b.moves(), " "); got != "d4 e5" {
		t.Errorf("the game after the update: %q", got)
	}
}
