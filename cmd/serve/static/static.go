// Package static serves the built site the way netlify.toml tells a host
// to: wasm as application/wasm, content-hashed files cached for a year,
// everything else (index, service worker, scripts) revalidated on every
// load, and pages of routes (embed.html) at their route's path (/embed).
// No header forbids framing: other sites show the /embed page in an
// iframe.
package static

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// hashed matches the names the site generator gives content-hashed files.
var hashed = regexp.MustCompile(`\.[0-9a-f]{12}\.wasm$`)

func init() {
	mime.AddExtensionType(".wasm", "application/wasm")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// Handler serves the site in dir.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if hashed.MatchString(r.URL.Path) {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			w.Header().Set("Cache-Control", "no-cache")
		}
		if path.Ext(r.URL.Path) == ".wasm" {
			w.Header().Set("Content-Type", "application/wasm")
		}
		// go-app writes the page of a route such as /embed as embed.html;
		// static hosts (Netlify, GitHub Pages) serve it at /embed.
		if p := r.URL.Path; p != "/" && !strings.HasSuffix(p, "/") && path.Ext(p) == "" {
			if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(path.Clean(p))+".html")); err == nil {
				r = r.Clone(r.Context())
				r.URL.Path = p + ".html"
			}
		}
		files.ServeHTTP(w, r)
	})
}

// Demo serves the folder of a page that embeds the app (demo/), as
// another site would. Its snippets name the app at http://localhost:8080,
// as the Embed dialog of make serve's app writes them; app, the app's
// actual address, replaces that in HTML files, so that the demo works on
// any port (the e2e tests use random ones).
func Demo(dir, app string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		name := filepath.Join(dir, filepath.FromSlash(path.Clean("/"+r.URL.Path)))
		if strings.HasSuffix(r.URL.Path, "/") {
			name = filepath.Join(name, "index.html")
		}
		if path.Ext(name) != ".html" {
			files.ServeHTTP(w, r)
			return
		}
		b, err := os.ReadFile(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(strings.ReplaceAll(string(b), DemoApp, strings.TrimSuffix(app, "/"))))
	})
}

// DemoApp is the app's address in the demo's snippets.
const DemoApp = "http://localhost:8080"
