//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"diamond/app/ui"
	"diamond/rules/games"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func writeSite() {
	out := flag.String("out", "build/site", "folder to write the site to (emptied first)")
	wasmDir := flag.String("wasm", "build/wasm", "folder holding app.wasm and worker.wasm")
	webDir := flag.String("web", "web", "folder of static files to copy into the site's web/")
	domain := flag.String("domain", os.Getenv("DIAMOND_DOMAIN"), "the host the site is served from (e.g. diamond.example; default $DIAMOND_DOMAIN), for shared links' previews")
	flag.Parse()
	if err := generate(*out, *wasmDir, *webDir, *domain); err != nil {
		log.Fatal(err)
	}
	fmt.Println("site written to", *out)
}

func generate(out, wasmDir, webDir, domain string) error {
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	web := filepath.Join(out, "web")
	if err := os.MkdirAll(web, 0o755); err != nil {
		return err
	}
	if err := copyDir(webDir, web); err != nil {
		return err
	}
	if err := writeIcons(web); err != nil {
		return err
	}
	var assets ui.Assets
	for name, dst := range map[string]*string{"app": &assets.AppWasm, "worker": &assets.WorkerWasm} {
		b, err := os.ReadFile(filepath.Join(wasmDir, name+".wasm"))
		if err != nil {
			return fmt.Errorf("%v (build the wasm first: make build)", err)
		}
		sum := sha256.Sum256(b)
		file := fmt.Sprintf("%s.%s.wasm", name, hex.EncodeToString(sum[:])[:12])
		if err := os.WriteFile(filepath.Join(web, file), b, 0o644); err != nil {
			return err
		}
		*dst = "/web/" + file
		if name == "app" {
			assets.AppWasmSize = len(b)
		}
	}
	if err := writeRules(out, web); err != nil {
		return err
	}
	version, err := hashDir(out) // web/ and the rules pages: all but go-app's files
	if err != nil {
		return err
	}
	assets.Version, assets.Domain = version, domain
	if err := app.GenerateStaticWebsite(out, ui.Handler(assets)); err != nil {
		return err
	}
	drop := emptyAuthor
	if domain == "" {
		drop = noHost
	}
	if err := fixAppJS(filepath.Join(out, "app.js"), assets.AppWasm); err != nil {
		return err
	}
	if err := fixWorkerJS(filepath.Join(out, "app-worker.js"), assets.Version); err != nil {
		return err
	}
	if err := pngIconOnly(filepath.Join(out, "manifest.webmanifest")); err != nil {
		return err
	}
	if err := fixPages(out, drop); err != nil {
		return err
	}
	return writeHeaders(out) // last: it hashes the pages' scripts
}

// hydrationJS is the function the browser's go-app (as patched by
// scripts/goapp-browser.patch) takes the prerendered page over with: the
// page's nodes from the app's root, in document order but the blank text
// between elements (the page's indentation), and for each, in one string,
// the number of nodes in its subtree, its number of child nodes and its
// kind: a tag with its attributes (each "\x01" name "\x02" value), "#"
// and a text's content, or "!" (a comment). One call rather than one or
// more for each node.
const hydrationJS = `
function goappPage(root) {
  const nodes = [], entries = [];
  const walk = n => {
    const at = nodes.length;
    let kids = 0;
    nodes.push(n);
    entries.push("");
    if (n.nodeType === 1) {
      for (let c = n.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 3 && !c.data.trim()) continue;
        kids++;
        walk(c);
      }
    }
    let kind = n.nodeType === 3 ? "#" + n.data : "!";
    if (n.nodeType === 1) {
      kind = n.localName;
      for (const a of n.attributes) kind += "\x01" + a.name + "\x02" + a.value;
    }
    entries[at] = (nodes.length - at) + " " + kids + " " + kind;
  };
  walk(root);
  return [nodes, entries.join("\0")];
}
`

// parentJS instantiates, in a frame of a page of the same app and build
// (the Embed dialog's live preview, an iframe of /embed), the module the
// page compiled, which it keeps as window.goappModule: the frame shares
// the page's thread, and reading the compiled code back from the
// browser's cache took it 45 ms there (a trace: v8.wasm.compileConsume).
// Anywhere else, or if that fails, null: the frame loads its own.
const parentJS = `
async function goappFromParent(url, imports) {
  try {
    const p = window.parent;
    if (p === window || p.goappModuleURL !== url || !p.goappModule) return null;
    return { module: p.goappModule, instance: await WebAssembly.instantiate(p.goappModule, imports) };
  } catch (e) {
    return null; // another origin's page, or a module this realm refuses
  }
}
`

