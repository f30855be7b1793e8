#!/usr/bin/env bash
# goapp-browser.sh DIR: a copy of go-app's packages for the app's browser
# build, patched by goapp-browser.patch to leave out go-app's HTTP server
# (Handler.ServeHTTP and LocalDir's file server), and DIR/app.mod, a copy of
# go.mod that uses it (go build -modfile=DIR/app.mod). Why: go-app imports
# net/http for its server, and a wasm that links net/http carries its TLS
# stack (elliptic curves, RSA, X.509, ...): about 360 KB of the app's wasm
# with brotli, for code the browser never runs. The browser's code is
# untouched but for these: the engine's start no longer walks
# localStorage for go-app's expired states (the app persists none), which
# decoded every saved game before the first frame; routes by regular
# expression are left out (the app has none), and package regexp with
# them: 550 KB less wasm, 80 KB with brotli; and so are encrypted storage
# (unused) and github.com/google/uuid, whose IDs come from math/rand/v2
# instead, and with them the whole crypto stack: 400 KB less wasm, 65 KB
# with brotli. And the app's start takes over the page prerendered into
# index.html (nodeManager.Hydrate, engine.Load) instead of drawing it
# again in its place: it adopts the page's elements, adds their handlers,
# and creates, sets and replaces nothing; and Aria sets a string, a bool
# or an int without fmt (FormatString), whose code the start would
# otherwise compile. The site generator (wasm/app/site.go) uses go-app
# unpatched.
set -euo pipefail
dir=${1:-build/goapp}
# A fresh Debian machine may lack patch: install it as make installs
# brotli and Chromium.
command -v patch >/dev/null || { apt-get update && apt-get install -y patch; } || {
	echo "goapp-browser.sh: patch is missing and could not be installed (apt-get install -y patch)" >&2
	exit 1
}
mod=github.com/maxence-charriere/go-app/v10
go mod download "$mod" # on a fresh machine the module cache is empty
src=$(go list -m -f '{{.Dir}}' "$mod")
rm -rf "$dir"
mkdir -p "$dir/go-app/pkg"
cp "$src/go.mod" "$src/LICENSE" "$dir/go-app/"
cp -r "$src/pkg/app" "$src/pkg/errors" "$dir/go-app/pkg/"
chmod -R u+w "$dir/go-app"
if ! patch -s -t -N -F0 -p1 -d "$dir/go-app" <scripts/goapp-browser.patch; then
	echo "goapp-browser.sh: scripts/goapp-browser.patch does not apply to $mod $(go list -m -f '{{.Version}}' "$mod"): update it" >&2
	exit 1
fi
cp go.mod "$dir/app.mod"
cp go.sum "$dir/app.sum"
echo "replace $mod => $(realpath "$dir/go-app")" >>"$dir/app.mod"
