package static

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Files that cmd/precompress has compressed are sent compressed, as the
// browser accepts, with the headers of the file itself.
func TestCompressed(t *testing.T) {
	dir := site(t, map[string]string{
		"index.html": "page", "index.html.br": "page-br", "index.html.gz": "page-gz",
		"embed.html": "embed", "embed.html.br": "embed-br",
		"web/app.0123456789ab.wasm": "wasm", "web/app.0123456789ab.wasm.gz": "wasm-gz",
		"web/style.css": "css",
	})
	// A file changed after it was compressed: its copy is not sent.
	old := time.Now().Add(-time.Hour)
	if err := os.WriteFile(filepath.Join(dir, "web/style.css.br"), []byte("stale-br"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(dir, "web/style.css.br"), old, old); err != nil {
		t.Fatal(err)
	}
	h := Handler(dir)
	for _, c := range []struct {
		path, accept, encoding, body, ctype, cache string
	}{
		{"/", "gzip, deflate, br, zstd", "br", "page-br", "text/html; charset=utf-8", "no-cache"},
		{"/", "gzip", "gzip", "page-gz", "text/html; charset=utf-8", "no-cache"},
		{"/", "br;q=0, gzip;q=0.5", "gzip", "page-gz", "text/html; charset=utf-8", "no-cache"},
		{"/", "", "", "page", "text/html; charset=utf-8", "no-cache"},
		{"/embed", "br", "br", "embed-br", "text/html; charset=utf-8", "no-cache"},
		{"/web/app.0123456789ab.wasm", "gzip, br", "gzip", "wasm-gz", "application/wasm", "public, max-age=31536000, immutable"},
		{"/web/style.css", "gzip, br", "", "css", "text/css; charset=utf-8", "no-cache"},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		got := [...]string{rec.Header().Get("Content-Encoding"), rec.Body.String(), rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control")}
		if want := [...]string{c.encoding, c.body, c.ctype, c.cache}; rec.Code != 200 || got != want {
			t.Errorf("%s, Accept-Encoding %q: %d %q, want 200 %q", c.path, c.accept, rec.Code, got, want)
		}
		if !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s: no Vary: Accept-Encoding", c.path)
		}
	}
}

// cmd/serve sends what netlify.toml tells Netlify to send, so that the
// site measured locally is the site deployed.
func TestNetlifyHeaders(t *testing.T) {
	toml, err := os.ReadFile("../../../netlify.toml")
	if err != nil {
		t.Fatal(err)
	}
	rule := regexp.MustCompile(`(?m)^\s*for = "([^"]+)"|^\s*([A-Za-z-]+) = "([^"]*)"`)
	// A file each rule's pattern matches.
	sample := func(pattern string) string {
		switch {
		case strings.HasSuffix(pattern, "/"):
			return pattern
		case strings.HasSuffix(pattern, "*.wasm"):
			return strings.Replace(pattern, "*", "app.0123456789ab", 1)
		case strings.HasSuffix(pattern, "/*"):
			return strings.TrimSuffix(pattern, "*") + "app.js"
		}
		return strings.Replace(pattern, "*", "x", 1)
	}
	files := map[string]string{"index.html": "x"}
	var checks [][3]string // path, header, value
	path := ""
	for _, m := range rule.FindAllStringSubmatch(string(toml), -1) {
		if m[1] != "" {
			path = sample(m[1])
			if !strings.HasSuffix(path, "/") {
				files[strings.TrimPrefix(path, "/")] = "x"
			}
			if path == "/embed" {
				files["embed.html"] = "x"
				delete(files, "embed")
			}
			continue
		}
		if path != "" {
			checks = append(checks, [3]string{path, m[2], m[3]})
		}
	}
	if len(checks) < 10 {
		t.Fatalf("read %d headers from netlify.toml: %v", len(checks), checks)
	}
	h := Handler(site(t, files))
	for _, c := range checks {
		// The policies are _headers' (the site generator's): Netlify would
		// join a policy of netlify.toml with them, and the stricter win.
		if c[1] == "Content-Security-Policy" || c[1] == "X-Frame-Options" {
			t.Errorf("netlify.toml sends %s for %s", c[1], c[0])
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", c[0], nil))
		if got := rec.Header().Get(c[1]); got != c[2] && !strings.HasPrefix(got, c[2]+";") {
			t.Errorf("%s: %s %q, netlify.toml says %q", c[0], c[1], got, c[2])
		}
	}
}