// domJS are the functions with which the browser's go-app (as patched)
// makes an element with its attributes, and sets attributes, in one call
// each: the attributes in one string, each name and value after "\0".
// go-app made a call for each attribute, which drawing a new board
// thousands of times over (docs/go-app.md).
const domJS = `
function goappAttrs(el, attrs) {
  const a = attrs.split("\0");
  for (let i = 1; i + 1 < a.length; i += 2) el.setAttribute(a[i], a[i + 1]);
}
function goappElement(tag, ns, attrs) {
  const el = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  goappAttrs(el, attrs);
  return el;
}
`

// fixAppJS changes a few things in go-app's loader (app.js), which the
// board's first answer waits on (docs/perf/first-paint.md):
//
//   - it fetches the app's wasm as it is, where go-app rebuilds the
//     response to count its bytes for a progress label: the copy costs
//     the page 0.1 to 0.4 s of script, and V8 can only cache the compiled
//     module of a response that comes from the browser's cache;
//   - it registers the service worker once the app has started, not
//     before: the worker's install downloads both wasm files again, which
//     competed with the app's start on a two-core machine;
//   - it starts the Go program with its garbage collector off (GOGC=off),
//     which the app turns on again once started (wasm/app/gc.go): a
//     collection during the start made the browser compile the
//     collector's functions then too;
//   - it defines goappPage (hydrationJS), goappElement and goappAttrs
//     (domJS);
//   - in a frame of a page of the same app and build (the Embed dialog's
//     preview), it instantiates the module the page compiled
//     (parentJS);
//   - a first install of the service worker is not taken for an update:
//     go-app asks whether a worker controls the page once the new one is
//     activated, and by then the new one's clients.claim() (which its
//     activation waits for, fixWorkerJS) has made it the controller, so
//     every first visit reloaded itself a few seconds in, closing what
//     was open (a dialog half filled); the page asks when the worker is
//     found instead. Before fixWorkerJS the claim raced the activation,
//     and WebKit reloaded the first visit (docs/testing.md);
//   - a page left while its wasm loads (a link followed, a reload) says
//     nothing: WebKit cuts the fetch and rejects it before the page goes,
//     and go-app wrote "loading wasm failed: TypeError: Load failed" in
//     the console and in the loader's label (found by the engines'
//     random use, e2e/engines_monkey_test.go).
func fixAppJS(name, appWasm string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	js := string(b)
	for _, r := range []struct{ old, new string }{
		{"\ngoappInitServiceWorker();\n", "\n"},
		{"fetchWithProgress(\"" + appWasm + "\", showProgress)", "fetch(\"" + appWasm + "\")"},
		{"    const go = new Go();\n", "    const go = new Go();\n    go.env.GOGC = \"off\";\n"},
		{"    const wasm = await instantiateStreaming(\n", "    const wasm = await goappFromParent(\"" + appWasm + "\", go.importObject) ?? await instantiateStreaming(\n"},
		{"    go.run(wasm.instance);\n", "    window.goappModule = wasm.module;\n    window.goappModuleURL = \"" + appWasm + "\";\n    removeEventListener(\"beforeunload\", goappOnLeave);\n    go.run(wasm.instance);\n    setTimeout(goappInitServiceWorker, 1000);\n"},
		{`    const newSW = registration.installing;
    newSW.addEventListener("statechange", (event) => {
      if (!navigator.serviceWorker.controller) {
        return;
      }
`, `    const newSW = registration.installing;
    const update = !!navigator.serviceWorker.controller; // a first install is no update
    newSW.addEventListener("statechange", (event) => {
      if (!update) {
        return;
      }
`},
		{`  } catch (err) {
    loaderIcon.className = "goapp-logo";`, `  } catch (err) {
    if (goappLeaving) {
      return;
    }
    loaderIcon.className = "goapp-logo";`},
	} {
		if strings.Count(js, r.old) != 1 {
			return fmt.Errorf("%s: go-app's loader has changed: %q is not found once (update fixAppJS)", name, r.old)
		}
		js = strings.Replace(js, r.old, r.new, 1)
	}
	return os.WriteFile(name, []byte(js+leavingJS+hydrationJS+domJS+parentJS), 0o644)
}

// leavingJS tells the loader that the page is being left (fixAppJS).
// WebKit cuts the fetch before pagehide, once the navigation starts, so
// beforeunload says it too; that listener goes once the app runs, as
// Firefox keeps no page that has one in its back-forward cache.
const leavingJS = `
var goappLeaving = false;
function goappOnLeave() { goappLeaving = true; }
addEventListener("beforeunload", goappOnLeave);
addEventListener("pagehide", goappOnLeave);
addEventListener("pageshow", () => { goappLeaving = false; });
`

