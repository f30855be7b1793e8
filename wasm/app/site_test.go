//go:build !wasm

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"diamond/app/ui"
)

// buildSite writes the site, for the site's host domain, into a temporary
// folder it returns, from placeholder wasm files.
func buildSite(t *testing.T, domain string) string {
	t.Helper()
	ui.Routes()
	wasm, out := t.TempDir(), filepath.Join(t.TempDir(), "site")
	for _, name := range []string{"app.wasm", "worker.wasm"} {
		if err := os.WriteFile(filepath.Join(wasm, name), []byte("\x00asm "+name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := generate(out, wasm, "../../web", domain); err != nil {
		t.Fatal(err)
	}
	return out
}

// The static site holds a page for each route, the embed page among them,
// and the service worker caches it, so that embedded boards load offline.
func TestSiteHasTheEmbedPage(t *testing.T) {
	out := buildSite(t, "")
	page, err := os.ReadFile(filepath.Join(out, "embed.html"))
	if err != nil {
		t.Fatalf("no embed page: %v", err)
	}
	if !strings.Contains(string(page), `id="embed"`) || strings.Contains(string(page), `class="menu"`) {
		t.Errorf("embed.html is not the embed page:\n%s", page)
	}
	if _, err := os.Stat(filepath.Join(out, "index.html")); err != nil {
		t.Error(err)
	}
	worker, err := os.ReadFile(filepath.Join(out, "app-worker.js"))
	if err != nil {
		t.Fatal(err)
	}
	cached := regexp.MustCompile(`resourcesToCache = (\[[^\]]*\])`).FindSubmatch(worker)
	if cached == nil || !strings.Contains(string(cached[1]), `"/embed"`) || !strings.Contains(string(cached[1]), `"/"`) {
		t.Errorf("the service worker does not cache / and /embed: %s", cached)
	}
}

// Each game's rules are a page of their own at /rules/<id>, /rules shows
// the default game's (or the last played), and the service worker caches
// them all.
func TestSiteHasTheRulesPages(t *testing.T) {
	out := buildSite(t, "")
	worker, err := os.ReadFile(filepath.Join(out, "app-worker.js"))
	if err != nil {
		t.Fatal(err)
	}
	cached := string(regexp.MustCompile(`resourcesToCache = (\[[^\]]*\])`).FindSubmatch(worker)[1])
	for file, want := range map[string]string{
		"rules.html":             "How to play Diamond<",
		"rules/diamond.html":     "How to play Diamond<",
		"rules/pivots.html":      "How to play Diamonds &amp; Pivots",
		"rules/diamondback.html": "How to play Diamondback Chess",
	} {
		page, err := os.ReadFile(filepath.Join(out, file))
		if err != nil {
			t.Errorf("no page %s: %v", file, err)
			continue
		}
		for _, s := range []string{"<!DOCTYPE html>", want, `href="/rules/pivots"`, `href="/"`, `/web/style.css`} {
			if !strings.Contains(string(page), s) {
				t.Errorf("%s lacks %q", file, s)
			}
		}
		if url := `"/` + strings.TrimSuffix(file, ".html") + `"`; !strings.Contains(cached, url) {
			t.Errorf("the service worker does not cache %s: %s", url, cached)
		}
	}
}

// Shared links get a preview: with the site's host the Open Graph tags
// name it; without, the tags that need it are left out rather than broken.
func TestOpenGraphTags(t *testing.T) {
	for _, domain := range []string{"", "diamond.example"} {
		out := buildSite(t, domain)
		page, err := os.ReadFile(filepath.Join(out, "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		html := string(page)
		if strings.Contains(html, `"https://"`) || strings.Contains(html, "https:///") || strings.Contains(html, `<meta name="author">`) {
			t.Errorf("domain %q: a broken address or an empty author in index.html", domain)
		}
		for _, want := range []string{`property="og:title"`, `property="og:description"`} {
			if !strings.Contains(html, want) {
				t.Errorf("domain %q: index.html lacks %s", domain, want)
			}
		}
		if has := strings.Contains(html, `content="https://diamond.example/web/icon-512.png"`); has != (domain != "") {
			t.Errorf("domain %q: og:image named %v", domain, has)
		}
	}
}

// The pages' icon and the manifest's are PNG images, which cost the page's
// main thread less than SVG documents.
func TestIconsArePNG(t *testing.T) {
	out := buildSite(t, "")
	for page, html := range appPages(t, out) {
		if icons := regexp.MustCompile(`<link[^>]* rel="icon"[^>]*>`).FindAllString(html, -1); len(icons) != 1 || icons[0] != pngIcon {
			t.Errorf("%s's icons are %q, want one: %s", page, icons, pngIcon)
		}
	}
	b, err := os.ReadFile(filepath.Join(out, "manifest.webmanifest"))
	if err != nil {
		t.Fatal(err)
	}
	var manifest struct {
		Name  string
		Icons []struct{ Src, Type, Sizes string }
	}
	if err := json.Unmarshal(b, &manifest); err != nil {
		t.Fatal(err)
	}
	if manifest.Name != "Diamond Games" || len(manifest.Icons) < 2 {
		t.Errorf("the manifest lost its name or icons: %s", b)
	}
	for _, icon := range manifest.Icons {
		if icon.Type != "image/png" || !strings.HasSuffix(icon.Src, ".png") {
			t.Errorf("the manifest has an icon %+v that is not a PNG image", icon)
		}
	}
}

// go-app's loader (app.js) fetches the app's wasm as it is, without the
// copy that counted its bytes, starts it with its garbage collector off,
// and registers the service worker only once the app has started
// (fixAppJS).
func TestLoaderFetchesTheWasmAsItIs(t *testing.T) {
	out := buildSite(t, "")
	js, err := os.ReadFile(filepath.Join(out, "app.js"))
	if err != nil {
		t.Fatal(err)
	}
	wasm := regexp.MustCompile(`/web/app\.[0-9a-f]{12}\.wasm`).Find(js)
	if wasm == nil {
		t.Fatal("app.js names no app wasm")
	}
	s := string(js)
	if !strings.Contains(s, `instantiateStreaming(
      fetch("`+string(wasm)+`"),`) {
		t.Errorf("app.js does not compile the wasm straight from its fetch")
	}
	if !strings.Contains(s, `go.env.GOGC = "off";`) {
		t.Errorf("app.js starts the app with its garbage collector on (wasm/app/gc.go turns it on later)")
	}
	if !strings.Contains(s, "\nfunction goappPage(root) {") {
		t.Errorf("app.js does not define goappPage, with which go-app takes the prerendered page over")
	}
	if !strings.Contains(s, "\nfunction goappElement(tag, ns, attrs) {") || !strings.Contains(s, "\nfunction goappAttrs(el, attrs) {") {
		t.Errorf("app.js does not define goappElement and goappAttrs, with which go-app makes elements in fewer calls")
	}
	if !strings.Contains(s, `const wasm = await goappFromParent("`+string(wasm)+`", go.importObject) ?? await instantiateStreaming(`) ||
		!strings.Contains(s, "window.goappModule = wasm.module;") {
		t.Errorf("app.js does not instantiate, in a frame of the same app, the module the page compiled")
	}
	if !strings.Contains(s, "const update = !!navigator.serviceWorker.controller;") || strings.Contains(s, "if (!navigator.serviceWorker.controller) {") {
		t.Errorf("app.js takes the first install of its service worker for an update (and reloads the page)")
	}
	start, register := strings.Index(s, "go.run(wasm.instance);"), strings.Index(s, "setTimeout(goappInitServiceWorker")
	if start < 0 || register < start || strings.Contains(s, "\ngoappInitServiceWorker();") {
		t.Errorf("app.js registers the service worker before the app has started")
	}
	if !strings.Contains(s, "  } catch (err) {\n    if (goappLeaving) {\n      return;\n    }\n") || !strings.Contains(s, `addEventListener("beforeunload", goappOnLeave);`) ||
		!strings.Contains(s, "    removeEventListener(\"beforeunload\", goappOnLeave);\n    go.run(wasm.instance);") {
		t.Errorf("app.js reports a failed load of a page being left")
	}
}

// fixAppJS fails, rather than writing a loader half changed, when go-app's
// app.js is not the one it knows.
func TestFixAppJSFailsOnAnUnknownLoader(t *testing.T) {
	name := filepath.Join(t.TempDir(), "app.js")
	if err := os.WriteFile(name, []byte("goappInitServiceWorker();\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := fixAppJS(name, "/web/app.0.wasm"); err == nil || !strings.Contains(err.Error(), "update fixAppJS") {
		t.Errorf("fixAppJS on an unknown loader: %v", err)
	}
}

// The service worker's install lasts until every file is cached and fails
// if one fails; its activation waits for its work too (fixWorkerJS).
func TestServiceWorkerWaitsForItsCache(t *testing.T) {
	name := filepath.Join(buildSite(t, ""), "app-worker.js")
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	js := string(b)
	for _, want := range []string{
		"event.waitUntil(installWorker().then(() => self.skipWaiting()));",
		"await cache.addAll(resourcesToCache);",
		"event.waitUntil((async () => {\n    await deletePreviousCaches();",
	} {
		if !strings.Contains(js, want) {
			t.Errorf("app-worker.js lacks %q", want)
		}
	}
	if strings.Contains(js, `addEventListener("install", async`) || strings.Contains(js, `addEventListener("activate", async`) ||
		strings.Contains(js, "error during installation") {
		t.Error("app-worker.js keeps an install or activate listener that does not wait")
	}
	if node, err := exec.LookPath("node"); err == nil {
		if out, err := exec.Command(node, "--check", name).CombinedOutput(); err != nil {
			t.Errorf("app-worker.js is not valid JavaScript: %v\n%s", err, out)
		}
	}
	if err := os.WriteFile(name, []byte("self.addEventListener(\"install\", () => {});\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := fixWorkerJS(name, "0"); err == nil || !strings.Contains(err.Error(), "update fixWorkerJS") {
		t.Errorf("fixWorkerJS on an unknown worker: %v", err)
	}
}

// go-app's loader comes at high priority with every page, whatever order
// go-app writes the attributes in.
func TestLoaderComesFirst(t *testing.T) {
	for page, html := range appPages(t, buildSite(t, "")) {
		scripts := regexp.MustCompile(`<script[^>]* src="[^"]*"[^>]*>`).FindAllString(html, -1)
		want := []string{`<script defer fetchpriority="high" src="/wasm_exec.js">`, `<script defer fetchpriority="high" src="/app.js">`}
		if !slices.Equal(scripts, want) {
			t.Errorf("%s's scripts are %q, want %q", page, scripts, want)
		}
	}
}

// appPages returns the pages of the site at out that run the app, by name.
func appPages(t *testing.T, out string) map[string]string {
	t.Helper()
	pages := map[string]string{}
	for _, name := range []string{"index.html", "embed.html"} {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		pages[name] = string(b)
	}
	return pages
}
