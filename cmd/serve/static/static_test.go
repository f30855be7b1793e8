package static

import (
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func site(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	// One time for every file: written in map order, a compressed copy
	// could otherwise be a few nanoseconds older than its original and
	// count as stale.
	when := time.Now().Truncate(time.Second)
	for f, body := range files {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(filepath.Join(dir, f), when, when); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestHeaders(t *testing.T) {
	dir := site(t, map[string]string{
		"index.html": "x", "embed.html": "<!doctype html>embed", "app-worker.js": "x",
		"web/app.0123456789ab.wasm": "x", "web/worker.js": "x",
	})
	h := Handler(dir)
	for path, want := range map[string][2]string{
		"/":                          {"text/html; charset=utf-8", "no-cache"},
		"/embed":                     {"text/html; charset=utf-8", "no-cache"},
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
		// Framing is the pages' policies' to say (_headers), not a header
		// for every file's.
		if xfo, csp := rec.Header().Get("X-Frame-Options"), rec.Header().Get("Content-Security-Policy"); xfo != "" || csp != "" {
			t.Errorf("%s: X-Frame-Options %q, Content-Security-Policy %q, from a site without _headers", path, xfo, csp)
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/embed", nil))
	if rec.Body.String() != "<!doctype html>embed" {
		t.Errorf("/embed served %q, want embed.html", rec.Body.String())
	}
	for _, path := range []string{"/missing", "/embed/"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code == 200 {
			t.Errorf("%s: status %d, want none", path, rec.Code)
		}
	}
}

// The demo page names the app at DemoApp; the demo server puts the app's
// actual address in its place.
func TestDemo(t *testing.T) {
	dir := site(t, map[string]string{
		"index.html": `<iframe src="` + DemoApp + `/embed#g=A"></iframe>`,
		"style.css":  "body{}",
	})
	h := Demo(dir, "http://127.0.0.1:9999/")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	body, _ := io.ReadAll(rec.Body)
	if want := `<iframe src="http://127.0.0.1:9999/embed#g=A"></iframe>`; string(body) != want {
		t.Errorf("demo page %q, want %q", body, want)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/style.css", nil))
	if rec.Code != 200 || rec.Body.String() != "body{}" {
		t.Errorf("style.css: %d %q", rec.Code, rec.Body.String())
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/nothing.html", nil))
	if rec.Code != 404 {
		t.Errorf("a missing page: %d", rec.Code)
	}
}

// The site's _headers file, which the site generator writes for Netlify,
// gives the headers of each path: of the route asked for (/embed), not of
// the file served (embed.html). It is not served itself.
func TestHeadersFile(t *testing.T) {
	dir := site(t, map[string]string{
		"index.html": "x", "embed.html": "x", "web/style.css": "x",
		"_headers": "# the policies\n/\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n" +
			"\n/embed\n  Content-Security-Policy: default-src 'self'; frame-ancestors *\n  X-Test: a: b\n",
	})
	h := Handler(dir)
	for path, want := range map[string][2]string{
		"/":              {"default-src 'self'; frame-ancestors 'none'", ""},
		"/embed":         {"default-src 'self'; frame-ancestors *", "a: b"},
		"/embed.html":    {"", ""},
		"/web/style.css": {"", ""},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		got := [2]string{rec.Header().Get("Content-Security-Policy"), rec.Header().Get("X-Test")}
		if rec.Code != 200 || got != want {
			t.Errorf("%s: %d %q, want 200 %q", path, rec.Code, got, want)
		}
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: the security headers are missing", path)
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/_headers", nil))
	if rec.Code != 404 {
		t.Errorf("/_headers: status %d, want 404", rec.Code)
	}
	for _, bad := range []string{"/*\n  X-A: b\n", "  X-A: b\n", "/\n  no header\n", "web\n  X-A: b\n"} {
		dir := site(t, map[string]string{"_headers": bad})
		if _, err := ReadHeaders(dir); err == nil {
			t.Errorf("_headers %q read without an error", bad)
		}
	}
}
