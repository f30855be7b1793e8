#!/usr/bin/env bash
# goapp-gains.sh [CHANGE...]: what each change of scripts/goapp-browser.patch
# does to the size of the app's wasm. It builds the app's wasm as make
# build-wasm does, once with the whole patch and once with each change left
# out (one build at a time, each in build/goapp-gains/CHANGE), and prints
# a table of the raw and brotli (-q 11, as scripts/size.sh) sizes: a
# change's gain is what its absence adds. "none" leaves out the whole
# patch (go-app as published). docs/go-app.md holds the table; the changes
# are named there too. With CHANGE arguments only those are built.
#
# A change is a set of the patch's hunks: a whole file's ("http.go"), or
# the hunks of a file that hold a text ("engine.go:Hydrate"). Changes that
# call each other go together (crypto.go defines the newID that context.go
# and state.go call; engine.go's Load calls node.go's Hydrate).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
command -v brotli >/dev/null || { apt-get update && apt-get install -y brotli; } || {
	echo "goapp-gains.sh: brotli is missing and could not be installed (apt-get install -y brotli)" >&2
	exit 1
}
patchfile=scripts/goapp-browser.patch
work=build/goapp-gains

# CHANGE|the hunks it is made of
changes=(
	"server|http.go resource.go"
	"regexp|route.go"
	"crypto|crypto.go context.go state.go"
	"hydration|engine.go:Hydrate node.go"
	"cleanup|engine.go:CleanupExpiredPersistedStates"
	"internal-urls|engine.go:GOAPP_INTERNAL_URLS"
	"none|*"
)

# without SPEC <PATCH: the patch without the hunks SPEC names (a list of
# FILE or FILE:TEXT, * for every file); the number of hunks left out goes
# to fd 3.
without() {
	awk -v spec="$1" '
	BEGIN { n = split(spec, specs, " ") }
	function left_out(file, text,   i, s, f, pat, c) {
		for (i = 1; i <= n; i++) {
			s = specs[i]; f = s; pat = ""
			c = index(s, ":")
			if (c) { f = substr(s, 1, c - 1); pat = substr(s, c + 1) }
			if ((f == "*" || f == file) && (pat == "" || index(text, pat))) return 1
		}
		return 0
	}
	function count(r,   a) { if (split(r, a, ",") == 2) return a[2] + 0; return 1 }
	function flush() {
		inhunk = 0
		if (left_out(file, hunk)) { dropped++; kept = 0; return }
		if (!shown) { print minus; print plus; shown = 1 }
		printf "%s", hunk
		kept = 1
	}
	inhunk {
		hunk = hunk $0 "\n"
		c = substr($0, 1, 1)
		if (c == " " || $0 == "") { old--; new-- } else if (c == "-") old--; else if (c == "+") new--
		if (old <= 0 && new <= 0) flush()
		next
	}
	/^--- / { minus = $0; next }
	/^\+\+\+ / { plus = $0; file = $2; sub(/.*\//, "", file); shown = 0; next }
	/^@@ / { old = count(substr($2, 2)); new = count(substr($3, 2)); hunk = $0 "\n"; inhunk = 1; next }
	/^\\/ { if (kept) print; next }
	file == "" { print }
	END { print dropped + 0 > "/dev/fd/3" }
	'
}

# sizes FILE: its raw and brotli sizes in bytes.
sizes() { echo "$(stat -c %s "$1") $(brotli -q 11 -c "$1" | wc -c)"; }

want=("$@")
rm -rf "$work"
mkdir -p "$work"
declare -A raw br
for entry in "full|" "${changes[@]}"; do
	name=${entry%%|*} spec=${entry#*|}
	if [ ${#want[@]} -gt 0 ] && [ "$name" != full ] && [[ " ${want[*]} " != *" $name "* ]]; then
		continue
	fi
	without "$spec" <"$patchfile" >"$work/$name.patch" 3>"$work/$name.dropped"
	if [ -n "$spec" ] && [ "$(cat "$work/$name.dropped")" = 0 ]; then
		echo "goapp-gains.sh: $name: the patch has no hunk $spec" >&2
		continue
	fi
	echo "goapp-gains.sh: building the app's wasm: $name ($(cat "$work/$name.dropped") hunks left out)" >&2
	# The same recipe as make build, in a folder of the same path length
	# for every change (the build information holds go-app's path).
	make -s build-wasm GOAPP="$work/g" GOAPP_PATCH="$work/$name.patch" WASMDIR="$work/$name" >&2
	read -r raw[$name] br[$name] < <(sizes "$work/$name/app.wasm")
	rm -f "$work/$name/worker.wasm"
done
rm -rf "$work/g"

printf '| %s | %s | %s | %s | %s |\n' "app.wasm built" "raw bytes" "brotli bytes" "the change's gain, raw" "with brotli"
printf '| --- | ---: | ---: | ---: | ---: |\n'
for entry in "full|" "${changes[@]}"; do
	name=${entry%%|*}
	[ -n "${raw[$name]:-}" ] || continue
	if [ "$name" = full ]; then
		printf '| with the whole patch | %d | %d | | |\n' "${raw[full]}" "${br[full]}"
	elif [ "$name" = none ]; then
		printf '| without the patch (go-app as published) | %d | %d | %d | %d |\n' "${raw[$name]}" "${br[$name]}" \
			$((raw[$name] - raw[full])) $((br[$name] - br[full]))
	else
		printf '| without %s | %d | %d | %d | %d |\n' "$name" "${raw[$name]}" "${br[$name]}" \
			$((raw[$name] - raw[full])) $((br[$name] - br[full]))
	fi
done
