package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// Each compressible file gets copies that decompress to it; small files
// and pictures get none; the cache gives the same copies back.
func TestCompressDir(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	page := strings.Repeat("<p>Diamond</p>\n", 200)
	files := map[string]string{"index.html": page, "web/app.js": page, "tiny.css": "a{}", "web/icon.png": page}
	for name, body := range files {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for run := range 2 { // the second from the cache
		if err := compressDir(dir, cache); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"index.html", "web/app.js"} {
			for ext, open := range map[string]func(io.Reader) (io.Reader, error){
				".br": func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
				".gz": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
			} {
				z, err := os.ReadFile(filepath.Join(dir, name+ext))
				if err != nil {
					t.Fatalf("run %d: %v", run, err)
				}
				r, err := open(bytes.NewReader(z))
				if err != nil {
					t.Fatal(err)
				}
				if got, err := io.ReadAll(r); err != nil || string(got) != page || len(z) >= len(page) {
					t.Errorf("run %d: %s%s (%d bytes) decompresses to %d bytes, %v", run, name, ext, len(z), len(got), err)
				}
			}
		}
		for _, name := range []string{"tiny.css", "web/icon.png"} {
			if m, _ := filepath.Glob(filepath.Join(dir, name+".*")); len(m) > 0 {
				t.Errorf("%s was compressed: %v", name, m)
			}
		}
		if run == 0 {
			for _, ext := range []string{".br", ".gz"} {
				os.Remove(filepath.Join(dir, "index.html"+ext))
			}
		}
	}
	if m, _ := filepath.Glob(filepath.Join(cache, "*")); len(m) != 2 { // one page's .br and .gz: both files are the same
		t.Errorf("cache holds %v", m)
	}
}
