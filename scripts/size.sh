#!/usr/bin/env bash
# size.sh SITE: the download size of the built site's wasm files, raw,
# gzip -9 and brotli -q 11 (what a static host or CDN serves), checked
# against the budgets below; and a check that the app's wasm holds no
# search code. make size builds the site and installs brotli first when it
# is missing.
set -euo pipefail
site=${1:-build/site}
command -v brotli >/dev/null || { echo "size.sh: brotli missing (apt-get install -y brotli)" >&2; exit 1; }

# Budgets, brotli bytes (1 MB = 1,000,000 bytes).
total_budget=$((2000 * 1024))  # app + worker, everything a visit against the computer downloads: 2,000 KiB, reached on 2026-11-29 (docs/perf/size.md)
worker_budget=$((900 * 1000))  # the worker alone: ~700 KB today
app_budget=$((1150 * 1024))    # the app alone, what every visit downloads: 1,150 KiB, reached on 2026-11-29 (fifth session)

app=("$site"/web/app.*.wasm) worker=("$site"/web/worker.*.wasm)
if [ ${#app[@]} != 1 ] || [ ${#worker[@]} != 1 ] || [ ! -f "${app[0]}" ] || [ ! -f "${worker[0]}" ]; then
	echo "size.sh: want one app.*.wasm and one worker.*.wasm in $site/web (make build)" >&2
	exit 1
fi
app=${app[0]} worker=${worker[0]}

iec() { numfmt --to=iec-i --suffix=B --format=%.2f "$1"; }
printf '%-10s %12s %12s %12s\n' file raw gzip brotli
sum_raw=0 sum_gz=0 sum_br=0
for f in "$app" "$worker"; do
	raw=$(stat -c %s "$f")
	gz=$(gzip -9 -c "$f" | wc -c)
	br=$(brotli -q 11 -c "$f" | wc -c)
	name=$(basename "$f" | cut -d. -f1)
	printf '%-10s %12s %12s %12s   (brotli %d bytes)\n' "$name" "$(iec "$raw")" "$(iec "$gz")" "$(iec "$br")" "$br"
	sum_raw=$((sum_raw + raw)) sum_gz=$((sum_gz + gz)) sum_br=$((sum_br + br))
	[ "$name" = worker ] && worker_br=$br
	[ "$name" = app ] && app_br=$br
done
printf '%-10s %12s %12s %12s   (brotli %d bytes)\n' total "$(iec "$sum_raw")" "$(iec "$sum_gz")" "$(iec "$sum_br")" "$sum_br"

fail=0
if [ "$worker_br" -gt "$worker_budget" ]; then
	echo "size.sh: the worker's wasm is $worker_br bytes with brotli, over its budget of $worker_budget" >&2
	fail=1
fi
if [ "$app_br" -gt "$app_budget" ]; then
	echo "size.sh: the app's wasm is $app_br bytes with brotli, over its budget of $app_budget" >&2
	fail=1
fi
if [ "$sum_br" -gt "$total_budget" ]; then
	echo "size.sh: app + worker are $sum_br bytes with brotli, over the budget of $total_budget" >&2
	fail=1
fi

# The search runs only in the worker. wasm/app/deps_test.go (go test)
# keeps its packages out of the app's imports; this looks at the built
# files. Go's wasm keeps function names even with -s -w, so the search's
# packages are found by their functions' names: the worker must have them
# (else these names are out of date), the app none of them (it shows the
# levels from rules/<game>/levels, which is no search).
search='diamond/rules/(search|[a-z]+/ai)\.[.A-Za-z0-9_()*]*'
if ! grep -aqE "$search" "$worker"; then
	echo "size.sh: no function of rules/search or rules/<game>/ai found in the worker's wasm: update the names in size.sh" >&2
	fail=1
fi
if found=$(grep -aoE "$search" "$app" | sort -u) && [ -n "$found" ]; then
	echo "size.sh: the app's wasm holds the computer's search, which belongs in the worker (go test ./wasm/app names the import that pulls it in):" >&2
	echo "$found" | head -20 | sed 's/^/  /' >&2
	fail=1
fi

# go-app's HTTP server, and with it net/http's TLS stack (360 KB with
# brotli), is left out of the app (scripts/goapp-browser.sh); a function
# name says whether it came back.
if grep -aq 'net/http\.init' "$app"; then
	echo "size.sh: the app's wasm links net/http; build it with -modfile=build/goapp/app.mod (scripts/goapp-browser.sh)" >&2
	fail=1
fi

# Package html keeps its table of named characters (18 KB with brotli);
# the app escapes with app/markup, and go-app as patched too.
if LC_ALL=C grep -aqE '(^|[^a-z/_])html\.init' "$app"; then
	echo "size.sh: the app's wasm links package html; escape with diamond/app/markup (go test ./wasm/app names the import)" >&2
	fail=1
fi

# encoding/json is 85 KB with brotli; the app reads and writes JSON with
# rules/jsonlite, and go-app as patched leaves out its uses (its package
# initialisation stays: go-app's server side imports it).
if LC_ALL=C grep -aqE 'encoding/json\.(Marshal|Unmarshal)([^A-Za-z]|$)' "$app"; then
	echo "size.sh: the app's wasm links encoding/json's Marshal or Unmarshal; use diamond/rules/jsonlite (go test ./wasm/app names an import of it)" >&2
	fail=1
fi

# Each end links only its own direction of rules/protocol: the page
# writes questions and reads answers, the worker the reverse (the two are
# types apart). Each must hold its own (else these names are out of date)
# and none of the other's.
direction() { # file, its own, the other's
	if ! grep -aqE "$2" "$1"; then
		echo "size.sh: $(basename "$1") has no $2: update the names in size.sh" >&2
		fail=1
	fi
	if found=$(grep -aoE "$3" "$1" | sort -u) && [ -n "$found" ]; then
		echo "size.sh: $(basename "$1") links the other direction of rules/protocol:" $found >&2
		fail=1
	fi
}
direction "$app" 'protocol\.(ReadAnswer|Think\.ToWorker)' 'protocol\.(ReadQuestion|[A-Za-z]+\.ToPage)'
direction "$worker" 'protocol\.(ReadQuestion|Reply\.ToPage)' 'protocol\.(ReadAnswer|[A-Za-z]+\.ToWorker)'

[ "$fail" = 0 ] && echo "within budget: app ≤ $app_budget bytes, worker ≤ $worker_budget bytes, app + worker ≤ $total_budget bytes with brotli; no search code in the app, each end one direction of the protocol"
exit "$fail"
