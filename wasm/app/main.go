// Command app is the Diamond web app. Compiled to WebAssembly it runs the
// app in the browser; run natively it writes the static site:
//
//	go run ./wasm/app -out build/site -wasm build/wasm -web web
//
// copying web/ and the two wasm files (renamed with a content hash) and
// generating index.html, app.js, the service worker and the manifest.
package main

import (
	"diamond/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func main() {
	ui.Routes()
	ui.GuardURL()
	ui.CatchPanics()
	app.RunWhenOnBrowser() // never returns in the browser
	writeSite()
}
