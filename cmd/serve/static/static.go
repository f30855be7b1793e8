// Package static serves the built site the way netlify.toml tells a host
// to: wasm as application/wasm, content-hashed files cached for a year,
// everything else (index, service worker, scripts) revalidated on every
// load.
package static

import (
	"mime"
	"net/http"
	"path"
	"regexp"
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
		files.ServeHTTP(w, r)
	})
}
