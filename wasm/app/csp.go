//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"diamond/app/embed"
	"diamond/cmd/serve/static"
)

// The Content-Security-Policy of the site's pages (docs/deploy.md): links
// carry other people's names and moves into the app, and nothing they
// hold may run or load anything. Scripts come from the site itself, or
// are the pages' own inline scripts, named by their hash; the wasm may be
// compiled; nothing comes from another origin; nothing may be posted or
// re-based. Three relaxations, all needed:
//
//   - style-src-attr 'unsafe-inline': the board sets a sliding piece's
//     offset in a style attribute (app/ui/motion.go), which go-app sets
//     with setAttribute; style elements and sheets stay the site's own;
//   - img-src data: blob:: the Export dialog shows its picture as a data:
//     SVG, and draws the PNG from a blob: SVG;
//   - media-src blob:: the sounds are WAV written by the page
//     (app/ui/sound.go) and played from blob: URLs.
//
// The app's pages may not be framed by another site; the embed page is
// there to be framed by any.
const (
	policyTemplate = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'%s; " +
		"style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; media-src blob:; " +
		"font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-src 'self'; " +
		"object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors %s"
	appAncestors   = "'none'"
	embedAncestors = "*"
)

// policy is the policy of a page framed by ancestors, with the inline
// scripts of the given hashes ('sha256-…').
func policy(hashes []string, ancestors string) string {
	var scripts string
	for _, h := range hashes {
		scripts += " " + h
	}
	return fmt.Sprintf(policyTemplate, scripts, ancestors)
}

// inlineScript is a script element and its text; those with a src
// attribute are not inline. The pages' scripts are written by the app
// (app/ui: the theme, welcome and sound scripts, the rules pages' own),
// never from a person's data.
var (
	inlineScript = regexp.MustCompile(`(?s)<script\b([^>]*)>(.*?)</script>`)
	srcAttribute = regexp.MustCompile(`\ssrc=`)
)

// scriptHashes returns the CSP source of each inline script of page.
func scriptHashes(page []byte) []string {
	var hashes []string
	for _, m := range inlineScript.FindAllSubmatch(page, -1) {
		if !srcAttribute.Match(m[1]) {
			sum := sha256.Sum256(m[2])
			hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
		}
	}
	return hashes
}

// workerScripts are the scripts that run as workers of their own, with
// the policy of their response: go-app's service worker and the
// computer's worker (app/ui's workerScript), which compiles its wasm.
var workerScripts = []string{"/app-worker.js", "/web/worker.js"}

// writeHeaders writes the site's _headers file (static.HeadersFile): the
// policy of every page, at its file's path and at its route's (/embed for
// embed.html, / for index.html), and of the workers. One policy for the
// app's pages and one for the embed page, each allowing every page's
// inline scripts.
func writeHeaders(out string) error {
	var pages, hashes []string
	err := filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".html" {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		hashes = append(hashes, scriptHashes(b)...)
		rel, _ := filepath.Rel(out, path)
		pages = append(pages, "/"+filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		return err
	}
	slices.Sort(hashes)
	hashes = slices.Compact(hashes)
	app, frameable := policy(hashes, appAncestors), policy(hashes, embedAncestors)
	var paths []string
	for _, p := range pages {
		route := strings.TrimSuffix(strings.TrimSuffix(p, ".html"), "index")
		paths = append(paths, p, route)
	}
	paths = append(paths, workerScripts...)
	slices.Sort(paths)
	var b strings.Builder
	b.WriteString("# Written by the site generator (wasm/app/csp.go): the Content-Security-Policy\n" +
		"# of each page, with the hashes of the pages' inline scripts. netlify.toml\n" +
		"# holds the headers that do not depend on the build.\n")
	for _, p := range slices.Compact(paths) {
		csp := app
		if p == embed.Path || p == embed.Path+".html" {
			csp = frameable
		}
		fmt.Fprintf(&b, "%s\n  Content-Security-Policy: %s\n", p, csp)
	}
	return os.WriteFile(filepath.Join(out, static.HeadersFile), []byte(b.String()), 0o644)
}