// fixWorkerJS makes go-app's service worker (app-worker.js) install and
// activate as the Service Worker API means: go-app's listeners are async
// functions that never call event.waitUntil, so the browser may take the
// install as done, activate the worker and let it control the page while
// its cache is still being filled, and a file that fails to download
// only logs an error. Offline, such a worker answered the app's wasm with
// a network error (Firefox, 1 run in 4: docs/testing.md). Here the
// install waits for the whole cache (cache.addAll inside waitUntil) and
// fails if any file fails, so that the worker is dropped and the one
// before it, if any, stays; the activation waits for the old caches to be
// deleted and the pages to be claimed.
func fixWorkerJS(name, version string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	js := string(b)
	for _, r := range []struct{ old, new string }{
		{`self.addEventListener("install", async (event) => {
  try {
    console.log("installing app worker {{.Version}}");
    await installWorker();
    await self.skipWaiting();
  } catch (error) {
    console.error("error during installation:", error);
  }
});`, `self.addEventListener("install", (event) => {
  console.log("installing app worker {{.Version}}");
  event.waitUntil(installWorker().then(() => self.skipWaiting()));
});`},
		{`self.addEventListener("activate", async (event) => {
  try {
    await deletePreviousCaches(); // Await cache cleanup
    await self.clients.claim(); // Ensure the service worker takes control of the clients
    console.log("app worker {{.Version}} is activated");
  } catch (error) {
    console.error("error during activation:", error);
  }
});`, `self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    await deletePreviousCaches();
    await self.clients.claim();
    console.log("app worker {{.Version}} is activated");
  })());
});`},
	} {
		old := strings.ReplaceAll(r.old, "{{.Version}}", version)
		if strings.Count(js, old) != 1 {
			return fmt.Errorf("%s: go-app's service worker has changed: %q is not found once (update fixWorkerJS)", name, old)
		}
		js = strings.Replace(js, old, strings.ReplaceAll(r.new, "{{.Version}}", version), 1)
	}
	return os.WriteFile(name, []byte(js), 0o644)
}

// go-app writes a false boolean attribute as disabled="false", which HTML
// reads as disabled, and a true one bare, which ARIA reads as no value
// (aria-pressed). In the browser it sets them right, so the pages written
// would look otherwise than the app (greyed buttons): fix them.
var (
	htmlTag   = regexp.MustCompile(`<[a-zA-Z][^>]*>`)
	falseAttr = regexp.MustCompile(` (?:disabled|hidden|checked|selected|readonly|required|multiple|autofocus|open)="false"`)
	// ARIA's true/false states only: an empty aria-label is written bare too.
	bareAria   = regexp.MustCompile(` (aria-(?:` + ariaStates + `))([ />])`)
	bareAriaAt = regexp.MustCompile(` (aria-(?:` + ariaStates + `))$`)
)

const ariaStates = "pressed|checked|selected|expanded|hidden|disabled|current|modal|busy|invalid|required|readonly|atomic|multiselectable"

// The tags go-app writes empty: the author, and without the site's host
// the Open Graph tags that need it ("https://", "https:///web/icon-512.png");
// fixPages drops them: a preview without an image is better than one with
// a broken address.
var (
	emptyAuthor = regexp.MustCompile(`<meta name="author">\n?`)
	noHost      = regexp.MustCompile(`<meta name="author">\n?|<meta [^>]*property="og:(?:url|image)"[^>]*>\n?`)
)

