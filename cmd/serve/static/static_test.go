package static

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHeaders(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "web"), 0o755)
	for _, f := range []string{"index.html", "app-worker.js", "web/app.0123456789ab.wasm", "web/worker.js"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := Handler(dir)
	for path, want := range map[string][2]string{
		"/":                          {"text/html; charset=utf-8", "no-cache"},
		"/app-worker.js":             {"text/javascript; charset=utf-8", "no-cache"},
		"/web/app.0123456789ab.wasm": {"application/wasm", "public, max-age=31536000, immutable"},
		"/web/worker.js":             {"text/javascript; charset=utf-8", "no-cache"},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != 200 {
			t.Errorf("%s: status %d", path, rec.Code)
		}
		if got := rec.Header().Get("Content-Type"); got != want[0] {
			t.Errorf("%s: Content-Type %q, want %q", path, got, want[0])
		}
		if got := rec.Header().Get("Cache-Control"); got != want[1] {
			t.Errorf("%s: Cache-Control %q, want %q", path, got, want[1])
		}
	}
}
