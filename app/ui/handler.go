package ui

import (
	"strconv"

	"diamond/app/embed"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Assets names the built files whose names carry a content hash.
type Assets struct {
	AppWasm    string // e.g. /web/app.1a2b3c4d.wasm
	WorkerWasm string // e.g. /web/worker.5e6f7a8b.wasm
	Version    string // a hash of every file of the site's web folder
	Domain     string // the host the site is served from, for Open Graph; "" if unknown
	// AppWasmSize is the app's wasm's size, for the loader's percentage: a
	// compressed response has no Content-Length.
	AppWasmSize int
}

// SiteName is the site's name: it plays three games. (The storage keys
// and links keep the one-game app's "diamond" names, so that every saved
// game and link still opens.)
const SiteName = "Diamond Games"

// siteTitle is the page's title before a game is chosen, and its preview's.
const siteTitle = SiteName + ": Diamond, Diamonds & Pivots and Diamondback Chess"

// Handler describes the app's page for go-app's static site generator.
func Handler(a Assets) *app.Handler {
	return &app.Handler{
		Name:            SiteName,
		ShortName:       SiteName,
		Title:           siteTitle,
		Description:     "Play Larry Back's Diamond, João Pedro Neto's Diamonds & Pivots and Mike Schneider's Diamondback Chess against the computer or a friend, here or anywhere by link, in the browser. Works offline.",
		Domain:          a.Domain,
		Lang:            "en",
		BackgroundColor: "#f5f1e8",
		ThemeColor:      "#5b4a2f",
		LoadingLabel:    "Loading…", // no percentage: the wasm is fetched as it is (wasm/app fixAppJS)
		Icon: app.Icon{
			Default:  "/web/icon-192.png",
			Large:    "/web/icon-512.png",
			Maskable: "/web/icon-512.png",
			SVG:      "/web/icon.svg",
		},
		Styles: []string{"/web/style.css"},
		// The page is drawn already (OnInit): start the wasm's download
		// with the page's, not once go-app's scripts have run. It matches
		// their fetch (same URL, CORS mode), which then uses it.
		RawHeaders: []string{`<link rel="preload" href="` + a.AppWasm + `" as="fetch" type="application/wasm" crossorigin="anonymous">`, themeScript, welcomeScript, linkScript, soundScript},
		Image:      "/web/icon-512.png",
		// The embed page is cached like the index, so that embedded boards
		// also load offline once seen.
		// And the puzzle page with its puzzles, loaded when it opens.
		CacheableResources: append(append(append([]string{workerScript, a.WorkerWasm, "/web/icon.svg", embed.Path, PuzzlePath}, rulesPaths()...), rulesURLs()...), puzzleFiles()...),
		Env:                map[string]string{envWorkerWasm: a.WorkerWasm},
		Version:            a.Version,
		WasmContentLength:  strconv.Itoa(a.AppWasmSize),
		Resources:          hashedNames{"/web/app.wasm": a.AppWasm},
	}
}

// hashedNames resolves /web/app.wasm, which go-app asks for, to its
// content-hashed name, so that hosts may cache it for ever.
type hashedNames map[string]string

func (h hashedNames) Resolve(location string) string {
	if to, ok := h[location]; ok {
		return to
	}
	return location
}
