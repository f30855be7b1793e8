#!/usr/bin/env bash
# reviewbench.sh [SITE]: how long game review takes in headless Chromium,
# through the built site's worker (docs/review.md). It builds the site
# unless given one (make reviewbench builds it and installs Chromium),
# serves it on a local port, reviews a fixed 60-move game of each kind and
# analyses a position of each, round by round, and prints the times. The
# numbers depend on the machine and on what else runs on it: the load
# average is printed before and after.
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-}
if [ -z "$site" ]; then
	make -s build
	site=build/site
fi
command -v chromium >/dev/null || { echo "reviewbench.sh: chromium missing (make chromium)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test -c -tags 'e2e measure' -o "$tmp/e2e.test" ./e2e
echo "machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), load average $(cut -d' ' -f1-3 /proc/loadavg) before"
DIAMOND_SITE=$(realpath "$site") "$tmp/e2e.test" -test.run '^TestMeasureReview$' -test.count=1 -test.timeout 60m
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
