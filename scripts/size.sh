#!/usr/bin/env bash
# size.sh SITE: the download size of the built site's wasm files, raw,
# gzip -9 and brotli -q 11 (what a static host or CDN serves). make size
# builds the site and installs brotli first when it is missing.
set -euo pipefail
site=${1:-build/site}
command -v brotli >/dev/null || { echo "size.sh: brotli missing (apt-get install -y brotli)" >&2; exit 1; }
printf '%-10s %12s %12s %12s\n' file raw gzip brotli
for f in "$site"/web/app.*.wasm "$site"/web/worker.*.wasm; do
	raw=$(stat -c %s "$f")
	gz=$(gzip -9 -c "$f" | wc -c)
	br=$(brotli -q 11 -c "$f" | wc -c)
	name=$(basename "$f" | cut -d. -f1)
	printf '%-10s %12s %12s %12s\n' "$name" "$(numfmt --to=iec-i --suffix=B --format=%.2f "$raw")" \
		"$(numfmt --to=iec-i --suffix=B --format=%.2f "$gz")" "$(numfmt --to=iec-i --suffix=B --format=%.2f "$br")"
	if [ "$name" = app ] && [ "$br" -gt $((2500 * 1000)) ]; then
		echo "size.sh: the app's wasm is $br bytes with brotli, over the 2.5 MB target" >&2
		exit 1
	fi
done
