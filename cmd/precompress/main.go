// Command precompress writes a brotli (.br) and a gzip (.gz) copy next to
// each compressible file of the built site, so that cmd/serve sends the
// site compressed, as a production host does, without compressing on each
// request:
//
//	go run ./cmd/precompress -cache build/compressed build/site
//
// make serve runs it after make build. Brotli at its best level takes
// minutes for the app's wasm on a busy machine: -cache keeps each copy
// under a hash of its file's content, so that a rebuild of unchanged
// files compresses nothing. Copies no smaller than their file are not
// written.
package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressible are the extensions worth compressing: text and wasm; the
// PNG icons are compressed already.
var compressible = map[string]bool{
	".html": true, ".js": true, ".css": true, ".svg": true, ".wasm": true,
	".webmanifest": true, ".json": true, ".txt": true,
}

// minSize is the size under which compressing gains nothing worth a file.
const minSize = 512

func main() {
	cache := flag.String("cache", "", "a folder keeping compressed copies from one run to the next (none if empty)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: precompress [-cache DIR] SITE (the built site, e.g. build/site)")
		os.Exit(2)
	}
	if *cache != "" {
		if err := os.MkdirAll(*cache, 0o755); err != nil {
			log.Fatal(err)
		}
	}
	if err := compressDir(flag.Arg(0), *cache); err != nil {
		log.Fatal(err)
	}
}

// compressDir writes the copies of the files under dir, a file at a time
// on each core's share of the work (the two wasm files take the longest).
func compressDir(dir, cache string) error {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[filepath.Ext(path)] {
			return err
		}
		if info, err := d.Info(); err != nil || info.Size() < minSize {
			return err
		}
		files = append(files, path)
		return nil
	})
	if err != nil {
		return err
	}
	var wg sync.WaitGroup
	errs := make([]error, len(files)*len(codecs))
	for i, f := range files {
		for j, c := range codecs {
			wg.Go(func() {
				if err := write(f, c, cache); err != nil {
					errs[i*len(codecs)+j] = fmt.Errorf("compressing %s: %w", f, err)
				}
			})
		}
	}
	wg.Wait()
	return errors.Join(errs...)
}

type codec struct {
	ext string
	new func(io.Writer) io.WriteCloser
}

var codecs = []codec{
	{".br", func(w io.Writer) io.WriteCloser { return brotli.NewWriterLevel(w, brotli.BestCompression) }},
	{".gz", func(w io.Writer) io.WriteCloser {
		z, _ := gzip.NewWriterLevel(w, gzip.BestCompression) // a valid level: no error
		return z
	}},
}

// write writes path's compressed copy, from the cache when it has it.
func write(path string, c codec, cache string) error {
	out := path + c.ext
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	sum := sha256.Sum256(b)
	cached := filepath.Join(cache, hex.EncodeToString(sum[:])+c.ext)
	if cache != "" {
		if z, err := os.ReadFile(cached); err == nil {
			return os.WriteFile(out, z, 0o644)
		}
	}
	var buf bytes.Buffer
	w := c.new(&buf)
	if _, err := w.Write(b); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	if buf.Len() >= len(b) {
		return nil // nothing gained: the file is served as it is
	}
	if cache != "" {
		if err := writeAtomic(cached, buf.Bytes()); err != nil {
			return err
		}
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// writeAtomic writes a cache file whole or not at all: two files of the
// same content, compressed at once, share a cache name, and one must never
// read the other's half-written copy.
func writeAtomic(path string, b []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
