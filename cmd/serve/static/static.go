// Package static serves the built site the way netlify.toml tells a host
// to: wasm as application/wasm, content-hashed files cached for a year,
// everything else (index, service worker, scripts) revalidated on every
// load, the security headers, pages of routes (embed.html) at their
// route's path (/embed), and files compressed with brotli or gzip when
// cmd/precompress has written their .br or .gz copy (make serve does).
// The headers that depend on the build, the pages' Content-Security-Policy
// (docs/deploy.md), come from the site's _headers file, which the site
// generator writes and Netlify reads too (ReadHeaders).
package static

import (
	"bufio"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// Security is what netlify.toml sends with every file.
var Security = map[string]string{
	"X-Content-Type-Options": "nosniff",
	"Referrer-Policy":        "strict-origin-when-cross-origin",
}

// encodings are the compressed copies cmd/precompress writes, best first.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// hashed matches the names the site generator gives content-hashed files.
var hashed = regexp.MustCompile(`\.[0-9a-f]{12}\.wasm$`)

func init() {
	mime.AddExtensionType(".wasm", "application/wasm")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// Handler serves the site in dir, with the headers of its _headers file;
// it panics if that file is malformed.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	byPath, err := ReadHeaders(dir)
	if err != nil {
		panic(err)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/"+HeadersFile {
			http.NotFound(w, r) // Netlify does not publish it either
			return
		}
		for k, v := range Security {
			w.Header().Set(k, v)
		}
		for k, v := range byPath[r.URL.Path] {
			w.Header()[k] = v
		}
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
		if serveCompressed(w, r, dir) {
			return
		}
		files.ServeHTTP(w, r)
	})
}

// HeadersFile is the file of headers by path in the site's folder, in
// Netlify's format (https://docs.netlify.com/routing/headers/): a path
// alone on a line, then its headers indented, one "Name: value" a line;
// "#" starts a comment. Only exact paths: the site generator writes no
// wildcard, as overlapping rules would have Netlify join their values.
const HeadersFile = "_headers"

// ReadHeaders reads dir's _headers file: the headers of each path. A site
// without one has none.
func ReadHeaders(dir string) (map[string]http.Header, error) {
	f, err := os.Open(filepath.Join(dir, HeadersFile))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	byPath := map[string]http.Header{}
	var h http.Header
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		text := strings.TrimSpace(line)
		switch {
		case text == "" || strings.HasPrefix(text, "#"):
		case line == text: // not indented: a path
			if !strings.HasPrefix(text, "/") || strings.ContainsAny(text, "*: ") {
				return nil, fmt.Errorf("%s:%d: %q is not an exact path", HeadersFile, n, text)
			}
			if h = byPath[text]; h == nil {
				h = http.Header{}
				byPath[text] = h
			}
		default:
			name, value, ok := strings.Cut(text, ":")
			if !ok || h == nil || strings.ContainsAny(name, " \t") {
				return nil, fmt.Errorf("%s:%d: %q is not a header of a path", HeadersFile, n, text)
			}
			h.Add(name, strings.TrimSpace(value))
		}
	}
	return byPath, sc.Err()
}

// serveCompressed serves the file asked for from its brotli or gzip copy
// when there is one and the browser accepts it, and tells whether it did.
func serveCompressed(w http.ResponseWriter, r *http.Request, dir string) bool {
	p := r.URL.Path
	if strings.HasSuffix(p, "/index.html") {
		return false // the file server redirects it to the folder
	}
	if strings.HasSuffix(p, "/") {
		p += "index.html"
	}
	name := filepath.Join(dir, filepath.FromSlash(path.Clean(p)))
	orig, err := os.Stat(name)
	if err != nil {
		return false
	}
	w.Header().Add("Vary", "Accept-Encoding")
	accepted := r.Header.Get("Accept-Encoding")
	for _, e := range encodings {
		if !acceptsEncoding(accepted, e.name) {
			continue
		}
		f, err := os.Open(name + e.ext)
		if err != nil {
			continue
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil {
			return false
		}
		if info.ModTime().Before(orig.ModTime()) {
			continue // the file changed since: its copy is stale
		}
		ctype := mime.TypeByExtension(path.Ext(p))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Content-Encoding", e.name)
		http.ServeContent(w, r, p, info.ModTime(), f)
		return true
	}
	return false
}

// acceptsEncoding tells whether an Accept-Encoding header accepts enc (a
// q=0 refuses it).
func acceptsEncoding(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		if strings.TrimSpace(name) != enc {
			continue
		}
		q, found := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
		if v, err := strconv.ParseFloat(q, 64); found && err == nil && v == 0 {
			return false
		}
		return true
	}
	return false
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
