#!/usr/bin/env bash
# goapp-browser.sh [DIR [PATCH]]: a copy of go-app's packages for the app's
# browser build in DIR/go-app (default build/goapp), patched by PATCH
# (default scripts/goapp-browser.patch), and DIR/app.mod, a copy of go.mod
# that uses it (go build -modfile=DIR/app.mod). docs/go-app.md says what the
# patch changes, hunk by hunk, why, and what each change gains: in short, the
# browser's go-app leaves out go-app's HTTP server (and with it net/http's
# TLS stack), routes by regular expression (regexp), encrypted storage and
# github.com/google/uuid (the crypto stack), and the start's walk over
# localStorage; and its first render takes over the page prerendered into
# index.html (hydration) instead of drawing it again. The site generator
# (wasm/app/site.go) uses go-app unpatched.
#
# The patch is made for one go-app version, named on its "Made for:" line.
# If go.mod requires another, or the patch no longer applies, this stops
# and says how to make the patch again (docs/go-app.md, "A new go-app").
#
# DIR must be inside the project: app.mod replaces go-app by a path
# relative to the project's folder (go resolves it from the folder holding
# go.mod, not app.mod's), so that the build information written into the
# wasm, and with it the wasm's bytes and hashed name, are the same in any
# folder (make reproducible).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(realpath -m "${1:-build/goapp}")
patchfile=$(realpath "${2:-$root/scripts/goapp-browser.patch}")
cd "$root"
case $dir/ in
"$root"/*) ;;
*)
	echo "goapp-browser.sh: $dir is outside the project ($root): app.mod's replace must be a path inside it" >&2
	exit 1
	;;
esac

# The go-app the patch is made for: its "Made for: MODULE VERSION" line.
read -r mod pinned < <(sed -n 's/^Made for: *//p' "$patchfile") || true
if [ -z "${mod:-}" ] || [ -z "${pinned:-}" ]; then
	echo "goapp-browser.sh: $patchfile has no 'Made for: MODULE VERSION' line" >&2
	exit 1
fi
found=$(go list -m -f '{{.Version}}' "$mod" 2>/dev/null || true)
if [ -z "$found" ]; then
	# Another major version (go-app/v11, ...), or no go-app at all.
	found=$(go list -m all 2>/dev/null | awk '$1 ~ /^github\.com\/maxence-charriere\/go-app/ { print $1, $2 }' | paste -sd, - || true)
	found="${found:-no go-app}"
else
	found="$mod $found"
fi

# stop WHY WHAT: stops, when the patch is not for go.mod's go-app or does
# not apply to it, with what to do.
stop() {
	echo "goapp-browser.sh: $1" >&2
	cat >&2 <<EOF
  pinned (the patch's "Made for:"): $mod $pinned
  found (go.mod):                   $found
The app's browser build uses go-app with ${patchfile#"$root"/}
(docs/go-app.md). Either $2
or make the patch again for go.mod's go-app (docs/go-app.md, "A new go-app"):
  1. scripts/goapp-patch.sh start   # go.mod's go-app in build/goapp-patch/new,
                                    # patched as far as the patch goes; the
                                    # rest in *.rej files there
  2. edit build/goapp-patch/new/pkg/app until each change in docs/go-app.md
     is there again (GOOS=js GOARCH=wasm go build ./pkg/app there)
  3. scripts/goapp-patch.sh diff    # writes the patch from it, "Made for:"
                                    # go.mod's go-app
  4. make build size reproducible e2e; update docs/go-app.md's table
     (scripts/goapp-gains.sh)
EOF
	exit 1
}

if [ "$found" != "$mod $pinned" ]; then
	stop "go.mod's go-app is not the one the patch is made for" "keep go-app at the version the patch is made for:
  go get $mod@$pinned"
fi

# A fresh Debian machine may lack patch: install it as make installs
# brotli and Chromium.
command -v patch >/dev/null || { apt-get update && apt-get install -y patch; } || {
	echo "goapp-browser.sh: patch is missing and could not be installed (apt-get install -y patch)" >&2
	exit 1
}
go mod download "$mod" # on a fresh machine the module cache is empty
src=$(go list -m -f '{{.Dir}}' "$mod")
rm -rf "$dir"
mkdir -p "$dir/go-app/pkg"
cp "$src/go.mod" "$src/LICENSE" "$dir/go-app/"
cp -r "$src/pkg/app" "$src/pkg/errors" "$dir/go-app/pkg/"
chmod -R u+w "$dir/go-app"
# -F0: every line of a hunk's context must match, so that a changed go-app
# stops the build rather than being patched in the wrong place. (A patch
# without hunks, which scripts/goapp-gains.sh makes, leaves go-app as is.)
if grep -q '^@@ ' "$patchfile" && ! out=$(patch -t -N -F0 -p1 -d "$dir/go-app" <"$patchfile" 2>&1); then
	echo "$out" | grep -E 'FAILED|rejects|can.t find|No such' | sed 's/^/  /' >&2 || true
	stop "the patch does not apply to $found (rejected hunks: ${dir#"$root"/}/go-app/pkg/app/*.rej)" "restore the patch if it was edited by hand (git diff ${patchfile#"$root"/}),"
fi
cp go.mod "$dir/app.mod"
cp go.sum "$dir/app.sum"
rel=$(realpath -m --relative-to="$root" "$dir/go-app")
echo "replace $mod => ./$rel" >>"$dir/app.mod"
