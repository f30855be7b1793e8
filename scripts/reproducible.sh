#!/usr/bin/env bash
# reproducible.sh [SITE]: checks that the build is reproducible, i.e. that
# the same sources give the same wasm files whatever folder they are built
# in. The site names its wasm files by their content (web/app.<hash>.wasm),
# and a host caches them for a year: if a build from another folder (a new
# CI checkout, another machine) gave other bytes, every deploy would make
# returning players download the app again, changed or not.
#
# It copies the project's files as they are here (tracked files with their
# uncommitted changes, and new files that git does not ignore) to a folder
# of another name and length under /tmp, runs make build-wasm there, and
# compares both wasm files' sha256 with build/wasm's, and the names the site
# generator gives them (<name>.<first 12 hex digits of sha256>.wasm, as
# wasm/app/site.go) with the ones in SITE/web (default build/site); then it
# writes the site from the copy's files and compares it with SITE, file for
# file. make reproducible runs make build first.
#
# The second build shares Go's build cache: with -trimpath a package's
# cache key does not depend on its folder, so the copy's build only links
# (a few seconds), and any input that does depend on the folder (such as an
# absolute path in the build info) shows as a recompile and a difference.
# REPRODUCIBLE_COLD=1 gives the copy an empty build cache instead, which
# also checks that the compiler's output is deterministic (80 s idle).
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-build/site}

for name in app worker; do
	[ -f "build/wasm/$name.wasm" ] || { echo "reproducible.sh: build/wasm/$name.wasm missing (make build)" >&2; exit 1; }
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/diamond-reproducible-copy.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
files() {
	if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		git ls-files -z --cached --others --exclude-standard
	else # not a git checkout: everything but the build
		find . -path ./build -prune -o -path ./.git -prune -o -type f -print0
	fi
}
files | while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
	tar --null -T - -cf - | tar -xf - -C "$tmp"

if [ "${REPRODUCIBLE_COLD:-}" = 1 ]; then
	export GOCACHE="$tmp/.gocache"
fi
# The copy's build: the Makefile's own recipe, so that the flags are the same.
if ! make -s -C "$tmp" build-wasm >"$tmp/build.log" 2>&1; then
	cat "$tmp/build.log" >&2
	echo "reproducible.sh: the build in $tmp failed" >&2
	exit 1
fi

# buildinfo FILE: the build information Go writes into a binary (go version
# -m cannot read a wasm file): the module paths and versions, replacements
# and build settings.
buildinfo() {
	LC_ALL=C grep -a -o -E -e $'path\tdiamond[[:print:]]*' -e $'^(mod|dep|=>|build)\t[[:print:]\t]*' "$1" || true
}

fail=0
for name in app worker; do
	here=build/wasm/$name.wasm there=$tmp/build/wasm/$name.wasm
	sum_here=$(sha256sum <"$here" | cut -c1-64)
	sum_there=$(sha256sum <"$there" | cut -c1-64)
	file=$name.${sum_there:0:12}.wasm
	sited=("$site"/web/"$name".*.wasm)
	printf '%-6s here %s  in another folder %s  %s\n' "$name" "${sum_here:0:12}" "${sum_there:0:12}" \
		"$([ "$sum_here" = "$sum_there" ] && echo same || echo DIFFERENT)"
	if [ "$sum_here" != "$sum_there" ]; then
		echo "reproducible.sh: $name.wasm differs when built in another folder ($(stat -c %s "$here") and $(stat -c %s "$there") bytes); its build information, here and there:" >&2
		diff <(buildinfo "$here") <(buildinfo "$there") | sed 's/^/  /' >&2 || true
		fail=1
	fi
	if [ ${#sited[@]} != 1 ] || [ "${sited[0]}" != "$site/web/$file" ]; then
		echo "reproducible.sh: $site/web has ${sited[*]##*/}, the build in another folder names it $file" >&2
		fail=1
	elif ! cmp -s "${sited[0]}" "$here"; then
		echo "reproducible.sh: ${sited[0]} is not build/wasm/$name.wasm: $site is out of date (make build)" >&2
		fail=1
	fi
done

# The whole site, from the other folder's wasm files: the same bytes too
# (go-app's attribute order is made one by site.go's sortAttributes). The
# generator is this folder's, already built by make build.
if [ "$fail" = 0 ]; then
	if ! go run ./wasm/app -out "$tmp/site" -wasm "$tmp/build/wasm" -web "$tmp/web" >"$tmp/site.log" 2>&1; then
		cat "$tmp/site.log" >&2
		echo "reproducible.sh: the site generator failed on the other folder's files" >&2
		exit 1
	fi
	if ! diff -r -q "$site" "$tmp/site" >"$tmp/site.diff"; then
		echo "reproducible.sh: the site written from the other folder's files differs from $site:" >&2
		sed 's/^/  /' "$tmp/site.diff" >&2
		fail=1
	fi
fi
[ "$fail" = 0 ] && echo "reproducible: app.wasm and worker.wasm built in $tmp are the same bytes, with the same names, and the site written from them is $site's"
exit "$fail"