func fixPages(out string, drop *regexp.Regexp) error {
	pages, err := filepath.Glob(filepath.Join(out, "*.html"))
	if err != nil {
		return err
	}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		b = sortAttributes(b)
		b = drop.ReplaceAll(b, nil)
		b = iconLink.ReplaceAll(b, []byte(pngIcon))
		b = loaderScript.ReplaceAll(b, []byte(`<script defer fetchpriority="high" src="/$1.js">`))
		b = htmlTag.ReplaceAllFunc(b, func(tag []byte) []byte {
			inner := tag[:len(tag)-1]
			inner = falseAttr.ReplaceAll(inner, nil)
			inner = bareAria.ReplaceAll(inner, []byte(` $1="true"$2`))
			inner = bareAriaAt.ReplaceAll(inner, []byte(` $1="true"`))
			return append(inner, '>')
		})
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// go-app writes an element's attributes in the order of a Go map, which
// changes from one run to the next: the same sources would give other
// pages, and another site version (hashDir, the service worker's cache
// name) at every build. sortAttributes writes each tag's attributes in the
// order of their names, so that the site is reproducible (make
// reproducible; TestSiteIsReproducible). A tag is left as it is unless it
// is wholly made of go-app's attributes (a name, or a name and a Go-quoted
// value), and the text inside scripts and styles is left alone.
var (
	startTag      = regexp.MustCompile(`<[a-zA-Z][a-zA-Z0-9-]*(?: [^\s"'=<>/]+(?:="(?:[^"\\]|\\.)*")?)+/?>`)
	tagAttribute  = regexp.MustCompile(` [^\s"'=<>/]+(?:="(?:[^"\\]|\\.)*")?`)
	scriptOrStyle = regexp.MustCompile(`(?s)(<(?:script|style)\b[^>]*>)(.*?)(</(?:script|style)>)`)
)

func sortAttributes(page []byte) []byte {
	sortTags := func(b []byte) []byte {
		return startTag.ReplaceAllFunc(b, func(tag []byte) []byte {
			attrs := tagAttribute.FindAllIndex(tag, -1)
			start, end := attrs[0][0], attrs[len(attrs)-1][1]
			sorted := make([]string, len(attrs))
			for i, at := range attrs {
				sorted[i] = string(tag[at[0]:at[1]])
			}
			name := func(a string) string { n, _, _ := strings.Cut(a, "="); return n }
			sort.SliceStable(sorted, func(i, j int) bool { return name(sorted[i]) < name(sorted[j]) })
			out := append([]byte{}, tag[:start]...)
			out = append(out, strings.Join(sorted, "")...)
			return append(out, tag[end:]...)
		})
	}
	var out []byte
	last := 0
	for _, m := range scriptOrStyle.FindAllSubmatchIndex(page, -1) {
		out = append(out, sortTags(page[last:m[3]])...) // up to the opening tag's end
		out = append(out, page[m[4]:m[5]]...)           // the script or style
		last = m[6]
	}
	return append(out, sortTags(page[last:])...)
}

// The page's icon, and the manifest's, are PNG images, not go-app's SVG
// (which it insists on). Chromium loads both just after the app's start,
// on the page's main thread, and makes each SVG icon a whole SVG
// document: 54 to 75 ms for the two in three traced first visits, 24 to
// 52 ms for the PNGs (docs/perf/first-paint.md). go-app writes a tag's
// attributes in any order.
var iconLink = regexp.MustCompile(`<link [^>]*rel="icon"[^>]*>`)

const pngIcon = `<link rel="icon" type="image/png" href="/web/icon-192.png">`

// go-app's loader (wasm_exec.js and app.js, which start the wasm's
// compile) is deferred, which Chromium fetches at low priority: behind
// the wasm, and once the page is parsed, 0.2 s after they were asked in
// traced first visits. At high priority they come with the page, and the
// wasm is compiled as it arrives.
var loaderScript = regexp.MustCompile(`<script [^>]*src="/(wasm_exec|app)\.js"[^>]*>`)

// pngIconOnly drops the SVG icons from the web app manifest at name.
func pngIconOnly(name string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var manifest map[string]any
	if err := json.Unmarshal(b, &manifest); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	icons, _ := manifest["icons"].([]any)
	var kept []any
	for _, icon := range icons {
		if m, ok := icon.(map[string]any); !ok || m["type"] != "image/svg+xml" {
			kept = append(kept, icon)
		}
	}
	manifest["icons"] = kept
	if b, err = json.Marshal(manifest); err != nil {
		return err
	}
	return os.WriteFile(name, b, 0o644)
}

// copyDir copies the files of src into dst.
func copyDir(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
}

// hashDir returns a hash of every file's name and content under dir: the
// site's version, which changes exactly when a deployment does.
func hashDir(dir string) (string, error) {
	var names []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, path)
		}
		return err
	})
	if err != nil {
		return "", err
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			return "", err
		}
		rel, _ := filepath.Rel(dir, n)
		fmt.Fprintf(h, "%s\x00%d\x00", rel, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// writeRules writes each game's rules page as HTML into web/rules: the app
// shows them from there, so that they are not part of its wasm. Each is
// also a page of its own, at /rules/<id> (rules/<id>.html: static hosts
// and cmd/serve serve x.html at /x), and /rules (rules.html) shows
// Diamond's, or the game last played here.
func writeRules(out, web string) error {
	for _, dir := range []string{filepath.Join(web, "rules"), filepath.Join(out, "rules")} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	files := map[string]string{filepath.Join(out, "rules.html"): ui.RulesDocument(games.Default.ID(), true)}
	for _, id := range games.IDs() {
		files[filepath.Join(web, "rules", id+".html")] = ui.RulesHTML(id)
		files[filepath.Join(out, "rules", id+".html")] = ui.RulesDocument(id, false)
	}
	for name, text := range files {
		if err := os.WriteFile(name, sortAttributes([]byte(text)), 0o644); err != nil {
			return err
		}
	}
	return nil
}
